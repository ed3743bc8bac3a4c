#!/usr/bin/env bash
# Installs and uninstalls the Windows installer silently under wine (64-bit), and checks
# the files, the Start-menu shortcut, the HKCU uninstall entry, and that uninstalling
# removes them all but leaves the user's data (%LOCALAPPDATA%\amdchat) alone.
#   packaging/windows/test-installer-under-wine.sh dist/amdchat-<version>-setup[-STAND-IN].exe
# Needs wine and xvfb-run; uses a fresh wine prefix under build/.
set -euo pipefail
cd "$(dirname "$0")/../.."
setup=$1
export WINEPREFIX=${WINEPREFIX:-$(pwd)/build/wine-prefix} WINEDEBUG=-all
rm -rf "$WINEPREFIX"
w() { xvfb-run -a wine "$@" 2>/dev/null; }
w wineboot --init
user=$(ls "$WINEPREFIX/drive_c/users" | grep -v Public | head -1)
local="$WINEPREFIX/drive_c/users/$user/AppData/Local"
app="$local/Programs/amdchat"
menu="$WINEPREFIX/drive_c/users/$user/AppData/Roaming/Microsoft/Windows/Start Menu/Programs"
key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\amdchat'
mkdir -p "$local/amdchat" && echo "my chats" > "$local/amdchat/chats.sqlite3"

w "$setup" /S
[ -f "$app/amdchat.exe" ] && [ -f "$app/amdchat-cli.exe" ] && [ -d "$app/backends/cpu" ] \
  && [ -f "$app/uninstall.exe" ]
[ -f "$menu/amdchat.lnk" ]
w reg query "$key" | grep -q 'QuietUninstallString'
echo "installed: $(find "$app" -type f | wc -l) files, shortcut, uninstall entry under HKCU"

w "$app/uninstall.exe" /S
for _ in $(seq 30); do [ -e "$app" ] || break; sleep 1; done  # it runs from a temp copy
[ ! -e "$app" ] || { echo "FAIL: left behind:"; find "$app"; exit 1; }
[ ! -e "$menu/amdchat.lnk" ]
if w reg query "$key" >/dev/null; then echo "FAIL: the uninstall entry stayed"; exit 1; fi
[ "$(cat "$local/amdchat/chats.sqlite3")" = "my chats" ]
echo "uninstalled: no files, no shortcut, no uninstall entry; the user's data stays"
