"""Choices a federation (the regulating authority) makes, in one frozen value.

Every setting has exactly one default, here. The command line (``--law26``,
``--player-class``, ``--claim-budget``, ``--language``, ``--class``) and a
regulation file (TOML, ``--regulation FILE``, read by
:mod:`hakem.parsers.regulation`) change them; the laws, the analysis and the
reports read them from this object and nowhere else. It is plain and picklable:
batch workers receive it with their files.

>>> s = Settings()
>>> s.player_class.value, s.language.value, s.claim_node_cap
('club', 'en', 20000)
>>> s.replace(law26_require_or_prohibit=True).law26_require_or_prohibit
True
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from typing import Any


class PlayerClass(Enum):
    """Law 70 asks what is careless or inferior "for the class of player involved"."""

    EXPERT = "expert"
    CLUB = "club"
    NOVICE = "novice"


class Language(Enum):
    """The language rulings are explained in (the catalogues of ``hakem.reports.explain``)."""

    EN = "en"
    TR = "tr"
    HE = "he"


class FindingClass(Enum):
    """What a finding is about: the table (an infraction), a claim or concession
    event, or the record itself (the file disagrees with itself or with Law 2)."""

    TABLE = "table"
    CLAIM = "claim"
    RECORD = "record"


#: Positions the normal-line search may visit per claim before it reports bounds:
#: enough for the endings a recorded claim usually leaves, fast enough for batches.
DEFAULT_CLAIM_NODE_CAP = 20_000


@dataclass(frozen=True, slots=True)
class Settings:
    """The federation's choices. Build a changed copy with :meth:`replace`."""

    law26_require_or_prohibit: bool = False
    """Law 26B as printed before the 2017 amendment let declarer *require or prohibit*
    a suit; the amended 2017 text lets him only prohibit. Some federations still use
    the older reading (regulation ``law26 = "require-or-prohibit"``)."""
    order_of_play_regulation: str | None = None
    """Law 70E2: a regulation on the order in which a claimer plays his suits."""
    claim_analysis: bool = True
    """Judge recorded claims with double dummy and the normal-line search (Law 70);
    off, a claim ruling only says which laws apply (fast batch runs)."""
    claim_node_cap: int = DEFAULT_CLAIM_NODE_CAP
    """Search budget per claim; past it the ruling gives bounds and asks the director."""
    contested_claim_search: bool = True
    """Judge contested claims with the normal-line search. Off (the claim desk's session
    page, issue 21), a contested claim is listed and waits to be judged at the desk when
    the director asks; agreed claims still get their 69B/71 check."""
    player_class: PlayerClass = PlayerClass.CLUB
    """The class of player Law 70's "careless or inferior" play is judged for."""
    language: Language = Language.EN
    """The language of ruling texts (``hakem.reports.explain``; untranslated sentences in English)."""
    stats_classes: frozenset[FindingClass] = frozenset({FindingClass.TABLE})
    """Which classes of finding ``hakem stats`` and the report's summary count: the
    infractions at the table by default, not claims nor defects of the files."""

    def __post_init__(self) -> None:
        if isinstance(self.claim_node_cap, bool) or not isinstance(self.claim_node_cap, int) \
                or self.claim_node_cap < 1:
            raise ValueError(f"claim search budget must be a positive whole number, "
                             f"not {self.claim_node_cap!r}")
        for name, enum in (("player_class", PlayerClass), ("language", Language)):
            value = getattr(self, name)
            if not isinstance(value, enum):
                object.__setattr__(self, name, enum(value))
        classes = frozenset(FindingClass(c) for c in self.stats_classes)
        if not classes:
            raise ValueError("stats must count at least one class of finding")
        object.__setattr__(self, "stats_classes", classes)

    def replace(self, **changes: Any) -> "Settings":
        """A copy with ``changes`` (names of fields), validated like a new value."""
        return dataclasses.replace(self, **changes)


__all__ = ["DEFAULT_CLAIM_NODE_CAP", "FindingClass", "Language", "PlayerClass", "Settings"]
