<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_Hans">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About xiangqi_gui</source>
        <extracomment>Licence files shown when present: (tab title source text, path relative to resources or repo).</extracomment>
        <translation>关于 xiangqi_gui</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation>第三方声明</translation>
    </message>
    <message>
        <source>Font licence (SIL OFL 1.1)</source>
        <translation>字体许可证（SIL OFL 1.1）</translation>
    </message>
    <message>
        <source>xiangqi_gui {0}</source>
        <translation>xiangqi_gui {0}</translation>
    </message>
    <message>
        <source>Board, chess clock, score sheet and arbiter for Chinese chess (象棋).</source>
        <translation>中国象棋的棋盘、棋钟、记录表与裁判。</translation>
    </message>
    <message>
        <source>Rules: Chinese Xiangqi Association, Xiangqi Competition Rules, 2011 edition (中国象棋竞赛规则 2011).</source>
        <translation>规则：中国象棋协会《中国象棋竞赛规则》2011年版。</translation>
    </message>
    <message>
        <source>Program licence: MIT. Fonts: Noto Serif CJK and Noto Sans CJK subsets, SIL Open Font License 1.1.</source>
        <translation>程序许可证：MIT。字体：Noto Serif CJK 与 Noto Sans CJK 子集，SIL 开放字体许可证 1.1。</translation>
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
        <translation>开始</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>变例数：</translation>
    </message>
    <message>
        <source>Scores for Red</source>
        <translation>按红方计分</translation>
    </message>
    <message>
        <source>Unchecked: scores for the side to move</source>
        <translation>不勾选：按走棋方计分</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>kN/s</source>
        <translation>千节点/秒</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>着法序列</translation>
    </message>
    <message>
        <source>No engine found: choose one with “Engine…”</source>
        <translation>未找到引擎：请用“引擎…”选择</translation>
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
        <translation>选择引擎程序</translation>
    </message>
    <message>
        <source>Cannot analyse this position: %1</source>
        <translation>无法分析此局面：%1</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>此局面对局已结束。</translation>
    </message>
    <message>
        <source>Analysis stopped: %1</source>
        <translation>分析已停止：%1</translation>
    </message>
    <message>
        <source>No engine found on this computer: install fairy-stockfish (apt-get install fairy-stockfish) or choose the engine file.</source>
        <translation>本机未找到引擎：请安装 fairy-stockfish（apt-get install fairy-stockfish），或选择引擎文件。</translation>
    </message>
</context>
<context>
    <name>AppSession</name>
    <message>
        <source>Round {0}</source>
        <translation>第{0}轮</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>无法开始对局</translation>
    </message>
    <message>
        <source>Invalid start position: {0}</source>
        <translation>开局局面无效：{0}</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>放弃本局？</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it (its journal is deleted)?</source>
        <translation>对局正在进行。要放弃吗（其自动保存记录将被删除）？</translation>
    </message>
    <message>
        <source>Quit?</source>
        <translation>退出？</translation>
    </message>
    <message>
        <source>A game is in progress. Quit anyway? It can be resumed at the next start.</source>
        <translation>对局正在进行。仍要退出吗？下次启动时可以续局。</translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>自动保存已关闭</translation>
    </message>
    <message>
        <source>Autosave off</source>
        <translation>自动保存关闭</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Does {0} resign (art. 4.1.12)?</source>
        <translation>{0}确定认输吗（第4.1.12条）？</translation>
    </message>
    <message>
        <source>Engine error</source>
        <translation>引擎出错</translation>
    </message>
    <message>
        <source>A game {0} – {1} was interrupted after {2} ({3}). Resume it?</source>
        <translation>对局 {0} – {1} 在 {2}（{3}）后中断。要续局吗？</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
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
        <translation>继续中断的对局？</translation>
    </message>
    <message>
        <source>Autosave is off: {0} cannot be continued ({1}).</source>
        <translation>自动保存已关闭：无法继续写入 {0}（{1}）。</translation>
    </message>
    <message>
        <source>Autosave unreadable</source>
        <translation>自动保存无法读取</translation>
    </message>
    <message>
        <source>Autosave is off: {0} cannot be removed.</source>
        <translation>自动保存已关闭：无法删除 {0}。</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <source>{0}: no game found.</source>
        <translation>{0}：没有找到棋局。</translation>
    </message>
    <message>
        <source>{0}: there is no game {1} (the file has {2}).</source>
        <translation>{0}：没有第{1}局（文件共{2}局）。</translation>
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
        <translation>结果 {0}</translation>
    </message>
    <message>
        <source>{0}: game {1} of {2}; use the arrow keys to step through it.</source>
        <translation>{0}：第{1}局（共{2}局）；用方向键逐着查看。</translation>
    </message>
    <message>
        <source>{0}: game {1}; use the arrow keys to step through it.</source>
        <translation>{0}：第{1}局；用方向键逐着查看。</translation>
    </message>
    <message>
        <source>Record partly read: %1, %2: %3. The main line is complete; the variation stops before the error.</source>
        <translation>棋谱只读取了一部分：%1，%2：%3。主线完整；该变着在出错之前截止。</translation>
    </message>
    <message>
        <source>%1: record partly read</source>
        <translation>%1：棋谱只读取了一部分</translation>
    </message>
    <message>
        <source>Cannot show the record</source>
        <translation>无法显示棋谱</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>保存棋谱</translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation>无法保存棋谱</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>已保存 {0}</translation>
    </message>
    <message>
        <source>FEN copied.</source>
        <translation>FEN 已复制。</translation>
    </message>
    <message>
        <source>Cannot correct the clock</source>
        <translation>无法校正棋钟</translation>
    </message>
    <message>
        <source>Record a move</source>
        <translation>记录一步着法</translation>
    </message>
    <message>
        <source>The move as played, ICCS (e.g. b2b7):</source>
        <translation>实际走出的着法，ICCS 格式（例如 b2b7）：</translation>
    </message>
    <message>
        <source>“{0}” is not a move in ICCS notation (e.g. b2b7).</source>
        <translation>“{0}”不是 ICCS 坐标着法（例如 b2b7）。</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>撤回</translation>
    </message>
    <message>
        <source>Moves to take back (0: only the decision that ended the game):</source>
        <translation>撤回的着数（0：仅撤回结束对局的判决）：</translation>
    </message>
    <message>
        <source>Reason (written on the score sheet):</source>
        <translation>理由（记入记录表）：</translation>
    </message>
    <message>
        <source>Correct the result</source>
        <translation>更正结果</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <source>Export score sheet</source>
        <translation>导出记录表</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Writing {0}</source>
        <translation>正在写入 {0}</translation>
    </message>
    <message>
        <source>Printing on {0}</source>
        <translation>正在用 {0} 打印</translation>
    </message>
    <message>
        <source>Score sheet printed on {0} ({1} pages).</source>
        <translation>记录表已在 {0} 打印（共 {1} 页）。</translation>
    </message>
    <message>
        <source>Printing on {0} was cancelled.</source>
        <translation>已取消在 {0} 的打印。</translation>
    </message>
    <message>
        <source>Score sheet written to {0} ({1} pages).</source>
        <translation>记录表已写入 {0}（{1} 页）。</translation>
    </message>
    <message>
        <source>Records ({0})</source>
        <extracomment>``ask(title, question) -&gt; bool``: a yes/no question (tests pass a function).</extracomment>
        <translation>棋谱文件 ({0})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open the record</source>
        <translation>无法打开棋谱</translation>
    </message>
    <message>
        <source>The saved game could not be read; it was kept as {0}.</source>
        <translation>无法读取保存的对局，已另存为 {0}。</translation>
    </message>
    <message>
        <source>Record partly read: %1, %2: %3. The moves before the error are shown.</source>
        <translation>棋谱只读取了一部分：%1，%2：%3。已显示出错之前的着法。</translation>
    </message>
    <message>
        <source>Writing {0} was cancelled; the file was removed.</source>
        <translation>已取消写入 {0}，文件已删除。</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>无法打印</translation>
    </message>
</context>
<context>
    <name>ArbiterDialogs</name>
    <message>
        <source>Red</source>
        <translation>红方</translation>
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
        <translation>超时</translation>
    </message>
    <message>
        <source>Moves %1</source>
        <translation>步数 %1</translation>
    </message>
    <message>
        <source>Stage %1: %2/%3</source>
        <translation>第%1阶段：%2/%3</translation>
    </message>
    <message>
        <source>PAUSED 暂停</source>
        <translation>暂停</translation>
    </message>
</context>
<context>
    <name>ClockFace</name>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Move quota missed</source>
        <translation>未走满限着</translation>
    </message>
    <message>
        <source>Flag fell</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Moves {0}</source>
        <translation>步数 {0}</translation>
    </message>
    <message>
        <source> · Stage {0}{1}</source>
        <translation> · 第{0}阶段{1}</translation>
    </message>
    <message>
        <source> · delay {0:.1f}</source>
        <translation> · 延时 {0:.1f}</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>待开始</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Byo-yomi {0} × {1} s</source>
        <translation>读秒 {0} × {1} 秒</translation>
    </message>
</context>
<context>
    <name>ClockSounds</name>
    <message>
        <source>Sound unavailable: install xiangqi-gui[sound] (pip install &apos;xiangqi-gui[sound]&apos;, QtMultimedia).</source>
        <extracomment>UI language -&gt; folder of spoken clips.</extracomment>
        <translation>声音不可用：请安装 xiangqi-gui[sound]（pip install &apos;xiangqi-gui[sound]&apos;，QtMultimedia）。</translation>
    </message>
    <message>
        <source>Sound unavailable: this computer has no audio output.</source>
        <translation>声音不可用：本机没有音频输出设备。</translation>
    </message>
    <message>
        <source>Sound is on.</source>
        <translation>声音已开启。</translation>
    </message>
    <message>
        <source>Sound is muted.</source>
        <translation>声音已静音。</translation>
    </message>
</context>
<context>
    <name>CollectionOpener</name>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Reading %p%</source>
        <extracomment>True while a file or game is being read to be shown (see :attr:`idle`)</extracomment>
        <translation>正在读取 %p%</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>正在打开 {name}…</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>无法打开该对局</translation>
    </message>
    <message>
        <source>Reading… {n} games</source>
        <translation>正在读取… {n} 局</translation>
    </message>
    <message>
        <source>{path}: the reading process cannot start ({reason}).</source>
        <extracomment>Most games sent to the UI thread in one batch (one model insert of this many rows takes a few milliseconds; a larger find is split). Files of at least this many bytes are indexed and checked in a child process (:func:`~xiangqi_gui.formats.open_stream.serve`); smaller ones in the worker thread itself (a child process takes about half a second to start). True when the file was read by a child process (set in :meth:`run`)</extracomment>
        <translation>{path}：读取进程无法启动（{reason}）。</translation>
    </message>
    <message>
        <source>{path}: the reading process stopped unexpectedly (exit code {code}).</source>
        <translation>{path}：读取进程意外终止（退出码 {code}）。</translation>
    </message>
    <message>
        <source>{path}: there is no game {n} any more.</source>
        <translation>{path}：第 {n} 局已不存在。</translation>
    </message>
    <message>
        <source>{name} was not opened.</source>
        <translation>未能打开 {name}。</translation>
    </message>
    <message>
        <source>Cannot open the record</source>
        <translation>无法打开棋谱</translation>
    </message>
    <message>
        <source>{path}: no game found.</source>
        <translation>{path}：未找到对局。</translation>
    </message>
    <message>
        <source>Checking moves…</source>
        <translation>正在检查着法…</translation>
    </message>
    <message>
        <source>Checking moves… %p%</source>
        <translation>正在检查着法… %p%</translation>
    </message>
</context>
<context>
    <name>CommentPane</name>
    <message>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>No comment. Type here to add one.</source>
        <translation>无注释。在此输入以添加。</translation>
    </message>
    <message>
        <source>No comment.</source>
        <translation>无注释。</translation>
    </message>
</context>
<context>
    <name>CorrectTimeDialog</name>
    <message>
        <source>Correct the clock (art. 21.4)</source>
        <translation>校正棋钟（第21.4条）</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>方</translation>
    </message>
    <message>
        <source>Main time left</source>
        <translation>剩余基本用时</translation>
    </message>
</context>
<context>
    <name>DeclareResultDialog</name>
    <message>
        <source>Declare a result</source>
        <translation>裁判判决</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>条款</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>The arbiter&apos;s decision (art. {0}).</source>
        <translation>裁判判决（第{0}条）。</translation>
    </message>
</context>
<context>
    <name>DemoBoard</name>
    <message>
        <source>Red</source>
        <extracomment>Reference window size the font sizes below are designed for (logical px). Pixel sizes at the reference size. Least height of one move-list row (the list grows beyond it when there is room). Full-move rows (回合) shown in the move list by default. Side labels (art. 1.2: 红方 plays the red pieces, 黑方 the black ones). The fixed texts are English sources translated in context ``DemoBoard`` (zh_Hans: 红方, 黑方, 红胜 ...).</extracomment>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Red wins</source>
        <extracomment>Result words for the PGN result tokens.</extracomment>
        <translation>红胜</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>Time out</source>
        <extracomment>Shown on a flagged clock face (超时, art. 4.1.6).</extracomment>
        <translation>超时</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <extracomment>A bare round number in the header (第3轮) and the article cited with the result.</extracomment>
        <translation>第{0}轮</translation>
    </message>
    <message>
        <source> · art. {0}</source>
        <extracomment>The most lines of the header; a longer one ends with &quot;…&quot; (the whole text as tooltip).</extracomment>
        <translation> · 第{0}条</translation>
    </message>
</context>
<context>
    <name>DemoBoardWindow</name>
    <message>
        <source>xiangqi_gui demo board</source>
        <extracomment>Every fixed text drawn with the bundled font (sources; :func:`fixed_texts` translates).</extracomment>
        <translation>xiangqi_gui 演示大棋盘</translation>
    </message>
    <message>
        <source>cannot show the game: {0}</source>
        <translation>无法显示该局：{0}</translation>
    </message>
</context>
<context>
    <name>DesktopShell</name>
    <message>
        <source>Cannot open the record</source>
        <extracomment>Characters encoded and written per step (a 50 MB header is not encoded in one call holding the interpreter lock the UI thread needs). the save being written, if any (see :meth:`save_to`)</extracomment>
        <translation>无法打开棋谱</translation>
    </message>
    <message>
        <source>{0}: the file is gone.</source>
        <translation>{0}：文件已不存在。</translation>
    </message>
    <message>
        <source>This game comes from the game library: it is saved as a new file, and %1 stays as it is.</source>
        <translation>此局来自棋谱库：将另存为新文件，%1 保持不变。</translation>
    </message>
    <message>
        <source>%1 cannot be written in its own format: the game is saved as a new PGN or XQF file.</source>
        <translation>无法以 %1 本身的格式写入：此局将另存为新的 PGN 或 XQF 文件。</translation>
    </message>
    <message>
        <source>%1 is still being read and may hold several games: game %2 is saved as a new file, so that none of them is overwritten.</source>
        <translation>%1 仍在读取中，可能包含多局：第%2局将另存为新文件，以免覆盖其中任何一局。</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s): saving game %2 there would replace the whole collection with this one game, so it is saved as a new file.</source>
        <translation>
            <numerusform>%1 包含 %n 局：保存到该文件会用这一局覆盖整个棋谱集，因此第%2局将另存为新文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save record as</source>
        <translation>棋谱另存为</translation>
    </message>
    <message>
        <source>Save game %1 as a new file</source>
        <translation>将第%1局另存为新文件</translation>
    </message>
    <message>
        <source>PGN (*.pgn);;XQF (*.xqf)</source>
        <translation>PGN 棋谱 (*.pgn);;XQF 棋谱 (*.xqf)</translation>
    </message>
    <message>
        <source>A save is still being written.</source>
        <translation>上一次保存仍在写入。</translation>
    </message>
    <message>
        <source>Save as XQF?</source>
        <translation>保存为 XQF？</translation>
    </message>
    <message>
        <source>XQF cannot keep every header exactly:
{0}

Save anyway?</source>
        <translation>XQF 无法原样保存所有棋谱信息：
{0}

仍要保存吗？</translation>
    </message>
    <message>
        <source>Saving {0}…</source>
        <translation>正在保存 {0}…</translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation>无法保存棋谱</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>已保存 {0}</translation>
    </message>
</context>
<context>
    <name>EngineChoice</name>
    <message>
        <source>Checking the engine “%1”…</source>
        <translation>正在检查引擎“%1”…</translation>
    </message>
    <message>
        <source>“%1” is not a UCI or UCCI engine and was not taken: %2</source>
        <translation>“%1”不是 UCI 或 UCCI 引擎，未采用：%2</translation>
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
        <translation>记录犯规（第8.1条）</translation>
    </message>
    <message>
        <source>art. {0}: {1}</source>
        <translation>第{0}条：{1}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>方</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>条款</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
</context>
<context>
    <name>Fouls</name>
    <message>
        <source>distracting the opponent</source>
        <extracomment>Fouls of art. 8.1 an arbiter records at the board (article, English description; the dialog shows it translated, context ``Fouls``).</extracomment>
        <translation>干扰对方</translation>
    </message>
    <message>
        <source>stopping the clock</source>
        <translation>擅自停钟</translation>
    </message>
    <message>
        <source>offering a draw too often</source>
        <translation>多次提和</translation>
    </message>
    <message>
        <source>touched a piece that cannot move or be captured</source>
        <translation>摸子走子犯规：所摸棋子不能走动或不能被吃</translation>
    </message>
    <message>
        <source>not keeping the score sheet</source>
        <translation>不记录着法</translation>
    </message>
    <message>
        <source>pressed the clock without moving</source>
        <translation>未走棋先按钟</translation>
    </message>
    <message>
        <source>misconduct</source>
        <translation>不文明行为</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The selected piece cannot reach that point: no move was made.</source>
        <translation>所选棋子走不到该点：未走棋。</translation>
    </message>
    <message>
        <source>An earlier position is shown: select the last move (End) to return to the game.</source>
        <translation>正在查看之前的局面：选中最后一着（End 键）即回到对局。</translation>
    </message>
    <message>
        <source>Viewing the position after move {0}; select the last move (End) to return to the game.</source>
        <translation>正在查看第{0}着后的局面；选最后一着（End）回到对局。</translation>
    </message>
    <message>
        <source>Autosave is off: the game cannot be written to {0} ({1}). Play goes on.</source>
        <translation>自动保存已关闭：对局无法写入 {0}（{1}）。对局继续。</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>Red wins</source>
        <translation>红胜</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>Both lose</source>
        <translation>双方皆负</translation>
    </message>
    <message>
        <source>{0} — art. {1}</source>
        <translation>{0}——第{1}条</translation>
    </message>
</context>
<context>
    <name>GameEndDialog</name>
    <message>
        <source>Game over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>Print score sheet…</source>
        <translation>打印记录表…</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Red team</source>
        <translation>红方队名</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>黑方队名</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>ECCO</source>
        <translation>ECCO 开局编号</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>评注</translation>
    </message>
</context>
<context>
    <name>GameInfoDialog</name>
    <message>
        <source>Game information</source>
        <translation>对局信息</translation>
    </message>
    <message>
        <source>New header name</source>
        <translation>新标签名</translation>
    </message>
    <message>
        <source>Add header</source>
        <translation>添加标签</translation>
    </message>
    <message>
        <source> … [{0} more characters not shown]</source>
        <translation> …［另有 {0} 个字符未显示］</translation>
    </message>
    <message>
        <source>Too long or several lines: shown cut and kept unchanged ({0} characters).</source>
        <translation>内容过长或有多行：仅显示开头，原样保留（{0} 个字符）。</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>No.</source>
        <extracomment>How many search texts were made (tests count them)</extracomment>
        <translation>序号</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>ECCO / opening</source>
        <translation>ECCO / 开局</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
</context>
<context>
    <name>GameListWidget</name>
    <message>
        <source>Filter: player, event, date, opening…</source>
        <extracomment>How many texts were laid out (tests count them)</extracomment>
        <translation>筛选：棋手、赛事、日期、开局…</translation>
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
        <translation>无法开始导入：{reason}。</translation>
    </message>
    <message>
        <source>The import stopped before the end (exit code {code}); the games imported so far are kept.</source>
        <translation>导入未完成即已停止（退出码 {code}）；已导入的对局均已保留。</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Close this notice</source>
        <extracomment>Preferred first-start size; smaller screens get their available geometry. The clock&apos;s share of the window height: its digits are then at least 1/12 of it. The board&apos;s width as a share of its height (nine files, ten ranks and the file numbers). Study docks are at most this wide when the window has room to spare (px). The most lines the header&apos;s details (event, round, site, date…) take; then &quot;…&quot;.</extracomment>
        <translation>关闭此提示</translation>
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
        <translation>第 {0} 页 / 共 {1} 页</translation>
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
        <translation>ECCO 编码或名称，例如 C45</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>This position</source>
        <translation>当前局面</translation>
    </message>
    <message>
        <source>Games that reach the position on the board</source>
        <translation>出现棋盘上当前局面的对局</translation>
    </message>
    <message>
        <source>mirrored too</source>
        <translation>包括左右镜像</translation>
    </message>
    <message>
        <source>colours swapped too</source>
        <translation>包括红黑互换</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>下一着</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局数</translation>
    </message>
    <message>
        <source>Red scores</source>
        <translation>红方得分</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
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
        <translation>步数</translation>
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
        <translation>棋谱库</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>棋谱库(&amp;L)</translation>
    </message>
    <message>
        <source>Show library</source>
        <translation>显示棋谱库</translation>
    </message>
    <message>
        <source>Import files…</source>
        <translation>导入文件…</translation>
    </message>
    <message>
        <source>Import folder…</source>
        <translation>导入文件夹…</translation>
    </message>
    <message>
        <source>{problem}

Rebuild the library now? The damaged file is kept next to it; you then import your files again.</source>
        <translation>{problem}

现在重建棋谱库吗？损坏的文件会保留在原处旁边；之后您需要重新导入您的文件。</translation>
    </message>
    <message>
        <source>{path}: the game library is damaged ({reason}).</source>
        <translation>{path}：棋谱库文件已损坏（{reason}）。</translation>
    </message>
    <message>
        <source>Game library damaged</source>
        <translation>棋谱库已损坏</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>棋谱库</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found; the first {shown} are listed. Narrow the search to list the others.</source>
        <translation>
            <numerusform>找到 %n 局，只列出前 {shown} 局。请缩小搜索范围以列出其余对局。</numerusform>
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
            <numerusform>%n 局出现此局面；{m} 局由此继续；红方得分 {s}。只列出前 {shown} 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} games reach this position; {m} continue from it; Red scores {s}.</source>
        <translation>{n} 局出现此局面；{m} 局由此继续；红方得分 {s}。</translation>
    </message>
    <message>
        <source>Import into the library</source>
        <translation>导入到棋谱库</translation>
    </message>
    <message>
        <source>Import a folder</source>
        <translation>导入文件夹</translation>
    </message>
    <message>
        <source>An import is already running.</source>
        <translation>已有导入正在进行。</translation>
    </message>
    <message>
        <source>%v/%m files, {n} games</source>
        <translation>%v/%m 个文件，{n} 局</translation>
    </message>
    <message>
        <source>… and {n} more.</source>
        <translation>… 以及另外 {n} 个。</translation>
    </message>
    <message>
        <source>Some games were not imported</source>
        <translation>部分对局未能导入</translation>
    </message>
    <message numerus="yes">
        <source>Nothing new: the %n game(s) are already in the library.</source>
        <translation>
            <numerusform>没有新棋局：这 %n 局已在棋谱库中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing new: the %n file(s) were imported before and have not changed.</source>
        <translation>
            <numerusform>没有新棋局：这 %n 个文件以前导入过，之后没有改动。</numerusform>
        </translation>
    </message>
    <message>
        <source>No record files were found to import.</source>
        <translation>没有找到可导入的棋谱文件。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) added to the library.</source>
        <translation>
            <numerusform>已向棋谱库添加 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>No game was added to the library.</source>
        <translation>没有棋局添加到棋谱库。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were already in the library.</source>
        <translation>
            <numerusform>%n 局已在棋谱库中，未重复添加。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) added without an unreadable variation.</source>
        <translation>
            <numerusform>%n 局去掉了无法读取的变着后添加。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) or file(s) could not be read.</source>
        <translation>
            <numerusform>%n 局或文件无法读取。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The library now holds %n game(s).</source>
        <translation>
            <numerusform>棋谱库现有 %n 局。</numerusform>
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
        <translation>第一着（Home）</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>上一着（←）</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>下一着（→）</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>最后一着（End）</translation>
    </message>
    <message>
        <source>Start position. Red to move.</source>
        <translation>初始局面，红方先走。</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新对局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>打开棋谱(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save record</source>
        <translation>保存棋谱(&amp;S)</translation>
    </message>
    <message>
        <source>Save to the open file; a new record asks for a name</source>
        <translation>保存到当前打开的文件；新棋谱会询问文件名</translation>
    </message>
    <message>
        <source>Save record &amp;as…</source>
        <translation>棋谱另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>PGN (Chinese notation) or XQF, by the file name&apos;s extension</source>
        <translation>按文件扩展名保存为 PGN（中文记谱）或 XQF</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>复制 FEN(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste FEN (new game)</source>
        <translation>粘贴 FEN 开新局(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>打印记录表(&amp;P)…</translation>
    </message>
    <message>
        <source>Export score sheet as P&amp;DF…</source>
        <translation>导出记录表为 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>首选项(&amp;R)…</translation>
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
        <translation>第22.1条</translation>
    </message>
    <message>
        <source>&amp;Accept draw</source>
        <translation>同意和棋(&amp;A)</translation>
    </message>
    <message>
        <source>art. 4.2.1</source>
        <translation>第4.2.1条</translation>
    </message>
    <message>
        <source>&amp;Decline draw</source>
        <translation>拒绝提和(&amp;D)</translation>
    </message>
    <message>
        <source>Claim the &amp;natural move limit</source>
        <translation>提请自然限着判和(&amp;N)</translation>
    </message>
    <message>
        <source>art. 22.2, 4.2.4</source>
        <translation>第22.2条、第4.2.4条</translation>
    </message>
    <message>
        <source>Claim a &amp;repetition ruling</source>
        <translation>提请裁判棋例判决(&amp;R)</translation>
    </message>
    <message>
        <source>art. 23.1</source>
        <translation>第23.1条</translation>
    </message>
    <message>
        <source>Ad&amp;just pieces</source>
        <translation>摆正棋子(&amp;J)</translation>
    </message>
    <message>
        <source>art. 5.6</source>
        <translation>第5.6条</translation>
    </message>
    <message>
        <source>Red &amp;resigns</source>
        <translation>红方认输(&amp;R)</translation>
    </message>
    <message>
        <source>art. 4.1.12</source>
        <translation>第4.1.12条</translation>
    </message>
    <message>
        <source>&amp;Black resigns</source>
        <translation>黑方认输(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Undo move (casual play)</source>
        <translation>悔棋(&amp;U)（仅友谊对局）</translation>
    </message>
    <message>
        <source>&amp;Start / pause clock</source>
        <translation>开始／暂停计时(&amp;S)</translation>
    </message>
    <message>
        <source>art. 8.1.2: only the arbiter</source>
        <translation>第8.1.2条：仅限裁判</translation>
    </message>
    <message>
        <source>&amp;Correct time…</source>
        <translation>校正时间(&amp;C)…</translation>
    </message>
    <message>
        <source>art. 21.4</source>
        <translation>第21.4条</translation>
    </message>
    <message>
        <source>Record a &amp;foul…</source>
        <translation>记录犯规(&amp;F)…</translation>
    </message>
    <message>
        <source>art. 8.1</source>
        <translation>第8.1条</translation>
    </message>
    <message>
        <source>&amp;Declare a result…</source>
        <translation>裁判判决(&amp;D)…</translation>
    </message>
    <message>
        <source>Record an &amp;illegal move…</source>
        <translation>记录违例着法(&amp;I)…</translation>
    </message>
    <message>
        <source>art. 8.1.8, 4.1.8: a move the board did not place</source>
        <translation>第 8.1.8、4.1.8 条：棋盘未记录的着法</translation>
    </message>
    <message>
        <source>&amp;Take back a decision or moves…</source>
        <translation>撤回判决或着法(&amp;T)…</translation>
    </message>
    <message>
        <source>art. 17.5: the reason is written on the score sheet</source>
        <translation>第17.5条：理由记入记录表</translation>
    </message>
    <message>
        <source>Co&amp;rrect the result…</source>
        <translation>更正结果(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;First move</source>
        <translation>第一着(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>上一着(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>下一着(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation>最后一着(&amp;L)</translation>
    </message>
    <message>
        <source>Play from &amp;here (casual)</source>
        <translation>从此处开始对弈(&amp;H)（友谊对局）</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;About xiangqi_gui</source>
        <translation>关于 xiangqi_gui(&amp;A)</translation>
    </message>
    <message>
        <source>Recent &amp;files</source>
        <translation>最近打开的文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Arbiter</source>
        <translation>裁判(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>棋谱(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
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
        <translation> … [另有 {0} 个字符未显示]</translation>
    </message>
    <message>
        <source>Start position. Black to move.</source>
        <translation>初始局面，黑方先走。</translation>
    </message>
    <message>
        <source>Move %1, Red: %2</source>
        <translation>第%1回合 红：%2</translation>
    </message>
    <message>
        <source>Move %1, Black: %2</source>
        <translation>第%1回合 黑：%2</translation>
    </message>
    <message>
        <source>%1 (in a variation)</source>
        <translation>%1（变着）</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>art. {article}</source>
        <extracomment>``&quot;0-0&quot;``: both sides lose (双方弃权, a double forfeit, art. 20.2).</extracomment>
        <translation>第{article}条</translation>
    </message>
    <message>
        <source>{side} is checkmated (将死).</source>
        <translation>{side}被将死。</translation>
    </message>
    <message>
        <source>{side} has no legal move (困毙) and loses.</source>
        <translation>{side}无子可走（困毙），判负。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>对局已结束。</translation>
    </message>
    <message>
        <source>It is not {side}&apos;s turn.</source>
        <translation>现在不是{side}走棋。</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>Foul by {side} (art. {article}): {text}</source>
        <translation>{side}犯规（第{article}条）：{text}</translation>
    </message>
    <message>
        <source>{count} fouls by {side} (art. {article}): {text}.</source>
        <translation>{side}犯规{count}次（第{article}条）：{text}。</translation>
    </message>
    <message>
        <source>One foul by {side} (art. {article}): {text}.</source>
        <translation>{side}犯规一次（第{article}条）：{text}。</translation>
    </message>
    <message>
        <source>{side} committed a third foul ({articles}) and loses (art. 4.1.10).</source>
        <translation>{side}第三次犯规（{articles}），判负（第4.1.10条）。</translation>
    </message>
    <message>
        <source>{side} pressed the clock without moving a second time (art. 8.1.7) and loses (art. 4.1.9).</source>
        <translation>{side}第二次没有走棋先按钟（第8.1.7条），判负（第4.1.9条）。</translation>
    </message>
    <message>
        <source>pressed the clock without moving</source>
        <translation>没有走棋先按钟</translation>
    </message>
    <message>
        <source>offered a draw {mine} times against the opponent&apos;s {theirs}</source>
        <translation>提和{mine}次，对方{theirs}次</translation>
    </message>
    <message>
        <source>false natural-limit claim: {counted} of {limit} moves without a capture (5 minutes deducted, art. 22.2)</source>
        <translation>自然限着提议不实：无吃子仅{counted}回合，未满{limit}回合（扣除5分钟，第22.2条）</translation>
    </message>
    <message>
        <source>{missing} moves missing from the score sheet (art. 7.1)</source>
        <translation>记录表漏记{missing}着（第7.1条）</translation>
    </message>
    <message>
        <source>It is not {side}&apos;s turn; the touch does not count.</source>
        <translation>现在不是{side}走棋，摸子不算。</translation>
    </message>
    <message>
        <source>Touch-move is off.</source>
        <translation>摸子走子规则未启用。</translation>
    </message>
    <message>
        <source>Adjusting pieces, declared (art. 5.6).</source>
        <translation>已申明摆正棋子（第5.6条）。</translation>
    </message>
    <message>
        <source>touched {piece}, which cannot move</source>
        <translation>摸了{piece}，该子按规定不能走</translation>
    </message>
    <message>
        <source>touched {piece}, which no piece can capture</source>
        <translation>摸了{piece}，己方没有棋子能吃掉它</translation>
    </message>
    <message>
        <source>Foul (art. 8.1.5): {text}</source>
        <translation>犯规（第8.1.5条）：{text}</translation>
    </message>
    <message>
        <source>{fouls}. {then}</source>
        <translation>{fouls}。{then}</translation>
    </message>
    <message>
        <source>{duty} (art. {article})</source>
        <translation>{duty}（第{article}条）</translation>
    </message>
    <message>
        <source>No touch-move duty.</source>
        <translation>无摸子走子义务。</translation>
    </message>
    <message>
        <source>{side} must move {piece}</source>
        <translation>{side}摸了{piece:bare}，必须走这个棋子</translation>
    </message>
    <message>
        <source>{side} touched {target}: {side} must capture it with any piece that can</source>
        <translation>{side}摸了{target}，必须吃掉这个棋子（己方任何能吃的子均可）</translation>
    </message>
    <message>
        <source>{side} touched {piece} and {target}: {piece} must capture {target}</source>
        <translation>{side}先后摸了{piece:bare}和{target}：前者必须吃掉后者，即{piece:bare}吃{target}</translation>
    </message>
    <message>
        <source>{side} touched {piece} and {target}: {piece} cannot capture {target}, so {piece} must move</source>
        <translation>{side}先摸{piece:bare}、后摸{target}：{piece:bare}吃不到{target}，必须走动{piece:bare}</translation>
    </message>
    <message>
        <source>{side} touched {piece} and {target}: {piece} can neither capture {target} nor move, so another piece must capture {target}</source>
        <translation>{side}先摸{piece:bare}、后摸{target}：{piece:bare}既吃不到{target}也无法走动，必须用别的棋子吃掉{target}</translation>
    </message>
    <message>
        <source>{side} touched {target} and {piece}: {piece} cannot capture {target}, so another piece must capture {target}</source>
        <translation>{side}先摸{target}、后摸{piece:bare}：{piece:bare}吃不到{target}，必须用别的棋子吃掉{target}</translation>
    </message>
    <message>
        <source>{side} touched {target} and {piece}: no piece can capture {target}, so {piece} must move</source>
        <translation>{side}先摸{target}、后摸{piece:bare}：没有棋子能吃掉{target}，必须走动{piece:bare}</translation>
    </message>
    <message>
        <source>Touch-move (art. {article}): {duty}.</source>
        <translation>摸子走子（第{article}条）：{duty}。</translation>
    </message>
    <message>
        <source>Released.</source>
        <translation>已松手。</translation>
    </message>
    <message>
        <source>Adjustment finished (art. 5.6).</source>
        <translation>摆正棋子完毕（第5.6条）。</translation>
    </message>
    <message>
        <source>Pieces may be adjusted only in one&apos;s own time (art. 5.6).</source>
        <translation>只能在自己行棋的时间内摆正棋子（第5.6条）。</translation>
    </message>
    <message>
        <source>{side} adjusts pieces (art. 5.6).</source>
        <translation>{side}申明摆正棋子（第5.6条）。</translation>
    </message>
    <message>
        <source>{move} breaks the touch-move duty: {duty} (art. {article})</source>
        <translation>{move}违反摸子走子规定：{duty}（第{article}条）</translation>
    </message>
    <message>
        <source>{move} would leave {general} capturable (art. 3.4).</source>
        <translation>{move}走后{general}将被对方吃掉，不能这样走（第3.4条）。</translation>
    </message>
    <message>
        <source>{move}: there is no piece on the starting point</source>
        <translation>起点上没有棋子</translation>
    </message>
    <message>
        <source>{move} moves {piece}, an opposing piece</source>
        <translation>{piece}是对方的棋子，不能走</translation>
    </message>
    <message>
        <source>{move} is not a legal move of {piece} (art. 2.2)</source>
        <translation>{piece}不能这样走（第2.2条）</translation>
    </message>
    <message>
        <source>Illegal move refused: {why}.</source>
        <translation>着法不合规定，不予接受：{why}。</translation>
    </message>
    <message>
        <source>{why}; the move is retaken (art. 5.8.3)</source>
        <translation>{why}；此着重走（第5.8.3条）</translation>
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
        <translation>{side}继续走棋，视为拒绝提和（第22.1条）。</translation>
    </message>
    <message>
        <source>{side} violated the move rules ({why}); violation number {count} loses at the {level} level (art. 4.1.8).</source>
        <translation>{side}违反行棋规定（{why}）；{level}比赛第{count}次违例判负（第4.1.8条）。</translation>
    </message>
    <message>
        <source>national</source>
        <translation>全国</translation>
    </message>
    <message>
        <source>provincial</source>
        <translation>省级</translation>
    </message>
    <message>
        <source>junior</source>
        <translation>少年</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>友谊</translation>
    </message>
    <message>
        <source>the generals face each other</source>
        <translation>双方将帅对面</translation>
    </message>
    <message>
        <source>{general} can be captured by {attackers}</source>
        <translation>{general}可被{attackers}吃掉</translation>
    </message>
    <message>
        <source>{side} played {move}, after which {why} (自杀, art. 3.4, 4.1.3).</source>
        <translation>{side}走{move}后{why}，属自杀着，判负（第3.4、4.1.3条）。</translation>
    </message>
    <message>
        <source>{limit} moves without a capture (自然限着, art. 4.2.4).</source>
        <translation>双方{limit}回合未吃子，按自然限着判和（第4.2.4条）。</translation>
    </message>
    <message>
        <source>Dead position: {why}; neither can win (art. 4.2.2).</source>
        <translation>{why}，双方均无取胜可能，判和（第4.2.2条）。</translation>
    </message>
    <message>
        <source>neither side has a chariot, horse, cannon or soldier left</source>
        <translation>双方都已没有车、马、炮、兵（卒）</translation>
    </message>
    <message>
        <source>the material ({red} v {black}) cannot win for either side (proven by the endgame solver)</source>
        <translation>子力（{red} 对 {black}）双方都不能取胜（残局计算证明）</translation>
    </message>
    <message>
        <source>{side} ran out of time (超时, art. 21.6) and loses (art. 4.1.6).</source>
        <translation>{side}超时（第21.6条），判负（第4.1.6条）。</translation>
    </message>
    <message>
        <source>{side} did not complete the required number of moves in the time limit (art. 21.1) and loses (art. 4.1.6).</source>
        <translation>{side}在规定时间内未走满规定着数（第21.1条），判负（第4.1.6条）。</translation>
    </message>
    <message>
        <source>{side} accepted {opponent}&apos;s draw offer (art. 4.2.1).</source>
        <translation>{side}同意{opponent}的提和，议和（第4.2.1条）。</translation>
    </message>
    <message>
        <source>{side}&apos;s claim of {limit} moves without a capture is verified (自然限着, art. 22.2, 4.2.4).</source>
        <translation>经核实，{side}提出的{limit}回合未吃子属实，按自然限着判和（第22.2、4.2.4条）。</translation>
    </message>
    <message>
        <source>{side} made a second false natural-limit claim in the same phase and loses (art. 4.1.11).</source>
        <translation>{side}在同一阶段第二次提出不实的自然限着要求，判负（第4.1.11条）。</translation>
    </message>
    <message>
        <source>{side} resigns (art. 4.1.12).</source>
        <translation>{side}认输（第4.1.12条）。</translation>
    </message>
    <message>
        <source>{side} arrived later than the limit (art. 20.1) and loses (art. 4.1.7).</source>
        <translation>{side}迟到超过规定时间（第20.1条），判负（第4.1.7条）。</translation>
    </message>
    <message>
        <source>Both players arrived later than the limit (art. 20.1): both forfeit (双方弃权, art. 20.2).</source>
        <translation>双方均迟到超过规定时间（第20.1条），按双方弃权处理（第20.2条）。</translation>
    </message>
    <message>
        <source>{side} refused to observe the rules and loses (art. 4.1.13).</source>
        <translation>{side}拒不遵守规则，判负（第4.1.13条）。</translation>
    </message>
    <message>
        <source>{side} refused to observe the rules ({detail}) and loses (art. 4.1.13).</source>
        <translation>{side}拒不遵守规则（{detail}），判负（第4.1.13条）。</translation>
    </message>
    <message>
        <source>The arbiter rules that neither side can win (art. 4.2.2).</source>
        <translation>裁判判定双方均无取胜可能，判和（第4.2.2条）。</translation>
    </message>
    <message>
        <source>The arbiter rules that neither side can win: {detail} (art. 4.2.2).</source>
        <translation>裁判判定双方均无取胜可能：{detail}，判和（第4.2.2条）。</translation>
    </message>
    <message>
        <source>A draw may be offered only in one&apos;s own time (art. 22.1).</source>
        <translation>只能在自己的用时内提和（第22.1条）。</translation>
    </message>
    <message>
        <source>The offer stands already.</source>
        <translation>提和已经提出，仍然有效。</translation>
    </message>
    <message>
        <source>{side} offers a draw.</source>
        <translation>{side}提和。</translation>
    </message>
    <message>
        <source>There is no draw offer to accept.</source>
        <translation>没有可以接受的提和。</translation>
    </message>
    <message>
        <source>There is no draw offer to decline.</source>
        <translation>没有可以拒绝的提和。</translation>
    </message>
    <message>
        <source>{side} declines the draw.</source>
        <translation>{side}拒绝提和。</translation>
    </message>
    <message>
        <source>Claims are made in one&apos;s own time (art. 22.4).</source>
        <translation>只能在自己的用时内提出要求（第22.4条）。</translation>
    </message>
    <message>
        <source>{side}&apos;s score sheet misses {missing} moves: the claim is not accepted (art. 22.3).</source>
        <translation>{side}记录表漏记{missing}着，其要求不予受理（第22.3条）。</translation>
    </message>
    <message>
        <source>Already ruled: {order}</source>
        <translation>已经裁决：{order}</translation>
    </message>
    <message>
        <source>Not a 待判局面: occurrences of the position so far: {count}; three full cycles, six 回合 on two points are needed (art. 23.1, 23.3, 23.4).</source>
        <translation>不构成待判局面：该局面迄今出现{count}次；须循环三次，即两点之间六个回合（第23.1、23.3、23.4条）。</translation>
    </message>
    <message>
        <source>Not a 待判局面: occurrences of the position so far: {count}; {needed} are needed (art. 23.1, 23.3, 23.4).</source>
        <translation>不构成待判局面：该局面迄今出现{count}次，须出现{needed}次（第23.1、23.3、23.4条）。</translation>
    </message>
    <message>
        <source>{side}&apos;s score sheet: moves missing: {missing}, no foul (art. 7.1).</source>
        <translation>{side}记录表漏记{missing}着，不作犯规（第7.1条）。</translation>
    </message>
    <message>
        <source>This competition has no natural move limit.</source>
        <translation>本比赛未设自然限着。</translation>
    </message>
    <message>
        <source>The arbiter restored the position after ply {ply} (art. {article}): {reason}. Annulled: {annulled}. {side} to move.</source>
        <translation>裁判恢复到第{ply}着之后的局面（第{article}条）：{reason}。取消的着法：{annulled}。轮到{side}走棋。</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>无</translation>
    </message>
    <message>
        <source>待判局面 (art. 23.1): {basis}; a player may claim it.</source>
        <translation>出现待判局面（第23.1条）：{basis}；棋手可以提出裁决要求。</translation>
    </message>
    <message>
        <source>{basis}; if neither side varies within two 回合 the game is drawn (art. 23.5.2, 23.5.2.1).</source>
        <translation>{basis}；两个回合内双方都不变着则判和（第23.5.2、23.5.2.1条）。</translation>
    </message>
    <message>
        <source>{basis}; {side} must vary within two 回合 or loses (art. 23.5.2, 23.5.2.2).</source>
        <translation>{basis}；{side}须在两个回合内变着，否则判负（第23.5.2、23.5.2.2条）。</translation>
    </message>
    <message>
        <source>Red: {red}; Black: {black}</source>
        <translation>红方：{red:term}；黑方：{black:term}</translation>
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
        <translation>局面循环（{pattern}）：{basis}</translation>
    </message>
    <message>
        <source>{side} checked perpetually (长将){detail} and loses ({pattern}; {basis}).</source>
        <translation>{side}长将{detail}，判负（{pattern}；{basis}）。</translation>
    </message>
    <message>
        <source>{side} chased perpetually (长捉){detail} and loses ({pattern}; {basis}).</source>
        <translation>{side}长捉{detail}，判负（{pattern}；{basis}）。</translation>
    </message>
    <message>
        <source>{side} repeated a forbidden pattern ({name}){detail} and loses ({pattern}; {basis}).</source>
        <translation>{side}走禁止着法（{name:term}）不变{detail}，判负（{pattern}；{basis}）。</translation>
    </message>
    <message>
        <source>equal patterns draw (AXF)</source>
        <translation>双方着法性质相同，判和（亚洲象联规则）</translation>
    </message>
    <message>
        <source>perpetual check loses (AXF rule 6)</source>
        <translation>长将判负（亚洲象联规则第6条）</translation>
    </message>
    <message>
        <source>perpetual chase of one piece loses (AXF)</source>
        <translation>长捉同一子判负（亚洲象联规则）</translation>
    </message>
    <message>
        <source>both sides&apos; moves are allowed, draw by 不变作和 (art. 25.2, 4.2.3)</source>
        <translation>双方均为允许着法，不变作和（第25.2、4.2.3条）</translation>
    </message>
    <message>
        <source>unilateral perpetual check is never allowed (art. 25.1)</source>
        <translation>在任何情况下均不允许单方面长将（第25.1条）</translation>
    </message>
    <message>
        <source>a forbidden pattern against an allowed one must vary (art. 25.3)</source>
        <translation>一方为禁止着法、另一方为允许着法，由前者变着（第25.3条）</translation>
    </message>
    <message>
        <source>mutual perpetual check, draw (art. 26.9.4)</source>
        <translation>双方长将，判和（第26.9.4条）</translation>
    </message>
    <message>
        <source>{name} is listed in art. 26.9.1 and must vary</source>
        <translation>{name:term}属第26.9.1条所列，须变着</translation>
    </message>
    <message>
        <source>a single piece&apos;s 长捉 against a joint chase (联合捉) must vary (art. {article})</source>
        <translation>一子长捉对联合捉，一子长捉一方须变着（第{article}条）</translation>
    </message>
    <message>
        <source>both sides forbidden, draw by 不变作和 (art. 26.9.4)</source>
        <translation>双方均为禁止着法，不变作和（第26.9.4条）</translation>
    </message>
    <message>
        <source>{basis}; unilateral 长将 loses at once (art. 23.5.1)</source>
        <translation>{basis}；单方长将立即判负（第23.5.1条）</translation>
    </message>
    <message>
        <source>{side} must press the clock first.</source>
        <translation>{side}须先按钟。</translation>
    </message>
    <message>
        <source>The clock has not been started: the arbiter starts it (Space or Arbiter → Start/pause clock).</source>
        <translation>棋钟尚未开动：由裁判开钟（空格键或“裁判 → 开始／暂停计时”）。</translation>
    </message>
    <message>
        <source>The clock is paused: no move counts until the arbiter restarts it (Space or Arbiter → Start/pause clock).</source>
        <translation>棋钟已暂停：裁判重新开钟（空格键或“裁判 → 开始／暂停计时”）之前不能走棋。</translation>
    </message>
    <message>
        <source>The clock is stopped (a flag fell): no move counts until the arbiter restarts it.</source>
        <translation>棋钟已停（有一方超时）：裁判重新开钟之前不能走棋。</translation>
    </message>
    <message>
        <source>{side} is played by the engine: wait for its move.</source>
        <translation>{side}由引擎走棋：请等待它走棋。</translation>
    </message>
    <message>
        <source>An earlier position is shown: select the last move (End) to return to the game.</source>
        <translation>正在查看之前的局面：选中最后一着（End 键）即回到对局。</translation>
    </message>
    <message>
        <source>{side} played {move:chinese}.</source>
        <translation>{side}走{move}。</translation>
    </message>
    <message>
        <source>{side}: press your clock.</source>
        <translation>{side}：请按钟。</translation>
    </message>
    <message>
        <source>Drag cancelled: the piece went back. {ruling}</source>
        <translation>拖动取消，棋子已放回原处。{ruling}</translation>
    </message>
    <message>
        <source>{side} started the clock.</source>
        <translation>{side}开动了棋钟。</translation>
    </message>
    <message>
        <source>The clock starts with the first move.</source>
        <translation>第一着走出后棋钟开始计时。</translation>
    </message>
    <message>
        <source>{side} pressed the clock; {opponent} to move.</source>
        <translation>{side}已按钟，轮到{opponent}走棋。</translation>
    </message>
    <message>
        <source>{side}&apos;s clock is pressed by the engine; the press was ignored.</source>
        <translation>{side}的棋钟由引擎按，这次按钟无效。</translation>
    </message>
    <message>
        <source>In casual play the clock is pressed automatically after each move.</source>
        <translation>友谊对局中每着走完后自动按钟。</translation>
    </message>
    <message>
        <source>{side} must press the clock first; claims are made in one&apos;s own time (art. 22.4).</source>
        <translation>{side}须先按钟；要求只能在自己的用时内提出（第22.4条）。</translation>
    </message>
    <message>
        <source>the arbiter refused its move {move}</source>
        <translation>裁判不接受它的着法{move}</translation>
    </message>
    <message>
        <source>{side}&apos;s engine failed: {text}. The clock is paused; {side} is now played by hand — the arbiter restarts the clock (Space).</source>
        <translation>{side}的引擎出错：{text}。棋钟已暂停；{side}改为人工走棋，由裁判重新开钟（空格键）。</translation>
    </message>
    <message>
        <source>The arbiter started the clock.</source>
        <translation>裁判已开钟。</translation>
    </message>
    <message>
        <source>The arbiter paused the clock.</source>
        <translation>裁判已停钟。</translation>
    </message>
    <message>
        <source>The arbiter restarted the clock.</source>
        <translation>裁判已重新开钟。</translation>
    </message>
    <message>
        <source>The clock cannot restart: {error}</source>
        <translation>棋钟无法重新开动：{error}</translation>
    </message>
    <message>
        <source>The arbiter set {side}&apos;s time (art. 21.4).</source>
        <translation>裁判更改了{side}的时间（第21.4条）。</translation>
    </message>
    <message>
        <source>Undo is allowed only in casual play, during the game.</source>
        <translation>只有友谊对局进行中才能悔棋。</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>已悔一着。</translation>
    </message>
    <message>
        <source>{count} moves taken back (the engine&apos;s reply and yours).</source>
        <translation>已悔{count}着（引擎的应着和你的着法）。</translation>
    </message>
    <message>
        <source>Cannot take back {count} moves.</source>
        <translation>无法收回{count}着。</translation>
    </message>
    <message>
        <source>There is no decision to take back.</source>
        <translation>没有可以撤销的判决。</translation>
    </message>
    <message>
        <source>The arbiter took back the decision ({reason}); the clock is paused — the arbiter restarts it.</source>
        <translation>裁判撤销了判决（{reason}）；棋钟已暂停，由裁判重新开钟。</translation>
    </message>
    <message>
        <source>The arbiter took back one move ({reason}); the clock is paused — the arbiter restarts it.</source>
        <translation>裁判收回了一着（{reason}）；棋钟已暂停，由裁判重新开钟。</translation>
    </message>
    <message>
        <source>The arbiter took back {count} moves ({reason}); the clock is paused — the arbiter restarts it.</source>
        <translation>裁判收回了{count}着（{reason}）；棋钟已暂停，由裁判重新开钟。</translation>
    </message>
    <message>
        <source>The game is not over: the arbiter declares a result instead.</source>
        <translation>对局尚未结束：请由裁判宣布结果。</translation>
    </message>
    <message>
        <source>Game resumed after ply {ply}; the clock is paused — the arbiter restarts it (Space or Arbiter → Start/pause clock).</source>
        <translation>对局已从第{ply}着之后恢复；棋钟暂停，由裁判重新开钟（空格键或“裁判 → 开始／暂停计时”）。</translation>
    </message>
    <message>
        <source>Game over: {result} — {reason}</source>
        <translation>对局结束：{result}——{reason}</translation>
    </message>
    <message>
        <source>The arbiter corrected the result {old} to {new}: {reason} (art. 17.5).</source>
        <translation>裁判将结果由{old}更正为{new}：{reason}（第17.5条）。</translation>
    </message>
    <message>
        <source>{move} (自杀)</source>
        <translation>{move}（自杀）</translation>
    </message>
    <message>
        <source>Arbiter set {side}&apos;s time to {time} (art. 21.4)</source>
        <translation>裁判改时 {side} {time} (21.4)</translation>
    </message>
    <message>
        <source>Arbiter&apos;s correction: {reason} (art. 17.5)</source>
        <translation>裁判更正：{reason} (17.5)</translation>
    </message>
    <message>
        <source>Result corrected {old} → {new}: {reason} (art. 17.5)</source>
        <translation>裁判更正结果 {old} → {new}：{reason} (17.5)</translation>
    </message>
    <message>
        <source>Loss for violating the move rules (art. 4.1.8): {reason}</source>
        <translation>违例判负 (4.1.8)：{reason}</translation>
    </message>
    <message>
        <source>This game records no moves: only the clock is kept.</source>
        <translation>本局不记着法：只计时。</translation>
    </message>
    <message>
        <source>The clock started: {side} to move.</source>
        <translation>棋钟已开动：{side}走棋。</translation>
    </message>
    <message>
        <source>{side} pressed the clock; type {side}&apos;s move.</source>
        <translation>{side}已按钟；请输入{side}的着法。</translation>
    </message>
    <message>
        <source>{side} pressed the clock; type {side}&apos;s move ({count} moves to type).</source>
        <translation>{side}已按钟；请输入{side}的着法（待录 {count} 着）。</translation>
    </message>
    <message>
        <source>No press is waiting for its move.</source>
        <translation>没有等待录入着法的按钟。</translation>
    </message>
    <message>
        <source>The press can no longer be withdrawn: the clock changed since; the arbiter records the foul (Arbiter → Record a foul).</source>
        <translation>该次按钟已无法撤回：棋钟此后已有变动；由裁判记录犯规（裁判 → 记录犯规）。</translation>
    </message>
    <message>
        <source>Type the pressed moves first: a claim is judged on the position on the board.</source>
        <translation>请先录入已按钟的着法：提请审核以盘面局势为准。</translation>
    </message>
    <message>
        <source>Pressed moves not typed before the end: {count}.</source>
        <translation>终局前未录入的已按钟着法：{count} 着。</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>cannot read file: {error}</source>
        <translation>无法读取文件：{error}</translation>
    </message>
    <message>
        <source>no game found (not a PGN file?)</source>
        <translation>未找到对局（不是 PGN 文件？）</translation>
    </message>
    <message>
        <source>invalid {encoding} text after the byte-order mark</source>
        <translation>字节顺序标记之后的 {encoding} 文本无效</translation>
    </message>
    <message>
        <source>text is neither UTF-8, GB18030 nor Big5</source>
        <translation>文本编码既非 UTF-8，也非 GB18030 或 Big5</translation>
    </message>
    <message>
        <source>no FEN position found in the list</source>
        <translation>列表中没有 FEN 局面</translation>
    </message>
    <message>
        <source>not a valid FEN position: {text}</source>
        <translation>不是有效的 FEN 局面：{text}</translation>
    </message>
    <message>
        <source>invalid start position FEN {fen}: {error}</source>
        <translation>起始局面 FEN {fen} 无效：{error}</translation>
    </message>
    <message>
        <source>unsupported move notation: first move token {token}</source>
        <translation>不支持的记谱法：第一着写作 {token}</translation>
    </message>
    <message>
        <source>{number}. {move}</source>
        <translation>第 {number} 回合红方 {move}</translation>
    </message>
    <message>
        <source>{number}. ... {move}</source>
        <translation>第 {number} 回合黑方 {move}</translation>
    </message>
    <message>
        <source>illegal move at {label}: {error}</source>
        <translation>{label} 不是合法着法：{error}</translation>
    </message>
    <message>
        <source>illegal move at {label} (in a variation): {error}</source>
        <translation>变着中 {label} 不是合法着法：{error}</translation>
    </message>
    <message>
        <source>illegal move at {label} in position {fen}</source>
        <translation>{label} 在局面 {fen} 中不是合法着法</translation>
    </message>
    <message>
        <source>illegal move at {label} (in a variation) in position {fen}</source>
        <translation>变着中 {label} 在局面 {fen} 中不是合法着法</translation>
    </message>
    <message>
        <source>the file ends in the middle of the move {label}: it seems cut short</source>
        <translation>文件在着法 {label} 的中间结束：文件似乎不完整</translation>
    </message>
    <message>
        <source>comment &apos;{{&apos; is never closed</source>
        <translation>注释的 &apos;{{&apos; 没有闭合</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; before any move it could replace</source>
        <translation>变着的 &apos;(&apos; 出现在任何可替换的着法之前</translation>
    </message>
    <message>
        <source>variations nested deeper than {depth}</source>
        <translation>变着嵌套超过 {depth} 层</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>&apos;)&apos; 没有对应的变着</translation>
    </message>
    <message>
        <source>&apos;[&apos; inside movetext is not a tag pair</source>
        <translation>着法文本中的 &apos;[&apos; 不是标签对</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; opened here is never closed ({count} open)</source>
        <translation>此处开始的变着 &apos;(&apos; 没有闭合（{count} 处未闭合）</translation>
    </message>
    <message>
        <source>binit must be 64 digits 0-9, got {count} characters</source>
        <translation>binit 应为 64 个数字 0-9，实际为 {count} 个字符</translation>
    </message>
    <message>
        <source>binit slot {slot} has file {file} off the board</source>
        <translation>binit 第 {slot} 格的路数 {file} 在棋盘之外</translation>
    </message>
    <message>
        <source>move list is not a sequence of 4-digit moves</source>
        <translation>着法列表不是由 4 位数字着法组成</translation>
    </message>
    <message>
        <source>move {move} leaves the board</source>
        <translation>着法 {move} 走出了棋盘</translation>
    </message>
    <message>
        <source>branch {branch} starts at ply {ply} of line {parent}, which does not exist</source>
        <translation>分支 {branch} 从第 {parent} 条线路的第 {ply} 步开始，但该步不存在</translation>
    </message>
    <message>
        <source>move {move} in column {column} has no predecessor</source>
        <translation>第 {column} 列的着法 {move} 没有前一着</translation>
    </message>
    <message>
        <source>not an XQF file: it starts with the bytes {start}, an XQF file with 58 51 (“XQ”)</source>
        <translation>不是 XQF 文件：开头字节为 {start}，XQF 文件应以 58 51（“XQ”）开头</translation>
    </message>
    <message>
        <source>not an XQF file: the file is empty</source>
        <translation>不是 XQF 文件：文件为空</translation>
    </message>
    <message>
        <source>truncated XQF header: {size} of {needed} bytes</source>
        <translation>XQF 文件头不完整：只有 {size} 字节，应有 {needed} 字节</translation>
    </message>
    <message>
        <source>unsupported XQF version {version} (10..18 are known)</source>
        <translation>不支持的 XQF 版本 {version}（已知版本为 10..18）</translation>
    </message>
    <message>
        <source>two pieces on square {square}</source>
        <translation>{square} 格上有两个棋子</translation>
    </message>
    <message>
        <source>move record squares {origin}/{target} are off the board</source>
        <translation>着法记录的格子 {origin}/{target} 在棋盘之外</translation>
    </message>
    <message>
        <source>truncated move record (file ends inside the move tree)</source>
        <translation>着法记录不完整（文件在着法树中间结束）</translation>
    </message>
    <message>
        <source>truncated comment length</source>
        <translation>注释长度不完整</translation>
    </message>
    <message>
        <source>comment length {length} runs past the end of the file</source>
        <translation>注释长度 {length} 超出了文件末尾</translation>
    </message>
    <message>
        <source>XQF holds at most {count} of piece {letter}</source>
        <translation>XQF 最多只能容纳 {count} 个 {letter} 棋子</translation>
    </message>
    <message>
        <source>header {tag} is dropped: XQF has no field for it</source>
        <translation>棋谱信息 {tag} 将丢失：XQF 没有对应的字段</translation>
    </message>
    <message>
        <source>header {tag} is cut to {size} bytes (XQF&apos;s fixed field): {value}</source>
        <translation>棋谱信息 {tag} 将被截为 {size} 字节（XQF 的固定字段）：{value}</translation>
    </message>
    <message>
        <source>header {tag}: XQF keeps no line breaks (written as spaces): {value}</source>
        <translation>棋谱信息 {tag}：XQF 不保留换行（写成空格）：{value}</translation>
    </message>
    <message>
        <source>header {tag}: XQF readers drop white space and NUL characters at the ends: {value}</source>
        <translation>棋谱信息 {tag}：XQF 读取时会去掉首尾的空白和 NUL 字符：{value}</translation>
    </message>
    <message>
        <source>{reason}; the game was imported without the rest of that variation</source>
        <extracomment>Games per committed transaction. File name endings imported from folders. progress(files done, files total, games imported so far, current file)</extracomment>
        <translation>{reason}；该局已导入，但不含该变着的其余部分</translation>
    </message>
    <message>
        <source>longer than {count} characters: not a move text</source>
        <translation>超过 {count} 个字符：不是着法</translation>
    </message>
    <message>
        <source>not a move in any known notation (Chinese, abbr, WXF, ICCS)</source>
        <translation>不是任何已知记谱法的着法（中文、简写、WXF、ICCS）</translation>
    </message>
    <message>
        <source>empty move text</source>
        <translation>着法为空</translation>
    </message>
    <message>
        <source>not ICCS notation (expected e.g. h2e2)</source>
        <translation>不是 ICCS 记谱（应如 h2e2）</translation>
    </message>
    <message>
        <source>not WXF notation (expected letter, file, +/-/=, digit)</source>
        <translation>不是 WXF 记谱（应为字母、路数、+/-/=、数字）</translation>
    </message>
    <message>
        <source>unknown piece letter {letter}</source>
        <translation>未知的棋子字母 {letter}</translation>
    </message>
    <message>
        <source>not abbreviated notation (expected piece, file, digit)</source>
        <translation>不是简写记谱（应为棋子、路数、数字）</translation>
    </message>
    <message>
        <source>not Chinese notation (expected ... 进/退/平 and a number)</source>
        <translation>不是中文记谱（应以 进/退/平 和数字结尾）</translation>
    </message>
    <message>
        <source>not a move text (expected piece, file, 进/退/平, number)</source>
        <translation>不是着法（应为棋子、路数、进/退/平、数字）</translation>
    </message>
    <message>
        <source>unknown piece {char}</source>
        <translation>未知棋子 {char}</translation>
    </message>
    <message>
        <source>unexpected character {char} in Chinese notation</source>
        <translation>中文记谱中出现意外字符 {char}</translation>
    </message>
    <message>
        <source>no such tandem ordinal {ordinal}</source>
        <translation>没有第 {ordinal} 个同路棋子</translation>
    </message>
    <message>
        <source>no piece of the side to move on {square}</source>
        <translation>{square} 上没有走棋方的棋子</translation>
    </message>
    <message>
        <source>no red piece (side to move) on {square}</source>
        <translation>{square} 上没有红方（走棋方）的棋子</translation>
    </message>
    <message>
        <source>no black piece (side to move) on {square}</source>
        <translation>{square} 上没有黑方（走棋方）的棋子</translation>
    </message>
    <message>
        <source>not a legal move in this position</source>
        <translation>在此局面下不是合法着法</translation>
    </message>
    <message>
        <source>a {name} cannot move sideways (平)</source>
        <translation>{name}不能平走</translation>
    </message>
    <message>
        <source>a {name} cannot retreat (退)</source>
        <translation>{name}不能后退</translation>
    </message>
    <message>
        <source>the side to move has no {name}</source>
        <translation>走棋方没有{name}</translation>
    </message>
    <message>
        <source>there is no {origin}</source>
        <translation>没有{origin}</translation>
    </message>
    <message>
        <source>not a legal move for the {origin}</source>
        <translation>{origin}不能这样走</translation>
    </message>
    <message>
        <source>ambiguous: fits {count} legal moves ({moves})</source>
        <translation>有歧义：符合 {count} 个合法着法（{moves}）</translation>
    </message>
    <message>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <source>{name} on file {file}</source>
        <translation>{file_zh}路{name}</translation>
    </message>
    <message>
        <source>{rank} {name}</source>
        <translation>{rank}{name}</translation>
    </message>
    <message>
        <source>{rank} {name} on file {file}</source>
        <translation>{file_zh}路{rank}{name}</translation>
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
        <translation>后</translation>
    </message>
    <message>
        <source>number {ordinal}</source>
        <translation>第{ordinal}个</translation>
    </message>
    <message>
        <source>not WinBoard SAN</source>
        <translation>不是 WinBoard SAN 记谱</translation>
    </message>
    <message>
        <source>rank {rank} is off the board</source>
        <translation>第 {rank} 横线在棋盘之外</translation>
    </message>
    <message>
        <source>no legal move fits</source>
        <translation>没有符合的合法着法</translation>
    </message>
    <message>
        <source>move {number} of the pasted text: {reason}</source>
        <translation>粘贴文本的第 {number} 着：{reason}</translation>
    </message>
    <message>
        <source>FEN placement has {count} ranks, expected 10: {text}</source>
        <extracomment>Longest move counter read (ASCII digits only); a longer one is a :class:`FenError`. Why a FEN is refused: ids and English templates (the UI translates them, context ``Message``). A quoted piece of the FEN is passed quoted (``repr``).</extracomment>
        <translation>FEN 的棋子布局有 {count} 行，应为 10 行：{text}</translation>
    </message>
    <message>
        <source>rank {rank} has more than 9 points: {text}</source>
        <translation>第 {rank} 横线超过 9 个点：{text}</translation>
    </message>
    <message>
        <source>rank {rank} has {count} points, expected 9: {text}</source>
        <translation>第 {rank} 横线有 {count} 个点，应为 9 个：{text}</translation>
    </message>
    <message>
        <source>unknown piece letter {letter} on rank {rank}</source>
        <translation>第 {rank} 横线上有未知的棋子字母 {letter}</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square} cannot stand there (art. 2.2: {rule})</source>
        <translation>{where}不能摆在这里（第2.2条：{rule}）</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square} is one too many: a side has {count} (art. 1.2)</source>
        <translation>{where}多了一个：每方只有 {count} 个（第1.2条）</translation>
    </message>
    <message>
        <source>{side:lower} general is missing</source>
        <translation>{side}缺少帅（将）</translation>
    </message>
    <message>
        <source>FEN move counter {text} is not a number of at most {digits} digits 0-9</source>
        <translation>FEN 的着数计数 {text} 不是最多 {digits} 位的数字 0-9</translation>
    </message>
    <message>
        <source>FEN needs at least placement and side to move: {text}</source>
        <translation>FEN 至少需要棋子布局和走棋方：{text}</translation>
    </message>
    <message>
        <source>FEN side to move must be w, r or b, not {text}</source>
        <translation>FEN 的走棋方应为 w、r 或 b，而不是 {text}</translation>
    </message>
    <message>
        <source>the palace only</source>
        <translation>只能在九宫内</translation>
    </message>
    <message>
        <source>the palace diagonals only</source>
        <translation>只能在九宫斜线上</translation>
    </message>
    <message>
        <source>its seven points on its own side of the river only</source>
        <translation>只能在本方河界内的七个点上</translation>
    </message>
    <message>
        <source>never behind its start rank, nor beside it before the river</source>
        <translation>不能在起始横线之后，过河前也不能在其两侧</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square} is in check from {by}, but it is {mover:lower}&apos;s turn</source>
        <extracomment>Why a position is refused although its FEN reads (ids and English templates, context ``Message``; :func:`~xiangqi_gui.rules.fen.placed` names the pieces).</extracomment>
        <translation>{where}正被{by}将军，却轮到{mover}走棋</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square}</source>
        <translation>{where}</translation>
    </message>
    <message>
        <source>the facing general</source>
        <translation>对面的帅（将）</translation>
    </message>
    <message>
        <source>byoyomi: the last stage must be sudden death (moves=None)</source>
        <extracomment>The time-control mistakes a person can make in the form (context ``Message``).</extracomment>
        <translation>读秒前的最后一个时段必须是包干（着数为 0）</translation>
    </message>
    <message>
        <source>byoyomi: cannot be combined with a delay in the last stage</source>
        <translation>读秒不能与最后一个时段的延时同时使用</translation>
    </message>
    <message>
        <source>stages[0]: a Bronstein delay with no main time flags at once; use a simple (US) delay for a fixed time per move</source>
        <translation>第一时段没有基本用时却用布朗斯坦延时，会立即超时；每着固定用时请用简单（美式）延时</translation>
    </message>
    <message>
        <source>stages[0]: time_ns is 0 and nothing else gives time to move</source>
        <translation>第一时段的基本用时为 0，又没有其他可用时间走棋</translation>
    </message>
    <message>
        <source>time odds {delta} ns exceed the base time {base}</source>
        <translation>让时超过了第一时段的基本用时</translation>
    </message>
    <message>
        <source>no engine found: looked for {names} on PATH and in {dirs}; install fairy-stockfish (apt-get install fairy-stockfish) or choose the engine file in the settings</source>
        <translation>未找到引擎：在 PATH 和 {dirs} 中查找了 {names}；请安装 fairy-stockfish（apt-get install fairy-stockfish），或在设置中选择引擎文件</translation>
    </message>
    <message>
        <source>engine {engine} is not an executable file</source>
        <translation>引擎 {engine} 不是可执行文件</translation>
    </message>
    <message>
        <source>engine {engine} did not start: {error}</source>
        <translation>引擎 {engine} 未能启动：{error}</translation>
    </message>
    <message>
        <source>engine {engine} could not be started</source>
        <translation>引擎 {engine} 无法启动</translation>
    </message>
    <message>
        <source>engine {engine} crashed</source>
        <translation>引擎 {engine} 崩溃了</translation>
    </message>
    <message>
        <source>engine {engine} exited unexpectedly (status {code})</source>
        <translation>引擎 {engine} 意外退出（退出码 {code}）</translation>
    </message>
    <message>
        <source>engine {engine} exited (status {code}) while we waited for its {what}</source>
        <translation>等待{what}时，引擎 {engine} 退出了（退出码 {code}）</translation>
    </message>
    <message>
        <source>engine {engine} sent no {what} within {seconds} s and was stopped</source>
        <translation>引擎 {engine} 在 {seconds} 秒内没有{what}，已被终止</translation>
    </message>
    <message>
        <source>handshake reply</source>
        <translation>回应握手</translation>
    </message>
    <message>
        <source>move</source>
        <translation>给出着法</translation>
    </message>
    <message>
        <source>reply to stop</source>
        <translation>回应停止命令</translation>
    </message>
    <message>
        <source>output</source>
        <translation>任何输出</translation>
    </message>
    <message>
        <source>engine {engine} returned no move in position {fen}</source>
        <translation>引擎 {engine} 在局面 {fen} 中没有给出着法</translation>
    </message>
    <message>
        <source>engine {engine} sent move {text} in position {fen}: {reason}</source>
        <translation>引擎 {engine} 在局面 {fen} 中给出着法 {text}：{reason}</translation>
    </message>
    <message>
        <source>{text} is not a move with files a-i and ranks {ranks}</source>
        <translation>{text} 不是路为 a-i、线为 {ranks} 的着法</translation>
    </message>
    <message>
        <source>{move} is not a legal move for the side to move</source>
        <translation>{move} 不是走棋方的合法着法</translation>
    </message>
    <message>
        <source>bad engine output {line}: {reason}</source>
        <translation>引擎输出有误 {line}：{reason}</translation>
    </message>
    <message>
        <source>bad engine output {line}: {reason} (engine {engine}, position {fen})</source>
        <translation>引擎输出有误 {line}：{reason}（引擎 {engine}，局面 {fen}）</translation>
    </message>
    <message>
        <source>bestmove without a move</source>
        <translation>bestmove 后面没有着法</translation>
    </message>
    <message>
        <source>ponder move: {reason}</source>
        <translation>后续预想着法：{reason}</translation>
    </message>
    <message>
        <source>{path}: cannot open the game library ({error})</source>
        <extracomment>Columns of :class:`GameRow`, in SELECT order.</extracomment>
        <translation>{path}：无法打开棋谱库（{error}）</translation>
    </message>
    <message>
        <source>{path}: the game library is damaged ({reason}). It can be rebuilt: the damaged file is kept aside and the games are imported again.</source>
        <translation>{path}：棋谱库已损坏（{reason}）。可以重建：损坏的文件会另外保存，棋谱需重新导入。</translation>
    </message>
    <message>
        <source>schema version {found}, expected {expected}</source>
        <translation>数据库结构版本为 {found}，应为 {expected}</translation>
    </message>
    <message>
        <source>a stored move tree cannot be read</source>
        <translation>存储的着法树无法读取</translation>
    </message>
    <message>
        <source>a stored move tree cannot be read: {reason}</source>
        <translation>存储的着法树无法读取：{reason}</translation>
    </message>
    <message>
        <source>no game {number} in the library</source>
        <translation>棋谱库中没有第 {number} 局</translation>
    </message>
    <message>
        <source>invalid FEN {fen}: {error}</source>
        <translation>无效的 FEN {fen}：{error}</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>文件或文件夹不存在</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>没有访问权限</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>不允许此操作</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>磁盘空间已满</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>超出磁盘配额</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>文件系统为只读</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>不是文件夹</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>文件已存在</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>读写错误</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>文件名太长</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>打开的文件太多</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>设备或资源正忙</translation>
    </message>
    <message>
        <source>Exec format error</source>
        <translation>不是可运行的程序</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>database is locked</source>
        <translation>数据库被另一个程序锁定</translation>
    </message>
    <message>
        <source>database disk image is malformed</source>
        <translation>数据库文件已损坏</translation>
    </message>
    <message>
        <source>file is not a database</source>
        <translation>该文件不是数据库</translation>
    </message>
    <message>
        <source>attempt to write a readonly database</source>
        <translation>数据库为只读，无法写入</translation>
    </message>
    <message>
        <source>unable to open database file</source>
        <translation>无法打开数据库文件</translation>
    </message>
    <message>
        <source>disk I/O error</source>
        <translation>磁盘读写错误</translation>
    </message>
    <message>
        <source>database or disk is full</source>
        <translation>数据库或磁盘已满</translation>
    </message>
    <message>
        <source>{path}: no such file</source>
        <translation>{path}：文件不存在</translation>
    </message>
    <message>
        <source>{path}: already exists</source>
        <translation>{path}：文件已存在</translation>
    </message>
    <message>
        <source>{path}: cannot open: {error}</source>
        <translation>{path}：无法打开：{error}</translation>
    </message>
    <message>
        <source>{path}: cannot read: {error}</source>
        <translation>{path}：无法读取：{error}</translation>
    </message>
    <message>
        <source>{path}: cannot write: {error}</source>
        <translation>{path}：无法写入：{error}</translation>
    </message>
    <message>
        <source>{path}: cannot update the file: {error}</source>
        <translation>{path}：无法更新文件：{error}</translation>
    </message>
    <message>
        <source>{path}: not a readable tournament file: {error}</source>
        <translation>{path}：不是可读取的比赛文件：{error}</translation>
    </message>
    <message>
        <source>{path}: not a readable {kind} file: {error}</source>
        <translation>{path}：不是可读取的{kind}文件：{error}</translation>
    </message>
    <message>
        <source>{path}: wrong kind of event file ({found}; expected {kind})</source>
        <translation>{path}：赛事文件类型不符（这是{found}文件，应为{kind}文件）</translation>
    </message>
    <message>
        <source>{path}: not an event file of this program</source>
        <translation>{path}：不是本程序的赛事文件</translation>
    </message>
    <message>
        <source>event</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>team-event</source>
        <translation>团体赛</translation>
    </message>
    <message>
        <source>knockout</source>
        <translation>淘汰赛</translation>
    </message>
    <message>
        <source>{path}: not a tournament export: {error}</source>
        <translation>{path}：不是导出的比赛文件：{error}</translation>
    </message>
    <message>
        <source>{path}: not written</source>
        <translation>{path}：未能写入</translation>
    </message>
    <message>
        <source>{path}: no players in the file</source>
        <translation>{path}：文件中没有棋手</translation>
    </message>
    <message>
        <source>{path}: neither UTF-8 nor GB18030 text</source>
        <translation>{path}：既不是 UTF-8 也不是 GB18030 文本</translation>
    </message>
    <message>
        <source>{path}: line {line}: no name</source>
        <translation>{path}：第 {line} 行：没有姓名</translation>
    </message>
    <message>
        <source>{path}: line {line}: rating {rating} is not a number</source>
        <translation>{path}：第 {line} 行：等级分 {rating} 不是数字</translation>
    </message>
    <message>
        <source>the competition system cannot change after round 1</source>
        <translation>第一轮之后不能更改竞赛制度</translation>
    </message>
    <message>
        <source>{count} rounds are already paired</source>
        <translation>已经编排了 {count} 轮</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>棋手需要有姓名</translation>
    </message>
    <message>
        <source>players can only be registered before round 1 is paired</source>
        <translation>只能在第一轮编排之前报名棋手</translation>
    </message>
    <message>
        <source>after the start a player withdraws instead (art. 19)</source>
        <translation>比赛开始后棋手只能退出比赛（第19条）</translation>
    </message>
    <message>
        <source>no player number {number}</source>
        <translation>没有{number}号棋手</translation>
    </message>
    <message>
        <source>cannot make {groups} groups of at least 2 from {count}</source>
        <translation>{count} 名棋手无法分成 {groups} 个至少 2 人的小组</translation>
    </message>
    <message>
        <source>round {number} still has games without a result</source>
        <translation>第 {number} 轮还有未登记结果的对局</translation>
    </message>
    <message>
        <source>all rounds have been paired</source>
        <translation>所有轮次都已编排</translation>
    </message>
    <message>
        <source>at least two players are needed</source>
        <translation>至少需要两名棋手</translation>
    </message>
    <message>
        <source>round {number} cannot be paired now</source>
        <translation>现在不能编排第 {number} 轮</translation>
    </message>
    <message>
        <source>round {number} is followed by later rounds</source>
        <translation>第 {number} 轮之后已有后续轮次</translation>
    </message>
    <message>
        <source>a bye needs no result (it scores as a win, art. 14.4)</source>
        <translation>轮空无需登记结果（按胜局计分，第14.4条）</translation>
    </message>
    <message>
        <source>fouls cannot be negative</source>
        <translation>犯规次数不能为负</translation>
    </message>
    <message>
        <source>there is no round {number}</source>
        <translation>没有第 {number} 轮</translation>
    </message>
    <message>
        <source>round {number} has no board {board}</source>
        <translation>第 {number} 轮没有第 {board} 台</translation>
    </message>
    <message>
        <source>player {number} has already left</source>
        <translation>{number}号棋手已经离开比赛</translation>
    </message>
    <message>
        <source>eliminate only after a finished round</source>
        <translation>只能在一轮结束后淘汰</translation>
    </message>
    <message>
        <source>no round has been paired</source>
        <translation>尚未编排任何一轮</translation>
    </message>
    <message>
        <source>round {number} already has results</source>
        <translation>第 {number} 轮已有结果</translation>
    </message>
    <message>
        <source>round {number}: no pairing avoids rematches and keeps the colour limits for these {count} players</source>
        <translation>第 {number} 轮：这 {count} 名棋手找不到既不重复相遇又符合先后手限制的编排</translation>
    </message>
    <message>
        <source>teams can only be registered before round 1</source>
        <translation>只能在第一轮之前报名队伍</translation>
    </message>
    <message>
        <source>team {name} needs {count} players</source>
        <translation>{name}队需要 {count} 名棋手</translation>
    </message>
    <message>
        <source>team {name} needs {count} players or more</source>
        <translation>{name}队至少需要 {count} 名棋手</translation>
    </message>
    <message>
        <source>no team number {number}</source>
        <translation>没有{number}号队</translation>
    </message>
    <message>
        <source>round {number} is not finished</source>
        <translation>第 {number} 轮尚未结束</translation>
    </message>
    <message>
        <source>a bye has no line-up</source>
        <translation>轮空没有出场名单</translation>
    </message>
    <message>
        <source>{name}: {count} different players needed</source>
        <translation>{name}：需要 {count} 名不同的棋手</translation>
    </message>
    <message>
        <source>{name}: not all of them are registered</source>
        <translation>{name}：其中有未报名的棋手</translation>
    </message>
    <message>
        <source>{name}: fixed boards (11.1) cannot change</source>
        <translation>{name}：固定台次（第11.1条）不能更改</translation>
    </message>
    <message>
        <source>{name}: the board order cannot be inverted (11.2)</source>
        <translation>{name}：台次顺序不能颠倒（第11.2条）</translation>
    </message>
    <message>
        <source>a bye has no boards</source>
        <translation>轮空没有台次</translation>
    </message>
    <message>
        <source>set the line-ups first (11.2/11.3)</source>
        <translation>请先排定出场名单（第11.2/11.3条）</translation>
    </message>
    <message>
        <source>there is no board {board}</source>
        <translation>没有第 {board} 台</translation>
    </message>
    <message>
        <source>no match {index} in round {number}</source>
        <translation>第 {number} 轮没有第 {index} 场对抗</translation>
    </message>
    <message>
        <source>player {number} is paired {count} times</source>
        <translation>{number}号棋手被编排{count}次</translation>
    </message>
    <message>
        <source>player {number} has withdrawn</source>
        <translation>{number}号棋手已退出比赛</translation>
    </message>
    <message>
        <source>player {number} is not paired</source>
        <translation>{number}号棋手未被编排</translation>
    </message>
    <message>
        <source>{red} and {black} have met before</source>
        <translation>{red}号与{black}号已相遇过</translation>
    </message>
    <message>
        <source>player {number} ({history}) cannot take Red: three in a row or difference 3</source>
        <translation>{number}号棋手（{history}）执红将连三或先后手相差三局</translation>
    </message>
    <message>
        <source>player {number} ({history}) cannot take Black: three in a row or difference 3</source>
        <translation>{number}号棋手（{history}）执黑将连三或先后手相差三局</translation>
    </message>
    <message>
        <source>player {number} already had a bye</source>
        <translation>{number}号棋手已轮空过</translation>
    </message>
    <message>
        <source>the bye should go to a lower scorer (e.g. {number})</source>
        <translation>轮空应给最低分棋手（如{number}号）</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>Type a move: 炮二平五, 炮25, C2=5, h2e2</source>
        <translation>输入着法：炮二平五、炮25、C2=5、h2e2</translation>
    </message>
    <message numerus="yes">
        <source>%n more…</source>
        <translation>
            <numerusform>还有 %n 个…</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” fits several moves: %2</source>
        <translation>“%1”可对应多个着法：%2</translation>
    </message>
    <message>
        <source>“%1” is not a legal move here: %2</source>
        <translation>“%1”在此局面不合规则：%2</translation>
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
        <translation>变着上移</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>设为主线</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>变着下移</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>从此处删除</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>National event (the first illegal move loses, art. 4.1.8)</source>
        <extracomment>Competition presets and their labels (CXA art. 4.1.8 / 8.1.8 decide the penalties).</extracomment>
        <translation>全国比赛（第一次违例即判负，第4.1.8条）</translation>
    </message>
    <message>
        <source>Provincial event (a foul, then a loss, art. 8.1.8)</source>
        <translation>省级比赛（先判犯规，再犯判负，第8.1.8条）</translation>
    </message>
    <message>
        <source>Junior championship (a foul, then a loss, art. 8.1.8)</source>
        <translation>少年比赛（先判犯规，再犯判负，第8.1.8条）</translation>
    </message>
    <message>
        <source>Casual game (illegal moves refused, undo allowed)</source>
        <translation>友谊对局（不合规则的着法不被接受，可以悔棋）</translation>
    </message>
    <message>
        <source>CXA repetition rules (Chinese Xiangqi Association)</source>
        <translation>中国象棋协会棋例</translation>
    </message>
    <message>
        <source>AXF repetition rules (Asian Xiangqi Federation)</source>
        <translation>亚洲象棋联合会棋例</translation>
    </message>
    <message>
        <source>National event</source>
        <translation>全国比赛</translation>
    </message>
    <message>
        <source>Provincial event</source>
        <translation>省级比赛</translation>
    </message>
    <message>
        <source>Junior championship</source>
        <translation>少年比赛</translation>
    </message>
    <message>
        <source>Casual game</source>
        <translation>友谊对局</translation>
    </message>
    <message>
        <source>{0} ({1} repetition rules)</source>
        <translation>{0}（{1}棋例）</translation>
    </message>
    <message>
        <source>clock only, no score sheet</source>
        <translation>只计时，不记谱</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>续局</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <source>Press the clock by hand after each move (physical clock; the time runs until you press)</source>
        <translation>每走一着后手动按钟（与实体棋钟相同；按钟前计时不停）</translation>
    </message>
    <message>
        <source>Show legal targets (casual games only)</source>
        <translation>显示可走位置（仅友谊对局）</translation>
    </message>
    <message>
        <source>Record the moves (score sheet); off: a clock-only game beside a wooden board</source>
        <translation>记录着法（记录纸）；不选则只计时，在实物棋盘旁对弈</translation>
    </message>
    <message>
        <source>No engine found.</source>
        <translation>未找到引擎。</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>地点</translation>
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
        <translation>时限</translation>
    </message>
    <message>
        <source>{0} is not an executable file.</source>
        <translation>{0} 不是可执行文件。</translation>
    </message>
    <message>
        <source>Engine choice disabled: {0}</source>
        <translation>无法选择引擎：{0}</translation>
    </message>
    <message>
        <source>Red {0}; Black {1}</source>
        <translation>红方 {0}；黑方 {1}</translation>
    </message>
    <message>
        <source>Custom: {0}</source>
        <translation>自定义：{0}</translation>
    </message>
    <message>
        <source>Red team</source>
        <translation>红方队名</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Red plays</source>
        <translation>红方执棋者</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>黑方队名</translation>
    </message>
    <message>
        <source>Black plays</source>
        <translation>黑方执棋者</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>比赛级别</translation>
    </message>
</context>
<context>
    <name>NotationBox</name>
    <message>
        <source>Chinese (炮二平五)</source>
        <extracomment>The example move each notation is known by (the closed box shows it).</extracomment>
        <translation>中文记谱（炮二平五）</translation>
    </message>
    <message>
        <source>Abbreviated (炮25)</source>
        <translation>简写记谱（炮25）</translation>
    </message>
    <message>
        <source>WXF (C2=5)</source>
        <translation>WXF 记谱（C2=5）</translation>
    </message>
    <message>
        <source>ICCS (h2e2)</source>
        <translation>ICCS 坐标（h2e2）</translation>
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
        <translation>简写（炮25）</translation>
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
        <translation>摆棋</translation>
    </message>
    <message>
        <source>Red to move (红先)</source>
        <translation>红先</translation>
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
        <translation>无法读取此 FEN：%1</translation>
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
        <translation>首选项</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <source>Simplified (帅仕相马车炮兵)</source>
        <translation>简体（帅仕相马车炮兵）</translation>
    </message>
    <message>
        <source>Traditional (帥仕相傌俥炮兵)</source>
        <translation>繁体（帥仕相傌俥炮兵）</translation>
    </message>
    <message>
        <source>Clock sounds (warnings, press clicks, 读秒)</source>
        <translation>棋钟声音（提示音、按钟声、读秒）</translation>
    </message>
    <message>
        <source>Count 读秒 aloud (十秒, 五、四、三、二、一)</source>
        <translation>语音读秒（十秒，五、四、三、二、一）</translation>
    </message>
    <message>
        <source>Seconds of main time left at which the clock warns, separated by commas, e.g. 60, 30, 10</source>
        <translation>基本用时剩余多少秒时提示，用逗号分隔，例如 60, 30, 10</translation>
    </message>
    <message>
        <source>Left half of the keyboard</source>
        <translation>键盘左半部</translation>
    </message>
    <message>
        <source>Right half of the keyboard</source>
        <translation>键盘右半部</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>A second press by the same player within this time is ignored, as on a physical clock.</source>
        <translation>同一方在此时间内再次按钟不计，与实体棋钟相同。</translation>
    </message>
    <message>
        <source>CXA form in Chinese (记录表)</source>
        <translation>中国象棋协会记录表（中文）</translation>
    </message>
    <message>
        <source>The interface language</source>
        <translation>界面语言</translation>
    </message>
    <message>
        <source>Wooden board</source>
        <translation>木纹棋盘</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Keys separated by commas, e.g. Z, A</source>
        <translation>按键以逗号分隔，如 Z, A</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Piece faces</source>
        <translation>棋子字样</translation>
    </message>
    <message>
        <source>Score sheet notation</source>
        <translation>记录表记谱法</translation>
    </message>
    <message>
        <source>Printed score sheet</source>
        <translation>打印的记录表</translation>
    </message>
    <message>
        <source>Board and pieces</source>
        <translation>棋盘与棋子</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>声音</translation>
    </message>
    <message>
        <source>Warnings at (seconds left)</source>
        <translation>提示时刻（剩余秒数）</translation>
    </message>
    <message>
        <source>Clock keys</source>
        <translation>按钟键</translation>
    </message>
    <message>
        <source>Left clock face keys</source>
        <translation>左侧钟面按键</translation>
    </message>
    <message>
        <source>Right clock face keys</source>
        <translation>右侧钟面按键</translation>
    </message>
    <message>
        <source>Clock mode: left face keys</source>
        <translation>棋钟模式：左钟面按键</translation>
    </message>
    <message>
        <source>Clock mode: right face keys</source>
        <translation>棋钟模式：右钟面按键</translation>
    </message>
    <message>
        <source>Pause key (arbiter)</source>
        <translation>停钟键（裁判）</translation>
    </message>
    <message>
        <source>Clock mode: ignore a repeated press within</source>
        <translation>棋钟模式：在此时间内重复按钟不计</translation>
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
        <translation>红方</translation>
    </message>
    <message>
        <source>Abbr.</source>
        <translation>简写</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Red wins</source>
        <extracomment>Lines allowed for the ending sentence and for each foul in the closing block.</extracomment>
        <translation>红胜</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑胜</translation>
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
        <translation>将死</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>困毙</translation>
    </message>
    <message>
        <source>self-kill</source>
        <translation>自杀</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>长将</translation>
    </message>
    <message>
        <source>perpetual chase</source>
        <translation>长捉</translation>
    </message>
    <message>
        <source>forbidden repetition</source>
        <translation>违反禁例</translation>
    </message>
    <message>
        <source>draw, neither side varies</source>
        <translation>不变作和</translation>
    </message>
    <message>
        <source>natural move limit</source>
        <translation>自然限着</translation>
    </message>
    <message>
        <source>neither side can win</source>
        <translation>双方均无取胜可能</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>agreed draw</source>
        <translation>议和</translation>
    </message>
    <message>
        <source>lost on time</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>required moves not made</source>
        <translation>未走满规定着数</translation>
    </message>
    <message>
        <source>three fouls</source>
        <translation>三次犯规</translation>
    </message>
    <message>
        <source>false natural-limit claims</source>
        <translation>自然限着提议不实</translation>
    </message>
    <message>
        <source>violating the move rules</source>
        <translation>违反行棋规定</translation>
    </message>
    <message>
        <source>pressing the clock without moving</source>
        <translation>未走棋先按钟</translation>
    </message>
    <message>
        <source>late arrival</source>
        <translation>迟到</translation>
    </message>
    <message>
        <source>refusing to observe the rules</source>
        <translation>拒绝遵守规则</translation>
    </message>
    <message>
        <source>arbiter&apos;s decision</source>
        <translation>裁判判决</translation>
    </message>
    <message>
        <source>both players late</source>
        <translation>双方迟到</translation>
    </message>
    <message>
        <source>Xiangqi Competition Score Sheet</source>
        <translation>中国象棋比赛记录表</translation>
    </message>
    <message>
        <source>Red&apos;s signature</source>
        <translation>红方签名</translation>
    </message>
    <message>
        <source>Black&apos;s signature</source>
        <translation>黑方签名</translation>
    </message>
    <message>
        <source>Arbiter&apos;s signature</source>
        <translation>裁判签名</translation>
    </message>
    <message>
        <source>Red&apos;s fouls: </source>
        <translation>红方犯规：</translation>
    </message>
    <message>
        <source>Black&apos;s fouls: </source>
        <translation>黑方犯规：</translation>
    </message>
    <message>
        <source>R: </source>
        <translation>红：</translation>
    </message>
    <message>
        <source>B: </source>
        <translation>黑：</translation>
    </message>
    <message>
        <source>Result: {0} {1}</source>
        <translation>结果：{0} {1}</translation>
    </message>
    <message>
        <source>Ending: </source>
        <translation>终局：</translation>
    </message>
    <message>
        <source> (art. {0})</source>
        <translation>（第{0}条）</translation>
    </message>
    <message>
        <source>Time used: Red {0}    Black {1}</source>
        <translation>用时：红方 {0}&#x3000;&#x3000;黑方 {1}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>before the first move</source>
        <translation>开局前</translation>
    </message>
    <message>
        <source>move {0}</source>
        <translation>第{0}回合</translation>
    </message>
    <message>
        <source>Event: {0}    Round: {1}    Date: {2}    Site: {3}</source>
        <translation>赛事：{0}&#x3000;&#x3000;轮次：{1}&#x3000;&#x3000;日期：{2}&#x3000;&#x3000;地点：{3}</translation>
    </message>
    <message>
        <source>Red: {0}    Black: {1}</source>
        <translation>红方：{0}&#x3000;&#x3000;黑方：{1}</translation>
    </message>
    <message>
        <source>Time control: {0}    Arbiter: {1}</source>
        <translation>时限：{0}&#x3000;&#x3000;裁判：{1}</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>{0} v {1}    {2}    (continued)</source>
        <translation>{0} 对 {1}&#x3000;{2}&#x3000;（续）</translation>
    </message>
    <message>
        <source>Page {0} of {1}</source>
        <translation>第 {0} 页 / 共 {1} 页</translation>
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
        <translation>无法在打印机或 PDF 文件上绘制（是否可写？）</translation>
    </message>
    <message>
        <source>the printer refused page {0}</source>
        <translation>打印机拒绝了第{0}页</translation>
    </message>
    <message>
        <source>{0}: the PDF file was not written</source>
        <translation>{0}：PDF 文件未能写入</translation>
    </message>
    <message>
        <source>score-sheet</source>
        <comment>the PDF file name proposed for a game without names</comment>
        <extracomment>the file written (&quot;&quot; when printing on a printer without an output file)</extracomment>
        <translation>记录表</translation>
    </message>
    <message>
        <source>Print score sheet</source>
        <translation>打印记录表</translation>
    </message>
    <message>
        <source>Score sheet preview</source>
        <translation>记录表预览</translation>
    </message>
</context>
<context>
    <name>RecordBrowser</name>
    <message>
        <source> … [{0} more characters not shown]</source>
        <translation> … [另有 {0} 个字符未显示]</translation>
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
        <translation>第 {0} 字节（0x{1}）</translation>
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
        <translation>文件：{0}
位置：{1}
原因：{2}</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>1-0 Red wins</source>
        <translation>1-0 红胜</translation>
    </message>
    <message>
        <source>0-1 Black wins</source>
        <translation>0-1 黑胜</translation>
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
        <translation>复盘中…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>复盘已取消。</translation>
    </message>
    <message numerus="yes">
        <source>%n marked move(s).</source>
        <translation>
            <numerusform>已标记 %n 着。</numerusform>
        </translation>
    </message>
    <message>
        <source>Review stopped: %1</source>
        <translation>复盘已停止：%1</translation>
    </message>
</context>
<context>
    <name>ReviewSettingsDialog</name>
    <message>
        <source>Review this game</source>
        <translation>复盘本局</translation>
    </message>
    <message>
        <source>engine executable</source>
        <translation>引擎程序</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Depth per position</source>
        <translation>每个局面的搜索深度</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> 层</translation>
    </message>
    <message>
        <source>Time per position</source>
        <translation>每个局面的思考时间</translation>
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
        <translation>每步棋与引擎的最佳着法在同一局面的同一次搜索中比较：按深度复盘时深度至少 %1 层，按时间复盘时用同样的时间（每个局面最多约为该时间的三倍）。按深度复盘在每台电脑上得到相同的标记，按时间复盘在慢的电脑上更快。</translation>
    </message>
    <message>
        <source>Choose the engine</source>
        <translation>选择引擎</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Full-width Black digits</source>
        <extracomment>the laid-out texts the delegates draw (see :class:`GlyphCache`)</extracomment>
        <translation>黑方用全角数字</translation>
    </message>
    <message>
        <source>Played: {0}</source>
        <translation>实战：{0}</translation>
    </message>
    <message>
        <source>Variation {0}: {1}</source>
        <translation>变着 {0}：{1}</translation>
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
        <translation>红方</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Variation {0}: {1} ({2})</source>
        <extracomment>row -&gt; {(column, role): data}, filled by :meth:`data`; and row -&gt; {column: SheetCell}, filled by :meth:`cell` for the delegates. A change notification empties the rows it names (``dataChanged``) or all of them: the window repaints the sheet whenever its layout moves, and a step through the game notifies two rows (issue 12) How many :class:`SheetCell` were worked out from the rows (tests count them)</extracomment>
        <translation>变着 {0}：{1}（{2}）</translation>
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
        <translation>引擎程序</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source> s per move</source>
        <translation> 秒/着</translation>
    </message>
    <message>
        <source>follow the game clock</source>
        <translation>按棋钟用时</translation>
    </message>
    <message>
        <source>Engine think time per move; the lowest value makes the engine use its clock time.</source>
        <translation>引擎每着思考时间；最小值表示引擎按棋钟剩余时间思考。</translation>
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
        <translation>引擎的棋力等级：0 最弱，20 为全力（不支持该选项的引擎忽略此设置）。</translation>
    </message>
    <message>
        <source>Elo </source>
        <translation>等级分 </translation>
    </message>
    <message>
        <source>no Elo limit</source>
        <translation>不限等级分</translation>
    </message>
    <message>
        <source>Play at about this Elo (the engine&apos;s UCI_Elo); when set it replaces the Skill Level.</source>
        <translation>按约此等级分下棋（引擎的限制棋力选项）；设定后取代棋力等级。</translation>
    </message>
    <message>
        <source>Choose the engine</source>
        <translation>选择引擎</translation>
    </message>
</context>
<context>
    <name>SheetNote</name>
    <message>
        <source>Foul {0}</source>
        <extracomment>List separators by language: (pieces, moves, articles, other). The core&apos;s Chinese terms (棋例 names such as 长将, 允许着法; move natures 将, 捉 ...) in traditional characters, for the format spec ``term`` in 繁體 (``{name:term}``). What a move without notation (an illegal one) is called in a Chinese sentence.</extracomment>
        <translation>犯规 {0}</translation>
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
        <translation>棋钟模式 — xiangqi_gui</translation>
    </message>
    <message>
        <source>Analysis 分析</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Moves and comments 着法与注解</source>
        <translation>着法与注解</translation>
    </message>
    <message>
        <source>Type moves 输入着法</source>
        <translation>输入着法</translation>
    </message>
    <message>
        <source>Game review 复盘</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>&amp;Review this game with the engine</source>
        <translation>用引擎复盘本局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Set up a position… 摆棋</source>
        <translation>摆棋(&amp;S)…</translation>
    </message>
    <message>
        <source>Game &amp;information…</source>
        <translation>对局信息(&amp;I)…</translation>
    </message>
    <message>
        <source>Copy &amp;moves (Chinese notation)</source>
        <translation>复制着法(&amp;M)（中文记谱）</translation>
    </message>
    <message>
        <source>&amp;Paste moves (any notation)</source>
        <translation>粘贴着法(&amp;P)（任意记谱法）</translation>
    </message>
    <message>
        <source>&amp;Clock mode (the screen as the clock)</source>
        <translation>棋钟模式(&amp;C)（屏幕当作棋钟）</translation>
    </message>
    <message>
        <source>The last press had &amp;no move (foul 8.1.7)</source>
        <translation>上次按钟未走棋（犯规 8.1.7）(&amp;N)</translation>
    </message>
    <message>
        <source>New clock-&amp;only game (no score sheet)</source>
        <translation>新建只计时对局（不记谱）(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Study 研究</source>
        <translation>研究(&amp;S)</translation>
    </message>
    <message>
        <source>Comment on the game</source>
        <translation>全局注释</translation>
    </message>
    <message>
        <source>Comment after move %1</source>
        <translation>第%1着后的注释</translation>
    </message>
    <message>
        <source>Comment after move %1 (in a variation)</source>
        <translation>第%1着后的注释（变着中）</translation>
    </message>
    <message>
        <source>The record was changed; save it to keep it.</source>
        <translation>棋谱已修改；请保存以保留更改。</translation>
    </message>
    <message>
        <source>That move is not legal here.</source>
        <translation>此着在此局面不合规则。</translation>
    </message>
    <message>
        <source>set-up position</source>
        <translation>摆棋局面</translation>
    </message>
    <message>
        <source>Moves copied.</source>
        <translation>着法已复制。</translation>
    </message>
    <message>
        <source>Pasting moves is not allowed in a competition game.</source>
        <translation>比赛对局中不允许粘贴着法。</translation>
    </message>
    <message>
        <source>Cannot paste the moves: %1</source>
        <translation>无法粘贴着法：%1</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
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
        <translation>待录着法：%1 — 按回车键输入着法</translation>
    </message>
</context>
<context>
    <name>Termination</name>
    <message>
        <source>checkmate</source>
        <extracomment>How a game ended, in the words of the rules (context ``Termination``).</extracomment>
        <translation>将死</translation>
    </message>
    <message>
        <source>stalemate (no legal move)</source>
        <translation>困毙</translation>
    </message>
    <message>
        <source>moving into check</source>
        <translation>自杀（走子后被将军）</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>长将</translation>
    </message>
    <message>
        <source>perpetual chase</source>
        <translation>长捉</translation>
    </message>
    <message>
        <source>forbidden repetition</source>
        <translation>违反禁例</translation>
    </message>
    <message>
        <source>draw by repetition</source>
        <translation>不变作和</translation>
    </message>
    <message>
        <source>natural move limit</source>
        <translation>自然限着</translation>
    </message>
    <message>
        <source>neither side can win</source>
        <translation>双方均无取胜可能</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>议和</translation>
    </message>
    <message>
        <source>lost on time</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>move quota not reached</source>
        <translation>未走满规定着数</translation>
    </message>
    <message>
        <source>three fouls</source>
        <translation>三次犯规</translation>
    </message>
    <message>
        <source>false natural-limit claims</source>
        <translation>自然限着提议不实</translation>
    </message>
    <message>
        <source>illegal moves</source>
        <translation>违反行棋规定</translation>
    </message>
    <message>
        <source>pressing the clock without moving</source>
        <translation>未走棋先按钟</translation>
    </message>
    <message>
        <source>late arrival</source>
        <translation>迟到</translation>
    </message>
    <message>
        <source>refusing to follow the rules</source>
        <translation>拒绝遵守规则</translation>
    </message>
    <message>
        <source>arbiter&apos;s decision</source>
        <translation>裁判判决</translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation>双方弃权</translation>
    </message>
</context>
<context>
    <name>TimeControlDialog</name>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着数</translation>
    </message>
    <message>
        <source>Increment s</source>
        <translation>每着加秒</translation>
    </message>
    <message>
        <source>Delay s</source>
        <translation>延时秒数</translation>
    </message>
    <message>
        <source>Delay kind</source>
        <translation>延时方式</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Bronstein</source>
        <translation>布朗斯坦延时</translation>
    </message>
    <message>
        <source>simple</source>
        <translation>简单延时</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>时限</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Move quota of the stage (art. 6.2); 0 = the rest of the game (art. 6.3). A last stage with a quota repeats.</source>
        <translation>本阶段须走满的着数（第6.2条）；0 表示包干至终局（第6.3条）。有着数的最后阶段循环使用。</translation>
    </message>
    <message>
        <source>Add stage</source>
        <translation>添加阶段</translation>
    </message>
    <message>
        <source>Remove last stage</source>
        <translation>删除最后阶段</translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation>读秒</translation>
    </message>
    <message>
        <source>Time odds (art. 6.5), seconds added to the first stage</source>
        <translation>贴时（第6.5条），加在第一阶段的秒数</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>stage {0}: {1}</source>
        <translation>第 {0} 阶段：{1}</translation>
    </message>
    <message>
        <source>Rapid game (art. 6.4)</source>
        <translation>快棋赛（第6.4条）</translation>
    </message>
    <message>
        <source>Periods</source>
        <translation>读秒次数</translation>
    </message>
    <message>
        <source>Seconds per period</source>
        <translation>每次秒数</translation>
    </message>
    <message>
        <source>Moves per period</source>
        <translation>每次着数</translation>
    </message>
    <message>
        <source>Invalid: {0}</source>
        <translation>无效：{0}</translation>
    </message>
    <message>
        <source>Red: {0}</source>
        <translation>红方：{0}</translation>
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
        <translation>红方{0}；黑方{1}</translation>
    </message>
    <message>
        <source>{0} h</source>
        <translation>{0}小时</translation>
    </message>
    <message>
        <source>{0} min</source>
        <translation>{0}分钟</translation>
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
            <numerusform>{0}走满%n着</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} + {1}/move</source>
        <translation>{0}，每着加{1}</translation>
    </message>
    <message>
        <source>{0}, delay {1}</source>
        <translation>{0}，延时{1}</translation>
    </message>
    <message>
        <source>{0}, then {1}</source>
        <translation>{0}，以后{1}</translation>
    </message>
    <message>
        <source>{0} (repeating)</source>
        <translation>{0}（循环）</translation>
    </message>
    <message>
        <source>{0} + byo-yomi {1} × {2}</source>
        <translation>{0}，读秒{1}次×{2}</translation>
    </message>
    <message numerus="yes">
        <source>{0} + byo-yomi {1} × {2} for %n move(s)</source>
        <translation>
            <numerusform>{0}，读秒{1}次×{2}走%n着</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} (art. {1})</source>
        <translation>{0}（第{1}条）</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>round-%1-board-%2</source>
        <comment>the file name (without .pdf) of the score sheet of board %2 in round %1</comment>
        <translation>第%1轮-第%2台</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>放弃这盘棋？</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it and play round %1 board %2?</source>
        <translation>正在下一盘棋。放弃它，改下第%1轮第%2台？</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Open or create a tournament…</source>
        <translation>打开或新建比赛…</translation>
    </message>
    <message>
        <source>Tournament file</source>
        <translation>比赛文件</translation>
    </message>
    <message>
        <source>tournament</source>
        <comment>the file name (without .xqt) proposed for a new tournament</comment>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Tournament (*.xqt)</source>
        <translation>比赛 (*.xqt)</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>比赛(&amp;T)</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>default of the system</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>art. %1</source>
        <translation>第 %1 条</translation>
    </message>
    <message>
        <source>lowest score of the field (14.4)</source>
        <translation>全场最低积分（14.4）</translation>
    </message>
    <message>
        <source>lowest non-zero score</source>
        <translation>最低非零积分</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>零分</translation>
    </message>
    <message>
        <source>points after the previous round</source>
        <translation>前一轮后的积分</translation>
    </message>
    <message>
        <source>place after the previous round</source>
        <translation>前一轮后的名次</translation>
    </message>
    <message>
        <source>points without round 1, 1–2, …</source>
        <translation>去除第 1 轮、第 1–2 轮…的积分</translation>
    </message>
    <message>
        <source>progressive score without round 1, 1–2, …</source>
        <translation>去除第 1 轮、第 1–2 轮…的累进分</translation>
    </message>
    <message>
        <source>keep players of one unit apart in round 1</source>
        <translation>第 1 轮同单位棋手不相遇</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>System</source>
        <translation>赛制</translation>
    </message>
    <message>
        <source>Scoring (art. 13)</source>
        <translation>计分（第 13 条）</translation>
    </message>
    <message>
        <source>Tie-breaks (art. 14)</source>
        <translation>小分（第 14 条）</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>用时规定</translation>
    </message>
    <message>
        <source>Competition level</source>
        <translation>比赛级别</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>standings</source>
        <comment>the file name (without .pdf or .csv) of the standings</comment>
        <translation>名次表</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>无等级分</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>报名</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>导入 CSV…</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>退赛</translation>
    </message>
    <message>
        <source>Warning (18.1)</source>
        <translation>警告（18.1）</translation>
    </message>
    <message>
        <source>Game disqualification (18.2)</source>
        <translation>判负本局（18.2）</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Red wins</source>
        <extracomment>Result choices of the results column, in menu order (None = no result yet).</extracomment>
        <translation>红胜</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <source>Red wins by forfeit</source>
        <translation>红+ 黑-</translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation>红- 黑+</translation>
    </message>
    <message>
        <source>Both forfeit</source>
        <translation>双方弃权</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>单循环</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>双循环</translation>
    </message>
    <message>
        <source>Group round robin</source>
        <translation>分组循环</translation>
    </message>
    <message>
        <source>Swiss system</source>
        <translation>积分编排</translation>
    </message>
    <message>
        <source>Sanctions</source>
        <translation>处分</translation>
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
        <translation>对手分</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>累进分</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胜局</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>直胜</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>犯规</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>后走局数</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>后走胜局</translation>
    </message>
    <message>
        <source>Previous rounds</source>
        <translation>前轮成绩</translation>
    </message>
    <message>
        <source>Dropping round 1</source>
        <translation>去轮成绩</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>积分</translation>
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
        <translation>后</translation>
    </message>
    <message>
        <source>round-%1-pairings</source>
        <comment>the file name (without .pdf) of round %1&apos;s pairings</comment>
        <translation>第%1轮-对阵表</translation>
    </message>
    <message>
        <source>crosstable</source>
        <comment>the file name (without .pdf) of the crosstable</comment>
        <translation>成绩交叉表</translation>
    </message>
    <message>
        <source>win 2, draw 1, loss 0</source>
        <translation>胜 2、和 1、负 0</translation>
    </message>
    <message>
        <source>win 3, draw 1, loss 0</source>
        <translation>胜 3、和 1、负 0</translation>
    </message>
    <message>
        <source>win 3, draw 1 (Red) or 2 (Black), loss 0</source>
        <translation>胜 3、和 1（红）或 2（黑）、负 0</translation>
    </message>
    <message>
        <source>win 1, draw 1/2, loss 0</source>
        <translation>胜 1、和 0.5、负 0</translation>
    </message>
    <message>
        <source>Rounds (Swiss)</source>
        <translation>轮数（积分编排）</translation>
    </message>
    <message>
        <source>Groups (group round robin)</source>
        <translation>组数（分组循环）</translation>
    </message>
    <message>
        <source>Bye in Buchholz</source>
        <translation>轮空计入对手分</translation>
    </message>
    <message>
        <source>Previous-rounds comparison</source>
        <translation>比较前一轮成绩</translation>
    </message>
    <message>
        <source>Dropping the first rounds</source>
        <translation>去除第一轮得分</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>报名</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>编排下一轮</translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation>下这一台</translation>
    </message>
    <message>
        <source>Edit pairing…</source>
        <translation>编辑对阵…</translation>
    </message>
    <message>
        <source>Undo pairing</source>
        <translation>撤销编排</translation>
    </message>
    <message>
        <source>Drop the last round (before any result) to pair it again</source>
        <translation>删除最后一轮（尚无结果时）以重新编排</translation>
    </message>
    <message>
        <source>Board list PDF…</source>
        <translation>台次表 PDF…</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>台次</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Red fouls</source>
        <translation>红方犯规</translation>
    </message>
    <message>
        <source>Black fouls</source>
        <translation>黑方犯规</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>对阵</translation>
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
        <translation>成绩交叉表 PDF…</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>成绩交叉表</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>导入棋手</translation>
    </message>
    <message>
        <source>CSV (*.csv *.txt)</source>
        <translation>CSV (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Edit pairing</source>
        <translation>编辑对阵</translation>
    </message>
    <message>
        <source>Boards of round %1 as red-black, 0 for the bye:</source>
        <translation>第 %1 轮各台，按 红-黑 填写，轮空填 0：</translation>
    </message>
    <message>
        <source>Write each board as red-black, e.g. 1-4.</source>
        <translation>每台按 红-黑 填写，例如 1-4。</translation>
    </message>
    <message>
        <source>Pairing breaks the rules</source>
        <translation>编排违反规则</translation>
    </message>
    <message>
        <source>%1

Take this pairing anyway?</source>
        <translation>%1

仍然采用此编排吗？</translation>
    </message>
    <message>
        <source>No game window is available to play the board.</source>
        <translation>没有可用于下这一台的对局窗口。</translation>
    </message>
    <message>
        <source>Board %1 is a bye.</source>
        <translation>第 %1 台为轮空。</translation>
    </message>
    <message>
        <source>Round %1 board %2: %3</source>
        <translation>第 %1 轮第 %2 台：%3</translation>
    </message>
    <message>
        <source>No round has been paired yet.</source>
        <translation>尚未编排任何轮次。</translation>
    </message>
    <message>
        <source>Written %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Save CSV</source>
        <translation>保存 CSV</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>保存 PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Tournament — %1</source>
        <translation>比赛 — %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>active</source>
        <translation>在赛</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>已退赛</translation>
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
        <translation>轮空</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组别</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>Something went wrong inside the program: an error it did not expect (a program fault). The program carries on.</source>
        <translation>程序内部出现了意外错误（程序缺陷），程序继续运行。</translation>
    </message>
    <message>
        <source>The game in progress is kept: every move is in its journal, and the game is offered again at the next start.</source>
        <translation>进行中的对局已保留：每一着都在自动保存记录中，下次启动时可以续局。</translation>
    </message>
    <message>
        <source>The technical details were written to {0}; please send that file with a report of the fault.</source>
        <translation>技术细节已写入 {0}；报告此问题时请附上该文件。</translation>
    </message>
    <message>
        <source>The technical details are under Show Details.</source>
        <translation>技术细节见“显示详情”。</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>意外错误</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Xiangqi board, clock, score sheet and arbiter</source>
        <extracomment>Seconds a thread may keep the interpreter lock when another wants it (Python: 0.005).</extracomment>
        <translation>中国象棋棋盘、棋钟、记录表与裁判</translation>
    </message>
    <message>
        <source>record file to open (PGN, XQF, DhtmlXQ, FEN list)</source>
        <translation>要打开的棋谱文件（PGN、XQF、DhtmlXQ、FEN 列表）</translation>
    </message>
    <message>
        <source>also open the audience&apos;s demo board (on screen number SCREEN)</source>
        <translation>同时打开供观众观看的演示大棋盘（显示在第 SCREEN 号屏幕）</translation>
    </message>
    <message>
        <source>Bundled fonts not loaded ({0}); system fonts are used.</source>
        <translation>未能加载内置字体（{0}），改用系统字体。</translation>
    </message>
</context>
</TS>
