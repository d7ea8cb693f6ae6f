"""Generate the clock's sound clips under ``resources/sounds/`` (run when they change).

    python packaging/make_sounds.py

Needs Debian's ``espeak-ng`` (speech) and ``sox`` (resampling, trimming, tones). Writes
16 kHz mono 16-bit WAV files:

- ``<lang>/<clip>.wav`` for ``lang`` in ``zh`` (Mandarin, for zh_Hans and zh_Hant), ``en``
  and ``vi``, one per name in :data:`xiangqi_gui.clock.announce.CLIP_NAMES` (the 读秒 count
  and the period numbers);
- ``tones/press.wav`` (a short click for a clock press) and ``tones/warning.wav`` (the
  main-time warning beep), ``tones/flag.wav`` (a flag fell).

The clips are the project's own work, made with a free speech synthesizer; see
``resources/sounds/LICENSE.txt``.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xiangqi_gui.clock.announce import CLIP_NAMES  # noqa: E402

OUT = ROOT / "resources" / "sounds"
RATE = "16000"

_ZH_NUM = "一二三四五六七八九十"
_VI_ORD = ["nhất", "hai", "ba", "tư", "năm", "sáu", "bảy", "tám", "chín", "mười"]
_EN_NUM = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
_COUNT = {"ten_seconds": 10, "five": 5, "four": 4, "three": 3, "two": 2, "one": 1}

VOICES = {"zh": "cmn", "en": "en-us", "vi": "vi"}


def text(lang: str, clip: str) -> str:
    """The words spoken for ``clip`` in ``lang``."""
    if clip.startswith("period_"):
        n = int(clip.split("_")[1])
        return {"zh": f"第{_ZH_NUM[n - 1]}次读秒", "en": f"period {_EN_NUM[n - 1]}",
                "vi": f"lần thứ {_VI_ORD[n - 1]}"}[lang]
    n = _COUNT[clip]
    if clip == "ten_seconds":
        return {"zh": "十秒", "en": "ten seconds", "vi": "mười giây"}[lang]
    return {"zh": _ZH_NUM[n - 1], "en": _EN_NUM[n - 1],
            "vi": ["một", "hai", "ba", "bốn", "năm"][n - 1]}[lang]


def speak(lang: str, words: str, out: Path) -> None:
    """Say ``words`` with espeak-ng's ``lang`` voice into ``out`` (16 kHz mono WAV)."""
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "raw.wav"
        subprocess.run(["espeak-ng", "-v", VOICES[lang], "-s", "150", "-w", str(raw), words],
                       check=True)
        subprocess.run(["sox", "-G", str(raw), "-r", RATE, "-c", "1", "-b", "16", str(out),
                        "silence", "1", "0.02", "0.5%", "reverse", "silence", "1", "0.02",
                        "0.5%", "reverse"], check=True)


def tone(out: Path, seconds: float, freq: int, gain_db: float = -6) -> None:
    """A sine tone with a short fade."""
    subprocess.run(["sox", "-n", "-r", RATE, "-c", "1", "-b", "16", str(out), "synth",
                    str(seconds), "sine", str(freq), "fade", "0.005", str(seconds), "0.01",
                    "gain", str(gain_db)], check=True)


def main() -> int:
    for lang in VOICES:
        folder = OUT / lang
        folder.mkdir(parents=True, exist_ok=True)
        for clip in CLIP_NAMES:
            speak(lang, text(lang, clip), folder / f"{clip}.wav")
    tones = OUT / "tones"
    tones.mkdir(parents=True, exist_ok=True)
    tone(tones / "press.wav", 0.03, 1800, -8)
    tone(tones / "warning.wav", 0.12, 880)
    tone(tones / "flag.wav", 0.6, 440)
    print(f"wrote {sum(1 for _ in OUT.rglob('*.wav'))} clips under {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
