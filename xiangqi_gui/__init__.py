"""xiangqi_gui: a Xiangqi (Chinese chess) board, clock, score sheet and arbiter.

The Qt-free core lives in :mod:`xiangqi_gui.rules`, :mod:`xiangqi_gui.notation`,
:mod:`xiangqi_gui.game`, :mod:`xiangqi_gui.formats`, :mod:`xiangqi_gui.clock` and
:mod:`xiangqi_gui.arbiter`; the widgets in :mod:`xiangqi_gui.ui`.
"""

__version__ = "0.1.0"
