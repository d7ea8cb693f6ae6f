#!/bin/sh
# Add xiangqi-gui to your desktop's application menu and make it the handler of
# .xqf, .pgn and DhtmlXQ records, for this user only (no root needed):
#
#     ./install-desktop.sh              install (run it from the unpacked xiangqi-gui folder)
#     ./install-desktop.sh --uninstall  remove the menu entry, icons and file types again
#
# Files go to ${XDG_DATA_HOME:-~/.local/share}/{applications,icons/hicolor,mime/packages}.
# The program itself stays where you unpacked it: move the folder, then run this again.
set -eu
HERE="$(cd "$(dirname "$0")" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
SIZES="16 22 24 32 48 64 128 256 512"

refresh() {
    command -v update-mime-database >/dev/null && update-mime-database "$DATA/mime" || true
    command -v update-desktop-database >/dev/null && update-desktop-database "$DATA/applications" || true
    command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$DATA/applications/xiangqi-gui.desktop" "$DATA/mime/packages/xiangqi-gui-mime.xml"
    for s in $SIZES; do rm -f "$DATA/icons/hicolor/${s}x${s}/apps/xiangqi-gui.png"; done
    refresh
    echo "xiangqi-gui removed from the menu (the folder $HERE is left as it is)"
    exit 0
fi

mkdir -p "$DATA/applications" "$DATA/mime/packages"
for s in $SIZES; do
    mkdir -p "$DATA/icons/hicolor/${s}x${s}/apps"
    cp "$HERE/share/icons/hicolor/${s}x${s}/apps/xiangqi-gui.png" "$DATA/icons/hicolor/${s}x${s}/apps/"
done
cp "$HERE/share/mime/packages/xiangqi-gui-mime.xml" "$DATA/mime/packages/"
sed "s|^Exec=xiangqi-gui |Exec=\"$HERE/xiangqi-gui\" |" \
    "$HERE/share/applications/xiangqi-gui.desktop" > "$DATA/applications/xiangqi-gui.desktop"
refresh
echo "xiangqi-gui added to the menu; it opens .xqf, .pgn and DhtmlXQ records"
