"""The game being played, Qt-free: its setup (:mod:`.setup`) and score sheet (:mod:`.sheet`).

Layer: above ``arbiter``, ``clock``, ``formats`` and ``engine``; below ``ui``.
"""
