"""``hakem claim``: the record's own claim, the record chosen by board or index, text and JSON."""

import json

from click.testing import CliRunner

from hakem.cli.claim import claim

from claim_records import claim_board, claim_pbn
from hakem.model.seat import Seat

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
TRUMP_OUT = {N: "H5 H4 H3", E: "H9 DQ CJ", S: "SA SK HA", W: "SQ SJ ST"}


def _file(tmp_path, *records):
    path = tmp_path / "claims.pbn"
    path.write_text(claim_pbn(list(records)))
    return path


def _run(*args):
    return CliRunner().invoke(claim, [str(a) for a in args])


def test_claim_from_the_marker_is_judged_and_worded(tmp_path):
    path = _file(tmp_path, (claim_board(1, TRUMP_OUT, "4H", S, S), "@CLAIM S 3 contested"))
    result = _run(path, "--board", "1", "--line")
    assert result.exit_code == 0, result.output
    assert "S claimed 3 of the last 3 tricks." in result.output
    assert "Double dummy the claiming side takes 3." in result.output
    assert "Awarded 2: on the worst normal line 1 trick goes to the opponents (Law 70A)." in result.output
    assert "No statement about trumps: the H9 trump is outstanding (Law 70C)" in result.output
    assert " 1. S ♠A [70C], W ♠Q, N ♥3, E ♥9 (won by E)" in result.output


def test_json_gives_the_facts(tmp_path):
    path = _file(tmp_path, (claim_board(1, TRUMP_OUT, "4H", S, S), "@CLAIM S 3 contested"))
    result = _run(path, "--format", "json")
    facts = json.loads(result.output)
    assert facts["claimed"] == 3 and facts["awarded"] == 2 and facts["double_dummy"] == 3
    assert facts["outcome"] == "reduced" and facts["critical"][0]["rule"] == "70C"
    assert facts["claimer"] == "S" and len(facts["line"]) == 3 and "rules" in facts


def test_claimed_count_comes_from_the_marker_not_the_result(tmp_path):
    board = claim_board(1, TRUMP_OUT, "4H", S, S)  # [Result] says 13: all three
    path = _file(tmp_path, (board, "@CLAIM S 2 contested"))
    facts = json.loads(_run(path, "--format", "json").output)
    assert facts["claimed"] == 2 and facts["outcome"] == "upheld"


def test_an_agreed_claim_is_checked_unless_contested_is_asked(tmp_path):
    path = _file(tmp_path, (claim_board(1, TRUMP_OUT, "4H", S, S), "@CLAIM S 3 agreed"))
    agreed = json.loads(_run(path, "--format", "json").output)
    assert agreed["contested"] is False and agreed["outcome"] == "stands"
    contested = json.loads(_run(path, "--format", "json", "--contested").output)
    assert contested["contested"] is True and contested["awarded"] == 2


def test_class_of_player_changes_the_slips_allowed(tmp_path):
    path = _file(tmp_path, (claim_board(1, TRUMP_OUT, "4H", S, S), "@CLAIM S 3 contested"))
    facts = json.loads(_run(path, "--format", "json", "--class", "expert").output)
    assert facts["player_class"] == "expert" and facts["slips"] == 1


def test_a_board_without_a_claim_is_an_error(tmp_path):
    path = tmp_path / "plain.pbn"
    path.write_text('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT98.JT9.JT '
                    '6543.7654.876.98 2.32.5432.765432"]\n[Declarer "S"]\n[Contract "7NT"]\n')
    result = _run(path, "--board", "1")
    assert result.exit_code == 1 and "has no claim" in result.output


def test_a_missing_board_names_the_file_and_lists_its_boards(tmp_path):
    path = _file(tmp_path, (claim_board(1, TRUMP_OUT, "4H", S, S), "@CLAIM S 3 contested"),
                 (claim_board(2, TRUMP_OUT, "4H", S, S), "@CLAIM S 3 agreed"))
    result = _run(path, "--board", "7")
    assert result.exit_code == 1 and str(path) in result.output and "1, 2" in result.output


def test_index_picks_the_kth_record(tmp_path):
    path = _file(tmp_path, (claim_board(1, TRUMP_OUT, "4H", S, S), "@CLAIM S 3 contested"),
                 (claim_board(1, TRUMP_OUT, "4H", S, S), "@CLAIM S 3 agreed"))
    first = json.loads(_run(path, "--index", "0", "--format", "json").output)
    second = json.loads(_run(path, "--index", "1", "--format", "json").output)
    assert first["contested"] is True and second["contested"] is False
    assert _run(path, "--index", "5").exit_code == 1


#: A 7NT board for the claims made off the record (--cards, --tricks).
PBN = """[Event "claims"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT98.JT9.JT 6543.7654.876.98 2.32.5432.765432"]
[Declarer "S"]
[Contract "7NT"]
[Result "13"]
[Play "W"]
S2 SA S7 S3
*
"""


FULL_PLAY = PBN.replace("S2 SA S7 S3\n*\n", "".join(
    f"{w} {n} {e} {s}\n" for w, n, e, s in zip(
        "S2 H2 H3 D2 D3 D4 D5 C2 C3 C4 C5 C6 C7".split(),  # W follows while he can
        "SA SK SQ SJ HA HK HQ DA DK DQ CA CK CQ".split(),  # N leads every trick
        "S7 S8 S9 ST H8 H9 HT D9 DT DJ CT CJ HJ".split(),
        "S3 S4 S5 S6 H4 H5 H6 D6 D7 D8 C8 C9 H7".split())))


def test_law68_claim_on_a_board_played_to_the_end_is_an_error_not_an_invented_claim(tmp_path):
    path = tmp_path / "played-out.pbn"
    path.write_text(FULL_PLAY)
    result = CliRunner().invoke(claim, [str(path), "--board", "1"])
    assert result.exit_code == 1, result.output
    assert f"board 1 of {path} (record 0) has no claim: its play is complete" in result.output
    assert "claims" not in result.output.replace("no claim", "")


def test_law68_claim_after_n_cards_on_a_played_out_board_is_judged_when_asked(tmp_path):
    path = tmp_path / "played-out.pbn"
    path.write_text(FULL_PLAY)
    result = CliRunner().invoke(claim, [str(path), "--board", "1", "--cards", "4", "--tricks", "12"])
    assert result.exit_code == 0, result.output
    assert "S claimed 12 of the last 12 tricks." in result.output


def test_claim_unknown_board_names_the_file_and_lists_its_boards(tmp_path):
    path = tmp_path / "claim.pbn"
    path.write_text(PBN + "\n" + PBN.replace('[Board "1"]', '[Board "7"]'))
    result = CliRunner().invoke(claim, [str(path), "--board", "99"])
    assert result.exit_code == 1
    assert f"{path} has no board '99'; its boards: 1, 7" in result.output



def test_a_proved_award_whose_line_ran_out_of_time_says_the_line_was_not_drawn(tmp_path, monkeypatch):
    from hakem.analysis import claim_engine, claim_line

    def out_of_time(engine, slips):  # type: ignore[no-untyped-def]
        raise claim_engine.Capped()

    monkeypatch.setattr(claim_line, "critical_line", out_of_time)
    path = _file(tmp_path, (claim_board(1, TRUMP_OUT, "4H", S, S), "@CLAIM S 3 contested"))
    result = _run(path, "--board", "1", "--line")
    assert result.exit_code == 0, result.output
    assert "Awarded 2" in result.output
    assert "ran out of time while drawing its line" in result.output
    facts = json.loads(_run(path, "--format", "json").output)
    assert facts["awarded"] == 2 and facts["exact"] is True
    assert facts["line"] == [] and facts["line_drawn"] is False


def test_a_drawn_line_is_said_drawn_in_json(tmp_path):
    path = _file(tmp_path, (claim_board(1, TRUMP_OUT, "4H", S, S), "@CLAIM S 3 contested"))
    facts = json.loads(_run(path, "--format", "json").output)
    assert facts["line_drawn"] is True and len(facts["line"]) == 3


# North is Seat 0: an IntEnum member that is 0 is falsy, and ``claimer or declarer`` once
# dropped him. These pin that a seat is a seat whatever its number.
NORTH_DECLARES = {S: "H5 H4 H3", W: "H9 DQ CJ", N: "SA SK HA", E: "SQ SJ ST"}


def test_a_contract_declared_by_north_is_named_in_text_and_json(tmp_path):
    path = _file(tmp_path, (claim_board(1, NORTH_DECLARES, "4H", N, N), "@CLAIM N 3 contested"))
    text = _run(path, "--board", "1")
    assert text.exit_code == 0, text.output
    assert text.output.splitlines()[0].endswith("4H by N"), text.output.splitlines()[0]
    facts = json.loads(_run(path, "--format", "json").output)
    assert facts["declarer"] == "N" and facts["claimer"] == "N" and facts["awarded"] == 2


def test_claimer_north_given_on_the_command_line_is_the_claimer(tmp_path):
    path = _file(tmp_path, (claim_board(1, TRUMP_OUT, "4H", S, S), "@CLAIM S 3 contested"))
    facts = json.loads(_run(path, "--format", "json", "--claimer", "N").output)
    assert facts["claimer"] == "N" and facts["declarer"] == "S"


def test_a_search_out_of_time_says_so_once_and_guesses_nothing(tmp_path, monkeypatch):
    # Every search stops at its first node: the award is the director's, and so is what an
    # aware claimer would get; no "?" for the best line and no "unchanged" award under 70C.
    import hakem.cli.claim as claim_cli
    monkeypatch.setattr(claim_cli, "CLAIM_NODE_CAP", 1)
    path = _file(tmp_path, (claim_board(1, TRUMP_OUT, "4H", S, S), "@CLAIM S 3 contested"))
    result = _run(path, "--board", "1")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "the director decides (Law 70)." in out
    assert "Class of player: club (1 careless slip allowed in a normal line)." in out
    assert "best normal line takes" not in out and "unchanged" not in out
    assert "the director decides whether he was (Law 70C)" in out
    assert out.count("between 1 and 3") + out.count("between 0 and 3") == 2  # the ruling and one point
