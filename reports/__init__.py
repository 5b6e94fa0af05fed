"""hakem.reports: what the rulings become for the people who read them.

Every word is made in :mod:`explain`, from the rulings' facts, in the reader's language.

Rows per board and per ruling (:mod:`records`), typed DataFrames (:mod:`frames`),
tables on disk (:mod:`export`), the HTML report (:mod:`html_report`,
:mod:`html_view`), federation statistics (:mod:`stats`), the Parquet archive
(:mod:`archive`) and where the work runs (:mod:`executors`). Every board goes
through the laws' one entry point, :func:`hakem.laws.engine.rule_board`.
"""
