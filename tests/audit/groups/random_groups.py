"""Random 3-event groups (creatures, -1/-1 and +1/+1 counters, an Equipment, an Aura granting
'Other creatures get -1/-1', Dead Weight, Glorious Anthem, control changes, leaves, attach): the
reduced answer against every order (oracle.py).  usage: random_groups.py FIRST_SEED COUNT.
A line BAD whose every order gives set() and reduced raises 'cannot happen' is no difference."""
import random, sys
import os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oracle import compare
HDR = open(__import__('os').path.join(__import__('os').path.dirname(__file__), 'probe_granted_lord_leaves.toml')).read().split('[[object]]')[0]
def gen(rng):
    objs = [("bears","Grizzly Bears",""),("ogre","Gray Ogre",""),("elves","Llanowar Elves",""),
            ("bs","Bonesplitter",'attached_to = "ogre"\n'),("dw","Dead Weight",'attached_to = "ogre"\n'),
            ("aura","Curse Aura (audit)",'attached_to = rng\n'),("anthem","Glorious Anthem","")]
    t = HDR
    entering = set(rng.sample(["elves","anthem","ogre"], rng.randint(0,1)))
    for i,c,extra in objs:
        if i in ("dw","aura") and rng.random()<0.5: continue
        extra = extra.replace("rng", '"%s"' % rng.choice(["bears","ogre"]))
        if i in entering and extra: continue
        t += f'[[object]]\nid = "{i}"\ncard = "{c}"\n{extra}'
        if i == "bears" and rng.random()<0.5: t += 'counters = { "-1/-1" = 1 }\n'
    evs = [f'enters = "{e}"' for e in entering]
    while len(evs) < 3:
        k = rng.choice(["pc","pc","leaves","attach","ctl","pcp"])
        o = rng.choice(["bears","ogre","elves"])
        if k=="pc": evs.append(f'put_counters = "{o}"\ncounters = {{ "-1/-1" = 1 }}')
        if k=="pcp": evs.append(f'put_counters = "{o}"\ncounters = {{ "+1/+1" = 1 }}')
        if k=="leaves": evs.append(f'leaves = "{rng.choice(["anthem","bs","aura","dw","ogre"])}"')
        if k=="attach": evs.append(f'attach = "bs"\nto = "{o}"')
        if k=="ctl": evs.append(f'gain_control = "{o}"\nby = "opponent"')
    for e in evs: t += f'[[event]]\n{e}\ngroup = "g"\n'
    t += '[[claim]]\nid = "c"\nexpr = "power(bears) >= 0 or power(bears) < 0"\nexpect = "proved"\n'
    return t
s0=int(sys.argv[1])
for s in range(s0, s0+int(sys.argv[2])):
    rng = random.Random(s); t = gen(rng); p=os.path.join(os.path.dirname(os.path.abspath(__file__)), f"_q{s}.toml"); open(p,"w").write(t)
    ex = [f"{f}({o})" for o in ["bears","ogre","elves"] for f in ["on_battlefield","power","controlled_since_turn_began"]]
    try: bad = compare(p, ex, quiet=True)
    except Exception as e: print(s,"EXC",str(e)[:150], flush=True); continue
    print(s, "BAD" if bad else "ok", flush=True)
