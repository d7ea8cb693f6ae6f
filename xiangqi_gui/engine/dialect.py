"""The three engine dialects the GUI speaks, and how each numbers the ranks.

=================  ==========  ================  =====================================
Dialect            handshake   move text ranks   engines
=================  ==========  ================  =====================================
``UCI_FSF``        ``uci``     1..10             Fairy-Stockfish (``UCI_Variant xiangqi``)
``UCI``            ``uci``     0..9              Pikafish and other Xiangqi UCI engines
``UCCI``           ``ucci``    0..9              ElephantEye and other UCCI 3.0 engines
=================  ==========  ================  =====================================

Sources: Fairy-Stockfish's ``src/uci.cpp`` (``UCI::square``: ranks 1..10 in plain UCI;
docs/references.md §1); UCI spec (S. Meyer-Kahlen, 2004); UCCI 3.0 (xqbase.com, 2007).
"""

from __future__ import annotations

import enum


class Dialect(enum.Enum):
    """Protocol flavour of one engine; see the module table."""

    UCI_FSF = "uci-fsf"
    UCI = "uci"
    UCCI = "ucci"

    @property
    def handshake(self) -> str:
        """The first command: ``"uci"`` or ``"ucci"``."""
        return "ucci" if self is Dialect.UCCI else "uci"

    @property
    def handshake_ok(self) -> str:
        """The engine's answer closing its id/option list: ``"uciok"`` or ``"ucciok"``."""
        return "ucciok" if self is Dialect.UCCI else "uciok"

    @property
    def rank_base(self) -> int:
        """Number the engine gives Red's back rank: 1 for Fairy-Stockfish UCI, else 0."""
        return 1 if self is Dialect.UCI_FSF else 0

    @property
    def label(self) -> str:
        """Human label for settings dialogs."""
        return _LABELS[self]

    @classmethod
    def parse(cls, text: str) -> Dialect:
        """``"uci-fsf"``/``"fsf"``, ``"uci"``/``"pikafish"`` or ``"ucci"`` -> Dialect.

        Raises ``ValueError`` naming the accepted values.
        """
        key = text.strip().lower()
        for dialect in cls:
            if key == dialect.value:
                return dialect
        alias = {"fsf": cls.UCI_FSF, "fairy-stockfish": cls.UCI_FSF, "pikafish": cls.UCI}
        if key in alias:
            return alias[key]
        raise ValueError(f"unknown engine dialect {text!r}; use one of uci-fsf, uci, ucci")


_LABELS = {
    Dialect.UCI_FSF: "UCI, ranks 1-10 (Fairy-Stockfish)",
    Dialect.UCI: "UCI, ranks 0-9 (Pikafish)",
    Dialect.UCCI: "UCCI (ElephantEye)",
}
