<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name></name>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to the open file; a new record asks for a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save record &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN (Chinese notation) or XQF, by the file name&apos;s extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste FEN (new game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export score sheet as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Offer draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>art. 22.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accept draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>art. 4.2.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decline draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim the &amp;natural move limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>art. 22.2, 4.2.4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim a &amp;repetition ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>art. 23.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ad&amp;just pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>art. 5.6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red &amp;resigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>art. 4.1.12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black resigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo move (casual play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start / pause clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>art. 8.1.2: only the arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Correct time…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>art. 21.4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a &amp;foul…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>art. 8.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Declare a result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from &amp;here (casual)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About xiangqi_gui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent &amp;files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified (帅仕相马车炮兵)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traditional (帥仕相傌俥炮兵)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese (炮二平五)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abbreviated (炮25)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WXF (C2=5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ICCS (h2e2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock warning sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wooden board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys separated by commas, e.g. Z, A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piece faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board and pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left clock face keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right clock face keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About xiangqi_gui</source>
        <extracomment>Licence files shown when present: (tab title source text, path relative to resources or repo).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Font licence (SIL OFL 1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xiangqi_gui {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board, chess clock, score sheet and arbiter for Chinese chess (象棋).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: Chinese Xiangqi Association, Xiangqi Competition Rules, 2011 edition (中国象棋竞赛规则 2011).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program licence: MIT. Fonts: Noto Serif CJK and Noto Sans CJK subsets, SIL Open Font License 1.1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArbiterDialogs</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClockFace</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚑ Move quota missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚑ Flag fell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · Stage {0}{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · delay {0:.1f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byo-yomi {0} × {1} s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorrectTimeDialog</name>
    <message>
        <source>Correct the clock (art. 21.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main time left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeclareResultDialog</name>
    <message>
        <source>Declare a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arbiter&apos;s decision (art. {0}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoBoardWindow</name>
    <message>
        <source>xiangqi_gui demo board</source>
        <extracomment>Reference window size the font sizes below are designed for (logical px). Pixel sizes at the reference size. Least height of one move-list row (the list grows beyond it when there is room). Full-move rows (回合) shown in the move list by default. Side labels (art. 1.2: 红方 plays the red pieces, 黑方 the black ones). Result words for the PGN result tokens. Shown on a flagged clock face (超时, art. 4.1.6). Every fixed text drawn with the bundled font; each character must be in its subset.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot show the game: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesktopShell</name>
    <message>
        <source>Cannot open the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: the file is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save record as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN (*.pgn);;XQF (*.xqf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FoulDialog</name>
    <message>
        <source>Record a foul (art. 8.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>art. {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Fouls</name>
    <message>
        <source>distracting the opponent</source>
        <extracomment>Fouls of art. 8.1 an arbiter records at the board (article, English description; the dialog shows it translated, context ``Fouls``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopping the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offering a draw too often</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>touched a piece that cannot move or be captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not keeping the score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pressed the clock without moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misconduct</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>Red wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — art. {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameEndDialog</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print score sheet…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>First move (Home)</source>
        <extracomment>Preferred first-start size; smaller screens get their available geometry. The clock&apos;s share of the window height: its digits are then at least 1/12 of it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start position. Red to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>National event (the first illegal move loses, art. 4.1.8)</source>
        <extracomment>Competition presets and their labels (CXA art. 4.1.8 / 8.1.8 decide the penalties).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provincial event (a foul, then a loss, art. 8.1.8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Junior championship (a foul, then a loss, art. 8.1.8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casual game (illegal moves refused, undo allowed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CXA repetition rules (Chinese Xiangqi Association)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AXF repetition rules (Asian Xiangqi Federation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game 新对局</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press the clock by hand after each move (physical clock; the time runs until you press)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show legal targets (casual games only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No engine found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repetition rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not an executable file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine choice disabled: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red {0}; Black {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Competition</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintSheet</name>
    <message>
        <source>cannot start painting on the printer or PDF file (is it writable?)</source>
        <extracomment>Table columns: (heading, relative width). Move columns hold full / abbreviated notation. Lines allowed for the ending sentence and for each foul in the closing block. Chinese names of the endings (wording of CXA art. 4.1 / 4.2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the printer refused page {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: the PDF file was not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet preview</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>1-0 Red wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0-1 Black wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1/2-1/2 Draw</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Chinese (炮二平五)</source>
        <extracomment>Item-data roles of :class:`ScoreTableModel` beyond Qt&apos;s. Names shown by the notation selector, in :data:`SHEET_NOTATIONS` order.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abbreviated (炮25)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WXF (C2=5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ICCS (h2e2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-width Black digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variation {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreTableModel</name>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variation {0}: {1} ({2})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Human 棋手</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine 引擎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engine executable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follow the game clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine think time per move; the lowest value makes the engine use its clock time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the engine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Termination</name>
    <message>
        <source>checkmate</source>
        <extracomment>How a game ended, in the words of the rules (context ``Termination``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stalemate (no legal move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moving into check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perpetual chase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forbidden repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw by repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>natural move limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither side can win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost on time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move quota not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three fouls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>false natural-limit claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illegal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pressing the clock without moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>late arrival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refusing to follow the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arbiter&apos;s decision</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeControlDialog</name>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Increment s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delay s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delay kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bronstein</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move quota of the stage (art. 6.2); 0 = the rest of the game (art. 6.3). A last stage with a quota repeats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove last stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time odds (art. 6.5), seconds added to the first stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rapid game (art. 6.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Periods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves per period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeText</name>
    <message>
        <source>{0} h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> </source>
        <comment>between hours, minutes and seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{0} for %n move(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{0} + {1}/move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, delay {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, then {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (repeating)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} + byo-yomi {1} × {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{0} + byo-yomi {1} × {2} for %n move(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{0} (art. {1})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>{0}

The details were written to {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Xiangqi board, clock, score sheet and arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record file to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>also open the audience&apos;s demo board (on screen number SCREEN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundled fonts not loaded ({0}); system fonts are used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
