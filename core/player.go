package core

import (
	"strconv"
	"strings"
)

// Player is a seat index, 0 to n-1, in the order the game's Config gives.
type Player int8

// NoPlayer is the Player returned by ToMove when the game is over, and the
// viewer of a spectator's View (a spectator sees only what the whole table sees).
const NoPlayer Player = -1

// String returns "P0", "P1", ...; "none" for NoPlayer (or any seat below
// it), as every game spells its ids' none. JSON writes NoPlayer where a
// View's seat is a spectator's as "spectator" (MarshalText).
func (p Player) String() string {
	if p < 0 {
		return "none"
	}
	return "P" + strconv.Itoa(int(p))
}

// Audience is the set of viewers allowed to see an event: one bit per seat
// (up to 15 seats) and one bit for spectators.
type Audience uint16

const spectatorBit Audience = 1 << 15

// Everyone is the Audience of a public event: every seat and every spectator.
const Everyone Audience = 0xFFFF

// Only is the Audience of a private event: the named seats and nobody else.
func Only(ps ...Player) Audience {
	var a Audience
	for _, p := range ps {
		if p >= 0 && p < 15 {
			a |= 1 << uint(p)
		}
	}
	return a
}

// AllBut is the Audience of the public half of a private event (for example
// "P1 drew a card" beside the "P1 drew Police Raid" that only P1 sees): every
// seat but the named ones, and spectators.
func AllBut(ps ...Player) Audience { return Everyone &^ Only(ps...) }

// Has reports whether p (a seat, or NoPlayer for a spectator) is in the Audience.
func (a Audience) Has(p Player) bool {
	if p < 0 {
		return a&spectatorBit != 0
	}
	if p >= 15 {
		return false
	}
	return a&(1<<uint(p)) != 0
}

// String names the audience: "everyone", "P0,P2" or "all but P1".
func (a Audience) String() string {
	if a == Everyone {
		return "everyone"
	}
	var b strings.Builder
	if a&spectatorBit != 0 {
		b.WriteString("all but ")
		a = ^a
	}
	first := true
	for p := Player(0); p < 15; p++ {
		if a&(1<<uint(p)) != 0 {
			if !first {
				b.WriteByte(',')
			}
			b.WriteString(p.String())
			first = false
		}
	}
	if first {
		b.WriteString("nobody")
	}
	return b.String()
}
