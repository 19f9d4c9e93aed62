package core

import (
	"encoding/json"
	"slices"
	"testing"
)

func TestDeckDrawTakesTheTopAndLeavesTheOriginal(t *testing.T) {
	d := NewDeck(1, 2, 3)
	c, d2, ok := d.Draw()
	if !ok || c != 3 || d2.Len() != 2 {
		t.Fatalf("Draw = %d, %v, len %d; want 3 from the top", c, ok, d2.Len())
	}
	if d.Len() != 3 || !slices.Equal(d.Cards(), []int{1, 2, 3}) {
		t.Fatal("Draw changed the deck it was called on")
	}
	var empty Deck[int]
	if _, e2, ok := empty.Draw(); ok || e2.Len() != 0 {
		t.Fatal("drawing from an empty deck reported a card")
	}
}

func TestDeckDrawNStopsWhenEmpty(t *testing.T) {
	cs, d := NewDeck(1, 2, 3).DrawN(5)
	if !slices.Equal(cs, []int{3, 2, 1}) || d.Len() != 0 {
		t.Fatalf("DrawN(5) of 3 cards = %v, left %d", cs, d.Len())
	}
	if cs, d := NewDeck(1, 2).DrawN(0); cs != nil || d.Len() != 2 {
		t.Fatal("DrawN(0) drew")
	}
}

// Two decks drawn from one must not share the slot an append would write:
// this is the aliasing bug that breaks immutable states.
func TestDeckBranchesDoNotShareMemory(t *testing.T) {
	base := NewDeck(1, 2, 3, 4)
	_, drawn, _ := base.Draw()
	a := drawn.PutTop(10)
	b := drawn.PutTop(20)
	if top, _ := a.Top(); top != 10 {
		t.Fatalf("branch a's top is %d after branch b was built, want 10", top)
	}
	if top, _ := b.Top(); top != 20 {
		t.Fatalf("branch b's top is %d, want 20", top)
	}
	d1 := base.Discard(7)
	d2 := base.Discard(8)
	if d1.Discards()[0] != 7 || d2.Discards()[0] != 8 {
		t.Fatal("discard piles of two branches share memory")
	}
	cards := []int{1, 2}
	d := NewDeck(cards...)
	cards[0] = 99
	if d.Cards()[0] != 1 {
		t.Fatal("NewDeck kept the caller's slice")
	}
	got := d.Cards()
	got[0] = 42
	if d.Cards()[0] != 1 {
		t.Fatal("Cards returned the deck's own memory")
	}
}

func TestDeckPutTopAndBottom(t *testing.T) {
	d := NewDeck(2, 3).PutTop(4, 5).PutBottom(0, 1)
	if !slices.Equal(d.Cards(), []int{0, 1, 2, 3, 4, 5}) {
		t.Fatalf("cards = %v", d.Cards())
	}
	if top, ok := d.Top(); !ok || top != 5 {
		t.Fatalf("top = %d", top)
	}
}

func TestDeckTakeSearchesFromTheTop(t *testing.T) {
	d := NewDeck(1, 2, 3, 2)
	c, d2, ok := d.Take(func(c int) bool { return c == 2 })
	if !ok || c != 2 || !slices.Equal(d2.Cards(), []int{1, 2, 3}) {
		t.Fatalf("Take = %d, %v, %v", c, ok, d2.Cards())
	}
	if !slices.Equal(d.Cards(), []int{1, 2, 3, 2}) {
		t.Fatal("Take changed the original deck")
	}
	if _, _, ok := d.Take(func(c int) bool { return c == 9 }); ok {
		t.Fatal("Take found a card that is not there")
	}
}

func TestDeckReshuffleReturnsTheDiscards(t *testing.T) {
	d := NewDeck(1, 2).Discard(3, 4)
	r := NewRNG(1)
	d2, r2 := d.Reshuffle(r)
	got := d2.Cards()
	slices.Sort(got)
	if !slices.Equal(got, []int{1, 2, 3, 4}) || d2.DiscardLen() != 0 {
		t.Fatalf("after Reshuffle: draw %v, discards %d", d2.Cards(), d2.DiscardLen())
	}
	if r2 == r {
		t.Fatal("Reshuffle did not use the RNG")
	}
	if d.DiscardLen() != 2 {
		t.Fatal("Reshuffle changed the original")
	}
	s, _ := NewDeck(1, 2, 3, 4, 5, 6).Shuffle(NewRNG(2))
	s2, _ := NewDeck(1, 2, 3, 4, 5, 6).Shuffle(NewRNG(2))
	if !slices.Equal(s.Cards(), s2.Cards()) {
		t.Fatal("Shuffle is not deterministic")
	}
}

func TestDeckMaskedKeepsCountsOnly(t *testing.T) {
	d := NewDeck(1, 2, 3).Discard(4)
	m := d.Masked(0, false)
	if !slices.Equal(m.Cards(), []int{0, 0, 0}) || !slices.Equal(m.Discards(), []int{4}) {
		t.Fatalf("masked = %v / %v", m.Cards(), m.Discards())
	}
	m = d.Masked(0, true)
	if !slices.Equal(m.Discards(), []int{0}) {
		t.Fatalf("masked discards = %v", m.Discards())
	}
	if d.Cards()[0] != 1 {
		t.Fatal("Masked changed the original")
	}
}

func TestDeckJSONRoundTrip(t *testing.T) {
	d := NewDeck("a", "b").Discard("c")
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `{"draw":["a","b"],"discard":["c"]}` {
		t.Fatalf("json = %s", b)
	}
	var back Deck[string]
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Cards(), d.Cards()) || !slices.Equal(back.Discards(), d.Discards()) {
		t.Fatalf("round trip: %v %v", back.Cards(), back.Discards())
	}
	if err := json.Unmarshal([]byte(`{"draw":[1]}`), &back); err == nil {
		t.Fatal("a deck of numbers decoded into a deck of strings")
	}
}

func BenchmarkDeckDraw(b *testing.B) {
	d := NewDeck(make([]int, 60)...)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_, d2, _ := d.Draw()
		_ = d2
	}
}
