"""Qt side of engine play: the QProcess transport and the controller's engine player.

:mod:`.transport` (``QtEngineTransport``) runs an engine program with ``QProcess`` and
feeds the Qt-free :class:`xiangqi_gui.engine.EngineSession`; :mod:`.player`
(``EnginePlayer``) is what the game controller talks to. This is the only part of
:mod:`xiangqi_gui.engine` that imports PySide6.
"""
