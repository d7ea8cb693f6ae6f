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
        <source>Chinese (炮二平五)</source>
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
</context>
<context>
    <name>AppSession</name>
    <message>
        <source>Round {0}</source>
        <extracomment>``ask(title, question) -&gt; bool``: a yes/no question (tests pass a function). the game list and background opening of collections (app/opener.py), if installed</extracomment>
        <translation>第{0}轮</translation>
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
        <source>A game {0} – {1} was interrupted after {2} ({3}). Resume it?</source>
        <translation>对局 {0} – {1} 在 {2}（{3}）后中断。要续局吗？</translation>
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
        <source>The saved game could not be read ({0}); it was kept as {1}.</source>
        <translation>无法读取保存的对局（{0}），已另存为 {1}。</translation>
    </message>
    <message>
        <source>Autosave is off: {0} cannot be removed.</source>
        <translation>自动保存已关闭：无法删除 {0}。</translation>
    </message>
    <message>
        <source>Record partly read: %1, game %2, a variation at ply %3: %4. The main line is complete; the variation stops before the error.</source>
        <translation>棋谱只读取了一部分：%1，第%2局，第%3步（半回合）处的变着：%4。主线完整；该变着在出错之前截止。</translation>
    </message>
    <message>
        <source>Record partly read: %1, game %2, ply %3: %4. The moves before the error are shown.</source>
        <translation>棋谱只读取了一部分：%1，第%2局，第%3步（半回合）：%4。已显示出错之前的着法。</translation>
    </message>
    <message>
        <source>%1: record partly read</source>
        <translation>%1：棋谱只读取了一部分</translation>
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
        <source>Writing {0}: page {1} of {2}</source>
        <translation>正在写入 {0}：第 {1} 页，共 {2} 页</translation>
    </message>
    <message>
        <source>Score sheet written to {0} ({1} pages).</source>
        <translation>记录表已写入 {0}（{1} 页）。</translation>
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
        <source>Sound is off: QtMultimedia is not installed (pip install &apos;xiangqi-gui[sound]&apos;) or there is no audio output.</source>
        <extracomment>UI language -&gt; folder of spoken clips.</extracomment>
        <translation>声音已关闭：未安装 QtMultimedia（pip install &apos;xiangqi-gui[sound]&apos;）或没有音频输出设备。</translation>
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
        <extracomment>Files at least this large are opened in the worker thread with the game list (16 KiB of Chinese-notation PGN take about 0.5 s to read on a slow laptop; smaller files open at once so callers get their answer synchronously). Seconds between two batches sent to the UI thread.</extracomment>
        <translation>对局</translation>
    </message>
    <message>
        <source>Reading %p%</source>
        <translation>正在读取 %p%</translation>
    </message>
    <message>
        <source>Games — {name}</source>
        <translation>对局 — {name}</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>正在打开 {name}…</translation>
    </message>
    <message>
        <source>{n} games</source>
        <translation>{n} 局</translation>
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
    <name>DemoBoardWindow</name>
    <message>
        <source>xiangqi_gui demo board</source>
        <extracomment>Reference window size the font sizes below are designed for (logical px). Pixel sizes at the reference size. Least height of one move-list row (the list grows beyond it when there is room). Full-move rows (回合) shown in the move list by default. Side labels (art. 1.2: 红方 plays the red pieces, 黑方 the black ones). Result words for the PGN result tokens. Shown on a flagged clock face (超时, art. 4.1.6). Every fixed text drawn with the bundled font; each character must be in its subset.</extracomment>
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
        <translation>无法打开棋谱</translation>
    </message>
    <message>
        <source>{0}: the file is gone.</source>
        <translation>{0}：文件已不存在。</translation>
    </message>
    <message>
        <source>Save record as</source>
        <translation>棋谱另存为</translation>
    </message>
    <message>
        <source>PGN (*.pgn);;XQF (*.xqf)</source>
        <translation>PGN 棋谱 (*.pgn);;XQF 棋谱 (*.xqf)</translation>
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
        <source>Viewing the position after move {0}; select the last move (End) to return to the game.</source>
        <translation>正在查看第{0}着后的局面；选最后一着（End）回到对局。</translation>
    </message>
    <message>
        <source>Autosave is off: the game cannot be written to {0} ({1}). Play goes on.</source>
        <translation>自动保存已关闭：对局无法写入 {0}（{1}）。对局继续。</translation>
    </message>
    <message>
        <source>Engine is thinking… ({0}: {1})</source>
        <translation>引擎思考中…（{0}：{1}）</translation>
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
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>No.</source>
        <extracomment>Tag names per column (the first match is shown); ``None`` = computed column. Sort key role (numbers sort as numbers).</extracomment>
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
        <translation>筛选：棋手、赛事、日期、开局…</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Close this notice</source>
        <extracomment>Preferred first-start size; smaller screens get their available geometry. The clock&apos;s share of the window height: its digits are then at least 1/12 of it. The board&apos;s width as a share of its height (nine files, ten ranks and the file numbers). Study docks are at most this wide when the window has room to spare (px).</extracomment>
        <translation>关闭此提示</translation>
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
        <source>Game library damaged</source>
        <translation>棋谱库已损坏</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>棋谱库</translation>
    </message>
    <message>
        <source>{n} games found.</source>
        <translation>找到 {n} 局。</translation>
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
        <source>Chinese (炮二平五)</source>
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
    <message>
        <source>Clock warning sounds</source>
        <translation>计时器提示音</translation>
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
        <source>A new language is used from the next start.</source>
        <translation>新语言在下次启动时生效。</translation>
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
        <source>Board and pieces</source>
        <translation>棋盘与棋子</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>声音</translation>
    </message>
    <message>
        <source>Left clock face keys</source>
        <translation>左侧钟面按键</translation>
    </message>
    <message>
        <source>Right clock face keys</source>
        <translation>右侧钟面按键</translation>
    </message>
</context>
<context>
    <name>PrintSheet</name>
    <message>
        <source>cannot start painting on the printer or PDF file (is it writable?)</source>
        <extracomment>Table columns: (heading, relative width). Move columns hold full / abbreviated notation. Lines allowed for the ending sentence and for each foul in the closing block. Chinese names of the endings (wording of CXA art. 4.1 / 4.2). ``on_page(done, total) -&gt; bool``: called after each page; False stops the printout.</extracomment>
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
        <source>A move is compared with the engine&apos;s best move in one search of the same position, at least %1 plies deep; a depth gives the same marks on every computer, a time is quicker on a slow one.</source>
        <translation>每步棋与引擎的最佳着法在同一局面的同一次搜索中比较，深度至少 %1 层；按深度复盘在每台电脑上得到相同的标记，按时间复盘在慢的电脑上更快。</translation>
    </message>
    <message>
        <source>Choose the engine</source>
        <translation>选择引擎</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Chinese (炮二平五)</source>
        <extracomment>Item-data roles of :class:`ScoreTableModel` beyond Qt&apos;s. Names shown by the notation selector, in :data:`SHEET_NOTATIONS` order.</extracomment>
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
    <message>
        <source>Full-width Black digits</source>
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
        <translation>变着 {0}：{1}（{2}）</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Human</source>
        <extracomment>Options of the engines read this session, by path.</extracomment>
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
        <extracomment>Result choices of the results column, in menu order (None = no result yet).</extracomment>
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
        <source>Rounds (积分编排)</source>
        <translation>轮次（积分编排）</translation>
    </message>
    <message>
        <source>Groups (分组循环)</source>
        <translation>分组（分组循环）</translation>
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
        <source>Bye in 对手分</source>
        <translation>对手分中的轮空</translation>
    </message>
    <message>
        <source>比较前一轮成绩</source>
        <translation>比较前一轮成绩</translation>
    </message>
    <message>
        <source>去除第一轮得分</source>
        <translation>去除第一轮得分</translation>
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
        <source>{0}

The details were written to {1}.</source>
        <translation>{0}

详细信息已写入 {1}。</translation>
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
