package core_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
	"github.com/mafiarules/sdk/internal/envelope"
	"github.com/mafiarules/sdk/internal/strictjson"
)

func TestSplitLeavesTheRNGAsItWas(t *testing.T) {
	r := core.NewRNG(7)
	before := r
	s := r.Split()
	if r != before {
		t.Fatal("Split advanced its receiver")
	}
	a, _ := r.Uint64()
	b, _ := s.Uint64()
	a2, _ := r.Uint64()
	if a != a2 {
		t.Fatal("r's stream changed after a Split")
	}
	if a == b {
		t.Fatal("the split stream starts with r's next number")
	}
	if r.Split() != s {
		t.Fatal("Split is not deterministic")
	}
	if f := r.ForceRolls(3).Split(); f.Forced() != 0 {
		t.Fatal("a split carried forced outcomes")
	}
}

func TestPileKnownBottom(t *testing.T) {
	p := core.PileOf[int8](1, 2)
	p.PutBottom(7)
	if p.Known() != 1 {
		t.Fatalf("known %d", p.Known())
	}
	m := p.Mask(-1)
	if c, _ := m.At(0); c != 7 {
		t.Error("the known bottom was masked")
	}
	if c, _ := m.Top(); c != -1 {
		t.Error("the top was not masked")
	}
	p.Pop()
	p.Pop()
	if c, _ := p.Top(); c != 7 || p.Known() != 1 {
		t.Error("the known card is not last")
	}
	p.Pop()
	if p.Known() != 0 || p.Len() != 0 {
		t.Error("an empty pile keeps a known card")
	}
}

func TestNamesAndSeats(t *testing.T) {
	n := codec.Names{"ace", "king"}
	if i, err := n.Parse("card", "king"); i != 1 || err != nil {
		t.Errorf("king: %d %v", i, err)
	}
	if _, err := n.Parse("card", "King"); !errors.Is(err, core.ErrBadNotation) {
		t.Errorf("King: %v", err)
	}
	for s, want := range map[string]core.Player{"P0": 0, "P3": 3} {
		if p, err := core.ParsePlayer(s, 4); p != want || err != nil {
			t.Errorf("%s: %v %v", s, p, err)
		}
	}
	for _, bad := range []string{"P4", "P01", "P-1", "P+1", "p1", "P", ""} {
		if _, err := core.ParsePlayer(bad, 4); !errors.Is(err, core.ErrBadNotation) {
			t.Errorf("%q parsed", bad)
		}
	}
	b, _ := json.Marshal(struct {
		P core.Player   `json:"p"`
		A core.Audience `json:"a"`
	}{core.NoPlayer, core.Only(1)})
	if string(b) != `{"p":"spectator","a":"P1"}` {
		t.Errorf("seats as JSON: %s", b)
	}
}

func TestDecodeConfigRefusesWrongCaseAndDuplicates(t *testing.T) {
	type inner struct {
		Name string `json:"name"`
	}
	type cfg struct {
		Players int    `json:"players"`
		Map     *inner `json:"map"`
	}
	for _, bad := range []string{`{"PLAYERS":3}`, `{"Players":3}`, `{"players":3,"players":4}`, `{"map":{"Name":"x"}}`, `{"map":{"name":"x","name":"y"}}`} {
		var c cfg
		if err := envelope.DecodeConfig("g", []byte(bad), &c); !errors.Is(err, core.ErrBadConfig) {
			t.Errorf("%s: %v, want ErrBadConfig", bad, err)
		}
	}
	big := make([]byte, core.MaxJSON+1)
	if err := strictjson.Decode(big, &cfg{}); err == nil {
		t.Error("oversized JSON decoded")
	}
}

func TestAudienceTextRoundTrips(t *testing.T) {
	for _, a := range []core.Audience{core.Everyone, 0, core.Only(0, 2), core.AllBut(1), core.AllBut()} {
		b, _ := a.MarshalText()
		var back core.Audience
		if err := back.UnmarshalText(b); err != nil || back != a {
			t.Errorf("%v: %s -> %v (%v)", a, b, back, err)
		}
	}
}
