"""hakem.laws: irregularities and the 2017 Laws of Duplicate Bridge.

``hakem.laws.detect`` turns a board into :class:`~hakem.model.irregularity.Irregularity`
objects, from the TD's markers (docs/markers.md), PBN's ``^`` tokens and what
the plain record shows (revokes, insufficient bids, claims, result and score
mismatches...). :func:`hakem.laws.engine.rule_board` is the one entry point: it
detects a board once into a :class:`~hakem.laws.case.BoardCase` and rules on each
irregularity (docs/architecture.md).
"""
