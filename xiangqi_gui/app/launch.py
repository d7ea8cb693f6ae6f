"""Entry point of the ``xiangqi-gui`` program (the gui script and the bundle's executable).

Python's cyclic garbage collector is paused while the program starts: importing the
program and building the window allocate some 300,000 objects, and the collections they
set off took about 30 ms of the launch (issue 11: start-up at most 0.1 s slower than before
the translations and fonts). :func:`xiangqi_gui.app.main.main` resumes it, at once for a
child process (``--open-stream``, ``--import-stream``), ``--self-test``, ``--help`` and
``--version``, otherwise once the main window has first painted; it then first moves the
objects of the start-up out of the collector's way (:func:`gc.freeze`), so that later
collections do not walk them again. Reference counting frees objects all along; only the
few reference cycles of the start-up stay (556 objects, measured).
"""

from __future__ import annotations

import gc
import sys


def main() -> int:
    """Run the program as :func:`xiangqi_gui.app.main.main` with the collector paused;
    returns its exit status."""
    gc.disable()
    from xiangqi_gui.app.main import main as run

    return run(gc_paused=True)


if __name__ == "__main__":  # the bundle's executable (packaging/xiangqi_gui.spec)
    sys.exit(main())
