#!/usr/bin/env bash
# Issue 7: can Debian 13's own ROCm packages build the llama.cpp that amdchat pins?
#   sudo packaging/try-rocm-in-debian13.sh
# 1. a minimal Debian 13 (trixie) root made by debootstrap (ROOT, default
#    build/debootstrap/trixie-rocm; reused when it is there)
# 2. Debian's own HIP toolchain and libraries installed in it (hipcc, libamdhip64-dev,
#    libhipblas-dev, librocblas-dev, rocm-cmake, cmake, ninja, g++); their versions printed
# 3. llama.cpp as vendored by the pinned llama-cpp-python (its sdist: SDIST, default
#    build/sdist/, downloaded with pip when missing) configured with the flags that
#    `amdchat backends build rocm` passes (taken from amdchat/backends/build.py): first as is,
#    then with HIPCXX=clang++-17 (Debian's HIP compiler, which CMake does not find alone),
#    then through `pip wheel` as build.py runs it
# 4. when configure stops at llama.cpp's HIP version check: an experiment on a copy in the
#    root's /tmp with that check removed, compiling a few HIP sources (at most
#    COMPILE_SECONDS, default 600) to see whether the check is the only obstacle
# 5. which HIP the Debian archive's unstable and experimental carry (apt-cache policy
#    with separate source and list files, so the root's own apt state is left as it was)
# Prints one "VERDICT: ..." line. Exit 0 when a verdict was reached (builds or not),
# 1 on a setup failure (no root, no network, a package missing).
# Needs root, debootstrap, python3, a Debian mirror (MIRROR, default deb.debian.org) and PyPI
# (for pip's build dependencies; PIP_CERT, when set, is the CA bundle pip uses in the root too).
set -euo pipefail
cd "$(dirname "$0")/.."

root=${ROOT:-build/debootstrap/trixie-rocm}
mirror=${MIRROR:-http://deb.debian.org/debian}
targets=${GPU_TARGETS:-gfx1030}
compile_seconds=${COMPILE_SECONDS:-600}
version=$(sed -n 's/.*"llama-cpp-python==\([0-9.]*\)".*/\1/p' pyproject.toml)
sdist=${SDIST:-build/sdist/llama_cpp_python-$version.tar.gz}
tarball=/src/$(basename "$sdist")  # the sdist's copy in the root
packages=(hipcc libamdhip64-dev libhipblas-dev librocblas-dev rocm-cmake cmake ninja-build g++
  python3-venv)
# the flags `amdchat backends build rocm --gpu-targets $targets` passes to CMake
read -r -a flags <<<"$(PYTHONPATH=. python3 -c 'import sys
from amdchat.backends.build import cmake_args
print(" ".join(cmake_args("rocm", [], sys.argv[1])))' "$targets")"

step() { printf '\n=== %s\n' "$*"; }
setup_failed() { echo "SETUP FAILED: $*" >&2; exit 1; }
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
  "$@"; }
# The first CMake error of a configure log, with its message lines (pip indents them).
cmake_error() { grep -A8 -m1 '^ *CMake Error' "$1" | sed 's/^ *//; /^$/d; /^Call Stack/,$d'; }

[ "$(id -u)" = 0 ] || setup_failed "run as root (debootstrap, chroot)"
[ -n "$version" ] || setup_failed "no llama-cpp-python pin in pyproject.toml"

if [ ! -x "$root/usr/bin/apt-get" ]; then
  step "debootstrap trixie (minbase) into $root"
  rm -rf "$root"
  mkdir -p "$(dirname "$root")"
  debootstrap --variant=minbase trixie "$root" "$mirror" >/dev/null \
    || setup_failed "debootstrap trixie from $mirror"
fi
cleanup() { umount "$root/proc" 2>/dev/null || true; }
trap cleanup EXIT
cleanup
mount -t proc proc "$root/proc"
cp /etc/resolv.conf "$root/etc/resolv.conf"
pip_env=()
if [ -n "${PIP_CERT:-}" ]; then  # a proxy with its own CA: pip in the root trusts it too
  cp "$PIP_CERT" "$root/etc/pip-ca.crt"
  pip_env=(PIP_CERT=/etc/pip-ca.crt)
fi

step "Debian 13's HIP toolchain: apt-get install ${packages[*]}"
in_root apt-get update -qq || setup_failed "apt-get update in the root"
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  "${packages[@]}" >/dev/null || setup_failed "apt-get install ${packages[*]}"
in_root dpkg-query -W "${packages[@]}" libamdhip64-5 libhipblas0 librocblas0 clang-17 \
  libhsa-runtime64-1
hip_version=$(sed -n 's/^set(PACKAGE_VERSION "\(.*\)")/\1/p' \
  "$root"/usr/lib/*/cmake/hip/hip-config-version.cmake)
echo "hip_VERSION (what CMake's find_package(hip) reports): $hip_version"

if [ ! -f "$sdist" ]; then
  step "llama-cpp-python $version sdist from PyPI"
  mkdir -p "$(dirname "$sdist")"
  in_root python3 -m venv /opt/pip-venv
  in_root env "${pip_env[@]}" /opt/pip-venv/bin/pip download -q --no-deps --no-binary :all: \
    -d /tmp/sdist "llama-cpp-python==$version" \
    || setup_failed "pip download llama-cpp-python==$version"
  cp "$root/tmp/sdist/llama_cpp_python-$version.tar.gz" "$sdist"
fi
rm -rf "$root/src" && mkdir -p "$root/src/logs"
cp "$sdist" "$root/src/"
in_root tar -xzf "$tarball" -C /src
src=/src/llama_cpp_python-$version
logs=$root/src/logs

step "configure 1: cmake ${flags[*]} (as amdchat backends build rocm)"
in_root cmake -S "$src/vendor/llama.cpp" -B /src/build-plain -G Ninja "${flags[@]}" \
  >"$logs/configure-plain.log" 2>&1 && plain=ok || plain=failed
cmake_error "$logs/configure-plain.log" || true

step "configure 2: HIPCXX=clang++-17 cmake ${flags[*]}"
in_root env HIPCXX=clang++-17 cmake -S "$src/vendor/llama.cpp" -B /src/build-clang -G Ninja \
  "${flags[@]}" >"$logs/configure-clang.log" 2>&1 && clang=ok || clang=failed
cmake_error "$logs/configure-clang.log" || true

step "pip wheel llama-cpp-python (CMAKE_ARGS as build.py sets them; HIPCXX=clang++-17)"
in_root python3 -m venv /opt/pip-venv
in_root env "${pip_env[@]}" HIPCXX=clang++-17 CMAKE_ARGS="${flags[*]}" \
  /opt/pip-venv/bin/pip wheel --no-deps --no-cache-dir -w /src/wheel "$tarball" \
  >"$logs/pip-wheel.log" 2>&1 && wheel=ok || wheel=failed
if [ "$wheel" = failed ] && ! grep -q 'CMake Error' "$logs/pip-wheel.log"; then
  tail -5 "$logs/pip-wheel.log"
  setup_failed "pip wheel stopped before CMake ran (see $logs/pip-wheel.log)"
fi
cmake_error "$logs/pip-wheel.log" || true

version_check=no
grep -q 'At least ROCM/HIP V6.1 is required' "$logs/configure-clang.log" && version_check=yes
if [ "$version_check" = yes ]; then
  step "experiment (not the product): a copy without the version check, a few HIP sources"
  in_root sh -c "rm -rf /tmp/exp && mkdir /tmp/exp && tar -xzf $tarball -C /tmp/exp"
  exp=/tmp/exp/llama_cpp_python-$version/vendor/llama.cpp
  # shellcheck disable=SC2016  # ${hip_VERSION} is CMake's, not the shell's
  sed -i 's/^if (${hip_VERSION} VERSION_LESS 6.1)$/if (FALSE)/' \
    "$root$exp/ggml/src/ggml-hip/CMakeLists.txt"
  in_root env HIPCXX=clang++-17 cmake -S "$exp" -B /tmp/exp/build -G Ninja "${flags[@]}" \
    >"$logs/configure-experiment.log" 2>&1 || { cmake_error "$logs/configure-experiment.log"
    setup_failed "the experiment's configure failed (see $logs/configure-experiment.log)"; }
  # a small kernel, the backend's core (streams, graphs, hipBLAS), flash attention, a
  # quantized mat-vec and the multi-GPU reduction: not the whole build (2 cores, hours)
  sources=(acc ggml-cuda fattn mmvq allreduce)
  objects=()
  for name in "${sources[@]}"; do
    objects+=("ggml/src/ggml-hip/CMakeFiles/ggml-hip.dir/__/ggml-cuda/$name.cu.o")
  done
  in_root sh -c "cd /tmp/exp/build && timeout $compile_seconds ninja -k 0 -j2 ${objects[*]}" \
    >"$logs/compile-experiment.log" 2>&1 || true
  grep -E '^\[[0-9]+/[0-9]+\]|^FAILED|error:' "$logs/compile-experiment.log" \
    | sed "s|$exp/||" | cut -c1-200 || true
  compile_errors=$(grep -c 'error:' "$logs/compile-experiment.log" || true)
  failed_sources=$(grep -c '^FAILED' "$logs/compile-experiment.log" || true)
  echo "with the check removed: $compile_errors compile errors, $failed_sources of" \
       "${#sources[@]} sources failed"
fi

step "HIP in Debian testing, unstable and experimental (apt-cache policy)"
newer=(-o Acquire::Check-Valid-Until=false -o Dir::Etc::SourceList=/etc/apt/newer.list
  -o Dir::Etc::SourceParts=/nonexistent -o Dir::State::Lists=/var/lib/apt/lists-newer
  -o Dir::Cache::pkgcache= -o Dir::Cache::srcpkgcache=)
printf 'deb %s %s main\n' "$mirror" forky "$mirror" sid "$mirror" experimental \
  >"$root/etc/apt/newer.list"
mkdir -p "$root/var/lib/apt/lists-newer/partial"
if in_root apt-get "${newer[@]}" update -qq; then
  in_root apt-cache "${newer[@]}" policy hipcc libamdhip64-dev libhipblas-dev librocblas-dev \
    | grep -E '^[a-z]|^ +(\*\*\* )?[0-9]|/debian '
else
  echo "(the newer suites could not be read; no verdict depends on them)"
fi

step "outcome"
if [ "$plain" = ok ] || [ "$clang" = ok ]; then
  echo "VERDICT: llama.cpp of llama-cpp-python $version CONFIGURES with Debian 13's HIP" \
       "$hip_version (plain: $plain, HIPCXX=clang++-17: $clang); build it in full next"
elif [ "$version_check" = yes ]; then
  echo "VERDICT: does not build: llama.cpp of llama-cpp-python $version requires HIP >= 6.1," \
       "Debian 13 has HIP $hip_version (with that check removed, ${failed_sources:-?} of" \
       "${#sources[@]} sources tried fail to compile)"
else
  echo "VERDICT: does not build: configure failed for another reason (logs in $logs)"
fi
