"""Whether the clock's warning sounds can play: the optional ``sound`` extra.

Clock warnings (time running out, 读秒 counts, flag fall) are played with QtMultimedia's
``QSoundEffect``, which is in the PySide6-Addons wheel, installed by
``pip install 'xiangqi-gui[sound]'`` and bundled in the installers. Without it the clock
falls back to the system bell (``QApplication.beep()``), which many desktops keep silent.
"""

from __future__ import annotations

import importlib.util

from PySide6.QtCore import QCoreApplication

#: the command that installs the optional extra
SOUND_EXTRA = "pip install 'xiangqi-gui[sound]'"


def multimedia_available() -> bool:
    """True when ``PySide6.QtMultimedia`` can be found (it is not imported here)."""
    try:
        return importlib.util.find_spec("PySide6.QtMultimedia") is not None
    except (ImportError, ValueError):
        return False


def sound_status() -> str:
    """One translated sentence for the status bar or Preferences: how clock warnings sound."""
    if multimedia_available():
        return QCoreApplication.translate("Sound", "Clock warnings play a sound (QtMultimedia).")
    return QCoreApplication.translate(
        "Sound", "Clock warnings use the system bell, which may be silent: QtMultimedia is "
        "not installed ({0}).").format(SOUND_EXTRA)
