#!/bin/sh
# Screenshots of the app for docs/screenshots: every page in light and dark, English and
# Japanese, at 1024x640 and 1920x1080, each on its own Xvfb with openbox (a window manager:
# title bars and a maximized window as a user sees them). Needs Xvfb and openbox
# (apt install xvfb openbox); pngquant, when present, makes the PNGs small.
#   scripts/screenshots.sh [OUT_FOLDER]   (default: build/screenshots; the docs keep a subset)
set -eu
cd "$(dirname "$0")/.."
out=${1:-build/screenshots}
python=${PYTHON:-.venv/bin/python}
mkdir -p "$out"
"$python" scripts/build_translations.py >/dev/null
display=58
for size in 1024x640 1920x1080; do
  Xvfb :$display -screen 0 ${size}x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  sleep 1
  DISPLAY=:$display openbox >/dev/null 2>&1 &
  wm=$!
  sleep 1
  for theme in light dark; do
    for language in en ja; do
      DISPLAY=:$display PYTHONPATH=$PWD "$python" scripts/screenshots.py "$out" $theme $language
    done
  done
  kill $wm $xvfb
  display=$((display + 1))
done
if command -v pngquant >/dev/null; then
  pngquant --force --ext .png --quality 70-90 --strip "$out"/*.png
fi
ls -1 "$out"
