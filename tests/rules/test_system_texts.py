"""The system's and SQLite's error texts as messages (issue 11): the common cases get ids
of their own (translated in the window), their English is the C library's own wording."""

from __future__ import annotations

import errno
import os
import sqlite3
import sys
from pathlib import Path

import pytest

from xiangqi_gui.rules.system_texts import TEMPLATES, system_error


@pytest.mark.skipif(sys.platform != "linux", reason="glibc's strerror wording")
@pytest.mark.parametrize(("code", "key"), [
    (errno.ENOENT, "os.no_such_file"), (errno.EACCES, "os.permission"),
    (errno.EPERM, "os.not_permitted"), (errno.ENOSPC, "os.disk_full"),
    (errno.EDQUOT, "os.quota"), (errno.EROFS, "os.read_only"),
    (errno.EISDIR, "os.is_directory"), (errno.ENOTDIR, "os.not_directory"),
    (errno.EEXIST, "os.exists"), (errno.EIO, "os.io"),
    (errno.ENAMETOOLONG, "os.name_too_long"), (errno.EMFILE, "os.too_many_files"),
    (errno.EBUSY, "os.busy"), (errno.ENOEXEC, "os.not_executable")])
def test_errno_ids_and_their_english_is_strerror(code: int, key: str) -> None:
    message = system_error(OSError(code, os.strerror(code)))
    assert message.id == key
    assert str(message) == os.strerror(code)  # the CLI and logs read as before


def test_an_unknown_errno_keeps_the_system_text() -> None:
    message = system_error(OSError(errno.ETIMEDOUT, os.strerror(errno.ETIMEDOUT)))
    assert (message.id, str(message)) == ("os.other", os.strerror(errno.ETIMEDOUT))


def test_real_os_errors(tmp_path: Path) -> None:
    with pytest.raises(OSError) as missing:
        (tmp_path / "none.pgn").read_bytes()
    with pytest.raises(OSError) as folder:
        tmp_path.read_bytes()
    assert system_error(missing.value).id == "os.no_such_file"
    assert system_error(folder.value).id == "os.is_directory"


def test_real_sqlite_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"not a database at all" * 100)
    with pytest.raises(sqlite3.DatabaseError) as caught:
        sqlite3.connect(bad).execute("PRAGMA quick_check").fetchall()
    assert system_error(caught.value).id == "sqlite.not_database"
    good = tmp_path / "good.sqlite3"
    sqlite3.connect(good).execute("CREATE TABLE t (x)").connection.commit()
    reader = sqlite3.connect(f"file:{good}?mode=ro", uri=True)
    with pytest.raises(sqlite3.OperationalError) as readonly:
        reader.execute("INSERT INTO t VALUES (1)")
    assert system_error(readonly.value).id == "sqlite.read_only"
    assert str(system_error(readonly.value)) == TEMPLATES["sqlite.read_only"]
    assert system_error(sqlite3.OperationalError("database is locked")).id == "sqlite.locked"
    assert system_error(sqlite3.DatabaseError("database disk image is malformed")).id == \
        "sqlite.malformed"
