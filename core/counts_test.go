package core

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
)

type testCard uint8

const (
	cardA testCard = iota
	cardB
	cardHidden
)

var testCardNames = []string{"ace", "bee", "hidden"}

func (c testCard) MarshalText() ([]byte, error) {
	if int(c) >= len(testCardNames) {
		return nil, fmt.Errorf("card %d does not exist", int(c))
	}
	return []byte(testCardNames[c]), nil
}

func (c *testCard) UnmarshalText(b []byte) error {
	i := slices.Index(testCardNames, string(b))
	if i < 0 {
		return fmt.Errorf("%q is not a card", b)
	}
	*c = testCard(i)
	return nil
}

func TestCountsCountsAndDraws(t *testing.T) {
	c := CountsOf(cardA, cardA, cardB)
	if c.Of(cardA) != 2 || c.Of(cardB) != 1 || c.Total() != 3 {
		t.Fatalf("CountsOf: %v", c)
	}
	if c.Remove(cardB, 2) || !c.Remove(cardB, 1) || c.Of(cardB) != 0 {
		t.Fatal("Remove takes only what the pile holds")
	}
	stock := CountsOf(cardA, cardA, cardA, cardB)
	left := stock.Minus(CountsOf(cardA, cardB, cardB))
	if left.Of(cardA) != 2 || left.Of(cardB) != 0 || !stock.Contains(left) || left.Contains(stock) {
		t.Fatalf("Minus: %v", left)
	}
	seen := map[testCard]int{}
	r := NewRNG(1)
	for i := 0; i < 400; i++ {
		p := CountsOf(cardA, cardB, cardB, cardB)
		var x testCard
		x, r, _ = p.Draw(r)
		seen[x]++
		if p.Total() != 3 {
			t.Fatal("Draw does not take the card off")
		}
	}
	if seen[cardA] < 60 || seen[cardA] > 140 {
		t.Errorf("Draw is not uniform over cards: %v", seen)
	}
	var empty Counts[testCard]
	if _, r2, ok := empty.Draw(r); ok || r2 != r {
		t.Error("Draw on an empty pile")
	}
}

func TestCountsDealFillsOnlyHiddenSlots(t *testing.T) {
	pool := CountsOf(cardB, cardB)
	slots := []testCard{cardA, cardHidden, cardHidden, cardHidden}
	pool.Deal(slots, cardHidden, NewRNG(3))
	if slots[0] != cardA || slots[1] != cardB || slots[2] != cardB || slots[3] != cardHidden || pool.Total() != 0 {
		t.Fatalf("Deal: %v, pool %v", slots, pool)
	}
}

func TestCountsJSONIsAnObjectOfIdsInOrder(t *testing.T) {
	b, err := json.Marshal(CountsOf(cardB, cardA, cardB))
	if err != nil || string(b) != `{"ace":1,"bee":2}` {
		t.Fatalf("%s %v", b, err)
	}
	var c Counts[testCard]
	if err := json.Unmarshal([]byte(`{"hidden":5}`), &c); err != nil || c.Of(cardHidden) != 5 {
		t.Fatalf("hidden pile: %v %v", c, err)
	}
	for _, bad := range []string{`{"ace":1,"ace":2}`, `{"cee":1}`, `{"ace":-1}`, `{"ace":256}`, `{"ace":1.5}`, `[]`, `{"ace":"1"}`} {
		var c Counts[testCard]
		if err := json.Unmarshal([]byte(bad), &c); err == nil {
			t.Errorf("%s decodes", bad)
		}
	}
}
