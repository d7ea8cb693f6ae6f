<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hant">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About xiangqi_gui</source>
        <extracomment>Licence files shown when present: (tab title source text, path relative to resources or repo).</extracomment>
        <translation>關於 xiangqi_gui</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>許可證</translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation>第三方宣告</translation>
    </message>
    <message>
        <source>Font licence (SIL OFL 1.1)</source>
        <translation>字型許可證（SIL OFL 1.1）</translation>
    </message>
    <message>
        <source>xiangqi_gui {0}</source>
        <translation>xiangqi_gui {0}</translation>
    </message>
    <message>
        <source>Board, chess clock, score sheet and arbiter for Chinese chess (象棋).</source>
        <translation>中國象棋的棋盤、棋鐘、記錄表與裁判。</translation>
    </message>
    <message>
        <source>Rules: Chinese Xiangqi Association, Xiangqi Competition Rules, 2011 edition (中国象棋竞赛规则 2011).</source>
        <translation>規則：中國象棋協會《中國象棋競賽規則》2011年版。</translation>
    </message>
    <message>
        <source>Program licence: MIT. Fonts: Noto Serif CJK and Noto Sans CJK subsets, SIL Open Font License 1.1.</source>
        <translation>程式許可證：MIT。字型：Noto Serif CJK 與 Noto Sans CJK 子集，SIL 開放字型許可證 1.1。</translation>
    </message>
</context>
<context>
    <name>AnalysisPane</name>
    <message>
        <source>Engine…</source>
        <translation>引擎…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>變例數：</translation>
    </message>
    <message>
        <source>Scores for Red</source>
        <translation>按紅方計分</translation>
    </message>
    <message>
        <source>Unchecked: scores for the side to move</source>
        <translation>不勾選：按走棋方計分</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>kN/s</source>
        <translation>千節點/秒</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>著法序列</translation>
    </message>
    <message>
        <source>No engine found: choose one with “Engine…”</source>
        <translation>未找到引擎：請用“引擎…”選擇</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>引擎：%1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Choose an engine program</source>
        <translation>選擇引擎程式</translation>
    </message>
    <message>
        <source>Cannot analyse this position: %1</source>
        <translation>無法分析此局面：%1</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>此局面對局已結束。</translation>
    </message>
    <message>
        <source>Analysis stopped: %1</source>
        <translation>分析已停止：%1</translation>
    </message>
    <message>
        <source>No engine found on this computer: install fairy-stockfish (apt-get install fairy-stockfish) or choose the engine file.</source>
        <translation>本機未找到引擎：請安裝 fairy-stockfish（apt-get install fairy-stockfish），或選擇引擎檔案。</translation>
    </message>
</context>
<context>
    <name>AppSession</name>
    <message>
        <source>Round {0}</source>
        <translation>第{0}輪</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>無法開始對局</translation>
    </message>
    <message>
        <source>Invalid start position: {0}</source>
        <translation>開局局面無效：{0}</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>放棄本局？</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it (its journal is deleted)?</source>
        <translation>對局正在進行。要放棄嗎（其自動儲存記錄將被刪除）？</translation>
    </message>
    <message>
        <source>Quit?</source>
        <translation>退出？</translation>
    </message>
    <message>
        <source>A game is in progress. Quit anyway? It can be resumed at the next start.</source>
        <translation>對局正在進行。仍要退出嗎？下次啟動時可以續局。</translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>自動儲存已關閉</translation>
    </message>
    <message>
        <source>Autosave off</source>
        <translation>自動儲存關閉</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>認輸</translation>
    </message>
    <message>
        <source>Does {0} resign (art. 4.1.12)?</source>
        <translation>{0}確定認輸嗎（第4.1.12條）？</translation>
    </message>
    <message>
        <source>Engine error</source>
        <translation>引擎出錯</translation>
    </message>
    <message>
        <source>A game {0} – {1} was interrupted after {2} ({3}). Resume it?</source>
        <translation>對局 {0} – {1} 在 {2}（{3}）後中斷。要續局嗎？</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message numerus="yes">
        <source>%n ply(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 回合</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the interrupted game?</source>
        <translation>繼續中斷的對局？</translation>
    </message>
    <message>
        <source>Autosave is off: {0} cannot be continued ({1}).</source>
        <translation>自動儲存已關閉：無法繼續寫入 {0}（{1}）。</translation>
    </message>
    <message>
        <source>Autosave unreadable</source>
        <translation>自動儲存無法讀取</translation>
    </message>
    <message>
        <source>Autosave is off: {0} cannot be removed.</source>
        <translation>自動儲存已關閉：無法刪除 {0}。</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>開啟棋譜</translation>
    </message>
    <message>
        <source>{0}: no game found.</source>
        <translation>{0}：沒有找到棋局。</translation>
    </message>
    <message>
        <source>{0}: there is no game {1} (the file has {2}).</source>
        <translation>{0}：沒有第{1}局（檔案共{2}局）。</translation>
    </message>
    <message>
        <source>{0}: game {1}: {2}</source>
        <translation>{0}：第{1}局：{2}</translation>
    </message>
    <message>
        <source>{0}, game {1}</source>
        <translation>{0}，第{1}局</translation>
    </message>
    <message>
        <source>result {0}</source>
        <translation>結果 {0}</translation>
    </message>
    <message>
        <source>{0}: game {1} of {2}; use the arrow keys to step through it.</source>
        <translation>{0}：第{1}局（共{2}局）；用方向鍵逐著查看。</translation>
    </message>
    <message>
        <source>{0}: game {1}; use the arrow keys to step through it.</source>
        <translation>{0}：第{1}局；用方向鍵逐著查看。</translation>
    </message>
    <message>
        <source>Record partly read: %1, %2: %3. The main line is complete; the variation stops before the error.</source>
        <translation>棋譜只讀取了一部分：%1，%2：%3。主線完整；該變著在出錯之前截止。</translation>
    </message>
    <message>
        <source>%1: record partly read</source>
        <translation>%1：棋譜只讀取了一部分</translation>
    </message>
    <message>
        <source>Cannot show the record</source>
        <translation>無法顯示棋譜</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>儲存棋譜</translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation>無法儲存棋譜</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>已儲存 {0}</translation>
    </message>
    <message>
        <source>FEN copied.</source>
        <translation>FEN 已複製。</translation>
    </message>
    <message>
        <source>Cannot correct the clock</source>
        <translation>無法校正棋鐘</translation>
    </message>
    <message>
        <source>Record a move</source>
        <translation>記錄一步著法</translation>
    </message>
    <message>
        <source>The move as played, ICCS (e.g. b2b7):</source>
        <translation>實際走出的著法，ICCS 格式（例如 b2b7）：</translation>
    </message>
    <message>
        <source>“{0}” is not a move in ICCS notation (e.g. b2b7).</source>
        <translation>“{0}”不是 ICCS 座標著法（例如 b2b7）。</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>撤回</translation>
    </message>
    <message>
        <source>Moves to take back (0: only the decision that ended the game):</source>
        <translation>撤回的著數（0：僅撤回結束對局的判決）：</translation>
    </message>
    <message>
        <source>Reason (written on the score sheet):</source>
        <translation>理由（記入記錄表）：</translation>
    </message>
    <message>
        <source>Correct the result</source>
        <translation>更正結果</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>結果：</translation>
    </message>
    <message>
        <source>Export score sheet</source>
        <translation>匯出記錄表</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF 檔案 (*.pdf)</translation>
    </message>
    <message>
        <source>Writing {0}</source>
        <translation>正在寫入 {0}</translation>
    </message>
    <message>
        <source>Printing on {0}</source>
        <translation>正在用 {0} 列印</translation>
    </message>
    <message>
        <source>Score sheet printed on {0} ({1} pages).</source>
        <translation>記錄表已在 {0} 列印（共 {1} 頁）。</translation>
    </message>
    <message>
        <source>Printing on {0} was cancelled.</source>
        <translation>已取消在 {0} 的列印。</translation>
    </message>
    <message>
        <source>Score sheet written to {0} ({1} pages).</source>
        <translation>記錄表已寫入 {0}（{1} 頁）。</translation>
    </message>
    <message>
        <source>Records ({0})</source>
        <extracomment>``ask(title, question) -&gt; bool``: a yes/no question (tests pass a function).</extracomment>
        <translation>棋譜檔案 ({0})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <source>Cannot open the record</source>
        <translation>無法開啟棋譜</translation>
    </message>
    <message>
        <source>The saved game could not be read; it was kept as {0}.</source>
        <translation>無法讀取儲存的對局，已另存為 {0}。</translation>
    </message>
    <message>
        <source>Record partly read: %1, %2: %3. The moves before the error are shown.</source>
        <translation>棋譜只讀取了一部分：%1，%2：%3。已顯示出錯之前的著法。</translation>
    </message>
    <message>
        <source>Writing {0} was cancelled; the file was removed.</source>
        <translation>已取消寫入 {0}，檔案已刪除。</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>無法列印</translation>
    </message>
</context>
<context>
    <name>ArbiterDialogs</name>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
</context>
<context>
    <name>BigFace</name>
    <message>
        <source>FLAG 超时</source>
        <translation>超時</translation>
    </message>
    <message>
        <source>Moves %1</source>
        <translation>步數 %1</translation>
    </message>
    <message>
        <source>Stage %1: %2/%3</source>
        <translation>第%1階段：%2/%3</translation>
    </message>
    <message>
        <source>PAUSED 暂停</source>
        <translation>暫停</translation>
    </message>
</context>
<context>
    <name>ClockFace</name>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Move quota missed</source>
        <translation>未走滿限著</translation>
    </message>
    <message>
        <source>Flag fell</source>
        <translation>超時</translation>
    </message>
    <message>
        <source>Moves {0}</source>
        <translation>步數 {0}</translation>
    </message>
    <message>
        <source> · Stage {0}{1}</source>
        <translation> · 第{0}階段{1}</translation>
    </message>
    <message>
        <source> · delay {0:.1f}</source>
        <translation> · 延時 {0:.1f}</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>待開始</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>結束</translation>
    </message>
    <message>
        <source>Byo-yomi {0} × {1} s</source>
        <translation>讀秒 {0} × {1} 秒</translation>
    </message>
</context>
<context>
    <name>ClockSounds</name>
    <message>
        <source>Sound unavailable: install xiangqi-gui[sound] (pip install &apos;xiangqi-gui[sound]&apos;, QtMultimedia).</source>
        <extracomment>UI language -&gt; folder of spoken clips.</extracomment>
        <translation>聲音不可用：請安裝 xiangqi-gui[sound]（pip install &apos;xiangqi-gui[sound]&apos;，QtMultimedia）。</translation>
    </message>
    <message>
        <source>Sound unavailable: this computer has no audio output.</source>
        <translation>聲音不可用：本機沒有音訊輸出裝置。</translation>
    </message>
    <message>
        <source>Sound is on.</source>
        <translation>聲音已開啟。</translation>
    </message>
    <message>
        <source>Sound is muted.</source>
        <translation>聲音已靜音。</translation>
    </message>
</context>
<context>
    <name>CollectionOpener</name>
    <message>
        <source>Games</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>Reading %p%</source>
        <extracomment>True while a file or game is being read to be shown (see :attr:`idle`)</extracomment>
        <translation>正在讀取 %p%</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>正在開啟 {name}…</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>無法開啟該對局</translation>
    </message>
    <message>
        <source>Reading… {n} games</source>
        <translation>正在讀取… {n} 局</translation>
    </message>
    <message>
        <source>{path}: the reading process cannot start ({reason}).</source>
        <extracomment>Most games sent to the UI thread in one batch (one model insert of this many rows takes a few milliseconds; a larger find is split). Files of at least this many bytes are indexed and checked in a child process (:func:`~xiangqi_gui.formats.open_stream.serve`); smaller ones in the worker thread itself (a child process takes about half a second to start). True when the file was read by a child process (set in :meth:`run`)</extracomment>
        <translation>{path}：讀取程序無法啟動（{reason}）。</translation>
    </message>
    <message>
        <source>{path}: the reading process stopped unexpectedly (exit code {code}).</source>
        <translation>{path}：讀取程序意外終止（結束碼 {code}）。</translation>
    </message>
    <message>
        <source>{path}: there is no game {n} any more.</source>
        <translation>{path}：第 {n} 局已不存在。</translation>
    </message>
    <message>
        <source>{name} was not opened.</source>
        <translation>未能開啟 {name}。</translation>
    </message>
    <message>
        <source>Cannot open the record</source>
        <translation>無法開啟棋譜</translation>
    </message>
    <message>
        <source>{path}: no game found.</source>
        <translation>{path}：未找到對局。</translation>
    </message>
    <message>
        <source>Checking moves…</source>
        <translation>正在檢查著法…</translation>
    </message>
    <message>
        <source>Checking moves… %p%</source>
        <translation>正在檢查著法… %p%</translation>
    </message>
</context>
<context>
    <name>CommentPane</name>
    <message>
        <source>Comment</source>
        <translation>註釋</translation>
    </message>
    <message>
        <source>No comment. Type here to add one.</source>
        <translation>無註釋。在此輸入以新增。</translation>
    </message>
    <message>
        <source>No comment.</source>
        <translation>無註釋。</translation>
    </message>
</context>
<context>
    <name>CorrectTimeDialog</name>
    <message>
        <source>Correct the clock (art. 21.4)</source>
        <translation>校正棋鐘（第21.4條）</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>方</translation>
    </message>
    <message>
        <source>Main time left</source>
        <translation>剩餘基本用時</translation>
    </message>
</context>
<context>
    <name>DeclareResultDialog</name>
    <message>
        <source>Declare a result</source>
        <translation>裁判判決</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>條款</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>The arbiter&apos;s decision (art. {0}).</source>
        <translation>裁判判決（第{0}條）。</translation>
    </message>
</context>
<context>
    <name>DemoBoard</name>
    <message>
        <source>Red</source>
        <extracomment>Reference window size the font sizes below are designed for (logical px). Pixel sizes at the reference size. Least height of one move-list row (the list grows beyond it when there is room). Full-move rows (回合) shown in the move list by default. Side labels (art. 1.2: 红方 plays the red pieces, 黑方 the black ones). The fixed texts are English sources translated in context ``DemoBoard`` (zh_Hans: 红方, 黑方, 红胜 ...).</extracomment>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Red wins</source>
        <extracomment>Result words for the PGN result tokens.</extracomment>
        <translation>紅勝</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑勝</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>Time out</source>
        <extracomment>Shown on a flagged clock face (超时, art. 4.1.6).</extracomment>
        <translation>超時</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <extracomment>A bare round number in the header (第3轮) and the article cited with the result.</extracomment>
        <translation>第{0}輪</translation>
    </message>
    <message>
        <source> · art. {0}</source>
        <extracomment>The most lines of the header; a longer one ends with &quot;…&quot; (the whole text as tooltip).</extracomment>
        <translation> · 第{0}條</translation>
    </message>
</context>
<context>
    <name>DemoBoardWindow</name>
    <message>
        <source>xiangqi_gui demo board</source>
        <extracomment>Every fixed text drawn with the bundled font (sources; :func:`fixed_texts` translates).</extracomment>
        <translation>xiangqi_gui 演示大棋盤</translation>
    </message>
    <message>
        <source>cannot show the game: {0}</source>
        <translation>無法顯示該局：{0}</translation>
    </message>
</context>
<context>
    <name>DesktopShell</name>
    <message>
        <source>Cannot open the record</source>
        <extracomment>Characters encoded and written per step (a 50 MB header is not encoded in one call holding the interpreter lock the UI thread needs). the save being written, if any (see :meth:`save_to`)</extracomment>
        <translation>無法開啟棋譜</translation>
    </message>
    <message>
        <source>{0}: the file is gone.</source>
        <translation>{0}：檔案已不存在。</translation>
    </message>
    <message>
        <source>This game comes from the game library: it is saved as a new file, and %1 stays as it is.</source>
        <translation>此局來自棋譜庫：將另存為新檔案，%1 保持不變。</translation>
    </message>
    <message>
        <source>%1 cannot be written in its own format: the game is saved as a new PGN or XQF file.</source>
        <translation>無法以 %1 本身的格式寫入：此局將另存為新的 PGN 或 XQF 檔案。</translation>
    </message>
    <message>
        <source>%1 is still being read and may hold several games: game %2 is saved as a new file, so that none of them is overwritten.</source>
        <translation>%1 仍在讀取中，可能包含多局：第%2局將另存為新檔案，以免覆蓋其中任何一局。</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s): saving game %2 there would replace the whole collection with this one game, so it is saved as a new file.</source>
        <translation>
            <numerusform>%1 包含 %n 局：儲存到該檔案會用這一局覆蓋整個棋譜集，因此第%2局將另存為新檔案。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save record as</source>
        <translation>棋譜另存為</translation>
    </message>
    <message>
        <source>Save game %1 as a new file</source>
        <translation>將第%1局另存為新檔案</translation>
    </message>
    <message>
        <source>PGN (*.pgn);;XQF (*.xqf)</source>
        <translation>PGN 棋譜 (*.pgn);;XQF 棋譜 (*.xqf)</translation>
    </message>
    <message>
        <source>A save is still being written.</source>
        <translation>上一次儲存仍在寫入。</translation>
    </message>
    <message>
        <source>Save as XQF?</source>
        <translation>儲存為 XQF？</translation>
    </message>
    <message>
        <source>XQF cannot keep every header exactly:
{0}

Save anyway?</source>
        <translation>XQF 無法原樣儲存所有棋譜資訊：
{0}

仍要儲存嗎？</translation>
    </message>
    <message>
        <source>Saving {0}…</source>
        <translation>正在儲存 {0}…</translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation>無法儲存棋譜</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>已儲存 {0}</translation>
    </message>
</context>
<context>
    <name>EngineChoice</name>
    <message>
        <source>Checking the engine “%1”…</source>
        <translation>正在檢查引擎「%1」…</translation>
    </message>
    <message>
        <source>“%1” is not a UCI or UCCI engine and was not taken: %2</source>
        <translation>「%1」不是 UCI 或 UCCI 引擎，未採用：%2</translation>
    </message>
</context>
<context>
    <name>EngineSeats</name>
    <message>
        <source>Engine is thinking… ({0}: {1})</source>
        <translation>引擎思考中…（{0}：{1}）</translation>
    </message>
</context>
<context>
    <name>FoulDialog</name>
    <message>
        <source>Record a foul (art. 8.1)</source>
        <translation>記錄犯規（第8.1條）</translation>
    </message>
    <message>
        <source>art. {0}: {1}</source>
        <translation>第{0}條：{1}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>方</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>條款</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳情</translation>
    </message>
</context>
<context>
    <name>Fouls</name>
    <message>
        <source>distracting the opponent</source>
        <extracomment>Fouls of art. 8.1 an arbiter records at the board (article, English description; the dialog shows it translated, context ``Fouls``).</extracomment>
        <translation>干擾對方</translation>
    </message>
    <message>
        <source>stopping the clock</source>
        <translation>擅自停鐘</translation>
    </message>
    <message>
        <source>offering a draw too often</source>
        <translation>多次提和</translation>
    </message>
    <message>
        <source>touched a piece that cannot move or be captured</source>
        <translation>摸子走子犯規：所摸棋子不能走動或不能被吃</translation>
    </message>
    <message>
        <source>not keeping the score sheet</source>
        <translation>不記錄著法</translation>
    </message>
    <message>
        <source>pressed the clock without moving</source>
        <translation>未走棋先按鐘</translation>
    </message>
    <message>
        <source>misconduct</source>
        <translation>不文明行為</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The selected piece cannot reach that point: no move was made.</source>
        <translation>所選棋子走不到該點：未走棋。</translation>
    </message>
    <message>
        <source>An earlier position is shown: select the last move (End) to return to the game.</source>
        <translation>正在查看之前的局面：選中最後一著（End 鍵）即回到對局。</translation>
    </message>
    <message>
        <source>Viewing the position after move {0}; select the last move (End) to return to the game.</source>
        <translation>正在檢視第{0}著後的局面；選最後一著（End）回到對局。</translation>
    </message>
    <message>
        <source>Autosave is off: the game cannot be written to {0} ({1}). Play goes on.</source>
        <translation>自動儲存已關閉：對局無法寫入 {0}（{1}）。對局繼續。</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>Red wins</source>
        <translation>紅勝</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑勝</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>Both lose</source>
        <translation>雙方皆負</translation>
    </message>
    <message>
        <source>{0} — art. {1}</source>
        <translation>{0}——第{1}條</translation>
    </message>
</context>
<context>
    <name>GameEndDialog</name>
    <message>
        <source>Game over</source>
        <translation>對局結束</translation>
    </message>
    <message>
        <source>Print score sheet…</source>
        <translation>列印記錄表…</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Event</source>
        <translation>賽事</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>地點</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Red team</source>
        <translation>紅方隊名</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>黑方隊名</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>開局</translation>
    </message>
    <message>
        <source>ECCO</source>
        <translation>ECCO 開局編號</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>評註</translation>
    </message>
</context>
<context>
    <name>GameInfoDialog</name>
    <message>
        <source>Game information</source>
        <translation>對局資訊</translation>
    </message>
    <message>
        <source>New header name</source>
        <translation>新標籤名</translation>
    </message>
    <message>
        <source>Add header</source>
        <translation>新增標籤</translation>
    </message>
    <message>
        <source> … [{0} more characters not shown]</source>
        <translation> …［另有 {0} 個字元未顯示］</translation>
    </message>
    <message>
        <source>Too long or several lines: shown cut and kept unchanged ({0} characters).</source>
        <translation>內容過長或有多行：僅顯示開頭，原樣保留（{0} 個字元）。</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>No.</source>
        <extracomment>How many search texts were made (tests count them)</extracomment>
        <translation>序號</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>賽事</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>ECCO / opening</source>
        <translation>ECCO / 開局</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
</context>
<context>
    <name>GameListWidget</name>
    <message>
        <source>Filter: player, event, date, opening…</source>
        <extracomment>How many texts were laid out (tests count them)</extracomment>
        <translation>篩選：棋手、賽事、日期、開局…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>共 %Ln 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 / %Ln game(s)</source>
        <translation>
            <numerusform>%1 / %Ln 局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportWorker</name>
    <message>
        <source>The import cannot start: {reason}.</source>
        <translation>無法開始匯入：{reason}。</translation>
    </message>
    <message>
        <source>The import stopped before the end (exit code {code}); the games imported so far are kept.</source>
        <translation>匯入未完成即已停止（結束碼 {code}）；已匯入的對局均已保留。</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Close this notice</source>
        <extracomment>Preferred first-start size; smaller screens get their available geometry. The clock&apos;s share of the window height: its digits are then at least 1/12 of it. The board&apos;s width as a share of its height (nine files, ten ranks and the file numbers). Study docks are at most this wide when the window has room to spare (px). The most lines the header&apos;s details (event, round, site, date…) take; then &quot;…&quot;.</extracomment>
        <translation>關閉此提示</translation>
    </message>
</context>
<context>
    <name>JobProgress</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>page {0} of {1}</source>
        <translation>第 {0} 頁 / 共 {1} 頁</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
</context>
<context>
    <name>LibraryPane</name>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>ECCO code or name, e.g. C45</source>
        <translation>ECCO 編碼或名稱，例如 C45</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>賽事</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>開局</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜尋</translation>
    </message>
    <message>
        <source>This position</source>
        <translation>目前局面</translation>
    </message>
    <message>
        <source>Games that reach the position on the board</source>
        <translation>出現棋盤上目前局面的對局</translation>
    </message>
    <message>
        <source>mirrored too</source>
        <translation>包括左右鏡像</translation>
    </message>
    <message>
        <source>colours swapped too</source>
        <translation>包括紅黑互換</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>匯入…</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>下一著</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>對局數</translation>
    </message>
    <message>
        <source>Red scores</source>
        <translation>紅方得分</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>ECCO</source>
        <translation>ECCO</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>步</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <source>Library</source>
        <translation>棋譜庫</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>棋譜庫(&amp;L)</translation>
    </message>
    <message>
        <source>Show library</source>
        <translation>顯示棋譜庫</translation>
    </message>
    <message>
        <source>Import files…</source>
        <translation>匯入檔案…</translation>
    </message>
    <message>
        <source>Import folder…</source>
        <translation>匯入資料夾…</translation>
    </message>
    <message>
        <source>{problem}

Rebuild the library now? The damaged file is kept next to it; you then import your files again.</source>
        <translation>{problem}

現在重建棋譜庫嗎？損壞的檔案會保留在原處旁邊；之後您需要重新匯入您的檔案。</translation>
    </message>
    <message>
        <source>{path}: the game library is damaged ({reason}).</source>
        <translation>{path}：棋譜庫檔案已損壞（{reason}）。</translation>
    </message>
    <message>
        <source>Game library damaged</source>
        <translation>棋譜庫已損壞</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>棋譜庫</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found; the first {shown} are listed. Narrow the search to list the others.</source>
        <translation>
            <numerusform>找到 %n 局，只列出前 {shown} 局。請縮小搜尋範圍以列出其餘對局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found.</source>
        <translation>
            <numerusform>找到 %n 局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) reach this position; {m} continue from it; Red scores {s}. The first {shown} are listed.</source>
        <translation>
            <numerusform>%n 局出現此局面；{m} 局由此繼續；紅方得分 {s}。只列出前 {shown} 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} games reach this position; {m} continue from it; Red scores {s}.</source>
        <translation>{n} 局出現此局面；{m} 局由此繼續；紅方得分 {s}。</translation>
    </message>
    <message>
        <source>Import into the library</source>
        <translation>匯入到棋譜庫</translation>
    </message>
    <message>
        <source>Import a folder</source>
        <translation>匯入資料夾</translation>
    </message>
    <message>
        <source>An import is already running.</source>
        <translation>已有匯入正在進行。</translation>
    </message>
    <message>
        <source>%v/%m files, {n} games</source>
        <translation>%v/%m 個檔案，{n} 局</translation>
    </message>
    <message>
        <source>… and {n} more.</source>
        <translation>… 以及另外 {n} 個。</translation>
    </message>
    <message>
        <source>Some games were not imported</source>
        <translation>部分對局未能匯入</translation>
    </message>
    <message numerus="yes">
        <source>Nothing new: the %n game(s) are already in the library.</source>
        <translation>
            <numerusform>沒有新棋局：這 %n 局已在棋譜庫中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing new: the %n file(s) were imported before and have not changed.</source>
        <translation>
            <numerusform>沒有新棋局：這 %n 個檔案以前匯入過，之後沒有改動。</numerusform>
        </translation>
    </message>
    <message>
        <source>No record files were found to import.</source>
        <translation>沒有找到可匯入的棋譜檔案。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) added to the library.</source>
        <translation>
            <numerusform>已向棋譜庫加入 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>No game was added to the library.</source>
        <translation>沒有棋局加入棋譜庫。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were already in the library.</source>
        <translation>
            <numerusform>%n 局已在棋譜庫中，未重複加入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) added without an unreadable variation.</source>
        <translation>
            <numerusform>%n 局去掉了無法讀取的變著後加入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) or file(s) could not be read.</source>
        <translation>
            <numerusform>%n 局或檔案無法讀取。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The library now holds %n game(s).</source>
        <translation>
            <numerusform>棋譜庫現有 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>two sentences one after the other</comment>
        <translation>{0}{1}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}：{reason}</translation>
    </message>
    <message>
        <source>{file}: {place}: {reason}</source>
        <translation>{file}：{place}：{reason}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>First move (Home)</source>
        <translation>第一著（Home）</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>上一著（←）</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>下一著（→）</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>最後一著（End）</translation>
    </message>
    <message>
        <source>Start position. Red to move.</source>
        <translation>初始局面，紅方先走。</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新對局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>開啟棋譜(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save record</source>
        <translation>儲存棋譜(&amp;S)</translation>
    </message>
    <message>
        <source>Save to the open file; a new record asks for a name</source>
        <translation>儲存到當前開啟的檔案；新棋譜會詢問檔名</translation>
    </message>
    <message>
        <source>Save record &amp;as…</source>
        <translation>棋譜另存為(&amp;A)…</translation>
    </message>
    <message>
        <source>PGN (Chinese notation) or XQF, by the file name&apos;s extension</source>
        <translation>按副檔名儲存為 PGN（中文記譜）或 XQF</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>複製 FEN(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste FEN (new game)</source>
        <translation>貼上 FEN 開新局(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>列印記錄表(&amp;P)…</translation>
    </message>
    <message>
        <source>Export score sheet as P&amp;DF…</source>
        <translation>匯出記錄表為 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>偏好設定(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Offer draw</source>
        <translation>提和(&amp;O)</translation>
    </message>
    <message>
        <source>art. 22.1</source>
        <translation>第22.1條</translation>
    </message>
    <message>
        <source>&amp;Accept draw</source>
        <translation>同意和棋(&amp;A)</translation>
    </message>
    <message>
        <source>art. 4.2.1</source>
        <translation>第4.2.1條</translation>
    </message>
    <message>
        <source>&amp;Decline draw</source>
        <translation>拒絕提和(&amp;D)</translation>
    </message>
    <message>
        <source>Claim the &amp;natural move limit</source>
        <translation>提請自然限著判和(&amp;N)</translation>
    </message>
    <message>
        <source>art. 22.2, 4.2.4</source>
        <translation>第22.2條、第4.2.4條</translation>
    </message>
    <message>
        <source>Claim a &amp;repetition ruling</source>
        <translation>提請裁判棋例判決(&amp;R)</translation>
    </message>
    <message>
        <source>art. 23.1</source>
        <translation>第23.1條</translation>
    </message>
    <message>
        <source>Ad&amp;just pieces</source>
        <translation>擺正棋子(&amp;J)</translation>
    </message>
    <message>
        <source>art. 5.6</source>
        <translation>第5.6條</translation>
    </message>
    <message>
        <source>Red &amp;resigns</source>
        <translation>紅方認輸(&amp;R)</translation>
    </message>
    <message>
        <source>art. 4.1.12</source>
        <translation>第4.1.12條</translation>
    </message>
    <message>
        <source>&amp;Black resigns</source>
        <translation>黑方認輸(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Undo move (casual play)</source>
        <translation>悔棋(&amp;U)（僅友誼對局）</translation>
    </message>
    <message>
        <source>&amp;Start / pause clock</source>
        <translation>開始／暫停計時(&amp;S)</translation>
    </message>
    <message>
        <source>art. 8.1.2: only the arbiter</source>
        <translation>第8.1.2條：僅限裁判</translation>
    </message>
    <message>
        <source>&amp;Correct time…</source>
        <translation>校正時間(&amp;C)…</translation>
    </message>
    <message>
        <source>art. 21.4</source>
        <translation>第21.4條</translation>
    </message>
    <message>
        <source>Record a &amp;foul…</source>
        <translation>記錄犯規(&amp;F)…</translation>
    </message>
    <message>
        <source>art. 8.1</source>
        <translation>第8.1條</translation>
    </message>
    <message>
        <source>&amp;Declare a result…</source>
        <translation>裁判判決(&amp;D)…</translation>
    </message>
    <message>
        <source>Record an &amp;illegal move…</source>
        <translation>記錄違例著法(&amp;I)…</translation>
    </message>
    <message>
        <source>art. 8.1.8, 4.1.8: a move the board did not place</source>
        <translation>第 8.1.8、4.1.8 條：棋盤未記錄的著法</translation>
    </message>
    <message>
        <source>&amp;Take back a decision or moves…</source>
        <translation>撤回判決或著法(&amp;T)…</translation>
    </message>
    <message>
        <source>art. 17.5: the reason is written on the score sheet</source>
        <translation>第17.5條：理由記入記錄表</translation>
    </message>
    <message>
        <source>Co&amp;rrect the result…</source>
        <translation>更正結果(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;First move</source>
        <translation>第一著(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>上一著(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>下一著(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation>最後一著(&amp;L)</translation>
    </message>
    <message>
        <source>Play from &amp;here (casual)</source>
        <translation>從此處開始對弈(&amp;H)（友誼對局）</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>翻轉棋盤(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;About xiangqi_gui</source>
        <translation>關於 xiangqi_gui(&amp;A)</translation>
    </message>
    <message>
        <source>Recent &amp;files</source>
        <translation>最近開啟的檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>對局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Arbiter</source>
        <translation>裁判(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>棋譜(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>幫助(&amp;H)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source> … [{0} more characters not shown]</source>
        <extracomment>the printed score sheet&apos;s language (Preferences ▸ Printed score sheet): the CXA form&apos;s Chinese by default, None for the interface language the game list and background opening of collections (app/opener.py), if installed
----------
Seconds between two shown progress updates (see :meth:`GameListWidget.set_progress`). Milliseconds the filter waits after a key for the next one before it applies. Tag names per column (the first match is shown); ``None`` = computed column. Where a model row keeps its search text, after the shown columns (see :meth:`GameListModel.matching_rows`). Every row&apos;s flags (worked out once: a paint asks for each cell&apos;s). Sort key role (numbers sort as numbers). The roles :meth:`GameListModel.data` answers (as ints); the others are None at once.</extracomment>
        <translation> … [另有 {0} 個字元未顯示]</translation>
    </message>
    <message>
        <source>Start position. Black to move.</source>
        <translation>初始局面，黑方先走。</translation>
    </message>
    <message>
        <source>Move %1, Red: %2</source>
        <translation>第%1回合 紅：%2</translation>
    </message>
    <message>
        <source>Move %1, Black: %2</source>
        <translation>第%1回合 黑：%2</translation>
    </message>
    <message>
        <source>%1 (in a variation)</source>
        <translation>%1（變著）</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>art. {article}</source>
        <extracomment>``&quot;0-0&quot;``: both sides lose (双方弃权, a double forfeit, art. 20.2).</extracomment>
        <translation>第{article}條</translation>
    </message>
    <message>
        <source>{side} is checkmated (将死).</source>
        <translation>{side}被將死。</translation>
    </message>
    <message>
        <source>{side} has no legal move (困毙) and loses.</source>
        <translation>{side}無子可走（困斃），判負。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>對局已結束。</translation>
    </message>
    <message>
        <source>It is not {side}&apos;s turn.</source>
        <translation>現在不是{side}走棋。</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>Foul by {side} (art. {article}): {text}</source>
        <translation>{side}犯規（第{article}條）：{text}</translation>
    </message>
    <message>
        <source>{count} fouls by {side} (art. {article}): {text}.</source>
        <translation>{side}犯規{count}次（第{article}條）：{text}。</translation>
    </message>
    <message>
        <source>One foul by {side} (art. {article}): {text}.</source>
        <translation>{side}犯規一次（第{article}條）：{text}。</translation>
    </message>
    <message>
        <source>{side} committed a third foul ({articles}) and loses (art. 4.1.10).</source>
        <translation>{side}第三次犯規（{articles}），判負（第4.1.10條）。</translation>
    </message>
    <message>
        <source>{side} pressed the clock without moving a second time (art. 8.1.7) and loses (art. 4.1.9).</source>
        <translation>{side}第二次沒有走棋先按鐘（第8.1.7條），判負（第4.1.9條）。</translation>
    </message>
    <message>
        <source>pressed the clock without moving</source>
        <translation>沒有走棋先按鐘</translation>
    </message>
    <message>
        <source>offered a draw {mine} times against the opponent&apos;s {theirs}</source>
        <translation>提和{mine}次，對方{theirs}次</translation>
    </message>
    <message>
        <source>false natural-limit claim: {counted} of {limit} moves without a capture (5 minutes deducted, art. 22.2)</source>
        <translation>自然限著提議不實：無吃子僅{counted}回合，未滿{limit}回合（扣除5分鐘，第22.2條）</translation>
    </message>
    <message>
        <source>{missing} moves missing from the score sheet (art. 7.1)</source>
        <translation>記錄表漏記{missing}著（第7.1條）</translation>
    </message>
    <message>
        <source>It is not {side}&apos;s turn; the touch does not count.</source>
        <translation>現在不是{side}走棋，摸子不算。</translation>
    </message>
    <message>
        <source>Touch-move is off.</source>
        <translation>摸子走子規則未啟用。</translation>
    </message>
    <message>
        <source>Adjusting pieces, declared (art. 5.6).</source>
        <translation>已申明擺正棋子（第5.6條）。</translation>
    </message>
    <message>
        <source>touched {piece}, which cannot move</source>
        <translation>摸了{piece}，該子按規定不能走</translation>
    </message>
    <message>
        <source>touched {piece}, which no piece can capture</source>
        <translation>摸了{piece}，己方沒有棋子能吃掉它</translation>
    </message>
    <message>
        <source>Foul (art. 8.1.5): {text}</source>
        <translation>犯規（第8.1.5條）：{text}</translation>
    </message>
    <message>
        <source>{fouls}. {then}</source>
        <translation>{fouls}。{then}</translation>
    </message>
    <message>
        <source>{duty} (art. {article})</source>
        <translation>{duty}（第{article}條）</translation>
    </message>
    <message>
        <source>No touch-move duty.</source>
        <translation>無摸子走子義務。</translation>
    </message>
    <message>
        <source>{side} must move {piece}</source>
        <translation>{side}摸了{piece:bare}，必須走這個棋子</translation>
    </message>
    <message>
        <source>{side} touched {target}: {side} must capture it with any piece that can</source>
        <translation>{side}摸了{target}，必須吃掉這個棋子（己方任何能吃的子均可）</translation>
    </message>
    <message>
        <source>{side} touched {piece} and {target}: {piece} must capture {target}</source>
        <translation>{side}先後摸了{piece:bare}和{target}：前者必須吃掉後者，即{piece:bare}吃{target}</translation>
    </message>
    <message>
        <source>{side} touched {piece} and {target}: {piece} cannot capture {target}, so {piece} must move</source>
        <translation>{side}先摸{piece:bare}、後摸{target}：{piece:bare}吃不到{target}，必須走動{piece:bare}</translation>
    </message>
    <message>
        <source>{side} touched {piece} and {target}: {piece} can neither capture {target} nor move, so another piece must capture {target}</source>
        <translation>{side}先摸{piece:bare}、後摸{target}：{piece:bare}既吃不到{target}也無法走動，必須用別的棋子吃掉{target}</translation>
    </message>
    <message>
        <source>{side} touched {target} and {piece}: {piece} cannot capture {target}, so another piece must capture {target}</source>
        <translation>{side}先摸{target}、後摸{piece:bare}：{piece:bare}吃不到{target}，必須用別的棋子吃掉{target}</translation>
    </message>
    <message>
        <source>{side} touched {target} and {piece}: no piece can capture {target}, so {piece} must move</source>
        <translation>{side}先摸{target}、後摸{piece:bare}：沒有棋子能吃掉{target}，必須走動{piece:bare}</translation>
    </message>
    <message>
        <source>Touch-move (art. {article}): {duty}.</source>
        <translation>摸子走子（第{article}條）：{duty}。</translation>
    </message>
    <message>
        <source>Released.</source>
        <translation>已鬆手。</translation>
    </message>
    <message>
        <source>Adjustment finished (art. 5.6).</source>
        <translation>擺正棋子完畢（第5.6條）。</translation>
    </message>
    <message>
        <source>Pieces may be adjusted only in one&apos;s own time (art. 5.6).</source>
        <translation>只能在自己行棋的時間內擺正棋子（第5.6條）。</translation>
    </message>
    <message>
        <source>{side} adjusts pieces (art. 5.6).</source>
        <translation>{side}申明擺正棋子（第5.6條）。</translation>
    </message>
    <message>
        <source>{move} breaks the touch-move duty: {duty} (art. {article})</source>
        <translation>{move}違反摸子走子規定：{duty}（第{article}條）</translation>
    </message>
    <message>
        <source>{move} would leave {general} capturable (art. 3.4).</source>
        <translation>{move}走後{general}將被對方吃掉，不能這樣走（第3.4條）。</translation>
    </message>
    <message>
        <source>{move}: there is no piece on the starting point</source>
        <translation>起點上沒有棋子</translation>
    </message>
    <message>
        <source>{move} moves {piece}, an opposing piece</source>
        <translation>{piece}是對方的棋子，不能走</translation>
    </message>
    <message>
        <source>{move} is not a legal move of {piece} (art. 2.2)</source>
        <translation>{piece}不能這樣走（第2.2條）</translation>
    </message>
    <message>
        <source>Illegal move refused: {why}.</source>
        <translation>著法不合規定，不予接受：{why}。</translation>
    </message>
    <message>
        <source>{why}; the move is retaken (art. 5.8.3)</source>
        <translation>{why}；此著重走（第5.8.3條）</translation>
    </message>
    <message>
        <source>{side} played {move}</source>
        <translation>{side}走{move}</translation>
    </message>
    <message>
        <source>{side} played {move} ({nature})</source>
        <translation>{side}走{move}（{nature:term}）</translation>
    </message>
    <message>
        <source>{side} played on: the draw offer is declined (art. 22.1).</source>
        <translation>{side}繼續走棋，視為拒絕提和（第22.1條）。</translation>
    </message>
    <message>
        <source>{side} violated the move rules ({why}); violation number {count} loses at the {level} level (art. 4.1.8).</source>
        <translation>{side}違反行棋規定（{why}）；{level}比賽第{count}次違例判負（第4.1.8條）。</translation>
    </message>
    <message>
        <source>national</source>
        <translation>全國</translation>
    </message>
    <message>
        <source>provincial</source>
        <translation>省級</translation>
    </message>
    <message>
        <source>junior</source>
        <translation>少年</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>友誼</translation>
    </message>
    <message>
        <source>the generals face each other</source>
        <translation>雙方將帥對面</translation>
    </message>
    <message>
        <source>{general} can be captured by {attackers}</source>
        <translation>{general}可被{attackers}吃掉</translation>
    </message>
    <message>
        <source>{side} played {move}, after which {why} (自杀, art. 3.4, 4.1.3).</source>
        <translation>{side}走{move}後{why}，屬自殺著，判負（第3.4、4.1.3條）。</translation>
    </message>
    <message>
        <source>{limit} moves without a capture (自然限着, art. 4.2.4).</source>
        <translation>雙方{limit}回合未吃子，按自然限著判和（第4.2.4條）。</translation>
    </message>
    <message>
        <source>Dead position: {why}; neither can win (art. 4.2.2).</source>
        <translation>{why}，雙方均無取勝可能，判和（第4.2.2條）。</translation>
    </message>
    <message>
        <source>neither side has a chariot, horse, cannon or soldier left</source>
        <translation>雙方都已沒有車、馬、炮、兵（卒）</translation>
    </message>
    <message>
        <source>the material ({red} v {black}) cannot win for either side (proven by the endgame solver)</source>
        <translation>子力（{red} 對 {black}）雙方都不能取勝（殘局計算證明）</translation>
    </message>
    <message>
        <source>{side} ran out of time (超时, art. 21.6) and loses (art. 4.1.6).</source>
        <translation>{side}超時（第21.6條），判負（第4.1.6條）。</translation>
    </message>
    <message>
        <source>{side} did not complete the required number of moves in the time limit (art. 21.1) and loses (art. 4.1.6).</source>
        <translation>{side}在規定時間內未走滿規定著數（第21.1條），判負（第4.1.6條）。</translation>
    </message>
    <message>
        <source>{side} accepted {opponent}&apos;s draw offer (art. 4.2.1).</source>
        <translation>{side}同意{opponent}的提和，議和（第4.2.1條）。</translation>
    </message>
    <message>
        <source>{side}&apos;s claim of {limit} moves without a capture is verified (自然限着, art. 22.2, 4.2.4).</source>
        <translation>經核實，{side}提出的{limit}回合未吃子屬實，按自然限著判和（第22.2、4.2.4條）。</translation>
    </message>
    <message>
        <source>{side} made a second false natural-limit claim in the same phase and loses (art. 4.1.11).</source>
        <translation>{side}在同一階段第二次提出不實的自然限著要求，判負（第4.1.11條）。</translation>
    </message>
    <message>
        <source>{side} resigns (art. 4.1.12).</source>
        <translation>{side}認輸（第4.1.12條）。</translation>
    </message>
    <message>
        <source>{side} arrived later than the limit (art. 20.1) and loses (art. 4.1.7).</source>
        <translation>{side}遲到超過規定時間（第20.1條），判負（第4.1.7條）。</translation>
    </message>
    <message>
        <source>Both players arrived later than the limit (art. 20.1): both forfeit (双方弃权, art. 20.2).</source>
        <translation>雙方均遲到超過規定時間（第20.1條），按雙方棄權處理（第20.2條）。</translation>
    </message>
    <message>
        <source>{side} refused to observe the rules and loses (art. 4.1.13).</source>
        <translation>{side}拒不遵守規則，判負（第4.1.13條）。</translation>
    </message>
    <message>
        <source>{side} refused to observe the rules ({detail}) and loses (art. 4.1.13).</source>
        <translation>{side}拒不遵守規則（{detail}），判負（第4.1.13條）。</translation>
    </message>
    <message>
        <source>The arbiter rules that neither side can win (art. 4.2.2).</source>
        <translation>裁判判定雙方均無取勝可能，判和（第4.2.2條）。</translation>
    </message>
    <message>
        <source>The arbiter rules that neither side can win: {detail} (art. 4.2.2).</source>
        <translation>裁判判定雙方均無取勝可能：{detail}，判和（第4.2.2條）。</translation>
    </message>
    <message>
        <source>A draw may be offered only in one&apos;s own time (art. 22.1).</source>
        <translation>只能在自己的用時內提和（第22.1條）。</translation>
    </message>
    <message>
        <source>The offer stands already.</source>
        <translation>提和已經提出，仍然有效。</translation>
    </message>
    <message>
        <source>{side} offers a draw.</source>
        <translation>{side}提和。</translation>
    </message>
    <message>
        <source>There is no draw offer to accept.</source>
        <translation>沒有可以接受的提和。</translation>
    </message>
    <message>
        <source>There is no draw offer to decline.</source>
        <translation>沒有可以拒絕的提和。</translation>
    </message>
    <message>
        <source>{side} declines the draw.</source>
        <translation>{side}拒絕提和。</translation>
    </message>
    <message>
        <source>Claims are made in one&apos;s own time (art. 22.4).</source>
        <translation>只能在自己的用時內提出要求（第22.4條）。</translation>
    </message>
    <message>
        <source>{side}&apos;s score sheet misses {missing} moves: the claim is not accepted (art. 22.3).</source>
        <translation>{side}記錄表漏記{missing}著，其要求不予受理（第22.3條）。</translation>
    </message>
    <message>
        <source>Already ruled: {order}</source>
        <translation>已經裁決：{order}</translation>
    </message>
    <message>
        <source>Not a 待判局面: occurrences of the position so far: {count}; three full cycles, six 回合 on two points are needed (art. 23.1, 23.3, 23.4).</source>
        <translation>不構成待判局面：該局面迄今出現{count}次；須循環三次，即兩點之間六個回合（第23.1、23.3、23.4條）。</translation>
    </message>
    <message>
        <source>Not a 待判局面: occurrences of the position so far: {count}; {needed} are needed (art. 23.1, 23.3, 23.4).</source>
        <translation>不構成待判局面：該局面迄今出現{count}次，須出現{needed}次（第23.1、23.3、23.4條）。</translation>
    </message>
    <message>
        <source>{side}&apos;s score sheet: moves missing: {missing}, no foul (art. 7.1).</source>
        <translation>{side}記錄表漏記{missing}著，不作犯規（第7.1條）。</translation>
    </message>
    <message>
        <source>This competition has no natural move limit.</source>
        <translation>本比賽未設自然限著。</translation>
    </message>
    <message>
        <source>The arbiter restored the position after ply {ply} (art. {article}): {reason}. Annulled: {annulled}. {side} to move.</source>
        <translation>裁判恢復到第{ply}著之後的局面（第{article}條）：{reason}。取消的著法：{annulled}。輪到{side}走棋。</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>無</translation>
    </message>
    <message>
        <source>待判局面 (art. 23.1): {basis}; a player may claim it.</source>
        <translation>出現待判局面（第23.1條）：{basis}；棋手可以提出裁決要求。</translation>
    </message>
    <message>
        <source>{basis}; if neither side varies within two 回合 the game is drawn (art. 23.5.2, 23.5.2.1).</source>
        <translation>{basis}；兩個回合內雙方都不變著則判和（第23.5.2、23.5.2.1條）。</translation>
    </message>
    <message>
        <source>{basis}; {side} must vary within two 回合 or loses (art. 23.5.2, 23.5.2.2).</source>
        <translation>{basis}；{side}須在兩個回合內變著，否則判負（第23.5.2、23.5.2.2條）。</translation>
    </message>
    <message>
        <source>Red: {red}; Black: {black}</source>
        <translation>紅方：{red:term}；黑方：{black:term}</translation>
    </message>
    <message>
        <source>: {chases}</source>
        <translation>：{chases}</translation>
    </message>
    <message>
        <source>{attacker} chases {target}</source>
        <translation>{attacker}捉{target}</translation>
    </message>
    <message>
        <source>Repeated position ({pattern}): {basis}</source>
        <translation>局面循環（{pattern}）：{basis}</translation>
    </message>
    <message>
        <source>{side} checked perpetually (长将){detail} and loses ({pattern}; {basis}).</source>
        <translation>{side}長將{detail}，判負（{pattern}；{basis}）。</translation>
    </message>
    <message>
        <source>{side} chased perpetually (长捉){detail} and loses ({pattern}; {basis}).</source>
        <translation>{side}長捉{detail}，判負（{pattern}；{basis}）。</translation>
    </message>
    <message>
        <source>{side} repeated a forbidden pattern ({name}){detail} and loses ({pattern}; {basis}).</source>
        <translation>{side}走禁止著法（{name:term}）不變{detail}，判負（{pattern}；{basis}）。</translation>
    </message>
    <message>
        <source>equal patterns draw (AXF)</source>
        <translation>雙方著法性質相同，判和（亞洲象聯規則）</translation>
    </message>
    <message>
        <source>perpetual check loses (AXF rule 6)</source>
        <translation>長將判負（亞洲象聯規則第6條）</translation>
    </message>
    <message>
        <source>perpetual chase of one piece loses (AXF)</source>
        <translation>長捉同一子判負（亞洲象聯規則）</translation>
    </message>
    <message>
        <source>both sides&apos; moves are allowed, draw by 不变作和 (art. 25.2, 4.2.3)</source>
        <translation>雙方均為允許著法，不變作和（第25.2、4.2.3條）</translation>
    </message>
    <message>
        <source>unilateral perpetual check is never allowed (art. 25.1)</source>
        <translation>在任何情況下均不允許單方面長將（第25.1條）</translation>
    </message>
    <message>
        <source>a forbidden pattern against an allowed one must vary (art. 25.3)</source>
        <translation>一方為禁止著法、另一方為允許著法，由前者變著（第25.3條）</translation>
    </message>
    <message>
        <source>mutual perpetual check, draw (art. 26.9.4)</source>
        <translation>雙方長將，判和（第26.9.4條）</translation>
    </message>
    <message>
        <source>{name} is listed in art. 26.9.1 and must vary</source>
        <translation>{name:term}屬第26.9.1條所列，須變著</translation>
    </message>
    <message>
        <source>a single piece&apos;s 长捉 against a joint chase (联合捉) must vary (art. {article})</source>
        <translation>一子長捉對聯合捉，一子長捉一方須變著（第{article}條）</translation>
    </message>
    <message>
        <source>both sides forbidden, draw by 不变作和 (art. 26.9.4)</source>
        <translation>雙方均為禁止著法，不變作和（第26.9.4條）</translation>
    </message>
    <message>
        <source>{basis}; unilateral 长将 loses at once (art. 23.5.1)</source>
        <translation>{basis}；單方長將立即判負（第23.5.1條）</translation>
    </message>
    <message>
        <source>{side} must press the clock first.</source>
        <translation>{side}須先按鐘。</translation>
    </message>
    <message>
        <source>The clock has not been started: the arbiter starts it (Space or Arbiter → Start/pause clock).</source>
        <translation>棋鐘尚未開動：由裁判開鐘（空格鍵或「裁判 → 開始／暫停計時」）。</translation>
    </message>
    <message>
        <source>The clock is paused: no move counts until the arbiter restarts it (Space or Arbiter → Start/pause clock).</source>
        <translation>棋鐘已暫停：裁判重新開鐘（空格鍵或「裁判 → 開始／暫停計時」）之前不能走棋。</translation>
    </message>
    <message>
        <source>The clock is stopped (a flag fell): no move counts until the arbiter restarts it.</source>
        <translation>棋鐘已停（有一方超時）：裁判重新開鐘之前不能走棋。</translation>
    </message>
    <message>
        <source>{side} is played by the engine: wait for its move.</source>
        <translation>{side}由引擎走棋：請等待它走棋。</translation>
    </message>
    <message>
        <source>An earlier position is shown: select the last move (End) to return to the game.</source>
        <translation>正在查看之前的局面：選中最後一著（End 鍵）即回到對局。</translation>
    </message>
    <message>
        <source>{side} played {move:chinese}.</source>
        <translation>{side}走{move}。</translation>
    </message>
    <message>
        <source>{side}: press your clock.</source>
        <translation>{side}：請按鐘。</translation>
    </message>
    <message>
        <source>Drag cancelled: the piece went back. {ruling}</source>
        <translation>拖動取消，棋子已放回原處。{ruling}</translation>
    </message>
    <message>
        <source>{side} started the clock.</source>
        <translation>{side}開動了棋鐘。</translation>
    </message>
    <message>
        <source>The clock starts with the first move.</source>
        <translation>第一著走出後棋鐘開始計時。</translation>
    </message>
    <message>
        <source>{side} pressed the clock; {opponent} to move.</source>
        <translation>{side}已按鐘，輪到{opponent}走棋。</translation>
    </message>
    <message>
        <source>{side}&apos;s clock is pressed by the engine; the press was ignored.</source>
        <translation>{side}的棋鐘由引擎按，這次按鐘無效。</translation>
    </message>
    <message>
        <source>In casual play the clock is pressed automatically after each move.</source>
        <translation>友誼對局中每著走完後自動按鐘。</translation>
    </message>
    <message>
        <source>{side} must press the clock first; claims are made in one&apos;s own time (art. 22.4).</source>
        <translation>{side}須先按鐘；要求只能在自己的用時內提出（第22.4條）。</translation>
    </message>
    <message>
        <source>the arbiter refused its move {move}</source>
        <translation>裁判不接受它的著法{move}</translation>
    </message>
    <message>
        <source>{side}&apos;s engine failed: {text}. The clock is paused; {side} is now played by hand — the arbiter restarts the clock (Space).</source>
        <translation>{side}的引擎出錯：{text}。棋鐘已暫停；{side}改為人工走棋，由裁判重新開鐘（空格鍵）。</translation>
    </message>
    <message>
        <source>The arbiter started the clock.</source>
        <translation>裁判已開鐘。</translation>
    </message>
    <message>
        <source>The arbiter paused the clock.</source>
        <translation>裁判已停鐘。</translation>
    </message>
    <message>
        <source>The arbiter restarted the clock.</source>
        <translation>裁判已重新開鐘。</translation>
    </message>
    <message>
        <source>The clock cannot restart: {error}</source>
        <translation>棋鐘無法重新開動：{error}</translation>
    </message>
    <message>
        <source>The arbiter set {side}&apos;s time (art. 21.4).</source>
        <translation>裁判更改了{side}的時間（第21.4條）。</translation>
    </message>
    <message>
        <source>Undo is allowed only in casual play, during the game.</source>
        <translation>只有友誼對局進行中才能悔棋。</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>已悔一著。</translation>
    </message>
    <message>
        <source>{count} moves taken back (the engine&apos;s reply and yours).</source>
        <translation>已悔{count}著（引擎的應著和你的著法）。</translation>
    </message>
    <message>
        <source>Cannot take back {count} moves.</source>
        <translation>無法收回{count}著。</translation>
    </message>
    <message>
        <source>There is no decision to take back.</source>
        <translation>沒有可以撤銷的判決。</translation>
    </message>
    <message>
        <source>The arbiter took back the decision ({reason}); the clock is paused — the arbiter restarts it.</source>
        <translation>裁判撤銷了判決（{reason}）；棋鐘已暫停，由裁判重新開鐘。</translation>
    </message>
    <message>
        <source>The arbiter took back one move ({reason}); the clock is paused — the arbiter restarts it.</source>
        <translation>裁判收回了一著（{reason}）；棋鐘已暫停，由裁判重新開鐘。</translation>
    </message>
    <message>
        <source>The arbiter took back {count} moves ({reason}); the clock is paused — the arbiter restarts it.</source>
        <translation>裁判收回了{count}著（{reason}）；棋鐘已暫停，由裁判重新開鐘。</translation>
    </message>
    <message>
        <source>The game is not over: the arbiter declares a result instead.</source>
        <translation>對局尚未結束：請由裁判宣佈結果。</translation>
    </message>
    <message>
        <source>Game resumed after ply {ply}; the clock is paused — the arbiter restarts it (Space or Arbiter → Start/pause clock).</source>
        <translation>對局已從第{ply}著之後恢復；棋鐘暫停，由裁判重新開鐘（空格鍵或「裁判 → 開始／暫停計時」）。</translation>
    </message>
    <message>
        <source>Game over: {result} — {reason}</source>
        <translation>對局結束：{result}——{reason}</translation>
    </message>
    <message>
        <source>The arbiter corrected the result {old} to {new}: {reason} (art. 17.5).</source>
        <translation>裁判將結果由{old}更正為{new}：{reason}（第17.5條）。</translation>
    </message>
    <message>
        <source>{move} (自杀)</source>
        <translation>{move}（自殺）</translation>
    </message>
    <message>
        <source>Arbiter set {side}&apos;s time to {time} (art. 21.4)</source>
        <translation>裁判改時 {side} {time} (21.4)</translation>
    </message>
    <message>
        <source>Arbiter&apos;s correction: {reason} (art. 17.5)</source>
        <translation>裁判更正：{reason} (17.5)</translation>
    </message>
    <message>
        <source>Result corrected {old} → {new}: {reason} (art. 17.5)</source>
        <translation>裁判更正結果 {old} → {new}：{reason} (17.5)</translation>
    </message>
    <message>
        <source>Loss for violating the move rules (art. 4.1.8): {reason}</source>
        <translation>違例判負 (4.1.8)：{reason}</translation>
    </message>
    <message>
        <source>This game records no moves: only the clock is kept.</source>
        <translation>本局不記著法：只計時。</translation>
    </message>
    <message>
        <source>The clock started: {side} to move.</source>
        <translation>棋鐘已開動：{side}走棋。</translation>
    </message>
    <message>
        <source>{side} pressed the clock; type {side}&apos;s move.</source>
        <translation>{side}已按鐘；請輸入{side}的著法。</translation>
    </message>
    <message>
        <source>{side} pressed the clock; type {side}&apos;s move ({count} moves to type).</source>
        <translation>{side}已按鐘；請輸入{side}的著法（待錄 {count} 著）。</translation>
    </message>
    <message>
        <source>No press is waiting for its move.</source>
        <translation>沒有等待錄入著法的按鐘。</translation>
    </message>
    <message>
        <source>The press can no longer be withdrawn: the clock changed since; the arbiter records the foul (Arbiter → Record a foul).</source>
        <translation>該次按鐘已無法撤回：棋鐘此後已有變動；由裁判記錄犯規（裁判 → 記錄犯規）。</translation>
    </message>
    <message>
        <source>Type the pressed moves first: a claim is judged on the position on the board.</source>
        <translation>請先錄入已按鐘的著法：提請審核以盤面局勢為準。</translation>
    </message>
    <message>
        <source>Pressed moves not typed before the end: {count}.</source>
        <translation>終局前未錄入的已按鐘著法：{count} 著。</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>檔案不存在</translation>
    </message>
    <message>
        <source>cannot read file: {error}</source>
        <translation>無法讀取檔案：{error}</translation>
    </message>
    <message>
        <source>no game found (not a PGN file?)</source>
        <translation>未找到對局（不是 PGN 檔案？）</translation>
    </message>
    <message>
        <source>invalid {encoding} text after the byte-order mark</source>
        <translation>位元組順序標記之後的 {encoding} 文字無效</translation>
    </message>
    <message>
        <source>text is neither UTF-8, GB18030 nor Big5</source>
        <translation>文字編碼既非 UTF-8，也非 GB18030 或 Big5</translation>
    </message>
    <message>
        <source>no FEN position found in the list</source>
        <translation>清單中沒有 FEN 局面</translation>
    </message>
    <message>
        <source>not a valid FEN position: {text}</source>
        <translation>不是有效的 FEN 局面：{text}</translation>
    </message>
    <message>
        <source>invalid start position FEN {fen}: {error}</source>
        <translation>起始局面 FEN {fen} 無效：{error}</translation>
    </message>
    <message>
        <source>unsupported move notation: first move token {token}</source>
        <translation>不支援的記譜法：第一著寫作 {token}</translation>
    </message>
    <message>
        <source>{number}. {move}</source>
        <translation>第 {number} 回合紅方 {move}</translation>
    </message>
    <message>
        <source>{number}. ... {move}</source>
        <translation>第 {number} 回合黑方 {move}</translation>
    </message>
    <message>
        <source>illegal move at {label}: {error}</source>
        <translation>{label} 不是合法著法：{error}</translation>
    </message>
    <message>
        <source>illegal move at {label} (in a variation): {error}</source>
        <translation>變著中 {label} 不是合法著法：{error}</translation>
    </message>
    <message>
        <source>illegal move at {label} in position {fen}</source>
        <translation>{label} 在局面 {fen} 中不是合法著法</translation>
    </message>
    <message>
        <source>illegal move at {label} (in a variation) in position {fen}</source>
        <translation>變著中 {label} 在局面 {fen} 中不是合法著法</translation>
    </message>
    <message>
        <source>the file ends in the middle of the move {label}: it seems cut short</source>
        <translation>檔案在著法 {label} 的中間結束：檔案似乎不完整</translation>
    </message>
    <message>
        <source>comment &apos;{{&apos; is never closed</source>
        <translation>註解的 &apos;{{&apos; 沒有閉合</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; before any move it could replace</source>
        <translation>變著的 &apos;(&apos; 出現在任何可替換的著法之前</translation>
    </message>
    <message>
        <source>variations nested deeper than {depth}</source>
        <translation>變著巢狀超過 {depth} 層</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>&apos;)&apos; 沒有對應的變著</translation>
    </message>
    <message>
        <source>&apos;[&apos; inside movetext is not a tag pair</source>
        <translation>著法文字中的 &apos;[&apos; 不是標籤對</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; opened here is never closed ({count} open)</source>
        <translation>此處開始的變著 &apos;(&apos; 沒有閉合（{count} 處未閉合）</translation>
    </message>
    <message>
        <source>binit must be 64 digits 0-9, got {count} characters</source>
        <translation>binit 應為 64 個數字 0-9，實際為 {count} 個字元</translation>
    </message>
    <message>
        <source>binit slot {slot} has file {file} off the board</source>
        <translation>binit 第 {slot} 格的路數 {file} 在棋盤之外</translation>
    </message>
    <message>
        <source>move list is not a sequence of 4-digit moves</source>
        <translation>著法清單不是由 4 位數字著法組成</translation>
    </message>
    <message>
        <source>move {move} leaves the board</source>
        <translation>著法 {move} 走出了棋盤</translation>
    </message>
    <message>
        <source>branch {branch} starts at ply {ply} of line {parent}, which does not exist</source>
        <translation>分支 {branch} 從第 {parent} 條線路的第 {ply} 步開始，但該步不存在</translation>
    </message>
    <message>
        <source>move {move} in column {column} has no predecessor</source>
        <translation>第 {column} 列的著法 {move} 沒有前一著</translation>
    </message>
    <message>
        <source>not an XQF file: it starts with the bytes {start}, an XQF file with 58 51 (“XQ”)</source>
        <translation>不是 XQF 檔案：開頭位元組為 {start}，XQF 檔案應以 58 51（「XQ」）開頭</translation>
    </message>
    <message>
        <source>not an XQF file: the file is empty</source>
        <translation>不是 XQF 檔案：檔案是空的</translation>
    </message>
    <message>
        <source>truncated XQF header: {size} of {needed} bytes</source>
        <translation>XQF 檔頭不完整：只有 {size} 位元組，應有 {needed} 位元組</translation>
    </message>
    <message>
        <source>unsupported XQF version {version} (10..18 are known)</source>
        <translation>不支援的 XQF 版本 {version}（已知版本為 10..18）</translation>
    </message>
    <message>
        <source>two pieces on square {square}</source>
        <translation>{square} 格上有兩個棋子</translation>
    </message>
    <message>
        <source>move record squares {origin}/{target} are off the board</source>
        <translation>著法記錄的格子 {origin}/{target} 在棋盤之外</translation>
    </message>
    <message>
        <source>truncated move record (file ends inside the move tree)</source>
        <translation>著法記錄不完整（檔案在著法樹中間結束）</translation>
    </message>
    <message>
        <source>truncated comment length</source>
        <translation>註解長度不完整</translation>
    </message>
    <message>
        <source>comment length {length} runs past the end of the file</source>
        <translation>註解長度 {length} 超出了檔案結尾</translation>
    </message>
    <message>
        <source>XQF holds at most {count} of piece {letter}</source>
        <translation>XQF 最多只能容納 {count} 個 {letter} 棋子</translation>
    </message>
    <message>
        <source>header {tag} is dropped: XQF has no field for it</source>
        <translation>棋譜資訊 {tag} 將遺失：XQF 沒有對應的欄位</translation>
    </message>
    <message>
        <source>header {tag} is cut to {size} bytes (XQF&apos;s fixed field): {value}</source>
        <translation>棋譜資訊 {tag} 將被截為 {size} 位元組（XQF 的固定欄位）：{value}</translation>
    </message>
    <message>
        <source>header {tag}: XQF keeps no line breaks (written as spaces): {value}</source>
        <translation>棋譜資訊 {tag}：XQF 不保留換行（寫成空格）：{value}</translation>
    </message>
    <message>
        <source>header {tag}: XQF readers drop white space and NUL characters at the ends: {value}</source>
        <translation>棋譜資訊 {tag}：XQF 讀取時會去掉首尾的空白和 NUL 字元：{value}</translation>
    </message>
    <message>
        <source>{reason}; the game was imported without the rest of that variation</source>
        <extracomment>Games per committed transaction. File name endings imported from folders. progress(files done, files total, games imported so far, current file)</extracomment>
        <translation>{reason}；該局已匯入，但不含該變著的其餘部分</translation>
    </message>
    <message>
        <source>longer than {count} characters: not a move text</source>
        <translation>超過 {count} 個字元：不是著法</translation>
    </message>
    <message>
        <source>not a move in any known notation (Chinese, abbr, WXF, ICCS)</source>
        <translation>不是任何已知記譜法的著法（中文、簡寫、WXF、ICCS）</translation>
    </message>
    <message>
        <source>empty move text</source>
        <translation>著法為空</translation>
    </message>
    <message>
        <source>not ICCS notation (expected e.g. h2e2)</source>
        <translation>不是 ICCS 記譜（應如 h2e2）</translation>
    </message>
    <message>
        <source>not WXF notation (expected letter, file, +/-/=, digit)</source>
        <translation>不是 WXF 記譜（應為字母、路數、+/-/=、數字）</translation>
    </message>
    <message>
        <source>unknown piece letter {letter}</source>
        <translation>未知的棋子字母 {letter}</translation>
    </message>
    <message>
        <source>not abbreviated notation (expected piece, file, digit)</source>
        <translation>不是簡寫記譜（應為棋子、路數、數字）</translation>
    </message>
    <message>
        <source>not Chinese notation (expected ... 进/退/平 and a number)</source>
        <translation>不是中文記譜（應以 進/退/平 和數字結尾）</translation>
    </message>
    <message>
        <source>not a move text (expected piece, file, 进/退/平, number)</source>
        <translation>不是著法（應為棋子、路數、進/退/平、數字）</translation>
    </message>
    <message>
        <source>unknown piece {char}</source>
        <translation>未知棋子 {char}</translation>
    </message>
    <message>
        <source>unexpected character {char} in Chinese notation</source>
        <translation>中文記譜中出現意外字元 {char}</translation>
    </message>
    <message>
        <source>no such tandem ordinal {ordinal}</source>
        <translation>沒有第 {ordinal} 個同路棋子</translation>
    </message>
    <message>
        <source>no piece of the side to move on {square}</source>
        <translation>{square} 上沒有走棋方的棋子</translation>
    </message>
    <message>
        <source>no red piece (side to move) on {square}</source>
        <translation>{square} 上沒有紅方（走棋方）的棋子</translation>
    </message>
    <message>
        <source>no black piece (side to move) on {square}</source>
        <translation>{square} 上沒有黑方（走棋方）的棋子</translation>
    </message>
    <message>
        <source>not a legal move in this position</source>
        <translation>在此局面下不是合法著法</translation>
    </message>
    <message>
        <source>a {name} cannot move sideways (平)</source>
        <translation>{kind}不能平走</translation>
    </message>
    <message>
        <source>a {name} cannot retreat (退)</source>
        <translation>{kind}不能後退</translation>
    </message>
    <message>
        <source>the side to move has no {name}</source>
        <translation>走棋方沒有{kind}</translation>
    </message>
    <message>
        <source>there is no {origin}</source>
        <translation>沒有{origin}</translation>
    </message>
    <message>
        <source>not a legal move for the {origin}</source>
        <translation>{origin}不能這樣走</translation>
    </message>
    <message>
        <source>ambiguous: fits {count} legal moves ({moves})</source>
        <translation>有歧義：符合 {count} 個合法著法（{moves}）</translation>
    </message>
    <message>
        <source>{name}</source>
        <translation>{kind}</translation>
    </message>
    <message>
        <source>{name} on file {file}</source>
        <translation>{file_zh}路{kind}</translation>
    </message>
    <message>
        <source>{rank} {name}</source>
        <translation>{rank}{kind}</translation>
    </message>
    <message>
        <source>{rank} {name} on file {file}</source>
        <translation>{file_zh}路{rank}{kind}</translation>
    </message>
    <message>
        <source>front</source>
        <translation>前</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>中</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>後</translation>
    </message>
    <message>
        <source>number {ordinal}</source>
        <translation>第{ordinal}個</translation>
    </message>
    <message>
        <source>not WinBoard SAN</source>
        <translation>不是 WinBoard SAN 記譜</translation>
    </message>
    <message>
        <source>rank {rank} is off the board</source>
        <translation>第 {rank} 橫線在棋盤之外</translation>
    </message>
    <message>
        <source>no legal move fits</source>
        <translation>沒有符合的合法著法</translation>
    </message>
    <message>
        <source>move {number} of the pasted text: {reason}</source>
        <translation>貼上文字的第 {number} 著：{reason}</translation>
    </message>
    <message>
        <source>FEN placement has {count} ranks, expected 10: {text}</source>
        <extracomment>Longest move counter read (ASCII digits only); a longer one is a :class:`FenError`. Why a FEN is refused: ids and English templates (the UI translates them, context ``Message``). A quoted piece of the FEN is passed quoted (``repr``).</extracomment>
        <translation>FEN 的棋子佈局有 {count} 行，應為 10 行：{text}</translation>
    </message>
    <message>
        <source>rank {rank} has more than 9 points: {text}</source>
        <translation>第 {rank} 橫線超過 9 個點：{text}</translation>
    </message>
    <message>
        <source>rank {rank} has {count} points, expected 9: {text}</source>
        <translation>第 {rank} 橫線有 {count} 個點，應為 9 個：{text}</translation>
    </message>
    <message>
        <source>unknown piece letter {letter} on rank {rank}</source>
        <translation>第 {rank} 橫線上有未知的棋子字母 {letter}</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square} cannot stand there (art. 2.2: {rule})</source>
        <translation>{where}不能擺在這裡（第2.2條：{rule}）</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square} is one too many: a side has {count} (art. 1.2)</source>
        <translation>{where}多了一個：每方只有 {count} 個（第1.2條）</translation>
    </message>
    <message>
        <source>{side:lower} general is missing</source>
        <translation>{side}缺少帥（將）</translation>
    </message>
    <message>
        <source>FEN move counter {text} is not a number of at most {digits} digits 0-9</source>
        <translation>FEN 的著數計數 {text} 不是最多 {digits} 位的數字 0-9</translation>
    </message>
    <message>
        <source>FEN needs at least placement and side to move: {text}</source>
        <translation>FEN 至少需要棋子佈局和走棋方：{text}</translation>
    </message>
    <message>
        <source>FEN side to move must be w, r or b, not {text}</source>
        <translation>FEN 的走棋方應為 w、r 或 b，而不是 {text}</translation>
    </message>
    <message>
        <source>the palace only</source>
        <translation>只能在九宮內</translation>
    </message>
    <message>
        <source>the palace diagonals only</source>
        <translation>只能在九宮斜線上</translation>
    </message>
    <message>
        <source>its seven points on its own side of the river only</source>
        <translation>只能在本方河界內的七個點上</translation>
    </message>
    <message>
        <source>never behind its start rank, nor beside it before the river</source>
        <translation>不能在起始橫線之後，過河前也不能在其兩側</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square} is in check from {by}, but it is {mover:lower}&apos;s turn</source>
        <extracomment>Why a position is refused although its FEN reads (ids and English templates, context ``Message``; :func:`~xiangqi_gui.rules.fen.placed` names the pieces).</extracomment>
        <translation>{where}正被{by}將軍，卻輪到{mover}走棋</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square}</source>
        <translation>{where}</translation>
    </message>
    <message>
        <source>the facing general</source>
        <translation>對面的帥（將）</translation>
    </message>
    <message>
        <source>byoyomi: the last stage must be sudden death (moves=None)</source>
        <extracomment>The time-control mistakes a person can make in the form (context ``Message``).</extracomment>
        <translation>讀秒前的最後一個時段必須是包乾（著數為 0）</translation>
    </message>
    <message>
        <source>byoyomi: cannot be combined with a delay in the last stage</source>
        <translation>讀秒不能與最後一個時段的延時同時使用</translation>
    </message>
    <message>
        <source>stages[0]: a Bronstein delay with no main time flags at once; use a simple (US) delay for a fixed time per move</source>
        <translation>第一時段沒有基本用時卻用布朗斯坦延時，會立即超時；每著固定用時請用簡單（美式）延時</translation>
    </message>
    <message>
        <source>stages[0]: time_ns is 0 and nothing else gives time to move</source>
        <translation>第一時段的基本用時為 0，又沒有其他可用時間走棋</translation>
    </message>
    <message>
        <source>time odds {delta} ns exceed the base time {base}</source>
        <translation>讓時超過了第一時段的基本用時</translation>
    </message>
    <message>
        <source>no engine found: looked for {names} on PATH and in {dirs}; install fairy-stockfish (apt-get install fairy-stockfish) or choose the engine file in the settings</source>
        <translation>未找到引擎：在 PATH 和 {dirs} 中查找了 {names}；請安裝 fairy-stockfish（apt-get install fairy-stockfish），或在設定中選擇引擎檔案</translation>
    </message>
    <message>
        <source>engine {engine} is not an executable file</source>
        <translation>引擎 {engine} 不是可執行檔</translation>
    </message>
    <message>
        <source>engine {engine} did not start: {error}</source>
        <translation>引擎 {engine} 未能啟動：{error}</translation>
    </message>
    <message>
        <source>engine {engine} could not be started</source>
        <translation>引擎 {engine} 無法啟動</translation>
    </message>
    <message>
        <source>engine {engine} crashed</source>
        <translation>引擎 {engine} 當掉了</translation>
    </message>
    <message>
        <source>engine {engine} exited unexpectedly (status {code})</source>
        <translation>引擎 {engine} 意外結束（結束碼 {code}）</translation>
    </message>
    <message>
        <source>engine {engine} exited (status {code}) while we waited for its {what}</source>
        <translation>等待{what}時，引擎 {engine} 結束了（結束碼 {code}）</translation>
    </message>
    <message>
        <source>engine {engine} sent no {what} within {seconds} s and was stopped</source>
        <translation>引擎 {engine} 在 {seconds} 秒內沒有{what}，已被終止</translation>
    </message>
    <message>
        <source>handshake reply</source>
        <translation>回應握手</translation>
    </message>
    <message>
        <source>move</source>
        <translation>給出著法</translation>
    </message>
    <message>
        <source>reply to stop</source>
        <translation>回應停止命令</translation>
    </message>
    <message>
        <source>output</source>
        <translation>任何輸出</translation>
    </message>
    <message>
        <source>engine {engine} returned no move in position {fen}</source>
        <translation>引擎 {engine} 在局面 {fen} 中沒有給出著法</translation>
    </message>
    <message>
        <source>engine {engine} sent move {text} in position {fen}: {reason}</source>
        <translation>引擎 {engine} 在局面 {fen} 中給出著法 {text}：{reason}</translation>
    </message>
    <message>
        <source>{text} is not a move with files a-i and ranks {ranks}</source>
        <translation>{text} 不是路為 a-i、線為 {ranks} 的著法</translation>
    </message>
    <message>
        <source>{move} is not a legal move for the side to move</source>
        <translation>{move} 不是走棋方的合法著法</translation>
    </message>
    <message>
        <source>bad engine output {line}: {reason}</source>
        <translation>引擎輸出有誤 {line}：{reason}</translation>
    </message>
    <message>
        <source>bad engine output {line}: {reason} (engine {engine}, position {fen})</source>
        <translation>引擎輸出有誤 {line}：{reason}（引擎 {engine}，局面 {fen}）</translation>
    </message>
    <message>
        <source>bestmove without a move</source>
        <translation>bestmove 後面沒有著法</translation>
    </message>
    <message>
        <source>ponder move: {reason}</source>
        <translation>後續預想著法：{reason}</translation>
    </message>
    <message>
        <source>{path}: cannot open the game library ({error})</source>
        <extracomment>Columns of :class:`GameRow`, in SELECT order.</extracomment>
        <translation>{path}：無法開啟棋譜庫（{error}）</translation>
    </message>
    <message>
        <source>{path}: the game library is damaged ({reason}). It can be rebuilt: the damaged file is kept aside and the games are imported again.</source>
        <translation>{path}：棋譜庫已損壞（{reason}）。可以重建：損壞的檔案會另外保存，棋譜需重新匯入。</translation>
    </message>
    <message>
        <source>schema version {found}, expected {expected}</source>
        <translation>資料庫結構版本為 {found}，應為 {expected}</translation>
    </message>
    <message>
        <source>a stored move tree cannot be read</source>
        <translation>儲存的著法樹無法讀取</translation>
    </message>
    <message>
        <source>a stored move tree cannot be read: {reason}</source>
        <translation>儲存的著法樹無法讀取：{reason}</translation>
    </message>
    <message>
        <source>no game {number} in the library</source>
        <translation>棋譜庫中沒有第 {number} 局</translation>
    </message>
    <message>
        <source>invalid FEN {fen}: {error}</source>
        <translation>無效的 FEN {fen}：{error}</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>檔案或資料夾不存在</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>沒有存取權限</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>不允許此操作</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>磁碟空間已滿</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>超出磁碟配額</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>檔案系統為唯讀</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>這是一個資料夾</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>不是資料夾</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>檔案已存在</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>讀寫錯誤</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>檔名太長</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>開啟的檔案太多</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>裝置或資源正忙</translation>
    </message>
    <message>
        <source>Exec format error</source>
        <translation>不是可執行的程式</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>database is locked</source>
        <translation>資料庫被另一個程式鎖定</translation>
    </message>
    <message>
        <source>database disk image is malformed</source>
        <translation>資料庫檔案已損壞</translation>
    </message>
    <message>
        <source>file is not a database</source>
        <translation>該檔案不是資料庫</translation>
    </message>
    <message>
        <source>attempt to write a readonly database</source>
        <translation>資料庫為唯讀，無法寫入</translation>
    </message>
    <message>
        <source>unable to open database file</source>
        <translation>無法開啟資料庫檔案</translation>
    </message>
    <message>
        <source>disk I/O error</source>
        <translation>磁碟讀寫錯誤</translation>
    </message>
    <message>
        <source>database or disk is full</source>
        <translation>資料庫或磁碟已滿</translation>
    </message>
    <message>
        <source>{path}: no such file</source>
        <translation>{path}：檔案不存在</translation>
    </message>
    <message>
        <source>{path}: already exists</source>
        <translation>{path}：檔案已存在</translation>
    </message>
    <message>
        <source>{path}: cannot open: {error}</source>
        <translation>{path}：無法開啟：{error}</translation>
    </message>
    <message>
        <source>{path}: cannot read: {error}</source>
        <translation>{path}：無法讀取：{error}</translation>
    </message>
    <message>
        <source>{path}: cannot write: {error}</source>
        <translation>{path}：無法寫入：{error}</translation>
    </message>
    <message>
        <source>{path}: cannot update the file: {error}</source>
        <translation>{path}：無法更新檔案：{error}</translation>
    </message>
    <message>
        <source>{path}: not a readable tournament file: {error}</source>
        <translation>{path}：不是可讀取的比賽檔案：{error}</translation>
    </message>
    <message>
        <source>{path}: not a readable {kind} file: {error}</source>
        <translation>{path}：不是可讀取的{kind}檔案：{error}</translation>
    </message>
    <message>
        <source>{path}: wrong kind of event file ({found}; expected {kind})</source>
        <translation>{path}：賽事檔案類型不符（這是{found}檔案，應為{kind}檔案）</translation>
    </message>
    <message>
        <source>{path}: not an event file of this program</source>
        <translation>{path}：不是本程式的賽事檔案</translation>
    </message>
    <message>
        <source>event</source>
        <translation>比賽</translation>
    </message>
    <message>
        <source>team-event</source>
        <translation>團體賽</translation>
    </message>
    <message>
        <source>knockout</source>
        <translation>淘汰賽</translation>
    </message>
    <message>
        <source>{path}: not a tournament export: {error}</source>
        <translation>{path}：不是匯出的比賽檔案：{error}</translation>
    </message>
    <message>
        <source>{path}: not written</source>
        <translation>{path}：未能寫入</translation>
    </message>
    <message>
        <source>{path}: no players in the file</source>
        <translation>{path}：檔案中沒有棋手</translation>
    </message>
    <message>
        <source>{path}: neither UTF-8 nor GB18030 text</source>
        <translation>{path}：既不是 UTF-8 也不是 GB18030 文字</translation>
    </message>
    <message>
        <source>{path}: line {line}: no name</source>
        <translation>{path}：第 {line} 行：沒有姓名</translation>
    </message>
    <message>
        <source>{path}: line {line}: rating {rating} is not a number</source>
        <translation>{path}：第 {line} 行：等級分 {rating} 不是數字</translation>
    </message>
    <message>
        <source>the competition system cannot change after round 1</source>
        <translation>第一輪之後不能更改競賽制度</translation>
    </message>
    <message>
        <source>{count} rounds are already paired</source>
        <translation>已經編排了 {count} 輪</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>棋手需要有姓名</translation>
    </message>
    <message>
        <source>players can only be registered before round 1 is paired</source>
        <translation>只能在第一輪編排之前報名棋手</translation>
    </message>
    <message>
        <source>after the start a player withdraws instead (art. 19)</source>
        <translation>比賽開始後棋手只能退出比賽（第19條）</translation>
    </message>
    <message>
        <source>no player number {number}</source>
        <translation>沒有{number}號棋手</translation>
    </message>
    <message>
        <source>cannot make {groups} groups of at least 2 from {count}</source>
        <translation>{count} 名棋手無法分成 {groups} 個至少 2 人的小組</translation>
    </message>
    <message>
        <source>round {number} still has games without a result</source>
        <translation>第 {number} 輪還有未登記結果的對局</translation>
    </message>
    <message>
        <source>all rounds have been paired</source>
        <translation>所有輪次都已編排</translation>
    </message>
    <message>
        <source>at least two players are needed</source>
        <translation>至少需要兩名棋手</translation>
    </message>
    <message>
        <source>round {number} cannot be paired now</source>
        <translation>現在不能編排第 {number} 輪</translation>
    </message>
    <message>
        <source>round {number} is followed by later rounds</source>
        <translation>第 {number} 輪之後已有後續輪次</translation>
    </message>
    <message>
        <source>a bye needs no result (it scores as a win, art. 14.4)</source>
        <translation>輪空無需登記結果（按勝局計分，第14.4條）</translation>
    </message>
    <message>
        <source>fouls cannot be negative</source>
        <translation>犯規次數不能為負</translation>
    </message>
    <message>
        <source>there is no round {number}</source>
        <translation>沒有第 {number} 輪</translation>
    </message>
    <message>
        <source>round {number} has no board {board}</source>
        <translation>第 {number} 輪沒有第 {board} 台</translation>
    </message>
    <message>
        <source>player {number} has already left</source>
        <translation>{number}號棋手已經離開比賽</translation>
    </message>
    <message>
        <source>eliminate only after a finished round</source>
        <translation>只能在一輪結束後淘汰</translation>
    </message>
    <message>
        <source>no round has been paired</source>
        <translation>尚未編排任何一輪</translation>
    </message>
    <message>
        <source>round {number} already has results</source>
        <translation>第 {number} 輪已有結果</translation>
    </message>
    <message>
        <source>round {number}: no pairing avoids rematches and keeps the colour limits for these {count} players</source>
        <translation>第 {number} 輪：這 {count} 名棋手找不到既不重複相遇又符合先後手限制的編排</translation>
    </message>
    <message>
        <source>teams can only be registered before round 1</source>
        <translation>只能在第一輪之前報名隊伍</translation>
    </message>
    <message>
        <source>team {name} needs {count} players</source>
        <translation>{name}隊需要 {count} 名棋手</translation>
    </message>
    <message>
        <source>team {name} needs {count} players or more</source>
        <translation>{name}隊至少需要 {count} 名棋手</translation>
    </message>
    <message>
        <source>no team number {number}</source>
        <translation>沒有{number}號隊</translation>
    </message>
    <message>
        <source>round {number} is not finished</source>
        <translation>第 {number} 輪尚未結束</translation>
    </message>
    <message>
        <source>a bye has no line-up</source>
        <translation>輪空沒有出場名單</translation>
    </message>
    <message>
        <source>{name}: {count} different players needed</source>
        <translation>{name}：需要 {count} 名不同的棋手</translation>
    </message>
    <message>
        <source>{name}: not all of them are registered</source>
        <translation>{name}：其中有未報名的棋手</translation>
    </message>
    <message>
        <source>{name}: fixed boards (11.1) cannot change</source>
        <translation>{name}：固定台次（第11.1條）不能更改</translation>
    </message>
    <message>
        <source>{name}: the board order cannot be inverted (11.2)</source>
        <translation>{name}：台次順序不能顛倒（第11.2條）</translation>
    </message>
    <message>
        <source>a bye has no boards</source>
        <translation>輪空沒有台次</translation>
    </message>
    <message>
        <source>set the line-ups first (11.2/11.3)</source>
        <translation>請先排定出場名單（第11.2/11.3條）</translation>
    </message>
    <message>
        <source>there is no board {board}</source>
        <translation>沒有第 {board} 台</translation>
    </message>
    <message>
        <source>no match {index} in round {number}</source>
        <translation>第 {number} 輪沒有第 {index} 場對抗</translation>
    </message>
    <message>
        <source>player {number} is paired {count} times</source>
        <translation>{number}號棋手被編排{count}次</translation>
    </message>
    <message>
        <source>player {number} has withdrawn</source>
        <translation>{number}號棋手已退出比賽</translation>
    </message>
    <message>
        <source>player {number} is not paired</source>
        <translation>{number}號棋手未被編排</translation>
    </message>
    <message>
        <source>{red} and {black} have met before</source>
        <translation>{red}號與{black}號已相遇過</translation>
    </message>
    <message>
        <source>player {number} ({history}) cannot take Red: three in a row or difference 3</source>
        <translation>{number}號棋手（{history}）執紅將連三或先後手相差三局</translation>
    </message>
    <message>
        <source>player {number} ({history}) cannot take Black: three in a row or difference 3</source>
        <translation>{number}號棋手（{history}）執黑將連三或先後手相差三局</translation>
    </message>
    <message>
        <source>player {number} already had a bye</source>
        <translation>{number}號棋手已輪空過</translation>
    </message>
    <message>
        <source>the bye should go to a lower scorer (e.g. {number})</source>
        <translation>輪空應給最低分棋手（如{number}號）</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>Type a move: 炮二平五, 炮25, C2=5, h2e2</source>
        <translation>輸入著法：炮二平五、炮25、C2=5、h2e2</translation>
    </message>
    <message numerus="yes">
        <source>%n more…</source>
        <translation>
            <numerusform>還有 %n 個…</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” fits several moves: %2</source>
        <translation>“%1”可對應多個著法：%2</translation>
    </message>
    <message>
        <source>“%1” is not a legal move here: %2</source>
        <translation>“%1”在此局面不合規則：%2</translation>
    </message>
</context>
<context>
    <name>MoveTree</name>
    <message>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>變著上移</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>設為主線</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>變著下移</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>從此處刪除</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>National event (the first illegal move loses, art. 4.1.8)</source>
        <extracomment>Competition presets and their labels (CXA art. 4.1.8 / 8.1.8 decide the penalties).</extracomment>
        <translation>全國比賽（第一次違例即判負，第4.1.8條）</translation>
    </message>
    <message>
        <source>Provincial event (a foul, then a loss, art. 8.1.8)</source>
        <translation>省級比賽（先判犯規，再犯判負，第8.1.8條）</translation>
    </message>
    <message>
        <source>Junior championship (a foul, then a loss, art. 8.1.8)</source>
        <translation>少年比賽（先判犯規，再犯判負，第8.1.8條）</translation>
    </message>
    <message>
        <source>Casual game (illegal moves refused, undo allowed)</source>
        <translation>友誼對局（不合規則的著法不被接受，可以悔棋）</translation>
    </message>
    <message>
        <source>CXA repetition rules (Chinese Xiangqi Association)</source>
        <translation>中國象棋協會棋例</translation>
    </message>
    <message>
        <source>AXF repetition rules (Asian Xiangqi Federation)</source>
        <translation>亞洲象棋聯合會棋例</translation>
    </message>
    <message>
        <source>National event</source>
        <translation>全國比賽</translation>
    </message>
    <message>
        <source>Provincial event</source>
        <translation>省級比賽</translation>
    </message>
    <message>
        <source>Junior championship</source>
        <translation>少年比賽</translation>
    </message>
    <message>
        <source>Casual game</source>
        <translation>友誼對局</translation>
    </message>
    <message>
        <source>{0} ({1} repetition rules)</source>
        <translation>{0}（{1}棋例）</translation>
    </message>
    <message>
        <source>clock only, no score sheet</source>
        <translation>只計時，不記譜</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>續局</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自訂…</translation>
    </message>
    <message>
        <source>Press the clock by hand after each move (physical clock; the time runs until you press)</source>
        <translation>每走一著後手動按鐘（與實體棋鐘相同；按鐘前計時不停）</translation>
    </message>
    <message>
        <source>Show legal targets (casual games only)</source>
        <translation>顯示可走位置（僅友誼對局）</translation>
    </message>
    <message>
        <source>Record the moves (score sheet); off: a clock-only game beside a wooden board</source>
        <translation>記錄著法（記錄紙）；不選則只計時，在實物棋盤旁對弈</translation>
    </message>
    <message>
        <source>No engine found.</source>
        <translation>未找到引擎。</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>賽事</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>地點</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>裁判</translation>
    </message>
    <message>
        <source>Repetition rules</source>
        <translation>棋例</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>時限</translation>
    </message>
    <message>
        <source>{0} is not an executable file.</source>
        <translation>{0} 不是執行檔。</translation>
    </message>
    <message>
        <source>Engine choice disabled: {0}</source>
        <translation>無法選擇引擎：{0}</translation>
    </message>
    <message>
        <source>Red {0}; Black {1}</source>
        <translation>紅方 {0}；黑方 {1}</translation>
    </message>
    <message>
        <source>Custom: {0}</source>
        <translation>自訂：{0}</translation>
    </message>
    <message>
        <source>Red team</source>
        <translation>紅方隊名</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新對局</translation>
    </message>
    <message>
        <source>Red plays</source>
        <translation>紅方執棋者</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>黑方隊名</translation>
    </message>
    <message>
        <source>Black plays</source>
        <translation>黑方執棋者</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>比賽級別</translation>
    </message>
</context>
<context>
    <name>NotationBox</name>
    <message>
        <source>Chinese (炮二平五)</source>
        <extracomment>The example move each notation is known by (the closed box shows it).</extracomment>
        <translation>中文記譜（炮二平五）</translation>
    </message>
    <message>
        <source>Abbreviated (炮25)</source>
        <translation>簡寫記譜（炮25）</translation>
    </message>
    <message>
        <source>WXF (C2=5)</source>
        <translation>WXF 記譜（C2=5）</translation>
    </message>
    <message>
        <source>ICCS (h2e2)</source>
        <translation>ICCS 座標（h2e2）</translation>
    </message>
</context>
<context>
    <name>NotationBoxShort</name>
    <message>
        <source>Chinese (炮二平五)</source>
        <extracomment>The short names the closed box shows when the full name has no room (context &quot;NotationBoxShort&quot;: the same English words as some full names, other translations).</extracomment>
        <translation>中文（炮二平五）</translation>
    </message>
    <message>
        <source>Abbr. (炮25)</source>
        <translation>簡寫（炮25）</translation>
    </message>
    <message>
        <source>WXF (C2=5)</source>
        <translation>WXF（C2=5）</translation>
    </message>
    <message>
        <source>ICCS (h2e2)</source>
        <translation>ICCS（h2e2）</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Set up a position (摆棋)</source>
        <translation>擺棋</translation>
    </message>
    <message>
        <source>Red to move (红先)</source>
        <translation>紅先</translation>
    </message>
    <message>
        <source>Black to move (黑先)</source>
        <translation>黑先</translation>
    </message>
    <message>
        <source>Eraser (清除)</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Clear (清空)</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Start position (初始局面)</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN：</translation>
    </message>
    <message>
        <source>Cannot read this FEN: %1</source>
        <translation>無法讀取此 FEN：%1</translation>
    </message>
    <message>
        <source>Impossible position: %1</source>
        <translation>不可能的局面：%1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>偏好設定</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟隨系統語言</translation>
    </message>
    <message>
        <source>Simplified (帅仕相马车炮兵)</source>
        <translation>簡體（帅仕相马车炮兵）</translation>
    </message>
    <message>
        <source>Traditional (帥仕相傌俥炮兵)</source>
        <translation>繁體（帥仕相傌俥炮兵）</translation>
    </message>
    <message>
        <source>Clock sounds (warnings, press clicks, 读秒)</source>
        <translation>棋鐘聲音（提示音、按鐘聲、讀秒）</translation>
    </message>
    <message>
        <source>Count 读秒 aloud (十秒, 五、四、三、二、一)</source>
        <translation>語音讀秒（十秒，五、四、三、二、一）</translation>
    </message>
    <message>
        <source>Seconds of main time left at which the clock warns, separated by commas, e.g. 60, 30, 10</source>
        <translation>基本用時剩餘多少秒時提示，用逗號分隔，例如 60, 30, 10</translation>
    </message>
    <message>
        <source>Left half of the keyboard</source>
        <translation>鍵盤左半部</translation>
    </message>
    <message>
        <source>Right half of the keyboard</source>
        <translation>鍵盤右半部</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>A second press by the same player within this time is ignored, as on a physical clock.</source>
        <translation>同一方在此時間內再次按鐘不計，與實體棋鐘相同。</translation>
    </message>
    <message>
        <source>CXA form in Chinese (记录表)</source>
        <translation>中國象棋協會記錄表（中文）</translation>
    </message>
    <message>
        <source>The interface language</source>
        <translation>介面語言</translation>
    </message>
    <message>
        <source>Wooden board</source>
        <translation>木紋棋盤</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高對比度</translation>
    </message>
    <message>
        <source>Keys separated by commas, e.g. Z, A</source>
        <translation>按鍵以逗號分隔，如 Z, A</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>Piece faces</source>
        <translation>棋子字樣</translation>
    </message>
    <message>
        <source>Score sheet notation</source>
        <translation>記錄表記譜法</translation>
    </message>
    <message>
        <source>Printed score sheet</source>
        <translation>列印的記錄表</translation>
    </message>
    <message>
        <source>Board and pieces</source>
        <translation>棋盤與棋子</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>聲音</translation>
    </message>
    <message>
        <source>Warnings at (seconds left)</source>
        <translation>提示時刻（剩餘秒數）</translation>
    </message>
    <message>
        <source>Clock keys</source>
        <translation>按鐘鍵</translation>
    </message>
    <message>
        <source>Left clock face keys</source>
        <translation>左側鐘面按鍵</translation>
    </message>
    <message>
        <source>Right clock face keys</source>
        <translation>右側鐘面按鍵</translation>
    </message>
    <message>
        <source>Clock mode: left face keys</source>
        <translation>棋鐘模式：左鐘面按鍵</translation>
    </message>
    <message>
        <source>Clock mode: right face keys</source>
        <translation>棋鐘模式：右鐘面按鍵</translation>
    </message>
    <message>
        <source>Pause key (arbiter)</source>
        <translation>停鐘鍵（裁判）</translation>
    </message>
    <message>
        <source>Clock mode: ignore a repeated press within</source>
        <translation>棋鐘模式：在此時間內重複按鐘不計</translation>
    </message>
</context>
<context>
    <name>PrintSheet</name>
    <message>
        <source>Move</source>
        <extracomment>The language of the CXA score-sheet form (记录表), the printout&apos;s default. Table columns: (heading, relative width). Move columns hold full / abbreviated notation. Headings, like every label below, are English sources translated into the sheet&apos;s language (zh_Hans: the CXA form&apos;s words 回合, 红方, 简写, 用时, 黑方, 备注).</extracomment>
        <translation>回合</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Abbr.</source>
        <translation>簡寫</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用時</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Red wins</source>
        <extracomment>Lines allowed for the ending sentence and for each foul in the closing block.</extracomment>
        <translation>紅勝</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑勝</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>未完</translation>
    </message>
    <message>
        <source>checkmate</source>
        <extracomment>Names of the endings (the CXA&apos;s wording of art. 4.1 / 4.2 in Chinese: 将死, 困毙 ...).</extracomment>
        <translation>將死</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>困斃</translation>
    </message>
    <message>
        <source>self-kill</source>
        <translation>自殺</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>長將</translation>
    </message>
    <message>
        <source>perpetual chase</source>
        <translation>長捉</translation>
    </message>
    <message>
        <source>forbidden repetition</source>
        <translation>違反禁例</translation>
    </message>
    <message>
        <source>draw, neither side varies</source>
        <translation>不變作和</translation>
    </message>
    <message>
        <source>natural move limit</source>
        <translation>自然限著</translation>
    </message>
    <message>
        <source>neither side can win</source>
        <translation>雙方均無取勝可能</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>認輸</translation>
    </message>
    <message>
        <source>agreed draw</source>
        <translation>議和</translation>
    </message>
    <message>
        <source>lost on time</source>
        <translation>超時</translation>
    </message>
    <message>
        <source>required moves not made</source>
        <translation>未走滿規定著數</translation>
    </message>
    <message>
        <source>three fouls</source>
        <translation>三次犯規</translation>
    </message>
    <message>
        <source>false natural-limit claims</source>
        <translation>自然限著提議不實</translation>
    </message>
    <message>
        <source>violating the move rules</source>
        <translation>違反行棋規定</translation>
    </message>
    <message>
        <source>pressing the clock without moving</source>
        <translation>未走棋先按鐘</translation>
    </message>
    <message>
        <source>late arrival</source>
        <translation>遲到</translation>
    </message>
    <message>
        <source>refusing to observe the rules</source>
        <translation>拒絕遵守規則</translation>
    </message>
    <message>
        <source>arbiter&apos;s decision</source>
        <translation>裁判判決</translation>
    </message>
    <message>
        <source>both players late</source>
        <translation>雙方遲到</translation>
    </message>
    <message>
        <source>Xiangqi Competition Score Sheet</source>
        <translation>中國象棋比賽記錄表</translation>
    </message>
    <message>
        <source>Red&apos;s signature</source>
        <translation>紅方簽名</translation>
    </message>
    <message>
        <source>Black&apos;s signature</source>
        <translation>黑方簽名</translation>
    </message>
    <message>
        <source>Arbiter&apos;s signature</source>
        <translation>裁判簽名</translation>
    </message>
    <message>
        <source>Red&apos;s fouls: </source>
        <translation>紅方犯規：</translation>
    </message>
    <message>
        <source>Black&apos;s fouls: </source>
        <translation>黑方犯規：</translation>
    </message>
    <message>
        <source>R: </source>
        <translation>紅：</translation>
    </message>
    <message>
        <source>B: </source>
        <translation>黑：</translation>
    </message>
    <message>
        <source>Result: {0} {1}</source>
        <translation>結果：{0} {1}</translation>
    </message>
    <message>
        <source>Ending: </source>
        <translation>終局：</translation>
    </message>
    <message>
        <source> (art. {0})</source>
        <translation>（第{0}條）</translation>
    </message>
    <message>
        <source>Time used: Red {0}    Black {1}</source>
        <translation>用時：紅方 {0}&#x3000;&#x3000;黑方 {1}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>before the first move</source>
        <translation>開局前</translation>
    </message>
    <message>
        <source>move {0}</source>
        <translation>第{0}回合</translation>
    </message>
    <message>
        <source>Event: {0}    Round: {1}    Date: {2}    Site: {3}</source>
        <translation>賽事：{0}&#x3000;&#x3000;輪次：{1}&#x3000;&#x3000;日期：{2}&#x3000;&#x3000;地點：{3}</translation>
    </message>
    <message>
        <source>Red: {0}    Black: {1}</source>
        <translation>紅方：{0}&#x3000;&#x3000;黑方：{1}</translation>
    </message>
    <message>
        <source>Time control: {0}    Arbiter: {1}</source>
        <translation>時限：{0}&#x3000;&#x3000;裁判：{1}</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>{0} v {1}    {2}    (continued)</source>
        <translation>{0} 對 {1}&#x3000;{2}&#x3000;（續）</translation>
    </message>
    <message>
        <source>Page {0} of {1}</source>
        <translation>第 {0} 頁 / 共 {1} 頁</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>    </source>
        <translation>&#x3000;</translation>
    </message>
    <message>
        <source>cannot start painting on the printer or PDF file (is it writable?)</source>
        <extracomment>``on_page(done, total) -&gt; bool``: called after each page; False stops the printout.</extracomment>
        <translation>無法在印表機或 PDF 檔案上繪製（是否可寫？）</translation>
    </message>
    <message>
        <source>the printer refused page {0}</source>
        <translation>印表機拒絕了第{0}頁</translation>
    </message>
    <message>
        <source>{0}: the PDF file was not written</source>
        <translation>{0}：PDF 檔案未能寫入</translation>
    </message>
    <message>
        <source>score-sheet</source>
        <comment>the PDF file name proposed for a game without names</comment>
        <extracomment>the file written (&quot;&quot; when printing on a printer without an output file)</extracomment>
        <translation>記錄表</translation>
    </message>
    <message>
        <source>Print score sheet</source>
        <translation>列印記錄表</translation>
    </message>
    <message>
        <source>Score sheet preview</source>
        <translation>記錄表預覽</translation>
    </message>
</context>
<context>
    <name>RecordBrowser</name>
    <message>
        <source> … [{0} more characters not shown]</source>
        <translation> … [另有 {0} 個字元未顯示]</translation>
    </message>
</context>
<context>
    <name>RecordError</name>
    <message>
        <source>game {0}</source>
        <translation>第 {0} 局</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>第 {0} 行</translation>
    </message>
    <message>
        <source>byte offset {0} (0x{1})</source>
        <translation>第 {0} 位元組（0x{1}）</translation>
    </message>
    <message>
        <source>ply {0}</source>
        <translation>第 {0} 步</translation>
    </message>
    <message>
        <source>unknown place</source>
        <translation>位置不明</translation>
    </message>
    <message>
        <source>File: {0}
Place: {1}
Reason: {2}</source>
        <translation>檔案：{0}
位置：{1}
原因：{2}</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>1-0 Red wins</source>
        <translation>1-0 紅勝</translation>
    </message>
    <message>
        <source>0-1 Black wins</source>
        <translation>0-1 黑勝</translation>
    </message>
    <message>
        <source>1/2-1/2 Draw</source>
        <translation>1/2-1/2 和棋</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>復盤中…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>復盤已取消。</translation>
    </message>
    <message numerus="yes">
        <source>%n marked move(s).</source>
        <translation>
            <numerusform>已標記 %n 著。</numerusform>
        </translation>
    </message>
    <message>
        <source>Review stopped: %1</source>
        <translation>復盤已停止：%1</translation>
    </message>
</context>
<context>
    <name>ReviewSettingsDialog</name>
    <message>
        <source>Review this game</source>
        <translation>復盤本局</translation>
    </message>
    <message>
        <source>engine executable</source>
        <translation>引擎程式</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Depth per position</source>
        <translation>每個局面的搜尋深度</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> 層</translation>
    </message>
    <message>
        <source>Time per position</source>
        <translation>每個局面的思考時間</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>A move is compared with the engine&apos;s best move in one search of the same position: at least %1 plies deep with a depth, for the same time with a time per position (at most about three times that time a position). A depth gives the same marks on every computer; a time is quicker on a slow one.</source>
        <translation>每步棋與引擎的最佳著法在同一局面的同一次搜尋中比較：按深度復盤時深度至少 %1 層，按時間復盤時用同樣的時間（每個局面最多約為該時間的三倍）。按深度復盤在每台電腦上得到相同的標記，按時間復盤在慢的電腦上更快。</translation>
    </message>
    <message>
        <source>Choose the engine</source>
        <translation>選擇引擎</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Full-width Black digits</source>
        <extracomment>the laid-out texts the delegates draw (see :class:`GlyphCache`)</extracomment>
        <translation>黑方用全形數字</translation>
    </message>
    <message>
        <source>Played: {0}</source>
        <translation>實戰：{0}</translation>
    </message>
    <message>
        <source>Variation {0}: {1}</source>
        <translation>變著 {0}：{1}</translation>
    </message>
</context>
<context>
    <name>ScoreTableModel</name>
    <message>
        <source>No.</source>
        <extracomment>Item-data roles of :class:`ScoreTableModel` beyond Qt&apos;s. Every character a move text of the sheet can hold (Chinese with full-width digits, WXF, ICCS): laid out once soon after start-up (:meth:`ScoreSheet.warm_glyphs`). The roles :meth:`ScoreTableModel.data` answers (as ints); the others are None at once. The roles whose data :class:`ScoreTableModel` keeps until the next change notification (not the highlight, which moves without one, nor translated notes and tooltips, which follow the UI language at once).</extracomment>
        <translation>回合</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用時</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Variation {0}: {1} ({2})</source>
        <extracomment>row -&gt; {(column, role): data}, filled by :meth:`data`; and row -&gt; {column: SheetCell}, filled by :meth:`cell` for the delegates. A change notification empties the rows it names (``dataChanged``) or all of them: the window repaints the sheet whenever its layout moves, and a step through the game notifies two rows (issue 12) How many :class:`SheetCell` were worked out from the rows (tests count them)</extracomment>
        <translation>變著 {0}：{1}（{2}）</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Human</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>engine executable</source>
        <translation>引擎程式</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source> s per move</source>
        <translation> 秒/著</translation>
    </message>
    <message>
        <source>follow the game clock</source>
        <translation>按棋鐘用時</translation>
    </message>
    <message>
        <source>Engine think time per move; the lowest value makes the engine use its clock time.</source>
        <translation>引擎每著思考時間；最小值表示引擎按棋鐘剩餘時間思考。</translation>
    </message>
    <message>
        <source>strength </source>
        <translation>棋力 </translation>
    </message>
    <message>
        <source>full strength</source>
        <translation>全力</translation>
    </message>
    <message>
        <source>The engine&apos;s Skill Level: 0 is the weakest, 20 full strength (engines without it ignore it).</source>
        <translation>引擎的棋力等級：0 最弱，20 為全力（不支援該選項的引擎忽略此設定）。</translation>
    </message>
    <message>
        <source>Elo </source>
        <translation>等級分 </translation>
    </message>
    <message>
        <source>no Elo limit</source>
        <translation>不限等級分</translation>
    </message>
    <message>
        <source>Play at about this Elo (the engine&apos;s UCI_Elo); when set it replaces the Skill Level.</source>
        <translation>按約此等級分下棋（引擎的限制棋力選項）；設定後取代棋力等級。</translation>
    </message>
    <message>
        <source>Choose the engine</source>
        <translation>選擇引擎</translation>
    </message>
</context>
<context>
    <name>SheetNote</name>
    <message>
        <source>Foul {0}</source>
        <extracomment>List separators by language: (pieces, moves, articles, other). The core&apos;s Chinese terms (棋例 names such as 长将, 允许着法; move natures 将, 捉 ...) in traditional characters, for the format spec ``term`` in 繁體 (``{name:term}``). What a move without notation (an illegal one) is called in a Chinese sentence.</extracomment>
        <translation>犯規 {0}</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>提和</translation>
    </message>
</context>
<context>
    <name>StudyTools</name>
    <message>
        <source>Clock mode — xiangqi_gui</source>
        <translation>棋鐘模式 — xiangqi_gui</translation>
    </message>
    <message>
        <source>Analysis 分析</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Moves and comments 着法与注解</source>
        <translation>著法與註解</translation>
    </message>
    <message>
        <source>Type moves 输入着法</source>
        <translation>輸入著法</translation>
    </message>
    <message>
        <source>Game review 复盘</source>
        <translation>復盤</translation>
    </message>
    <message>
        <source>&amp;Review this game with the engine</source>
        <translation>用引擎復盤本局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Set up a position… 摆棋</source>
        <translation>擺棋(&amp;S)…</translation>
    </message>
    <message>
        <source>Game &amp;information…</source>
        <translation>對局資訊(&amp;I)…</translation>
    </message>
    <message>
        <source>Copy &amp;moves (Chinese notation)</source>
        <translation>複製著法(&amp;M)（中文記譜）</translation>
    </message>
    <message>
        <source>&amp;Paste moves (any notation)</source>
        <translation>貼上著法(&amp;P)（任意記譜法）</translation>
    </message>
    <message>
        <source>&amp;Clock mode (the screen as the clock)</source>
        <translation>棋鐘模式(&amp;C)（螢幕當作棋鐘）</translation>
    </message>
    <message>
        <source>The last press had &amp;no move (foul 8.1.7)</source>
        <translation>上次按鐘未走棋（犯規 8.1.7）(&amp;N)</translation>
    </message>
    <message>
        <source>New clock-&amp;only game (no score sheet)</source>
        <translation>新建只計時對局（不記譜）(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Study 研究</source>
        <translation>研究(&amp;S)</translation>
    </message>
    <message>
        <source>Comment on the game</source>
        <translation>全域性註釋</translation>
    </message>
    <message>
        <source>Comment after move %1</source>
        <translation>第%1著後的註釋</translation>
    </message>
    <message>
        <source>Comment after move %1 (in a variation)</source>
        <translation>第%1著後的註釋（變著中）</translation>
    </message>
    <message>
        <source>The record was changed; save it to keep it.</source>
        <translation>棋譜已修改；請儲存以保留更改。</translation>
    </message>
    <message>
        <source>That move is not legal here.</source>
        <translation>此著在此局面不合規則。</translation>
    </message>
    <message>
        <source>set-up position</source>
        <translation>擺棋局面</translation>
    </message>
    <message>
        <source>Moves copied.</source>
        <translation>著法已複製。</translation>
    </message>
    <message>
        <source>Pasting moves is not allowed in a competition game.</source>
        <translation>比賽對局中不允許貼上著法。</translation>
    </message>
    <message>
        <source>Cannot paste the moves: %1</source>
        <translation>無法貼上著法：%1</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Moves to type: %1 — Enter: type the move</source>
        <translation>待錄著法：%1 — 按Enter鍵輸入著法</translation>
    </message>
</context>
<context>
    <name>Termination</name>
    <message>
        <source>checkmate</source>
        <extracomment>How a game ended, in the words of the rules (context ``Termination``).</extracomment>
        <translation>將死</translation>
    </message>
    <message>
        <source>stalemate (no legal move)</source>
        <translation>困斃</translation>
    </message>
    <message>
        <source>moving into check</source>
        <translation>自殺（走子後被將軍）</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>長將</translation>
    </message>
    <message>
        <source>perpetual chase</source>
        <translation>長捉</translation>
    </message>
    <message>
        <source>forbidden repetition</source>
        <translation>違反禁例</translation>
    </message>
    <message>
        <source>draw by repetition</source>
        <translation>不變作和</translation>
    </message>
    <message>
        <source>natural move limit</source>
        <translation>自然限著</translation>
    </message>
    <message>
        <source>neither side can win</source>
        <translation>雙方均無取勝可能</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>認輸</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>議和</translation>
    </message>
    <message>
        <source>lost on time</source>
        <translation>超時</translation>
    </message>
    <message>
        <source>move quota not reached</source>
        <translation>未走滿規定著數</translation>
    </message>
    <message>
        <source>three fouls</source>
        <translation>三次犯規</translation>
    </message>
    <message>
        <source>false natural-limit claims</source>
        <translation>自然限著提議不實</translation>
    </message>
    <message>
        <source>illegal moves</source>
        <translation>違反行棋規定</translation>
    </message>
    <message>
        <source>pressing the clock without moving</source>
        <translation>未走棋先按鐘</translation>
    </message>
    <message>
        <source>late arrival</source>
        <translation>遲到</translation>
    </message>
    <message>
        <source>refusing to follow the rules</source>
        <translation>拒絕遵守規則</translation>
    </message>
    <message>
        <source>arbiter&apos;s decision</source>
        <translation>裁判判決</translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation>雙方棄權</translation>
    </message>
</context>
<context>
    <name>TimeControlDialog</name>
    <message>
        <source>Time</source>
        <translation>用時</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>著數</translation>
    </message>
    <message>
        <source>Increment s</source>
        <translation>每著加秒</translation>
    </message>
    <message>
        <source>Delay s</source>
        <translation>延時秒數</translation>
    </message>
    <message>
        <source>Delay kind</source>
        <translation>延時方式</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Bronstein</source>
        <translation>布朗斯坦延時</translation>
    </message>
    <message>
        <source>simple</source>
        <translation>簡單延時</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>時限</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>Move quota of the stage (art. 6.2); 0 = the rest of the game (art. 6.3). A last stage with a quota repeats.</source>
        <translation>本階段須走滿的著數（第6.2條）；0 表示包幹至終局（第6.3條）。有著數的最後階段循環使用。</translation>
    </message>
    <message>
        <source>Add stage</source>
        <translation>新增階段</translation>
    </message>
    <message>
        <source>Remove last stage</source>
        <translation>刪除最後階段</translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation>讀秒</translation>
    </message>
    <message>
        <source>Time odds (art. 6.5), seconds added to the first stage</source>
        <translation>貼時（第6.5條），加在第一階段的秒數</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>stage {0}: {1}</source>
        <translation>第 {0} 階段：{1}</translation>
    </message>
    <message>
        <source>Rapid game (art. 6.4)</source>
        <translation>快棋賽（第6.4條）</translation>
    </message>
    <message>
        <source>Periods</source>
        <translation>讀秒次數</translation>
    </message>
    <message>
        <source>Seconds per period</source>
        <translation>每次秒數</translation>
    </message>
    <message>
        <source>Moves per period</source>
        <translation>每次著數</translation>
    </message>
    <message>
        <source>Invalid: {0}</source>
        <translation>無效：{0}</translation>
    </message>
    <message>
        <source>Red: {0}</source>
        <translation>紅方：{0}</translation>
    </message>
    <message>
        <source>Black: {0}</source>
        <translation>黑方：{0}</translation>
    </message>
</context>
<context>
    <name>TimeText</name>
    <message>
        <source>Red {0}; Black {1}</source>
        <translation>紅方{0}；黑方{1}</translation>
    </message>
    <message>
        <source>{0} h</source>
        <translation>{0}小時</translation>
    </message>
    <message>
        <source>{0} min</source>
        <translation>{0}分鐘</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0}秒</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>hours, minutes and seconds of one duration</comment>
        <translation>{0}{1}</translation>
    </message>
    <message numerus="yes">
        <source>{0} for %n move(s)</source>
        <translation>
            <numerusform>{0}走滿%n著</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} + {1}/move</source>
        <translation>{0}，每著加{1}</translation>
    </message>
    <message>
        <source>{0}, delay {1}</source>
        <translation>{0}，延時{1}</translation>
    </message>
    <message>
        <source>{0}, then {1}</source>
        <translation>{0}，以後{1}</translation>
    </message>
    <message>
        <source>{0} (repeating)</source>
        <translation>{0}（循環）</translation>
    </message>
    <message>
        <source>{0} + byo-yomi {1} × {2}</source>
        <translation>{0}，讀秒{1}次×{2}</translation>
    </message>
    <message numerus="yes">
        <source>{0} + byo-yomi {1} × {2} for %n move(s)</source>
        <translation>
            <numerusform>{0}，讀秒{1}次×{2}走%n著</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} (art. {1})</source>
        <translation>{0}（第{1}條）</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>round-%1-board-%2</source>
        <comment>the file name (without .pdf) of the score sheet of board %2 in round %1</comment>
        <translation>第%1輪-第%2台</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>放棄這盤棋？</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it and play round %1 board %2?</source>
        <translation>正在下一盤棋。放棄它，改下第%1輪第%2台？</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>比賽</translation>
    </message>
    <message>
        <source>Open or create a tournament…</source>
        <translation>開啟或新建比賽…</translation>
    </message>
    <message>
        <source>Tournament file</source>
        <translation>比賽檔案</translation>
    </message>
    <message>
        <source>tournament</source>
        <comment>the file name (without .xqt) proposed for a new tournament</comment>
        <translation>比賽</translation>
    </message>
    <message>
        <source>Tournament (*.xqt)</source>
        <translation>比賽 (*.xqt)</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>比賽(&amp;T)</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>default of the system</source>
        <translation>系統預設</translation>
    </message>
    <message>
        <source>art. %1</source>
        <translation>第 %1 條</translation>
    </message>
    <message>
        <source>lowest score of the field (14.4)</source>
        <translation>全場最低積分（14.4）</translation>
    </message>
    <message>
        <source>lowest non-zero score</source>
        <translation>最低非零積分</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>零分</translation>
    </message>
    <message>
        <source>points after the previous round</source>
        <translation>前一輪後的積分</translation>
    </message>
    <message>
        <source>place after the previous round</source>
        <translation>前一輪後的名次</translation>
    </message>
    <message>
        <source>points without round 1, 1–2, …</source>
        <translation>去除第 1 輪、第 1–2 輪…的積分</translation>
    </message>
    <message>
        <source>progressive score without round 1, 1–2, …</source>
        <translation>去除第 1 輪、第 1–2 輪…的累進分</translation>
    </message>
    <message>
        <source>keep players of one unit apart in round 1</source>
        <translation>第 1 輪同單位棋手不相遇</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>套用</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>賽事</translation>
    </message>
    <message>
        <source>System</source>
        <translation>賽制</translation>
    </message>
    <message>
        <source>Scoring (art. 13)</source>
        <translation>計分（第 13 條）</translation>
    </message>
    <message>
        <source>Tie-breaks (art. 14)</source>
        <translation>小分（第 14 條）</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>用時規定</translation>
    </message>
    <message>
        <source>Competition level</source>
        <translation>比賽級別</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>單位</translation>
    </message>
    <message>
        <source>standings</source>
        <comment>the file name (without .pdf or .csv) of the standings</comment>
        <translation>名次表</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>無等級分</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>報名</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>匯入 CSV…</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>退賽</translation>
    </message>
    <message>
        <source>Warning (18.1)</source>
        <translation>警告（18.1）</translation>
    </message>
    <message>
        <source>Game disqualification (18.2)</source>
        <translation>判負本局（18.2）</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等級分</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序號</translation>
    </message>
    <message>
        <source>Red wins</source>
        <extracomment>Result choices of the results column, in menu order (None = no result yet).</extracomment>
        <translation>紅勝</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑勝</translation>
    </message>
    <message>
        <source>Red wins by forfeit</source>
        <translation>紅+ 黑-</translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation>紅- 黑+</translation>
    </message>
    <message>
        <source>Both forfeit</source>
        <translation>雙方棄權</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>單循環</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>雙循環</translation>
    </message>
    <message>
        <source>Group round robin</source>
        <translation>分組循環</translation>
    </message>
    <message>
        <source>Swiss system</source>
        <translation>積分編排</translation>
    </message>
    <message>
        <source>Sanctions</source>
        <translation>處分</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>小分</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>局分</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>對手分</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>累進分</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝局</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>直勝</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>犯規</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>後走局數</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>後走勝局</translation>
    </message>
    <message>
        <source>Previous rounds</source>
        <translation>前輪成績</translation>
    </message>
    <message>
        <source>Dropping round 1</source>
        <translation>去輪成績</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>積分</translation>
    </message>
    <message>
        <source> (withdrawn)</source>
        <translation>（退出）</translation>
    </message>
    <message>
        <source>R</source>
        <extracomment>crosstable cell &quot;4R 2&quot;: opponent 4, played with Red (moved first), 2 points</extracomment>
        <translation>先</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>crosstable cell &quot;4B 0&quot;: opponent 4, played with Black (moved second), 0 points</extracomment>
        <translation>後</translation>
    </message>
    <message>
        <source>round-%1-pairings</source>
        <comment>the file name (without .pdf) of round %1&apos;s pairings</comment>
        <translation>第%1輪-對陣表</translation>
    </message>
    <message>
        <source>crosstable</source>
        <comment>the file name (without .pdf) of the crosstable</comment>
        <translation>成績交叉表</translation>
    </message>
    <message>
        <source>win 2, draw 1, loss 0</source>
        <translation>勝 2、和 1、負 0</translation>
    </message>
    <message>
        <source>win 3, draw 1, loss 0</source>
        <translation>勝 3、和 1、負 0</translation>
    </message>
    <message>
        <source>win 3, draw 1 (Red) or 2 (Black), loss 0</source>
        <translation>勝 3、和 1（紅）或 2（黑）、負 0</translation>
    </message>
    <message>
        <source>win 1, draw 1/2, loss 0</source>
        <translation>勝 1、和 0.5、負 0</translation>
    </message>
    <message>
        <source>Rounds (Swiss)</source>
        <translation>輪數（積分編排）</translation>
    </message>
    <message>
        <source>Groups (group round robin)</source>
        <translation>組數（分組循環）</translation>
    </message>
    <message>
        <source>Bye in Buchholz</source>
        <translation>輪空計入對手分</translation>
    </message>
    <message>
        <source>Previous-rounds comparison</source>
        <translation>比較前一輪成績</translation>
    </message>
    <message>
        <source>Dropping the first rounds</source>
        <translation>去除第一輪得分</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>報名</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>編排下一輪</translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation>下這一台</translation>
    </message>
    <message>
        <source>Edit pairing…</source>
        <translation>編輯對陣…</translation>
    </message>
    <message>
        <source>Undo pairing</source>
        <translation>撤銷編排</translation>
    </message>
    <message>
        <source>Drop the last round (before any result) to pair it again</source>
        <translation>刪除最後一輪（尚無結果時）以重新編排</translation>
    </message>
    <message>
        <source>Board list PDF…</source>
        <translation>台次表 PDF…</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>台次</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Red fouls</source>
        <translation>紅方犯規</translation>
    </message>
    <message>
        <source>Black fouls</source>
        <translation>黑方犯規</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>對陣</translation>
    </message>
    <message>
        <source>Standings PDF…</source>
        <translation>名次表 PDF…</translation>
    </message>
    <message>
        <source>Standings CSV…</source>
        <translation>名次表 CSV…</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Crosstable PDF…</source>
        <translation>成績交叉表 PDF…</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>成績交叉表</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>比賽</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>匯入棋手</translation>
    </message>
    <message>
        <source>CSV (*.csv *.txt)</source>
        <translation>CSV (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Edit pairing</source>
        <translation>編輯對陣</translation>
    </message>
    <message>
        <source>Boards of round %1 as red-black, 0 for the bye:</source>
        <translation>第 %1 輪各台，按 紅-黑 填寫，輪空填 0：</translation>
    </message>
    <message>
        <source>Write each board as red-black, e.g. 1-4.</source>
        <translation>每台按 紅-黑 填寫，例如 1-4。</translation>
    </message>
    <message>
        <source>Pairing breaks the rules</source>
        <translation>編排違反規則</translation>
    </message>
    <message>
        <source>%1

Take this pairing anyway?</source>
        <translation>%1

仍然採用此編排嗎？</translation>
    </message>
    <message>
        <source>No game window is available to play the board.</source>
        <translation>沒有可用於下這一台的對局視窗。</translation>
    </message>
    <message>
        <source>Board %1 is a bye.</source>
        <translation>第 %1 台為輪空。</translation>
    </message>
    <message>
        <source>Round %1 board %2: %3</source>
        <translation>第 %1 輪第 %2 台：%3</translation>
    </message>
    <message>
        <source>No round has been paired yet.</source>
        <translation>尚未編排任何輪次。</translation>
    </message>
    <message>
        <source>Written %1</source>
        <translation>已寫入 %1</translation>
    </message>
    <message>
        <source>Save CSV</source>
        <translation>儲存 CSV</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>儲存 PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Tournament — %1</source>
        <translation>比賽 — %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 輪</translation>
    </message>
    <message>
        <source>active</source>
        <translation>在賽</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>已退賽</translation>
    </message>
    <message>
        <source>expelled</source>
        <translation>已除名</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>已淘汰</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>輪空</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>組別</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>Something went wrong inside the program: an error it did not expect (a program fault). The program carries on.</source>
        <translation>程式內部出現了意外錯誤（程式缺陷），程式繼續執行。</translation>
    </message>
    <message>
        <source>The game in progress is kept: every move is in its journal, and the game is offered again at the next start.</source>
        <translation>進行中的對局已保留：每一著都在自動儲存記錄中，下次啟動時可以續局。</translation>
    </message>
    <message>
        <source>The technical details were written to {0}; please send that file with a report of the fault.</source>
        <translation>技術細節已寫入 {0}；回報此問題時請附上該檔案。</translation>
    </message>
    <message>
        <source>The technical details are under Show Details.</source>
        <translation>技術細節見「顯示詳情」。</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>意外錯誤</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Xiangqi board, clock, score sheet and arbiter</source>
        <extracomment>Seconds a thread may keep the interpreter lock when another wants it (Python: 0.005).</extracomment>
        <translation>中國象棋棋盤、棋鐘、記錄表與裁判</translation>
    </message>
    <message>
        <source>record file to open (PGN, XQF, DhtmlXQ, FEN list)</source>
        <translation>要開啟的棋譜檔案（PGN、XQF、DhtmlXQ、FEN 清單）</translation>
    </message>
    <message>
        <source>also open the audience&apos;s demo board (on screen number SCREEN)</source>
        <translation>同時開啟供觀眾觀看的演示大棋盤（顯示在第 SCREEN 號螢幕）</translation>
    </message>
    <message>
        <source>Bundled fonts not loaded ({0}); system fonts are used.</source>
        <translation>未能載入內建字型（{0}），改用系統字型。</translation>
    </message>
</context>
</TS>
