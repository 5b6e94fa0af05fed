"""``hakem claim`` prints a ruling with a diagram (the command is registered by the lead)."""

from click.testing import CliRunner

from hakem.cli.claim import claim

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


def test_claim_command_prints_ruling_and_diagram(tmp_path):
    path = tmp_path / "claim.pbn"
    path.write_text(PBN)
    result = CliRunner().invoke(claim, [str(path), "--board", "1", "--statement", "the rest are high",
                                        "--ascii"])
    assert result.exit_code == 0, result.output
    assert "Ruling:" in result.output and "Critical line" in result.output
    assert "double dummy" in result.output
    assert "S KQJ" in result.output  # North's spades after the first trick


def test_claim_command_rejects_impossible_trick_count(tmp_path):
    path = tmp_path / "claim.pbn"
    path.write_text(PBN)
    result = CliRunner().invoke(claim, [str(path), "--board", "1", "--tricks", "14"])
    assert result.exit_code != 0
    assert "--tricks" in result.output


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
    assert f"{path}: board 1: all 13 tricks were played, so there is no claim" in result.output
    assert "claims" not in result.output.replace("no claim", "")


def test_law68_claim_after_n_cards_on_a_played_out_board_is_judged_when_asked(tmp_path):
    path = tmp_path / "played-out.pbn"
    path.write_text(FULL_PLAY)
    result = CliRunner().invoke(claim, [str(path), "--board", "1", "--cards", "4", "--tricks", "12"])
    assert result.exit_code == 0, result.output
    assert "claims 12 of 12 remaining tricks" in result.output


def test_claim_unknown_board_names_the_file_and_lists_its_boards(tmp_path):
    path = tmp_path / "claim.pbn"
    path.write_text(PBN + "\n" + PBN.replace('[Board "1"]', '[Board "7"]'))
    result = CliRunner().invoke(claim, [str(path), "--board", "99"])
    assert result.exit_code == 1
    assert f"{path}: no board '99'; the file has boards 1, 7" in result.output
