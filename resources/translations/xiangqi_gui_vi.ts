<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About xiangqi_gui</source>
        <extracomment>Licence files shown when present: (tab title source text, path relative to resources or repo).</extracomment>
        <translation>Giới thiệu xiangqi_gui</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Giấy phép</translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation>Thông báo bên thứ ba</translation>
    </message>
    <message>
        <source>Font licence (SIL OFL 1.1)</source>
        <translation>Giấy phép phông chữ (SIL OFL 1.1)</translation>
    </message>
    <message>
        <source>xiangqi_gui {0}</source>
        <translation>xiangqi_gui {0}</translation>
    </message>
    <message>
        <source>Board, chess clock, score sheet and arbiter for Chinese chess (象棋).</source>
        <translation>Bàn cờ, đồng hồ, biên bản và trọng tài cho cờ tướng (象棋).</translation>
    </message>
    <message>
        <source>Rules: Chinese Xiangqi Association, Xiangqi Competition Rules, 2011 edition (中国象棋竞赛规则 2011).</source>
        <translation>Luật: Hiệp hội Cờ tướng Trung Quốc, Luật thi đấu cờ tướng, bản 2011 (中国象棋竞赛规则 2011).</translation>
    </message>
    <message>
        <source>Program licence: MIT. Fonts: Noto Serif CJK and Noto Sans CJK subsets, SIL Open Font License 1.1.</source>
        <translation>Giấy phép chương trình: MIT. Phông chữ: tập con Noto Serif CJK và Noto Sans CJK, giấy phép SIL Open Font License 1.1.</translation>
    </message>
</context>
<context>
    <name>AnalysisPane</name>
    <message>
        <source>Engine…</source>
        <translation>Chọn máy…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Số biến: </translation>
    </message>
    <message>
        <source>Scores for Red</source>
        <translation>Điểm theo bên Đỏ</translation>
    </message>
    <message>
        <source>Unchecked: scores for the side to move</source>
        <translation>Bỏ chọn: điểm theo bên đến lượt</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Độ sâu</translation>
    </message>
    <message>
        <source>kN/s</source>
        <translation>nghìn nút/giây</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Chuỗi nước</translation>
    </message>
    <message>
        <source>No engine found: choose one with “Engine…”</source>
        <translation>Không tìm thấy máy: hãy chọn bằng “Chọn máy…”</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Máy: %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Dừng</translation>
    </message>
    <message>
        <source>Choose an engine program</source>
        <translation>Chọn chương trình máy</translation>
    </message>
    <message>
        <source>Cannot analyse this position: %1</source>
        <translation>Không thể phân tích thế cờ này: %1</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>Ván cờ đã kết thúc ở thế cờ này.</translation>
    </message>
    <message>
        <source>Analysis stopped: %1</source>
        <translation>Đã dừng phân tích: %1</translation>
    </message>
    <message>
        <source>No engine found on this computer: install fairy-stockfish (apt-get install fairy-stockfish) or choose the engine file.</source>
        <translation>Không tìm thấy máy trên máy tính này: hãy cài fairy-stockfish (apt-get install fairy-stockfish) hoặc chọn tệp chương trình máy.</translation>
    </message>
</context>
<context>
    <name>AppSession</name>
    <message>
        <source>Round {0}</source>
        <translation>Vòng {0}</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Không thể bắt đầu ván cờ</translation>
    </message>
    <message>
        <source>Invalid start position: {0}</source>
        <translation>Thế cờ ban đầu không hợp lệ: {0}</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Bỏ ván cờ?</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it (its journal is deleted)?</source>
        <translation>Ván cờ đang diễn ra. Bỏ ván này (bản tự lưu sẽ bị xóa)?</translation>
    </message>
    <message>
        <source>Quit?</source>
        <translation>Thoát?</translation>
    </message>
    <message>
        <source>A game is in progress. Quit anyway? It can be resumed at the next start.</source>
        <translation>Ván cờ đang diễn ra. Vẫn thoát? Có thể chơi tiếp ở lần khởi động sau.</translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>Tự lưu đã tắt</translation>
    </message>
    <message>
        <source>Autosave off</source>
        <translation>Tự lưu tắt</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Xin thua</translation>
    </message>
    <message>
        <source>Does {0} resign (art. 4.1.12)?</source>
        <translation>{0} xin thua (điều 4.1.12)?</translation>
    </message>
    <message>
        <source>Engine error</source>
        <translation>Lỗi máy</translation>
    </message>
    <message>
        <source>A game {0} – {1} was interrupted after {2} ({3}). Resume it?</source>
        <translation>Ván {0} – {1} bị gián đoạn sau {2} ({3}). Chơi tiếp?</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message numerus="yes">
        <source>%n ply(s)</source>
        <translation>
            <numerusform>%n nước</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n lượt đi</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the interrupted game?</source>
        <translation>Chơi tiếp ván bị gián đoạn?</translation>
    </message>
    <message>
        <source>Autosave is off: {0} cannot be continued ({1}).</source>
        <translation>Tự lưu đã tắt: không thể ghi tiếp {0} ({1}).</translation>
    </message>
    <message>
        <source>Autosave unreadable</source>
        <translation>Không đọc được bản tự lưu</translation>
    </message>
    <message>
        <source>Autosave is off: {0} cannot be removed.</source>
        <translation>Tự lưu đã tắt: không thể xóa {0}.</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Mở biên bản</translation>
    </message>
    <message>
        <source>{0}: no game found.</source>
        <translation>{0}: không tìm thấy ván cờ nào.</translation>
    </message>
    <message>
        <source>{0}: there is no game {1} (the file has {2}).</source>
        <translation>{0}: không có ván {1} (tệp có {2} ván).</translation>
    </message>
    <message>
        <source>{0}: game {1}: {2}</source>
        <translation>{0}: ván {1}: {2}</translation>
    </message>
    <message>
        <source>{0}, game {1}</source>
        <translation>{0}, ván {1}</translation>
    </message>
    <message>
        <source>result {0}</source>
        <translation>kết quả {0}</translation>
    </message>
    <message>
        <source>{0}: game {1} of {2}; use the arrow keys to step through it.</source>
        <translation>{0}: ván {1}/{2}; dùng phím mũi tên để xem từng nước.</translation>
    </message>
    <message>
        <source>{0}: game {1}; use the arrow keys to step through it.</source>
        <translation>{0}: ván {1}; dùng phím mũi tên để xem từng nước.</translation>
    </message>
    <message>
        <source>Record partly read: %1, %2: %3. The main line is complete; the variation stops before the error.</source>
        <translation>Kỳ phổ chỉ đọc được một phần: %1, %2: %3. Đường chính đầy đủ; biến dừng trước chỗ lỗi.</translation>
    </message>
    <message>
        <source>%1: record partly read</source>
        <translation>%1: biên bản chỉ đọc được một phần</translation>
    </message>
    <message>
        <source>Cannot show the record</source>
        <translation>Không thể hiển thị biên bản</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>Lưu biên bản</translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation>Không thể lưu biên bản</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Đã lưu {0}</translation>
    </message>
    <message>
        <source>FEN copied.</source>
        <translation>Đã sao chép FEN.</translation>
    </message>
    <message>
        <source>Cannot correct the clock</source>
        <translation>Không thể chỉnh đồng hồ</translation>
    </message>
    <message>
        <source>Record a move</source>
        <translation>Ghi một nước đi</translation>
    </message>
    <message>
        <source>The move as played, ICCS (e.g. b2b7):</source>
        <translation>Nước đi đã thực hiện, dạng ICCS (ví dụ b2b7):</translation>
    </message>
    <message>
        <source>“{0}” is not a move in ICCS notation (e.g. b2b7).</source>
        <translation>“{0}” không phải nước đi theo tọa độ ICCS (ví dụ b2b7).</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Rút lại</translation>
    </message>
    <message>
        <source>Moves to take back (0: only the decision that ended the game):</source>
        <translation>Số nước rút lại (0: chỉ rút quyết định kết thúc ván):</translation>
    </message>
    <message>
        <source>Reason (written on the score sheet):</source>
        <translation>Lý do (ghi vào biên bản):</translation>
    </message>
    <message>
        <source>Correct the result</source>
        <translation>Sửa kết quả</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Kết quả:</translation>
    </message>
    <message>
        <source>Export score sheet</source>
        <translation>Xuất biên bản</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>Tệp PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing {0}</source>
        <translation>Đang ghi {0}</translation>
    </message>
    <message>
        <source>Printing on {0}</source>
        <translation>Đang in trên {0}</translation>
    </message>
    <message>
        <source>Score sheet printed on {0} ({1} pages).</source>
        <translation>Đã in biên bản trên {0} ({1} trang).</translation>
    </message>
    <message>
        <source>Printing on {0} was cancelled.</source>
        <translation>Đã hủy in trên {0}.</translation>
    </message>
    <message>
        <source>Score sheet written to {0} ({1} pages).</source>
        <translation>Đã ghi biên bản vào {0} ({1} trang).</translation>
    </message>
    <message>
        <source>Records ({0})</source>
        <extracomment>``ask(title, question) -&gt; bool``: a yes/no question (tests pass a function).</extracomment>
        <translation>Biên bản ({0})</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Cannot open the record</source>
        <translation>Không thể mở biên bản</translation>
    </message>
    <message>
        <source>The saved game could not be read; it was kept as {0}.</source>
        <translation>Không đọc được ván đã lưu; đã giữ lại thành {0}.</translation>
    </message>
    <message>
        <source>Record partly read: %1, %2: %3. The moves before the error are shown.</source>
        <translation>Kỳ phổ chỉ đọc được một phần: %1, %2: %3. Các nước trước chỗ lỗi được hiển thị.</translation>
    </message>
    <message>
        <source>Writing {0} was cancelled; the file was removed.</source>
        <translation>Đã hủy ghi {0}; tệp đã bị xóa.</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Không thể in</translation>
    </message>
</context>
<context>
    <name>ArbiterDialogs</name>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
</context>
<context>
    <name>BigFace</name>
    <message>
        <source>FLAG 超时</source>
        <translation>Hết giờ</translation>
    </message>
    <message>
        <source>Moves %1</source>
        <translation>Số nước %1</translation>
    </message>
    <message>
        <source>Stage %1: %2/%3</source>
        <translation>Giai đoạn %1: %2/%3</translation>
    </message>
    <message>
        <source>PAUSED 暂停</source>
        <translation>Tạm dừng</translation>
    </message>
</context>
<context>
    <name>ClockFace</name>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>Move quota missed</source>
        <translation>Chưa đủ số nước</translation>
    </message>
    <message>
        <source>Flag fell</source>
        <translation>Hết giờ</translation>
    </message>
    <message>
        <source>Moves {0}</source>
        <translation>Số nước {0}</translation>
    </message>
    <message>
        <source> · Stage {0}{1}</source>
        <translation> · Giai đoạn {0}{1}</translation>
    </message>
    <message>
        <source> · delay {0:.1f}</source>
        <translation> · trễ {0:.1f}</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Sẵn sàng</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Đã dừng</translation>
    </message>
    <message>
        <source>Byo-yomi {0} × {1} s</source>
        <translation>Đếm giây {0} × {1} giây</translation>
    </message>
</context>
<context>
    <name>ClockSounds</name>
    <message>
        <source>Sound unavailable: install xiangqi-gui[sound] (pip install &apos;xiangqi-gui[sound]&apos;, QtMultimedia).</source>
        <extracomment>UI language -&gt; folder of spoken clips.</extracomment>
        <translation>Không có âm thanh: hãy cài xiangqi-gui[sound] (pip install &apos;xiangqi-gui[sound]&apos;, QtMultimedia).</translation>
    </message>
    <message>
        <source>Sound unavailable: this computer has no audio output.</source>
        <translation>Không có âm thanh: máy này không có thiết bị phát âm thanh.</translation>
    </message>
    <message>
        <source>Sound is on.</source>
        <translation>Âm thanh đang bật.</translation>
    </message>
    <message>
        <source>Sound is muted.</source>
        <translation>Âm thanh đang tắt tiếng.</translation>
    </message>
</context>
<context>
    <name>CollectionOpener</name>
    <message>
        <source>Games</source>
        <translation>Ván cờ</translation>
    </message>
    <message>
        <source>Reading %p%</source>
        <extracomment>True while a file or game is being read to be shown (see :attr:`idle`)</extracomment>
        <translation>Đang đọc %p%</translation>
    </message>
    <message>
        <source>Opening {name}…</source>
        <translation>Đang mở {name}…</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Không thể mở ván cờ</translation>
    </message>
    <message>
        <source>Reading… {n} games</source>
        <translation>Đang đọc… {n} ván cờ</translation>
    </message>
    <message>
        <source>{path}: the reading process cannot start ({reason}).</source>
        <extracomment>Most games sent to the UI thread in one batch (one model insert of this many rows takes a few milliseconds; a larger find is split). Files of at least this many bytes are indexed and checked in a child process (:func:`~xiangqi_gui.formats.open_stream.serve`); smaller ones in the worker thread itself (a child process takes about half a second to start). True when the file was read by a child process (set in :meth:`run`)</extracomment>
        <translation>{path}: không khởi động được tiến trình đọc tệp ({reason}).</translation>
    </message>
    <message>
        <source>{path}: the reading process stopped unexpectedly (exit code {code}).</source>
        <translation>{path}: tiến trình đọc tệp dừng bất ngờ (mã thoát {code}).</translation>
    </message>
    <message>
        <source>{path}: there is no game {n} any more.</source>
        <translation>{path}: không còn ván {n} nữa.</translation>
    </message>
    <message>
        <source>{name} was not opened.</source>
        <translation>Không mở được {name}.</translation>
    </message>
    <message>
        <source>Cannot open the record</source>
        <translation>Không thể mở kỳ phổ</translation>
    </message>
    <message>
        <source>{path}: no game found.</source>
        <translation>{path}: không tìm thấy ván cờ nào.</translation>
    </message>
    <message>
        <source>Checking moves…</source>
        <translation>Đang kiểm tra nước đi…</translation>
    </message>
    <message>
        <source>Checking moves… %p%</source>
        <translation>Đang kiểm tra nước đi… %p%</translation>
    </message>
</context>
<context>
    <name>CommentPane</name>
    <message>
        <source>Comment</source>
        <translation>Chú thích</translation>
    </message>
    <message>
        <source>No comment. Type here to add one.</source>
        <translation>Chưa có chú thích. Gõ vào đây để thêm.</translation>
    </message>
    <message>
        <source>No comment.</source>
        <translation>Chưa có chú thích.</translation>
    </message>
</context>
<context>
    <name>CorrectTimeDialog</name>
    <message>
        <source>Correct the clock (art. 21.4)</source>
        <translation>Chỉnh đồng hồ (điều 21.4)</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bên</translation>
    </message>
    <message>
        <source>Main time left</source>
        <translation>Thời gian chính còn lại</translation>
    </message>
</context>
<context>
    <name>DeclareResultDialog</name>
    <message>
        <source>Declare a result</source>
        <translation>Trọng tài xử kết quả</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Điều</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Lý do</translation>
    </message>
    <message>
        <source>The arbiter&apos;s decision (art. {0}).</source>
        <translation>Quyết định của trọng tài (điều {0}).</translation>
    </message>
</context>
<context>
    <name>DemoBoard</name>
    <message>
        <source>Red</source>
        <extracomment>Reference window size the font sizes below are designed for (logical px). Pixel sizes at the reference size. Least height of one move-list row (the list grows beyond it when there is room). Full-move rows (回合) shown in the move list by default. Side labels (art. 1.2: 红方 plays the red pieces, 黑方 the black ones). The fixed texts are English sources translated in context ``DemoBoard`` (zh_Hans: 红方, 黑方, 红胜 ...).</extracomment>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>Red wins</source>
        <extracomment>Result words for the PGN result tokens.</extracomment>
        <translation>Đỏ thắng</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Đen thắng</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>Time out</source>
        <extracomment>Shown on a flagged clock face (超时, art. 4.1.6).</extracomment>
        <translation>Hết giờ</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <extracomment>A bare round number in the header (第3轮) and the article cited with the result.</extracomment>
        <translation>Ván {0}</translation>
    </message>
    <message>
        <source> · art. {0}</source>
        <extracomment>The most lines of the header; a longer one ends with &quot;…&quot; (the whole text as tooltip).</extracomment>
        <translation> · điều {0}</translation>
    </message>
</context>
<context>
    <name>DemoBoardWindow</name>
    <message>
        <source>xiangqi_gui demo board</source>
        <extracomment>Every fixed text drawn with the bundled font (sources; :func:`fixed_texts` translates).</extracomment>
        <translation>xiangqi_gui bàn cờ trình diễn</translation>
    </message>
    <message>
        <source>cannot show the game: {0}</source>
        <translation>không thể hiển thị ván cờ: {0}</translation>
    </message>
</context>
<context>
    <name>DesktopShell</name>
    <message>
        <source>Cannot open the record</source>
        <extracomment>Characters encoded and written per step (a 50 MB header is not encoded in one call holding the interpreter lock the UI thread needs). the save being written, if any (see :meth:`save_to`)</extracomment>
        <translation>Không mở được biên bản</translation>
    </message>
    <message>
        <source>{0}: the file is gone.</source>
        <translation>{0}: tệp không còn nữa.</translation>
    </message>
    <message>
        <source>This game comes from the game library: it is saved as a new file, and %1 stays as it is.</source>
        <translation>Ván này lấy từ thư viện ván cờ: ván được lưu thành tệp mới, %1 được giữ nguyên.</translation>
    </message>
    <message>
        <source>%1 cannot be written in its own format: the game is saved as a new PGN or XQF file.</source>
        <translation>Không thể ghi %1 theo định dạng của nó: ván được lưu thành tệp PGN hoặc XQF mới.</translation>
    </message>
    <message>
        <source>%1 is still being read and may hold several games: game %2 is saved as a new file, so that none of them is overwritten.</source>
        <translation>%1 vẫn đang được đọc và có thể chứa nhiều ván: ván %2 được lưu thành tệp mới để không ván nào bị ghi đè.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s): saving game %2 there would replace the whole collection with this one game, so it is saved as a new file.</source>
        <translation>
            <numerusform>%1 chứa %n ván: lưu ván %2 vào đó sẽ thay cả bộ sưu tập bằng một ván này, nên ván được lưu thành tệp mới.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save record as</source>
        <translation>Lưu biên bản thành</translation>
    </message>
    <message>
        <source>Save game %1 as a new file</source>
        <translation>Lưu ván %1 thành tệp mới</translation>
    </message>
    <message>
        <source>PGN (*.pgn);;XQF (*.xqf)</source>
        <translation>Biên bản PGN (*.pgn);;Biên bản XQF (*.xqf)</translation>
    </message>
    <message>
        <source>A save is still being written.</source>
        <translation>Lần lưu trước vẫn đang được ghi.</translation>
    </message>
    <message>
        <source>Save as XQF?</source>
        <translation>Lưu dạng XQF?</translation>
    </message>
    <message>
        <source>XQF cannot keep every header exactly:
{0}

Save anyway?</source>
        <translation>XQF không giữ nguyên được mọi thông tin ván đấu:
{0}

Vẫn lưu?</translation>
    </message>
    <message>
        <source>Saving {0}…</source>
        <translation>Đang lưu {0}…</translation>
    </message>
    <message>
        <source>Cannot save the record</source>
        <translation>Không lưu được biên bản</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Đã lưu {0}</translation>
    </message>
</context>
<context>
    <name>EngineChoice</name>
    <message>
        <source>Checking the engine “%1”…</source>
        <translation>Đang kiểm tra máy “%1”…</translation>
    </message>
    <message>
        <source>“%1” is not a UCI or UCCI engine and was not taken: %2</source>
        <translation>“%1” không phải máy UCI hay UCCI nên không được dùng: %2</translation>
    </message>
</context>
<context>
    <name>EngineSeats</name>
    <message>
        <source>Engine is thinking… ({0}: {1})</source>
        <translation>Máy đang nghĩ… ({0}: {1})</translation>
    </message>
</context>
<context>
    <name>FoulDialog</name>
    <message>
        <source>Record a foul (art. 8.1)</source>
        <translation>Ghi phạm quy (điều 8.1)</translation>
    </message>
    <message>
        <source>art. {0}: {1}</source>
        <translation>điều {0}: {1}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bên</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Điều</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Chi tiết</translation>
    </message>
</context>
<context>
    <name>Fouls</name>
    <message>
        <source>distracting the opponent</source>
        <extracomment>Fouls of art. 8.1 an arbiter records at the board (article, English description; the dialog shows it translated, context ``Fouls``).</extracomment>
        <translation>làm phiền đối thủ</translation>
    </message>
    <message>
        <source>stopping the clock</source>
        <translation>tự ý dừng đồng hồ</translation>
    </message>
    <message>
        <source>offering a draw too often</source>
        <translation>đề nghị hòa quá nhiều lần</translation>
    </message>
    <message>
        <source>touched a piece that cannot move or be captured</source>
        <translation>chạm quân không thể đi hoặc không thể bị ăn</translation>
    </message>
    <message>
        <source>not keeping the score sheet</source>
        <translation>không ghi biên bản</translation>
    </message>
    <message>
        <source>pressed the clock without moving</source>
        <translation>bấm đồng hồ khi chưa đi</translation>
    </message>
    <message>
        <source>misconduct</source>
        <translation>hành vi thiếu văn hóa</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The selected piece cannot reach that point: no move was made.</source>
        <translation>Quân đã chọn không thể đến điểm đó: chưa đi nước nào.</translation>
    </message>
    <message>
        <source>An earlier position is shown: select the last move (End) to return to the game.</source>
        <translation>Đang xem thế cờ trước đó: chọn nước cuối (End) để quay lại ván cờ.</translation>
    </message>
    <message>
        <source>Viewing the position after move {0}; select the last move (End) to return to the game.</source>
        <translation>Đang xem thế cờ sau nước {0}; chọn nước cuối (End) để trở lại ván cờ.</translation>
    </message>
    <message>
        <source>Autosave is off: the game cannot be written to {0} ({1}). Play goes on.</source>
        <translation>Tự lưu đã tắt: không thể ghi ván cờ vào {0} ({1}). Ván cờ vẫn tiếp tục.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>Red wins</source>
        <translation>Đỏ thắng</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Đen thắng</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>Both lose</source>
        <translation>Cả hai bên thua</translation>
    </message>
    <message>
        <source>{0} — art. {1}</source>
        <translation>{0} — điều {1}</translation>
    </message>
</context>
<context>
    <name>GameEndDialog</name>
    <message>
        <source>Game over</source>
        <translation>Ván cờ kết thúc</translation>
    </message>
    <message>
        <source>Print score sheet…</source>
        <translation>In biên bản…</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Event</source>
        <translation>Giải đấu</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Địa điểm</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ngày</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Vòng</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Red team</source>
        <translation>Đội Đỏ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>Đội Đen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Khai cuộc</translation>
    </message>
    <message>
        <source>ECCO</source>
        <translation>Mã khai cuộc ECCO</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Người bình giải</translation>
    </message>
</context>
<context>
    <name>GameInfoDialog</name>
    <message>
        <source>Game information</source>
        <translation>Thông tin ván cờ</translation>
    </message>
    <message>
        <source>New header name</source>
        <translation>Tên thẻ mới</translation>
    </message>
    <message>
        <source>Add header</source>
        <translation>Thêm thẻ</translation>
    </message>
    <message>
        <source> … [{0} more characters not shown]</source>
        <translation> … [còn {0} ký tự không hiển thị]</translation>
    </message>
    <message>
        <source>Too long or several lines: shown cut and kept unchanged ({0} characters).</source>
        <translation>Quá dài hoặc nhiều dòng: chỉ hiện phần đầu và giữ nguyên ({0} ký tự).</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>No.</source>
        <extracomment>How many search texts were made (tests count them)</extracomment>
        <translation>STT</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Giải đấu</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ngày</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Vòng</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>ECCO / opening</source>
        <translation>ECCO / khai cuộc</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Số nửa nước</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Vấn đề</translation>
    </message>
</context>
<context>
    <name>GameListWidget</name>
    <message>
        <source>Filter: player, event, date, opening…</source>
        <extracomment>How many texts were laid out (tests count them)</extracomment>
        <translation>Lọc: kỳ thủ, giải đấu, ngày, khai cuộc…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln ván</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 / %Ln game(s)</source>
        <translation>
            <numerusform>%1 / %Ln ván</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportWorker</name>
    <message>
        <source>The import cannot start: {reason}.</source>
        <translation>Không bắt đầu nhập được: {reason}.</translation>
    </message>
    <message>
        <source>The import stopped before the end (exit code {code}); the games imported so far are kept.</source>
        <translation>Việc nhập dừng trước khi xong (mã thoát {code}); các ván đã nhập vẫn được giữ.</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Close this notice</source>
        <extracomment>Preferred first-start size; smaller screens get their available geometry. The clock&apos;s share of the window height: its digits are then at least 1/12 of it. The board&apos;s width as a share of its height (nine files, ten ranks and the file numbers). Study docks are at most this wide when the window has room to spare (px). The most lines the header&apos;s details (event, round, site, date…) take; then &quot;…&quot;.</extracomment>
        <translation>Đóng thông báo này</translation>
    </message>
</context>
<context>
    <name>JobProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>page {0} of {1}</source>
        <translation>trang {0}/{1}</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Đang hủy…</translation>
    </message>
</context>
<context>
    <name>LibraryPane</name>
    <message>
        <source>any</source>
        <translation>bất kỳ</translation>
    </message>
    <message>
        <source>ECCO code or name, e.g. C45</source>
        <translation>Mã ECCO hoặc tên, ví dụ C45</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Kỳ thủ</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Giải đấu</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ngày</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Khai cuộc</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Tìm kiếm</translation>
    </message>
    <message>
        <source>This position</source>
        <translation>Thế cờ này</translation>
    </message>
    <message>
        <source>Games that reach the position on the board</source>
        <translation>Các ván cờ đạt tới thế cờ trên bàn cờ</translation>
    </message>
    <message>
        <source>mirrored too</source>
        <translation>kể cả đối xứng gương</translation>
    </message>
    <message>
        <source>colours swapped too</source>
        <translation>kể cả đổi màu quân</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Nhập…</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Nước đi tiếp theo</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Số ván cờ</translation>
    </message>
    <message>
        <source>Red scores</source>
        <translation>Điểm của Đỏ</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>ECCO</source>
        <translation>ECCO</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Số nửa nước</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Nửa nước</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <source>Library</source>
        <translation>Thư viện</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Thư viện ván cờ</translation>
    </message>
    <message>
        <source>Show library</source>
        <translation>Hiện thư viện ván cờ</translation>
    </message>
    <message>
        <source>Import files…</source>
        <translation>Nhập tệp…</translation>
    </message>
    <message>
        <source>Import folder…</source>
        <translation>Nhập thư mục…</translation>
    </message>
    <message>
        <source>{problem}

Rebuild the library now? The damaged file is kept next to it; you then import your files again.</source>
        <translation>{problem}

Xây dựng lại thư viện ván cờ ngay bây giờ? Tệp bị hỏng được giữ lại bên cạnh; sau đó bạn cần nhập lại các tệp của mình.</translation>
    </message>
    <message>
        <source>{path}: the game library is damaged ({reason}).</source>
        <translation>{path}: thư viện ván cờ bị hỏng ({reason}).</translation>
    </message>
    <message>
        <source>Game library damaged</source>
        <translation>Thư viện ván cờ bị hỏng</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>Thư viện ván cờ</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found; the first {shown} are listed. Narrow the search to list the others.</source>
        <translation>
            <numerusform>Tìm thấy %n ván cờ; chỉ liệt kê {shown} ván đầu tiên. Hãy thu hẹp tìm kiếm để liệt kê các ván còn lại.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found.</source>
        <translation>
            <numerusform>Tìm thấy %n ván cờ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) reach this position; {m} continue from it; Red scores {s}. The first {shown} are listed.</source>
        <translation>
            <numerusform>%n ván cờ đạt tới thế cờ này; {m} ván tiếp tục từ đó; Đỏ ghi {s} điểm. Chỉ liệt kê {shown} ván đầu tiên.</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} games reach this position; {m} continue from it; Red scores {s}.</source>
        <translation>{n} ván cờ đạt tới thế cờ này; {m} ván tiếp tục từ đó; Đỏ ghi {s} điểm.</translation>
    </message>
    <message>
        <source>Import into the library</source>
        <translation>Nhập vào thư viện ván cờ</translation>
    </message>
    <message>
        <source>Import a folder</source>
        <translation>Nhập một thư mục</translation>
    </message>
    <message>
        <source>An import is already running.</source>
        <translation>Đang có một lần nhập khác chạy.</translation>
    </message>
    <message>
        <source>%v/%m files, {n} games</source>
        <translation>%v/%m tệp, {n} ván cờ</translation>
    </message>
    <message>
        <source>… and {n} more.</source>
        <translation>… và {n} mục khác.</translation>
    </message>
    <message>
        <source>Some games were not imported</source>
        <translation>Một số ván cờ không được nhập</translation>
    </message>
    <message numerus="yes">
        <source>Nothing new: the %n game(s) are already in the library.</source>
        <translation>
            <numerusform>Không có gì mới: %n ván này đã có trong thư viện.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing new: the %n file(s) were imported before and have not changed.</source>
        <translation>
            <numerusform>Không có gì mới: %n tệp đã được nhập trước đây và chưa thay đổi.</numerusform>
        </translation>
    </message>
    <message>
        <source>No record files were found to import.</source>
        <translation>Không tìm thấy tệp ván cờ nào để nhập.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) added to the library.</source>
        <translation>
            <numerusform>Đã thêm %n ván vào thư viện.</numerusform>
        </translation>
    </message>
    <message>
        <source>No game was added to the library.</source>
        <translation>Không có ván nào được thêm vào thư viện.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were already in the library.</source>
        <translation>
            <numerusform>%n ván đã có sẵn trong thư viện nên không thêm lại.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) added without an unreadable variation.</source>
        <translation>
            <numerusform>%n ván được thêm sau khi bỏ biến không đọc được.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) or file(s) could not be read.</source>
        <translation>
            <numerusform>Không đọc được %n ván hoặc tệp.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The library now holds %n game(s).</source>
        <translation>
            <numerusform>Thư viện hiện có %n ván.</numerusform>
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
        <translation>Nước đầu (Home)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Nước trước (←)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Nước sau (→)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Nước cuối (End)</translation>
    </message>
    <message>
        <source>Start position. Red to move.</source>
        <translation>Thế cờ ban đầu. Đỏ đi trước.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Ván &amp;mới…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Mở biên bản…</translation>
    </message>
    <message>
        <source>&amp;Save record</source>
        <translation>&amp;Lưu biên bản</translation>
    </message>
    <message>
        <source>Save to the open file; a new record asks for a name</source>
        <translation>Lưu vào tệp đang mở; biên bản mới sẽ hỏi tên tệp</translation>
    </message>
    <message>
        <source>Save record &amp;as…</source>
        <translation>Lưu biên bản &amp;thành…</translation>
    </message>
    <message>
        <source>PGN (Chinese notation) or XQF, by the file name&apos;s extension</source>
        <translation>PGN (ký pháp Trung Quốc) hoặc XQF, theo phần mở rộng của tên tệp</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Chép FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN (new game)</source>
        <translation>&amp;Dán FEN (ván mới)</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>&amp;In biên bản…</translation>
    </message>
    <message>
        <source>Export score sheet as P&amp;DF…</source>
        <translation>Xuất biên bản ra P&amp;DF…</translation>
    </message>
    <message>
        <source>P&amp;references…</source>
        <translation>Tù&amp;y chọn…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>T&amp;hoát</translation>
    </message>
    <message>
        <source>&amp;Offer draw</source>
        <translation>Đề &amp;nghị hòa</translation>
    </message>
    <message>
        <source>art. 22.1</source>
        <translation>điều 22.1</translation>
    </message>
    <message>
        <source>&amp;Accept draw</source>
        <translation>&amp;Chấp nhận hòa</translation>
    </message>
    <message>
        <source>art. 4.2.1</source>
        <translation>điều 4.2.1</translation>
    </message>
    <message>
        <source>&amp;Decline draw</source>
        <translation>&amp;Từ chối hòa</translation>
    </message>
    <message>
        <source>Claim the &amp;natural move limit</source>
        <translation>Yêu cầu xử hòa theo &amp;giới hạn nước tự nhiên</translation>
    </message>
    <message>
        <source>art. 22.2, 4.2.4</source>
        <translation>điều 22.2, 4.2.4</translation>
    </message>
    <message>
        <source>Claim a &amp;repetition ruling</source>
        <translation>Yêu cầu trọng tài xử &amp;lặp lại</translation>
    </message>
    <message>
        <source>art. 23.1</source>
        <translation>điều 23.1</translation>
    </message>
    <message>
        <source>Ad&amp;just pieces</source>
        <translation>&amp;Sửa lại quân</translation>
    </message>
    <message>
        <source>art. 5.6</source>
        <translation>điều 5.6</translation>
    </message>
    <message>
        <source>Red &amp;resigns</source>
        <translation>Bên Đỏ &amp;xin thua</translation>
    </message>
    <message>
        <source>art. 4.1.12</source>
        <translation>điều 4.1.12</translation>
    </message>
    <message>
        <source>&amp;Black resigns</source>
        <translation>Bên Đen x&amp;in thua</translation>
    </message>
    <message>
        <source>&amp;Undo move (casual play)</source>
        <translation>&amp;Đi lại (ván giao hữu)</translation>
    </message>
    <message>
        <source>&amp;Start / pause clock</source>
        <translation>&amp;Bấm chạy / dừng đồng hồ</translation>
    </message>
    <message>
        <source>art. 8.1.2: only the arbiter</source>
        <translation>điều 8.1.2: chỉ trọng tài</translation>
    </message>
    <message>
        <source>&amp;Correct time…</source>
        <translation>&amp;Chỉnh thời gian…</translation>
    </message>
    <message>
        <source>art. 21.4</source>
        <translation>điều 21.4</translation>
    </message>
    <message>
        <source>Record a &amp;foul…</source>
        <translation>Ghi &amp;phạm quy…</translation>
    </message>
    <message>
        <source>art. 8.1</source>
        <translation>điều 8.1</translation>
    </message>
    <message>
        <source>&amp;Declare a result…</source>
        <translation>Trọng tài &amp;xử kết quả…</translation>
    </message>
    <message>
        <source>Record an &amp;illegal move…</source>
        <translation>Ghi nước đi &amp;phạm luật…</translation>
    </message>
    <message>
        <source>art. 8.1.8, 4.1.8: a move the board did not place</source>
        <translation>điều 8.1.8, 4.1.8: nước đi mà bàn cờ không ghi nhận</translation>
    </message>
    <message>
        <source>&amp;Take back a decision or moves…</source>
        <translation>&amp;Rút lại quyết định hoặc nước đi…</translation>
    </message>
    <message>
        <source>art. 17.5: the reason is written on the score sheet</source>
        <translation>điều 17.5: lý do được ghi vào biên bản</translation>
    </message>
    <message>
        <source>Co&amp;rrect the result…</source>
        <translation>Sửa &amp;kết quả…</translation>
    </message>
    <message>
        <source>&amp;First move</source>
        <translation>Nước đầ&amp;u</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>Nước t&amp;rước</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>Nước &amp;sau</translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation>Nước &amp;cuối</translation>
    </message>
    <message>
        <source>Play from &amp;here (casual)</source>
        <translation>Chơi tiếp từ &amp;đây (giao hữu)</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Lật bàn cờ</translation>
    </message>
    <message>
        <source>&amp;About xiangqi_gui</source>
        <translation>&amp;Giới thiệu xiangqi_gui</translation>
    </message>
    <message>
        <source>Recent &amp;files</source>
        <translation>Tệp &amp;gần đây</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Ván cờ</translation>
    </message>
    <message>
        <source>&amp;Arbiter</source>
        <translation>T&amp;rọng tài</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Biên bản</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Chưa đặt tên</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source> … [{0} more characters not shown]</source>
        <extracomment>the printed score sheet&apos;s language (Preferences ▸ Printed score sheet): the CXA form&apos;s Chinese by default, None for the interface language the game list and background opening of collections (app/opener.py), if installed
----------
Seconds between two shown progress updates (see :meth:`GameListWidget.set_progress`). Milliseconds the filter waits after a key for the next one before it applies. Tag names per column (the first match is shown); ``None`` = computed column. Where a model row keeps its search text, after the shown columns (see :meth:`GameListModel.matching_rows`). Every row&apos;s flags (worked out once: a paint asks for each cell&apos;s). Sort key role (numbers sort as numbers). The roles :meth:`GameListModel.data` answers (as ints); the others are None at once.</extracomment>
        <translation> … [còn {0} ký tự không hiển thị]</translation>
    </message>
    <message>
        <source>Start position. Black to move.</source>
        <translation>Thế cờ ban đầu. Đen đi trước.</translation>
    </message>
    <message>
        <source>Move %1, Red: %2</source>
        <translation>Nước %1, Đỏ: %2</translation>
    </message>
    <message>
        <source>Move %1, Black: %2</source>
        <translation>Nước %1, Đen: %2</translation>
    </message>
    <message>
        <source>%1 (in a variation)</source>
        <translation>%1 (trong biến)</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>art. {article}</source>
        <extracomment>``&quot;0-0&quot;``: both sides lose (双方弃权, a double forfeit, art. 20.2).</extracomment>
        <translation>điều {article}</translation>
    </message>
    <message>
        <source>{side} is checkmated (将死).</source>
        <translation>{side} bị chiếu hết (将死).</translation>
    </message>
    <message>
        <source>{side} has no legal move (困毙) and loses.</source>
        <translation>{side} hết nước đi (困毙) và bị xử thua.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Ván cờ đã kết thúc.</translation>
    </message>
    <message>
        <source>It is not {side}&apos;s turn.</source>
        <translation>Chưa đến lượt {side} đi.</translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <source>Foul by {side} (art. {article}): {text}</source>
        <translation>{side} phạm quy (điều {article}): {text}</translation>
    </message>
    <message>
        <source>{count} fouls by {side} (art. {article}): {text}.</source>
        <translation>{side} phạm quy {count} lần (điều {article}): {text}.</translation>
    </message>
    <message>
        <source>One foul by {side} (art. {article}): {text}.</source>
        <translation>{side} phạm quy một lần (điều {article}): {text}.</translation>
    </message>
    <message>
        <source>{side} committed a third foul ({articles}) and loses (art. 4.1.10).</source>
        <translation>{side} phạm quy lần thứ ba ({articles}) và bị xử thua (điều 4.1.10).</translation>
    </message>
    <message>
        <source>{side} pressed the clock without moving a second time (art. 8.1.7) and loses (art. 4.1.9).</source>
        <translation>{side} bấm đồng hồ khi chưa đi lần thứ hai (điều 8.1.7) và bị xử thua (điều 4.1.9).</translation>
    </message>
    <message>
        <source>pressed the clock without moving</source>
        <translation>bấm đồng hồ khi chưa đi</translation>
    </message>
    <message>
        <source>offered a draw {mine} times against the opponent&apos;s {theirs}</source>
        <translation>đề nghị hòa {mine} lần so với {theirs} lần của đối phương</translation>
    </message>
    <message>
        <source>false natural-limit claim: {counted} of {limit} moves without a capture (5 minutes deducted, art. 22.2)</source>
        <translation>yêu cầu giới hạn nước tự nhiên không đúng: mới {counted}/{limit} nước không ăn quân (trừ 5 phút, điều 22.2)</translation>
    </message>
    <message>
        <source>{missing} moves missing from the score sheet (art. 7.1)</source>
        <translation>biên bản thiếu {missing} nước (điều 7.1)</translation>
    </message>
    <message>
        <source>It is not {side}&apos;s turn; the touch does not count.</source>
        <translation>Chưa đến lượt {side}; chạm quân không tính.</translation>
    </message>
    <message>
        <source>Touch-move is off.</source>
        <translation>Luật chạm quân phải đi đang tắt.</translation>
    </message>
    <message>
        <source>Adjusting pieces, declared (art. 5.6).</source>
        <translation>Đã báo trước việc chỉnh quân (điều 5.6).</translation>
    </message>
    <message>
        <source>touched {piece}, which cannot move</source>
        <translation>chạm {piece}, quân này không thể đi</translation>
    </message>
    <message>
        <source>touched {piece}, which no piece can capture</source>
        <translation>chạm {piece}, không quân nào ăn được nó</translation>
    </message>
    <message>
        <source>Foul (art. 8.1.5): {text}</source>
        <translation>Phạm quy (điều 8.1.5): {text}</translation>
    </message>
    <message>
        <source>{fouls}. {then}</source>
        <translation>{fouls}. {then}</translation>
    </message>
    <message>
        <source>{duty} (art. {article})</source>
        <translation>{duty} (điều {article})</translation>
    </message>
    <message>
        <source>No touch-move duty.</source>
        <translation>Không có nghĩa vụ chạm quân phải đi.</translation>
    </message>
    <message>
        <source>{side} must move {piece}</source>
        <translation>{side} đã chạm {piece:bare}, phải đi quân này</translation>
    </message>
    <message>
        <source>{side} touched {target}: {side} must capture it with any piece that can</source>
        <translation>{side} đã chạm {target}: phải ăn quân đó (bằng bất kỳ quân nào ăn được)</translation>
    </message>
    <message>
        <source>{side} touched {piece} and {target}: {piece} must capture {target}</source>
        <translation>{side} đã chạm {piece:bare} rồi {target}: {piece:bare} phải ăn {target}</translation>
    </message>
    <message>
        <source>{side} touched {piece} and {target}: {piece} cannot capture {target}, so {piece} must move</source>
        <translation>{side} đã chạm {piece:bare} rồi {target}: {piece:bare} không ăn được {target}, nên phải đi {piece:bare}</translation>
    </message>
    <message>
        <source>{side} touched {piece} and {target}: {piece} can neither capture {target} nor move, so another piece must capture {target}</source>
        <translation>{side} đã chạm {piece:bare} rồi {target}: {piece:bare} không ăn được {target} và không đi được, nên phải dùng quân khác ăn {target}</translation>
    </message>
    <message>
        <source>{side} touched {target} and {piece}: {piece} cannot capture {target}, so another piece must capture {target}</source>
        <translation>{side} đã chạm {target} rồi {piece:bare}: {piece:bare} không ăn được {target}, nên phải dùng quân khác ăn {target}</translation>
    </message>
    <message>
        <source>{side} touched {target} and {piece}: no piece can capture {target}, so {piece} must move</source>
        <translation>{side} đã chạm {target} rồi {piece:bare}: không quân nào ăn được {target}, nên phải đi {piece:bare}</translation>
    </message>
    <message>
        <source>Touch-move (art. {article}): {duty}.</source>
        <translation>Chạm quân phải đi (điều {article}): {duty}.</translation>
    </message>
    <message>
        <source>Released.</source>
        <translation>Đã buông quân.</translation>
    </message>
    <message>
        <source>Adjustment finished (art. 5.6).</source>
        <translation>Đã chỉnh quân xong (điều 5.6).</translation>
    </message>
    <message>
        <source>Pieces may be adjusted only in one&apos;s own time (art. 5.6).</source>
        <translation>Chỉ được chỉnh quân trong thời gian của mình (điều 5.6).</translation>
    </message>
    <message>
        <source>{side} adjusts pieces (art. 5.6).</source>
        <translation>{side} báo chỉnh quân (điều 5.6).</translation>
    </message>
    <message>
        <source>{move} breaks the touch-move duty: {duty} (art. {article})</source>
        <translation>{move} vi phạm luật chạm quân phải đi: {duty} (điều {article})</translation>
    </message>
    <message>
        <source>{move} would leave {general} capturable (art. 3.4).</source>
        <translation>{move} sẽ để {general} bị ăn (điều 3.4).</translation>
    </message>
    <message>
        <source>{move}: there is no piece on the starting point</source>
        <translation>{move}: không có quân ở điểm xuất phát</translation>
    </message>
    <message>
        <source>{move} moves {piece}, an opposing piece</source>
        <translation>{move} đi {piece}, quân của đối phương</translation>
    </message>
    <message>
        <source>{move} is not a legal move of {piece} (art. 2.2)</source>
        <translation>{move} không phải nước đi hợp lệ của {piece} (điều 2.2)</translation>
    </message>
    <message>
        <source>Illegal move refused: {why}.</source>
        <translation>Nước đi sai luật bị từ chối: {why}.</translation>
    </message>
    <message>
        <source>{why}; the move is retaken (art. 5.8.3)</source>
        <translation>{why}; đi lại nước này (điều 5.8.3)</translation>
    </message>
    <message>
        <source>{side} played {move}</source>
        <translation>{side} đi {move}</translation>
    </message>
    <message>
        <source>{side} played {move} ({nature})</source>
        <translation>{side} đi {move} ({nature})</translation>
    </message>
    <message>
        <source>{side} played on: the draw offer is declined (art. 22.1).</source>
        <translation>{side} tiếp tục đi: coi như từ chối đề nghị hòa (điều 22.1).</translation>
    </message>
    <message>
        <source>{side} violated the move rules ({why}); violation number {count} loses at the {level} level (art. 4.1.8).</source>
        <translation>{side} vi phạm luật đi quân ({why}); ở {level}, vi phạm lần thứ {count} bị xử thua (điều 4.1.8).</translation>
    </message>
    <message>
        <source>national</source>
        <translation>giải toàn quốc</translation>
    </message>
    <message>
        <source>provincial</source>
        <translation>giải cấp tỉnh</translation>
    </message>
    <message>
        <source>junior</source>
        <translation>giải thiếu niên</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>ván giao hữu</translation>
    </message>
    <message>
        <source>the generals face each other</source>
        <translation>hai Tướng đối mặt nhau</translation>
    </message>
    <message>
        <source>{general} can be captured by {attackers}</source>
        <translation>{general} có thể bị {attackers} ăn</translation>
    </message>
    <message>
        <source>{side} played {move}, after which {why} (自杀, art. 3.4, 4.1.3).</source>
        <translation>{side} đi {move}, sau đó {why} (tự sát 自杀, điều 3.4, 4.1.3).</translation>
    </message>
    <message>
        <source>{limit} moves without a capture (自然限着, art. 4.2.4).</source>
        <translation>{limit} nước không ăn quân (giới hạn nước tự nhiên 自然限着, điều 4.2.4).</translation>
    </message>
    <message>
        <source>Dead position: {why}; neither can win (art. 4.2.2).</source>
        <translation>Thế cờ chết: {why}; không bên nào thắng được (điều 4.2.2).</translation>
    </message>
    <message>
        <source>neither side has a chariot, horse, cannon or soldier left</source>
        <translation>cả hai bên đều không còn Xe, Mã, Pháo hay Tốt</translation>
    </message>
    <message>
        <source>the material ({red} v {black}) cannot win for either side (proven by the endgame solver)</source>
        <translation>lực lượng ({red} đấu {black}) không bên nào thắng được (máy giải tàn cuộc chứng minh)</translation>
    </message>
    <message>
        <source>{side} ran out of time (超时, art. 21.6) and loses (art. 4.1.6).</source>
        <translation>{side} hết giờ (超时, điều 21.6) và bị xử thua (điều 4.1.6).</translation>
    </message>
    <message>
        <source>{side} did not complete the required number of moves in the time limit (art. 21.1) and loses (art. 4.1.6).</source>
        <translation>{side} không đi đủ số nước quy định trong thời gian (điều 21.1) và bị xử thua (điều 4.1.6).</translation>
    </message>
    <message>
        <source>{side} accepted {opponent}&apos;s draw offer (art. 4.2.1).</source>
        <translation>{side} chấp nhận đề nghị hòa của {opponent} (điều 4.2.1).</translation>
    </message>
    <message>
        <source>{side}&apos;s claim of {limit} moves without a capture is verified (自然限着, art. 22.2, 4.2.4).</source>
        <translation>Yêu cầu của {side} về {limit} nước không ăn quân là đúng (giới hạn nước tự nhiên, điều 22.2, 4.2.4).</translation>
    </message>
    <message>
        <source>{side} made a second false natural-limit claim in the same phase and loses (art. 4.1.11).</source>
        <translation>{side} yêu cầu giới hạn nước tự nhiên sai lần thứ hai trong cùng giai đoạn và bị xử thua (điều 4.1.11).</translation>
    </message>
    <message>
        <source>{side} resigns (art. 4.1.12).</source>
        <translation>{side} xin thua (điều 4.1.12).</translation>
    </message>
    <message>
        <source>{side} arrived later than the limit (art. 20.1) and loses (art. 4.1.7).</source>
        <translation>{side} đến muộn quá thời hạn (điều 20.1) và bị xử thua (điều 4.1.7).</translation>
    </message>
    <message>
        <source>Both players arrived later than the limit (art. 20.1): both forfeit (双方弃权, art. 20.2).</source>
        <translation>Cả hai đấu thủ đến muộn quá thời hạn (điều 20.1): cả hai bị xử bỏ cuộc (双方弃权, điều 20.2).</translation>
    </message>
    <message>
        <source>{side} refused to observe the rules and loses (art. 4.1.13).</source>
        <translation>{side} không chấp hành luật và bị xử thua (điều 4.1.13).</translation>
    </message>
    <message>
        <source>{side} refused to observe the rules ({detail}) and loses (art. 4.1.13).</source>
        <translation>{side} không chấp hành luật ({detail}) và bị xử thua (điều 4.1.13).</translation>
    </message>
    <message>
        <source>The arbiter rules that neither side can win (art. 4.2.2).</source>
        <translation>Trọng tài xác định không bên nào thắng được (điều 4.2.2).</translation>
    </message>
    <message>
        <source>The arbiter rules that neither side can win: {detail} (art. 4.2.2).</source>
        <translation>Trọng tài xác định không bên nào thắng được: {detail} (điều 4.2.2).</translation>
    </message>
    <message>
        <source>A draw may be offered only in one&apos;s own time (art. 22.1).</source>
        <translation>Chỉ được đề nghị hòa trong thời gian của mình (điều 22.1).</translation>
    </message>
    <message>
        <source>The offer stands already.</source>
        <translation>Đề nghị hòa vẫn đang có hiệu lực.</translation>
    </message>
    <message>
        <source>{side} offers a draw.</source>
        <translation>{side} đề nghị hòa.</translation>
    </message>
    <message>
        <source>There is no draw offer to accept.</source>
        <translation>Không có đề nghị hòa nào để chấp nhận.</translation>
    </message>
    <message>
        <source>There is no draw offer to decline.</source>
        <translation>Không có đề nghị hòa nào để từ chối.</translation>
    </message>
    <message>
        <source>{side} declines the draw.</source>
        <translation>{side} từ chối hòa.</translation>
    </message>
    <message>
        <source>Claims are made in one&apos;s own time (art. 22.4).</source>
        <translation>Chỉ được đưa ra yêu cầu trong thời gian của mình (điều 22.4).</translation>
    </message>
    <message>
        <source>{side}&apos;s score sheet misses {missing} moves: the claim is not accepted (art. 22.3).</source>
        <translation>Biên bản của {side} thiếu {missing} nước: yêu cầu không được chấp nhận (điều 22.3).</translation>
    </message>
    <message>
        <source>Already ruled: {order}</source>
        <translation>Đã phán quyết: {order}</translation>
    </message>
    <message>
        <source>Not a 待判局面: occurrences of the position so far: {count}; three full cycles, six 回合 on two points are needed (art. 23.1, 23.3, 23.4).</source>
        <translation>Chưa phải thế cần phán xử (待判局面): thế cờ mới xuất hiện {count} lần; cần lặp đủ ba vòng, sáu hiệp trên hai điểm (điều 23.1, 23.3, 23.4).</translation>
    </message>
    <message>
        <source>Not a 待判局面: occurrences of the position so far: {count}; {needed} are needed (art. 23.1, 23.3, 23.4).</source>
        <translation>Chưa phải thế cần phán xử (待判局面): thế cờ mới xuất hiện {count} lần; cần {needed} lần (điều 23.1, 23.3, 23.4).</translation>
    </message>
    <message>
        <source>{side}&apos;s score sheet: moves missing: {missing}, no foul (art. 7.1).</source>
        <translation>Biên bản của {side}: thiếu {missing} nước, không phạm quy (điều 7.1).</translation>
    </message>
    <message>
        <source>This competition has no natural move limit.</source>
        <translation>Giải đấu này không áp dụng giới hạn nước tự nhiên.</translation>
    </message>
    <message>
        <source>The arbiter restored the position after ply {ply} (art. {article}): {reason}. Annulled: {annulled}. {side} to move.</source>
        <translation>Trọng tài khôi phục thế cờ sau nửa nước thứ {ply} (điều {article}): {reason}. Các nước bị hủy: {annulled}. Đến lượt {side} đi.</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>待判局面 (art. 23.1): {basis}; a player may claim it.</source>
        <translation>Thế cần phán xử (待判局面, điều 23.1): {basis}; đấu thủ có thể yêu cầu phán quyết.</translation>
    </message>
    <message>
        <source>{basis}; if neither side varies within two 回合 the game is drawn (art. 23.5.2, 23.5.2.1).</source>
        <translation>{basis}; nếu trong hai hiệp không bên nào đổi nước thì xử hòa (điều 23.5.2, 23.5.2.1).</translation>
    </message>
    <message>
        <source>{basis}; {side} must vary within two 回合 or loses (art. 23.5.2, 23.5.2.2).</source>
        <translation>{basis}; {side} phải đổi nước trong hai hiệp, nếu không bị xử thua (điều 23.5.2, 23.5.2.2).</translation>
    </message>
    <message>
        <source>Red: {red}; Black: {black}</source>
        <translation>Đỏ: {red}; Đen: {black}</translation>
    </message>
    <message>
        <source>: {chases}</source>
        <translation>: {chases}</translation>
    </message>
    <message>
        <source>{attacker} chases {target}</source>
        <translation>{attacker} bắt {target}</translation>
    </message>
    <message>
        <source>Repeated position ({pattern}): {basis}</source>
        <translation>Thế cờ lặp lại ({pattern}): {basis}</translation>
    </message>
    <message>
        <source>{side} checked perpetually (长将){detail} and loses ({pattern}; {basis}).</source>
        <translation>{side} chiếu mãi (长将){detail} và bị xử thua ({pattern}; {basis}).</translation>
    </message>
    <message>
        <source>{side} chased perpetually (长捉){detail} and loses ({pattern}; {basis}).</source>
        <translation>{side} bắt mãi (长捉){detail} và bị xử thua ({pattern}; {basis}).</translation>
    </message>
    <message>
        <source>{side} repeated a forbidden pattern ({name}){detail} and loses ({pattern}; {basis}).</source>
        <translation>{side} lặp lại nước cấm ({name}){detail} và bị xử thua ({pattern}; {basis}).</translation>
    </message>
    <message>
        <source>equal patterns draw (AXF)</source>
        <translation>hai bên cùng loại nước, xử hòa (luật AXF)</translation>
    </message>
    <message>
        <source>perpetual check loses (AXF rule 6)</source>
        <translation>chiếu mãi bị xử thua (luật AXF, điều 6)</translation>
    </message>
    <message>
        <source>perpetual chase of one piece loses (AXF)</source>
        <translation>bắt mãi một quân bị xử thua (luật AXF)</translation>
    </message>
    <message>
        <source>both sides&apos; moves are allowed, draw by 不变作和 (art. 25.2, 4.2.3)</source>
        <translation>cả hai bên đều là nước được phép, không đổi thì hòa (不变作和, điều 25.2, 4.2.3)</translation>
    </message>
    <message>
        <source>unilateral perpetual check is never allowed (art. 25.1)</source>
        <translation>không bao giờ được chiếu mãi đơn phương (điều 25.1)</translation>
    </message>
    <message>
        <source>a forbidden pattern against an allowed one must vary (art. 25.3)</source>
        <translation>bên đi nước cấm gặp bên đi nước được phép thì phải đổi nước (điều 25.3)</translation>
    </message>
    <message>
        <source>mutual perpetual check, draw (art. 26.9.4)</source>
        <translation>hai bên cùng chiếu mãi, xử hòa (điều 26.9.4)</translation>
    </message>
    <message>
        <source>{name} is listed in art. 26.9.1 and must vary</source>
        <translation>{name} thuộc danh sách điều 26.9.1 nên phải đổi nước</translation>
    </message>
    <message>
        <source>a single piece&apos;s 长捉 against a joint chase (联合捉) must vary (art. {article})</source>
        <translation>một quân bắt mãi (长捉) gặp bắt liên hợp (联合捉) thì phải đổi nước (điều {article})</translation>
    </message>
    <message>
        <source>both sides forbidden, draw by 不变作和 (art. 26.9.4)</source>
        <translation>cả hai bên đều là nước cấm, không đổi thì hòa (不变作和, điều 26.9.4)</translation>
    </message>
    <message>
        <source>{basis}; unilateral 长将 loses at once (art. 23.5.1)</source>
        <translation>{basis}; chiếu mãi đơn phương (长将) bị xử thua ngay (điều 23.5.1)</translation>
    </message>
    <message>
        <source>{side} must press the clock first.</source>
        <translation>{side} phải bấm đồng hồ trước.</translation>
    </message>
    <message>
        <source>The clock has not been started: the arbiter starts it (Space or Arbiter → Start/pause clock).</source>
        <translation>Đồng hồ chưa chạy: trọng tài bấm cho chạy (phím cách hoặc Trọng tài → Bấm chạy / dừng đồng hồ).</translation>
    </message>
    <message>
        <source>The clock is paused: no move counts until the arbiter restarts it (Space or Arbiter → Start/pause clock).</source>
        <translation>Đồng hồ đang tạm dừng: không được đi cho đến khi trọng tài cho chạy lại (phím cách hoặc Trọng tài → Bấm chạy / dừng đồng hồ).</translation>
    </message>
    <message>
        <source>The clock is stopped (a flag fell): no move counts until the arbiter restarts it.</source>
        <translation>Đồng hồ đã dừng (một bên hết giờ): không được đi cho đến khi trọng tài cho chạy lại.</translation>
    </message>
    <message>
        <source>{side} is played by the engine: wait for its move.</source>
        <translation>{side} do máy chơi: hãy chờ máy đi.</translation>
    </message>
    <message>
        <source>An earlier position is shown: select the last move (End) to return to the game.</source>
        <translation>Đang xem thế cờ trước đó: chọn nước cuối (End) để quay lại ván cờ.</translation>
    </message>
    <message>
        <source>{side} played {move:chinese}.</source>
        <translation>{side} đi {move}.</translation>
    </message>
    <message>
        <source>{side}: press your clock.</source>
        <translation>{side}: hãy bấm đồng hồ.</translation>
    </message>
    <message>
        <source>Drag cancelled: the piece went back. {ruling}</source>
        <translation>Đã hủy kéo: quân trở về chỗ cũ. {ruling}</translation>
    </message>
    <message>
        <source>{side} started the clock.</source>
        <translation>{side} đã cho đồng hồ chạy.</translation>
    </message>
    <message>
        <source>The clock starts with the first move.</source>
        <translation>Đồng hồ bắt đầu chạy từ nước đi đầu tiên.</translation>
    </message>
    <message>
        <source>{side} pressed the clock; {opponent} to move.</source>
        <translation>{side} đã bấm đồng hồ; đến lượt {opponent} đi.</translation>
    </message>
    <message>
        <source>{side}&apos;s clock is pressed by the engine; the press was ignored.</source>
        <translation>Đồng hồ của {side} do máy bấm; lần bấm này không tính.</translation>
    </message>
    <message>
        <source>In casual play the clock is pressed automatically after each move.</source>
        <translation>Trong ván giao hữu, đồng hồ tự bấm sau mỗi nước.</translation>
    </message>
    <message>
        <source>{side} must press the clock first; claims are made in one&apos;s own time (art. 22.4).</source>
        <translation>{side} phải bấm đồng hồ trước; yêu cầu chỉ được đưa ra trong thời gian của mình (điều 22.4).</translation>
    </message>
    <message>
        <source>the arbiter refused its move {move}</source>
        <translation>trọng tài không chấp nhận nước {move} của máy</translation>
    </message>
    <message>
        <source>{side}&apos;s engine failed: {text}. The clock is paused; {side} is now played by hand — the arbiter restarts the clock (Space).</source>
        <translation>Máy của {side} bị lỗi: {text}. Đồng hồ đã tạm dừng; {side} giờ do người chơi — trọng tài cho đồng hồ chạy lại (phím cách).</translation>
    </message>
    <message>
        <source>The arbiter started the clock.</source>
        <translation>Trọng tài đã cho đồng hồ chạy.</translation>
    </message>
    <message>
        <source>The arbiter paused the clock.</source>
        <translation>Trọng tài đã tạm dừng đồng hồ.</translation>
    </message>
    <message>
        <source>The arbiter restarted the clock.</source>
        <translation>Trọng tài đã cho đồng hồ chạy lại.</translation>
    </message>
    <message>
        <source>The clock cannot restart: {error}</source>
        <translation>Không thể cho đồng hồ chạy lại: {error}</translation>
    </message>
    <message>
        <source>The arbiter set {side}&apos;s time (art. 21.4).</source>
        <translation>Trọng tài đã chỉnh thời gian của {side} (điều 21.4).</translation>
    </message>
    <message>
        <source>Undo is allowed only in casual play, during the game.</source>
        <translation>Chỉ được đi lại trong ván giao hữu, khi ván cờ đang diễn ra.</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Đã đi lại một nước.</translation>
    </message>
    <message>
        <source>{count} moves taken back (the engine&apos;s reply and yours).</source>
        <translation>Đã lùi {count} nước (nước đáp của máy và nước của bạn).</translation>
    </message>
    <message>
        <source>Cannot take back {count} moves.</source>
        <translation>Không thể lùi {count} nước.</translation>
    </message>
    <message>
        <source>There is no decision to take back.</source>
        <translation>Không có phán quyết nào để hủy.</translation>
    </message>
    <message>
        <source>The arbiter took back the decision ({reason}); the clock is paused — the arbiter restarts it.</source>
        <translation>Trọng tài đã hủy phán quyết ({reason}); đồng hồ tạm dừng — trọng tài cho chạy lại.</translation>
    </message>
    <message>
        <source>The arbiter took back one move ({reason}); the clock is paused — the arbiter restarts it.</source>
        <translation>Trọng tài đã lùi một nước ({reason}); đồng hồ tạm dừng — trọng tài cho chạy lại.</translation>
    </message>
    <message>
        <source>The arbiter took back {count} moves ({reason}); the clock is paused — the arbiter restarts it.</source>
        <translation>Trọng tài đã lùi {count} nước ({reason}); đồng hồ tạm dừng — trọng tài cho chạy lại.</translation>
    </message>
    <message>
        <source>The game is not over: the arbiter declares a result instead.</source>
        <translation>Ván cờ chưa kết thúc: trọng tài hãy tuyên bố kết quả.</translation>
    </message>
    <message>
        <source>Game resumed after ply {ply}; the clock is paused — the arbiter restarts it (Space or Arbiter → Start/pause clock).</source>
        <translation>Ván cờ được tiếp tục sau nửa nước thứ {ply}; đồng hồ tạm dừng — trọng tài cho chạy lại (phím cách hoặc Trọng tài → Bấm chạy / dừng đồng hồ).</translation>
    </message>
    <message>
        <source>Game over: {result} — {reason}</source>
        <translation>Kết thúc ván: {result} — {reason}</translation>
    </message>
    <message>
        <source>The arbiter corrected the result {old} to {new}: {reason} (art. 17.5).</source>
        <translation>Trọng tài sửa kết quả {old} thành {new}: {reason} (điều 17.5).</translation>
    </message>
    <message>
        <source>{move} (自杀)</source>
        <translation>{move} (tự sát 自杀)</translation>
    </message>
    <message>
        <source>Arbiter set {side}&apos;s time to {time} (art. 21.4)</source>
        <translation>Trọng tài chỉnh giờ {side}: {time} (điều 21.4)</translation>
    </message>
    <message>
        <source>Arbiter&apos;s correction: {reason} (art. 17.5)</source>
        <translation>Trọng tài sửa: {reason} (điều 17.5)</translation>
    </message>
    <message>
        <source>Result corrected {old} → {new}: {reason} (art. 17.5)</source>
        <translation>Sửa kết quả {old} → {new}: {reason} (điều 17.5)</translation>
    </message>
    <message>
        <source>Loss for violating the move rules (art. 4.1.8): {reason}</source>
        <translation>Xử thua vì vi phạm luật đi quân (điều 4.1.8): {reason}</translation>
    </message>
    <message>
        <source>This game records no moves: only the clock is kept.</source>
        <translation>Ván này không ghi nước đi: chỉ bấm giờ.</translation>
    </message>
    <message>
        <source>The clock started: {side} to move.</source>
        <translation>Đồng hồ đã chạy: {side} đi.</translation>
    </message>
    <message>
        <source>{side} pressed the clock; type {side}&apos;s move.</source>
        <translation>{side} đã bấm đồng hồ; hãy gõ nước đi của {side}.</translation>
    </message>
    <message>
        <source>{side} pressed the clock; type {side}&apos;s move ({count} moves to type).</source>
        <translation>{side} đã bấm đồng hồ; hãy gõ nước đi của {side} ({count} nước chờ ghi).</translation>
    </message>
    <message>
        <source>No press is waiting for its move.</source>
        <translation>Không có lần bấm nào đang chờ nước đi.</translation>
    </message>
    <message>
        <source>The press can no longer be withdrawn: the clock changed since; the arbiter records the foul (Arbiter → Record a foul).</source>
        <translation>Không thể hủy lần bấm này nữa: đồng hồ đã thay đổi; trọng tài ghi phạm quy (Trọng tài → Ghi phạm quy).</translation>
    </message>
    <message>
        <source>Type the pressed moves first: a claim is judged on the position on the board.</source>
        <translation>Hãy gõ các nước đã bấm đồng hồ trước: yêu cầu xét được xét theo thế cờ trên bàn.</translation>
    </message>
    <message>
        <source>Pressed moves not typed before the end: {count}.</source>
        <translation>Số nước đã bấm mà chưa gõ trước khi kết thúc: {count}.</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>không có tệp này</translation>
    </message>
    <message>
        <source>cannot read file: {error}</source>
        <translation>không đọc được tệp: {error}</translation>
    </message>
    <message>
        <source>no game found (not a PGN file?)</source>
        <translation>không tìm thấy ván nào (không phải tệp PGN?)</translation>
    </message>
    <message>
        <source>invalid {encoding} text after the byte-order mark</source>
        <translation>văn bản {encoding} sau dấu thứ tự byte không hợp lệ</translation>
    </message>
    <message>
        <source>text is neither UTF-8, GB18030 nor Big5</source>
        <translation>văn bản không phải UTF-8, GB18030 hay Big5</translation>
    </message>
    <message>
        <source>no FEN position found in the list</source>
        <translation>không có thế cờ FEN nào trong danh sách</translation>
    </message>
    <message>
        <source>not a valid FEN position: {text}</source>
        <translation>không phải thế cờ FEN hợp lệ: {text}</translation>
    </message>
    <message>
        <source>invalid start position FEN {fen}: {error}</source>
        <translation>FEN thế cờ ban đầu {fen} không hợp lệ: {error}</translation>
    </message>
    <message>
        <source>unsupported move notation: first move token {token}</source>
        <translation>cách ghi nước đi không được hỗ trợ: nước đầu tiên {token}</translation>
    </message>
    <message>
        <source>{number}. {move}</source>
        <translation>nước {number}. {move} của Đỏ</translation>
    </message>
    <message>
        <source>{number}. ... {move}</source>
        <translation>nước {number}. ... {move} của Đen</translation>
    </message>
    <message>
        <source>illegal move at {label}: {error}</source>
        <translation>nước đi không hợp lệ ở {label}: {error}</translation>
    </message>
    <message>
        <source>illegal move at {label} (in a variation): {error}</source>
        <translation>nước đi không hợp lệ ở {label} (trong một biến): {error}</translation>
    </message>
    <message>
        <source>illegal move at {label} in position {fen}</source>
        <translation>nước đi không hợp lệ ở {label} trong thế cờ {fen}</translation>
    </message>
    <message>
        <source>illegal move at {label} (in a variation) in position {fen}</source>
        <translation>nước đi không hợp lệ ở {label} (trong một biến) trong thế cờ {fen}</translation>
    </message>
    <message>
        <source>the file ends in the middle of the move {label}: it seems cut short</source>
        <translation>tệp kết thúc giữa chừng nước đi {label}: tệp có vẻ bị cắt ngắn</translation>
    </message>
    <message>
        <source>comment &apos;{{&apos; is never closed</source>
        <translation>chú thích &apos;{{&apos; không bao giờ được đóng</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; before any move it could replace</source>
        <translation>biến &apos;(&apos; đứng trước mọi nước đi mà nó có thể thay thế</translation>
    </message>
    <message>
        <source>variations nested deeper than {depth}</source>
        <translation>các biến lồng nhau sâu hơn {depth} tầng</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes no variation</source>
        <translation>&apos;)&apos; không đóng biến nào</translation>
    </message>
    <message>
        <source>&apos;[&apos; inside movetext is not a tag pair</source>
        <translation>&apos;[&apos; trong phần nước đi không phải một cặp thẻ</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; opened here is never closed ({count} open)</source>
        <translation>biến &apos;(&apos; mở ở đây không bao giờ được đóng ({count} biến còn mở)</translation>
    </message>
    <message>
        <source>binit must be 64 digits 0-9, got {count} characters</source>
        <translation>binit phải gồm 64 chữ số 0-9, nhận được {count} ký tự</translation>
    </message>
    <message>
        <source>binit slot {slot} has file {file} off the board</source>
        <translation>ô binit {slot} có cột {file} nằm ngoài bàn cờ</translation>
    </message>
    <message>
        <source>move list is not a sequence of 4-digit moves</source>
        <translation>danh sách nước đi không phải một dãy nước đi 4 chữ số</translation>
    </message>
    <message>
        <source>move {move} leaves the board</source>
        <translation>nước {move} đi ra ngoài bàn cờ</translation>
    </message>
    <message>
        <source>branch {branch} starts at ply {ply} of line {parent}, which does not exist</source>
        <translation>nhánh {branch} bắt đầu ở nước thứ {ply} của đường {parent}, nước này không tồn tại</translation>
    </message>
    <message>
        <source>move {move} in column {column} has no predecessor</source>
        <translation>nước {move} ở cột {column} không có nước trước</translation>
    </message>
    <message>
        <source>not an XQF file: it starts with the bytes {start}, an XQF file with 58 51 (“XQ”)</source>
        <translation>không phải tệp XQF: tệp bắt đầu bằng các byte {start}, tệp XQF phải bắt đầu bằng 58 51 (“XQ”)</translation>
    </message>
    <message>
        <source>not an XQF file: the file is empty</source>
        <translation>không phải tệp XQF: tệp trống</translation>
    </message>
    <message>
        <source>truncated XQF header: {size} of {needed} bytes</source>
        <translation>phần đầu XQF bị cắt: {size} trên {needed} byte</translation>
    </message>
    <message>
        <source>unsupported XQF version {version} (10..18 are known)</source>
        <translation>phiên bản XQF {version} không được hỗ trợ (đã biết 10..18)</translation>
    </message>
    <message>
        <source>two pieces on square {square}</source>
        <translation>hai quân trên ô {square}</translation>
    </message>
    <message>
        <source>move record squares {origin}/{target} are off the board</source>
        <translation>các ô {origin}/{target} của bản ghi nước đi nằm ngoài bàn cờ</translation>
    </message>
    <message>
        <source>truncated move record (file ends inside the move tree)</source>
        <translation>bản ghi nước đi bị cắt (tệp kết thúc giữa cây nước đi)</translation>
    </message>
    <message>
        <source>truncated comment length</source>
        <translation>độ dài chú thích bị cắt</translation>
    </message>
    <message>
        <source>comment length {length} runs past the end of the file</source>
        <translation>độ dài chú thích {length} vượt quá cuối tệp</translation>
    </message>
    <message>
        <source>XQF holds at most {count} of piece {letter}</source>
        <translation>XQF chỉ chứa tối đa {count} quân {letter}</translation>
    </message>
    <message>
        <source>header {tag} is dropped: XQF has no field for it</source>
        <translation>thông tin {tag} bị bỏ: XQF không có trường cho nó</translation>
    </message>
    <message>
        <source>header {tag} is cut to {size} bytes (XQF&apos;s fixed field): {value}</source>
        <translation>thông tin {tag} bị cắt còn {size} byte (trường cố định của XQF): {value}</translation>
    </message>
    <message>
        <source>header {tag}: XQF keeps no line breaks (written as spaces): {value}</source>
        <translation>thông tin {tag}: XQF không giữ dấu xuống dòng (ghi thành dấu cách): {value}</translation>
    </message>
    <message>
        <source>header {tag}: XQF readers drop white space and NUL characters at the ends: {value}</source>
        <translation>thông tin {tag}: trình đọc XQF bỏ khoảng trắng và ký tự NUL ở hai đầu: {value}</translation>
    </message>
    <message>
        <source>{reason}; the game was imported without the rest of that variation</source>
        <extracomment>Games per committed transaction. File name endings imported from folders. progress(files done, files total, games imported so far, current file)</extracomment>
        <translation>{reason}; ván cờ đã được nhập nhưng không có phần còn lại của biến đó</translation>
    </message>
    <message>
        <source>longer than {count} characters: not a move text</source>
        <translation>dài hơn {count} ký tự: không phải nước đi</translation>
    </message>
    <message>
        <source>not a move in any known notation (Chinese, abbr, WXF, ICCS)</source>
        <translation>không phải nước đi theo cách ghi nào đã biết (chữ Hán, viết tắt, WXF, ICCS)</translation>
    </message>
    <message>
        <source>empty move text</source>
        <translation>nước đi trống</translation>
    </message>
    <message>
        <source>not ICCS notation (expected e.g. h2e2)</source>
        <translation>không phải cách ghi ICCS (cần dạng h2e2)</translation>
    </message>
    <message>
        <source>not WXF notation (expected letter, file, +/-/=, digit)</source>
        <translation>không phải cách ghi WXF (cần chữ cái, cột, +/-/=, chữ số)</translation>
    </message>
    <message>
        <source>unknown piece letter {letter}</source>
        <translation>chữ cái quân cờ lạ {letter}</translation>
    </message>
    <message>
        <source>not abbreviated notation (expected piece, file, digit)</source>
        <translation>không phải cách ghi viết tắt (cần quân, cột, chữ số)</translation>
    </message>
    <message>
        <source>not Chinese notation (expected ... 进/退/平 and a number)</source>
        <translation>không phải cách ghi chữ Hán (cần ... 进/退/平 và một số)</translation>
    </message>
    <message>
        <source>not a move text (expected piece, file, 进/退/平, number)</source>
        <translation>không phải nước đi (cần quân, cột, 进/退/平, số)</translation>
    </message>
    <message>
        <source>unknown piece {char}</source>
        <translation>quân cờ lạ {char}</translation>
    </message>
    <message>
        <source>unexpected character {char} in Chinese notation</source>
        <translation>ký tự lạ {char} trong cách ghi chữ Hán</translation>
    </message>
    <message>
        <source>no such tandem ordinal {ordinal}</source>
        <translation>không có quân cùng cột thứ {ordinal}</translation>
    </message>
    <message>
        <source>no piece of the side to move on {square}</source>
        <translation>không có quân của bên đi ở {square}</translation>
    </message>
    <message>
        <source>no red piece (side to move) on {square}</source>
        <translation>không có quân Đỏ (bên đi) ở {square}</translation>
    </message>
    <message>
        <source>no black piece (side to move) on {square}</source>
        <translation>không có quân Đen (bên đi) ở {square}</translation>
    </message>
    <message>
        <source>not a legal move in this position</source>
        <translation>không phải nước đi hợp lệ trong thế cờ này</translation>
    </message>
    <message>
        <source>a {name} cannot move sideways (平)</source>
        <translation>{kind} không thể đi ngang (平)</translation>
    </message>
    <message>
        <source>a {name} cannot retreat (退)</source>
        <translation>{kind} không thể lùi (退)</translation>
    </message>
    <message>
        <source>the side to move has no {name}</source>
        <translation>bên đi không có {kind}</translation>
    </message>
    <message>
        <source>there is no {origin}</source>
        <translation>không có {origin}</translation>
    </message>
    <message>
        <source>not a legal move for the {origin}</source>
        <translation>không phải nước đi hợp lệ của {origin}</translation>
    </message>
    <message>
        <source>ambiguous: fits {count} legal moves ({moves})</source>
        <translation>mơ hồ: khớp {count} nước đi hợp lệ ({moves})</translation>
    </message>
    <message>
        <source>{name}</source>
        <translation>{kind}</translation>
    </message>
    <message>
        <source>{name} on file {file}</source>
        <translation>{kind} ở cột {file}</translation>
    </message>
    <message>
        <source>{rank} {name}</source>
        <translation>{kind} {rank}</translation>
    </message>
    <message>
        <source>{rank} {name} on file {file}</source>
        <translation>{kind} {rank} ở cột {file}</translation>
    </message>
    <message>
        <source>front</source>
        <translation>trước</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>giữa</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>sau</translation>
    </message>
    <message>
        <source>number {ordinal}</source>
        <translation>thứ {ordinal}</translation>
    </message>
    <message>
        <source>not WinBoard SAN</source>
        <translation>không phải SAN của WinBoard</translation>
    </message>
    <message>
        <source>rank {rank} is off the board</source>
        <translation>hàng {rank} nằm ngoài bàn cờ</translation>
    </message>
    <message>
        <source>no legal move fits</source>
        <translation>không có nước đi hợp lệ nào khớp</translation>
    </message>
    <message>
        <source>move {number} of the pasted text: {reason}</source>
        <translation>nước {number} của văn bản đã dán: {reason}</translation>
    </message>
    <message>
        <source>FEN placement has {count} ranks, expected 10: {text}</source>
        <extracomment>Longest move counter read (ASCII digits only); a longer one is a :class:`FenError`. Why a FEN is refused: ids and English templates (the UI translates them, context ``Message``). A quoted piece of the FEN is passed quoted (``repr``).</extracomment>
        <translation>phần bố trí quân của FEN có {count} hàng, cần 10: {text}</translation>
    </message>
    <message>
        <source>rank {rank} has more than 9 points: {text}</source>
        <translation>hàng {rank} có hơn 9 điểm: {text}</translation>
    </message>
    <message>
        <source>rank {rank} has {count} points, expected 9: {text}</source>
        <translation>hàng {rank} có {count} điểm, cần 9: {text}</translation>
    </message>
    <message>
        <source>unknown piece letter {letter} on rank {rank}</source>
        <translation>chữ cái quân cờ lạ {letter} ở hàng {rank}</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square} cannot stand there (art. 2.2: {rule})</source>
        <translation>{where} không thể đứng ở đó (điều 2.2: {rule})</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square} is one too many: a side has {count} (art. 1.2)</source>
        <translation>{where} là quân thừa: mỗi bên chỉ có {count} (điều 1.2)</translation>
    </message>
    <message>
        <source>{side:lower} general is missing</source>
        <translation>{side} thiếu Tướng</translation>
    </message>
    <message>
        <source>FEN move counter {text} is not a number of at most {digits} digits 0-9</source>
        <translation>bộ đếm nước của FEN {text} không phải một số có tối đa {digits} chữ số 0-9</translation>
    </message>
    <message>
        <source>FEN needs at least placement and side to move: {text}</source>
        <translation>FEN cần ít nhất phần bố trí quân và bên đi: {text}</translation>
    </message>
    <message>
        <source>FEN side to move must be w, r or b, not {text}</source>
        <translation>bên đi của FEN phải là w, r hoặc b, không phải {text}</translation>
    </message>
    <message>
        <source>the palace only</source>
        <translation>chỉ trong cung</translation>
    </message>
    <message>
        <source>the palace diagonals only</source>
        <translation>chỉ trên đường chéo của cung</translation>
    </message>
    <message>
        <source>its seven points on its own side of the river only</source>
        <translation>chỉ ở bảy điểm của nó bên phía sông của mình</translation>
    </message>
    <message>
        <source>never behind its start rank, nor beside it before the river</source>
        <translation>không bao giờ lùi sau hàng xuất phát, cũng không đứng cạnh đó trước khi qua sông</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square} is in check from {by}, but it is {mover:lower}&apos;s turn</source>
        <extracomment>Why a position is refused although its FEN reads (ids and English templates, context ``Message``; :func:`~xiangqi_gui.rules.fen.placed` names the pieces).</extracomment>
        <translation>{where} đang bị {by} chiếu, nhưng lại đến lượt {mover} đi</translation>
    </message>
    <message>
        <source>{side:lower} {kind} on {square}</source>
        <translation>{where}</translation>
    </message>
    <message>
        <source>the facing general</source>
        <translation>Tướng đối mặt</translation>
    </message>
    <message>
        <source>byoyomi: the last stage must be sudden death (moves=None)</source>
        <extracomment>The time-control mistakes a person can make in the form (context ``Message``).</extracomment>
        <translation>đếm giây: giai đoạn cuối phải là thời gian chết (số nước 0)</translation>
    </message>
    <message>
        <source>byoyomi: cannot be combined with a delay in the last stage</source>
        <translation>không thể dùng đếm giây cùng độ trễ ở giai đoạn cuối</translation>
    </message>
    <message>
        <source>stages[0]: a Bronstein delay with no main time flags at once; use a simple (US) delay for a fixed time per move</source>
        <translation>giai đoạn 1: độ trễ Bronstein mà không có thời gian chính sẽ hết giờ ngay; hãy dùng độ trễ đơn giản (kiểu Mỹ) cho thời gian cố định mỗi nước</translation>
    </message>
    <message>
        <source>stages[0]: time_ns is 0 and nothing else gives time to move</source>
        <translation>giai đoạn 1: thời gian chính là 0 và không có gì khác cho thời gian để đi</translation>
    </message>
    <message>
        <source>time odds {delta} ns exceed the base time {base}</source>
        <translation>thời gian chấp vượt quá thời gian chính của giai đoạn 1</translation>
    </message>
    <message>
        <source>no engine found: looked for {names} on PATH and in {dirs}; install fairy-stockfish (apt-get install fairy-stockfish) or choose the engine file in the settings</source>
        <translation>không tìm thấy máy: đã tìm {names} trong PATH và trong {dirs}; hãy cài fairy-stockfish (apt-get install fairy-stockfish) hoặc chọn tệp máy trong phần cài đặt</translation>
    </message>
    <message>
        <source>engine {engine} is not an executable file</source>
        <translation>máy {engine} không phải tệp chạy được</translation>
    </message>
    <message>
        <source>engine {engine} did not start: {error}</source>
        <translation>máy {engine} không khởi động được: {error}</translation>
    </message>
    <message>
        <source>engine {engine} could not be started</source>
        <translation>không khởi động được máy {engine}</translation>
    </message>
    <message>
        <source>engine {engine} crashed</source>
        <translation>máy {engine} bị sập</translation>
    </message>
    <message>
        <source>engine {engine} exited unexpectedly (status {code})</source>
        <translation>máy {engine} thoát bất ngờ (mã {code})</translation>
    </message>
    <message>
        <source>engine {engine} exited (status {code}) while we waited for its {what}</source>
        <translation>máy {engine} thoát (mã {code}) khi đang chờ {what}</translation>
    </message>
    <message>
        <source>engine {engine} sent no {what} within {seconds} s and was stopped</source>
        <translation>máy {engine} không gửi {what} trong {seconds} giây nên đã bị dừng</translation>
    </message>
    <message>
        <source>handshake reply</source>
        <translation>trả lời bắt tay</translation>
    </message>
    <message>
        <source>move</source>
        <translation>nước đi</translation>
    </message>
    <message>
        <source>reply to stop</source>
        <translation>trả lời lệnh dừng</translation>
    </message>
    <message>
        <source>output</source>
        <translation>dữ liệu nào</translation>
    </message>
    <message>
        <source>engine {engine} returned no move in position {fen}</source>
        <translation>máy {engine} không trả về nước đi nào ở thế cờ {fen}</translation>
    </message>
    <message>
        <source>engine {engine} sent move {text} in position {fen}: {reason}</source>
        <translation>máy {engine} gửi nước {text} ở thế cờ {fen}: {reason}</translation>
    </message>
    <message>
        <source>{text} is not a move with files a-i and ranks {ranks}</source>
        <translation>{text} không phải nước đi với cột a-i và hàng {ranks}</translation>
    </message>
    <message>
        <source>{move} is not a legal move for the side to move</source>
        <translation>{move} không phải nước đi hợp lệ của bên đi</translation>
    </message>
    <message>
        <source>bad engine output {line}: {reason}</source>
        <translation>máy gửi dòng sai {line}: {reason}</translation>
    </message>
    <message>
        <source>bad engine output {line}: {reason} (engine {engine}, position {fen})</source>
        <translation>máy gửi dòng sai {line}: {reason} (máy {engine}, thế cờ {fen})</translation>
    </message>
    <message>
        <source>bestmove without a move</source>
        <translation>bestmove không kèm nước đi</translation>
    </message>
    <message>
        <source>ponder move: {reason}</source>
        <translation>nước dự đoán: {reason}</translation>
    </message>
    <message>
        <source>{path}: cannot open the game library ({error})</source>
        <extracomment>Columns of :class:`GameRow`, in SELECT order.</extracomment>
        <translation>{path}: không mở được thư viện ván cờ ({error})</translation>
    </message>
    <message>
        <source>{path}: the game library is damaged ({reason}). It can be rebuilt: the damaged file is kept aside and the games are imported again.</source>
        <translation>{path}: thư viện ván cờ bị hỏng ({reason}). Có thể tạo lại: tệp hỏng được giữ riêng và các ván được nhập lại.</translation>
    </message>
    <message>
        <source>schema version {found}, expected {expected}</source>
        <translation>phiên bản cấu trúc {found}, cần {expected}</translation>
    </message>
    <message>
        <source>a stored move tree cannot be read</source>
        <translation>không đọc được cây nước đi đã lưu</translation>
    </message>
    <message>
        <source>a stored move tree cannot be read: {reason}</source>
        <translation>không đọc được cây nước đi đã lưu: {reason}</translation>
    </message>
    <message>
        <source>no game {number} in the library</source>
        <translation>thư viện không có ván {number}</translation>
    </message>
    <message>
        <source>invalid FEN {fen}: {error}</source>
        <translation>FEN {fen} không hợp lệ: {error}</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>không có tệp hay thư mục này</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>không có quyền truy cập</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>thao tác không được phép</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>ổ đĩa đã hết chỗ trống</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>vượt quá hạn mức ổ đĩa</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>hệ thống tệp chỉ đọc</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>đây là một thư mục</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>không phải thư mục</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>tệp đã tồn tại</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>lỗi đọc ghi</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>tên tệp quá dài</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>mở quá nhiều tệp</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>thiết bị đang bận</translation>
    </message>
    <message>
        <source>Exec format error</source>
        <translation>không phải chương trình chạy được</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>database is locked</source>
        <translation>cơ sở dữ liệu đang bị chương trình khác khóa</translation>
    </message>
    <message>
        <source>database disk image is malformed</source>
        <translation>tệp cơ sở dữ liệu bị hỏng</translation>
    </message>
    <message>
        <source>file is not a database</source>
        <translation>tệp này không phải cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>attempt to write a readonly database</source>
        <translation>cơ sở dữ liệu chỉ đọc, không ghi được</translation>
    </message>
    <message>
        <source>unable to open database file</source>
        <translation>không mở được tệp cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>disk I/O error</source>
        <translation>lỗi đọc ghi ổ đĩa</translation>
    </message>
    <message>
        <source>database or disk is full</source>
        <translation>cơ sở dữ liệu hoặc ổ đĩa đã đầy</translation>
    </message>
    <message>
        <source>{path}: no such file</source>
        <translation>{path}: không có tệp này</translation>
    </message>
    <message>
        <source>{path}: already exists</source>
        <translation>{path}: tệp đã tồn tại</translation>
    </message>
    <message>
        <source>{path}: cannot open: {error}</source>
        <translation>{path}: không mở được: {error}</translation>
    </message>
    <message>
        <source>{path}: cannot read: {error}</source>
        <translation>{path}: không đọc được: {error}</translation>
    </message>
    <message>
        <source>{path}: cannot write: {error}</source>
        <translation>{path}: không ghi được: {error}</translation>
    </message>
    <message>
        <source>{path}: cannot update the file: {error}</source>
        <translation>{path}: không cập nhật được tệp: {error}</translation>
    </message>
    <message>
        <source>{path}: not a readable tournament file: {error}</source>
        <translation>{path}: không phải tệp giải đấu đọc được: {error}</translation>
    </message>
    <message>
        <source>{path}: not a readable {kind} file: {error}</source>
        <translation>{path}: không phải tệp {kind} đọc được: {error}</translation>
    </message>
    <message>
        <source>{path}: wrong kind of event file ({found}; expected {kind})</source>
        <translation>{path}: sai loại tệp giải (đây là tệp {found}, cần tệp {kind})</translation>
    </message>
    <message>
        <source>{path}: not an event file of this program</source>
        <translation>{path}: không phải tệp giải của chương trình này</translation>
    </message>
    <message>
        <source>event</source>
        <translation>giải đấu</translation>
    </message>
    <message>
        <source>team-event</source>
        <translation>giải đồng đội</translation>
    </message>
    <message>
        <source>knockout</source>
        <translation>giải loại trực tiếp</translation>
    </message>
    <message>
        <source>{path}: not a tournament export: {error}</source>
        <translation>{path}: không phải tệp giải đấu đã xuất: {error}</translation>
    </message>
    <message>
        <source>{path}: not written</source>
        <translation>{path}: chưa ghi được</translation>
    </message>
    <message>
        <source>{path}: no players in the file</source>
        <translation>{path}: tệp không có kỳ thủ nào</translation>
    </message>
    <message>
        <source>{path}: neither UTF-8 nor GB18030 text</source>
        <translation>{path}: không phải văn bản UTF-8 hay GB18030</translation>
    </message>
    <message>
        <source>{path}: line {line}: no name</source>
        <translation>{path}: dòng {line}: không có tên</translation>
    </message>
    <message>
        <source>{path}: line {line}: rating {rating} is not a number</source>
        <translation>{path}: dòng {line}: hệ số {rating} không phải là số</translation>
    </message>
    <message>
        <source>the competition system cannot change after round 1</source>
        <translation>sau vòng 1 không thể đổi thể thức thi đấu</translation>
    </message>
    <message>
        <source>{count} rounds are already paired</source>
        <translation>đã xếp cặp {count} vòng</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>kỳ thủ phải có tên</translation>
    </message>
    <message>
        <source>players can only be registered before round 1 is paired</source>
        <translation>chỉ đăng ký kỳ thủ được trước khi xếp cặp vòng 1</translation>
    </message>
    <message>
        <source>after the start a player withdraws instead (art. 19)</source>
        <translation>sau khi giải bắt đầu, kỳ thủ chỉ có thể bỏ giải (điều 19)</translation>
    </message>
    <message>
        <source>no player number {number}</source>
        <translation>không có kỳ thủ số {number}</translation>
    </message>
    <message>
        <source>cannot make {groups} groups of at least 2 from {count}</source>
        <translation>không chia được {count} kỳ thủ thành {groups} bảng, mỗi bảng ít nhất 2 người</translation>
    </message>
    <message>
        <source>round {number} still has games without a result</source>
        <translation>vòng {number} còn ván chưa có kết quả</translation>
    </message>
    <message>
        <source>all rounds have been paired</source>
        <translation>mọi vòng đã được xếp cặp</translation>
    </message>
    <message>
        <source>at least two players are needed</source>
        <translation>cần ít nhất hai kỳ thủ</translation>
    </message>
    <message>
        <source>round {number} cannot be paired now</source>
        <translation>hiện chưa thể xếp cặp vòng {number}</translation>
    </message>
    <message>
        <source>round {number} is followed by later rounds</source>
        <translation>sau vòng {number} đã có các vòng tiếp theo</translation>
    </message>
    <message>
        <source>a bye needs no result (it scores as a win, art. 14.4)</source>
        <translation>ván miễn đấu không cần kết quả (tính là thắng, điều 14.4)</translation>
    </message>
    <message>
        <source>fouls cannot be negative</source>
        <translation>số lần phạm quy không thể âm</translation>
    </message>
    <message>
        <source>there is no round {number}</source>
        <translation>không có vòng {number}</translation>
    </message>
    <message>
        <source>round {number} has no board {board}</source>
        <translation>vòng {number} không có bàn {board}</translation>
    </message>
    <message>
        <source>player {number} has already left</source>
        <translation>kỳ thủ số {number} đã rời giải</translation>
    </message>
    <message>
        <source>eliminate only after a finished round</source>
        <translation>chỉ loại sau khi một vòng đã kết thúc</translation>
    </message>
    <message>
        <source>no round has been paired</source>
        <translation>chưa xếp cặp vòng nào</translation>
    </message>
    <message>
        <source>round {number} already has results</source>
        <translation>vòng {number} đã có kết quả</translation>
    </message>
    <message>
        <source>round {number}: no pairing avoids rematches and keeps the colour limits for these {count} players</source>
        <translation>vòng {number}: với {count} kỳ thủ này không có cách xếp cặp nào vừa tránh gặp lại vừa giữ giới hạn màu quân</translation>
    </message>
    <message>
        <source>teams can only be registered before round 1</source>
        <translation>chỉ đăng ký đội được trước vòng 1</translation>
    </message>
    <message>
        <source>team {name} needs {count} players</source>
        <translation>đội {name} cần {count} kỳ thủ</translation>
    </message>
    <message>
        <source>team {name} needs {count} players or more</source>
        <translation>đội {name} cần ít nhất {count} kỳ thủ</translation>
    </message>
    <message>
        <source>no team number {number}</source>
        <translation>không có đội số {number}</translation>
    </message>
    <message>
        <source>round {number} is not finished</source>
        <translation>vòng {number} chưa kết thúc</translation>
    </message>
    <message>
        <source>a bye has no line-up</source>
        <translation>lượt miễn đấu không có đội hình</translation>
    </message>
    <message>
        <source>{name}: {count} different players needed</source>
        <translation>{name}: cần {count} kỳ thủ khác nhau</translation>
    </message>
    <message>
        <source>{name}: not all of them are registered</source>
        <translation>{name}: có kỳ thủ chưa đăng ký</translation>
    </message>
    <message>
        <source>{name}: fixed boards (11.1) cannot change</source>
        <translation>{name}: bàn cố định (điều 11.1) không thể thay đổi</translation>
    </message>
    <message>
        <source>{name}: the board order cannot be inverted (11.2)</source>
        <translation>{name}: không được đảo thứ tự bàn (điều 11.2)</translation>
    </message>
    <message>
        <source>a bye has no boards</source>
        <translation>lượt miễn đấu không có bàn</translation>
    </message>
    <message>
        <source>set the line-ups first (11.2/11.3)</source>
        <translation>hãy xếp đội hình trước (điều 11.2/11.3)</translation>
    </message>
    <message>
        <source>there is no board {board}</source>
        <translation>không có bàn {board}</translation>
    </message>
    <message>
        <source>no match {index} in round {number}</source>
        <translation>vòng {number} không có trận {index}</translation>
    </message>
    <message>
        <source>player {number} is paired {count} times</source>
        <translation>kỳ thủ số {number} được xếp {count} lần</translation>
    </message>
    <message>
        <source>player {number} has withdrawn</source>
        <translation>kỳ thủ số {number} đã bỏ giải</translation>
    </message>
    <message>
        <source>player {number} is not paired</source>
        <translation>kỳ thủ số {number} chưa được xếp cặp</translation>
    </message>
    <message>
        <source>{red} and {black} have met before</source>
        <translation>số {red} và số {black} đã gặp nhau</translation>
    </message>
    <message>
        <source>player {number} ({history}) cannot take Red: three in a row or difference 3</source>
        <translation>kỳ thủ số {number} ({history}) không thể cầm quân Đỏ: ba ván liền hoặc chênh lệch 3</translation>
    </message>
    <message>
        <source>player {number} ({history}) cannot take Black: three in a row or difference 3</source>
        <translation>kỳ thủ số {number} ({history}) không thể cầm quân Đen: ba ván liền hoặc chênh lệch 3</translation>
    </message>
    <message>
        <source>player {number} already had a bye</source>
        <translation>kỳ thủ số {number} đã được miễn đấu một lần</translation>
    </message>
    <message>
        <source>the bye should go to a lower scorer (e.g. {number})</source>
        <translation>lượt miễn đấu nên dành cho kỳ thủ ít điểm hơn (ví dụ số {number})</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>Type a move: 炮二平五, 炮25, C2=5, h2e2</source>
        <translation>Gõ nước đi: 炮二平五, 炮25, C2=5, h2e2</translation>
    </message>
    <message numerus="yes">
        <source>%n more…</source>
        <translation>
            <numerusform>còn %n nước…</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” fits several moves: %2</source>
        <translation>“%1” khớp nhiều nước: %2</translation>
    </message>
    <message>
        <source>“%1” is not a legal move here: %2</source>
        <translation>“%1” không phải nước hợp lệ ở đây: %2</translation>
    </message>
</context>
<context>
    <name>MoveTree</name>
    <message>
        <source>Start position</source>
        <translation>Thế cờ ban đầu</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Nâng biến lên</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Đặt làm nhánh chính</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Hạ biến xuống</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Xóa từ đây</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>National event (the first illegal move loses, art. 4.1.8)</source>
        <extracomment>Competition presets and their labels (CXA art. 4.1.8 / 8.1.8 decide the penalties).</extracomment>
        <translation>Giải toàn quốc (đi sai luật lần đầu bị xử thua, điều 4.1.8)</translation>
    </message>
    <message>
        <source>Provincial event (a foul, then a loss, art. 8.1.8)</source>
        <translation>Giải cấp tỉnh (phạm quy, tái phạm bị xử thua, điều 8.1.8)</translation>
    </message>
    <message>
        <source>Junior championship (a foul, then a loss, art. 8.1.8)</source>
        <translation>Giải thiếu niên (phạm quy, tái phạm bị xử thua, điều 8.1.8)</translation>
    </message>
    <message>
        <source>Casual game (illegal moves refused, undo allowed)</source>
        <translation>Ván giao hữu (không nhận nước sai luật, được đi lại)</translation>
    </message>
    <message>
        <source>CXA repetition rules (Chinese Xiangqi Association)</source>
        <translation>Luật lặp lại CXA (Hiệp hội Cờ tướng Trung Quốc)</translation>
    </message>
    <message>
        <source>AXF repetition rules (Asian Xiangqi Federation)</source>
        <translation>Luật lặp lại AXF (Liên đoàn Cờ tướng châu Á)</translation>
    </message>
    <message>
        <source>National event</source>
        <translation>Giải toàn quốc</translation>
    </message>
    <message>
        <source>Provincial event</source>
        <translation>Giải cấp tỉnh</translation>
    </message>
    <message>
        <source>Junior championship</source>
        <translation>Giải thiếu niên</translation>
    </message>
    <message>
        <source>Casual game</source>
        <translation>Ván giao hữu</translation>
    </message>
    <message>
        <source>{0} ({1} repetition rules)</source>
        <translation>{0} (luật lặp lại {1})</translation>
    </message>
    <message>
        <source>clock only, no score sheet</source>
        <translation>chỉ bấm giờ, không ghi biên bản</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>đánh tiếp</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Tùy chỉnh</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Tùy chỉnh…</translation>
    </message>
    <message>
        <source>Press the clock by hand after each move (physical clock; the time runs until you press)</source>
        <translation>Tự bấm đồng hồ sau mỗi nước (như đồng hồ thật; thời gian chạy cho đến khi bấm)</translation>
    </message>
    <message>
        <source>Show legal targets (casual games only)</source>
        <translation>Hiện các ô đi được (chỉ ván giao hữu)</translation>
    </message>
    <message>
        <source>Record the moves (score sheet); off: a clock-only game beside a wooden board</source>
        <translation>Ghi nước đi (biên bản); bỏ chọn: chỉ bấm giờ, chơi trên bàn cờ thật</translation>
    </message>
    <message>
        <source>No engine found.</source>
        <translation>Không tìm thấy máy.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Giải đấu</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Vòng</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Địa điểm</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ngày</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Trọng tài</translation>
    </message>
    <message>
        <source>Repetition rules</source>
        <translation>Luật lặp lại</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Thời gian thi đấu</translation>
    </message>
    <message>
        <source>{0} is not an executable file.</source>
        <translation>{0} không phải là tệp chạy được.</translation>
    </message>
    <message>
        <source>Engine choice disabled: {0}</source>
        <translation>Không thể chọn máy: {0}</translation>
    </message>
    <message>
        <source>Red {0}; Black {1}</source>
        <translation>Đỏ {0}; Đen {1}</translation>
    </message>
    <message>
        <source>Custom: {0}</source>
        <translation>Tùy chỉnh: {0}</translation>
    </message>
    <message>
        <source>Red team</source>
        <translation>Đội Đỏ</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>Red plays</source>
        <translation>Bên Đỏ do</translation>
    </message>
    <message>
        <source>Black team</source>
        <translation>Đội Đen</translation>
    </message>
    <message>
        <source>Black plays</source>
        <translation>Bên Đen do</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>Cấp giải</translation>
    </message>
</context>
<context>
    <name>NotationBox</name>
    <message>
        <source>Chinese (炮二平五)</source>
        <extracomment>The example move each notation is known by (the closed box shows it).</extracomment>
        <translation>Ký pháp Trung Quốc (炮二平五)</translation>
    </message>
    <message>
        <source>Abbreviated (炮25)</source>
        <translation>Ký pháp rút gọn (炮25)</translation>
    </message>
    <message>
        <source>WXF (C2=5)</source>
        <translation>Ký pháp WXF (C2=5)</translation>
    </message>
    <message>
        <source>ICCS (h2e2)</source>
        <translation>Tọa độ ICCS (h2e2)</translation>
    </message>
</context>
<context>
    <name>NotationBoxShort</name>
    <message>
        <source>Chinese (炮二平五)</source>
        <extracomment>The short names the closed box shows when the full name has no room (context &quot;NotationBoxShort&quot;: the same English words as some full names, other translations).</extracomment>
        <translation>Hán (炮二平五)</translation>
    </message>
    <message>
        <source>Abbr. (炮25)</source>
        <translation>Rút gọn (炮25)</translation>
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
        <translation>Xếp thế cờ</translation>
    </message>
    <message>
        <source>Red to move (红先)</source>
        <translation>Đỏ đi trước</translation>
    </message>
    <message>
        <source>Black to move (黑先)</source>
        <translation>Đen đi trước</translation>
    </message>
    <message>
        <source>Eraser (清除)</source>
        <translation>Tẩy</translation>
    </message>
    <message>
        <source>Clear (清空)</source>
        <translation>Xóa hết</translation>
    </message>
    <message>
        <source>Start position (初始局面)</source>
        <translation>Thế cờ ban đầu</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>Cannot read this FEN: %1</source>
        <translation>Không đọc được FEN này: %1</translation>
    </message>
    <message>
        <source>Impossible position: %1</source>
        <translation>Thế cờ không thể có: %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Tùy chọn</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Ngôn ngữ của hệ thống</translation>
    </message>
    <message>
        <source>Simplified (帅仕相马车炮兵)</source>
        <translation>Giản thể (帅仕相马车炮兵)</translation>
    </message>
    <message>
        <source>Traditional (帥仕相傌俥炮兵)</source>
        <translation>Phồn thể (帥仕相傌俥炮兵)</translation>
    </message>
    <message>
        <source>Clock sounds (warnings, press clicks, 读秒)</source>
        <translation>Âm thanh đồng hồ (cảnh báo, tiếng bấm, đọc giây)</translation>
    </message>
    <message>
        <source>Count 读秒 aloud (十秒, 五、四、三、二、一)</source>
        <translation>Đọc giây thành tiếng (mười giây, năm, bốn, ba, hai, một)</translation>
    </message>
    <message>
        <source>Seconds of main time left at which the clock warns, separated by commas, e.g. 60, 30, 10</source>
        <translation>Số giây thời gian chính còn lại thì đồng hồ cảnh báo, cách nhau bằng dấu phẩy, ví dụ 60, 30, 10</translation>
    </message>
    <message>
        <source>Left half of the keyboard</source>
        <translation>Nửa trái bàn phím</translation>
    </message>
    <message>
        <source>Right half of the keyboard</source>
        <translation>Nửa phải bàn phím</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>A second press by the same player within this time is ignored, as on a physical clock.</source>
        <translation>Cùng một bên bấm lại trong khoảng thời gian này thì không tính, như đồng hồ thật.</translation>
    </message>
    <message>
        <source>CXA form in Chinese (记录表)</source>
        <translation>Biên bản CXA bằng tiếng Trung (记录表)</translation>
    </message>
    <message>
        <source>The interface language</source>
        <translation>Ngôn ngữ giao diện</translation>
    </message>
    <message>
        <source>Wooden board</source>
        <translation>Bàn cờ vân gỗ</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Tương phản cao</translation>
    </message>
    <message>
        <source>Keys separated by commas, e.g. Z, A</source>
        <translation>Các phím cách nhau bằng dấu phẩy, ví dụ Z, A</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Ngôn ngữ</translation>
    </message>
    <message>
        <source>Piece faces</source>
        <translation>Mặt chữ quân cờ</translation>
    </message>
    <message>
        <source>Score sheet notation</source>
        <translation>Ký pháp của biên bản</translation>
    </message>
    <message>
        <source>Printed score sheet</source>
        <translation>Biên bản in ra</translation>
    </message>
    <message>
        <source>Board and pieces</source>
        <translation>Bàn cờ và quân cờ</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Âm thanh</translation>
    </message>
    <message>
        <source>Warnings at (seconds left)</source>
        <translation>Cảnh báo khi còn (giây)</translation>
    </message>
    <message>
        <source>Clock keys</source>
        <translation>Phím bấm đồng hồ</translation>
    </message>
    <message>
        <source>Left clock face keys</source>
        <translation>Phím mặt đồng hồ bên trái</translation>
    </message>
    <message>
        <source>Right clock face keys</source>
        <translation>Phím mặt đồng hồ bên phải</translation>
    </message>
    <message>
        <source>Clock mode: left face keys</source>
        <translation>Chế độ đồng hồ: phím mặt trái</translation>
    </message>
    <message>
        <source>Clock mode: right face keys</source>
        <translation>Chế độ đồng hồ: phím mặt phải</translation>
    </message>
    <message>
        <source>Pause key (arbiter)</source>
        <translation>Phím dừng đồng hồ (trọng tài)</translation>
    </message>
    <message>
        <source>Clock mode: ignore a repeated press within</source>
        <translation>Chế độ đồng hồ: bỏ qua lần bấm lặp lại trong vòng</translation>
    </message>
</context>
<context>
    <name>PrintSheet</name>
    <message>
        <source>Move</source>
        <extracomment>The language of the CXA score-sheet form (记录表), the printout&apos;s default. Table columns: (heading, relative width). Move columns hold full / abbreviated notation. Headings, like every label below, are English sources translated into the sheet&apos;s language (zh_Hans: the CXA form&apos;s words 回合, 红方, 简写, 用时, 黑方, 备注).</extracomment>
        <translation>Hiệp</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Abbr.</source>
        <translation>Viết tắt</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Thời gian</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Ghi chú</translation>
    </message>
    <message>
        <source>Red wins</source>
        <extracomment>Lines allowed for the ending sentence and for each foul in the closing block.</extracomment>
        <translation>Đỏ thắng</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Đen thắng</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Chưa xong</translation>
    </message>
    <message>
        <source>checkmate</source>
        <extracomment>Names of the endings (the CXA&apos;s wording of art. 4.1 / 4.2 in Chinese: 将死, 困毙 ...).</extracomment>
        <translation>chiếu hết</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>hết nước đi (困毙)</translation>
    </message>
    <message>
        <source>self-kill</source>
        <translation>tự sát (自杀)</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>chiếu mãi (长将)</translation>
    </message>
    <message>
        <source>perpetual chase</source>
        <translation>bắt mãi (长捉)</translation>
    </message>
    <message>
        <source>forbidden repetition</source>
        <translation>vi phạm nước cấm</translation>
    </message>
    <message>
        <source>draw, neither side varies</source>
        <translation>không đổi thì hòa (不变作和)</translation>
    </message>
    <message>
        <source>natural move limit</source>
        <translation>giới hạn nước tự nhiên</translation>
    </message>
    <message>
        <source>neither side can win</source>
        <translation>không bên nào thắng được</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>xin thua</translation>
    </message>
    <message>
        <source>agreed draw</source>
        <translation>thỏa thuận hòa</translation>
    </message>
    <message>
        <source>lost on time</source>
        <translation>thua vì hết giờ</translation>
    </message>
    <message>
        <source>required moves not made</source>
        <translation>không đi đủ số nước quy định</translation>
    </message>
    <message>
        <source>three fouls</source>
        <translation>ba lần phạm quy</translation>
    </message>
    <message>
        <source>false natural-limit claims</source>
        <translation>yêu cầu giới hạn nước tự nhiên sai</translation>
    </message>
    <message>
        <source>violating the move rules</source>
        <translation>vi phạm luật đi quân</translation>
    </message>
    <message>
        <source>pressing the clock without moving</source>
        <translation>bấm đồng hồ khi chưa đi</translation>
    </message>
    <message>
        <source>late arrival</source>
        <translation>đến muộn</translation>
    </message>
    <message>
        <source>refusing to observe the rules</source>
        <translation>không chấp hành luật</translation>
    </message>
    <message>
        <source>arbiter&apos;s decision</source>
        <translation>quyết định của trọng tài</translation>
    </message>
    <message>
        <source>both players late</source>
        <translation>cả hai đến muộn</translation>
    </message>
    <message>
        <source>Xiangqi Competition Score Sheet</source>
        <translation>Biên bản thi đấu cờ tướng</translation>
    </message>
    <message>
        <source>Red&apos;s signature</source>
        <translation>Chữ ký bên Đỏ</translation>
    </message>
    <message>
        <source>Black&apos;s signature</source>
        <translation>Chữ ký bên Đen</translation>
    </message>
    <message>
        <source>Arbiter&apos;s signature</source>
        <translation>Chữ ký trọng tài</translation>
    </message>
    <message>
        <source>Red&apos;s fouls: </source>
        <translation>Đỏ phạm quy: </translation>
    </message>
    <message>
        <source>Black&apos;s fouls: </source>
        <translation>Đen phạm quy: </translation>
    </message>
    <message>
        <source>R: </source>
        <translation>Đỏ: </translation>
    </message>
    <message>
        <source>B: </source>
        <translation>Đen: </translation>
    </message>
    <message>
        <source>Result: {0} {1}</source>
        <translation>Kết quả: {0} {1}</translation>
    </message>
    <message>
        <source>Ending: </source>
        <translation>Kết thúc: </translation>
    </message>
    <message>
        <source> (art. {0})</source>
        <translation> (điều {0})</translation>
    </message>
    <message>
        <source>Time used: Red {0}    Black {1}</source>
        <translation>Thời gian đã dùng: Đỏ {0}    Đen {1}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không</translation>
    </message>
    <message>
        <source>before the first move</source>
        <translation>trước nước đầu</translation>
    </message>
    <message>
        <source>move {0}</source>
        <translation>hiệp {0}</translation>
    </message>
    <message>
        <source>Event: {0}    Round: {1}    Date: {2}    Site: {3}</source>
        <translation>Giải: {0}    Ván: {1}    Ngày: {2}    Nơi: {3}</translation>
    </message>
    <message>
        <source>Red: {0}    Black: {1}</source>
        <translation>Đỏ: {0}    Đen: {1}</translation>
    </message>
    <message>
        <source>Time control: {0}    Arbiter: {1}</source>
        <translation>Thời gian: {0}    Trọng tài: {1}</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0} v {1}    {2}    (continued)</source>
        <translation>{0} - {1}    {2}    (tiếp)</translation>
    </message>
    <message>
        <source>Page {0} of {1}</source>
        <translation>Trang {0}/{1}</translation>
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
        <translation>không thể vẽ lên máy in hoặc tệp PDF (có ghi được không?)</translation>
    </message>
    <message>
        <source>the printer refused page {0}</source>
        <translation>máy in từ chối trang {0}</translation>
    </message>
    <message>
        <source>{0}: the PDF file was not written</source>
        <translation>{0}: không ghi được tệp PDF</translation>
    </message>
    <message>
        <source>score-sheet</source>
        <comment>the PDF file name proposed for a game without names</comment>
        <extracomment>the file written (&quot;&quot; when printing on a printer without an output file)</extracomment>
        <translation>bien-ban</translation>
    </message>
    <message>
        <source>Print score sheet</source>
        <translation>In biên bản</translation>
    </message>
    <message>
        <source>Score sheet preview</source>
        <translation>Xem trước biên bản</translation>
    </message>
</context>
<context>
    <name>RecordBrowser</name>
    <message>
        <source> … [{0} more characters not shown]</source>
        <translation> … [còn {0} ký tự không hiển thị]</translation>
    </message>
</context>
<context>
    <name>RecordError</name>
    <message>
        <source>game {0}</source>
        <translation>ván {0}</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>dòng {0}</translation>
    </message>
    <message>
        <source>byte offset {0} (0x{1})</source>
        <translation>vị trí byte {0} (0x{1})</translation>
    </message>
    <message>
        <source>ply {0}</source>
        <translation>nước thứ {0}</translation>
    </message>
    <message>
        <source>unknown place</source>
        <translation>không rõ vị trí</translation>
    </message>
    <message>
        <source>File: {0}
Place: {1}
Reason: {2}</source>
        <translation>Tệp: {0}
Vị trí: {1}
Lý do: {2}</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>1-0 Red wins</source>
        <translation>1-0 Đỏ thắng</translation>
    </message>
    <message>
        <source>0-1 Black wins</source>
        <translation>0-1 Đen thắng</translation>
    </message>
    <message>
        <source>1/2-1/2 Draw</source>
        <translation>1/2-1/2 Hòa</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Đang xem lại…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Đã hủy xem lại.</translation>
    </message>
    <message numerus="yes">
        <source>%n marked move(s).</source>
        <translation>
            <numerusform>Đã đánh dấu %n nước.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review stopped: %1</source>
        <translation>Đã dừng xem lại: %1</translation>
    </message>
</context>
<context>
    <name>ReviewSettingsDialog</name>
    <message>
        <source>Review this game</source>
        <translation>Xem lại ván này</translation>
    </message>
    <message>
        <source>engine executable</source>
        <translation>tệp chương trình máy</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Duyệt…</translation>
    </message>
    <message>
        <source>Depth per position</source>
        <translation>Độ sâu mỗi thế cờ</translation>
    </message>
    <message>
        <source> plies</source>
        <translation> nước đơn</translation>
    </message>
    <message>
        <source>Time per position</source>
        <translation>Thời gian mỗi thế cờ</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Máy</translation>
    </message>
    <message>
        <source>A move is compared with the engine&apos;s best move in one search of the same position: at least %1 plies deep with a depth, for the same time with a time per position (at most about three times that time a position). A depth gives the same marks on every computer; a time is quicker on a slow one.</source>
        <translation>Mỗi nước đi được so với nước tốt nhất của máy trong cùng một lần tính của cùng thế cờ: theo độ sâu thì sâu ít nhất %1 nước đơn, theo thời gian thì tính trong cùng thời gian đó (mỗi thế cờ tối đa khoảng ba lần thời gian ấy). Theo độ sâu thì mọi máy tính cho cùng đánh dấu, theo thời gian thì nhanh hơn trên máy tính chậm.</translation>
    </message>
    <message>
        <source>Choose the engine</source>
        <translation>Chọn máy</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Full-width Black digits</source>
        <extracomment>the laid-out texts the delegates draw (see :class:`GlyphCache`)</extracomment>
        <translation>Số toàn khổ cho bên Đen</translation>
    </message>
    <message>
        <source>Played: {0}</source>
        <translation>Đã đi: {0}</translation>
    </message>
    <message>
        <source>Variation {0}: {1}</source>
        <translation>Biến {0}: {1}</translation>
    </message>
</context>
<context>
    <name>ScoreTableModel</name>
    <message>
        <source>No.</source>
        <extracomment>Item-data roles of :class:`ScoreTableModel` beyond Qt&apos;s. Every character a move text of the sheet can hold (Chinese with full-width digits, WXF, ICCS): laid out once soon after start-up (:meth:`ScoreSheet.warm_glyphs`). The roles :meth:`ScoreTableModel.data` answers (as ints); the others are None at once. The roles whose data :class:`ScoreTableModel` keeps until the next change notification (not the highlight, which moves without one, nor translated notes and tooltips, which follow the UI language at once).</extracomment>
        <translation>Lượt</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Thời gian</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>Variation {0}: {1} ({2})</source>
        <extracomment>row -&gt; {(column, role): data}, filled by :meth:`data`; and row -&gt; {column: SheetCell}, filled by :meth:`cell` for the delegates. A change notification empties the rows it names (``dataChanged``) or all of them: the window repaints the sheet whenever its layout moves, and a step through the game notifies two rows (issue 12) How many :class:`SheetCell` were worked out from the rows (tests count them)</extracomment>
        <translation>Biến {0}: {1} ({2})</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Human</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Máy</translation>
    </message>
    <message>
        <source>engine executable</source>
        <translation>tệp chương trình máy</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Duyệt…</translation>
    </message>
    <message>
        <source> s per move</source>
        <translation> giây/nước</translation>
    </message>
    <message>
        <source>follow the game clock</source>
        <translation>theo đồng hồ ván cờ</translation>
    </message>
    <message>
        <source>Engine think time per move; the lowest value makes the engine use its clock time.</source>
        <translation>Thời gian suy nghĩ mỗi nước của máy; giá trị thấp nhất để máy dùng thời gian trên đồng hồ.</translation>
    </message>
    <message>
        <source>strength </source>
        <translation>sức cờ </translation>
    </message>
    <message>
        <source>full strength</source>
        <translation>toàn lực</translation>
    </message>
    <message>
        <source>The engine&apos;s Skill Level: 0 is the weakest, 20 full strength (engines without it ignore it).</source>
        <translation>Mức sức cờ của máy: 0 là yếu nhất, 20 là toàn lực (máy không có tùy chọn này sẽ bỏ qua).</translation>
    </message>
    <message>
        <source>Elo </source>
        <translation>hệ số </translation>
    </message>
    <message>
        <source>no Elo limit</source>
        <translation>không giới hạn hệ số</translation>
    </message>
    <message>
        <source>Play at about this Elo (the engine&apos;s UCI_Elo); when set it replaces the Skill Level.</source>
        <translation>Chơi ở khoảng hệ số Elo này (tùy chọn giới hạn sức cờ của máy); khi đặt, nó thay cho mức sức cờ.</translation>
    </message>
    <message>
        <source>Choose the engine</source>
        <translation>Chọn máy</translation>
    </message>
</context>
<context>
    <name>SheetNote</name>
    <message>
        <source>Foul {0}</source>
        <extracomment>List separators by language: (pieces, moves, articles, other). The core&apos;s Chinese terms (棋例 names such as 长将, 允许着法; move natures 将, 捉 ...) in traditional characters, for the format spec ``term`` in 繁體 (``{name:term}``). What a move without notation (an illegal one) is called in a Chinese sentence.</extracomment>
        <translation>Phạm quy {0}</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Đề nghị hòa</translation>
    </message>
</context>
<context>
    <name>StudyTools</name>
    <message>
        <source>Clock mode — xiangqi_gui</source>
        <translation>Chế độ đồng hồ — xiangqi_gui</translation>
    </message>
    <message>
        <source>Analysis 分析</source>
        <translation>Phân tích</translation>
    </message>
    <message>
        <source>Moves and comments 着法与注解</source>
        <translation>Nước đi</translation>
    </message>
    <message>
        <source>Type moves 输入着法</source>
        <translation>Gõ nước đi</translation>
    </message>
    <message>
        <source>Game review 复盘</source>
        <translation>Xem lại ván cờ</translation>
    </message>
    <message>
        <source>&amp;Review this game with the engine</source>
        <translation>&amp;Xem lại ván này bằng máy</translation>
    </message>
    <message>
        <source>&amp;Set up a position… 摆棋</source>
        <translation>&amp;Xếp thế cờ…</translation>
    </message>
    <message>
        <source>Game &amp;information…</source>
        <translation>&amp;Thông tin ván cờ…</translation>
    </message>
    <message>
        <source>Copy &amp;moves (Chinese notation)</source>
        <translation>Chép &amp;nước đi (ký pháp Trung Quốc)</translation>
    </message>
    <message>
        <source>&amp;Paste moves (any notation)</source>
        <translation>&amp;Dán nước đi (ký pháp bất kỳ)</translation>
    </message>
    <message>
        <source>&amp;Clock mode (the screen as the clock)</source>
        <translation>Chế độ đồ&amp;ng hồ (màn hình làm đồng hồ)</translation>
    </message>
    <message>
        <source>The last press had &amp;no move (foul 8.1.7)</source>
        <translation>Lần bấm vừa rồi &amp;không đi nước (phạm quy 8.1.7)</translation>
    </message>
    <message>
        <source>New clock-&amp;only game (no score sheet)</source>
        <translation>Ván mới chỉ bấm &amp;giờ (không ghi biên bản)</translation>
    </message>
    <message>
        <source>&amp;Study 研究</source>
        <translation>&amp;Nghiên cứu</translation>
    </message>
    <message>
        <source>Comment on the game</source>
        <translation>Chú thích cho ván cờ</translation>
    </message>
    <message>
        <source>Comment after move %1</source>
        <translation>Chú thích sau nước %1</translation>
    </message>
    <message>
        <source>Comment after move %1 (in a variation)</source>
        <translation>Chú thích sau nước %1 (trong biến)</translation>
    </message>
    <message>
        <source>The record was changed; save it to keep it.</source>
        <translation>Biên bản đã thay đổi; hãy lưu để giữ lại.</translation>
    </message>
    <message>
        <source>That move is not legal here.</source>
        <translation>Nước này không hợp lệ ở đây.</translation>
    </message>
    <message>
        <source>set-up position</source>
        <translation>thế cờ tự xếp</translation>
    </message>
    <message>
        <source>Moves copied.</source>
        <translation>Đã chép nước đi.</translation>
    </message>
    <message>
        <source>Pasting moves is not allowed in a competition game.</source>
        <translation>Không được dán nước đi trong ván thi đấu.</translation>
    </message>
    <message>
        <source>Cannot paste the moves: %1</source>
        <translation>Không dán được nước đi: %1</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Moves to type: %1 — Enter: type the move</source>
        <translation>Nước đi chờ ghi: %1 — Enter: gõ nước đi</translation>
    </message>
</context>
<context>
    <name>Termination</name>
    <message>
        <source>checkmate</source>
        <extracomment>How a game ended, in the words of the rules (context ``Termination``).</extracomment>
        <translation>chiếu hết</translation>
    </message>
    <message>
        <source>stalemate (no legal move)</source>
        <translation>hết nước đi (bị vây chết)</translation>
    </message>
    <message>
        <source>moving into check</source>
        <translation>tự đưa Tướng vào thế bị chiếu</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>chiếu mãi</translation>
    </message>
    <message>
        <source>perpetual chase</source>
        <translation>đuổi bắt mãi</translation>
    </message>
    <message>
        <source>forbidden repetition</source>
        <translation>lặp lại bị cấm</translation>
    </message>
    <message>
        <source>draw by repetition</source>
        <translation>hòa do lặp lại</translation>
    </message>
    <message>
        <source>natural move limit</source>
        <translation>giới hạn nước tự nhiên</translation>
    </message>
    <message>
        <source>neither side can win</source>
        <translation>không bên nào có thể thắng</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>xin thua</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>thỏa thuận hòa</translation>
    </message>
    <message>
        <source>lost on time</source>
        <translation>hết giờ</translation>
    </message>
    <message>
        <source>move quota not reached</source>
        <translation>không đi đủ số nước quy định</translation>
    </message>
    <message>
        <source>three fouls</source>
        <translation>phạm quy ba lần</translation>
    </message>
    <message>
        <source>false natural-limit claims</source>
        <translation>yêu cầu giới hạn nước tự nhiên sai</translation>
    </message>
    <message>
        <source>illegal moves</source>
        <translation>đi sai luật</translation>
    </message>
    <message>
        <source>pressing the clock without moving</source>
        <translation>bấm đồng hồ khi chưa đi</translation>
    </message>
    <message>
        <source>late arrival</source>
        <translation>đến muộn</translation>
    </message>
    <message>
        <source>refusing to follow the rules</source>
        <translation>không tuân thủ luật</translation>
    </message>
    <message>
        <source>arbiter&apos;s decision</source>
        <translation>quyết định của trọng tài</translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation>cả hai bị xử bỏ cuộc</translation>
    </message>
</context>
<context>
    <name>TimeControlDialog</name>
    <message>
        <source>Time</source>
        <translation>Thời gian</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Số nước</translation>
    </message>
    <message>
        <source>Increment s</source>
        <translation>Cộng giây/nước</translation>
    </message>
    <message>
        <source>Delay s</source>
        <translation>Giây trễ</translation>
    </message>
    <message>
        <source>Delay kind</source>
        <translation>Kiểu trễ</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không</translation>
    </message>
    <message>
        <source>Bronstein</source>
        <translation>Bronstein</translation>
    </message>
    <message>
        <source>simple</source>
        <translation>đơn giản</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Thời gian thi đấu</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Tùy chỉnh</translation>
    </message>
    <message>
        <source>Move quota of the stage (art. 6.2); 0 = the rest of the game (art. 6.3). A last stage with a quota repeats.</source>
        <translation>Số nước phải đi trong giai đoạn (điều 6.2); 0 = đến hết ván (điều 6.3). Giai đoạn cuối có số nước sẽ lặp lại.</translation>
    </message>
    <message>
        <source>Add stage</source>
        <translation>Thêm giai đoạn</translation>
    </message>
    <message>
        <source>Remove last stage</source>
        <translation>Xóa giai đoạn cuối</translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation>Đếm giây</translation>
    </message>
    <message>
        <source>Time odds (art. 6.5), seconds added to the first stage</source>
        <translation>Chấp thời gian (điều 6.5), số giây cộng vào giai đoạn đầu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>stage {0}: {1}</source>
        <translation>giai đoạn {0}: {1}</translation>
    </message>
    <message>
        <source>Rapid game (art. 6.4)</source>
        <translation>Cờ nhanh (điều 6.4)</translation>
    </message>
    <message>
        <source>Periods</source>
        <translation>Số lần đếm</translation>
    </message>
    <message>
        <source>Seconds per period</source>
        <translation>Số giây mỗi lần</translation>
    </message>
    <message>
        <source>Moves per period</source>
        <translation>Số nước mỗi lần</translation>
    </message>
    <message>
        <source>Invalid: {0}</source>
        <translation>Không hợp lệ: {0}</translation>
    </message>
    <message>
        <source>Red: {0}</source>
        <translation>Đỏ: {0}</translation>
    </message>
    <message>
        <source>Black: {0}</source>
        <translation>Đen: {0}</translation>
    </message>
</context>
<context>
    <name>TimeText</name>
    <message>
        <source>Red {0}; Black {1}</source>
        <translation>Đỏ {0}; Đen {1}</translation>
    </message>
    <message>
        <source>{0} h</source>
        <translation>{0} giờ</translation>
    </message>
    <message>
        <source>{0} min</source>
        <translation>{0} phút</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} giây</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>hours, minutes and seconds of one duration</comment>
        <translation>{0} {1}</translation>
    </message>
    <message numerus="yes">
        <source>{0} for %n move(s)</source>
        <translation>
            <numerusform>{0} cho %n nước</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} + {1}/move</source>
        <translation>{0} + {1}/nước</translation>
    </message>
    <message>
        <source>{0}, delay {1}</source>
        <translation>{0}, trễ {1}</translation>
    </message>
    <message>
        <source>{0}, then {1}</source>
        <translation>{0}, sau đó {1}</translation>
    </message>
    <message>
        <source>{0} (repeating)</source>
        <translation>{0} (lặp lại)</translation>
    </message>
    <message>
        <source>{0} + byo-yomi {1} × {2}</source>
        <translation>{0} + đếm giây {1} × {2}</translation>
    </message>
    <message numerus="yes">
        <source>{0} + byo-yomi {1} × {2} for %n move(s)</source>
        <translation>
            <numerusform>{0} + đếm giây {1} × {2} cho %n nước</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} (art. {1})</source>
        <translation>{0} (điều {1})</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>round-%1-board-%2</source>
        <comment>the file name (without .pdf) of the score sheet of board %2 in round %1</comment>
        <translation>vong-%1-ban-%2</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Bỏ ván cờ này?</translation>
    </message>
    <message>
        <source>A game is in progress. Abandon it and play round %1 board %2?</source>
        <translation>Đang có một ván cờ. Bỏ ván đó và chơi vòng %1 bàn %2?</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Giải đấu</translation>
    </message>
    <message>
        <source>Open or create a tournament…</source>
        <translation>Mở hoặc tạo giải đấu…</translation>
    </message>
    <message>
        <source>Tournament file</source>
        <translation>Tệp giải đấu</translation>
    </message>
    <message>
        <source>tournament</source>
        <comment>the file name (without .xqt) proposed for a new tournament</comment>
        <translation>giai-dau</translation>
    </message>
    <message>
        <source>Tournament (*.xqt)</source>
        <translation>Giải đấu (*.xqt)</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Giải đấu</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>default of the system</source>
        <translation>mặc định của hệ thống</translation>
    </message>
    <message>
        <source>art. %1</source>
        <translation>điều %1</translation>
    </message>
    <message>
        <source>lowest score of the field (14.4)</source>
        <translation>điểm thấp nhất của toàn giải (14.4)</translation>
    </message>
    <message>
        <source>lowest non-zero score</source>
        <translation>điểm khác 0 thấp nhất</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>không điểm</translation>
    </message>
    <message>
        <source>points after the previous round</source>
        <translation>điểm sau vòng trước</translation>
    </message>
    <message>
        <source>place after the previous round</source>
        <translation>thứ hạng sau vòng trước</translation>
    </message>
    <message>
        <source>points without round 1, 1–2, …</source>
        <translation>điểm không tính vòng 1, 1–2, …</translation>
    </message>
    <message>
        <source>progressive score without round 1, 1–2, …</source>
        <translation>điểm lũy tiến không tính vòng 1, 1–2, …</translation>
    </message>
    <message>
        <source>keep players of one unit apart in round 1</source>
        <translation>tránh xếp kỳ thủ cùng đơn vị gặp nhau ở vòng 1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Áp dụng</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Giải đấu</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Thể thức</translation>
    </message>
    <message>
        <source>Scoring (art. 13)</source>
        <translation>Tính điểm (điều 13)</translation>
    </message>
    <message>
        <source>Tie-breaks (art. 14)</source>
        <translation>Chỉ số phụ (điều 14)</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Thời gian thi đấu</translation>
    </message>
    <message>
        <source>Competition level</source>
        <translation>Cấp độ thi đấu</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Đơn vị</translation>
    </message>
    <message>
        <source>standings</source>
        <comment>the file name (without .pdf or .csv) of the standings</comment>
        <translation>bang-xep-hang</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>chưa có hệ số</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Đăng ký</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Nhập CSV…</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Rút lui</translation>
    </message>
    <message>
        <source>Warning (18.1)</source>
        <translation>Cảnh cáo (18.1)</translation>
    </message>
    <message>
        <source>Game disqualification (18.2)</source>
        <translation>Xử thua ván cờ (18.2)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Hệ số</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>STT</translation>
    </message>
    <message>
        <source>Red wins</source>
        <extracomment>Result choices of the results column, in menu order (None = no result yet).</extracomment>
        <translation>Đỏ thắng</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Đen thắng</translation>
    </message>
    <message>
        <source>Red wins by forfeit</source>
        <translation>Đỏ thắng (Đen bỏ cuộc)</translation>
    </message>
    <message>
        <source>Black wins by forfeit</source>
        <translation>Đen thắng (Đỏ bỏ cuộc)</translation>
    </message>
    <message>
        <source>Both forfeit</source>
        <translation>Cả hai bỏ cuộc</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Vòng tròn</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Vòng tròn hai lượt</translation>
    </message>
    <message>
        <source>Group round robin</source>
        <translation>Vòng tròn chia bảng</translation>
    </message>
    <message>
        <source>Swiss system</source>
        <translation>Hệ Thụy Sĩ</translation>
    </message>
    <message>
        <source>Sanctions</source>
        <translation>Xử phạt</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Tổng điểm ván</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Điểm lũy tiến</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Số ván thắng</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Đối đầu trực tiếp</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>Phạm quy</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Số ván đi sau</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>Số ván thắng khi đi sau</translation>
    </message>
    <message>
        <source>Previous rounds</source>
        <translation>Thành tích vòng trước</translation>
    </message>
    <message>
        <source>Dropping round 1</source>
        <translation>Bỏ điểm vòng 1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Hạng</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source> (withdrawn)</source>
        <translation> (rút lui)</translation>
    </message>
    <message>
        <source>R</source>
        <extracomment>crosstable cell &quot;4R 2&quot;: opponent 4, played with Red (moved first), 2 points</extracomment>
        <translation>T</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>crosstable cell &quot;4B 0&quot;: opponent 4, played with Black (moved second), 0 points</extracomment>
        <translation>H</translation>
    </message>
    <message>
        <source>round-%1-pairings</source>
        <comment>the file name (without .pdf) of round %1&apos;s pairings</comment>
        <translation>vong-%1-xep-cap</translation>
    </message>
    <message>
        <source>crosstable</source>
        <comment>the file name (without .pdf) of the crosstable</comment>
        <translation>bang-ket-qua-cheo</translation>
    </message>
    <message>
        <source>win 2, draw 1, loss 0</source>
        <translation>thắng 2, hòa 1, thua 0</translation>
    </message>
    <message>
        <source>win 3, draw 1, loss 0</source>
        <translation>thắng 3, hòa 1, thua 0</translation>
    </message>
    <message>
        <source>win 3, draw 1 (Red) or 2 (Black), loss 0</source>
        <translation>thắng 3, hòa 1 (Đỏ) hoặc 2 (Đen), thua 0</translation>
    </message>
    <message>
        <source>win 1, draw 1/2, loss 0</source>
        <translation>thắng 1, hòa 0,5, thua 0</translation>
    </message>
    <message>
        <source>Rounds (Swiss)</source>
        <translation>Số vòng (hệ Thụy Sĩ)</translation>
    </message>
    <message>
        <source>Groups (group round robin)</source>
        <translation>Số bảng (vòng tròn chia bảng)</translation>
    </message>
    <message>
        <source>Bye in Buchholz</source>
        <translation>Vòng miễn đấu khi tính điểm đối thủ</translation>
    </message>
    <message>
        <source>Previous-rounds comparison</source>
        <translation>So sánh thành tích vòng trước</translation>
    </message>
    <message>
        <source>Dropping the first rounds</source>
        <translation>Bỏ điểm các vòng đầu</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>Đăng ký</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Xếp cặp vòng tiếp theo</translation>
    </message>
    <message>
        <source>Play this board</source>
        <translation>Chơi bàn này</translation>
    </message>
    <message>
        <source>Edit pairing…</source>
        <translation>Sửa xếp cặp…</translation>
    </message>
    <message>
        <source>Undo pairing</source>
        <translation>Hủy xếp cặp</translation>
    </message>
    <message>
        <source>Drop the last round (before any result) to pair it again</source>
        <translation>Bỏ vòng cuối (trước khi có kết quả) để xếp cặp lại</translation>
    </message>
    <message>
        <source>Board list PDF…</source>
        <translation>Danh sách bàn PDF…</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Vòng</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bàn</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Red fouls</source>
        <translation>Lỗi của Đỏ</translation>
    </message>
    <message>
        <source>Black fouls</source>
        <translation>Lỗi của Đen</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Xếp cặp</translation>
    </message>
    <message>
        <source>Standings PDF…</source>
        <translation>Bảng xếp hạng PDF…</translation>
    </message>
    <message>
        <source>Standings CSV…</source>
        <translation>Bảng xếp hạng CSV…</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Bảng xếp hạng</translation>
    </message>
    <message>
        <source>Crosstable PDF…</source>
        <translation>Bảng kết quả chéo PDF…</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Bảng kết quả chéo</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Giải đấu</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Nhập kỳ thủ</translation>
    </message>
    <message>
        <source>CSV (*.csv *.txt)</source>
        <translation>CSV (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Edit pairing</source>
        <translation>Sửa xếp cặp</translation>
    </message>
    <message>
        <source>Boards of round %1 as red-black, 0 for the bye:</source>
        <translation>Các bàn của vòng %1 theo dạng đỏ-đen, 0 cho miễn đấu:</translation>
    </message>
    <message>
        <source>Write each board as red-black, e.g. 1-4.</source>
        <translation>Ghi mỗi bàn theo dạng đỏ-đen, ví dụ 1-4.</translation>
    </message>
    <message>
        <source>Pairing breaks the rules</source>
        <translation>Xếp cặp vi phạm quy định</translation>
    </message>
    <message>
        <source>%1

Take this pairing anyway?</source>
        <translation>%1

Vẫn chấp nhận cách xếp cặp này?</translation>
    </message>
    <message>
        <source>No game window is available to play the board.</source>
        <translation>Không có cửa sổ ván cờ nào để chơi bàn này.</translation>
    </message>
    <message>
        <source>Board %1 is a bye.</source>
        <translation>Bàn %1 là miễn đấu.</translation>
    </message>
    <message>
        <source>Round %1 board %2: %3</source>
        <translation>Vòng %1 bàn %2: %3</translation>
    </message>
    <message>
        <source>No round has been paired yet.</source>
        <translation>Chưa xếp cặp vòng nào.</translation>
    </message>
    <message>
        <source>Written %1</source>
        <translation>Đã ghi %1</translation>
    </message>
    <message>
        <source>Save CSV</source>
        <translation>Lưu CSV</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>Lưu PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Tournament — %1</source>
        <translation>Giải đấu — %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Vòng %1</translation>
    </message>
    <message>
        <source>active</source>
        <translation>đang thi đấu</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>đã rút lui</translation>
    </message>
    <message>
        <source>expelled</source>
        <translation>bị truất quyền</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>bị loại</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>miễn đấu</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Bảng</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <source>Something went wrong inside the program: an error it did not expect (a program fault). The program carries on.</source>
        <translation>Chương trình gặp một lỗi không lường trước bên trong (lỗi của chương trình). Chương trình vẫn tiếp tục chạy.</translation>
    </message>
    <message>
        <source>The game in progress is kept: every move is in its journal, and the game is offered again at the next start.</source>
        <translation>Ván cờ đang diễn ra vẫn được giữ: mọi nước đi đều có trong bản tự lưu, và lần khởi động sau có thể chơi tiếp ván này.</translation>
    </message>
    <message>
        <source>The technical details were written to {0}; please send that file with a report of the fault.</source>
        <translation>Chi tiết kỹ thuật đã được ghi vào {0}; hãy gửi kèm tệp đó khi báo lỗi.</translation>
    </message>
    <message>
        <source>The technical details are under Show Details.</source>
        <translation>Chi tiết kỹ thuật ở mục “Xem chi tiết”.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Lỗi không mong đợi</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Xiangqi board, clock, score sheet and arbiter</source>
        <extracomment>Seconds a thread may keep the interpreter lock when another wants it (Python: 0.005).</extracomment>
        <translation>Bàn cờ tướng, đồng hồ, biên bản và trọng tài</translation>
    </message>
    <message>
        <source>record file to open (PGN, XQF, DhtmlXQ, FEN list)</source>
        <translation>tệp kỳ phổ cần mở (PGN, XQF, DhtmlXQ, danh sách FEN)</translation>
    </message>
    <message>
        <source>also open the audience&apos;s demo board (on screen number SCREEN)</source>
        <translation>mở thêm bàn cờ trình diễn cho khán giả (trên màn hình số SCREEN)</translation>
    </message>
    <message>
        <source>Bundled fonts not loaded ({0}); system fonts are used.</source>
        <translation>Không nạp được phông chữ đi kèm ({0}); dùng phông của hệ thống.</translation>
    </message>
</context>
</TS>
