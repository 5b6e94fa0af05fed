"""Labels around the rulings, in the reader's language: where in a board an
irregularity is ("call 4", "12. löve, 2. kart") and a list of law references
("Law 30A, 16C2", "Yasa 30A, 16C2", "חוק 30א, 16ג2"). The words are terms of each
catalogue (``ui.*``).

>>> from hakem.model.irregularity import Phase, Position
>>> position_text(Position(Phase.PLAY, trick=12, order=2), "tr"), laws_text(("30A", "16C2"), "he")
('12. löve, 2. kart', 'חוק 30א, 16ג2')
"""

from __future__ import annotations

from hakem.model.irregularity import Phase, Position
from hakem.model.settings import Language

from . import catalogue_for


def position_text(position: Position | None, lang: str | Language = "en") -> str:
    """Where in the board an irregularity is: "call 4", "trick 5 card 2", "record"."""
    if position is None:
        return ""
    term = catalogue_for(lang).term
    if position.phase is Phase.AUCTION:
        if position.call_index is None:
            return term("ui.position.auction")
        return term("ui.position.call").format(number=position.call_index + 1)
    if position.phase is Phase.PLAY:
        if position.trick is None:
            return term("ui.position.play")
        if position.order:
            return term("ui.position.trick-card").format(trick=position.trick,
                                                         card=position.order)
        return term("ui.position.trick").format(trick=position.trick)
    return term("ui.position.record")


def laws_text(laws: tuple[str, ...], lang: str | Language = "en") -> str:
    """"Law 30A, 16C2" / "Yasa 30A, 16C2" / "חוק 30א, 16ג2"."""
    cat = catalogue_for(lang)
    return cat.term("ui.laws").format(laws=", ".join(cat.inflect(law, "law") for law in laws))


def column_label(column: str, lang: str | Language = "en") -> str:
    """A frequency table's column as people read it: "per_1000_boards" -> "1000 bordda"."""
    cat = catalogue_for(lang)
    if column.startswith("per_") and column.endswith("_boards"):
        return cat.term("html.column.rate").format(per=column[4:-7])
    key = f"html.column.{column}"
    said = cat.term(key)
    return column.replace("_", " ") if said == key else said


def kind_label(kind: object, lang: str | Language = "en") -> str:
    """An irregularity kind's value ("revoke") in ``lang`` ("rönons"); anything else as is."""
    key = f"kind.{kind}"
    said = catalogue_for(lang).term(key)
    return str(kind) if said == key else said


__all__ = ["column_label", "kind_label", "laws_text", "position_text"]
