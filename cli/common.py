"""Options and helpers shared by the hakem commands.

The output options (``--format``, ``-o``, ``--jobs``, ``--class``) are defined once,
here, for ``check``, ``report`` and ``stats``; each command names its formats.
"""

from __future__ import annotations

import functools
import sys
from typing import Any, Callable, Iterator, Sequence, TypeVar

import click

from hakem.model.settings import DEFAULT_CLAIM_NODE_CAP, FindingClass, Language, PlayerClass, Settings
from hakem.parsers.files import FileResult, input_files, read_path
from hakem.parsers.regulation import LAW26_READINGS, RegulationError, load as load_regulation

F = TypeVar("F", bound=Callable[..., Any])


def paths_argument(fn: F) -> F:
    return click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))(fn)


def quiet_option(fn: F) -> F:
    fn = click.option("-q", "--quiet", is_flag=True, help="Print only the summary.")(fn)
    return fn


def progress_bar(total: int, label: str, quiet: bool = False, unit: str = "file"):  # type: ignore[no-untyped-def]
    """hakem's one progress bar (tqdm): on stderr, and only when stderr is a terminal
    and ``-q`` was not given."""
    from tqdm import tqdm
    return tqdm(total=total, desc=label, unit=unit, file=sys.stderr, leave=False,
                disable=quiet or not sys.stderr.isatty(), dynamic_ncols=True)


def read_all(paths: tuple[str, ...], show_progress: bool = True) -> Iterator[FileResult]:
    """Read every input file, with a progress bar on a terminal."""
    files = list(input_files(paths))
    with progress_bar(len(files), "reading", quiet=not show_progress) as bar:
        for path in files:
            yield read_path(path)
            bar.update(1)


def jobs_option(fn: F) -> F:
    return click.option("-j", "--jobs", type=click.IntRange(min=1), default=None,
                        help="Read and rule in N local processes (results are identical) "
                             "[default: the machine's cores for several files, else 1].")(fn)


def output_options(formats: Sequence[str], default: str | None, *, output_required: bool = False,
                   output_help: str = "Write to FILE instead of standard output.",
                   class_default: str = "all") -> Callable[[F], F]:
    """``--format``, ``-o/--output``, ``-j/--jobs`` and ``--class``, the same for every
    command that writes findings or tables (the command names its formats)."""
    def decorate(fn: F) -> F:
        options = [
            click.option("--format", "fmt", type=click.Choice(list(formats)), default=default,
                         show_default=default is not None,
                         help="Output format" + ("" if default else " [default: from the -o "
                                                 "file's suffix]") + "."),
            click.option("-o", "--output", "output", type=click.Path(dir_okay=False),
                         required=output_required, default=None, help=output_help),
            jobs_option,
            click.option("--class", "classes", metavar="CLASSES", default=None,
                         callback=_classes_option,
                         help="Classes of finding: 'all' or a comma-separated list of table, "
                              f"claim, record [default: {class_default}].".replace("%", "%%")),
        ]
        for option in reversed(options):
            fn = option(fn)
        return fn
    return decorate


def _classes_option(ctx: click.Context, param: click.Parameter, value: str | None
                    ) -> frozenset[FindingClass] | None:
    return None if value is None else _stats_classes(value)


def settings_options(fn: F) -> F:
    """The federation's choices: ``--regulation FILE`` and the flags that override it.

    Defaults come from :class:`~hakem.model.settings.Settings`, then the regulation
    file, then the flags given; the command receives the result as ``settings``.
    """
    options = [
        click.option("--regulation", "regulation", type=click.Path(exists=True, dir_okay=False),
                     default=None, help="A federation regulation file (TOML; docs/regulation.md)."),
        click.option("--law26", type=click.Choice(sorted(LAW26_READINGS)), default=None,
                     help="Law 26B: declarer may only prohibit a suit (2017 text; default) or "
                          "require or prohibit one (the reading before the amendment)."),
        click.option("--player-class", type=click.Choice([p.value for p in PlayerClass]),
                     default=None, help="Class of player for Law 70's careless or inferior "
                                        "play [default: club]."),
        click.option("--claim-budget", type=click.IntRange(min=1), default=None,
                     help=f"Positions the claim search may visit per claim before it gives "
                          f"bounds [default: {DEFAULT_CLAIM_NODE_CAP}]."),
        click.option("--claim-analysis/--no-claim-analysis", default=None,
                     help="Judge recorded claims with double dummy and the normal-line "
                          "search [default: on]."),
        click.option("--language", "--lang", type=click.Choice([lang.value for lang in Language]),
                     default=None, help="Language of ruling texts [default: en; a sentence "
                                        "not yet translated is said in English]."),
    ]

    @functools.wraps(fn)
    def command(*args: Any, **kwargs: Any) -> Any:
        kwargs["settings"] = settings_from(
            kwargs.pop("regulation"), law26=kwargs.pop("law26"),
            player_class=kwargs.pop("player_class"), claim_budget=kwargs.pop("claim_budget"),
            claim_analysis=kwargs.pop("claim_analysis"), language=kwargs.pop("language"),
            stats_classes=kwargs.get("classes"))
        return fn(*args, **kwargs)

    for option in reversed(options):
        command = option(command)
    return command  # type: ignore[return-value]


def settings_from(regulation: str | None = None, *, law26: str | None = None,
                  player_class: str | None = None, claim_budget: int | None = None,
                  claim_analysis: bool | None = None, language: str | None = None,
                  stats_classes: str | frozenset[FindingClass] | None = None) -> Settings:
    """Defaults, then the regulation file, then the flags that were given."""
    settings = Settings()
    if regulation is not None:
        try:
            settings = load_regulation(regulation)
        except RegulationError as exc:
            raise click.BadParameter("\n" + str(exc), param_hint="--regulation") from None
    changes: dict[str, Any] = {}
    if law26 is not None:
        changes["law26_require_or_prohibit"] = LAW26_READINGS[law26]
    if player_class is not None:
        changes["player_class"] = PlayerClass(player_class)
    if claim_budget is not None:
        changes["claim_node_cap"] = claim_budget
    if claim_analysis is not None:
        changes["claim_analysis"] = claim_analysis
    if language is not None:
        changes["language"] = Language(language)
    if stats_classes is not None:
        changes["stats_classes"] = (_stats_classes(stats_classes) if isinstance(stats_classes, str)
                                    else stats_classes)
    return settings.replace(**changes)


def _stats_classes(text: str) -> frozenset[FindingClass]:
    words = [w.strip().lower() for w in text.split(",") if w.strip()]
    if words == ["all"]:
        return frozenset(FindingClass)
    try:
        return frozenset(FindingClass(w) for w in words)
    except ValueError:
        raise click.BadParameter(f"{text!r}: give 'all' or classes among "
                                 f"{', '.join(c.value for c in FindingClass)}, comma-separated",
                                 param_hint="--class") from None
