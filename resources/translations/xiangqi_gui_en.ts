<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About xiangqi_gui</source>
        <extracomment>Licence files shown when present: (tab title source text, path relative to resources or repo).</extracomment>
        <translation>About xiangqi_gui</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation>Third-party notices</translation>
    </message>
    <message>
        <source>Font licence (SIL OFL 1.1)</source>
        <translation>Font licence (SIL OFL 1.1)</translation>
    </message>
    <message>
        <source>xiangqi_gui {0}</source>
        <translation>xiangqi_gui {0}</translation>
    </message>
    <message>
        <source>Board, chess clock, score sheet and arbiter for Chinese chess (象棋).</source>
        <translation>Board, chess clock, score sheet and arbiter for Chinese chess (象棋).</translation>
    </message>
    <message>
        <source>Rules: Chinese Xiangqi Association, Xiangqi Competition Rules, 2011 edition (中国象棋竞赛规则 2011).</source>
        <translation>Rules: Chinese Xiangqi Association, Xiangqi Competition Rules, 2011 edition (中国象棋竞赛规则 2011).</translation>
    </message>
    <message>
        <source>Program licence: MIT. Fonts: Noto Serif CJK and Noto Sans CJK subsets, SIL Open Font License 1.1.</source>
        <translation>Program licence: MIT. Fonts: Noto Serif CJK and Noto Sans CJK subsets, SIL Open Font License 1.1.</translation>
    </message>
</context>
<context>
    <name>AnalysisPane</name>
    <message>
        <source>Engine…</source>
        <translation>Engine…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Lines: </translation>
    </message>
    <message>
        <source>Scores for Red</source>
        <translation>Scores for Red</translation>
    </message>
    <message>
        <source>Unchecked: scores for the side to move</source>
        <translation>Unchecked: scores for the side to move</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>kN/s</source>
        <translation>kN/s</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>No engine found: choose one with “Engine…”</source>
        <translation>No engine found: choose one with “Engine…”</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Engine: %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Choose an engine program</source>
        <translation>Choose an engine program</translation>
    </message>
    <message>
        <source>Cannot analyse this position: %1</source>
        <translation>Cannot analyse this position: %1</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>The game is over in this position.</translation>
    </message>
    <message>
        <source>Analysis stopped: %1</source>
        <translation>Analysis stopped: %1</translation>
    </message>
    <message>
        <source>No engine found on this computer: install fairy-stockfish (apt-get install fairy-stockfish) or choose the engine file.</source>
        <translation>No engine found on this computer: install fairy-stockfish (apt-get install fairy-stockfish) or choose the engine file.</translation>
    </message>
</context>
<context>
    <name>AppSession</name>
    <message>
        <source>Round {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Cannot start the game</translation>
    </message>
    <message>
        <source>Invalid start position: {0}</source>
        <translation>Invalid start position: {0}</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Abandon the game?</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it (its journal is deleted)?</source>
        <translation>A game is in progress. Abandon it (its journal is deleted)?</translation>
    </message>
    <message>
        <source>Quit?</source>
        <translation>Quit?</translation>
    </message>
    <message>
        <source>A game is in progress. Quit anyway? It can be resumed at the next start.</source>
        <translation>A game is in progress. Quit anyway? It can be resumed at the next start.</translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>Autosave is off</translation>
    </message>
    <message>
        <source>Autosave off</source>
        <translation>Autosave off</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <source>Does {0} resign (art. 4.1.12)?</source>
        <translation>Does {0} resign (art. 4.1.12)?</translation>
    </message>
    <message>
        <source>Engine error</source>
        <translation>Engine error</translation>
    </message>
    <message>
        <source>A game {0} – {1} was interrupted after {2} ({3}). Resume it?</source>
        <translation>A game {0} – {1} was interrupted after {2} ({3}). Resume it?</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message numerus="yes">
        <source>%n ply(s)</source>
        <translation>
            <numerusform>%n ply</numerusform>
            <numerusform>%n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the interrupted game?</source>
        <translation>Resume the interrupted game?</translation>
    </message>
    <message>
        <source>Autosave is off: {0} cannot be continued ({1}).</source>
        <translation>Autosave is off: {0} cannot be continued ({1}).</translation>
    </message>
    <message>
        <source>Autosave unreadable</source>
        <translation>Autosave unreadable</translation>
    </message>
    <message>
        <source>Autosave is off: {0} cannot be removed.</source>
        <translation>Autosave is off: {0} cannot be removed.</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Open record</translation>
    </message>
    <message>
        <source>{0}: no game found.</source>
        <translation>{0}: no game found.</translation>
    </message>
    <message>
        <source>{0}: there is no game {1} (the file has {2}).</source>
        <translation>{0}: there is no game {1} (the file has {2}).</translation>
    </message>
    <message>
        <source>{0}: game {1}: {2}</source>
        <translation>{0}: game {1}: {2}</translation>
    </message>
    <message>
        <source>{0}, game {1}</source>
        <translation>{0}, game {1}</translation>
    </message>
    <message>
        <source>result {0}</source>
        <translation>result {0}</translation>
    </message>
    <message>
        <source>{0}: game {1} of {2}; use the arrow keys to step through it.</source>
        <translation>{0}: game {1} of {2}; use the arrow keys to step through it.</translation>
    </message>
    <message>
        <source>{0}: game {1}; use the arrow keys to step through it.</source>
        <translation>{0}: game {1}; use the arrow keys to step through it.</translation>
    </message>
    <message>
        <source>Record partly read: %1, %2: %3. The main line is complete; the variation stops before the error.</source>
        <translation>Record partly read: %1, %2: %3. The main line is complete; the variation stops before the error.</translation>
    </message>
    <message>
        <source>%1: record partly read</source>
        <translation>%1: record partly read</translation>
    </message>
    <message>
        <source>Cannot show the record</source>
        <translation>Cannot show the record</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>Save record</translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation>Cannot save the record</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Saved {0}</translation>
    </message>
    <message>
        <source>FEN copied.</source>
        <translation>FEN copied.</translation>
    </message>
    <message>
        <source>Cannot correct the clock</source>
        <translation>Cannot correct the clock</translation>
    </message>
    <message>
        <source>Record a move</source>
        <translation>Record a move</translation>
    </message>
    <message>
        <source>The move as played, ICCS (e.g. b2b7):</source>
        <translation>The move as played, ICCS (e.g. b2b7):</translation>
    </message>
    <message>
        <source>“{0}” is not a move in ICCS notation (e.g. b2b7).</source>
        <translation>“{0}” is not a move in ICCS notation (e.g. b2b7).</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>Moves to take back (0: only the decision that ended the game):</source>
        <translation>Moves to take back (0: only the decision that ended the game):</translation>
    </message>
    <message>
        <source>Reason (written on the score sheet):</source>
        <translation>Reason (written on the score sheet):</translation>
    </message>
    <message>
        <source>Correct the result</source>
        <translation>Correct the result</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Result:</translation>
    </message>
    <message>
        <source>Export score sheet</source>
        <translation>Export score sheet</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing {0}</source>
        <translation>Writing {0}</translation>
    </message>
    <message>
        <source>Printing on {0}</source>
        <translation>Printing on {0}</translation>
    </message>
    <message>
        <source>Score sheet printed on {0} ({1} pages).</source>
        <translation>Score sheet printed on {0} ({1} pages).</translation>
    </message>
    <message>
        <source>Printing on {0} was cancelled.</source>
        <translation>Printing on {0} was cancelled.</translation>
    </message>
    <message>
        <source>Score sheet written to {0} ({1} pages).</source>
        <translation>Score sheet written to {0} ({1} pages).</translation>
    </message>
    <message>
        <source>Records ({0})</source>
        <extracomment>``ask(title, question) -&gt; bool``: a yes/no question (tests pass a function).</extracomment>
        <translation>Records ({0})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>Cannot open the record</source>
        <translation>Cannot open the record</translation>
    </message>
    <message>
        <source>The saved game could not be read; it was kept as {0}.</source>
        <translation>The saved game could not be read; it was kept as {0}.</translation>
    </message>
    <message>
        <source>Record partly read: %1, %2: %3. The moves before the error are shown.</source>
        <translation>Record partly read: %1, %2: %3. The moves before the error are shown.</translation>
    </message>
    <message>
        <source>Writing {0} was cancelled; the file was removed.</source>
        <translation>Writing {0} was cancelled; the file was removed.</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Cannot print</translation>
    </message>
</context>
<context>
    <name>ArbiterDialogs</name>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
</context>
<context>
    <name>BigFace</name>
    <message>
        <source>FLAG 超时</source>
        <translation>Flag fell</translation>
    </message>
    <message>
        <source>Moves %1</source>
        <translation>Moves %1</translation>
    </message>
    <message>
        <source>Stage %1: %2/%3</source>
        <translation>Stage %1: %2/%3</translation>
    </message>
    <message>
        <source>PAUSED 暂停</source>
        <translation>Paused</translation>
    </message>
</context>
<context>
    <name>ClockFace</name>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Move quota missed</source>
        <translation>Move quota missed</translation>
    </message>
    <message>
        <source>Flag fell</source>
        <translation>Flag fell</translation>
    </message>
    <message>
        <source>Moves {0}</source>
        <translation>Moves {0}</translation>
    </message>
    <message>
        <source> · Stage {0}{1}</source>
        <translation> · Stage {0}{1}</translation>
    </message>
    <message>
        <source> · delay {0:.1f}</source>
        <translation> · delay {0:.1f}</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Stopped</translation>
    </message>
    <message>
        <source>Byo-yomi {0} × {1} s</source>
        <translation>Byo-yomi {0} × {1} s</translation>
    </message>
</context>
<context>
    <name>ClockSounds</name>
    <message>
        <source>Sound unavailable: install xiangqi-gui[sound] (pip install &apos;xiangqi-gui[sound]&apos;, QtMultimedia).</source>
        <extracomment>UI language -&gt; folder of spoken clips.</extracomment>
        <translation>Sound unavailable: install xiangqi-gui[sound] (pip install &apos;xiangqi-gui[sound]&apos;, QtMultimedia).</translation>
    </message>
    <message>
        <source>Sound unavailable: this computer has no audio output.</source>
        <translation>Sound unavailable: this computer has no audio output.</translation>
    </message>
    <message>
        <source>Sound is on.</source>
        <translation>Sound is on.</translation>
    </message>
    <message>
        <source>Sound is muted.</source>
        <translation>Sound is muted.</translation>
    </message>
</context>
<context>
    <name>CollectionOpener</name>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Reading %p%</source>
        <extracomment>True while a file or game is being read to be shown (see :attr:`idle`)</extracomment>
        <translation>Reading %p%</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Opening {name}…</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Cannot open the game</translation>
    </message>
    <message>
        <source>Reading… {n} games</source>
        <translation>Reading… {n} games</translation>
    </message>
    <message>
        <source>{path}: the reading process cannot start ({reason}).</source>
        <extracomment>Most games sent to the UI thread in one batch (one model insert of this many rows takes a few milliseconds; a larger find is split). Files of at least this many bytes are indexed and checked in a child process (:func:`~xiangqi_gui.formats.open_stream.serve`); smaller ones in the worker thread itself (a child process takes about half a second to start). True when the file was read by a child process (set in :meth:`run`)</extracomment>
        <translation>{path}: the reading process cannot start ({reason}).</translation>
    </message>
    <message>
        <source>{path}: the reading process stopped unexpectedly (exit code {code}).</source>
        <translation>{path}: the reading process stopped unexpectedly (exit code {code}).</translation>
    </message>
    <message>
        <source>{path}: there is no game {n} any more.</source>
        <translation>{path}: there is no game {n} any more.</translation>
    </message>
    <message>
        <source>{name} was not opened.</source>
        <translation>{name} was not opened.</translation>
    </message>
    <message>
        <source>Cannot open the record</source>
        <translation>Cannot open the record</translation>
    </message>
    <message>
        <source>{path}: no game found.</source>
        <translation>{path}: no game found.</translation>
    </message>
    <message>
        <source>Checking moves…</source>
        <translation>Checking moves…</translation>
    </message>
    <message>
        <source>Checking moves… %p%</source>
        <translation>Checking moves… %p%</translation>
    </message>
</context>
<context>
    <name>CommentPane</name>
    <message>
        <source>Comment</source>
        <translation>Comment</translation>
    </message>
    <message>
        <source>No comment. Type here to add one.</source>
        <translation>No comment. Type here to add one.</translation>
    </message>
    <message>
        <source>No comment.</source>
        <translation>No comment.</translation>
    </message>
</context>
<context>
    <name>CorrectTimeDialog</name>
    <message>
        <source>Correct the clock (art. 21.4)</source>
        <translation>Correct the clock (art. 21.4)</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Main time left</source>
        <translation>Main time left</translation>
    </message>
</context>
<context>
    <name>DeclareResultDialog</name>
    <message>
        <source>Declare a result</source>
        <translation>Declare a result</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>The arbiter&apos;s decision (art. {0}).</source>
        <translation>The arbiter&apos;s decision (art. {0}).</translation>
    </message>
</context>
<context>
    <name>DemoBoard</name>
    <message>
        <source>Red</source>
        <extracomment>Reference window size the font sizes below are designed for (logical px). Pixel sizes at the reference size. Least height of one move-list row (the list grows beyond it when there is room). Full-move rows (回合) shown in the move list by default. Side labels (art. 1.2: 红方 plays the red pieces, 黑方 the black ones). The fixed texts are English sources translated in context ``DemoBoard`` (zh_Hans: 红方, 黑方, 红胜 ...).</extracomment>
        <translation>Red</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Red wins</source>
        <extracomment>Result words for the PGN result tokens.</extracomment>
        <translation>Red wins</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Black wins</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Time out</source>
        <extracomment>Shown on a flagged clock face (超时, art. 4.1.6).</extracomment>
        <translation>Time out</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <extracomment>A bare round number in the header (第3轮) and the article cited with the result.</extracomment>
        <translation>Round {0}</translation>
    </message>
    <message>
        <source> · art. {0}</source>
        <extracomment>The most lines of the header; a longer one ends with &quot;…&quot; (the whole text as tooltip).</extracomment>
        <translation> · art. {0}</translation>
    </message>
</context>
<context>
    <name>DemoBoardWindow</name>
    <message>
        <source>xiangqi_gui demo board</source>
        <extracomment>Every fixed text drawn with the bundled font (sources; :func:`fixed_texts` translates).</extracomment>
        <translation>xiangqi_gui demo board</translation>
    </message>
    <message>
        <source>cannot show the game: {0}</source>
        <translation>cannot show the game: {0}</translation>
    </message>
</context>
<context>
    <name>DesktopShell</name>
    <message>
        <source>Cannot open the record</source>
        <extracomment>Characters encoded and written per step (a 50 MB header is not encoded in one call holding the interpreter lock the UI thread needs). the save being written, if any (see :meth:`save_to`)</extracomment>
        <translation>Cannot open the record</translation>
    </message>
    <message>
        <source>{0}: the file is gone.</source>
        <translation>{0}: the file is gone.</translation>
    </message>
    <message>
        <source>This game comes from the game library: it is saved as a new file, and %1 stays as it is.</source>
        <translation>This game comes from the game library: it is saved as a new file, and %1 stays as it is.</translation>
    </message>
    <message>
        <source>%1 cannot be written in its own format: the game is saved as a new PGN or XQF file.</source>
        <translation>%1 cannot be written in its own format: the game is saved as a new PGN or XQF file.</translation>
    </message>
    <message>
        <source>%1 is still being read and may hold several games: game %2 is saved as a new file, so that none of them is overwritten.</source>
        <translation>%1 is still being read and may hold several games: game %2 is saved as a new file, so that none of them is overwritten.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s): saving game %2 there would replace the whole collection with this one game, so it is saved as a new file.</source>
        <translation>
            <numerusform>%1 holds %n game: saving game %2 there would replace the whole collection with this one game, so it is saved as a new file.</numerusform>
            <numerusform>%1 holds %n games: saving game %2 there would replace the whole collection with this one game, so it is saved as a new file.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save record as</source>
        <translation>Save record as</translation>
    </message>
    <message>
        <source>Save game %1 as a new file</source>
        <translation>Save game %1 as a new file</translation>
    </message>
    <message>
        <source>PGN (*.pgn);;XQF (*.xqf)</source>
        <translation>PGN (*.pgn);;XQF (*.xqf)</translation>
    </message>
    <message>
        <source>A save is still being written.</source>
        <translation>A save is still being written.</translation>
    </message>
    <message>
        <source>Save as XQF?</source>
        <translation>Save as XQF?</translation>
    </message>
    <message>
        <source>XQF cannot keep every header exactly:
{0}

Save anyway?</source>
        <translation>XQF cannot keep every header exactly:
{0}

Save anyway?</translation>
    </message>
    <message>
        <source>Saving {0}…</source>
        <translation>Saving {0}…</translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation>Cannot save the record</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Saved {0}</translation>
    </message>
</context>
<context>
    <name>EngineChoice</name>
    <message>
        <source>Checking the engine “%1”…</source>
        <translation>Checking the engine “%1”…</translation>
    </message>
    <message>
        <source>“%1” is not a UCI or UCCI engine and was not taken: %2</source>
        <translation>“%1” is not a UCI or UCCI engine and was not taken: %2</translation>
    </message>
</context>
<context>
    <name>EngineSeats</name>
    <message>
        <source>Engine is thinking… ({0}: {1})</source>
        <translation>Engine is thinking… ({0}: {1})</translation>
    </message>
</context>
<context>
    <name>FoulDialog</name>
    <message>
        <source>Record a foul (art. 8.1)</source>
        <translation>Record a foul (art. 8.1)</translation>
    </message>
    <message>
        <source>art. {0}: {1}</source>
        <translation>art. {0}: {1}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Article</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
</context>
<context>
    <name>Fouls</name>
    <message>
        <source>distracting the opponent</source>
        <extracomment>Fouls of art. 8.1 an arbiter records at the board (article, English description; the dialog shows it translated, context ``Fouls``).</extracomment>
        <translation>distracting the opponent</translation>
    </message>
    <message>
        <source>stopping the clock</source>
        <translation>stopping the clock</translation>
    </message>
    <message>
        <source>offering a draw too often</source>
        <translation>offering a draw too often</translation>
    </message>
    <message>
        <source>touched a piece that cannot move or be captured</source>
        <translation>touched a piece that cannot move or be captured</translation>
    </message>
    <message>
        <source>not keeping the score sheet</source>
        <translation>not keeping the score sheet</translation>
    </message>
    <message>
        <source>pressed the clock without moving</source>
        <translation>pressed the clock without moving</translation>
    </message>
    <message>
        <source>misconduct</source>
        <translation>misconduct</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The selected piece cannot reach that point: no move was made.</source>
        <translation>The selected piece cannot reach that point: no move was made.</translation>
    </message>
    <message>
        <source>An earlier position is shown: select the last move (End) to return to the game.</source>
        <translation>An earlier position is shown: select the last move (End) to return to the game.</translation>
    </message>
    <message>
        <source>Viewing the position after move {0}; select the last move (End) to return to the game.</source>
        <translation>Viewing the position after move {0}; select the last move (End) to return to the game.</translation>
    </message>
    <message>
        <source>Autosave is off: the game cannot be written to {0} ({1}). Play goes on.</source>
        <translation>Autosave is off: the game cannot be written to {0} ({1}). Play goes on.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>Red wins</source>
        <translation>Red wins</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Black wins</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Both lose</source>
        <translation>Both lose</translation>
    </message>
    <message>
        <source>{0} — art. {1}</source>
        <translation>{0} — art. {1}</translation>
    </message>
</context>
<context>
    <name>GameEndDialog</name>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Print score sheet…</source>
        <translation>Print score sheet…</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Site</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Red team</source>
        <translation>Red team</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>Black team</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <source>ECCO</source>
        <translation>ECCO</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
</context>
<context>
    <name>GameInfoDialog</name>
    <message>
        <source>Game information</source>
        <translation>Game information</translation>
    </message>
    <message>
        <source>New header name</source>
        <translation>New header name</translation>
    </message>
    <message>
        <source>Add header</source>
        <translation>Add header</translation>
    </message>
    <message>
        <source> … [{0} more characters not shown]</source>
        <translation> … [{0} more characters not shown]</translation>
    </message>
    <message>
        <source>Too long or several lines: shown cut and kept unchanged ({0} characters).</source>
        <translation>Too long or several lines: shown cut and kept unchanged ({0} characters).</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>No.</source>
        <extracomment>How many search texts were made (tests count them)</extracomment>
        <translation>No.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>ECCO / opening</source>
        <translation>ECCO / opening</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Plies</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>GameListWidget</name>
    <message>
        <source>Filter: player, event, date, opening…</source>
        <extracomment>How many texts were laid out (tests count them)</extracomment>
        <translation>Filter: player, event, date, opening…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 / %Ln game(s)</source>
        <translation>
            <numerusform>%1 / %Ln game</numerusform>
            <numerusform>%1 / %Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportWorker</name>
    <message>
        <source>The import cannot start: {reason}.</source>
        <translation>The import cannot start: {reason}.</translation>
    </message>
    <message>
        <source>The import stopped before the end (exit code {code}); the games imported so far are kept.</source>
        <translation>The import stopped before the end (exit code {code}); the games imported so far are kept.</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Close this notice</source>
        <extracomment>Preferred first-start size; smaller screens get their available geometry. The clock&apos;s share of the window height: its digits are then at least 1/12 of it. The board&apos;s width as a share of its height (nine files, ten ranks and the file numbers). Study docks are at most this wide when the window has room to spare (px). The most lines the header&apos;s details (event, round, site, date…) take; then &quot;…&quot;.</extracomment>
        <translation>Close this notice</translation>
    </message>
</context>
<context>
    <name>JobProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>page {0} of {1}</source>
        <translation>page {0} of {1}</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
</context>
<context>
    <name>LibraryPane</name>
    <message>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <source>ECCO code or name, e.g. C45</source>
        <translation>ECCO code or name, e.g. C45</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Opening</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <source>This position</source>
        <translation>This position</translation>
    </message>
    <message>
        <source>Games that reach the position on the board</source>
        <translation>Games that reach the position on the board</translation>
    </message>
    <message>
        <source>mirrored too</source>
        <translation>mirrored too</translation>
    </message>
    <message>
        <source>colours swapped too</source>
        <translation>colours swapped too</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Next move</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Red scores</source>
        <translation>Red scores</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>ECCO</source>
        <translation>ECCO</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Plies</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Ply</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <source>Library</source>
        <translation>Library</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Library</translation>
    </message>
    <message>
        <source>Show library</source>
        <translation>Show library</translation>
    </message>
    <message>
        <source>Import files…</source>
        <translation>Import files…</translation>
    </message>
    <message>
        <source>Import folder…</source>
        <translation>Import folder…</translation>
    </message>
    <message>
        <source>{problem}

Rebuild the library now? The damaged file is kept next to it; you then import your files again.</source>
        <translation>{problem}

Rebuild the library now? The damaged file is kept next to it; you then import your files again.</translation>
    </message>
    <message>
        <source>{path}: the game library is damaged ({reason}).</source>
        <translation>{path}: the game library is damaged ({reason}).</translation>
    </message>
    <message>
        <source>Game library damaged</source>
        <translation>Game library damaged</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>Game library</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found; the first {shown} are listed. Narrow the search to list the others.</source>
        <translation>
            <numerusform>%n game found; the first {shown} are listed. Narrow the search to list the others.</numerusform>
            <numerusform>%n games found; the first {shown} are listed. Narrow the search to list the others.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found.</source>
        <translation>
            <numerusform>%n game found.</numerusform>
            <numerusform>%n games found.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) reach this position; {m} continue from it; Red scores {s}. The first {shown} are listed.</source>
        <translation>
            <numerusform>%n game reaches this position; {m} continue from it; Red scores {s}. The first {shown} are listed.</numerusform>
            <numerusform>%n games reach this position; {m} continue from it; Red scores {s}. The first {shown} are listed.</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} games reach this position; {m} continue from it; Red scores {s}.</source>
        <translation>{n} games reach this position; {m} continue from it; Red scores {s}.</translation>
    </message>
    <message>
        <source>Import into the library</source>
        <translation>Import into the library</translation>
    </message>
    <message>
        <source>Import a folder</source>
        <translation>Import a folder</translation>
    </message>
    <message>
        <source>An import is already running.</source>
        <translation>An import is already running.</translation>
    </message>
    <message>
        <source>%v/%m files, {n} games</source>
        <translation>%v/%m files, {n} games</translation>
    </message>
    <message>
        <source>… and {n} more.</source>
        <translation>… and {n} more.</translation>
    </message>
    <message>
        <source>Some games were not imported</source>
        <translation>Some games were not imported</translation>
    </message>
    <message numerus="yes">
        <source>Nothing new: the %n game(s) are already in the library.</source>
        <translation>
            <numerusform>Nothing new: the game is already in the library.</numerusform>
            <numerusform>Nothing new: the %n games are already in the library.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing new: the %n file(s) were imported before and have not changed.</source>
        <translation>
            <numerusform>Nothing new: the file was imported before and has not changed.</numerusform>
            <numerusform>Nothing new: the %n files were imported before and have not changed.</numerusform>
        </translation>
    </message>
    <message>
        <source>No record files were found to import.</source>
        <translation>No record files were found to import.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) added to the library.</source>
        <translation>
            <numerusform>%n game added to the library.</numerusform>
            <numerusform>%n games added to the library.</numerusform>
        </translation>
    </message>
    <message>
        <source>No game was added to the library.</source>
        <translation>No game was added to the library.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were already in the library.</source>
        <translation>
            <numerusform>%n game was already in the library.</numerusform>
            <numerusform>%n games were already in the library.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) added without an unreadable variation.</source>
        <translation>
            <numerusform>%n game added without an unreadable variation.</numerusform>
            <numerusform>%n games added without an unreadable variation.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) or file(s) could not be read.</source>
        <translation>
            <numerusform>%n game or file could not be read.</numerusform>
            <numerusform>%n games or files could not be read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The library now holds %n game(s).</source>
        <translation>
            <numerusform>The library now holds %n game.</numerusform>
            <numerusform>The library now holds %n games.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>two sentences one after the other</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>{file}: {place}: {reason}</source>
        <translation>{file}: {place}: {reason}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>First move (Home)</source>
        <translation>First move (Home)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Previous move (Left)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Next move (Right)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Last move (End)</translation>
    </message>
    <message>
        <source>Start position. Red to move.</source>
        <translation>Start position. Red to move.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Open record…</translation>
    </message>
    <message>
        <source>&amp;Save record</source>
        <translation>&amp;Save record</translation>
    </message>
    <message>
        <source>Save to the open file; a new record asks for a name</source>
        <translation>Save to the open file; a new record asks for a name</translation>
    </message>
    <message>
        <source>Save record &amp;as…</source>
        <translation>Save record &amp;as…</translation>
    </message>
    <message>
        <source>PGN (Chinese notation) or XQF, by the file name&apos;s extension</source>
        <translation>PGN (Chinese notation) or XQF, by the file name&apos;s extension</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copy FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN (new game)</source>
        <translation>&amp;Paste FEN (new game)</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>&amp;Print score sheet…</translation>
    </message>
    <message>
        <source>Export score sheet as P&amp;DF…</source>
        <translation>Export score sheet as P&amp;DF…</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>P&amp;references…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Offer draw</source>
        <translation>&amp;Offer draw</translation>
    </message>
    <message>
        <source>art. 22.1</source>
        <translation>art. 22.1</translation>
    </message>
    <message>
        <source>&amp;Accept draw</source>
        <translation>&amp;Accept draw</translation>
    </message>
    <message>
        <source>art. 4.2.1</source>
        <translation>art. 4.2.1</translation>
    </message>
    <message>
        <source>&amp;Decline draw</source>
        <translation>&amp;Decline draw</translation>
    </message>
    <message>
        <source>Claim the &amp;natural move limit</source>
        <translation>Claim the &amp;natural move limit</translation>
    </message>
    <message>
        <source>art. 22.2, 4.2.4</source>
        <translation>art. 22.2, 4.2.4</translation>
    </message>
    <message>
        <source>Claim a &amp;repetition ruling</source>
        <translation>Claim a &amp;repetition ruling</translation>
    </message>
    <message>
        <source>art. 23.1</source>
        <translation>art. 23.1</translation>
    </message>
    <message>
        <source>Ad&amp;just pieces</source>
        <translation>Ad&amp;just pieces</translation>
    </message>
    <message>
        <source>art. 5.6</source>
        <translation>art. 5.6</translation>
    </message>
    <message>
        <source>Red &amp;resigns</source>
        <translation>Red &amp;resigns</translation>
    </message>
    <message>
        <source>art. 4.1.12</source>
        <translation>art. 4.1.12</translation>
    </message>
    <message>
        <source>&amp;Black resigns</source>
        <translation>&amp;Black resigns</translation>
    </message>
    <message>
        <source>&amp;Undo move (casual play)</source>
        <translation>&amp;Undo move (casual play)</translation>
    </message>
    <message>
        <source>&amp;Start / pause clock</source>
        <translation>&amp;Start / pause clock</translation>
    </message>
    <message>
        <source>art. 8.1.2: only the arbiter</source>
        <translation>art. 8.1.2: only the arbiter</translation>
    </message>
    <message>
        <source>&amp;Correct time…</source>
        <translation>&amp;Correct time…</translation>
    </message>
    <message>
        <source>art. 21.4</source>
        <translation>art. 21.4</translation>
    </message>
    <message>
        <source>Record a &amp;foul…</source>
        <translation>Record a &amp;foul…</translation>
    </message>
    <message>
        <source>art. 8.1</source>
        <translation>art. 8.1</translation>
    </message>
    <message>
        <source>&amp;Declare a result…</source>
        <translation>&amp;Declare a result…</translation>
    </message>
    <message>
        <source>Record an &amp;illegal move…</source>
        <translation>Record an &amp;illegal move…</translation>
    </message>
    <message>
        <source>art. 8.1.8, 4.1.8: a move the board did not place</source>
        <translation>art. 8.1.8, 4.1.8: a move the board did not place</translation>
    </message>
    <message>
        <source>&amp;Take back a decision or moves…</source>
        <translation>&amp;Take back a decision or moves…</translation>
    </message>
    <message>
        <source>art. 17.5: the reason is written on the score sheet</source>
        <translation>art. 17.5: the reason is written on the score sheet</translation>
    </message>
    <message>
        <source>Co&amp;rrect the result…</source>
        <translation>Co&amp;rrect the result…</translation>
    </message>
    <message>
        <source>&amp;First move</source>
        <translation>&amp;First move</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>&amp;Previous move</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>&amp;Next move</translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation>&amp;Last move</translation>
    </message>
    <message>
        <source>Play from &amp;here (casual)</source>
        <translation>Play from &amp;here (casual)</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Flip board</translation>
    </message>
    <message>
        <source>&amp;About xiangqi_gui</source>
        <translation>&amp;About xiangqi_gui</translation>
    </message>
    <message>
        <source>Recent &amp;files</source>
        <translation>Recent &amp;files</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Arbiter</source>
        <translation>&amp;Arbiter</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Record</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source> … [{0} more characters not shown]</source>
        <extracomment>the printed score sheet&apos;s language (Preferences ▸ Printed score sheet): the CXA form&apos;s Chinese by default, None for the interface language the game list and background opening of collections (app/opener.py), if installed
----------
Seconds between two shown progress updates (see :meth:`GameListWidget.set_progress`). Milliseconds the filter waits after a key for the next one before it applies. Tag names per column (the first match is shown); ``None`` = computed column. Where a model row keeps its search text, after the shown columns (see :meth:`GameListModel.matching_rows`). Every row&apos;s flags (worked out once: a paint asks for each cell&apos;s). Sort key role (numbers sort as numbers). The roles :meth:`GameListModel.data` answers (as ints); the others are None at once.</extracomment>
        <translation> … [{0} more characters not shown]</translation>
    </message>
    <message>
        <source>Start position. Black to move.</source>
        <translation>Start position. Black to move.</translation>
    </message>
    <message>
        <source>Move %1, Red: %2</source>
        <translation>Move %1, Red: %2</translation>
    </message>
    <message>
        <source>Move %1, Black: %2</source>
        <translation>Move %1, Black: %2</translation>
    </message>
    <message>
        <source>%1 (in a variation)</source>
        <translation>%1 (in a variation)</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>art. {article}</source>
        <extracomment>``&quot;0-0&quot;``: both sides lose (双方弃权, a double forfeit, art. 20.2).</extracomment>
        <translation>art. {article}</translation>
    </message>
    <message>
        <source>{side} is checkmated (将死).</source>
        <translation>{side} is checkmated (将死).</translation>
    </message>
    <message>
        <source>{side} has no legal move (困毙) and loses.</source>
        <translation>{side} has no legal move (困毙) and loses.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>It is not {side}&apos;s turn.</source>
        <translation>It is not {side}&apos;s turn.</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>Foul by {side} (art. {article}): {text}</source>
        <translation>Foul by {side} (art. {article}): {text}</translation>
    </message>
    <message>
        <source>{count} fouls by {side} (art. {article}): {text}.</source>
        <translation>{count} fouls by {side} (art. {article}): {text}.</translation>
    </message>
    <message>
        <source>One foul by {side} (art. {article}): {text}.</source>
        <translation>One foul by {side} (art. {article}): {text}.</translation>
    </message>
    <message>
        <source>{side} committed a third foul ({articles}) and loses (art. 4.1.10).</source>
        <translation>{side} committed a third foul ({articles}) and loses (art. 4.1.10).</translation>
    </message>
    <message>
        <source>{side} pressed the clock without moving a second time (art. 8.1.7) and loses (art. 4.1.9).</source>
        <translation>{side} pressed the clock without moving a second time (art. 8.1.7) and loses (art. 4.1.9).</translation>
    </message>
    <message>
        <source>pressed the clock without moving</source>
        <translation>pressed the clock without moving</translation>
    </message>
    <message>
        <source>offered a draw {mine} times against the opponent&apos;s {theirs}</source>
        <translation>offered a draw {mine} times against the opponent&apos;s {theirs}</translation>
    </message>
    <message>
        <source>false natural-limit claim: {counted} of {limit} moves without a capture (5 minutes deducted, art. 22.2)</source>
        <translation>false natural-limit claim: {counted} of {limit} moves without a capture (5 minutes deducted, art. 22.2)</translation>
    </message>
    <message>
        <source>{missing} moves missing from the score sheet (art. 7.1)</source>
        <translation>{missing} moves missing from the score sheet (art. 7.1)</translation>
    </message>
    <message>
        <source>It is not {side}&apos;s turn; the touch does not count.</source>
        <translation>It is not {side}&apos;s turn; the touch does not count.</translation>
    </message>
    <message>
        <source>Touch-move is off.</source>
        <translation>Touch-move is off.</translation>
    </message>
    <message>
        <source>Adjusting pieces, declared (art. 5.6).</source>
        <translation>Adjusting pieces, declared (art. 5.6).</translation>
    </message>
    <message>
        <source>touched {piece}, which cannot move</source>
        <translation>touched {piece}, which cannot move</translation>
    </message>
    <message>
        <source>touched {piece}, which no piece can capture</source>
        <translation>touched {piece}, which no piece can capture</translation>
    </message>
    <message>
        <source>Foul (art. 8.1.5): {text}</source>
        <translation>Foul (art. 8.1.5): {text}</translation>
    </message>
    <message>
        <source>{fouls}. {then}</source>
        <translation>{fouls}. {then}</translation>
    </message>
    <message>
        <source>{duty} (art. {article})</source>
        <translation>{duty} (art. {article})</translation>
    </message>
    <message>
        <source>No touch-move duty.</source>
        <translation>No touch-move duty.</translation>
    </message>
    <message>
        <source>{side} must move {piece}</source>
        <translation>{side} must move {piece}</translation>
    </message>
    <message>
        <source>{side} touched {target}: {side} must capture it with any piece that can</source>
        <translation>{side} touched {target}: {side} must capture it with any piece that can</translation>
    </message>
    <message>
        <source>{side} touched {piece} and {target}: {piece} must capture {target}</source>
        <translation>{side} touched {piece} and {target}: {piece} must capture {target}</translation>
    </message>
    <message>
        <source>{side} touched {piece} and {target}: {piece} cannot capture {target}, so {piece} must move</source>
        <translation>{side} touched {piece} and {target}: {piece} cannot capture {target}, so {piece} must move</translation>
    </message>
    <message>
        <source>{side} touched {piece} and {target}: {piece} can neither capture {target} nor move, so another piece must capture {target}</source>
        <translation>{side} touched {piece} and {target}: {piece} can neither capture {target} nor move, so another piece must capture {target}</translation>
    </message>
    <message>
        <source>{side} touched {target} and {piece}: {piece} cannot capture {target}, so another piece must capture {target}</source>
        <translation>{side} touched {target} and {piece}: {piece} cannot capture {target}, so another piece must capture {target}</translation>
    </message>
    <message>
        <source>{side} touched {target} and {piece}: no piece can capture {target}, so {piece} must move</source>
        <translation>{side} touched {target} and {piece}: no piece can capture {target}, so {piece} must move</translation>
    </message>
    <message>
        <source>Touch-move (art. {article}): {duty}.</source>
        <translation>Touch-move (art. {article}): {duty}.</translation>
    </message>
    <message>
        <source>Released.</source>
        <translation>Released.</translation>
    </message>
    <message>
        <source>Adjustment finished (art. 5.6).</source>
        <translation>Adjustment finished (art. 5.6).</translation>
    </message>
    <message>
        <source>Pieces may be adjusted only in one&apos;s own time (art. 5.6).</source>
        <translation>Pieces may be adjusted only in one&apos;s own time (art. 5.6).</translation>
    </message>
    <message>
        <source>{side} adjusts pieces (art. 5.6).</source>
        <translation>{side} adjusts pieces (art. 5.6).</translation>
    </message>
    <message>
        <source>{move} breaks the touch-move duty: {duty} (art. {article})</source>
        <translation>{move} breaks the touch-move duty: {duty} (art. {article})</translation>
    </message>
    <message>
        <source>{move} would leave {general} capturable (art. 3.4).</source>
        <translation>{move} would leave {general} capturable (art. 3.4).</translation>
    </message>
    <message>
        <source>{move}: there is no piece on the starting point</source>
        <translation>{move}: there is no piece on the starting point</translation>
    </message>
    <message>
        <source>{move} moves {piece}, an opposing piece</source>
        <translation>{move} moves {piece}, an opposing piece</translation>
    </message>
    <message>
        <source>{move} is not a legal move of {piece} (art. 2.2)</source>
        <translation>{move} is not a legal move of {piece} (art. 2.2)</translation>
    </message>
    <message>
        <source>Illegal move refused: {why}.</source>
        <translation>Illegal move refused: {why}.</translation>
    </message>
    <message>
        <source>{why}; the move is retaken (art. 5.8.3)</source>
        <translation>{why}; the move is retaken (art. 5.8.3)</translation>
    </message>
    <message>
        <source>{side} played {move}</source>
        <translation>{side} played {move}</translation>
    </message>
    <message>
        <source>{side} played {move} ({nature})</source>
        <translation>{side} played {move} ({nature})</translation>
    </message>
    <message>
        <source>{side} played on: the draw offer is declined (art. 22.1).</source>
        <translation>{side} played on: the draw offer is declined (art. 22.1).</translation>
    </message>
    <message>
        <source>{side} violated the move rules ({why}); violation number {count} loses at the {level} level (art. 4.1.8).</source>
        <translation>{side} violated the move rules ({why}); violation number {count} loses at the {level} level (art. 4.1.8).</translation>
    </message>
    <message>
        <source>national</source>
        <translation>national</translation>
    </message>
    <message>
        <source>provincial</source>
        <translation>provincial</translation>
    </message>
    <message>
        <source>junior</source>
        <translation>junior</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>casual</translation>
    </message>
    <message>
        <source>the generals face each other</source>
        <translation>the generals face each other</translation>
    </message>
    <message>
        <source>{general} can be captured by {attackers}</source>
        <translation>{general} can be captured by {attackers}</translation>
    </message>
    <message>
        <source>{side} played {move}, after which {why} (自杀, art. 3.4, 4.1.3).</source>
        <translation>{side} played {move}, after which {why} (自杀, art. 3.4, 4.1.3).</translation>
    </message>
    <message>
        <source>{limit} moves without a capture (自然限着, art. 4.2.4).</source>
        <translation>{limit} moves without a capture (自然限着, art. 4.2.4).</translation>
    </message>
    <message>
        <source>Dead position: {why}; neither can win (art. 4.2.2).</source>
        <translation>Dead position: {why}; neither can win (art. 4.2.2).</translation>
    </message>
    <message>
        <source>neither side has a chariot, horse, cannon or soldier left</source>
        <translation>neither side has a chariot, horse, cannon or soldier left</translation>
    </message>
    <message>
        <source>the material ({red} v {black}) cannot win for either side (proven by the endgame solver)</source>
        <translation>the material ({red} v {black}) cannot win for either side (proven by the endgame solver)</translation>
    </message>
    <message>
        <source>{side} ran out of time (超时, art. 21.6) and loses (art. 4.1.6).</source>
        <translation>{side} ran out of time (超时, art. 21.6) and loses (art. 4.1.6).</translation>
    </message>
    <message>
        <source>{side} did not complete the required number of moves in the time limit (art. 21.1) and loses (art. 4.1.6).</source>
        <translation>{side} did not complete the required number of moves in the time limit (art. 21.1) and loses (art. 4.1.6).</translation>
    </message>
    <message>
        <source>{side} accepted {opponent}&apos;s draw offer (art. 4.2.1).</source>
        <translation>{side} accepted {opponent}&apos;s draw offer (art. 4.2.1).</translation>
    </message>
    <message>
        <source>{side}&apos;s claim of {limit} moves without a capture is verified (自然限着, art. 22.2, 4.2.4).</source>
        <translation>{side}&apos;s claim of {limit} moves without a capture is verified (自然限着, art. 22.2, 4.2.4).</translation>
    </message>
    <message>
        <source>{side} made a second false natural-limit claim in the same phase and loses (art. 4.1.11).</source>
        <translation>{side} made a second false natural-limit claim in the same phase and loses (art. 4.1.11).</translation>
    </message>
    <message>
        <source>{side} resigns (art. 4.1.12).</source>
        <translation>{side} resigns (art. 4.1.12).</translation>
    </message>
    <message>
        <source>{side} arrived later than the limit (art. 20.1) and loses (art. 4.1.7).</source>
        <translation>{side} arrived later than the limit (art. 20.1) and loses (art. 4.1.7).</translation>
    </message>
    <message>
        <source>Both players arrived later than the limit (art. 20.1): both forfeit (双方弃权, art. 20.2).</source>
        <translation>Both players arrived later than the limit (art. 20.1): both forfeit (双方弃权, art. 20.2).</translation>
    </message>
    <message>
        <source>{side} refused to observe the rules and loses (art. 4.1.13).</source>
        <translation>{side} refused to observe the rules and loses (art. 4.1.13).</translation>
    </message>
    <message>
        <source>{side} refused to observe the rules ({detail}) and loses (art. 4.1.13).</source>
        <translation>{side} refused to observe the rules ({detail}) and loses (art. 4.1.13).</translation>
    </message>
    <message>
        <source>The arbiter rules that neither side can win (art. 4.2.2).</source>
        <translation>The arbiter rules that neither side can win (art. 4.2.2).</translation>
    </message>
    <message>
        <source>The arbiter rules that neither side can win: {detail} (art. 4.2.2).</source>
        <translation>The arbiter rules that neither side can win: {detail} (art. 4.2.2).</translation>
    </message>
    <message>
        <source>A draw may be offered only in one&apos;s own time (art. 22.1).</source>
        <translation>A draw may be offered only in one&apos;s own time (art. 22.1).</translation>
    </message>
    <message>
        <source>The offer stands already.</source>
        <translation>The offer stands already.</translation>
    </message>
    <message>
        <source>{side} offers a draw.</source>
        <translation>{side} offers a draw.</translation>
    </message>
    <message>
        <source>There is no draw offer to accept.</source>
        <translation>There is no draw offer to accept.</translation>
    </message>
    <message>
        <source>There is no draw offer to decline.</source>
        <translation>There is no draw offer to decline.</translation>
    </message>
    <message>
        <source>{side} declines the draw.</source>
        <translation>{side} declines the draw.</translation>
    </message>
    <message>
        <source>Claims are made in one&apos;s own time (art. 22.4).</source>
        <translation>Claims are made in one&apos;s own time (art. 22.4).</translation>
    </message>
    <message>
        <source>{side}&apos;s score sheet misses {missing} moves: the claim is not accepted (art. 22.3).</source>
        <translation>{side}&apos;s score sheet misses {missing} moves: the claim is not accepted (art. 22.3).</translation>
    </message>
    <message>
        <source>Already ruled: {order}</source>
        <translation>Already ruled: {order}</translation>
    </message>
    <message>
        <source>Not a 待判局面: occurrences of the position so far: {count}; three full cycles, six 回合 on two points are needed (art. 23.1, 23.3, 23.4).</source>
        <translation>Not a 待判局面: occurrences of the position so far: {count}; three full cycles, six 回合 on two points are needed (art. 23.1, 23.3, 23.4).</translation>
    </message>
    <message>
        <source>Not a 待判局面: occurrences of the position so far: {count}; {needed} are needed (art. 23.1, 23.3, 23.4).</source>
        <translation>Not a 待判局面: occurrences of the position so far: {count}; {needed} are needed (art. 23.1, 23.3, 23.4).</translation>
    </message>
    <message>
        <source>{side}&apos;s score sheet: moves missing: {missing}, no foul (art. 7.1).</source>
        <translation>{side}&apos;s score sheet: moves missing: {missing}, no foul (art. 7.1).</translation>
    </message>
    <message>
        <source>This competition has no natural move limit.</source>
        <translation>This competition has no natural move limit.</translation>
    </message>
    <message>
        <source>The arbiter restored the position after ply {ply} (art. {article}): {reason}. Annulled: {annulled}. {side} to move.</source>
        <translation>The arbiter restored the position after ply {ply} (art. {article}): {reason}. Annulled: {annulled}. {side} to move.</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>no moves</translation>
    </message>
    <message>
        <source>待判局面 (art. 23.1): {basis}; a player may claim it.</source>
        <translation>待判局面 (art. 23.1): {basis}; a player may claim it.</translation>
    </message>
    <message>
        <source>{basis}; if neither side varies within two 回合 the game is drawn (art. 23.5.2, 23.5.2.1).</source>
        <translation>{basis}; if neither side varies within two 回合 the game is drawn (art. 23.5.2, 23.5.2.1).</translation>
    </message>
    <message>
        <source>{basis}; {side} must vary within two 回合 or loses (art. 23.5.2, 23.5.2.2).</source>
        <translation>{basis}; {side} must vary within two 回合 or loses (art. 23.5.2, 23.5.2.2).</translation>
    </message>
    <message>
        <source>Red: {red}; Black: {black}</source>
        <translation>Red: {red}; Black: {black}</translation>
    </message>
    <message>
        <source>: {chases}</source>
        <translation>: {chases}</translation>
    </message>
    <message>
        <source>{attacker} chases {target}</source>
        <translation>{attacker} chases {target}</translation>
    </message>
    <message>
        <source>Repeated position ({pattern}): {basis}</source>
        <translation>Repeated position ({pattern}): {basis}</translation>
    </message>
    <message>
        <source>{side} checked perpetually (长将){detail} and loses ({pattern}; {basis}).</source>
        <translation>{side} checked perpetually (长将){detail} and loses ({pattern}; {basis}).</translation>
    </message>
    <message>
        <source>{side} chased perpetually (长捉){detail} and loses ({pattern}; {basis}).</source>
        <translation>{side} chased perpetually (长捉){detail} and loses ({pattern}; {basis}).</translation>
    </message>
    <message>
        <source>{side} repeated a forbidden pattern ({name}){detail} and loses ({pattern}; {basis}).</source>
        <translation>{side} repeated a forbidden pattern ({name}){detail} and loses ({pattern}; {basis}).</translation>
    </message>
    <message>
        <source>equal patterns draw (AXF)</source>
        <translation>equal patterns draw (AXF)</translation>
    </message>
    <message>
        <source>perpetual check loses (AXF rule 6)</source>
        <translation>perpetual check loses (AXF rule 6)</translation>
    </message>
    <message>
        <source>perpetual chase of one piece loses (AXF)</source>
        <translation>perpetual chase of one piece loses (AXF)</translation>
    </message>
    <message>
        <source>both sides&apos; moves are allowed, draw by 不变作和 (art. 25.2, 4.2.3)</source>
        <translation>both sides&apos; moves are allowed, draw by 不变作和 (art. 25.2, 4.2.3)</translation>
    </message>
    <message>
        <source>unilateral perpetual check is never allowed (art. 25.1)</source>
        <translation>unilateral perpetual check is never allowed (art. 25.1)</translation>
    </message>
    <message>
        <source>a forbidden pattern against an allowed one must vary (art. 25.3)</source>
        <translation>a forbidden pattern against an allowed one must vary (art. 25.3)</translation>
    </message>
    <message>
        <source>mutual perpetual check, draw (art. 26.9.4)</source>
        <translation>mutual perpetual check, draw (art. 26.9.4)</translation>
    </message>
    <message>
        <source>{name} is listed in art. 26.9.1 and must vary</source>
        <translation>{name} is listed in art. 26.9.1 and must vary</translation>
    </message>
    <message>
        <source>a single piece&apos;s 长捉 against a joint chase (联合捉) must vary (art. {article})</source>
        <translation>a single piece&apos;s 长捉 against a joint chase (联合捉) must vary (art. {article})</translation>
    </message>
    <message>
        <source>both sides forbidden, draw by 不变作和 (art. 26.9.4)</source>
        <translation>both sides forbidden, draw by 不变作和 (art. 26.9.4)</translation>
    </message>
    <message>
        <source>{basis}; unilateral 长将 loses at once (art. 23.5.1)</source>
        <translation>{basis}; unilateral 长将 loses at once (art. 23.5.1)</translation>
    </message>
    <message>
        <source>{side} must press the clock first.</source>
        <translation>{side} must press the clock first.</translation>
    </message>
    <message>
        <source>The clock has not been started: the arbiter starts it (Space or Arbiter → Start/pause clock).</source>
        <translation>The clock has not been started: the arbiter starts it (Space or Arbiter → Start/pause clock).</translation>
    </message>
    <message>
        <source>The clock is paused: no move counts until the arbiter restarts it (Space or Arbiter → Start/pause clock).</source>
        <translation>The clock is paused: no move counts until the arbiter restarts it (Space or Arbiter → Start/pause clock).</translation>
    </message>
    <message>
        <source>The clock is stopped (a flag fell): no move counts until the arbiter restarts it.</source>
        <translation>The clock is stopped (a flag fell): no move counts until the arbiter restarts it.</translation>
    </message>
    <message>
        <source>{side} is played by the engine: wait for its move.</source>
        <translation>{side} is played by the engine: wait for its move.</translation>
    </message>
    <message>
        <source>An earlier position is shown: select the last move (End) to return to the game.</source>
        <translation>An earlier position is shown: select the last move (End) to return to the game.</translation>
    </message>
    <message>
        <source>{side} played {move:chinese}.</source>
        <translation>{side} played {move:chinese}.</translation>
    </message>
    <message>
        <source>{side}: press your clock.</source>
        <translation>{side}: press your clock.</translation>
    </message>
    <message>
        <source>Drag cancelled: the piece went back. {ruling}</source>
        <translation>Drag cancelled: the piece went back. {ruling}</translation>
    </message>
    <message>
        <source>{side} started the clock.</source>
        <translation>{side} started the clock.</translation>
    </message>
    <message>
        <source>The clock starts with the first move.</source>
        <translation>The clock starts with the first move.</translation>
    </message>
    <message>
        <source>{side} pressed the clock; {opponent} to move.</source>
        <translation>{side} pressed the clock; {opponent} to move.</translation>
    </message>
    <message>
        <source>{side}&apos;s clock is pressed by the engine; the press was ignored.</source>
        <translation>{side}&apos;s clock is pressed by the engine; the press was ignored.</translation>
    </message>
    <message>
        <source>In casual play the clock is pressed automatically after each move.</source>
        <translation>In casual play the clock is pressed automatically after each move.</translation>
    </message>
    <message>
        <source>{side} must press the clock first; claims are made in one&apos;s own time (art. 22.4).</source>
        <translation>{side} must press the clock first; claims are made in one&apos;s own time (art. 22.4).</translation>
    </message>
    <message>
        <source>the arbiter refused its move {move}</source>
        <translation>the arbiter refused its move {move}</translation>
    </message>
    <message>
        <source>{side}&apos;s engine failed: {text}. The clock is paused; {side} is now played by hand — the arbiter restarts the clock (Space).</source>
        <translation>{side}&apos;s engine failed: {text}. The clock is paused; {side} is now played by hand — the arbiter restarts the clock (Space).</translation>
    </message>
    <message>
        <source>The arbiter started the clock.</source>
        <translation>The arbiter started the clock.</translation>
    </message>
    <message>
        <source>The arbiter paused the clock.</source>
        <translation>The arbiter paused the clock.</translation>
    </message>
    <message>
        <source>The arbiter restarted the clock.</source>
        <translation>The arbiter restarted the clock.</translation>
    </message>
    <message>
        <source>The clock cannot restart: {error}</source>
        <translation>The clock cannot restart: {error}</translation>
    </message>
    <message>
        <source>The arbiter set {side}&apos;s time (art. 21.4).</source>
        <translation>The arbiter set {side}&apos;s time (art. 21.4).</translation>
    </message>
    <message>
        <source>Undo is allowed only in casual play, during the game.</source>
        <translation>Undo is allowed only in casual play, during the game.</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Move taken back.</translation>
    </message>
    <message>
        <source>{count} moves taken back (the engine&apos;s reply and yours).</source>
        <translation>{count} moves taken back (the engine&apos;s reply and yours).</translation>
    </message>
    <message>
        <source>Cannot take back {count} moves.</source>
        <translation>Cannot take back {count} moves.</translation>
    </message>
    <message>
        <source>There is no decision to take back.</source>
        <translation>There is no decision to take back.</translation>
    </message>
    <message>
        <source>The arbiter took back the decision ({reason}); the clock is paused — the arbiter restarts it.</source>
        <translation>The arbiter took back the decision ({reason}); the clock is paused — the arbiter restarts it.</translation>
    </message>
    <message>
        <source>The arbiter took back one move ({reason}); the clock is paused — the arbiter restarts it.</source>
        <translation>The arbiter took back one move ({reason}); the clock is paused — the arbiter restarts it.</translation>
    </message>
    <message>
        <source>The arbiter took back {count} moves ({reason}); the clock is paused — the arbiter restarts it.</source>
        <translation>The arbiter took back {count} moves ({reason}); the clock is paused — the arbiter restarts it.</translation>
    </message>
    <message>
        <source>The game is not over: the arbiter declares a result instead.</source>
        <translation>The game is not over: the arbiter declares a result instead.</translation>
    </message>
    <message>
        <source>Game resumed after ply {ply}; the clock is paused — the arbiter restarts it (Space or Arbiter → Start/pause clock).</source>
        <translation>Game resumed after ply {ply}; the clock is paused — the arbiter restarts it (Space or Arbiter → Start/pause clock).</translation>
    </message>
    <message>
        <source>Game over: {result} — {reason}</source>
        <translation>Game over: {result} — {reason}</translation>
    </message>
    <message>
        <source>The arbiter corrected the result {old} to {new}: {reason} (art. 17.5).</source>
        <translation>The arbiter corrected the result {old} to {new}: {reason} (art. 17.5).</translation>
    </message>
    <message>
        <source>{move} (自杀)</source>
        <translation>{move} (自杀)</translation>
    </message>
    <message>
        <source>Arbiter set {side}&apos;s time to {time} (art. 21.4)</source>
        <translation>Arbiter set {side}&apos;s time to {time} (art. 21.4)</translation>
    </message>
    <message>
        <source>Arbiter&apos;s correction: {reason} (art. 17.5)</source>
        <translation>Arbiter&apos;s correction: {reason} (art. 17.5)</translation>
    </message>
    <message>
        <source>Result corrected {old} → {new}: {reason} (art. 17.5)</source>
        <translation>Result corrected {old} → {new}: {reason} (art. 17.5)</translation>
    </message>
    <message>
        <source>Loss for violating the move rules (art. 4.1.8): {reason}</source>
        <translation>Loss for violating the move rules (art. 4.1.8): {reason}</translation>
    </message>
    <message>
        <source>This game records no moves: only the clock is kept.</source>
        <translation>This game records no moves: only the clock is kept.</translation>
    </message>
    <message>
        <source>The clock started: {side} to move.</source>
        <translation>The clock started: {side} to move.</translation>
    </message>
    <message>
        <source>{side} pressed the clock; type {side}&apos;s move.</source>
        <translation>{side} pressed the clock; type {side}&apos;s move.</translation>
    </message>
    <message>
        <source>{side} pressed the clock; type {side}&apos;s move ({count} moves to type).</source>
        <translation>{side} pressed the clock; type {side}&apos;s move ({count} moves to type).</translation>
    </message>
    <message>
        <source>No press is waiting for its move.</source>
        <translation>No press is waiting for its move.</translation>
    </message>
    <message>
        <source>The press can no longer be withdrawn: the clock changed since; the arbiter records the foul (Arbiter → Record a foul).</source>
        <translation>The press can no longer be withdrawn: the clock changed since; the arbiter records the foul (Arbiter → Record a foul).</translation>
    </message>
    <message>
        <source>Type the pressed moves first: a claim is judged on the position on the board.</source>
        <translation>Type the pressed moves first: a claim is judged on the position on the board.</translation>
    </message>
    <message>
        <source>Pressed moves not typed before the end: {count}.</source>
        <translation>Pressed moves not typed before the end: {count}.</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>no such file</translation>
    </message>
    <message>
        <source>cannot read file: {error}</source>
        <translation>cannot read file: {error}</translation>
    </message>
    <message>
        <source>no game found (not a PGN file?)</source>
        <translation>no game found (not a PGN file?)</translation>
    </message>
    <message>
        <source>invalid {encoding} text after the byte-order mark</source>
        <translation>invalid {encoding} text after the byte-order mark</translation>
    </message>
    <message>
        <source>text is neither UTF-8, GB18030 nor Big5</source>
        <translation>text is neither UTF-8, GB18030 nor Big5</translation>
    </message>
    <message>
        <source>no FEN position found in the list</source>
        <translation>no FEN position found in the list</translation>
    </message>
    <message>
        <source>not a valid FEN position: {text}</source>
        <translation>not a valid FEN position: {text}</translation>
    </message>
    <message>
        <source>invalid start position FEN {fen}: {error}</source>
        <translation>invalid start position FEN {fen}: {error}</translation>
    </message>
    <message>
        <source>unsupported move notation: first move token {token}</source>
        <translation>unsupported move notation: first move token {token}</translation>
    </message>
    <message>
        <source>{number}. {move}</source>
        <translation>{number}. {move}</translation>
    </message>
    <message>
        <source>{number}. ... {move}</source>
        <translation>{number}. ... {move}</translation>
    </message>
    <message>
        <source>illegal move at {label}: {error}</source>
        <translation>illegal move at {label}: {error}</translation>
    </message>
    <message>
        <source>illegal move at {label} (in a variation): {error}</source>
        <translation>illegal move at {label} (in a variation): {error}</translation>
    </message>
    <message>
        <source>illegal move at {label} in position {fen}</source>
        <translation>illegal move at {label} in position {fen}</translation>
    </message>
    <message>
        <source>illegal move at {label} (in a variation) in position {fen}</source>
        <translation>illegal move at {label} (in a variation) in position {fen}</translation>
    </message>
    <message>
        <source>the file ends in the middle of the move {label}: it seems cut short</source>
        <translation>the file ends in the middle of the move {label}: it seems cut short</translation>
    </message>
    <message>
        <source>comment &apos;{{&apos; is never closed</source>
        <translation>comment &apos;{{&apos; is never closed</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; before any move it could replace</source>
        <translation>variation &apos;(&apos; before any move it could replace</translation>
    </message>
    <message>
        <source>variations nested deeper than {depth}</source>
        <translation>variations nested deeper than {depth}</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>&apos;)&apos; closes no variation</translation>
    </message>
    <message>
        <source>&apos;[&apos; inside movetext is not a tag pair</source>
        <translation>&apos;[&apos; inside movetext is not a tag pair</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; opened here is never closed ({count} open)</source>
        <translation>variation &apos;(&apos; opened here is never closed ({count} open)</translation>
    </message>
    <message>
        <source>binit must be 64 digits 0-9, got {count} characters</source>
        <translation>binit must be 64 digits 0-9, got {count} characters</translation>
    </message>
    <message>
        <source>binit slot {slot} has file {file} off the board</source>
        <translation>binit slot {slot} has file {file} off the board</translation>
    </message>
    <message>
        <source>move list is not a sequence of 4-digit moves</source>
        <translation>move list is not a sequence of 4-digit moves</translation>
    </message>
    <message>
        <source>move {move} leaves the board</source>
        <translation>move {move} leaves the board</translation>
    </message>
    <message>
        <source>branch {branch} starts at ply {ply} of line {parent}, which does not exist</source>
        <translation>branch {branch} starts at ply {ply} of line {parent}, which does not exist</translation>
    </message>
    <message>
        <source>move {move} in column {column} has no predecessor</source>
        <translation>move {move} in column {column} has no predecessor</translation>
    </message>
    <message>
        <source>not an XQF file: it starts with the bytes {start}, an XQF file with 58 51 (“XQ”)</source>
        <translation>not an XQF file: it starts with the bytes {start}, an XQF file with 58 51 (“XQ”)</translation>
    </message>
    <message>
        <source>not an XQF file: the file is empty</source>
        <translation>not an XQF file: the file is empty</translation>
    </message>
    <message>
        <source>truncated XQF header: {size} of {needed} bytes</source>
        <translation>truncated XQF header: {size} of {needed} bytes</translation>
    </message>
    <message>
        <source>unsupported XQF version {version} (10..18 are known)</source>
        <translation>unsupported XQF version {version} (10..18 are known)</translation>
    </message>
    <message>
        <source>two pieces on square {square}</source>
        <translation>two pieces on square {square}</translation>
    </message>
    <message>
        <source>move record squares {origin}/{target} are off the board</source>
        <translation>move record squares {origin}/{target} are off the board</translation>
    </message>
    <message>
        <source>truncated move record (file ends inside the move tree)</source>
        <translation>truncated move record (file ends inside the move tree)</translation>
    </message>
    <message>
        <source>truncated comment length</source>
        <translation>truncated comment length</translation>
    </message>
    <message>
        <source>comment length {length} runs past the end of the file</source>
        <translation>comment length {length} runs past the end of the file</translation>
    </message>
    <message>
        <source>XQF holds at most {count} of piece {letter}</source>
        <translation>XQF holds at most {count} of piece {letter}</translation>
    </message>
    <message>
        <source>header {tag} is dropped: XQF has no field for it</source>
        <translation>header {tag} is dropped: XQF has no field for it</translation>
    </message>
    <message>
        <source>header {tag} is cut to {size} bytes (XQF&apos;s fixed field): {value}</source>
        <translation>header {tag} is cut to {size} bytes (XQF&apos;s fixed field): {value}</translation>
    </message>
    <message>
        <source>header {tag}: XQF keeps no line breaks (written as spaces): {value}</source>
        <translation>header {tag}: XQF keeps no line breaks (written as spaces): {value}</translation>
    </message>
    <message>
        <source>header {tag}: XQF readers drop white space and NUL characters at the ends: {value}</source>
        <translation>header {tag}: XQF readers drop white space and NUL characters at the ends: {value}</translation>
    </message>
    <message>
        <source>{reason}; the game was imported without the rest of that variation</source>
        <extracomment>Games per committed transaction. File name endings imported from folders. progress(files done, files total, games imported so far, current file)</extracomment>
        <translation>{reason}; the game was imported without the rest of that variation</translation>
    </message>
    <message>
        <source>longer than {count} characters: not a move text</source>
        <translation>longer than {count} characters: not a move text</translation>
    </message>
    <message>
        <source>not a move in any known notation (Chinese, abbr, WXF, ICCS)</source>
        <translation>not a move in any known notation (Chinese, abbr, WXF, ICCS)</translation>
    </message>
    <message>
        <source>empty move text</source>
        <translation>empty move text</translation>
    </message>
    <message>
        <source>not ICCS notation (expected e.g. h2e2)</source>
        <translation>not ICCS notation (expected e.g. h2e2)</translation>
    </message>
    <message>
        <source>not WXF notation (expected letter, file, +/-/=, digit)</source>
        <translation>not WXF notation (expected letter, file, +/-/=, digit)</translation>
    </message>
    <message>
        <source>unknown piece letter {letter}</source>
        <translation>unknown piece letter {letter}</translation>
    </message>
    <message>
        <source>not abbreviated notation (expected piece, file, digit)</source>
        <translation>not abbreviated notation (expected piece, file, digit)</translation>
    </message>
    <message>
        <source>not Chinese notation (expected ... 进/退/平 and a number)</source>
        <translation>not Chinese notation (expected ... 进/退/平 and a number)</translation>
    </message>
    <message>
        <source>not a move text (expected piece, file, 进/退/平, number)</source>
        <translation>not a move text (expected piece, file, 进/退/平, number)</translation>
    </message>
    <message>
        <source>unknown piece {char}</source>
        <translation>unknown piece {char}</translation>
    </message>
    <message>
        <source>unexpected character {char} in Chinese notation</source>
        <translation>unexpected character {char} in Chinese notation</translation>
    </message>
    <message>
        <source>no such tandem ordinal {ordinal}</source>
        <translation>no such tandem ordinal {ordinal}</translation>
    </message>
    <message>
        <source>no piece of the side to move on {square}</source>
        <translation>no piece of the side to move on {square}</translation>
    </message>
    <message>
        <source>no red piece (side to move) on {square}</source>
        <translation>no red piece (side to move) on {square}</translation>
    </message>
    <message>
        <source>no black piece (side to move) on {square}</source>
        <translation>no black piece (side to move) on {square}</translation>
    </message>
    <message>
        <source>not a legal move in this position</source>
        <translation>not a legal move in this position</translation>
    </message>
    <message>
        <source>a {name} cannot move sideways (平)</source>
        <translation>the {kind} cannot move sideways (平)</translation>
    </message>
    <message>
        <source>a {name} cannot retreat (退)</source>
        <translation>the {kind} cannot retreat (退)</translation>
    </message>
    <message>
        <source>the side to move has no {name}</source>
        <translation>the side to move has no {kind}</translation>
    </message>
    <message>
        <source>there is no {origin}</source>
        <translation>there is no {origin}</translation>
    </message>
    <message>
        <source>not a legal move for the {origin}</source>
        <translation>not a legal move for the {origin}</translation>
    </message>
    <message>
        <source>ambiguous: fits {count} legal moves ({moves})</source>
        <translation>ambiguous: fits {count} legal moves ({moves})</translation>
    </message>
    <message>
        <source>{name}</source>
        <translation>{kind}</translation>
    </message>
    <message>
        <source>{name} on file {file}</source>
        <translation>{kind} on file {file}</translation>
    </message>
    <message>
        <source>{rank} {name}</source>
        <translation>{rank} {kind}</translation>
    </message>
    <message>
        <source>{rank} {name} on file {file}</source>
        <translation>{rank} {kind} on file {file}</translation>
    </message>
    <message>
        <source>front</source>
        <translation>front</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>middle</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>rear</translation>
    </message>
    <message>
        <source>number {ordinal}</source>
        <translation>number {ordinal}</translation>
    </message>
    <message>
        <source>not WinBoard SAN</source>
        <translation>not WinBoard SAN</translation>
    </message>
    <message>
        <source>rank {rank} is off the board</source>
        <translation>rank {rank} is off the board</translation>
    </message>
    <message>
        <source>no legal move fits</source>
        <translation>no legal move fits</translation>
    </message>
    <message>
        <source>move {number} of the pasted text: {reason}</source>
        <translation>move {number} of the pasted text: {reason}</translation>
    </message>
    <message>
        <source>FEN placement has {count} ranks, expected 10: {text}</source>
        <extracomment>Longest move counter read (ASCII digits only); a longer one is a :class:`FenError`. Why a FEN is refused: ids and English templates (the UI translates them, context ``Message``). A quoted piece of the FEN is passed quoted (``repr``).</extracomment>
        <translation>FEN placement has {count} ranks, expected 10: {text}</translation>
    </message>
    <message>
        <source>rank {rank} has more than 9 points: {text}</source>
        <translation>rank {rank} has more than 9 points: {text}</translation>
    </message>
    <message>
        <source>rank {rank} has {count} points, expected 9: {text}</source>
        <translation>rank {rank} has {count} points, expected 9: {text}</translation>
    </message>
    <message>
        <source>unknown piece letter {letter} on rank {rank}</source>
        <translation>unknown piece letter {letter} on rank {rank}</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square} cannot stand there (art. 2.2: {rule})</source>
        <translation>{side:lower} {kind} on {square} cannot stand there (art. 2.2: {rule})</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square} is one too many: a side has {count} (art. 1.2)</source>
        <translation>{side:lower} {kind} on {square} is one too many: a side has {count} (art. 1.2)</translation>
    </message>
    <message>
        <source>{side:lower} general is missing</source>
        <translation>{side:lower} general is missing</translation>
    </message>
    <message>
        <source>FEN move counter {text} is not a number of at most {digits} digits 0-9</source>
        <translation>FEN move counter {text} is not a number of at most {digits} digits 0-9</translation>
    </message>
    <message>
        <source>FEN needs at least placement and side to move: {text}</source>
        <translation>FEN needs at least placement and side to move: {text}</translation>
    </message>
    <message>
        <source>FEN side to move must be w, r or b, not {text}</source>
        <translation>FEN side to move must be w, r or b, not {text}</translation>
    </message>
    <message>
        <source>the palace only</source>
        <translation>the palace only</translation>
    </message>
    <message>
        <source>the palace diagonals only</source>
        <translation>the palace diagonals only</translation>
    </message>
    <message>
        <source>its seven points on its own side of the river only</source>
        <translation>its seven points on its own side of the river only</translation>
    </message>
    <message>
        <source>never behind its start rank, nor beside it before the river</source>
        <translation>never behind its start rank, nor beside it before the river</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square} is in check from {by}, but it is {mover:lower}&apos;s turn</source>
        <extracomment>Why a position is refused although its FEN reads (ids and English templates, context ``Message``; :func:`~xiangqi_gui.rules.fen.placed` names the pieces).</extracomment>
        <translation>{side:lower} {kind} on {square} is in check from {by}, but it is {mover:lower}&apos;s turn</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square}</source>
        <translation>{side:lower} {kind} on {square}</translation>
    </message>
    <message>
        <source>the facing general</source>
        <translation>the facing general</translation>
    </message>
    <message>
        <source>byoyomi: the last stage must be sudden death (moves=None)</source>
        <extracomment>The time-control mistakes a person can make in the form (context ``Message``).</extracomment>
        <translation>byoyomi: the last stage must be sudden death (moves=None)</translation>
    </message>
    <message>
        <source>byoyomi: cannot be combined with a delay in the last stage</source>
        <translation>byoyomi: cannot be combined with a delay in the last stage</translation>
    </message>
    <message>
        <source>stages[0]: a Bronstein delay with no main time flags at once; use a simple (US) delay for a fixed time per move</source>
        <translation>stages[0]: a Bronstein delay with no main time flags at once; use a simple (US) delay for a fixed time per move</translation>
    </message>
    <message>
        <source>stages[0]: time_ns is 0 and nothing else gives time to move</source>
        <translation>stages[0]: time_ns is 0 and nothing else gives time to move</translation>
    </message>
    <message>
        <source>time odds {delta} ns exceed the base time {base}</source>
        <translation>time odds {delta} ns exceed the base time {base}</translation>
    </message>
    <message>
        <source>no engine found: looked for {names} on PATH and in {dirs}; install fairy-stockfish (apt-get install fairy-stockfish) or choose the engine file in the settings</source>
        <translation>no engine found: looked for {names} on PATH and in {dirs}; install fairy-stockfish (apt-get install fairy-stockfish) or choose the engine file in the settings</translation>
    </message>
    <message>
        <source>engine {engine} is not an executable file</source>
        <translation>engine {engine} is not an executable file</translation>
    </message>
    <message>
        <source>engine {engine} did not start: {error}</source>
        <translation>engine {engine} did not start: {error}</translation>
    </message>
    <message>
        <source>engine {engine} could not be started</source>
        <translation>engine {engine} could not be started</translation>
    </message>
    <message>
        <source>engine {engine} crashed</source>
        <translation>engine {engine} crashed</translation>
    </message>
    <message>
        <source>engine {engine} exited unexpectedly (status {code})</source>
        <translation>engine {engine} exited unexpectedly (status {code})</translation>
    </message>
    <message>
        <source>engine {engine} exited (status {code}) while we waited for its {what}</source>
        <translation>engine {engine} exited (status {code}) while we waited for its {what}</translation>
    </message>
    <message>
        <source>engine {engine} sent no {what} within {seconds} s and was stopped</source>
        <translation>engine {engine} sent no {what} within {seconds} s and was stopped</translation>
    </message>
    <message>
        <source>handshake reply</source>
        <translation>handshake reply</translation>
    </message>
    <message>
        <source>move</source>
        <translation>move</translation>
    </message>
    <message>
        <source>reply to stop</source>
        <translation>reply to stop</translation>
    </message>
    <message>
        <source>output</source>
        <translation>output</translation>
    </message>
    <message>
        <source>engine {engine} returned no move in position {fen}</source>
        <translation>engine {engine} returned no move in position {fen}</translation>
    </message>
    <message>
        <source>engine {engine} sent move {text} in position {fen}: {reason}</source>
        <translation>engine {engine} sent move {text} in position {fen}: {reason}</translation>
    </message>
    <message>
        <source>{text} is not a move with files a-i and ranks {ranks}</source>
        <translation>{text} is not a move with files a-i and ranks {ranks}</translation>
    </message>
    <message>
        <source>{move} is not a legal move for the side to move</source>
        <translation>{move} is not a legal move for the side to move</translation>
    </message>
    <message>
        <source>bad engine output {line}: {reason}</source>
        <translation>bad engine output {line}: {reason}</translation>
    </message>
    <message>
        <source>bad engine output {line}: {reason} (engine {engine}, position {fen})</source>
        <translation>bad engine output {line}: {reason} (engine {engine}, position {fen})</translation>
    </message>
    <message>
        <source>bestmove without a move</source>
        <translation>bestmove without a move</translation>
    </message>
    <message>
        <source>ponder move: {reason}</source>
        <translation>ponder move: {reason}</translation>
    </message>
    <message>
        <source>{path}: cannot open the game library ({error})</source>
        <extracomment>Columns of :class:`GameRow`, in SELECT order.</extracomment>
        <translation>{path}: cannot open the game library ({error})</translation>
    </message>
    <message>
        <source>{path}: the game library is damaged ({reason}). It can be rebuilt: the damaged file is kept aside and the games are imported again.</source>
        <translation>{path}: the game library is damaged ({reason}). It can be rebuilt: the damaged file is kept aside and the games are imported again.</translation>
    </message>
    <message>
        <source>schema version {found}, expected {expected}</source>
        <translation>schema version {found}, expected {expected}</translation>
    </message>
    <message>
        <source>a stored move tree cannot be read</source>
        <translation>a stored move tree cannot be read</translation>
    </message>
    <message>
        <source>a stored move tree cannot be read: {reason}</source>
        <translation>a stored move tree cannot be read: {reason}</translation>
    </message>
    <message>
        <source>no game {number} in the library</source>
        <translation>no game {number} in the library</translation>
    </message>
    <message>
        <source>invalid FEN {fen}: {error}</source>
        <translation>invalid FEN {fen}: {error}</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>No such file or directory</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permission denied</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Operation not permitted</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>No space left on device</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Disk quota exceeded</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Read-only file system</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Is a directory</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>Not a directory</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>File exists</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Input/output error</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>File name too long</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>Too many open files</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>Device or resource busy</translation>
    </message>
    <message>
        <source>Exec format error</source>
        <translation>Exec format error</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>database is locked</source>
        <translation>database is locked</translation>
    </message>
    <message>
        <source>database disk image is malformed</source>
        <translation>database disk image is malformed</translation>
    </message>
    <message>
        <source>file is not a database</source>
        <translation>file is not a database</translation>
    </message>
    <message>
        <source>attempt to write a readonly database</source>
        <translation>attempt to write a readonly database</translation>
    </message>
    <message>
        <source>unable to open database file</source>
        <translation>unable to open database file</translation>
    </message>
    <message>
        <source>disk I/O error</source>
        <translation>disk I/O error</translation>
    </message>
    <message>
        <source>database or disk is full</source>
        <translation>database or disk is full</translation>
    </message>
    <message>
        <source>{path}: no such file</source>
        <translation>{path}: no such file</translation>
    </message>
    <message>
        <source>{path}: already exists</source>
        <translation>{path}: already exists</translation>
    </message>
    <message>
        <source>{path}: cannot open: {error}</source>
        <translation>{path}: cannot open: {error}</translation>
    </message>
    <message>
        <source>{path}: cannot read: {error}</source>
        <translation>{path}: cannot read: {error}</translation>
    </message>
    <message>
        <source>{path}: cannot write: {error}</source>
        <translation>{path}: cannot write: {error}</translation>
    </message>
    <message>
        <source>{path}: cannot update the file: {error}</source>
        <translation>{path}: cannot update the file: {error}</translation>
    </message>
    <message>
        <source>{path}: not a readable tournament file: {error}</source>
        <translation>{path}: not a readable tournament file: {error}</translation>
    </message>
    <message>
        <source>{path}: not a readable {kind} file: {error}</source>
        <translation>{path}: not a readable {kind} file: {error}</translation>
    </message>
    <message>
        <source>{path}: wrong kind of event file ({found}; expected {kind})</source>
        <translation>{path}: wrong kind of event file ({found}; expected {kind})</translation>
    </message>
    <message>
        <source>{path}: not an event file of this program</source>
        <translation>{path}: not an event file of this program</translation>
    </message>
    <message>
        <source>event</source>
        <translation>event</translation>
    </message>
    <message>
        <source>team-event</source>
        <translation>team-event</translation>
    </message>
    <message>
        <source>knockout</source>
        <translation>knockout</translation>
    </message>
    <message>
        <source>{path}: not a tournament export: {error}</source>
        <translation>{path}: not a tournament export: {error}</translation>
    </message>
    <message>
        <source>{path}: not written</source>
        <translation>{path}: not written</translation>
    </message>
    <message>
        <source>{path}: no players in the file</source>
        <translation>{path}: no players in the file</translation>
    </message>
    <message>
        <source>{path}: neither UTF-8 nor GB18030 text</source>
        <translation>{path}: neither UTF-8 nor GB18030 text</translation>
    </message>
    <message>
        <source>{path}: line {line}: no name</source>
        <translation>{path}: line {line}: no name</translation>
    </message>
    <message>
        <source>{path}: line {line}: rating {rating} is not a number</source>
        <translation>{path}: line {line}: rating {rating} is not a number</translation>
    </message>
    <message>
        <source>the competition system cannot change after round 1</source>
        <translation>the competition system cannot change after round 1</translation>
    </message>
    <message>
        <source>{count} rounds are already paired</source>
        <translation>{count} rounds are already paired</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>a player needs a name</translation>
    </message>
    <message>
        <source>players can only be registered before round 1 is paired</source>
        <translation>players can only be registered before round 1 is paired</translation>
    </message>
    <message>
        <source>after the start a player withdraws instead (art. 19)</source>
        <translation>after the start a player withdraws instead (art. 19)</translation>
    </message>
    <message>
        <source>no player number {number}</source>
        <translation>no player number {number}</translation>
    </message>
    <message>
        <source>cannot make {groups} groups of at least 2 from {count}</source>
        <translation>cannot make {groups} groups of at least 2 from {count}</translation>
    </message>
    <message>
        <source>round {number} still has games without a result</source>
        <translation>round {number} still has games without a result</translation>
    </message>
    <message>
        <source>all rounds have been paired</source>
        <translation>all rounds have been paired</translation>
    </message>
    <message>
        <source>at least two players are needed</source>
        <translation>at least two players are needed</translation>
    </message>
    <message>
        <source>round {number} cannot be paired now</source>
        <translation>round {number} cannot be paired now</translation>
    </message>
    <message>
        <source>round {number} is followed by later rounds</source>
        <translation>round {number} is followed by later rounds</translation>
    </message>
    <message>
        <source>a bye needs no result (it scores as a win, art. 14.4)</source>
        <translation>a bye needs no result (it scores as a win, art. 14.4)</translation>
    </message>
    <message>
        <source>fouls cannot be negative</source>
        <translation>fouls cannot be negative</translation>
    </message>
    <message>
        <source>there is no round {number}</source>
        <translation>there is no round {number}</translation>
    </message>
    <message>
        <source>round {number} has no board {board}</source>
        <translation>round {number} has no board {board}</translation>
    </message>
    <message>
        <source>player {number} has already left</source>
        <translation>player {number} has already left</translation>
    </message>
    <message>
        <source>eliminate only after a finished round</source>
        <translation>eliminate only after a finished round</translation>
    </message>
    <message>
        <source>no round has been paired</source>
        <translation>no round has been paired</translation>
    </message>
    <message>
        <source>round {number} already has results</source>
        <translation>round {number} already has results</translation>
    </message>
    <message>
        <source>round {number}: no pairing avoids rematches and keeps the colour limits for these {count} players</source>
        <translation>round {number}: no pairing avoids rematches and keeps the colour limits for these {count} players</translation>
    </message>
    <message>
        <source>teams can only be registered before round 1</source>
        <translation>teams can only be registered before round 1</translation>
    </message>
    <message>
        <source>team {name} needs {count} players</source>
        <translation>team {name} needs {count} players</translation>
    </message>
    <message>
        <source>team {name} needs {count} players or more</source>
        <translation>team {name} needs {count} players or more</translation>
    </message>
    <message>
        <source>no team number {number}</source>
        <translation>no team number {number}</translation>
    </message>
    <message>
        <source>round {number} is not finished</source>
        <translation>round {number} is not finished</translation>
    </message>
    <message>
        <source>a bye has no line-up</source>
        <translation>a bye has no line-up</translation>
    </message>
    <message>
        <source>{name}: {count} different players needed</source>
        <translation>{name}: {count} different players needed</translation>
    </message>
    <message>
        <source>{name}: not all of them are registered</source>
        <translation>{name}: not all of them are registered</translation>
    </message>
    <message>
        <source>{name}: fixed boards (11.1) cannot change</source>
        <translation>{name}: fixed boards (11.1) cannot change</translation>
    </message>
    <message>
        <source>{name}: the board order cannot be inverted (11.2)</source>
        <translation>{name}: the board order cannot be inverted (11.2)</translation>
    </message>
    <message>
        <source>a bye has no boards</source>
        <translation>a bye has no boards</translation>
    </message>
    <message>
        <source>set the line-ups first (11.2/11.3)</source>
        <translation>set the line-ups first (11.2/11.3)</translation>
    </message>
    <message>
        <source>there is no board {board}</source>
        <translation>there is no board {board}</translation>
    </message>
    <message>
        <source>no match {index} in round {number}</source>
        <translation>no match {index} in round {number}</translation>
    </message>
    <message>
        <source>player {number} is paired {count} times</source>
        <translation>player {number} is paired {count} times</translation>
    </message>
    <message>
        <source>player {number} has withdrawn</source>
        <translation>player {number} has withdrawn</translation>
    </message>
    <message>
        <source>player {number} is not paired</source>
        <translation>player {number} is not paired</translation>
    </message>
    <message>
        <source>{red} and {black} have met before</source>
        <translation>{red} and {black} have met before</translation>
    </message>
    <message>
        <source>player {number} ({history}) cannot take Red: three in a row or difference 3</source>
        <translation>player {number} ({history}) cannot take Red: three in a row or difference 3</translation>
    </message>
    <message>
        <source>player {number} ({history}) cannot take Black: three in a row or difference 3</source>
        <translation>player {number} ({history}) cannot take Black: three in a row or difference 3</translation>
    </message>
    <message>
        <source>player {number} already had a bye</source>
        <translation>player {number} already had a bye</translation>
    </message>
    <message>
        <source>the bye should go to a lower scorer (e.g. {number})</source>
        <translation>the bye should go to a lower scorer (e.g. {number})</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>Type a move: 炮二平五, 炮25, C2=5, h2e2</source>
        <translation>Type a move: 炮二平五, 炮25, C2=5, h2e2</translation>
    </message>
    <message numerus="yes">
        <source>%n more…</source>
        <translation>
            <numerusform>%n more…</numerusform>
            <numerusform>%n more…</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” fits several moves: %2</source>
        <translation>“%1” fits several moves: %2</translation>
    </message>
    <message>
        <source>“%1” is not a legal move here: %2</source>
        <translation>“%1” is not a legal move here: %2</translation>
    </message>
</context>
<context>
    <name>MoveTree</name>
    <message>
        <source>Start position</source>
        <translation>Start position</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Promote variation</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Make main line</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Demote variation</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Delete from here</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>National event (the first illegal move loses, art. 4.1.8)</source>
        <extracomment>Competition presets and their labels (CXA art. 4.1.8 / 8.1.8 decide the penalties).</extracomment>
        <translation>National event (the first illegal move loses, art. 4.1.8)</translation>
    </message>
    <message>
        <source>Provincial event (a foul, then a loss, art. 8.1.8)</source>
        <translation>Provincial event (a foul, then a loss, art. 8.1.8)</translation>
    </message>
    <message>
        <source>Junior championship (a foul, then a loss, art. 8.1.8)</source>
        <translation>Junior championship (a foul, then a loss, art. 8.1.8)</translation>
    </message>
    <message>
        <source>Casual game (illegal moves refused, undo allowed)</source>
        <translation>Casual game (illegal moves refused, undo allowed)</translation>
    </message>
    <message>
        <source>CXA repetition rules (Chinese Xiangqi Association)</source>
        <translation>CXA repetition rules (Chinese Xiangqi Association)</translation>
    </message>
    <message>
        <source>AXF repetition rules (Asian Xiangqi Federation)</source>
        <translation>AXF repetition rules (Asian Xiangqi Federation)</translation>
    </message>
    <message>
        <source>National event</source>
        <translation>National event</translation>
    </message>
    <message>
        <source>Provincial event</source>
        <translation>Provincial event</translation>
    </message>
    <message>
        <source>Junior championship</source>
        <translation>Junior championship</translation>
    </message>
    <message>
        <source>Casual game</source>
        <translation>Casual game</translation>
    </message>
    <message>
        <source>{0} ({1} repetition rules)</source>
        <translation>{0} ({1} repetition rules)</translation>
    </message>
    <message>
        <source>clock only, no score sheet</source>
        <translation>clock only, no score sheet</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>resumed</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Custom…</translation>
    </message>
    <message>
        <source>Press the clock by hand after each move (physical clock; the time runs until you press)</source>
        <translation>Press the clock by hand after each move (physical clock; the time runs until you press)</translation>
    </message>
    <message>
        <source>Show legal targets (casual games only)</source>
        <translation>Show legal targets (casual games only)</translation>
    </message>
    <message>
        <source>Record the moves (score sheet); off: a clock-only game beside a wooden board</source>
        <translation>Record the moves (score sheet); off: a clock-only game beside a wooden board</translation>
    </message>
    <message>
        <source>No engine found.</source>
        <translation>No engine found.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Site</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Repetition rules</source>
        <translation>Repetition rules</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Time control</translation>
    </message>
    <message>
        <source>{0} is not an executable file.</source>
        <translation>{0} is not an executable file.</translation>
    </message>
    <message>
        <source>Engine choice disabled: {0}</source>
        <translation>Engine choice disabled: {0}</translation>
    </message>
    <message>
        <source>Red {0}; Black {1}</source>
        <translation>Red {0}; Black {1}</translation>
    </message>
    <message>
        <source>Custom: {0}</source>
        <translation>Custom: {0}</translation>
    </message>
    <message>
        <source>Red team</source>
        <translation>Red team</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Red plays</source>
        <translation>Red plays</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>Black team</translation>
    </message>
    <message>
        <source>Black plays</source>
        <translation>Black plays</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Competition</translation>
    </message>
</context>
<context>
    <name>NotationBox</name>
    <message>
        <source>Chinese (炮二平五)</source>
        <extracomment>The example move each notation is known by (the closed box shows it).</extracomment>
        <translation>Chinese (炮二平五)</translation>
    </message>
    <message>
        <source>Abbreviated (炮25)</source>
        <translation>Abbreviated (炮25)</translation>
    </message>
    <message>
        <source>WXF (C2=5)</source>
        <translation>WXF (C2=5)</translation>
    </message>
    <message>
        <source>ICCS (h2e2)</source>
        <translation>ICCS (h2e2)</translation>
    </message>
</context>
<context>
    <name>NotationBoxShort</name>
    <message>
        <source>Chinese (炮二平五)</source>
        <extracomment>The short names the closed box shows when the full name has no room (context &quot;NotationBoxShort&quot;: the same English words as some full names, other translations).</extracomment>
        <translation>Chinese (炮二平五)</translation>
    </message>
    <message>
        <source>Abbr. (炮25)</source>
        <translation>Abbr. (炮25)</translation>
    </message>
    <message>
        <source>WXF (C2=5)</source>
        <translation>WXF (C2=5)</translation>
    </message>
    <message>
        <source>ICCS (h2e2)</source>
        <translation>ICCS (h2e2)</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Set up a position (摆棋)</source>
        <translation>Set up a position</translation>
    </message>
    <message>
        <source>Red to move (红先)</source>
        <translation>Red to move</translation>
    </message>
    <message>
        <source>Black to move (黑先)</source>
        <translation>Black to move</translation>
    </message>
    <message>
        <source>Eraser (清除)</source>
        <translation>Eraser</translation>
    </message>
    <message>
        <source>Clear (清空)</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Start position (初始局面)</source>
        <translation>Start position</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>Cannot read this FEN: %1</source>
        <translation>Cannot read this FEN: %1</translation>
    </message>
    <message>
        <source>Impossible position: %1</source>
        <translation>Impossible position: %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>Simplified (帅仕相马车炮兵)</source>
        <translation>Simplified (帅仕相马车炮兵)</translation>
    </message>
    <message>
        <source>Traditional (帥仕相傌俥炮兵)</source>
        <translation>Traditional (帥仕相傌俥炮兵)</translation>
    </message>
    <message>
        <source>Clock sounds (warnings, press clicks, 读秒)</source>
        <translation>Clock sounds (warnings, press clicks, byo-yomi)</translation>
    </message>
    <message>
        <source>Count 读秒 aloud (十秒, 五、四、三、二、一)</source>
        <translation>Count byo-yomi aloud (ten seconds, five, four, three, two, one)</translation>
    </message>
    <message>
        <source>Seconds of main time left at which the clock warns, separated by commas, e.g. 60, 30, 10</source>
        <translation>Seconds of main time left at which the clock warns, separated by commas, e.g. 60, 30, 10</translation>
    </message>
    <message>
        <source>Left half of the keyboard</source>
        <translation>Left half of the keyboard</translation>
    </message>
    <message>
        <source>Right half of the keyboard</source>
        <translation>Right half of the keyboard</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>A second press by the same player within this time is ignored, as on a physical clock.</source>
        <translation>A second press by the same player within this time is ignored, as on a physical clock.</translation>
    </message>
    <message>
        <source>CXA form in Chinese (记录表)</source>
        <translation>CXA form in Chinese (记录表)</translation>
    </message>
    <message>
        <source>The interface language</source>
        <translation>The interface language</translation>
    </message>
    <message>
        <source>Wooden board</source>
        <translation>Wooden board</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>High contrast</translation>
    </message>
    <message>
        <source>Keys separated by commas, e.g. Z, A</source>
        <translation>Keys separated by commas, e.g. Z, A</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Piece faces</source>
        <translation>Piece faces</translation>
    </message>
    <message>
        <source>Score sheet notation</source>
        <translation>Score sheet notation</translation>
    </message>
    <message>
        <source>Printed score sheet</source>
        <translation>Printed score sheet</translation>
    </message>
    <message>
        <source>Board and pieces</source>
        <translation>Board and pieces</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <source>Warnings at (seconds left)</source>
        <translation>Warnings at (seconds left)</translation>
    </message>
    <message>
        <source>Clock keys</source>
        <translation>Clock keys</translation>
    </message>
    <message>
        <source>Left clock face keys</source>
        <translation>Left clock face keys</translation>
    </message>
    <message>
        <source>Right clock face keys</source>
        <translation>Right clock face keys</translation>
    </message>
    <message>
        <source>Clock mode: left face keys</source>
        <translation>Clock mode: left face keys</translation>
    </message>
    <message>
        <source>Clock mode: right face keys</source>
        <translation>Clock mode: right face keys</translation>
    </message>
    <message>
        <source>Pause key (arbiter)</source>
        <translation>Pause key (arbiter)</translation>
    </message>
    <message>
        <source>Clock mode: ignore a repeated press within</source>
        <translation>Clock mode: ignore a repeated press within</translation>
    </message>
</context>
<context>
    <name>PrintSheet</name>
    <message>
        <source>Move</source>
        <extracomment>The language of the CXA score-sheet form (记录表), the printout&apos;s default. Table columns: (heading, relative width). Move columns hold full / abbreviated notation. Headings, like every label below, are English sources translated into the sheet&apos;s language (zh_Hans: the CXA form&apos;s words 回合, 红方, 简写, 用时, 黑方, 备注).</extracomment>
        <translation>Move</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Abbr.</source>
        <translation>Abbr.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Red wins</source>
        <extracomment>Lines allowed for the ending sentence and for each foul in the closing block.</extracomment>
        <translation>Red wins</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Black wins</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Unfinished</translation>
    </message>
    <message>
        <source>checkmate</source>
        <extracomment>Names of the endings (the CXA&apos;s wording of art. 4.1 / 4.2 in Chinese: 将死, 困毙 ...).</extracomment>
        <translation>checkmate</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>stalemate</translation>
    </message>
    <message>
        <source>self-kill</source>
        <translation>self-kill</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>perpetual check</translation>
    </message>
    <message>
        <source>perpetual chase</source>
        <translation>perpetual chase</translation>
    </message>
    <message>
        <source>forbidden repetition</source>
        <translation>forbidden repetition</translation>
    </message>
    <message>
        <source>draw, neither side varies</source>
        <translation>draw, neither side varies</translation>
    </message>
    <message>
        <source>natural move limit</source>
        <translation>natural move limit</translation>
    </message>
    <message>
        <source>neither side can win</source>
        <translation>neither side can win</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>resignation</translation>
    </message>
    <message>
        <source>agreed draw</source>
        <translation>agreed draw</translation>
    </message>
    <message>
        <source>lost on time</source>
        <translation>lost on time</translation>
    </message>
    <message>
        <source>required moves not made</source>
        <translation>required moves not made</translation>
    </message>
    <message>
        <source>three fouls</source>
        <translation>three fouls</translation>
    </message>
    <message>
        <source>false natural-limit claims</source>
        <translation>false natural-limit claims</translation>
    </message>
    <message>
        <source>violating the move rules</source>
        <translation>violating the move rules</translation>
    </message>
    <message>
        <source>pressing the clock without moving</source>
        <translation>pressing the clock without moving</translation>
    </message>
    <message>
        <source>late arrival</source>
        <translation>late arrival</translation>
    </message>
    <message>
        <source>refusing to observe the rules</source>
        <translation>refusing to observe the rules</translation>
    </message>
    <message>
        <source>arbiter&apos;s decision</source>
        <translation>arbiter&apos;s decision</translation>
    </message>
    <message>
        <source>both players late</source>
        <translation>both players late</translation>
    </message>
    <message>
        <source>Xiangqi Competition Score Sheet</source>
        <translation>Xiangqi Competition Score Sheet</translation>
    </message>
    <message>
        <source>Red&apos;s signature</source>
        <translation>Red&apos;s signature</translation>
    </message>
    <message>
        <source>Black&apos;s signature</source>
        <translation>Black&apos;s signature</translation>
    </message>
    <message>
        <source>Arbiter&apos;s signature</source>
        <translation>Arbiter&apos;s signature</translation>
    </message>
    <message>
        <source>Red&apos;s fouls: </source>
        <translation>Red&apos;s fouls: </translation>
    </message>
    <message>
        <source>Black&apos;s fouls: </source>
        <translation>Black&apos;s fouls: </translation>
    </message>
    <message>
        <source>R: </source>
        <translation>R: </translation>
    </message>
    <message>
        <source>B: </source>
        <translation>B: </translation>
    </message>
    <message>
        <source>Result: {0} {1}</source>
        <translation>Result: {0} {1}</translation>
    </message>
    <message>
        <source>Ending: </source>
        <translation>Ending: </translation>
    </message>
    <message>
        <source> (art. {0})</source>
        <translation> (art. {0})</translation>
    </message>
    <message>
        <source>Time used: Red {0}    Black {1}</source>
        <translation>Time used: Red {0}    Black {1}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>before the first move</source>
        <translation>before the first move</translation>
    </message>
    <message>
        <source>move {0}</source>
        <translation>move {0}</translation>
    </message>
    <message>
        <source>Event: {0}    Round: {1}    Date: {2}    Site: {3}</source>
        <translation>Event: {0}    Round: {1}    Date: {2}    Site: {3}</translation>
    </message>
    <message>
        <source>Red: {0}    Black: {1}</source>
        <translation>Red: {0}    Black: {1}</translation>
    </message>
    <message>
        <source>Time control: {0}    Arbiter: {1}</source>
        <translation>Time control: {0}    Arbiter: {1}</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0} v {1}    {2}    (continued)</source>
        <translation>{0} v {1}    {2}    (continued)</translation>
    </message>
    <message>
        <source>Page {0} of {1}</source>
        <translation>Page {0} of {1}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>    </source>
        <translation>    </translation>
    </message>
    <message>
        <source>cannot start painting on the printer or PDF file (is it writable?)</source>
        <extracomment>``on_page(done, total) -&gt; bool``: called after each page; False stops the printout.</extracomment>
        <translation>cannot start painting on the printer or PDF file (is it writable?)</translation>
    </message>
    <message>
        <source>the printer refused page {0}</source>
        <translation>the printer refused page {0}</translation>
    </message>
    <message>
        <source>{0}: the PDF file was not written</source>
        <translation>{0}: the PDF file was not written</translation>
    </message>
    <message>
        <source>score-sheet</source>
        <comment>the PDF file name proposed for a game without names</comment>
        <extracomment>the file written (&quot;&quot; when printing on a printer without an output file)</extracomment>
        <translation>score-sheet</translation>
    </message>
    <message>
        <source>Print score sheet</source>
        <translation>Print score sheet</translation>
    </message>
    <message>
        <source>Score sheet preview</source>
        <translation>Score sheet preview</translation>
    </message>
</context>
<context>
    <name>RecordBrowser</name>
    <message>
        <source> … [{0} more characters not shown]</source>
        <translation> … [{0} more characters not shown]</translation>
    </message>
</context>
<context>
    <name>RecordError</name>
    <message>
        <source>game {0}</source>
        <translation>game {0}</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>line {0}</translation>
    </message>
    <message>
        <source>byte offset {0} (0x{1})</source>
        <translation>byte offset {0} (0x{1})</translation>
    </message>
    <message>
        <source>ply {0}</source>
        <translation>ply {0}</translation>
    </message>
    <message>
        <source>unknown place</source>
        <translation>unknown place</translation>
    </message>
    <message>
        <source>File: {0}
Place: {1}
Reason: {2}</source>
        <translation>File: {0}
Place: {1}
Reason: {2}</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>1-0 Red wins</source>
        <translation>1-0 Red wins</translation>
    </message>
    <message>
        <source>0-1 Black wins</source>
        <translation>0-1 Black wins</translation>
    </message>
    <message>
        <source>1/2-1/2 Draw</source>
        <translation>1/2-1/2 Draw</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Reviewing…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Review cancelled.</translation>
    </message>
    <message numerus="yes">
        <source>%n marked move(s).</source>
        <translation>
            <numerusform>%n marked move.</numerusform>
            <numerusform>%n marked moves.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review stopped: %1</source>
        <translation>Review stopped: %1</translation>
    </message>
</context>
<context>
    <name>ReviewSettingsDialog</name>
    <message>
        <source>Review this game</source>
        <translation>Review this game</translation>
    </message>
    <message>
        <source>engine executable</source>
        <translation>engine executable</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <source>Depth per position</source>
        <translation>Depth per position</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> plies</translation>
    </message>
    <message>
        <source>Time per position</source>
        <translation>Time per position</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>A move is compared with the engine&apos;s best move in one search of the same position: at least %1 plies deep with a depth, for the same time with a time per position (at most about three times that time a position). A depth gives the same marks on every computer; a time is quicker on a slow one.</source>
        <translation>A move is compared with the engine&apos;s best move in one search of the same position: at least %1 plies deep with a depth, for the same time with a time per position (at most about three times that time a position). A depth gives the same marks on every computer; a time is quicker on a slow one.</translation>
    </message>
    <message>
        <source>Choose the engine</source>
        <translation>Choose the engine</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Full-width Black digits</source>
        <extracomment>the laid-out texts the delegates draw (see :class:`GlyphCache`)</extracomment>
        <translation>Full-width Black digits</translation>
    </message>
    <message>
        <source>Played: {0}</source>
        <translation>Played: {0}</translation>
    </message>
    <message>
        <source>Variation {0}: {1}</source>
        <translation>Variation {0}: {1}</translation>
    </message>
</context>
<context>
    <name>ScoreTableModel</name>
    <message>
        <source>No.</source>
        <extracomment>Item-data roles of :class:`ScoreTableModel` beyond Qt&apos;s. Every character a move text of the sheet can hold (Chinese with full-width digits, WXF, ICCS): laid out once soon after start-up (:meth:`ScoreSheet.warm_glyphs`). The roles :meth:`ScoreTableModel.data` answers (as ints); the others are None at once. The roles whose data :class:`ScoreTableModel` keeps until the next change notification (not the highlight, which moves without one, nor translated notes and tooltips, which follow the UI language at once).</extracomment>
        <translation>No.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Variation {0}: {1} ({2})</source>
        <extracomment>row -&gt; {(column, role): data}, filled by :meth:`data`; and row -&gt; {column: SheetCell}, filled by :meth:`cell` for the delegates. A change notification empties the rows it names (``dataChanged``) or all of them: the window repaints the sheet whenever its layout moves, and a step through the game notifies two rows (issue 12) How many :class:`SheetCell` were worked out from the rows (tests count them)</extracomment>
        <translation>Variation {0}: {1} ({2})</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>engine executable</source>
        <translation>engine executable</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <source> s per move</source>
        <translation> s per move</translation>
    </message>
    <message>
        <source>follow the game clock</source>
        <translation>follow the game clock</translation>
    </message>
    <message>
        <source>Engine think time per move; the lowest value makes the engine use its clock time.</source>
        <translation>Engine think time per move; the lowest value makes the engine use its clock time.</translation>
    </message>
    <message>
        <source>strength </source>
        <translation>strength </translation>
    </message>
    <message>
        <source>full strength</source>
        <translation>full strength</translation>
    </message>
    <message>
        <source>The engine&apos;s Skill Level: 0 is the weakest, 20 full strength (engines without it ignore it).</source>
        <translation>The engine&apos;s Skill Level: 0 is the weakest, 20 full strength (engines without it ignore it).</translation>
    </message>
    <message>
        <source>Elo </source>
        <translation>Elo </translation>
    </message>
    <message>
        <source>no Elo limit</source>
        <translation>no Elo limit</translation>
    </message>
    <message>
        <source>Play at about this Elo (the engine&apos;s UCI_Elo); when set it replaces the Skill Level.</source>
        <translation>Play at about this Elo (the engine&apos;s UCI_Elo); when set it replaces the Skill Level.</translation>
    </message>
    <message>
        <source>Choose the engine</source>
        <translation>Choose the engine</translation>
    </message>
</context>
<context>
    <name>SheetNote</name>
    <message>
        <source>Foul {0}</source>
        <extracomment>List separators by language: (pieces, moves, articles, other). The core&apos;s Chinese terms (棋例 names such as 长将, 允许着法; move natures 将, 捉 ...) in traditional characters, for the format spec ``term`` in 繁體 (``{name:term}``). What a move without notation (an illegal one) is called in a Chinese sentence.</extracomment>
        <translation>Foul {0}</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Draw offer</translation>
    </message>
</context>
<context>
    <name>StudyTools</name>
    <message>
        <source>Clock mode — xiangqi_gui</source>
        <translation>Clock mode — xiangqi_gui</translation>
    </message>
    <message>
        <source>Analysis 分析</source>
        <translation>Analysis</translation>
    </message>
    <message>
        <source>Moves and comments 着法与注解</source>
        <translation>Moves and comments</translation>
    </message>
    <message>
        <source>Type moves 输入着法</source>
        <translation>Type moves</translation>
    </message>
    <message>
        <source>Game review 复盘</source>
        <translation>Game review</translation>
    </message>
    <message>
        <source>&amp;Review this game with the engine</source>
        <translation>&amp;Review this game with the engine</translation>
    </message>
    <message>
        <source>&amp;Set up a position… 摆棋</source>
        <translation>&amp;Set up a position…</translation>
    </message>
    <message>
        <source>Game &amp;information…</source>
        <translation>Game &amp;information…</translation>
    </message>
    <message>
        <source>Copy &amp;moves (Chinese notation)</source>
        <translation>Copy &amp;moves (Chinese notation)</translation>
    </message>
    <message>
        <source>&amp;Paste moves (any notation)</source>
        <translation>&amp;Paste moves (any notation)</translation>
    </message>
    <message>
        <source>&amp;Clock mode (the screen as the clock)</source>
        <translation>&amp;Clock mode (the screen as the clock)</translation>
    </message>
    <message>
        <source>The last press had &amp;no move (foul 8.1.7)</source>
        <translation>The last press had &amp;no move (foul 8.1.7)</translation>
    </message>
    <message>
        <source>New clock-&amp;only game (no score sheet)</source>
        <translation>New clock-&amp;only game (no score sheet)</translation>
    </message>
    <message>
        <source>&amp;Study 研究</source>
        <translation>&amp;Study</translation>
    </message>
    <message>
        <source>Comment on the game</source>
        <translation>Comment on the game</translation>
    </message>
    <message>
        <source>Comment after move %1</source>
        <translation>Comment after move %1</translation>
    </message>
    <message>
        <source>Comment after move %1 (in a variation)</source>
        <translation>Comment after move %1 (in a variation)</translation>
    </message>
    <message>
        <source>The record was changed; save it to keep it.</source>
        <translation>The record was changed; save it to keep it.</translation>
    </message>
    <message>
        <source>That move is not legal here.</source>
        <translation>That move is not legal here.</translation>
    </message>
    <message>
        <source>set-up position</source>
        <translation>set-up position</translation>
    </message>
    <message>
        <source>Moves copied.</source>
        <translation>Moves copied.</translation>
    </message>
    <message>
        <source>Pasting moves is not allowed in a competition game.</source>
        <translation>Pasting moves is not allowed in a competition game.</translation>
    </message>
    <message>
        <source>Cannot paste the moves: %1</source>
        <translation>Cannot paste the moves: %1</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Moves to type: %1 — Enter: type the move</source>
        <translation>Moves to type: %1 — Enter: type the move</translation>
    </message>
</context>
<context>
    <name>Termination</name>
    <message>
        <source>checkmate</source>
        <extracomment>How a game ended, in the words of the rules (context ``Termination``).</extracomment>
        <translation>checkmate</translation>
    </message>
    <message>
        <source>stalemate (no legal move)</source>
        <translation>stalemate (no legal move)</translation>
    </message>
    <message>
        <source>moving into check</source>
        <translation>moving into check</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>perpetual check</translation>
    </message>
    <message>
        <source>perpetual chase</source>
        <translation>perpetual chase</translation>
    </message>
    <message>
        <source>forbidden repetition</source>
        <translation>forbidden repetition</translation>
    </message>
    <message>
        <source>draw by repetition</source>
        <translation>draw by repetition</translation>
    </message>
    <message>
        <source>natural move limit</source>
        <translation>natural move limit</translation>
    </message>
    <message>
        <source>neither side can win</source>
        <translation>neither side can win</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>resignation</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>draw agreed</translation>
    </message>
    <message>
        <source>lost on time</source>
        <translation>lost on time</translation>
    </message>
    <message>
        <source>move quota not reached</source>
        <translation>move quota not reached</translation>
    </message>
    <message>
        <source>three fouls</source>
        <translation>three fouls</translation>
    </message>
    <message>
        <source>false natural-limit claims</source>
        <translation>false natural-limit claims</translation>
    </message>
    <message>
        <source>illegal moves</source>
        <translation>illegal moves</translation>
    </message>
    <message>
        <source>pressing the clock without moving</source>
        <translation>pressing the clock without moving</translation>
    </message>
    <message>
        <source>late arrival</source>
        <translation>late arrival</translation>
    </message>
    <message>
        <source>refusing to follow the rules</source>
        <translation>refusing to follow the rules</translation>
    </message>
    <message>
        <source>arbiter&apos;s decision</source>
        <translation>arbiter&apos;s decision</translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation>double forfeit</translation>
    </message>
</context>
<context>
    <name>TimeControlDialog</name>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Increment s</source>
        <translation>Increment s</translation>
    </message>
    <message>
        <source>Delay s</source>
        <translation>Delay s</translation>
    </message>
    <message>
        <source>Delay kind</source>
        <translation>Delay kind</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Bronstein</source>
        <translation>Bronstein</translation>
    </message>
    <message>
        <source>simple</source>
        <translation>simple</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Time control</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>Move quota of the stage (art. 6.2); 0 = the rest of the game (art. 6.3). A last stage with a quota repeats.</source>
        <translation>Move quota of the stage (art. 6.2); 0 = the rest of the game (art. 6.3). A last stage with a quota repeats.</translation>
    </message>
    <message>
        <source>Add stage</source>
        <translation>Add stage</translation>
    </message>
    <message>
        <source>Remove last stage</source>
        <translation>Remove last stage</translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation>Byo-yomi</translation>
    </message>
    <message>
        <source>Time odds (art. 6.5), seconds added to the first stage</source>
        <translation>Time odds (art. 6.5), seconds added to the first stage</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>stage {0}: {1}</source>
        <translation>stage {0}: {1}</translation>
    </message>
    <message>
        <source>Rapid game (art. 6.4)</source>
        <translation>Rapid game (art. 6.4)</translation>
    </message>
    <message>
        <source>Periods</source>
        <translation>Periods</translation>
    </message>
    <message>
        <source>Seconds per period</source>
        <translation>Seconds per period</translation>
    </message>
    <message>
        <source>Moves per period</source>
        <translation>Moves per period</translation>
    </message>
    <message>
        <source>Invalid: {0}</source>
        <translation>Invalid: {0}</translation>
    </message>
    <message>
        <source>Red: {0}</source>
        <translation>Red: {0}</translation>
    </message>
    <message>
        <source>Black: {0}</source>
        <translation>Black: {0}</translation>
    </message>
</context>
<context>
    <name>TimeText</name>
    <message>
        <source>Red {0}; Black {1}</source>
        <translation>Red {0}; Black {1}</translation>
    </message>
    <message>
        <source>{0} h</source>
        <translation>{0} h</translation>
    </message>
    <message>
        <source>{0} min</source>
        <translation>{0} min</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>hours, minutes and seconds of one duration</comment>
        <translation>{0} {1}</translation>
    </message>
    <message numerus="yes">
        <source>{0} for %n move(s)</source>
        <translation>
            <numerusform>{0} for %n move</numerusform>
            <numerusform>{0} for %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} + {1}/move</source>
        <translation>{0} + {1}/move</translation>
    </message>
    <message>
        <source>{0}, delay {1}</source>
        <translation>{0}, delay {1}</translation>
    </message>
    <message>
        <source>{0}, then {1}</source>
        <translation>{0}, then {1}</translation>
    </message>
    <message>
        <source>{0} (repeating)</source>
        <translation>{0} (repeating)</translation>
    </message>
    <message>
        <source>{0} + byo-yomi {1} × {2}</source>
        <translation>{0} + byo-yomi {1} × {2}</translation>
    </message>
    <message numerus="yes">
        <source>{0} + byo-yomi {1} × {2} for %n move(s)</source>
        <translation>
            <numerusform>{0} + byo-yomi {1} × {2} for %n move</numerusform>
            <numerusform>{0} + byo-yomi {1} × {2} for %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} (art. {1})</source>
        <translation>{0} (art. {1})</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>round-%1-board-%2</source>
        <comment>the file name (without .pdf) of the score sheet of board %2 in round %1</comment>
        <translation>round-%1-board-%2</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Abandon the game?</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it and play round %1 board %2?</source>
        <translation>A game is in progress. Abandon it and play round %1 board %2?</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Open or create a tournament…</source>
        <translation>Open or create a tournament…</translation>
    </message>
    <message>
        <source>Tournament file</source>
        <translation>Tournament file</translation>
    </message>
    <message>
        <source>tournament</source>
        <comment>the file name (without .xqt) proposed for a new tournament</comment>
        <translation>tournament</translation>
    </message>
    <message>
        <source>Tournament (*.xqt)</source>
        <translation>Tournament (*.xqt)</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Tournament</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>default of the system</source>
        <translation>default of the system</translation>
    </message>
    <message>
        <source>art. %1</source>
        <translation>art. %1</translation>
    </message>
    <message>
        <source>lowest score of the field (14.4)</source>
        <translation>lowest score of the field (14.4)</translation>
    </message>
    <message>
        <source>lowest non-zero score</source>
        <translation>lowest non-zero score</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>zero</translation>
    </message>
    <message>
        <source>points after the previous round</source>
        <translation>points after the previous round</translation>
    </message>
    <message>
        <source>place after the previous round</source>
        <translation>place after the previous round</translation>
    </message>
    <message>
        <source>points without round 1, 1–2, …</source>
        <translation>points without round 1, 1–2, …</translation>
    </message>
    <message>
        <source>progressive score without round 1, 1–2, …</source>
        <translation>progressive score without round 1, 1–2, …</translation>
    </message>
    <message>
        <source>keep players of one unit apart in round 1</source>
        <translation>keep players of one unit apart in round 1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Scoring (art. 13)</source>
        <translation>Scoring (art. 13)</translation>
    </message>
    <message>
        <source>Tie-breaks (art. 14)</source>
        <translation>Tie-breaks (art. 14)</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Time control</translation>
    </message>
    <message>
        <source>Competition level</source>
        <translation>Competition level</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>standings</source>
        <comment>the file name (without .pdf or .csv) of the standings</comment>
        <translation>standings</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>unrated</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Import CSV…</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Withdraw</translation>
    </message>
    <message>
        <source>Warning (18.1)</source>
        <translation>Warning (18.1)</translation>
    </message>
    <message>
        <source>Game disqualification (18.2)</source>
        <translation>Game disqualification (18.2)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Red wins</source>
        <extracomment>Result choices of the results column, in menu order (None = no result yet).</extracomment>
        <translation>Red wins</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Black wins</translation>
    </message>
    <message>
        <source>Red wins by forfeit</source>
        <translation>Red wins by forfeit</translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation>Black wins by forfeit</translation>
    </message>
    <message>
        <source>Both forfeit</source>
        <translation>Both forfeit</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Round robin</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Double round robin</translation>
    </message>
    <message>
        <source>Group round robin</source>
        <translation>Group round robin</translation>
    </message>
    <message>
        <source>Swiss system</source>
        <translation>Swiss system</translation>
    </message>
    <message>
        <source>Sanctions</source>
        <translation>Sanctions</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Game points</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Progressive score</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Direct encounter</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>Fouls</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Games with Black</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>Wins with Black</translation>
    </message>
    <message>
        <source>Previous rounds</source>
        <translation>Previous rounds</translation>
    </message>
    <message>
        <source>Dropping round 1</source>
        <translation>Dropping round 1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source> (withdrawn)</source>
        <translation> (withdrawn)</translation>
    </message>
    <message>
        <source>R</source>
        <extracomment>crosstable cell &quot;4R 2&quot;: opponent 4, played with Red (moved first), 2 points</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>crosstable cell &quot;4B 0&quot;: opponent 4, played with Black (moved second), 0 points</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>round-%1-pairings</source>
        <comment>the file name (without .pdf) of round %1&apos;s pairings</comment>
        <translation>round-%1-pairings</translation>
    </message>
    <message>
        <source>crosstable</source>
        <comment>the file name (without .pdf) of the crosstable</comment>
        <translation>crosstable</translation>
    </message>
    <message>
        <source>win 2, draw 1, loss 0</source>
        <translation>win 2, draw 1, loss 0</translation>
    </message>
    <message>
        <source>win 3, draw 1, loss 0</source>
        <translation>win 3, draw 1, loss 0</translation>
    </message>
    <message>
        <source>win 3, draw 1 (Red) or 2 (Black), loss 0</source>
        <translation>win 3, draw 1 (Red) or 2 (Black), loss 0</translation>
    </message>
    <message>
        <source>win 1, draw 1/2, loss 0</source>
        <translation>win 1, draw 1/2, loss 0</translation>
    </message>
    <message>
        <source>Rounds (Swiss)</source>
        <translation>Rounds (Swiss)</translation>
    </message>
    <message>
        <source>Groups (group round robin)</source>
        <translation>Groups (group round robin)</translation>
    </message>
    <message>
        <source>Bye in Buchholz</source>
        <translation>Bye in Buchholz</translation>
    </message>
    <message>
        <source>Previous-rounds comparison</source>
        <translation>Previous-rounds comparison</translation>
    </message>
    <message>
        <source>Dropping the first rounds</source>
        <translation>Dropping the first rounds</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>Registration</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Pair next round</translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation>Play this board</translation>
    </message>
    <message>
        <source>Edit pairing…</source>
        <translation>Edit pairing…</translation>
    </message>
    <message>
        <source>Undo pairing</source>
        <translation>Undo pairing</translation>
    </message>
    <message>
        <source>Drop the last round (before any result) to pair it again</source>
        <translation>Drop the last round (before any result) to pair it again</translation>
    </message>
    <message>
        <source>Board list PDF…</source>
        <translation>Board list PDF…</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Red fouls</source>
        <translation>Red fouls</translation>
    </message>
    <message>
        <source>Black fouls</source>
        <translation>Black fouls</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Pairings</translation>
    </message>
    <message>
        <source>Standings PDF…</source>
        <translation>Standings PDF…</translation>
    </message>
    <message>
        <source>Standings CSV…</source>
        <translation>Standings CSV…</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Crosstable PDF…</source>
        <translation>Crosstable PDF…</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Crosstable</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Import players</translation>
    </message>
    <message>
        <source>CSV (*.csv *.txt)</source>
        <translation>CSV (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Edit pairing</source>
        <translation>Edit pairing</translation>
    </message>
    <message>
        <source>Boards of round %1 as red-black, 0 for the bye:</source>
        <translation>Boards of round %1 as red-black, 0 for the bye:</translation>
    </message>
    <message>
        <source>Write each board as red-black, e.g. 1-4.</source>
        <translation>Write each board as red-black, e.g. 1-4.</translation>
    </message>
    <message>
        <source>Pairing breaks the rules</source>
        <translation>Pairing breaks the rules</translation>
    </message>
    <message>
        <source>%1

Take this pairing anyway?</source>
        <translation>%1

Take this pairing anyway?</translation>
    </message>
    <message>
        <source>No game window is available to play the board.</source>
        <translation>No game window is available to play the board.</translation>
    </message>
    <message>
        <source>Board %1 is a bye.</source>
        <translation>Board %1 is a bye.</translation>
    </message>
    <message>
        <source>Round %1 board %2: %3</source>
        <translation>Round %1 board %2: %3</translation>
    </message>
    <message>
        <source>No round has been paired yet.</source>
        <translation>No round has been paired yet.</translation>
    </message>
    <message>
        <source>Written %1</source>
        <translation>Written %1</translation>
    </message>
    <message>
        <source>Save CSV</source>
        <translation>Save CSV</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>Save PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Tournament — %1</source>
        <translation>Tournament — %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>active</source>
        <translation>active</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <source>expelled</source>
        <translation>expelled</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminated</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Group</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>Something went wrong inside the program: an error it did not expect (a program fault). The program carries on.</source>
        <translation>Something went wrong inside the program: an error it did not expect (a program fault). The program carries on.</translation>
    </message>
    <message>
        <source>The game in progress is kept: every move is in its journal, and the game is offered again at the next start.</source>
        <translation>The game in progress is kept: every move is in its journal, and the game is offered again at the next start.</translation>
    </message>
    <message>
        <source>The technical details were written to {0}; please send that file with a report of the fault.</source>
        <translation>The technical details were written to {0}; please send that file with a report of the fault.</translation>
    </message>
    <message>
        <source>The technical details are under Show Details.</source>
        <translation>The technical details are under Show Details.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Unexpected error</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Xiangqi board, clock, score sheet and arbiter</source>
        <extracomment>Seconds a thread may keep the interpreter lock when another wants it (Python: 0.005).</extracomment>
        <translation>Xiangqi board, clock, score sheet and arbiter</translation>
    </message>
    <message>
        <source>record file to open (PGN, XQF, DhtmlXQ, FEN list)</source>
        <translation>record file to open (PGN, XQF, DhtmlXQ, FEN list)</translation>
    </message>
    <message>
        <source>also open the audience&apos;s demo board (on screen number SCREEN)</source>
        <translation>also open the audience&apos;s demo board (on screen number SCREEN)</translation>
    </message>
    <message>
        <source>Bundled fonts not loaded ({0}); system fonts are used.</source>
        <translation>Bundled fonts not loaded ({0}); system fonts are used.</translation>
    </message>
</context>
</TS>
