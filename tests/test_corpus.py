"""Corpus files: statements of a source formalised by claims or set aside, checked
against the source's texts; `verifier coverage` and `verifier skeleton`."""
import json
import tomllib
from pathlib import Path

from conftest import BEARS, MODELS, claim, one_error_line
from verifier.corpus import card_rulings, is_corpus_file, load_corpus, page_sentences, read_rulings, text_hash
from verifier.themes import themes_of

PAGE = """Search

Gains control of it. It stays "tapped." (In other words, nothing happens.) Then it ends.

You may look at it.
"""

SCENARIO = BEARS + claim("power(bears) == 2") + '''
[[claim]]
id = "wrong"
expr = "power(bears) == 3"
expect = "proved"

[[claim]]
id = "old-ruling"
expr = "power(bears) == 3"
expect = "refuted"
'''


def corpus(statements: str, head: str = 'page = "page.txt"') -> str:
    return f"[source]\n{head}\n" + statements


def statement(at: str, text: str, body: str) -> str:
    return f'\n[[statement]]\nat = "{at}"\nhash = "{text_hash(text)}"\n{body}\n'


def test_page_sentences_split_paragraphs_and_sentences_and_skip_headings():
    assert page_sentences(PAGE) == [
        ("1.1", "Gains control of it."), ("1.2", 'It stays "tapped."'), ("1.3", "(In other words, nothing happens.)"),
        ("1.4", "Then it ends."), ("2.1", "You may look at it.")]


def _page_corpus(write_model, tmp_path, failing=False):
    (tmp_path / "pages").mkdir()
    (tmp_path / "pages" / "page.txt").write_text(PAGE)
    write_model(SCENARIO)
    texts = dict(page_sentences(PAGE))
    body = statement("1.1", texts["1.1"], 'says = "control"\nclaims = ["scenario.toml#' + ("wrong" if failing else "c")
                     + '"]')
    body += statement("1.2", texts["1.2"], 'says = "tapped"\nclaims = ["scenario.toml#old-ruling"]\n'
                                           'possibly_outdated = "the rules changed"')
    body += statement("1.3", texts["1.3"], 'says = "nothing"\nnot_yet = "not modelled"')
    body += statement("1.4", texts["1.4"], 'same_as = "shared.toml#ends"')
    body += statement("2.1", texts["2.1"], 'says = "look"\nout_of_scope = "not game state"')
    write_model(corpus(statement("ends", texts["1.4"], 'says = "it ends"\nclaims = ["scenario.toml#c"]'),
                       'about = "shared"'), "shared.toml")
    return write_model(corpus(body, 'page = "page.txt"\nabout = "A page"'), "page.toml")


def test_coverage_counts_each_status_per_page(write_model, run_cli, tmp_path):
    page = _page_corpus(write_model, tmp_path)
    code, out, _ = run_cli("coverage", page, tmp_path / "shared.toml", "--pages", tmp_path / "pages")
    assert code == 0, out
    assert "| page.txt A page | 5 | 2 | 1 | 0 | 1 | 1 | 60% | 75% |" in out.splitlines()
    assert "statement 1.2 (undated) possibly outdated: the rules changed" in out
    assert "shared |" not in out  # shared statements count in the pages that print them


def test_coverage_fails_when_a_claim_fails(write_model, run_cli, tmp_path):
    page = _page_corpus(write_model, tmp_path, failing=True)
    code, out, _ = run_cli("coverage", page)
    assert code == 1
    assert f"{page}:6: statement 1.1 FAILED: {tmp_path / 'scenario.toml'}#wrong" in out, out


def test_coverage_reports_a_corpus_that_does_not_match_its_page(write_model, run_cli, tmp_path):
    page = _page_corpus(write_model, tmp_path)
    (tmp_path / "pages" / "page.txt").write_text(PAGE.replace("nothing happens", "something happens") + "\nNew.\n")
    code, out, _ = run_cli("coverage", page, "--pages", tmp_path / "pages")
    assert code == 1
    assert "statement 1.3: hash" in out and "does not match the source's" in out
    assert f"statement 3.1 of the source is missing ({text_hash('New.')})" in out


def test_the_bundled_corpus_covers_the_four_seed_pages(run_cli):
    code, out, _ = run_cli("coverage", *sorted((MODELS / "corpus").glob("seed_*.toml")))
    assert code == 0
    rows = [line for line in out.splitlines() if line.startswith("| 00")]
    assert [r.split(" ")[1][:3] for r in rows] == ["000", "001", "003", "004"]
    assert "| 003_17efe13a748f4ddb.txt Hissing Quagmire rulings | 33 |" in out


def test_every_bundled_corpus_file_loads_and_names_claims_that_exist():
    """Each claim a statement names is one of its scenario's (`load_corpus` refuses any other);
    that each holds as expected is `tests/test_bundled_models.py`'s."""
    files = [f for f in sorted((MODELS / "corpus").glob("*.toml")) if is_corpus_file(f)]
    assert len(files) > 200 and all(load_corpus(f).statements for f in files)


def test_skeleton_lists_each_sentence_with_its_hash(write_model, run_cli, tmp_path):
    (tmp_path / "page.txt").write_text(PAGE)
    code, out, _ = run_cli("skeleton", tmp_path / "page.txt")
    assert code == 0
    data = tomllib.loads(out)
    assert data["source"] == {"page": "page.txt"}
    assert [(s["at"], s["hash"]) for s in data["statement"]] == [(at, text_hash(t)) for at, t in page_sentences(PAGE)]


BAD = {
    "two-kinds": (statement("1.1", "x", 'says = "x"\nnot_yet = "a"\nout_of_scope = "b"'), 4,
                  "exactly one of them"),
    "unknown-claim": (statement("1.1", "x", 'says = "x"\nclaims = ["scenario.toml#nope"]'), 8, "has no claim 'nope'"),
    "no-such-file": (statement("1.1", "x", 'says = "x"\nclaims = ["gone.toml#c"]'), 8, "no scenario file 'gone.toml'"),
    "outdated-without-claims": (statement("1.1", "x", 'says = "x"\nnot_yet = "a"\npossibly_outdated = "b"'), 9,
                                "possibly_outdated goes with the claims"),
    "same-as-another-text": (statement("1.1", "x", 'same_as = "shared.toml#y"'), 6, "is not the text of shared.toml#y"),
    "same-as-a-page": (statement("1.1", "x", 'same_as = "page.toml#1.1"'), 7, "page.toml is no corpus of shared"),
    "twice": (statement("1.1", "x", 'says = "x"\nnot_yet = "a"') * 2, 11, "statement '1.1' is given twice"),
}


def test_bad_corpus_files_are_one_line_exit_2(write_model, run_cli):
    write_model(SCENARIO)
    write_model(corpus(statement("y", "y", 'says = "y"\nnot_yet = "a"'), 'about = "shared"'), "shared.toml")
    for name, (body, line, message) in BAD.items():
        path = write_model(corpus(body), "page.toml")
        code, out, err = run_cli("check", path)
        assert code == 2, (name, out, err)
        assert message in one_error_line(err, path, line), name


def test_a_missing_page_is_a_one_line_error(write_model, run_cli, tmp_path):
    page = _page_corpus(write_model, tmp_path)
    (tmp_path / "pages" / "page.txt").unlink()
    code, _, err = run_cli("coverage", page, "--pages", tmp_path / "pages")
    assert code == 2 and "cannot read its source" in err and "Traceback" not in err


MINI = Path(__file__).parent / "fixtures" / "rulings-mini.json"  # (invented rulings in MTGJSON's shape)


def test_coverage_by_theme_counts_the_file_s_rulings_and_the_corpus_s_statements(write_model, run_cli):
    texts = [t for _, _, t in card_rulings(read_rulings(MINI), "Grizzly Bears")]
    write_model(SCENARIO)
    body = statement("1", texts[0], 'says = "layers"\nclaims = ["scenario.toml#c"]')
    body += statement("2", texts[1], 'says = "haste"\nnot_yet = "not modelled"')
    body += statement("3", texts[2], 'says = "colour"\nout_of_scope = "a reminder"')
    card = write_model(corpus(body, 'rulings = "rulings-mini.json"\ncard = "Grizzly Bears"'), "bears.toml")
    code, out, _ = run_cli("coverage", card, "--rulings", MINI, "--themes", MINI, "--json")
    assert code == 0
    rows = {r["theme"].split(" (")[0]: r for r in json.loads(out)["themes"]}
    # 613: the Bears' layer ruling and Another Card's timestamp one; only the first is stated, and holds
    assert (rows["layers, timestamps, dependency"]["rulings"], rows["layers, timestamps, dependency"]["cards"],
            rows["layers, timestamps, dependency"]["holds"]) == (2, 2, 1)
    haste = rows["summoning sickness, haste, {T} and {Q}"]
    assert (haste["rulings"], haste["statements"], haste["not yet"], haste["holds"]) == (1, 1, 1, 0)
    assert rows["copies"]["rulings"] == 1 and rows["copies"]["statements"] == 0
    assert themes_of(texts[2]) == []  # (a ruling of no theme is in no row)


def test_a_ruling_formalised_in_part_counts_as_not_yet_and_its_claims_are_checked(write_model, run_cli, tmp_path):
    # claims with not_yet: what the claims state holds, what is left is said (a new user's trial could not record it)
    (tmp_path / "pages").mkdir()
    (tmp_path / "pages" / "page.txt").write_text(PAGE)
    write_model(SCENARIO)
    texts = dict(page_sentences(PAGE))
    for claim_id, code_expected, row in (("c", 0, "| page.txt | 5 | 0 | 0 | 0 | 1 | 4 | 0% | 0% |"),
                                         ("wrong", 1, "| page.txt | 5 | 0 | 0 | 1 | 0 | 4 | 0% | 0% |")):
        body = "".join(statement(at, texts[at], f'says = "{at}"\nout_of_scope = "x"') for at in ("1.2", "1.3", "1.4", "2.1"))
        body += statement("1.1", texts["1.1"], f'says = "control"\nclaims = ["scenario.toml#{claim_id}"]\n'
                                               'not_yet = "the control change is not stated"')
        page = write_model(corpus(body), "page.toml")
        code, out, _ = run_cli("coverage", page, "--pages", tmp_path / "pages")
        assert code == code_expected, out
        assert row in out.splitlines(), out


def test_skeleton_writes_a_new_file_and_never_over_one(run_cli, tmp_path):
    # (a new user's trial lost a filled-in file to a redirect)
    (tmp_path / "page.txt").write_text(PAGE)
    out = tmp_path / "corpus.toml"
    code, printed, _ = run_cli("skeleton", tmp_path / "page.txt")
    assert run_cli("skeleton", tmp_path / "page.txt", "--out", out)[0] == 0 and out.read_text() == printed
    out.write_text("filled in")
    code, _, err = run_cli("skeleton", tmp_path / "page.txt", "--out", out)
    assert code == 2 and "exists already" in err and out.read_text() == "filled in"
