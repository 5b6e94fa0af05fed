"""Turkish: the table to fill (issue 20), with the language's rules already in code.

What is here: the plural rule (CLDR ``one``/``other``; a noun after a number stays
singular, "2 löve", so a :class:`~.catalogue.Plural` entry may give the same noun in
both forms) and the inflection hook :func:`suffix`: a placeholder written
``{offender:dat}`` renders "Batıya", ``{offender:gen}`` "Doğunun". What is left:
:data:`TERMS` (seat, suit, call names...) and :data:`SENTENCES` (one whole sentence
per fact key, the keys of ``en.py``); a key missing here is said in English until
it is filled (``hakem.reports.explain.missing_keys("tr")`` lists them).

The seeds write seat names with their suffix and no apostrophe ("Güneyin", "Kuzeye";
docs/glossary.md 2.1): :data:`APOSTROPHE` is that one switch. A number always takes one
("3'e"); bids, cards and suit symbols take a head noun in the sentence instead
("1♦ deklaresine"), never a suffix.

>>> suffix("Batı", "dat"), suffix("Kuzey", "dat"), suffix("Doğu", "gen"), suffix("Güney", "abl")
('Batıya', 'Kuzeye', 'Doğunun', 'Güneyden')
>>> suffix("Batı", "dat", apostrophe=True), suffix("3", "dat"), suffix("4", "acc")
("Batı'ya", "3'e", "4'ü")
"""

from __future__ import annotations

from .catalogue import Catalogue, Entry

TERMS: dict[str, str] = {}
SENTENCES: dict[str, Entry] = {}
#: Names take their suffix with an apostrophe (Batı'ya) or without, as the seeds do (Batıya).
APOSTROPHE = False


def plural(n: int) -> str:
    return "one" if n == 1 else "other"


_BACK = set("aıou")
_FRONT = set("eiöü")
_VOICELESS = set("fstkçşhp")
#: How the last character of a word is read, for harmony: digits by their Turkish
#: names (3 "üç", 4 "dört"...), letters of an abbreviation by their letter names.
_READ = {"0": "sıfır", "1": "bir", "2": "iki", "3": "üç", "4": "dört", "5": "beş",
         "6": "altı", "7": "yedi", "8": "sekiz", "9": "dokuz",
         "A": "a", "B": "be", "C": "ce", "D": "de", "E": "e", "F": "fe", "G": "ge", "H": "haş",
         "I": "ı", "J": "je", "K": "ka", "L": "le", "M": "me", "N": "ne", "O": "o", "P": "pe",
         "R": "re", "S": "se", "T": "te", "U": "u", "V": "ve", "Y": "ye", "Z": "ze"}

#: case -> (two-way vowel a/e or four-way ı/i/u/ü, buffer after a vowel, ending)
_CASES = {
    "acc": ("4", "y", ""),     # -(y)ı: Batı'yı, Kuzey'i
    "dat": ("2", "y", ""),     # -(y)a: Batı'ya, Kuzey'e
    "gen": ("4", "n", "n"),    # -(n)ın: Batı'nın, Kuzey'in
    "loc": ("2", "", "d"),     # -da/-ta: Batı'da, Doğu'da
    "abl": ("2", "", "dn"),    # -dan/-tan: Kuzey'den
    "ins": ("2", "y", "l"),    # -(y)la: Batı'yla, Kuzey'le
}


def _spoken(word: str) -> str:
    """How the end of ``word`` sounds: a digit or a capital letter by its name."""
    last = word.rstrip()[-1:]
    if last.isdigit() or (last.isupper() and last in _READ):
        return _READ[last]
    return word


def suffix(word: str, case: str, apostrophe: bool | None = None) -> str:
    """``word`` with the Turkish case suffix ``case`` (acc, dat, gen, loc, abl, ins)."""
    if case not in _CASES:
        return word
    mark = "'" if (APOSTROPHE if apostrophe is None else apostrophe) or \
        word.rstrip()[-1:].isdigit() else ""
    return _suffixed(word, case).replace("\0", mark)


def _suffixed(word: str, case: str) -> str:
    spoken = _spoken(word).lower()
    vowels = [c for c in spoken if c in _BACK | _FRONT]
    last_vowel = vowels[-1] if vowels else "e"
    ends_vowel = spoken[-1:] in _BACK | _FRONT
    harmony, buffer, ending = _CASES[case]
    if harmony == "2":
        vowel = "a" if last_vowel in _BACK else "e"
    else:
        vowel = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü",
                 "ü": "ü"}[last_vowel]
    if ending == "d":
        return f"{word}\0{'t' if spoken[-1:] in _VOICELESS else 'd'}{vowel}"
    if ending == "dn":
        return f"{word}\0{'t' if spoken[-1:] in _VOICELESS else 'd'}{vowel}n"
    if ending == "l":
        return f"{word}\0{buffer if ends_vowel else ''}l{vowel}"
    if ending == "n":
        return f"{word}\0{'n' if ends_vowel else ''}{vowel}n"
    return f"{word}\0{buffer if ends_vowel else ''}{vowel}"


def catalogue(fallback: Catalogue | None = None) -> Catalogue:
    return Catalogue("tr", SENTENCES, TERMS, plural, ("one", "other"), inflect=suffix,
                     fallback=fallback)


__all__ = ["SENTENCES", "TERMS", "catalogue", "plural", "suffix"]
