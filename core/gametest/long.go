package gametest

import "os"

// LongEnv is the environment variable that asks for the long property
// runs: SDK_LONG=1 go test ./... runs many more random games, fuzz seeds
// and bot games than the default suite, which is sized to run in a minute.
const LongEnv = "SDK_LONG"

// SeedEnv is the environment variable that fixes the seed of the
// harness's random games: SDK_SEED=123 go test -run TestHarness ./tonytino
// plays the games (and tries the Tamper law's edits) of seed 123, so a run
// is repeatable. CI sets it, so that it fails only on a change; without it
// every run draws a seed and explores new games, and a failure prints the
// seed it drew.
const SeedEnv = "SDK_SEED"

// Long reports whether the long runs were asked for: LongEnv set to
// anything but "" or "0".
func Long() bool {
	v := os.Getenv(LongEnv)
	return v != "" && v != "0"
}
