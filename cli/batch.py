"""Options shared by the batch commands (report, stats, archive): where the work runs,
how much to print, and how input errors end the run."""

from __future__ import annotations

from typing import Any, Callable, TypeVar

import click

from hakem.model.diagnostics import HakemError
from hakem.reports.executors import ExecutorError, parse_shard

F = TypeVar("F", bound=Callable[..., Any])

#: Input problems printed without --verbose (the rest are counted).
SHOWN_PROBLEMS = 50


def run_options(fn: F) -> F:
    """``--scheduler``, ``--shard``, ``--season-start``, ``--quiet``/``--verbose`` (``--jobs``
    is one of the output options, :func:`hakem.cli.common.output_options`)."""
    options = [
        click.option("--scheduler", metavar="tcp://HOST:PORT", default=None,
                     help="Run on an existing Dask cluster (distributed Client.get_executor())."),
        click.option("--shard", metavar="I/N", default=None, callback=_check_shard,
                     help="Only the I-th of N slices of the input files (1-based), for job runners."),
        click.option("--season-start", type=click.IntRange(1, 12), default=1, show_default=True,
                     help="Month a season starts (9 gives seasons like 2023-24)."),
        click.option("-q", "--quiet", is_flag=True, help="No progress bar, no summary."),
        click.option("-v", "--verbose", is_flag=True, help="Print every input problem."),
    ]
    for option in reversed(options):
        fn = option(fn)
    return fn


def _check_shard(ctx: click.Context, param: click.Parameter, value: str | None) -> Any:
    try:
        return parse_shard(value)
    except ExecutorError as exc:
        raise click.BadParameter(str(exc)) from None


def run_kwargs(jobs: int | None, scheduler: str | None, shard: Any, quiet: bool) -> dict[str, Any]:
    """``--jobs`` not given: the machine's cores for several files (one for one file)."""
    return {"jobs": jobs, "scheduler": scheduler, "shard": shard,
            "progress": False if quiet else None, "auto_jobs": jobs is None}


def report_problems(problems: list[str], verbose: bool) -> None:
    """Input errors on stderr, each as file:line:col: message."""
    shown = problems if verbose else problems[:SHOWN_PROBLEMS]
    for line in shown:
        click.echo(line, err=True)
    if len(problems) > len(shown):
        click.echo(f"... {len(problems) - len(shown)} more input problems (--verbose shows them)", err=True)


def domain_errors(call: Callable[[], Any]) -> Any:
    """Run ``call``, turning hakem's own errors into a clean message and exit status 1."""
    try:
        return call()
    except HakemError as exc:
        raise click.ClickException(str(exc)) from None
