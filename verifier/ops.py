"""Value operations shared by the concrete interpreter and the Z3 encoding.

The rules are written once against this small protocol (DESIGN.md, "one
semantics").  `ConcreteOps` works on plain Python bools and ints; `Z3Ops`
builds Z3 terms, folding constants so that only the parts that really depend
on the effect ordering become symbolic.
"""
from __future__ import annotations

from typing import Any

import z3

Value = Any  # bool | int | z3.ExprRef


class ConcreteOps:
    """Plain Python evaluation: every value is a bool or an int."""

    symbolic = False
    # whether `Evaluation.final` keeps the 613.8a dependencies it meets (`dependency.dependency_edges`):
    # a replay does; over Z3 only `RecordingZ3Ops`, apart from the queries (kept terms would change them)
    records_dependencies = True

    @staticmethod
    def ite(cond: Value, then: Value, other: Value) -> Value:
        return then if cond else other

    @staticmethod
    def and_(*xs: Value) -> Value:
        return all(xs)

    @staticmethod
    def or_(*xs: Value) -> Value:
        return any(xs)

    @staticmethod
    def not_(x: Value) -> Value:
        return not x

    @staticmethod
    def eq(a: Value, b: Value) -> Value:
        return a == b

    @staticmethod
    def lt(a: Value, b: Value) -> Value:
        return a < b

    @staticmethod
    def add(a: Value, b: Value) -> Value:
        return a + b

    @staticmethod
    def neg(a: Value) -> Value:
        return -a

    @staticmethod
    def sum(*xs: Value) -> Value:
        return sum(xs)

    @staticmethod
    def half(a: Value, up: bool) -> Value:
        """Half of a, rounded down or up (107.1a): floor(a / 2) or floor((a + 1) / 2)."""
        return (a + int(up)) // 2

    @staticmethod
    def is_false(x: Value) -> bool:
        return not x

    @staticmethod
    def rule(tag: str) -> Value:
        """Whether the rule `tag` (a CR number, `verifier.rules.cited.RULES`) applies: always, but
        in an encoding that asks which rules a proof needs (`verifier.why`), a Boolean there."""
        return True


def _const(x: Value) -> bool:
    return isinstance(x, (bool, int))


class Z3Ops(ConcreteOps):
    """Z3 terms, with Python constants folded away before a term is built.
    `neg` is ConcreteOps': Python's operator builds Z3 terms too."""

    symbolic = True
    records_dependencies = False

    @staticmethod
    def lt(a: Value, b: Value) -> Value:
        """a < b, the term Python's operator builds (an int on the left: b > a), made through the
        C API (as in _n_ary) where the terms are Int terms of the main context."""
        if type(a) is int and type(b) is int:
            return a < b
        term = b if type(a) is int else a
        if not (type(term) in _INT_KINDS and term.ctx is z3.main_ctx() and _is_int(term)
                and (type(b) is int or type(a) is int or type(b) in _INT_KINDS and b.ctx is term.ctx and _is_int(b))):
            return a < b
        ctx = term.ctx
        if type(a) is int:  # (int.__lt__ gives way to the term's __gt__)
            return z3.BoolRef(z3.Z3_mk_gt(ctx.ref(), b.as_ast(), _int_val(a, ctx).as_ast()), ctx)
        right = _int_val(b, ctx) if type(b) is int else b
        return z3.BoolRef(z3.Z3_mk_lt(ctx.ref(), a.as_ast(), right.as_ast()), ctx)

    @staticmethod
    def ite(cond: Value, then: Value, other: Value) -> Value:
        if isinstance(cond, bool):
            return then if cond else other
        if _same(then, other):
            return then
        if isinstance(then, bool) and isinstance(other, bool):
            return cond if then else Z3Ops.not_(cond)  # ite(c, True, False) == c
        then, other = _lift(then, other), _lift(other, then)
        ctx = cond.ctx  # through the C API, as in _n_ary: the sorts already agree
        made = z3.Z3_mk_ite(ctx.ref(), cond.as_ast(), then.as_ast(), other.as_ast())
        kind = _ITE_KINDS.get(type(then))  # (an application of `ite`, of the sort of `then`: never a numeral)
        return kind(made, ctx) if kind is not None else z3.z3._to_expr_ref(made, ctx)

    @staticmethod
    def and_(*xs: Value) -> Value:
        return _connective(xs, False, _AND)

    @staticmethod
    def or_(*xs: Value) -> Value:
        return _connective(xs, True, _OR)

    @staticmethod
    def not_(x: Value) -> Value:
        return (not x) if isinstance(x, bool) else z3.BoolRef(z3.Z3_mk_not(x.ctx.ref(), x.as_ast()), x.ctx)

    @staticmethod
    def eq(a: Value, b: Value) -> Value:
        if _const(a) and _const(b):
            return a == b
        if _same(a, b):
            return True
        if isinstance(a, bool) or isinstance(b, bool):
            return _bool_eq(a, b)
        a, b = _lift(a, b), _lift(b, a)  # through the C API, as in _n_ary
        return z3.BoolRef(z3.Z3_mk_eq(a.ctx.ref(), a.as_ast(), b.as_ast()), a.ctx)

    @staticmethod
    def add(a: Value, b: Value) -> Value:
        if isinstance(a, int) and a == 0:
            return b
        if isinstance(b, int) and b == 0:
            return a
        return a + b

    @staticmethod
    def sum(*xs: Value) -> Value:
        constant = sum(x for x in xs if isinstance(x, int))
        rest = [x for x in xs if not isinstance(x, int)]
        if not rest:
            return constant
        if constant:
            rest.append(constant)
        elif len(rest) == 1:
            return rest[0]
        return _int_sum(rest)

    @staticmethod
    def half(a: Value, up: bool) -> Value:
        """107.1a, as ConcreteOps': Z3's integer division by a positive numeral rounds down too."""
        return (a + int(up)) // 2 if isinstance(a, int) else (a + int(up)) / 2

    @staticmethod
    def is_false(x: Value) -> bool:
        return x is False

    @staticmethod
    def fresh(name: str, like: Value) -> Value:
        """A new constant of the sort of `like` (a bool or an int, constant or not).  Z3
        names a constant by its name and sort, so one asked for again is the same one:
        made once per context (the dependency check asks for the same unknowns often)."""
        boolean = isinstance(like, bool) or z3.is_bool(like)
        ctx = z3.main_ctx()
        if _MADE.get("ctx") is not ctx:
            _MADE.clear()
            _MADE["ctx"] = ctx
        key = (name, boolean)
        if key not in _MADE:
            _MADE[key] = z3.Bool(name) if boolean else z3.Int(name)
        return _MADE[key]


# the Python class z3py gives an if-then-else whose branches are of one class (z3.z3._to_expr_ref), where
# that follows from the class alone: an integer numeral's ite is no numeral
_ITE_KINDS = {z3.BoolRef: z3.BoolRef, z3.ArithRef: z3.ArithRef, z3.IntNumRef: z3.ArithRef}
_MADE: dict = {}  # the constants `Z3Ops.fresh` made, by (name, is bool), for the context in "ctx"


def _connective(xs, absorbing: bool, build) -> Value:
    """And (absorbing False) or Or (absorbing True), dropping the neutral constant."""
    rest = []
    for x in xs:
        if x is absorbing:
            return absorbing
        if x is not (not absorbing):
            rest.append(x)
    if not rest:
        return not absorbing
    return rest[0] if len(rest) == 1 else build(rest)


def _n_ary(make):
    """A Boolean connective made through the C API: the terms are already Boolean
    Z3 terms of one context, so z3py's argument checks are only overhead."""
    def build(args: list) -> z3.BoolRef:
        ctx = args[0].ctx
        array = (z3.Ast * len(args))(*[a.as_ast() for a in args])
        return z3.BoolRef(make(ctx.ref(), len(args), array), ctx)
    return build


_AND, _OR = _n_ary(z3.Z3_mk_and), _n_ary(z3.Z3_mk_or)


def _same(a: Value, b: Value) -> bool:
    if _const(a) or _const(b):
        return _const(a) and _const(b) and type(a) is type(b) and a == b
    return a.eq(b)


_INT_KINDS = (z3.ArithRef, z3.IntNumRef)


def _is_int(x: Value) -> bool:
    ref = x.ctx.ref()
    return z3.Z3_get_sort_kind(ref, z3.Z3_get_sort(ref, x.as_ast())) == z3.Z3_INT_SORT


def _int_sum(xs: list) -> Value:
    """z3.Sum(*xs) for Int terms of one context and Python ints, made through the C API (as in
    _n_ary): z3py's coercion of the arguments to one sort is most of its cost.  Anything
    else (another sort or context) goes through z3.Sum.  (A constant is made afresh, as z3.Sum
    does: the order terms are made in decides Z3's ids, and so which counterexample it finds.)"""
    ctx = next(x for x in xs if not isinstance(x, int)).ctx
    ref = ctx.ref()
    if any(not isinstance(x, int) and (x.ctx is not ctx or z3.Z3_get_sort_kind(
            ref, z3.Z3_get_sort(ref, x.as_ast())) != z3.Z3_INT_SORT) for x in xs):
        return z3.Sum(*xs)
    terms = [_int_val(x, ctx) if isinstance(x, int) else x for x in xs]  # (held: each keeps its term alive)
    return z3.ArithRef(z3.Z3_mk_add(ref, len(terms), (z3.Ast * len(terms))(*[t.as_ast() for t in terms])), ctx)


def _lift(x: Value, other: Value) -> Value:
    """Turn a Python constant into a Z3 constant of the sort `other` has."""
    if isinstance(x, bool):
        return z3.BoolVal(x)
    if isinstance(x, int):
        return _int_val(x, z3.main_ctx())
    return x


def _int_val(x: int, ctx: z3.Context) -> z3.IntNumRef:
    """z3.IntVal(x, ctx) (x not a bool), with the context's Int sort looked up once: a sort the
    context has from its start, so that no term is made that z3.IntVal would not make.  The
    numerals of the context are kept, each made once (Z3 shares equal terms: the same term)."""
    if _INT_SORT.get("ctx") is not ctx:
        _INT_SORT["ctx"], _INT_SORT["sort"], _INT_SORT["made"] = ctx, z3.IntSort(ctx), {}
    made = _INT_SORT["made"]
    if x not in made:
        made[x] = z3.IntNumRef(z3.Z3_mk_numeral(ctx.ref(), str(x), _INT_SORT["sort"].ast), ctx)
    return made[x]


_INT_SORT: dict = {}  # the Int sort of the context in "ctx" and its numerals ("made"), for `_int_val`


def _bool_eq(a: Value, b: Value) -> Value:
    if isinstance(a, bool):
        a, b = b, a
    if isinstance(b, bool):
        return a if b else z3.Not(a)  # a == True is a; a == False is not a
    return a == b


class RecordingZ3Ops(Z3Ops):
    """Z3 terms, with `Evaluation.final` keeping each 613.8a dependency's condition
    (`Encoding.possible_dependencies`)."""

    records_dependencies = True
