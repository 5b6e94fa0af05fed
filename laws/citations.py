"""The laws each fact's sentence names, so a ruling's law list holds every law
its words cite (issue 17: "every law the explanation names is also in the
ruling's law list").

A rule lists the laws it applies, most specific first ("62A", "62B1", "62C1").
Its facts often name more: the options the non-offenders had ("54A, 54B or
54D"), the law a condition would bring in ("comparable: 23A"), the law a later
breach falls under (61A). :func:`with_citations` appends those to the ruling's
list, after the rule's own, unless a reference at least as specific is already
there ("50D" is covered by "50D2", "64B4-5" by "64B4"). The engine applies it to
every ruling.

:data:`CITES` is the declaration, per fact key, of the law references its
sentence names; ``{law}`` stands for the fact's ``law`` argument (``Law {law}A``
is 31A or 32A). ``tests/test_citations.py`` keeps it equal to what the English
catalogue's sentences name, and checks every sample ruling against its words.

>>> covers(("62A", "62B1"), "62B"), covers(("62A", "62B"), "62B1"), covers(("64",), "6")
(True, False, False)
>>> covers(("64B4",), "64B4-5"), covers(("30A",), "28-32")
(True, True)
"""

from __future__ import annotations

import dataclasses
from typing import Iterable

from hakem.model.facts import Fact
from hakem.model.ruling import Ruling

#: The law references each fact key's sentence names (generated from the English
#: catalogue by ``python -m hakem.reports.explain.cited``; tests/test_citations.py
#: says when it is out of step).
CITES: dict[str, tuple[str, ...]] = {
    "effect.must-pass.next-turn": ("{law}",),
    "effect.must-pass.whole-auction": ("{law}",),
    "effect.lead-restriction": ("{law}",),
    "effect.lead-restriction.suits": ("{law}",),
    "effect.penalty-card": ("{law}",),
    "effect.option": ("{law}",),
    "effect.option.chosen": ("{law}",),
    "effect.trick-transfer": ("{law}",),
    "effect.adjusted-score": ("{law}",),
    "effect.unauthorized-information": ("{law}",),
    "effect.cancel.call": ("{law}",),
    "effect.cancel.call-and-later": ("{law}",),
    "effect.cancel.card": ("{law}",),
    "effect.cancel.card-of": ("{law}",),
    "effect.cancel.card-trick": ("{law}",),
    "effect.cancel.card-of-trick": ("{law}",),
    "effect.cancel": ("{law}",),
    "effect.restore": ("{law}",),
    "effect.no-rectification": ("{law}",),
    "effect.no-rectification.because": ("{law}",),
    "law23c.watch": ("12C1(b)",),
    "law23c.watch.call": ("12C1(b)",),
    "law27d.watch": ("12C1(b)",),
    "law27d.watch.call": ("12C1(b)",),
    "law23.ask": ("23A",),
    "law23.ask.hint": ("23A",),
    "law23.ask.unknown-replacement": ("23A",),
    "law29.marker-contradicted": ("29A", "27A1"),
    "auction.pass-not-needed": ("{law}",),
    "auction.called-when-obliged": ("{law}", "37"),
    "law37.ask.broke-obligation": ("{law}", "37"),
    "law37.ruled-apart": ("{law}", "37"),
    "law11a.split-numbers": ("12C1(b)",),
    "auction.cancelled-for-pass": ("{law}", "37"),
    "auction.passed-next-turn": ("{law}",),
    "auction.passed-every-turn": ("{law}",),
    "law26.pending": ("29C",),
    "law26.pending.require-or-prohibit": ("29C",),
    "law26.every-suit-specified": ("26B",),
    "law26.at-opening-lead": ("26B", "29C"),
    "law26.at-opening-lead.require-or-prohibit": ("26B", "29C"),
    "law26.at-first-lead": ("26B", "29C"),
    "law26.at-first-lead.require-or-prohibit": ("26B", "29C"),
    "law26.require-is-director-error": ("26B", "82C"),
    "replacement.judged-comparable": ("{law}",),
    "replacement.judged-not-comparable.once": ("{law}",),
    "replacement.judged-not-comparable.barred": ("{law}",),
    "law27.ask.which-bid": ("27",),
    "law27.also-out-of-rotation": ("31", "27A2"),
    "law27.accepted": ("27A1", "11A"),
    "law27.ask.accepted": ("27A1",),
    "law27.must-replace": ("23A", "27B1", "27D", "27B2", "27B3", "26B", "72C"),
    "law27.ask.same-denomination": ("27B1(a)",),
    "law27.if-comparable": ("23A",),
    "law27.lowest-cures": ("27B1(a)",),
    "law27.insufficient-again": ("27B3", "27B4"),
    "law30.comparable-reason": ("26A",),
    "law30.if-comparable": ("23A",),
    "law30.if-comparable.unknown-call": ("23A",),
    "law30.a.rule": ("30A", "16C2", "72C"),
    "law30.b1.rule": ("30B1", "16C2", "23A", "16C", "26B", "72C"),
    "law31.b.rule": ("{law}B", "16C2", "23A", "16C", "26B", "72C"),
    "law31.a.rule": ("{law}A", "{law}A1", "23A", "16C", "26B", "72C"),
    "law31.did-not-repeat": ("{law}A1",),
    "law31.ask.rho-passed": ("31A1", "32A1", "31A2", "32A2"),
    "law29.ask.who-and-what": ("28-32",),
    "law28a.in-rotation": ("28A",),
    "law32.inadmissible-cannot-be-accepted": ("19", "32", "36"),
    "law29a.accepted": ("29A", "11A"),
    "law29a.also-insufficient": ("27A1",),
    "law29.ask.accepted": ("29A",),
    "law29.if-not-accepted": ("30-32",),
    "law28b.turn-holder-called": ("28B", "16C2"),
    "law29.ask.whose-turn": ("30-32",),
    "law29b.whose-turn-unknown": ("29B",),
    "law32.also-inadmissible": ("36", "32"),
    "law29b.cancelled": ("29B",),
    "law30c.artificial-pass": ("31", "30C"),
    "law33.simultaneous": ("33",),
    "law34.retained-call": ("34", "17D3", "16C"),
    "law25.ask.who": ("25",),
    "law25.via-call-at-lho-turn": ("25",),
    "law25.if-unintended": ("25A",),
    "law25.if-change-of-mind": ("25B",),
    "law25.rule": ("25", "25A", "16C", "26B", "25B"),
    "law25.ask.unintended": ("25A",),
    "law25b1.substitute-stands": ("25B1",),
    "law25b2.original-stands": ("25B2",),
    "law24.ask.which-cards": ("24",),
    "law24a.rule": ("24A",),
    "law24bc.rule": ("{law}", "72C"),
    "law24.defends": ("50",),
    "law36.inadmissible": ("35A", "36"),
    "law36.inadmissible.law19": ("19", "35A", "36"),
    "law36a.rule": ("16C",),
    "law36.record-ends-with-it": ("36B",),
    "law36b.rule": ("36B", "26B", "72C"),
    "law37b.rule": ("37B",),
    "law37a.rule": ("37A", "26B", "72C"),
    "law38.rule": ("38A", "38B", "26B", "72C"),
    "law38.rule.lho-called": ("38A", "38B", "26B", "72C"),
    "law39b.16c-applies": ("16C",),
    "law39b.defender-pass": ("39B", "16C"),
    "law39b.declaring-side": ("39B", "16C"),
    "law39b.passed-out": ("39B", "16C"),
    "law39b.defender": ("26B", "39B"),
    "law39.ask.role": ("26B",),
    "law39.cancelled": ("39",),
    "play.led-against-choice": ("{law}", "61A", "64"),
    "play.led-respecting-choice": ("{law}",),
    "law60a.played-to-it": ("53A", "60A1"),
    "law50b.several-cards-major": ("50B", "51"),
    "law50b.honour-major": ("50B",),
    "law50b.deliberate-major": ("50B",),
    "law50b.inadvertent-minor": ("50B",),
    "law50b.spot-card": ("50B",),
    "law50d2.option-arose": ("50D2",),
    "law50d2.led-against-choice": ("50D2", "61A"),
    "law50d2.led-respecting-choice": ("50D2",),
    "law51a.played-other-penalty-card": ("51A",),
    "law50d1.not-played": ("50D1", "52", "64B3"),
    "law50c.spot-card-first": ("50C", "52"),
    "law48a.exposed-not-penalty": ("48A",),
    "law48a.only-defenders": ("48A", "50A"),
    "law49.penalty-card": ("49",),
    "law50b.ask.deliberate": ("50B",),
    "law52.ask.accepted": ("52",),
    "law50d.rule": ("50D1", "50D2"),
    "law50c.rule": ("50C",),
    "law50d1.played-same-trick": ("50D1",),
    "law51.also-has": ("51",),
    "law50d.card-led-becomes-penalty": ("50D",),
    "law50d2.card-went-back": ("50D2",),
    "law54d.refused.partner-leads": ("{law}", "50D", "50D2"),
    "law54d.refused.other-leads": ("{law}", "50D", "50D2"),
    "law54d.refused.proper-hand-leads": ("{law}", "50D", "50D2"),
    "law54e.law24-applies": ("24",),
    "law54e.declaring-side-led": ("24", "54E"),
    "law54.head": ("54A", "54B", "54D"),
    "law54.head.no-card": ("54A", "54B", "54D"),
    "law54a.spread": ("54A",),
    "law54b.accepted": ("54B",),
    "law54c.ask.saw-dummy": ("54C",),
    "law54.if-spread": ("54A",),
    "law54.if-accepted": ("54B",),
    "law54.if-refused": ("54D",),
    "law56.options": ("53A", "56"),
    "law55a.options": ("53A", "55A"),
    "law55c.watch": ("55C",),
    "law55b.wrong-hand": ("55B2",),
    "law55a.defenders-lead": ("55B1",),
    "law53a.stands": ("53A",),
    "law53.if-accepted": ("53A",),
    "law57c3.declaring-side": ("57C3",),
    "law57c1.both-hands-played": ("57C1",),
    "law57c2.dummy-first": ("57C2",),
    "law57c2.ask.dummy-own-volition": ("57C2",),
    "law57b.nothing-binds": ("57B", "59"),
    "law57a.rule": ("57A", "50D"),
    "law57a.rule.why": ("57A", "50D"),
    "law57a.respected": ("57A",),
    "law57a.violated": ("57A", "61A"),
    "law10c1.ask.options-explained": ("10C1",),
    "law57d1.legal": ("57D1", "16C"),
    "law57d2.illegal": ("57D2",),
    "law58b1.one-visible": ("58B1",),
    "law58b2.ask.designated": ("58B2",),
    "law58b2.not-designated": ("58B2",),
    "law58b2.defender": ("58B2", "50B"),
    "law58b.ask.faces-visible": ("58B2", "58B1"),
    "law58b3.chose": ("58B3",),
    "law41.ask.who": ("41",),
    "law41a.faced-not-face-down": ("41A", "41B"),
    "law41.during-auction": ("41", "24", "24B"),
    "law41.if-offender-defends": ("50",),
    "law47c.defender": ("45C4(b)", "47F"),
    "law41a.face-down-early": ("41A", "16C"),
    "law41.ask.when": ("41A", "24"),
    "law47.ask.who": ("47",),
    "law47.permitted": ("{law}",),
    "law47b.defender": ("47B", "49", "50B"),
    "law47b.declaring-side": ("47B",),
    "law47f.stays-played": ("47F",),
    "law47.ask.why": ("47A", "47F"),
    "law47.if-permitted": ("47A",),
    "law69b71.correction-period-over": ("69B", "71"),
    "law69b71.in-correction-period": ("69B",),
    "law9a4.dummy-drew-attention": ("9A4", "43A1(b)"),
    "law9a4.dummy-drew-attention.when-unknown": ("9A4", "43A1(b)"),
    "law9a4.ask.during-play": ("9A4",),
    "law90.ask.procedural-penalty": ("90",),
    "law43b.lost-rights": ("43B",),
    "law43b.watch": ("43B",),
    "law61a.breach.transfer": ("61A", "63A", "{law}"),
    "law61a.breach.no-transfer": ("61A", "63A", "{law}"),
    "law62c1.chose": ("62C1",),
    "law58b2.declaring-side": ("58B2",),
    "law64b4.late": ("64B4-5",),
    "law64b8.corrected-62c3": ("62C3",),
    "law64b6.trick-12": ("62D",),
    "law63a.undecided": ("63A", "62", "64"),
    "law62.if-corrected": ("62",),
    "law63a.if-established": ("63A",),
    "law63a.ask.noticed-before": ("63A",),
    "law62b1.corrected": ("62A", "62B1"),
    "law62b2.corrected": ("62A", "62B2"),
    "law62d2.partner-may-not-use": ("62D2",),
    "law64b4.assumed-in-time": ("64B4-5",),
    "law63a.established.transfer": ("63A", "{law}"),
    "law63a.established.no-transfer": ("63A", "{law}"),
    "law62d.correction-line": ("62D",),
    "law62d1.if-before-hands-returned": ("62D1",),
    "law64b6.if-later": ("64B6",),
    "law62d.must-still-correct": ("62D",),
    "law64c1.watch": ("64C1",),
    "law67.ask.which": ("67B",),
    "law67a.noticed-in-time": ("67A",),
    "law67b.noticed-late": ("67B",),
    "law67b.ask.missing-or-extra": ("67B",),
    "law67b1.as-64a2": ("64A2",),
    "law67b1.watch-64c": ("64C",),
    "law67b1.deemed-revoke": ("67B1",),
    "law67a2.extra": ("58B", "45E"),
    "law67a2.ask.58b-or-45e": ("58B", "45E"),
    "law67b2b.failed-to-follow": ("64",),
    "law67b2.restored-card-seen": ("67B2", "50B"),
    "law67b2.if-restored-card-seen": ("67B2",),
    "law45e2.declaring-side": ("55", "45E2"),
    "law45e2.ask.deemed-lead": ("55",),
    "law45e1.defender": ("53", "56", "45E1"),
    "law45e1.deemed-lead": ("53", "45E1"),
    "law45e1.if-deemed-lead": ("45E1",),
    "law45e1.ask.deliberate": ("50B",),
    "law79.result-mismatch": ("79C",),
    "law79.result-mismatch.detail": ("79C",),
    "law79.score-mismatch": ("77", "79C"),
    "law79.score-mismatch.detail": ("77", "79C"),
    "law22.contract-mismatch": ("22",),
    "law22.contract-mismatch.detail": ("22",),
    # the same record findings said from numbers (i18n: a TD reads them in his language)
    "law79.result-mismatch.count": ("79C",),
    "law79.result-mismatch.count-agreed": ("69", "79C"),
    "law79.score-mismatch.points": ("77", "79C"),
    "law22.contract-mismatch.contract": ("22",),
    "law22.contract-mismatch.declarer": ("22",),
    "law2.dealer": ("2",),
    "law2.vulnerability": ("2",),
    "law2.file-pattern": ("2",),
    "law2.file-pattern.detail": ("2",),
    "law17a.file-pattern": ("17A", "22"),
    "law17a.file-pattern.detail": ("17A", "22"),
    "law68.file-pattern": ("68",),
    "law13.fouled": ("13-14",),
    "law70.upheld": ("70",),
    "law70.reduced": ("70A",),
    "law71.restored": ("71B",),
    "law70.director-decides": ("70",),
    "law69a.stands": ("69A",),
    "law69b.exceeds-dd": ("69B",),
    "law71.conceded-winner": ("71B",),
    "law70.slip": ("70",),
    "law71.finesse": ("71",),
    "law70c.slip": ("70C",),
    "law70c.slip-no-statement": ("70C",),
    "law70c.ask.trump-lead-before-claim": ("8", "70", "4"),
    "law70c.trumps-not-out": ("70C",),
    "law9b.director-called": ("9B",),
    "law28b.turn-holder-call": ("28B",),
    "law28b.ask.turn-holder-called": ("28B",),
    "law17d.apparently-passed-out": ("17D3", "16C"),
    "law17d1.lead-faced": ("17D1",),
    "law17d2.hands-returned": ("17D2",),
    "law17d2.ask.hands-returned": ("17D2",),
    "law17d1.ask.lead-faced": ("17D1",),
    "law9b.director-called-by": ("9B",),
    "law9b1.not-called": ("10A",),
    "law11a.acted-before-director": ("11A", "11B"),
    "law11a.ask.advantage": ("11A",),
    "law11a.if-advantage": ("11A",),
    "law11a.split-score": ("11A",),
    "law11a.if-no-advantage": ("11A",),
    "law11b.watch": ("11B", "90"),
    "law7.irregular-procedure": ("7", "90"),
    "law90.watch": ("90",),
    "law82c.table-differs": ("82C",),
    "law82c.ask.error": ("82C",),
    "law82c.both-non-offending": ("82C", "12C2"),
    "law27c.replacement-stands": ("27B", "27C"),
    "law27c.replacement-unknown": ("27C",),
    "law26b.breach-is-revoke": ("26B", "61A", "63-64"),
    "law28b.offender-called-freely": ("16C2",),
    # claim desk additions (issue 21)
    "claim.contested-not-judged": ("70",),
    "claim.no-play-record": ("70E1",),
}


#: Parameters that quote someone else's law references (the ruling given at the table,
#: Law 82C): the words name them, but they are not hakem's citations.
QUOTED: dict[str, frozenset[str]] = {
    "law82c.table-differs": frozenset({"table"}),
    "law82c.table-agrees": frozenset({"table"}),
}


def _in_range(law: str, ref: str) -> bool:
    """Whether ``law`` falls in the range ``ref`` ("64B4-5" holds 64B4; "28-32" holds 30A)."""
    head, _, tail = ref.partition("-")
    digits = len(head) - len(head.rstrip("0123456789"))
    stem, low = head[:len(head) - digits], int(head[len(head) - digits:])
    if not law.startswith(stem):
        return False
    rest = law[len(stem):]
    number = rest[:len(rest) - len(rest.lstrip("0123456789"))]
    return bool(number) and low <= int(number) <= int(tail)


def covers(laws: Iterable[str], ref: str) -> bool:
    """Whether ``laws`` already cite ``ref`` or something more specific inside it."""
    for law in laws:
        if "-" in ref and "-" not in law:
            if _in_range(law, ref):
                return True
        elif law == ref or (law.startswith(ref)
                            and not (ref[-1].isdigit() and law[len(ref)].isdigit())):
            return True
    return False


def fact_laws(f: Fact) -> list[str]:
    """The laws one fact (and the facts nested in it) names."""
    out: list[str] = []
    for one in f.walk():
        law = one.get("law") if "law" in one.key.params else None
        for ref in CITES.get(one.key.value, ()):
            if "{law}" in ref:
                if isinstance(law, str):
                    out.append(ref.replace("{law}", law))
            else:
                out.append(ref)
        for name, kind in one.key.params.items():
            if name in QUOTED.get(one.key.value, ()):
                continue
            value = one.get(name)
            if kind.rstrip("?") == "law" and isinstance(value, str) and value:
                out.append(value)
            elif kind.rstrip("?") == "laws" and isinstance(value, tuple):
                out += [v for v in value if v]
    return out


def cited_laws(ruling: Ruling) -> list[str]:
    """Every law the ruling's words name: reasons, steps, questions, conditions, notes."""
    out: list[str] = []
    for f in ruling.all_facts():
        out += fact_laws(f)
    return out


def with_citations(ruling: Ruling) -> Ruling:
    """``ruling`` whose law list also holds every law its words name."""
    # A trailing 82C (the table ruling differs from hakem's, law82c_director_error) is the
    # verdict on the table ruling: it stays last.
    verdict = ruling.laws[-1:] if ruling.laws[-1:] == ("82C",) else ()
    laws = list(ruling.laws[:len(ruling.laws) - len(verdict)])
    own = len(laws)
    for ref in cited_laws(ruling):
        if not covers(laws + list(verdict), ref):
            laws.append(ref)
    if len(laws) == own:
        return ruling
    return dataclasses.replace(ruling, laws=tuple(laws) + verdict)


__all__ = ["CITES", "QUOTED", "cited_laws", "covers", "fact_laws", "with_citations"]
