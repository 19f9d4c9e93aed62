package gametest

import "os"

// LongEnv is the environment variable that asks for the long property
// runs: SDK_LONG=1 go test ./... runs many more random games, fuzz seeds
// and bot games than the default suite, which is sized to run in a minute.
const LongEnv = "SDK_LONG"

// Long reports whether the long runs were asked for: LongEnv set to
// anything but "" or "0".
func Long() bool {
	v := os.Getenv(LongEnv)
	return v != "" && v != "0"
}
