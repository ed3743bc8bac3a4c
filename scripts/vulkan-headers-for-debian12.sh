#!/bin/sh
# llama.cpp's Vulkan backend needs Vulkan headers 1.3.261 or newer
# (VK_EXT_layer_settings); Debian 12 has 1.3.239. This unpacks the headers of
# Debian 13 (trixie) into a folder, without installing anything system-wide.
# Usage: vulkan-headers-for-debian12.sh DEST     (headers land in DEST/usr/include)
set -eu
dest=$1
if [ -f "$dest/usr/include/vulkan/vulkan_core.h" ]; then exit 0; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mirror=$( (sed -n 's/^URIs:[[:space:]]*//p' /etc/apt/sources.list.d/*.sources 2>/dev/null;
           awk '$1 == "deb" {print $2}' /etc/apt/sources.list 2>/dev/null) |
         tr ' ' '\n' | grep -v -e security -e '^$' | head -n 1)
[ -n "$mirror" ] || { echo "no Debian mirror configured in /etc/apt" >&2; exit 1; }
cat > "$tmp/trixie.list" <<LIST
deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror trixie main
LIST
mkdir -p "$tmp/state/lists/partial" "$tmp/debs"
opts="-o Dir::Etc::SourceList=$tmp/trixie.list -o Dir::Etc::SourceParts=/dev/null \
      -o Dir::State::Lists=$tmp/state/lists -o APT::Architecture=amd64"
# shellcheck disable=SC2086
apt-get $opts update -qq
# shellcheck disable=SC2086
(cd "$tmp/debs" && apt-get $opts download libvulkan-dev spirv-headers >/dev/null)
mkdir -p "$dest"
for deb in "$tmp"/debs/*.deb; do dpkg-deb -x "$deb" "$dest"; done
grep -m1 'define VK_HEADER_VERSION ' "$dest/usr/include/vulkan/vulkan_core.h"
