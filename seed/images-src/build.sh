#!/usr/bin/env bash
# Regenerates the demo images in web/public/images/seed from the SVG scenes in this folder.
#
#   bash seed/images-src/build.sh            # all images
#   PREVIEW_DIR=/tmp/preview bash seed/images-src/build.sh   # also keep the full-size PNGs
#
# Needs node, headless Chromium and cwebp (Debian: apt-get install -y chromium webp).
# Output: <scene>-960.webp and <scene>-480.webp (16:10), hero-1600/960/480.webp (16:9),
# avatar-<n>-160.webp (square), logo.svg, and <scene>-preview.jpg (1200×630, link previews).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/../../web/public/images/seed"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

for tool in node cwebp; do
  command -v "$tool" >/dev/null || { echo "missing $tool (apt-get install -y webp)" >&2; exit 1; }
done
chrome="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
[ -n "$chrome" ] || { echo "missing chromium (apt-get install -y chromium)" >&2; exit 1; }

node "$here/scenes.mjs"
mkdir -p "$out"
[ -n "${PREVIEW_DIR:-}" ] && mkdir -p "$PREVIEW_DIR"

# render <svg> <png> <width> <height>
render() {
  "$chrome" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --hide-scrollbars --force-device-scale-factor=1 --user-data-dir="$tmp/profile" \
    --window-size="$3,$4" --screenshot="$2" "file://$1" >/dev/null 2>&1
  [ -s "$2" ] || { echo "render failed: $1" >&2; exit 1; }
}

# webp <png> <out.webp> <width> <height> <quality>
webp() {
  cwebp -quiet -m 6 -sharp_yuv -q "$5" -resize "$3" "$4" "$1" -o "$2"
}

for src in "$here"/svg/*.svg; do
  name="$(basename "$src" .svg)"
  png="$tmp/$name.png"
  case "$name" in
    logo)
      cp "$src" "$out/logo.svg"
      continue
      ;;
    hero)
      render "$src" "$png" 1600 900
      webp "$png" "$out/hero-1600.webp" 1600 900 82
      webp "$png" "$out/hero-960.webp" 960 540 82
      webp "$png" "$out/hero-480.webp" 480 270 80
      ;;
    avatar-*)
      render "$src" "$png" 480 480
      webp "$png" "$out/$name-160.webp" 160 160 80
      ;;
    *)
      render "$src" "$png" 960 600
      webp "$png" "$out/$name-960.webp" 960 600 82
      webp "$png" "$out/$name-480.webp" 480 300 80
      ;;
  esac
  [ -n "${PREVIEW_DIR:-}" ] && cp "$png" "$PREVIEW_DIR/$name.png"
  echo "rendered $name"
done

node "$here/previews.mjs"
du -cb "$out"/* | tail -1
