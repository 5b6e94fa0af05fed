"""What a finding is about: the table, a claim, or the record (issue 16).

A federation counting irregularities wants the infractions committed at the table,
not the events every session has (claims and concessions) nor the defects of the
file that carries the record. Every finding gets one of three classes:

* **table**: an infraction at the table: calls and leads out of turn, insufficient
  bids, inadmissible calls, revokes, exposed and penalty cards, premature plays,
  defective tricks, director calls, and the claims the director must look at.
* **claim**: a claim or a concession (Laws 68-71). Claiming is ordinary play; it
  becomes a table finding only when it is contested (Law 70), or the director has
  a reason to reopen an agreed one: a claim of more tricks than double dummy allows
  (Law 69B: the opponents would likely have won a trick), a trick conceded that no
  normal play could lose (Law 71). An agreed claim that only a careless line would
  have cost tricks stays a claim finding: careless play is the test of a contested
  claim (Law 70), not of withdrawing an agreement (69B asks what was *likely*), and
  nobody asked (the claim analysis does not flag it: laws/claim_rules.py). A claim whose
  play does not replay has no position to judge: a record finding. A claim only
  inferred from where a PBN play record stops, in a file whose records stop short or
  do not replay on a large share of its boards, is no claim at all: the file gets one
  record finding instead (laws/play_record_pattern.py). The corpus hand check found one agreed claim in five flagged so, none
  of them one a director would reopen (docs/reports.md, "What the findings are worth").
* **record**: the file disagrees with itself or with Law 2 (dealer, vulnerability,
  contract, result, score, cards), on one board or over a whole file. Two findings of
  table kinds are record findings too, because only the file shows them and a director
  would not act on them (:func:`record_only`): an auction written from another seat
  than [Dealer] (PBN writes an accepted call out of rotation with ``^S``, never by
  starting the auction elsewhere; the corpus has it only in bidding-quiz files), and a
  pass after the auction ended (Law 39B: no rectification; scoring devices stop the
  auction after the third pass, so a file with one more pass shows how it was typed).

:func:`claim_is_table` is the one place that decides when a claim or concession
counts at the table; it reads the ruling's typed claim outcome.

>>> from hakem.model.irregularity import Irregularity, IrregularityKind as K
>>> [finding_class(Irregularity(k)).value for k in (K.REVOKE, K.CLAIM, K.DEALER_INCONSISTENT)]
['table', 'claim', 'record']
>>> finding_class(Irregularity(K.CLAIM, agreed=False)).value
'table'
"""

from __future__ import annotations

from hakem.model.calls import CallKind
from hakem.model.irregularity import Irregularity, IrregularityKind, Origin, Phase
from hakem.model.ruling import CLAIM_FINDINGS, Ruling
from hakem.model.settings import FindingClass

from .claim_rules import Say as ClaimSay

TABLE, CLAIM, RECORD = FindingClass.TABLE, FindingClass.CLAIM, FindingClass.RECORD

#: Claims and concessions: a table finding only when :func:`claim_is_table` says so.
CLAIM_KINDS = frozenset({IrregularityKind.CLAIM, IrregularityKind.CONCESSION})
def claim_is_table(irregularity: Irregularity, ruling: Ruling | None) -> bool:
    """A claim or concession the director has to act on.

    With the claim analysed, its typed outcome decides (``CLAIM_FINDINGS``, as :attr:`Ruling.finding`): tricks
    moved under Law 70 or 71, an agreed claim beyond double dummy (69B), a concession of
    a trick no normal line loses (71), or a search the director must finish. An agreed
    claim that stands, or a contested one upheld, is ordinary play. Without the analysis
    only a contested claim is known to need the director.
    """
    if ruling is not None and ruling.claim is not None:
        return ruling.claim.outcome in CLAIM_FINDINGS
    return irregularity.agreed is False


def no_position(ruling: Ruling | None) -> bool:
    """A claim whose position the record cannot give (its play does not replay): a
    defect of the record, not of the table."""
    return ruling is not None and ruling.claim is None and any(
        j.question.key is ClaimSay.ASK_NO_POSITION for j in ruling.judgements)


def record_only(irregularity: Irregularity) -> bool:
    """A finding of a table kind that says more about the file than about the table."""
    kind = irregularity.kind
    if kind is IrregularityKind.CALL_OUT_OF_ROTATION:
        # detect_auction's first call against [Dealer] sets expected/found; a marked ^S does not
        return irregularity.origin is Origin.DETECTED and irregularity.expected is not None
    if kind is IrregularityKind.CALL_AFTER_AUCTION_ENDED:
        return irregularity.call is not None and irregularity.call.kind is CallKind.PASS \
            and irregularity.origin is Origin.DETECTED
    return False


def finding_class(irregularity: Irregularity, ruling: Ruling | None = None) -> FindingClass:
    """The class of a finding (see the module's docstring)."""
    kind = irregularity.kind
    if kind.phase is Phase.RECORD or record_only(irregularity):
        return RECORD
    if kind in CLAIM_KINDS:
        if no_position(ruling):
            return RECORD
        return TABLE if claim_is_table(irregularity, ruling) else CLAIM
    return TABLE


__all__ = ["CLAIM_KINDS", "claim_is_table", "finding_class", "no_position", "record_only"]
