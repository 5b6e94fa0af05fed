"""Golden English: the words a TD reads for each kind of ruling on the samples, made by
``explain`` from the rulings' facts. The facts are asserted elsewhere (the law tests);
these pin the sentences, so a change of wording is a deliberate edit of reports/explain/en.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from hakem.laws.engine import rule_board
from hakem.model.settings import Settings
from hakem.parsers.files import read_path
from hakem.reports.explain import effect_text, explain, texts

SAMPLES = Path(__file__).resolve().parents[1] / "samples"


def ruling(path: str, board: str, kind: str):  # type: ignore[no-untyped-def]
    for b in read_path(str(SAMPLES / path)).boards:
        if b.board_id == board:
            for irr, r in rule_board(b, Settings(claim_analysis=False)).pairs():
                if irr.kind.value == kind:
                    return r
    raise LookupError((path, board, kind))


GOLDEN = [
    (('markers.lin', '4', 'call-out-of-rotation'),
     "N called Pass when it was W's turn (his right-hand opponent). E did not accept it, so "
     'it is cancelled and the auction goes back to W (29B). Law 30A: N must pass at his next'
     ' turn. S may call freely, but the withdrawn pass is unauthorized information to him '
     '(16C2); 72C may apply.',
     ['N passed at his next turn as Law 30A required (call 2)']),
    (('seed-000-law30-32-other-branches.pbn', '12', 'call-out-of-rotation'),
     "N called 1D when it was W's turn (his right-hand opponent). E did not accept it, so it"
     ' is cancelled and the auction goes back to W (29B). Law 31A: if W passes, N must '
     'repeat his 1D (31A1). If W calls, N may make any legal call: comparable with 1D (23A),'
     ' no further rectification; not comparable, S must pass once, at his next turn, and '
     '16C, 26B and 72C may apply.',
     ['W called 2S at his turn (call 1)',
      'N called 3D at his proper turn (call 2)',
      'if not comparable: S called 3NT at call 4 although Law 31A2(b) obliged him to pass: '
       'a new irregularity (Law 37)',
      'if not comparable: NS declare 3NT: Law 26 does not apply (no lead restriction)']),
    (('seed-002-law26-30-32-hebrew-examples.pbn', '8', 'insufficient-bid'),
     "N's 1D is insufficient and was not accepted, so he must replace it with a legal call. "
     '2D, the lowest sufficient bid in the same denomination, or a comparable call (23A) '
     'cures it with no further rectification (27B1; 27D review at the end). Any other call '
     'bars S for the rest of the auction (27B2; a double or redouble is cancelled first, '
     '27B3), and 26B and 72C may apply.',
     ['N replaced it with Pass (call 2)',
      'the TD judged Pass not comparable: S is barred for the rest of the auction (27B2)',
      'S passed at each of his 2 remaining turns as Law 27B2 required (call 4)',
      'NS defend 4S by E: at the opening lead, declarer E may prohibit one of C, D, H, S '
       "(26B) (the offender's bids read as natural; artificial calls may specify other "
       'suits, 29C)',
      'declarer chose: prohibit H',
      "S led a C, respecting declarer's choice"]),
    (('markers-auction.pbn', '3', 'inadmissible-double'),
     "S's X is inadmissible (double of own side). It can never be accepted (35A, 36). It is "
     'cancelled; S substitutes a legal call and N must pass whenever it is his turn (36B); '
     '26B and 72C may apply.',
     ['S substituted 3D (call 5)',
      'N passed at his one remaining turn as Law 36B required (call 7)',
      'NS declare 3D: Law 26 does not apply (no lead restriction)']),
    (('markers-auction.pbn', '1', 'call-while-required-to-pass'),
     'E called 2C although the law obliged him to pass: the call is cancelled and a pass '
     'substituted, and both E and W must pass at every later turn (37A); 26B and 72C may '
     'apply.',
     ['the record shows Pass in its place',
      'E passed at his one remaining turn as Law 37A required (call 10)',
      'W passed at his one remaining turn as Law 37A required (call 8)',
      "EW defend 2S by N: at W's first turn to lead, declarer N may prohibit one of C, D, "
       "H, S (26B) (the offender's bids read as natural; artificial calls may specify other "
       'suits, 29C)']),
    (('markers-auction.pbn', '5', 'bid-above-seven'),
     "W's 8C can never be played (38A): it and every later call are cancelled and a pass "
     'substituted; W and E must pass at every later turn (38B-C); 26B and 72C may apply.',
     ['the record shows Pass in its place',
      'the auction ended before W had another turn (Law 38C needed no pass from him)',
      'the auction ended before E had another turn (Law 38C needed no pass from him)',
      'EW defend 7H by N: at the opening lead, declarer N may prohibit one of C, D, H, S '
       "(26B) (the offender's bids read as natural; artificial calls may specify other "
       'suits, 29C)']),
    (('markers-auction.pbn', '5', 'call-after-auction-ended'),
     "E's X came after the final pass: it is cancelled, and as E will defend, declarer may "
     'have a 26B lead restriction (39B).',
     ["EW defend 7H by N: at W's first turn to lead, declarer N may prohibit one of C, D, H"
       " (26B) (the offender's bids read as natural; artificial calls may specify other "
       'suits, 29C)']),
    (('markers-auction.pbn', '4', 'change-of-call'),
     "Law 25: if W's 4S was a slip (not a change of mind), he may replace it with Pass until"
     ' his partner calls, with no rectification (25A). A change of mind may be accepted by '
     'N; otherwise 4S stands and Pass is withdrawn: unauthorized information to his side '
     '(16C), and 26B may apply (25B).',
     ['the record shows Pass standing for W']),
    (('markers-auction.pbn', '1', 'card-exposed-during-auction'),
     'W exposed the HK during the auction (an honour): E must pass at his next turn (24B); '
     'the cards stay face up until the auction ends; 72C may apply.',
     ['E called 2C at call 6 although Law 24B obliged him to pass; it was cancelled for a '
       'pass (Law 37)',
      'W defends: HK a major penalty card (Law 50)']),
    (('markers-play.pbn', '3', 'opening-lead-out-of-turn'),
     'N faced the opening lead (DA) when S was to lead. E, the presumed declarer, may spread'
     ' his hand and become dummy (54A), accept the lead (54B) or refuse it (54D). The lead '
     'was not accepted (as recorded): DA becomes a major penalty card (54D, 50D); S now '
     'leads and declarer may require or prohibit D (then DA is picked up), or let him lead '
     'anything, the card staying a penalty card (50D2). Declarer chose prohibit:D. Result 3S'
     ' by E = (9 tricks), NS -140.',
     ['trick 1: S led H5, respecting prohibit:D (50D2)',
      "DA went back to N's hand (50D2)"]),
    (('markers-play.pbn', '4', 'lead-out-of-turn'),
     'E led D3 to trick 12 when W was on lead. Either defender may accept the lead (53A) or '
     'require its retraction; if they disagree, S, next in turn, decides (55A). The lead was'
     ' not accepted (as recorded): declarer led from the wrong hand: the card is withdrawn '
     'and he leads any card from W (55B2). Result 4S by W -3 (7 tricks), NS +300.',
     ['trick 12 was led by W']),
    (('markers.lin', '1', 'premature-play'),
     'E played HJ before W had played to trick 12: HJ is a major penalty card (57A, 50D); W '
     "has no H, so 'highest' and 'lowest of the suit led' cannot apply; declarer may forbid "
     'W C or D. Declarer chose forbid:D. Result 3NT by S +3 (12 tricks), NS +490.',
     ["trick 12: W played CK, respecting declarer's choice forbid:D (57A)",
      'trick 12: E played the penalty card HJ']),
    (('markers-play.pbn', '2', 'penalty-card'),
     "W's D8 is a penalty card. Marked minor; D8 is a spot card: minor if exposed "
     'inadvertently, major if deliberately (50B); W may not play another spot D before it '
     '(50C). Result 4S by N -1 (9 tricks), NS -100.',
     ['trick 6: W played the penalty card D8']),
    (('markers-play.pbn', '2', 'simultaneous-cards'),
     'E showed C4, CJ together and plays C4 (58B2); as a defender his other visible card '
     'becomes a penalty card: CJ (major) (50B). Result 4S by N -1 (9 tricks), NS -100.',
     ['trick 8: E played H3 when the major penalty card CJ was legally playable (50D1); '
       'declarer may accept the card or require the penalty card (Law 52), and no trick is '
       'transferred for it (64B3)']),
    (('detect-unmarked.pbn', '1', 'revoke'),
     "Defender E's revoke on trick 5 is established (63A): 1 trick to NS at the end of play "
     '(64A2: revoke trick 5 won by N; EW won trick 7). Result 3NT by N +1 (10 tricks) (NS '
     '+430); after 1 transferred trick: 3NT by N +2 (11 tricks), NS +460.',
     ['assumed: attention was drawn before the next board was called and before the round '
       'ended (64B4-5)']),
    (('seed-003-law67-defective-trick.pbn', '3', 'defective-trick'),
     'E played no card to trick 3, noticed after both sides had played to trick 4 (67B): he '
     'places SJ among his played cards for that trick (it does not change who won it) and is'
     ' deemed to have revoked there (67B1); one trick goes to NS at the end of play (revoke '
     'trick 3 won by S; EW won trick 6). Result 6S by S = (12 tricks) (NS +980); after 1 '
     'transferred trick: 6S by S +1 (13 tricks), NS +1010.',
     ['E gave SJ to trick 3: a card of the suit led, as he had one (67B1a)',
      'trick 3 stays with S (the card added does not change it)']),
    (('markers-play.pbn', '3', 'fifth-card'),
     'S contributed S9 as a fifth card to trick 5: unless the director deems it a lead (then'
     ' 53 or 56), it becomes a penalty card (45E1); S9 was exposed deliberately: major '
     '(50B). Result 3S by E = (9 tricks), NS -140.',
     ['trick 6: S played S8 when the major penalty card S9 was legally playable (50D1); '
       'declarer may accept the card or require the penalty card (Law 52), and no trick is '
       'transferred for it (64B3)']),
    (('detect-unmarked.pbn', '2', 'result-mismatch'),
     'The recorded trick count does not match the play (the play gives declarer 12 tricks, '
     '[Result] says 11). If the players agreed a wrong count, the director corrects it when '
     'the error comes to light within the correction period (Law 79C).',
     []),
    (('detect-unmarked.pbn', '7', 'dealer-inconsistent'),
     'The recorded dealer is not the one Law 2 gives this board number. At the table the '
     "board's own markings govern: check the board. If the board was mismarked, the result "
     'stands as played (the director may adjust if a player was misled).',
     []),
    (('markers-play.pbn', '1', 'claim'),
     'Claim recorded; claim analysis is switched off.',
     []),
]


@pytest.mark.parametrize("where, explanation, follow_up", GOLDEN, ids=lambda v: "-".join(v)
                         if isinstance(v, tuple) else None)
def test_golden_english(where: tuple[str, str, str], explanation: str,
                        follow_up: list[str]) -> None:
    r = ruling(*where)
    assert explain(r) == explanation
    assert texts(r.follow_up) == follow_up


def test_golden_effect_lines() -> None:
    r = ruling("markers-play.pbn", "3", "opening-lead-out-of-turn")
    assert [effect_text(e) for e in r.effects] == [
        "E may choose become-dummy/accept/refuse, chose refuse (54)",
        "cancel DA of N (54D)",
        "major penalty card DA of N (54D)",
        "lead restriction on S: require-or-prohibit-penalty-card-suit D (50D2)",
        "E may choose require:D/prohibit:D/neither, chose prohibit:D (50D2)",
        "unauthorized information for S (50E)"]
    r = ruling("seed-002-law26-30-32-hebrew-examples.pbn", "8", "insufficient-bid")
    assert [effect_text(e) for e in r.effects][:3] == [
        "S must pass for the rest of the auction (27B2)",
        "lead restriction on S: prohibit-suit C/D/H/S (26B)",
        "unauthorized information for N, S (16C)"]
