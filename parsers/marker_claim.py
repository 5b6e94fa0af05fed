"""The claim marker's fields for a claim judged without a play record (claim desk
additions, issue 21): the position at the claim and the director's Law 70C finding.

At a face-to-face table the director often knows the cards as they lie when play
stopped, not the order in which the earlier tricks were played. A claim marker may then
carry that position (docs/markers.md, "Claim and concession"):

``remaining="N:KQ2.A.. ..."``
    the cards each player still holds, in PBN deal notation (cards on the current trick
    left out);
``lead=W``
    who led to the current trick, or is to lead when it is empty;
``current=SA,S3``
    the cards already played to the current trick, the lead first (may be absent);
``won-ns=4 won-ew=3``
    the tricks each side has won so far.

``trump-mentioned=yes|no`` records whether the claimer mentioned (was clearly aware of)
an outstanding trump (Law 70C), the finding a director makes at the table.

>>> spec = MarkerSpec(IrregularityKind.CLAIM, 0)
>>> claim_field(spec, "remaining", '"N:A... K... Q... J..."')
>>> for key, value in (("lead", "W"), ("won-ns", "6"), ("won-ew", "6")):
...     claim_field(spec, key, value)
>>> finish(spec); str(spec.at_claim)
'remaining="N:A... K... Q... J..." lead=W won-ns=6 won-ew=6'
"""

from __future__ import annotations

from hakem.model.cards import Card
from hakem.model.choices import Finding
from hakem.model.deal import Deal, layout_problems
from hakem.model.irregularity import ClaimPosition, IrregularityKind
from hakem.model.seat import Seat

from .marker_spec import MarkerSpec

#: The keys this module reads.
CLAIM_KEYS = frozenset({"remaining", "lead", "current", "won-ns", "won-ew", "trump-mentioned"})
_POSITION_KEYS = ("remaining", "lead", "current", "won-ns", "won-ew")
_CLAIM_KINDS = (IrregularityKind.CLAIM, IrregularityKind.CONCESSION)


def claim_field(spec: MarkerSpec, key: str, value: str) -> None:
    """Read one of :data:`CLAIM_KEYS`; a bad value raises ``ValueError`` with a message."""
    if spec.kind not in _CLAIM_KINDS or (key == "trump-mentioned" and spec.kind is not IrregularityKind.CLAIM):
        raise ValueError(f"{key}= belongs on a claim marker"
                         + ("" if key == "trump-mentioned" else " or a concession marker"))
    text = value[1:-1] if value.startswith('"') else value
    if key == "trump-mentioned":
        word = text.lower()
        if word not in ("yes", "no"):
            raise ValueError(f"trump-mentioned= takes yes or no, found {text!r}")
        finding = Finding.TRUMP_MENTIONED if word == "yes" else Finding.TRUMP_NOT_MENTIONED
        other = Finding.TRUMP_NOT_MENTIONED if word == "yes" else Finding.TRUMP_MENTIONED
        if other in spec.options:
            raise ValueError("trump-mentioned given twice, yes and no")
        if finding not in spec.options:
            spec.options.append(finding)
        return
    if key in spec.position_parts:
        raise ValueError(f"{key}= given twice")
    spec.position_parts[key] = _value(key, text)


def _value(key: str, text: str) -> object:
    if key == "remaining":
        try:
            return Deal.parse(text)
        except ValueError as exc:
            raise ValueError(f"remaining= takes the cards still held in PBN deal notation, "
                             f"e.g. \"N:KQ2.A.. ...\": {exc}") from None
    if key == "lead":
        if text.upper() not in ("N", "E", "S", "W"):
            raise ValueError(f"lead= takes a seat (N, E, S or W), found {text!r}")
        return Seat.parse(text)
    if key == "current":
        try:
            return tuple(Card.parse(part) for part in text.replace(",", " ").split())
        except ValueError:
            raise ValueError(f"current= takes the cards on the current trick, lead first, "
                             f"e.g. current=SA,S3; found {text!r}") from None
    if not text.isdigit() or not 0 <= int(text) <= 13:
        raise ValueError(f"{key}= takes a number of tricks 0-13, found {text!r}")
    return int(text)


def finish(spec: MarkerSpec) -> None:
    """Build the position from its parts once the marker is read: ``remaining=`` and
    ``lead=`` make a position, and then the tricks won must make thirteen."""
    parts = spec.position_parts
    if not parts:
        return
    missing = [k for k in ("remaining", "lead", "won-ns", "won-ew") if k not in parts]
    if missing:
        raise ValueError("the position at the claim needs " + ", ".join(f"{k}=" for k in missing))
    remaining: Deal = parts["remaining"]  # type: ignore[assignment]
    position = ClaimPosition(remaining, parts["lead"], parts.get("current", ()),  # type: ignore[arg-type]
                             parts["won-ns"], parts["won-ew"])  # type: ignore[arg-type]
    problems = position_problems(position)
    if problems:
        raise ValueError("the position at the claim does not fit: " + "; ".join(problems))
    spec.at_claim = position


def position_problems(position: ClaimPosition) -> list[str]:
    """Why the cards at the claim are not a position play could have reached: a card held
    twice or also on the trick, hands of the wrong sizes, tricks that do not make 13."""
    left = 13 - position.won_ns - position.won_ew
    if left < 1:
        return [f"the sides have won {position.won_ns + position.won_ew} tricks: none is left to claim"]
    return layout_problems([h or () for h in position.remaining.hands], position.current,
                           position.leader, left)


__all__ = ["CLAIM_KEYS", "claim_field", "finish", "position_problems"]
