"""hakem: find and rule on irregularities in bridge hand records.

The import package ``hakem`` is assembled from the top-level folders of the
repository (``model/``, ``parsers/``, ``analysis/``, ``laws/``, ``reports/``, ``cli/``)
through setuptools' ``package-dir`` mapping; see ``pyproject.toml`` and docs/architecture.md.
"""

__version__ = "0.1.0"

__all__ = ["__version__"]
