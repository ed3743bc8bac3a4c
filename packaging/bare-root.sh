# shellcheck shell=bash disable=SC2154  # $base, $root, $mirror: set by the caller
# Sourced by the bare-root checks (test-deb-in-debootstrap.sh, test-targz-in-debootstrap.sh):
# a fresh copy of a minimal Debian 12 root (debootstrap'ed once into $base and reused), with
# /proc and /dev mounted and unmounted again on exit, and the commands that run in it.
# The caller sets $base, $root and $mirror.

step() { printf '\n=== %s\n' "$*"; }
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }
as_user() { chroot --userspec=tester:tester "$root" env -i PATH=/usr/bin:/bin HOME=/home/tester \
  LANG=C.UTF-8 "$@"; }

unmount_root() {
  for m in dev/pts dev proc; do umount "$root/$m" 2>/dev/null || true; done
}

fresh_root() {
  if [ ! -x "$base/usr/bin/apt-get" ]; then
    step "debootstrap bookworm (minbase) into $base"
    rm -rf "$base"
    mkdir -p "$(dirname "$base")"  # a fresh clone has no build/ yet
    debootstrap --variant=minbase bookworm "$base" "$mirror" >/dev/null
  fi
  trap unmount_root EXIT
  unmount_root
  rm -rf "$root"
  mkdir -p "$(dirname "$root")"
  cp -a "$base" "$root"
  mount -t proc proc "$root/proc"
  mount --bind /dev "$root/dev"
  mount --bind /dev/pts "$root/dev/pts"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
}
