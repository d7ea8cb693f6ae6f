"""The composition root: the ``xiangqi-gui`` program.

* :mod:`.main` — ``main()`` (the gui script), :func:`~.main.create_session`;
* :mod:`.session` — :class:`~.session.AppSession`: the window's actions, records, printing;
* :mod:`.controller` — :class:`~.controller.GameController`: input -> arbiter -> record -> views;
* :mod:`.browser` — :class:`~.browser.RecordBrowser`: a loaded record, read-only;
* :mod:`.setup` — :class:`~.setup.GameSetup`: players, event, rules, time controls;
* :mod:`.journal` — the autosave journal; :mod:`.paths` — where it lives;
* :mod:`.preferences` — QSettings; :mod:`.errors` — the exception hook;
* :mod:`.demo_feed` — the demo board's view of the controller.
"""
