"""The game library: the user's own collection in one SQLite database (issue 14).

Import record files and folders (:mod:`.importer`), search by player, event, date range,
result and opening, or by position through a Zobrist key per ply with colour- and
mirror-symmetric matches (:mod:`.search`), and export a query to PGN. The database is a
real file (stdlib :mod:`sqlite3`, WAL journal) in the data folder (:mod:`.location`); a
kill during an import keeps every committed game and the next import resumes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from xiangqi_gui.library.store import Library, LibraryCorruptError, LibraryError

__all__ = ["Library", "LibraryCorruptError", "LibraryError"]


def __getattr__(name: str) -> object:
    """Import :mod:`.store` on first use, so ``xiangqi --help`` does not load SQLite."""
    if name in __all__:
        from xiangqi_gui.library import store

        return getattr(store, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
