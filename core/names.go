package core

import (
	"strconv"
	"strings"
)

// ParsePlayer reads a seat as notation writes it: "P0", "P1", ... up to
// "P<max-1>". Anything else, "P01" and "P-1" included, is ErrBadNotation.
func ParsePlayer(s string, max int) (Player, error) {
	if len(s) < 2 || s[0] != 'P' || (len(s) > 2 && s[1] == '0') {
		return NoPlayer, Errorf(ErrBadNotation, "%q is not a seat (P0 to P%d)", s, max-1)
	}
	v, err := strconv.Atoi(s[1:])
	if err != nil || v < 0 || v >= max || s[1] == '+' || s[1] == '-' {
		return NoPlayer, Errorf(ErrBadNotation, "%q is not a seat (P0 to P%d)", s, max-1)
	}
	return Player(v), nil
}

// MarshalText writes a seat as its notation, "P0", or "spectator" for
// NoPlayer, so seats read the same in every game's JSON.
func (p Player) MarshalText() ([]byte, error) {
	if p < 0 {
		return []byte("spectator"), nil
	}
	return []byte(p.String()), nil
}

// UnmarshalText reads what MarshalText writes.
func (p *Player) UnmarshalText(b []byte) error {
	if string(b) == "spectator" {
		*p = NoPlayer
		return nil
	}
	q, err := ParsePlayer(string(b), 15)
	if err != nil {
		return Errorf(ErrBadState, "%q is not a seat (P0, P1, ...) or \"spectator\"", b)
	}
	*p = q
	return nil
}

// MarshalText writes the audience as names: "everyone", "P0,P2", "all but
// P1" or "nobody", the same as String.
func (a Audience) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText reads what MarshalText writes.
func (a *Audience) UnmarshalText(b []byte) error {
	s := string(b)
	switch s {
	case "everyone":
		*a = Everyone
		return nil
	case "nobody":
		*a = 0
		return nil
	}
	var out Audience
	rest, allBut := strings.CutPrefix(s, "all but ")
	if allBut && rest == "nobody" {
		*a = spectatorBit
		return nil
	}
	for _, name := range strings.Split(rest, ",") {
		p, err := ParsePlayer(name, 15)
		if err != nil {
			return Errorf(ErrBadState, "audience %q: %v", s, err)
		}
		out |= Only(p)
	}
	if allBut {
		out = Everyone &^ out
	}
	*a = out
	return nil
}
