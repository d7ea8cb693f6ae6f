"""Package names imported on first use (PEP 562), so that starting the window does not
load the record formats, the engine protocol, the tournament or the study code (issue 11:
start-up at most 0.1 s slower than before the translations and fonts).

A package lists what it offers by submodule and hands the mapping to :func:`lazy_exports`::

    _EXPORTS = {"commands": ("SearchLimits",), "dialect": ("Dialect",)}
    __all__ = exported(_EXPORTS)
    __getattr__ = lazy_exports(__name__, _EXPORTS)

and imports the same names under ``typing.TYPE_CHECKING`` (``from .dialect import Dialect
as Dialect``) for the type checker; ``tests/test_lazy_packages.py`` checks that the two lists
agree. ``from package import Name`` and ``package.Name`` then import just that submodule.

>>> from xiangqi_gui.engine import Dialect
>>> Dialect.__module__
'xiangqi_gui.engine.dialect'
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence


def exported(exports: Mapping[str, Sequence[str]]) -> list[str]:
    """The names of ``exports`` (submodule -> names), sorted: the package's ``__all__``."""
    return sorted(name for names in exports.values() for name in names)


def lazy_exports(package: str, exports: Mapping[str, Sequence[str]]
                 ) -> Callable[[str], object]:
    """A module ``__getattr__`` for ``package``: a name of ``exports`` (submodule, relative
    to ``package`` -> names) imports its submodule and is then kept in the package.

    Raises :class:`AttributeError` for any other name, as a module does.
    """
    where = {name: module for module, names in exports.items() for name in names}

    def __getattr__(name: str) -> object:  # noqa: N807 (PEP 562 hook)
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        vars(importlib.import_module(package))[name] = value  # next time: a plain lookup
        return value

    return __getattr__
