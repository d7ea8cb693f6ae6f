"""``xiangqi tournament …`` drives the core (issue 18, deliverable 3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import shared_path
from xiangqi_gui.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["tournament", *argv])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("n", [3, 8, 13, 16])
def test_round_robin_json_is_the_reference_table(capsys: pytest.CaptureFixture[str],
                                                 n: int) -> None:
    saved = json.loads(shared_path("tournaments/cxa_round_robin_tables_reconstructed.json")
                       .read_text(encoding="utf-8"))["tables"][str(n)]
    status, out, _ = run(capsys, "round-robin", str(n), "--json")
    assert status == 0
    big = saved["max_number"]
    expected = [[[r, 0] if b == big and big != n else [b, 0] if r == big and big != n
                 else [r, b] for r, b in rnd] for rnd in saved["rounds"]]
    assert json.loads(out) == expected


def test_round_robin_double_swaps_colours(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "round-robin", "4", "--double", "--json")
    rounds = json.loads(out)
    assert status == 0 and len(rounds) == 6
    assert rounds[3] == [[b, r] for r, b in rounds[0]]


def test_a_whole_event(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = str(tmp_path / "ev.xqt")
    assert run(capsys, "new", f, "--name", "测试", "--rounds", "3", "--json")[0] == 0
    for name in ("张三", "李四", "王五", "赵六"):
        status, out, _ = run(capsys, "add-player", f, name, "--unit", "北京", "--json")
        assert status == 0
    assert json.loads(out)["number"] == 4
    status, out, _ = run(capsys, "pair", f, "--json")
    boards = json.loads(out)["boards"]
    assert [(b["red"], b["black"]) for b in boards] == [(1, 3), (4, 2)]
    assert boards[0]["red_name"] == "张三"
    assert run(capsys, "result", f, "1", "1", "1-0")[0] == 0
    assert run(capsys, "result", f, "1", "2", "--red-fouls", "1", "--", "-+")[0] == 0
    assert run(capsys, "result", f, "1", "2", "bf", "--red-fouls", "1")[0] == 0
    status, out, _ = run(capsys, "standings", f, "--json")
    rows = json.loads(out)
    assert [(r["number"], r["points"]) for r in rows][:2] in ([(1, 2.0), (2, 2.0)],
                                                             [(2, 2.0), (1, 2.0)])
    assert {r["number"]: r["values"]["fouls"] for r in rows}[4] == 1
    status, out, _ = run(capsys, "standings", f)
    assert "张三" in out and "对手分" in out
    csv_out = tmp_path / "st.csv"
    assert run(capsys, "standings", f, "--csv", str(csv_out))[0] == 0
    lines = csv_out.read_text(encoding="utf-8-sig").splitlines()
    assert lines[0] == "名次,序号,姓名,单位,积分,处分,对手分,胜局,犯规,后走局数"
    assert len(lines) == 5 and ",张三,北京,2," in "".join(lines)
    # a refused action: exit 1, reason on stderr, file unchanged
    status, _, err = run(capsys, "result", f, "1", "7", "1-0")
    assert status == 1 and "no board 7" in err
    status, _, err = run(capsys, "pair", f, "--manual", "1-3,2-4")
    assert status == 1 and "met before" in err
    status, _, err = run(capsys, "unpair", f)
    assert status == 1 and "already has results" in err
    status, out, _ = run(capsys, "pair", f, "--json")
    assert json.loads(out)["round"] == 2
    status, out, _ = run(capsys, "unpair", f, "--json")
    assert status == 0 and json.loads(out) == {"rounds": 1}
    status, out, _ = run(capsys, "pair", f, "--json")
    assert json.loads(out)["round"] == 2
    status, _, err = run(capsys, "withdraw", f, "9")
    assert status == 1 and "no player number 9" in err
    out_json = str(tmp_path / "ev.json")
    assert run(capsys, "export", f, out_json)[0] == 0
    copy = str(tmp_path / "copy.xqt")
    assert run(capsys, "import", out_json, copy)[0] == 0
    _, a, _ = run(capsys, "pairings", f, "--json")
    _, b, _ = run(capsys, "pairings", copy, "--json")
    assert a == b


def test_csv_registration(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = str(tmp_path / "rr.xqt")
    csv_path = tmp_path / "players.csv"
    csv_path.write_bytes("姓名,单位,等级分\n甲,上海,2100\n乙,广东,\n丙,四川,1950\n"
                         .encode("gb18030"))
    assert run(capsys, "new", f, "--system", "round-robin")[0] == 0
    status, out, _ = run(capsys, "import-players", f, str(csv_path), "--json")
    assert status == 0 and json.loads(out) == [1, 2, 3]
    status, out, _ = run(capsys, "pair", f, "--json")
    boards = json.loads(out)["boards"]
    assert [(b["red"], b["black"]) for b in boards] == [(2, 3), (1, None)]  # 1号轮空
    bad = tmp_path / "bad.csv"
    bad.write_text("name,rating\nx,abc\n", encoding="utf-8")
    status, _, err = run(capsys, "import-players", f, str(bad))
    assert status == 1 and "line 2" in err


def test_bracket_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "bracket", "6", "--json")
    assert status == 0
    assert json.loads(out) == [[1, 0], [4, 5], [2, 0], [3, 6]]  # top seeds get the byes


def test_team_event_through_the_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = str(tmp_path / "team.xqt")
    assert run(capsys, "team-new", f, "--boards", "2", "--kind", "substitutes")[0] == 0
    for team in ("北京", "上海", "广东"):
        assert run(capsys, "team-add", f, team, f"{team}1", f"{team}2", f"{team}3")[0] == 0
    status, out, _ = run(capsys, "team-pair", f, "--json")
    matches = json.loads(out)["matches"]
    assert [(m["first"], m["second"]) for m in matches] == [("北京", None), ("上海", "广东")]
    status, _, err = run(capsys, "team-lineup", f, "1", "2", "--first", "上海2,上海1",
                         "--second", "广东1,广东2")
    assert status == 1 and "11.2" in err  # the board order cannot be inverted
    status, out, _ = run(capsys, "team-lineup", f, "1", "2", "--first", "上海1,上海3",
                         "--second", "广东2,广东3", "--json")
    assert json.loads(out) == [["上海1", "广东2"], ["广东3", "上海3"]]  # 12.2 by board
    assert run(capsys, "team-result", f, "1", "2", "1", "1-0")[0] == 0
    assert run(capsys, "team-result", f, "1", "2", "2", "1/2")[0] == 0
    status, out, _ = run(capsys, "team-standings", f, "--json")
    rows = json.loads(out)
    assert [(r["team"], r["match_points"], r["game_points"]) for r in rows][0] == \
        ("上海", 2, 3)


def test_knockout_through_the_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = str(tmp_path / "ko.xqt")
    assert run(capsys, "ko-new", f, "--format", "b")[0] == 0
    for name in ("甲", "乙"):
        assert run(capsys, "ko-add", f, name)[0] == 0
    status, out, _ = run(capsys, "ko-pair", f, "--json")
    assert json.loads(out) == [[1, 2]]
    kinds = []
    for result in ("1/2", "1/2", "1/2"):  # slow, rapid, blitz all drawn
        status, out, _ = run(capsys, "ko-game", f, "1", "1", "--json")
        kinds.append(json.loads(out)["kind"])
        assert run(capsys, "ko-result", f, "1", "1", result)[0] == 0
    assert kinds == ["slow", "rapid", "blitz"]
    status, _, err = run(capsys, "ko-game", f, "1", "1")
    assert status == 1 and "armageddon_red" in err
    status, out, _ = run(capsys, "ko-game", f, "1", "1", "--armageddon-red", "1", "--json")
    game = json.loads(out)
    assert game["kind"] == "armageddon" and game["draw_counts_for_black"]
    assert "6 min" in game["clocks"][0] and "4 min" in game["clocks"][1]
    status, out, _ = run(capsys, "ko-result", f, "1", "1", "1/2", "--json")
    assert json.loads(out) == {"winner": 2, "champion": 2}  # 和棋黑胜
