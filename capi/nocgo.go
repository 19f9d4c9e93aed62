//go:build !cgo

// Command capi is the SDK as a C library; it needs cgo (a C compiler and
// CGO_ENABLED=1) to build, with -buildmode=c-shared.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "capi is a C library: build it with cgo, go build -buildmode=c-shared -o python/mafiarules/libmafiarules.so ./capi")
	os.Exit(2)
}
