#!/usr/bin/env bash
# Compiles the Windows installer (NSIS) from the frozen Windows app:
#   packaging/build-windows-installer.sh [APP_FOLDER]
# APP_FOLDER (default dist/amdchat-windows) holds amdchat.exe, _internal\ and backends\;
# the CI workflow (.github/workflows/windows.yml) freezes it on a Windows runner. Without
# one (these Linux machines cannot build it) a stand-in payload of placeholder files is
# used, to check that the script compiles: that installer is marked STAND-IN and must
# not be shipped. Needs makensis (Debian: apt-get install nsis; Windows: choco install nsis).
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml | head -1)
payload=${1:-dist/amdchat-windows}
out=dist/amdchat-${version}-setup.exe
if [ ! -f "$payload/amdchat.exe" ]; then
  echo "No Windows app at $payload: using a STAND-IN payload (placeholder files)." >&2
  payload=build/windows-standin/amdchat
  out=dist/amdchat-${version}-setup-STAND-IN.exe
  rm -rf "$payload"
  mkdir -p "$payload/_internal" "$payload/backends/cpu" "$payload/backends/vulkan"
  echo "stand-in for the frozen amdchat.exe" > "$payload/amdchat.exe"
  echo "stand-in for the frozen console amdchat-cli.exe" > "$payload/amdchat-cli.exe"
  echo "stand-in" > "$payload/_internal/python311.dll"
  for kind in cpu vulkan; do
    echo "stand-in" > "$payload/backends/$kind/llama.dll"
    printf '{"backend": "%s", "llama_cpp_python": "0.3.36"}\n' "$kind" \
      > "$payload/backends/$kind/manifest.json"
  done
fi
mkdir -p dist
makensis -V2 -DVERSION="$version" -DPAYLOAD="$(cd "$payload" && pwd)" \
  -DOUTFILE="$(pwd)/$out" packaging/windows/amdchat.nsi
echo "$out $(stat -c %s "$out" 2>/dev/null || wc -c < "$out") bytes"
