//go:build race

package main

// raceEnabled: the race detector slows the server about tenfold, so the
// load test plays fewer tables under it.
const raceEnabled = true
