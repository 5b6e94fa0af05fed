"""Settings: one default each, from a federation's regulation file and the flags, and they
reach the rulings (Law 26B reading, claim search budget)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hakem.cli.common import settings_from
from hakem.cli.main import cli
from hakem.model.ruling import LeadRestrictionKind
from hakem.model.settings import FindingClass, Language, PlayerClass, Settings
from hakem.parsers.regulation import RegulationError, load, loads

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "samples" / "regulation.toml"


def test_the_example_regulation_file_spells_out_the_defaults() -> None:
    assert load(EXAMPLE) == Settings()


def test_every_key_of_a_regulation_file_sets_its_setting() -> None:
    settings = loads('[laws]\nlaw26 = "require-or-prohibit"\nplayer-class = "expert"\n'
                     '[claims]\nanalysis = false\nsearch-budget = 500\norder-of-play = "top down"\n'
                     '[output]\nlanguage = "tr"\n[stats]\nclasses = ["table"]\n', "fed.toml")
    assert settings == Settings(law26_require_or_prohibit=True, player_class=PlayerClass.EXPERT,
                                claim_analysis=False, claim_node_cap=500,
                                order_of_play_regulation="top down", language=Language.TR,
                                stats_classes=frozenset({FindingClass.TABLE}))


def test_unknown_keys_and_bad_values_are_reported_with_file_line_and_column() -> None:
    with pytest.raises(RegulationError) as caught:
        loads('[laws]\nlaw26 = "both"\n[claims]\nbudget = 5\nsearch-budget = -1\n[colour]\nx = 1\n',
              "fed.toml")
    assert caught.value.problems == [
        "fed.toml:2:9: error: laws.law26 must be one of \"prohibit\", \"require-or-prohibit\", not 'both'",
        "fed.toml:4:1: error: unknown key claims.budget (in [claims]: analysis, search-budget, order-of-play)",
        "fed.toml:5:17: error: claims.search-budget must be a positive whole number, not -1",
        "fed.toml:6:2: error: unknown table or key 'colour' (a regulation file has [claims], [laws], "
        "[output], [stats])",
    ]


def test_a_toml_syntax_error_names_its_line_and_column() -> None:
    with pytest.raises(RegulationError, match=r"^fed.toml:2:9: error: not valid TOML"):
        loads("[laws]\nlaw26 = prohibit\n", "fed.toml")


def test_settings_reject_a_budget_that_is_not_a_positive_number() -> None:
    with pytest.raises(ValueError):
        Settings(claim_node_cap=0)
    with pytest.raises(ValueError):
        Settings().replace(stats_classes=frozenset())


def test_flags_override_the_regulation_file(tmp_path: Path) -> None:
    fed = tmp_path / "fed.toml"
    fed.write_text('[laws]\nlaw26 = "require-or-prohibit"\n[claims]\nsearch-budget = 700\n')
    assert settings_from(str(fed)).law26_require_or_prohibit is True
    both = settings_from(str(fed), law26="prohibit", language="he")
    assert both == Settings(claim_node_cap=700, language=Language.HE)


def _lead_restrictions(args: list[str]) -> set[str]:
    done = CliRunner().invoke(cli, ["check", str(REPO / "samples" / "markers-auction.pbn"),
                                    "--format", "json", *args])
    assert done.exit_code == 0, done.output
    kinds = set()
    for line in done.stdout.splitlines():
        ruling = json.loads(line)["ruling"]
        for effect in ruling["effects"] + [e for b in ruling.get("branches", []) for e in b["effects"]]:
            if effect.get("type") == "lead-restriction":
                kinds.add(effect["kind"])
    return kinds


def test_the_law26_reading_reaches_the_rulings_from_the_flag_and_the_file(tmp_path: Path) -> None:
    assert _lead_restrictions([]) == {LeadRestrictionKind.PROHIBIT_SUIT.value}
    older = {LeadRestrictionKind.REQUIRE_OR_PROHIBIT_SUIT.value}
    assert _lead_restrictions(["--law26", "require-or-prohibit"]) == older
    fed = tmp_path / "fed.toml"
    fed.write_text('[laws]\nlaw26 = "require-or-prohibit"\n')
    assert _lead_restrictions(["--regulation", str(fed)]) == older


def test_a_bad_regulation_file_is_a_usage_error_with_its_position(tmp_path: Path) -> None:
    fed = tmp_path / "fed.toml"
    fed.write_text('[claims]\nsearch-budget = "many"\n')
    done = CliRunner().invoke(cli, ["check", str(REPO / "samples"), "--regulation", str(fed)])
    assert done.exit_code == 2
    assert f"{fed}:2:17: error: claims.search-budget must be a positive whole number" in done.output


def _capped_claims(args: list[str]) -> int:
    """Claim rulings whose search ran out of budget: a contested claim left to the
    director, or an agreed concession whose Law 71 test was not settled."""
    done = CliRunner().invoke(cli, ["check", str(REPO / "samples"), "--format", "json", *args])
    rulings = [json.loads(line)["ruling"] for line in done.stdout.splitlines()]
    return sum((r.get("claim") or {}).get("outcome") == "director-decides"
               or any(j["question"]["key"] == "law71.ask.search-limit" for j in r.get("judgements", []))
               for r in rulings if r["irregularity"] in ("claim", "concession"))


def test_the_claim_search_budget_reaches_the_claim_rulings(tmp_path: Path) -> None:
    assert _capped_claims([]) == 0
    assert _capped_claims(["--claim-budget", "1"]) == 9
    fed = tmp_path / "fed.toml"
    fed.write_text("[claims]\nsearch-budget = 1\n")
    assert _capped_claims(["--regulation", str(fed)]) == 9
