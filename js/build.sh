#!/bin/sh
# Builds the rules as WebAssembly into js/dist/: mafiarules.wasm (all four
# games) and Go's wasm_exec.js that loads it. Run from anywhere:
#
#	sh js/build.sh               # dist/mafiarules.wasm, every game
#	sh js/build.sh tonytino      # dist/mafiarules-tonytino.wasm, that game alone
#
# A one-game module is the registry built with the tag only_<game>: the
# other games' packages are not linked in, so it is smaller; load it with
# load(new URL("./dist/mafiarules-tonytino.wasm", import.meta.url)).
set -eu
cd "$(dirname "$0")"
mkdir -p dist
root=$(go env GOROOT)
if [ -f "$root/lib/wasm/wasm_exec.js" ]; then cp "$root/lib/wasm/wasm_exec.js" dist/; else cp "$root/misc/wasm/wasm_exec.js" dist/; fi
build() { # build <output> [tags]
	GOOS=js GOARCH=wasm go build -trimpath -ldflags=-s -tags "$2" -o "$1" ../wasm
	echo "$1: $(wc -c < "$1") bytes, $(gzip -9 -c "$1" | wc -c) gzipped"
}
if [ $# -eq 0 ]; then
	build dist/mafiarules.wasm ""
fi
for game in "$@"; do
	case "$game" in
	tonytino | nostracity | mafia | speakeasy) build "dist/mafiarules-$game.wasm" "only_$game" ;;
	*) echo "js/build.sh: no game $game (tonytino, nostracity, mafia or speakeasy)" >&2; exit 2 ;;
	esac
done
