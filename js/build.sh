#!/bin/sh
# Builds the rules as WebAssembly into js/dist/: mafiarules.wasm and Go's
# wasm_exec.js that loads it. Run from anywhere: sh js/build.sh
set -eu
cd "$(dirname "$0")"
mkdir -p dist
GOOS=js GOARCH=wasm go build -trimpath -ldflags=-s -o dist/mafiarules.wasm ../wasm
root=$(go env GOROOT)
if [ -f "$root/lib/wasm/wasm_exec.js" ]; then cp "$root/lib/wasm/wasm_exec.js" dist/; else cp "$root/misc/wasm/wasm_exec.js" dist/; fi
echo "dist/mafiarules.wasm: $(wc -c < dist/mafiarules.wasm) bytes, $(gzip -9 -c dist/mafiarules.wasm | wc -c) gzipped"
