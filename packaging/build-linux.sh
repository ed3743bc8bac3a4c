#!/usr/bin/env bash
# Builds the Linux installers from this checkout:
#   dist/amdchat/                              the frozen app (PyInstaller, onedir)
#   dist/amdchat_<version>_amd64.deb           installs it under /opt/amdchat
#   dist/amdchat-<version>-linux-x86_64.tar.gz the same folder, to unpack anywhere
# and prints their sizes against the budgets and the newest glibc symbol they need.
#
# It reuses the backends that ./setup.sh built (llama.cpp is not compiled again), from
# <venv>/share/amdchat/backends/<kind>/: the CPU backend there holds one library per x86
# level (libggml-cpu-*.so, GGML_CPU_ALL_VARIANTS), every one copied; without it,
# llama-cpp-python's own lib folder in the venv (one portable build). Override with
#   AMDCHAT_BACKENDS="cpu=FOLDER,vulkan=FOLDER"   PYTHON=/path/to/venv/bin/python
# PyInstaller is installed into that venv when missing. --no-freeze reuses dist/amdchat.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

python=${PYTHON:-.venv/bin/python}
version=$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml | head -1)
app=dist/amdchat
deb=dist/amdchat_${version}_amd64.deb
tarball=dist/amdchat-${version}-linux-x86_64.tar.gz
app_id=io.github.amdchat.amdchat
budget_app_mb=350
budget_deb_mb=150

# Depends: is read from the packages installed here (dpkg -S), so every library the bundle
# needs and does not carry must be installed on this machine: Qt's Wayland plugins need
# two that setup.sh does not install (the app itself runs without them on X11).
build_packages="fakeroot libwayland-client0 libwayland-cursor0 libwayland-egl1"
missing=$(for p in $build_packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || echo "$p"; done)
if [ -n "$missing" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Missing build packages; install them as root: apt-get install -y ${missing//$'\n'/ }" >&2
    exit 1
  fi
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
fi

if ! "$python" -c "import PyInstaller" 2>/dev/null; then
  echo "Installing PyInstaller into $("$python" -c 'import sys; print(sys.prefix)')"
  "$python" -m pip install -q pyinstaller
fi

if [ -z "${AMDCHAT_BACKENDS:-}" ]; then
  built="$("$python" -c 'import sys; print(sys.prefix)')/share/amdchat/backends"
  if [ -f "$built/cpu/manifest.json" ]; then
    cpu=$built/cpu
  else
    cpu=$("$python" -c "from amdchat.backends.registry import bundled_lib_folder as f; print(f() or '')")
    echo "warning: no built CPU backend ($built/cpu): the app gets llama-cpp-python's" \
         "single portable build (run: amdchat backends build cpu)" >&2
  fi
  [ -n "$cpu" ] || { echo "no CPU backend: llama-cpp-python has no lib folder in $python's venv" >&2; exit 1; }
  AMDCHAT_BACKENDS="cpu=$cpu"
  for kind in vulkan rocm; do
    if [ -f "$built/$kind/manifest.json" ]; then
      AMDCHAT_BACKENDS="$AMDCHAT_BACKENDS,$kind=$built/$kind"
    fi
  done
fi
export AMDCHAT_BACKENDS
echo "Backends: $AMDCHAT_BACKENDS"

if [ "${1:-}" = "--no-freeze" ] && [ -x "$app/amdchat" ]; then
  echo "Reusing the frozen app in $app (--no-freeze)"
else
  rm -rf "$app" build/pyinstaller
  "$python" -m PyInstaller --noconfirm --log-level WARN --workpath build/pyinstaller \
    --distpath dist packaging/pyinstaller/amdchat.spec
fi

# No llama.cpp library may lie outside backends/: the bootloader's library path would
# hand it to a backend in place of that backend's own.
stray=$(find "$app" \( -name 'libllama*' -o -name 'libggml*' -o -name 'libmtmd*' \) \
        -not -path "$app/backends/*" || true)
if [ -n "$stray" ]; then
  echo "llama.cpp libraries outside backends/:" >&2; echo "$stray" >&2; exit 1
fi

# Each backend carries llama.cpp's RPC half (libggml-rpc, rpc-server): 'amdchat share' and
# --rpc need it, and both sides must be the same build, so the installers ship it.
for folder in "$app"/backends/*/; do
  for file in libggml-rpc.so rpc-server; do
    if [ ! -f "$folder$file" ]; then
      echo "$folder has no $file: run '.venv/bin/amdchat backends rpc $(basename "$folder")'" \
           "(a minute or two), then build again" >&2
      exit 1
    fi
  done
done

# ---- the .deb -----------------------------------------------------------------------
stage=build/deb
rm -rf "$stage"
pkg=$stage/root
mkdir -p "$pkg/DEBIAN" "$pkg/opt" "$pkg/usr/bin" "$pkg/usr/share/applications" \
  "$pkg/usr/share/metainfo" "$pkg/usr/share/doc/amdchat" \
  "$pkg/usr/share/icons/hicolor/scalable/apps"
cp -a "$app" "$pkg/opt/amdchat"
chmod -R u+rwX,go+rX,go-w "$pkg/opt/amdchat"
find "$pkg/opt/amdchat" -type f -name '*.so*' -exec chmod a-x {} +  # libraries, not programs
mkdir -p "$pkg/usr/share/lintian/overrides"
install -m 644 packaging/linux/lintian-overrides "$pkg/usr/share/lintian/overrides/amdchat"
ln -s /opt/amdchat/amdchat "$pkg/usr/bin/amdchat"
install -m 644 resources/linux/$app_id.desktop "$pkg/usr/share/applications/"
install -m 644 resources/linux/$app_id.metainfo.xml "$pkg/usr/share/metainfo/"
install -m 644 resources/icons/amdchat.svg "$pkg/usr/share/icons/hicolor/scalable/apps/$app_id.svg"
for size in 48 256; do
  mkdir -p "$pkg/usr/share/icons/hicolor/${size}x${size}/apps"
  install -m 644 "resources/icons/${size}x${size}/amdchat.png" \
    "$pkg/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
done
cat > "$pkg/usr/share/doc/amdchat/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: amdchat

Files: *
Copyright: 2026 The amdchat developers
License: MIT
 The frozen app under /opt/amdchat bundles Python, Qt for Python (LGPLv3),
 llama.cpp (MIT) and the Python packages listed in /opt/amdchat/_internal/*.dist-info,
 each under its own licence.
EOF
printf 'amdchat (%s) unstable; urgency=medium\n\n  * Built by packaging/build-linux.sh.\n\n -- The amdchat developers <amdchat@users.noreply.github.com>  %s\n' \
  "$version" "$(date -R)" | gzip -9n > "$pkg/usr/share/doc/amdchat/changelog.gz"

# Depends: the packages of the libraries that the bundle's ELF files need and do not
# carry themselves (found with readelf, owned by dpkg -S on this Debian build machine);
# libc6 is bounded by the newest GLIBC_ symbol any of them uses.
mapfile -t elves < <(find "$pkg/opt/amdchat" -type f \( -name '*.so*' -o -perm -u+x \) \
  -exec sh -c 'head -c4 "$1" | grep -q "ELF" && echo "$1"' _ {} \;)
glibc=$(for f in "${elves[@]}"; do objdump -T "$f" 2>/dev/null; done \
        | grep -o 'GLIBC_[0-9][0-9.]*' | sort -uV | tail -1)
needed=$(for f in "${elves[@]}"; do readelf -d "$f" 2>/dev/null; done \
         | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' | sort -u)
carried=$(find "$pkg/opt/amdchat" \( -type f -o -type l \) -name '*.so*' -printf '%f\n' | sort -u)
packages=$(comm -23 <(echo "$needed") <(echo "$carried") | while read -r lib; do
  owner=$(dpkg -S "*/$lib" 2>/dev/null | awk -F': ' -v l="x86_64-linux-gnu/$lib" \
          'substr($2, length($2) - length(l) + 1) == l {print $1; exit}' | cut -d: -f1)
  [ -n "$owner" ] || { echo "no Debian package owns $lib (needed by the bundle)" >&2; exit 1; }
  echo "$owner"
done | sort -u)
# fontconfig-config: /etc/fonts and a font for the bundled libfontconfig (without it no text);
# xkb-data: the keyboard layouts libxkbcommon reads (without them Qt takes no key input)
depends=$(printf "%s\n" $packages fontconfig-config xkb-data | sort -u \
          | sed "s/^libc6\$/libc6 (>= ${glibc#GLIBC_})/" | paste -sd, | sed 's/,/, /g')
# The portable archive's list (README's apt line) must name every package Depends does
portable=$(grep -v '^#' packaging/linux/portable-packages.txt)
unlisted=$(comm -23 <(printf "%s\n" $packages fontconfig-config xkb-data | sort -u) \
                    <(echo "$portable" | sort -u))
[ -z "$unlisted" ] || { echo "packaging/linux/portable-packages.txt lacks: $unlisted" >&2; exit 1; }
installed_kb=$(du -sk "$pkg/opt" "$pkg/usr" | awk '{s+=$1} END {print s}')
cat > "$pkg/DEBIAN/control" <<EOF
Package: amdchat
Version: $version
Section: utils
Priority: optional
Architecture: amd64
Maintainer: The amdchat developers <amdchat@users.noreply.github.com>
Installed-Size: $installed_kb
Depends: $depends
Recommends: mesa-vulkan-drivers
Homepage: https://github.com/amdchat/amdchat
Description: chat with local language models on AMD GPUs
 amdchat finds GGUF models on Hugging Face, says before the download which
 quantization fits the graphics card, and runs them with llama.cpp on Vulkan,
 ROCm or the CPU, showing the live token speed, GPU load and memory, and where
 the model really runs.
 .
 This package holds the frozen app under /opt/amdchat with its CPU and Vulkan
 llama.cpp backends; chats, settings and models stay in the user's home.
EOF
fakeroot dpkg-deb --build -Zxz "$pkg" "$deb" >/dev/null

# ---- the portable folder ------------------------------------------------------------
tar -C dist -czf "$tarball" amdchat

# ---- figures -------------------------------------------------------------------------
app_bytes=$(du -sb "$app" | cut -f1)
deb_bytes=$(stat -c %s "$deb")
tar_bytes=$(stat -c %s "$tarball")
mb() { awk -v b="$1" 'BEGIN {printf "%.1f MB", b / 1e6}'; }
verdict() { awk -v b="$1" -v m="$2" 'BEGIN {print (b / 1e6 <= m) ? "within" : "OVER"}'; }
echo
echo "Depends: $depends"
echo "installed bundle  $(mb "$app_bytes")  ($(verdict "$app_bytes" $budget_app_mb) the budget of $budget_app_mb MB)"
echo "  backends        $(du -sb "$app/backends" | cut -f1 | xargs -I{} awk 'BEGIN {printf "%.1f MB", {} / 1e6}') ($(ls "$app/backends" | xargs))"
echo "$deb  $(mb "$deb_bytes")  ($(verdict "$deb_bytes" $budget_deb_mb) the budget of $budget_deb_mb MB)"
echo "$tarball  $(mb "$tar_bytes")"
echo "highest glibc symbol: $glibc"
[ "$(verdict "$app_bytes" $budget_app_mb)" = within ] && [ "$(verdict "$deb_bytes" $budget_deb_mb)" = within ]
