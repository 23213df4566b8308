"""`verifier report FILES --html OUT`: the page's content for the bundled Opalescence + Humility
and Blood Moon + Urborg scenarios (verdicts, the rules `check --why` gives, the layer table, the
613.8a dependency graph), its exit statuses, and a headless Chromium rendering of it."""
import json
import re
import shutil
import struct
import subprocess
import zlib

import pytest

from conftest import MODELS, one_error_line
from verifier.depgraph_svg import EffectNode, dependency_svg
from verifier.rules.dependency import DependencyEdge

OPAL = MODELS / "scenarios" / "opalescence_humility.toml"
URBORG = MODELS / "scenarios" / "blood_moon_urborg.toml"


@pytest.fixture(scope="module")
def opal_page(tmp_path_factory):
    from verifier import cli
    out = tmp_path_factory.mktemp("report") / "opal.html"
    assert cli.main(["report", str(OPAL), "--html", str(out)]) == 0
    return out


def _article(page: str, claim: str) -> str:
    """The claim's <article> of the page."""
    found = re.search(r'<article class="claim [a-z]+" id="[^"]*" data-claim="' + re.escape(claim)
                      + r'" data-verdict="([a-z]+)">.*?</article>', page, re.S)
    assert found, f"no article for {claim}"
    return found.group(0)


def _verdict(article: str) -> str:
    return re.search(r'data-verdict="([a-z]+)"', article).group(1)


def test_each_claim_with_its_verdict_and_the_rules_check_why_gives(opal_page, run_cli):
    page = opal_page.read_text()
    code, out, _ = run_cli("check", "--why", "--json", "--jobs", "1", OPAL)
    assert code == 0
    docs = json.loads(out)["results"]
    assert {d["claim"] for d in docs} == {"two-outcomes", "humility-older-is-4/4", "humility-always-4/4",
                                          "opalescence-never-creature"}
    for d in docs:
        article = _article(page, d["claim"])
        assert _verdict(article) == d["verdict"]
        assert f'<span class="verdict">{d["verdict"]}</span>' in article
        assert f'expected {d["expect"]}: ok' in article
        cited = re.findall(r'<tr data-rule="([0-9a-z.]+)">', article)
        assert cited == [r["rule"] for r in d["rules"]], d["claim"]
    # where --why names them: 613.7 for the proof that Humility earliest is 4/4, 613.6 for the refutation
    assert '<tr data-rule="613.7"><td>613.7</td>' in _article(page, "humility-older-is-4/4")
    refuted = _article(page, "humility-always-4/4")
    assert _verdict(refuted) == "refuted"
    assert '<tr data-rule="613.6"><td>613.6</td>' in refuted
    assert "Rules every counterexample needs" in refuted
    assert "using none of the" in _article(page, "opalescence-never-creature")


def test_the_counterexample_table_has_humility_setting_itself_1_1_in_layer_7b(opal_page):
    refuted = _article(opal_page.read_text(), "humility-always-4/4")
    assert "<code>opalescence &lt; humility</code>" in refuted  # the ordering: Humility the later
    rows = re.findall(r'<tr class="step" data-layer="([0-9a-z]+)" data-effect="([^"]+)" data-object="([^"]+)">(.*?)</tr>',
                      refuted, re.S)
    cells = {(layer, effect, obj): dict(re.findall(r'<td data-field="([a-z]+)"[^>]*>([^<]*)</td>', row))
             for layer, effect, obj, row in rows}
    assert [(layer, effect) for layer, effect, _ in cells] == [("4", "opalescence"), ("6", "humility"),
                                                               ("7b", "opalescence"), ("7b", "humility")]
    humility_7b = cells["7b", "humility", "humility"]
    assert (humility_7b["power"], humility_7b["toughness"]) == ("1", "1")
    assert humility_7b["types"] == "creature, enchantment" and humility_7b["abilities"] == ""
    assert (cells["7b", "opalescence", "humility"]["power"], cells["7b", "opalescence", "humility"]["toughness"]) \
        == ("4", "4")
    assert cells["6", "humility", "humility"]["abilities"] == ""  # layer 6: it lost its own ability (613.6)
    assert cells["4", "opalescence", "humility"]["abilities"] == "Humility"
    # the table's columns: one per characteristic
    assert re.search(r"<th>power</th><th>toughness</th><th>types</th><th>subtypes</th><th>colours</th>"
                     r"<th>abilities</th><th>controller</th>", refuted)


def test_the_dependency_graph_has_a_node_per_effect(opal_page):
    page = opal_page.read_text()
    svgs = re.findall(r"<svg .*?</svg>", page, re.S)
    assert len(svgs) == 2  # the counterexample's, and the possible dependencies of the proved claims
    for svg in svgs:
        assert sorted(re.findall(r'<g class="node" data-effect="([^"]+)">', svg)) == ["humility", "opalescence"]
        assert '<g class="edge"' not in svg  # Humility and Opalescence never depend on each other
    assert "None held" in _article(page, "humility-always-4/4")
    assert "Possible dependencies at the end of the game" in page


def test_the_page_is_self_contained(opal_page):
    page = opal_page.read_text()
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert "<script" not in page and "<link" not in page and " src=" not in page
    assert re.findall(r"https?://[^\"' ]+", page) == ["http://www.w3.org/2000/svg"] * 2  # only the SVG namespace


def test_blood_moon_urborg_draws_urborgs_dependency_on_blood_moon(tmp_path, run_cli):
    out = tmp_path / "urborg.html"
    code, stdout, _ = run_cli("report", URBORG, "--html", out)
    assert code == 0 and "5 claims: 5 ok" in stdout
    page = out.read_text()
    # every claim proved: the graph shows the possible dependencies, and Urborg's layer-4 effect
    # depends on Blood Moon's (Blood Moon removes the ability that makes it, 613.8a)
    svg = re.search(r"<svg .*?</svg>", page, re.S).group(0)
    assert sorted(re.findall(r'<g class="node" data-effect="([^"]+)">', svg)) == ["moon", "urborg"]
    assert re.findall(r'<g class="edge" data-from="([^"]+)" data-to="([^"]+)" data-layer="([^"]+)">', svg) \
        == [("moon", "urborg", "4")]
    assert "urborg depends on moon in layer 4" in page
    assert '<tr data-rule="613.8a"><td>613.8a</td>' in _article(page, "no-land-but-the-basic-swamp-is-a-swamp")


def test_a_counterexample_draws_the_dependency_that_held(tmp_path, run_cli):
    out = tmp_path / "moon.html"
    code, _, _ = run_cli("report", MODELS / "scenarios" / "rulings_blood_moon.toml", "--html", out)
    assert code == 0
    refuted = _article(out.read_text(), "naive-mountain-in-addition")
    assert _verdict(refuted) == "refuted"
    assert re.findall(r'<g class="edge" data-from="([^"]+)" data-to="([^"]+)"', refuted) == [("moon", "urborg")]
    assert "The dependencies that held in this counterexample" in refuted


def test_bad_input_is_one_line_and_exit_2(write_model, tmp_path, run_cli):
    bad = write_model('[[object]]\nid = "x"\ntypes = ["creature"]\n[[claim]]\nid = "c"\nexpr = "power(y) == 1"\n'
                      'expect = "proved"\n')
    out = tmp_path / "bad.html"
    code, _, err = run_cli("report", bad, "--html", out)
    assert code == 2 and "Traceback" not in err
    one_error_line(err, bad, 6)
    assert "did not load: line 6:" in out.read_text()
    code, _, err = run_cli("report", tmp_path / "missing.toml", "--html", out)
    assert code == 2
    one_error_line(err, tmp_path / "missing.toml")
    code, _, err = run_cli("report", OPAL, "--html", tmp_path / "no" / "such" / "folder" / "x.html")
    assert code == 2 and "cannot write" in one_error_line(err, tmp_path / "no" / "such" / "folder" / "x.html")


def test_svg_text_is_escaped():
    svg = dependency_svg([EffectNode("<b>&a", 'x"y'), EffectNode("c")], [DependencyEdge("4", "c", "<b>&a")],
                         "t<i>", key="k")
    assert "<b>" not in svg and "<i>" not in svg and 'x"y' not in svg
    assert 'data-effect="&lt;b&gt;&amp;a"' in svg and 'data-from="&lt;b&gt;&amp;a" data-to="c"' in svg


def _chromium():
    return next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)


def _png_pixels(data: bytes):
    """(width, height, the decompressed scanlines) of a PNG, read with the stdlib."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    idat, at = b"", 8
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        if kind == b"IDAT":
            idat += data[at + 8:at + 8 + length]
        at += 12 + length
    return width, height, zlib.decompress(idat)


def test_headless_chromium_renders_the_page(opal_page, tmp_path):
    browser = _chromium()
    if browser is None:
        pytest.skip("no chromium, chromium-browser or google-chrome binary on this machine")
    shot = tmp_path / "report.png"
    subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", f"--screenshot={shot}",
                    "--window-size=1200,1600", opal_page.as_uri()], capture_output=True, timeout=180, check=False)
    assert shot.exists() and shot.stat().st_size > 20_000
    width, height, pixels = _png_pixels(shot.read_bytes())
    assert (width, height) == (1200, 1600)
    assert len(set(pixels)) > 50  # text, tables and colours, not one flat colour


def test_a_dependency_loop_draws_two_arrows_apart_and_lone_effects_below():
    svg = dependency_svg([EffectNode("a"), EffectNode("b"), EffectNode("c")],
                         [DependencyEdge("7c", "a", "b"), DependencyEdge("7c", "b", "a")], "loop")
    paths = re.findall(r'<g class="edge" data-from="(\w)" data-to="(\w)" data-layer="7c">.*?<path d="([^"]+)"', svg, re.S)
    assert sorted((f, t) for f, t, _ in paths) == [("a", "b"), ("b", "a")]
    assert paths[0][2] != paths[1][2]  # (613.8b: a loop; its two arrows not on one line)
    ys = {n: float(y) for n, y in re.findall(r'data-effect="(\w)"><title>\w</title><rect x="[0-9.]+" y="([0-9.]+)"', svg)}
    assert ys["c"] > max(ys["a"], ys["b"])  # the effect in no dependency, in a row below
