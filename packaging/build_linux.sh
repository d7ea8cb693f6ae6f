#!/usr/bin/env bash
# Build the Linux installers of xiangqi-gui (issue 17).
#
#   packaging/build_linux.sh            (from anywhere; run with the build venv active)
#
# Needs: Python with the project's "dev" extra (PyInstaller) and, for clock sounds in the
# bundle, the "sound" extra (pip install -e '.[dev,sound]'); binutils (strip, readelf);
# dpkg (to name the Debian package of each bundled library; skipped elsewhere).
#
# Steps and results (under dist/):
#   1. PyInstaller onedir bundle       dist/xiangqi-gui/            (xiangqi-gui inside)
#      pruned by packaging/xiangqi_gui.spec; dangling symlinks removed here
#   2. desktop integration files       dist/xiangqi-gui/share/      (.desktop, icons, MIME)
#      and dist/xiangqi-gui/install-desktop.sh (adds them to the user's menu)
#   3. licences of the system libraries copied in
#                                      dist/xiangqi-gui/_internal/resources/licenses/
#   4. build facts (glibc baseline)    dist/xiangqi-gui/BUILD-INFO.txt
#   5. size check                      fails above MAX_BYTES (130 MB unpacked)
#   6. the installer:
#        an AppImage                   dist/xiangqi-gui-<version>-x86_64.AppImage
#          when `appimagetool` is on PATH (it is in none of the package registries we use:
#          not in Debian 12, and the PyPI/npm packages that build AppImages download the
#          tool or its runtime from GitHub at build time, which our build machines cannot);
#        else a tarball                dist/xiangqi-gui-<version>-linux-<arch>.tar.gz
#          (keeps the bundle's symlinks; unpack anywhere and run xiangqi-gui/xiangqi-gui)
#
# glibc baseline: the bundle runs on systems whose glibc is at least the newest GLIBC_x.y
# symbol version any bundled file needs, which is the build machine's glibc (Debian 12:
# 2.36, so Debian 12+, Ubuntu 23.04+, Fedora 37+; not Ubuntu 22.04 or RHEL 9). To reach
# older systems, run this script on the oldest distribution to support (e.g. in a
# manylinux_2_28 or Ubuntu 20.04 container). BUILD-INFO.txt records the figure measured.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python}"
MAX_BYTES="${MAX_BYTES:-130000000}"
DIST="$ROOT/dist"
BUNDLE="$DIST/xiangqi-gui"
VERSION="$("$PYTHON" -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')"
ARCH="$(uname -m)"

echo "== 1. PyInstaller bundle (version $VERSION, $ARCH)"
rm -rf "$BUNDLE" "$ROOT/build/pyinstaller"
"$PYTHON" -m PyInstaller packaging/xiangqi_gui.spec --noconfirm --log-level WARN \
    --distpath "$DIST" --workpath "$ROOT/build/pyinstaller"
find "$BUNDLE" -xtype l -delete  # links to pruned libraries

echo "== 2. desktop integration"
SHARE="$BUNDLE/share"
mkdir -p "$SHARE/applications" "$SHARE/mime/packages" "$SHARE/icons"
cp packaging/linux/xiangqi-gui.desktop "$SHARE/applications/"
cp packaging/linux/xiangqi-gui-mime.xml "$SHARE/mime/packages/"
cp -r packaging/icons/hicolor "$SHARE/icons/"
cp packaging/linux/install-desktop.sh "$BUNDLE/"
cp LICENSE "$BUNDLE/LICENSE.txt"
cp resources/THIRD_PARTY_NOTICES.txt "$BUNDLE/THIRD_PARTY_NOTICES.txt"

echo "== 3. licences of the bundled system libraries"
LICENSES="$BUNDLE/_internal/resources/licenses"
mkdir -p "$LICENSES/debian"
{
    echo "System libraries in this bundle, with the Debian package each came from."
    echo "Source: https://sources.debian.org/ or 'apt-get source PACKAGE=VERSION'."
    echo "Each package's copyright and licence file: debian/<package>/copyright."
    echo
} > "$LICENSES/system-libraries.txt"
if command -v dpkg-query >/dev/null; then
    find "$BUNDLE/_internal" -maxdepth 1 -type f -name 'lib*.so*' -printf '%f\n' | sort |
    while read -r lib; do
        case "$lib" in  # copied from the Python build or the PySide6 wheels, not the system
            libpython*|libpyside6*|libshiboken6*|libQt6*|libicu*)
                echo "$lib  (Python / PySide6 wheel: see THIRD_PARTY_NOTICES.txt)" >> "$LICENSES/system-libraries.txt"
                continue;;
        esac
        owner="$(dpkg -S "*/$lib" 2>/dev/null | head -n1 | cut -d: -f1 || true)"
        if [ -z "$owner" ]; then
            echo "$lib  (not from a Debian package)" >> "$LICENSES/system-libraries.txt"
            continue
        fi
        version="$(dpkg-query -W -f='${Version}' "$owner" 2>/dev/null || echo '?')"
        echo "$lib  $owner $version" >> "$LICENSES/system-libraries.txt"
        pkg="${owner%%:*}"
        if [ -f "/usr/share/doc/$pkg/copyright" ] && [ ! -f "$LICENSES/debian/$pkg/copyright" ]; then
            mkdir -p "$LICENSES/debian/$pkg"
            cp "/usr/share/doc/$pkg/copyright" "$LICENSES/debian/$pkg/copyright"
        fi
    done
else
    echo "(dpkg not available on the build machine: list not generated)" >> "$LICENSES/system-libraries.txt"
fi

echo "== 4. build facts"
GLIBC="$(find "$BUNDLE" -type f \( -name '*.so*' -o -name 'xiangqi-gui' \) -print0 |
         xargs -0 objdump -T 2>/dev/null | grep -o 'GLIBC_[0-9][0-9.]*' | sort -uV | tail -n1)"
HOST_GLIBC="$(ldd --version 2>/dev/null | head -n1 | grep -o '[0-9][0-9.]*$' || echo '?')"
BYTES="$(du -sb "$BUNDLE" | cut -f1)"
FILES="$(find "$BUNDLE" -type f | wc -l)"
cat > "$BUNDLE/BUILD-INFO.txt" <<EOF
xiangqi-gui $VERSION for Linux $ARCH
built:            $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(. /etc/os-release 2>/dev/null && echo "$PRETTY_NAME" || uname -sr)
glibc baseline:   ${GLIBC#GLIBC_} (newest glibc symbol version a bundled file needs; the build machine has $HOST_GLIBC)
python, pyside6:  $("$PYTHON" -c 'import sys, PySide6; print(sys.version.split()[0] + ", " + PySide6.__version__)')
sound:            $("$PYTHON" -c 'import importlib.util as u; print("QtMultimedia bundled" if u.find_spec("PySide6.QtMultimedia") else "not bundled (install the sound extra before building)")')
unpacked size:    $BYTES bytes in $FILES files
EOF
cat "$BUNDLE/BUILD-INFO.txt"
if [ "$BYTES" -gt "$MAX_BYTES" ]; then
    echo "bundle is $BYTES bytes, above the limit of $MAX_BYTES" >&2
    exit 1
fi

echo "== 5. installer"
rm -f "$DIST"/xiangqi-gui-*.AppImage "$DIST"/xiangqi-gui-*.tar.gz
if command -v appimagetool >/dev/null; then
    APPDIR="$ROOT/build/AppDir"
    rm -rf "$APPDIR" && mkdir -p "$APPDIR/usr"
    cp -a "$BUNDLE" "$APPDIR/usr/lib-xiangqi-gui"
    cp -r "$SHARE" "$APPDIR/usr/share"
    cp packaging/linux/xiangqi-gui.desktop "$APPDIR/"
    cp packaging/icons/hicolor/256x256/apps/xiangqi-gui.png "$APPDIR/xiangqi-gui.png"
    printf '#!/bin/sh\nHERE="$(dirname "$(readlink -f "$0")")"\nexec "$HERE/usr/lib-xiangqi-gui/xiangqi-gui" "$@"\n' > "$APPDIR/AppRun"
    chmod +x "$APPDIR/AppRun"
    OUT="$DIST/xiangqi-gui-$VERSION-$ARCH.AppImage"
    ARCH="$ARCH" appimagetool "$APPDIR" "$OUT"
else
    echo "appimagetool not found (not in Debian 12, PyPI or npm as a usable package): writing a tar.gz"
    OUT="$DIST/xiangqi-gui-$VERSION-linux-$ARCH.tar.gz"
    tar -C "$DIST" -czf "$OUT" xiangqi-gui
fi
echo "installer: $OUT ($(du -h "$OUT" | cut -f1))"
