"""hakem: find and rule on irregularities in bridge hand records.

For notebooks (see :mod:`hakem.api`)::

    import hakem
    boards = hakem.read("session.pbn")      # PBN, LIN or hakem's JSON lines
    checked = hakem.check(boards)           # findings and rulings
    tables = hakem.frames(checked)          # pandas: .boards, .irregularities, .rulings

``import hakem`` stays light: the names above are loaded on first use (PEP 562), so
the command line and scripts that need only a submodule do not pay for the laws
engine or pandas.

The import package ``hakem`` is assembled from the top-level folders of the
repository (``model/``, ``parsers/``, ``analysis/``, ``laws/``, ``reports/``, ``cli/``)
through setuptools' ``package-dir`` mapping; see ``pyproject.toml`` and docs/architecture.md.
"""

__version__ = "0.1.0"

#: Public names served by :mod:`hakem.api`, imported when first asked for.
_API = ("read", "check", "frames", "Checked", "Finding", "ReadError", "Settings")

__all__ = ["__version__", *_API]


def __getattr__(name: str) -> object:  # no typing import: it costs more than hakem
    if name in _API:
        from . import api

        value = getattr(api, name)
        globals()[name] = value  # later look-ups skip this function
        return value
    raise AttributeError(f"module 'hakem' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
