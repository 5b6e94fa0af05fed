"""The boards of one sample record, by board number (for the per-law sample tests)."""

from __future__ import annotations

from pathlib import Path

from hakem.model.board import Board
from hakem.parsers import pbn

SAMPLES = Path(__file__).resolve().parents[1] / "samples"


def boards_of(name: str) -> dict[int, Board]:
    """``samples/<name>`` read, each board under its number."""
    return {b.number or 0: b for b in pbn.load(str(SAMPLES / name))}
