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
  nobody asked. The corpus hand check found one agreed claim in five flagged so, none
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
counts at the table: switch it to typed claim facts when rulings carry them.

>>> from hakem.model.irregularity import Irregularity, IrregularityKind as K
>>> [finding_class(Irregularity(k)).value for k in (K.REVOKE, K.CLAIM, K.DEALER_INCONSISTENT)]
['table', 'claim', 'record']
>>> finding_class(Irregularity(K.CLAIM, agreed=False)).value
'table'
"""

from __future__ import annotations

from hakem.model.calls import CallKind
from hakem.model.irregularity import Irregularity, IrregularityKind, Origin, Phase
from hakem.model.ruling import Ruling, Watch
from hakem.model.settings import FindingClass

from .claim_rules import Say as ClaimSay

TABLE, CLAIM, RECORD = FindingClass.TABLE, FindingClass.CLAIM, FindingClass.RECORD

#: Claims and concessions: a table finding only when :func:`claim_is_table` says so.
CLAIM_KINDS = frozenset({IrregularityKind.CLAIM, IrregularityKind.CONCESSION})
#: Laws under which an agreed claim or concession is reopened: 69B (the agreement may
#: be withdrawn, which covers a claim beyond double dummy) and 71 (a concession of a
#: trick that could not be lost is cancelled).
REOPENING_LAWS = frozenset({"69B", "71"})


def claim_is_table(irregularity: Irregularity, ruling: Ruling | None) -> bool:
    """A claim or concession the director has to act on.

    Contested (Law 70), or its ruling flags it for Law 69B or 71 (a claim beyond
    double dummy is flagged under 69B), other than for a careless line alone (see
    the module's docstring). Without a ruling, or with claim analysis switched off,
    only a contested claim is known to be one.
    """
    if irregularity.agreed is False:
        return True
    if ruling is None:
        return False
    effects = [*ruling.effects, *(e for branch in ruling.branches for e in branch.effects)]
    return any(isinstance(e, Watch) and e.law in REOPENING_LAWS
               and getattr(e.note, "key", None) is not ClaimSay.WATCH_CARELESS for e in effects)


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
        return TABLE if claim_is_table(irregularity, ruling) else CLAIM
    return TABLE


__all__ = ["CLAIM_KINDS", "REOPENING_LAWS", "claim_is_table", "finding_class", "record_only"]
