#!/usr/bin/env bash
# Sets amdchat up in ./.venv on Debian/Ubuntu (idempotent: run it again any time).
#   ./setup.sh          the app
#   ./setup.sh --dev    the app plus the test tools and the test model
# On Linux it also builds the Vulkan backend (the one that runs on nearly every
# Radeon card and APU): about 6 minutes the first time, then cached.
# AMDCHAT_NO_VULKAN=1 skips that; the app then runs on the CPU only, and says so.
# System packages are installed with apt-get when run as root (or with sudo);
# otherwise the missing ones are listed with the command to install them.
set -euo pipefail
cd "$(dirname "$0")"

extras=""
[ "${1:-}" = "--dev" ] && extras="[dev]"

# Build tools for llama.cpp, Qt's X11/EGL runtime libraries, the Vulkan loader
# and Mesa's Vulkan drivers (RADV for Radeon cards).
packages="python3-venv python3-dev build-essential cmake git libegl1 libgl1 libfontconfig1
  libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0
  libxcb-xinerama0 libxcb-randr0 libxcb-render-util0 libxcb-image0 libdbus-1-3
  libvulkan1 mesa-vulkan-drivers libvulkan-dev glslc spirv-headers"
if command -v dpkg-query >/dev/null; then
  missing=$(for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || echo "$p"; done)
  if [ -n "$missing" ]; then
    if [ "$(id -u)" = 0 ]; then sudo=""; elif command -v sudo >/dev/null; then sudo="sudo";
    else echo "Missing system packages; install them as root:" >&2
         echo "  apt-get install -y $(echo $missing)" >&2; exit 1; fi
    $sudo apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing
  fi
fi

python=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$python" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
# llama-cpp-python is compiled here (about 11 minutes on 2 cores). Not through pip's own
# cache: pip would build it with -march=native and reuse that wheel on any machine sharing
# the cache, where it dies with SIGILL if that CPU lacks an instruction the first one had
# (or a VM hides AVX-512/AMX). Built once with portable flags into our cache instead.
llama_version=$(sed -n 's/.*"llama-cpp-python==\([0-9.]*\)".*/\1/p' pyproject.toml)
wheels="${XDG_CACHE_HOME:-$HOME/.cache}/amdchat/wheels/cpu-portable-$llama_version"
if ! ls "$wheels"/llama_cpp_python-*.whl >/dev/null 2>&1; then
  mkdir -p "$wheels"
  CMAKE_ARGS="-DGGML_NATIVE=OFF" .venv/bin/python -m pip wheel -q --no-deps --no-cache-dir \
    -w "$wheels" "llama-cpp-python==$llama_version"
fi
.venv/bin/python -m pip install -q --no-deps --force-reinstall "$wheels"/llama_cpp_python-*.whl
.venv/bin/python -m pip install -q -e ".${extras}"
# The app's translations (Japanese, Russian): resources/translations/*.ts compiled into
# amdchat/resources/translations/*.qm, loaded for the desktop's language or the one
# chosen in Settings. The app never compiles them itself.
.venv/bin/python scripts/build_translations.py
# The CPU backend as llama.cpp's releases build it: one library per x86 level, the best
# one this CPU runs chosen when a model loads (the longest build: 45 minutes on 2 busy
# cores; cached). Each backend build also adds llama.cpp's RPC library and rpc-server
# (amdchat share, --rpc; two minutes, cached: docs/rpc.md).
if ! .venv/bin/amdchat backends build cpu >/dev/null; then
  echo "warning: the CPU backend with per-CPU variants could not be built; amdchat uses" \
       "llama-cpp-python's portable build on the CPU" >&2
fi
if [ "$(uname -s)" = Linux ] && [ -z "${AMDCHAT_NO_VULKAN:-}" ]; then
  vulkan_args=""
  version=$(sed -n 's/^#define VK_HEADER_VERSION \([0-9]*\).*/\1/p' \
            /usr/include/vulkan/vulkan_core.h 2>/dev/null || true)
  if [ "${version:-0}" -lt 261 ]; then  # Debian 12: borrow Debian 13's headers
    headers="${XDG_CACHE_HOME:-$HOME/.cache}/amdchat/vulkan-headers"
    scripts/vulkan-headers-for-debian12.sh "$headers" 2>/dev/null
    vulkan_args="--cmake-arg=-DVulkan_INCLUDE_DIR=$headers/usr/include
                 --cmake-arg=-DCMAKE_PREFIX_PATH=$headers/usr"
  fi
  # shellcheck disable=SC2086
  if ! .venv/bin/amdchat backends build vulkan $vulkan_args >/dev/null; then
    echo "warning: the Vulkan backend could not be built; amdchat will run on the CPU" >&2
  fi
fi
echo "amdchat is set up: start it with .venv/bin/amdchat"
