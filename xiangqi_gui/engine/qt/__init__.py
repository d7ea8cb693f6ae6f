"""Qt side of engine play: the QProcess transport, the one Qt layer around an engine process.

:mod:`.transport` (``QtEngineTransport``) runs an engine program with ``QProcess`` and
feeds the Qt-free :class:`xiangqi_gui.engine.EngineSession`; the game controller talks to
it directly (one transport per engine side). This is the only part of
:mod:`xiangqi_gui.engine` that imports PySide6.
"""
