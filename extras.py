"""Optional dependencies: which extra brings which module, and the one message for a
missing one.

hakem's core install (``pip install hakem``) reads, checks, rules, converts and writes
CSV, JSON lines and HTML. Heavier libraries come with extras (``pyproject.toml``):

========== ======================== =============================================
extra      brings                   for
========== ======================== =============================================
parquet    pyarrow                  Parquet tables (``report``, ``check -o``), the DD cache
archive    duckdb, pyarrow          ``hakem archive``, ``hakem query``
dask       distributed              ``--scheduler`` (a Dask cluster)
plots      matplotlib               ``stats --plot``, charts in the HTML report
xlsx       openpyxl                 Excel tables
all        all of the above
========== ======================== =============================================

Every optional import goes through :func:`require`, so a missing library is always
the same one line, naming the feature and the pip command; the command line prints
it and exits with status 2 (the command asked for cannot run in this install).

>>> require("json", "this example").__name__
'json'
>>> print(MissingExtra("hakem stats --plot", "matplotlib"))
hakem stats --plot needs matplotlib: pip install 'hakem[plots]'
"""

from __future__ import annotations

import importlib
from types import ModuleType

#: Top-level module -> the extra that installs it.
EXTRA_OF: dict[str, str] = {
    "pyarrow": "parquet",
    "duckdb": "archive",
    "distributed": "dask",
    "dask": "dask",
    "matplotlib": "plots",
    "openpyxl": "xlsx",
    "flask": "serve",
}


class MissingExtra(ImportError):
    """An optional library is not installed; the message says which extra brings it."""

    def __init__(self, feature: str, module: str, extra: str | None = None) -> None:
        top = module.split(".")[0]
        self.feature, self.module = feature, top
        self.extra = extra or EXTRA_OF.get(top, "all")
        super().__init__(f"{feature} needs {top}: pip install 'hakem[{self.extra}]'", name=top)

    def __reduce__(self):  # type: ignore[no-untyped-def]
        # Raised in a worker process, it travels back pickled: rebuild it from its parts.
        return (MissingExtra, (self.feature, self.module, self.extra))


def require(module: str, feature: str, extra: str | None = None) -> ModuleType:
    """Import ``module`` (dotted names too) for ``feature``, or raise :class:`MissingExtra`
    naming ``extra`` (by default the extra :data:`EXTRA_OF` gives the module)."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        missing = (exc.name or module).split(".")[0]
        if missing != module.split(".")[0]:
            raise  # the library is there but one of its own dependencies is broken
        raise MissingExtra(feature, module, extra) from None


def available(module: str) -> bool:
    """True when ``module`` can be imported (it is imported to find out)."""
    try:
        importlib.import_module(module)
    except ImportError:
        return False
    return True


__all__ = ["EXTRA_OF", "MissingExtra", "available", "require"]
