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
