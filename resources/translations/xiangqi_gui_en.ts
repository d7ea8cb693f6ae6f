<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ClockFace</name>
    <message>
        <source>Red 红方</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black 黑方</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚑ QUOTA 限着</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚑ FLAG 超时</source>
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
</context>
<context>
    <name>CorrectTimeDialog</name>
    <message>
        <source>Correct the clock (art. 21.4)</source>
        <extracomment>Fouls of art. 8.1 an arbiter records at the board (article, description).</extracomment>
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
        <source>Declare a result 裁判判决</source>
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
</context>
<context>
    <name>FoulDialog</name>
    <message>
        <source>Record a foul 记录犯规 (art. 8.1)</source>
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
    <name>GameEndDialog</name>
    <message>
        <source>Game over 对局结束</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print score sheet…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
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
        <source>Red 红方</source>
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
        <source>Black 黑方</source>
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
        <source>Event 赛事</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 轮次</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site 地点</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date 日期</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiter 裁判</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Competition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repetition rules 棋例</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control 计时</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine choice disabled: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Full-width Black digits</source>
        <extracomment>Item-data roles of :class:`ScoreTableModel` beyond Qt&apos;s. Names shown by the notation selector, in :data:`SHEET_NOTATIONS` order.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Human 棋手</source>
        <extracomment>Competition presets and their labels (CXA art. 4.1.8 / 8.1.8 decide the penalties).</extracomment>
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
    <name>TimeControlDialog</name>
    <message>
        <source>Time control 计时方案</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom 自定义</source>
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
        <source>读秒 (byo-yomi)</source>
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
        <source>Time odds 贴时 (art. 6.5), seconds added to the first stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red 红方</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black 黑方</source>
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
    <message>
        <source>Rapid game 快棋赛 (art. 6.4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
