package envelope

import (
	"slices"
	"testing"
)

func TestOptionalKeysAreLeftOutWhenEmpty(t *testing.T) {
	if p := Ptr(0); p == nil || *p != 0 {
		t.Errorf("Ptr(0) = %v, want a pointer to 0", p)
	}
	if PtrIf(3, false) != nil || *PtrIf(3, true) != 3 {
		t.Error("PtrIf: left out unless ok")
	}
	if NonZero(0) != nil || *NonZero(2) != 2 || NonZero([2]int{}) != nil {
		t.Error("NonZero: the zero is left out, anything else given")
	}
	if Deref[int](nil) != 0 || Deref(Ptr(5)) != 5 {
		t.Error("Deref: nil reads as the zero")
	}
	if OptID(int8(-1)) != nil || *OptID(int8(0)) != 0 {
		t.Error("OptID: none (-1) is left out, id 0 is given")
	}
	if OrNone[int8](nil) != -1 || OrNone(Ptr(int8(4))) != 4 {
		t.Error("OrNone: nil reads as none (-1)")
	}
}

func TestIDsListAMasksBitsInOrder(t *testing.T) {
	if got := IDs[int8](uint16(0b1011_0001), 10, 6); !slices.Equal(got, []int8{10, 14, 15}) {
		t.Errorf("IDs = %v, want [10 14 15]: bits 0, 4 and 5 below count 6, counted from first", got)
	}
	if got := IDs[uint8](uint64(1)<<63, 0, 64); !slices.Equal(got, []uint8{63}) {
		t.Errorf("IDs of bit 63 = %v", got)
	}
	if IDs[int8](uint8(0), 0, 8) != nil {
		t.Error("IDs of an empty mask: nil (a key left out)")
	}
}

func TestConvertersGoBothWays(t *testing.T) {
	var j, v = 0, 7
	if Same(true, &j, &v); j != 7 {
		t.Errorf("Same out: j = %d, want 7", j)
	}
	j = 9
	if Same(false, &j, &v); v != 9 {
		t.Errorf("Same in: v = %d, want 9", v)
	}

	var oj *int8
	id := int8(-1)
	if Opt(true, &oj, &id, -1); oj != nil {
		t.Error("Opt out: none is left out")
	}
	id = 3
	if Opt(true, &oj, &id, -1); oj == nil || *oj != 3 {
		t.Error("Opt out: an id is given")
	}
	oj = nil
	if Opt(false, &oj, &id, -1); id != -1 {
		t.Errorf("Opt in: a key left out reads as none, got %d", id)
	}
	oj = Ptr(int8(2))
	if Opt(false, &oj, &id, -1); id != 2 {
		t.Errorf("Opt in: got %d, want 2", id)
	}

	var zj *[2]uint8
	pile := [2]uint8{}
	if Zeroed(true, &zj, &pile); zj != nil {
		t.Error("Zeroed out: an empty pile is left out")
	}
	pile = [2]uint8{1, 0}
	if Zeroed(true, &zj, &pile); zj == nil || *zj != pile {
		t.Error("Zeroed out: a pile is given")
	}
	zj = nil
	if Zeroed(false, &zj, &pile); pile != [2]uint8{} {
		t.Error("Zeroed in: a key left out reads as empty")
	}
}

func TestAKeyThatMustBeGivenIsReportedLeftOut(t *testing.T) {
	var j *int8
	v := uint8(5)
	if !Given(true, &j, &v) || j == nil || *j != 5 {
		t.Errorf("Given out: want the key given as 5, got %v", j)
	}
	j, v = nil, 7
	if Given(false, &j, &v) || v != 7 {
		t.Errorf("Given in: a key left out reports false and keeps v (7), got v = %d", v)
	}
	j = Ptr(int8(3))
	if !Given(false, &j, &v) || v != 3 {
		t.Errorf("Given in: a key given reads as 3, got %d", v)
	}
}

func TestANumberOutOfItsRangeIsReported(t *testing.T) {
	j, v := 0, uint16(60000)
	if !Within(true, &j, &v, 0, 60000) || j != 60000 {
		t.Errorf("Within out: j = %d, want 60000", j)
	}
	for _, bad := range []int{0, 9, -1} {
		j, d := bad, uint8(4)
		if Within(false, &j, &d, 1, 8) || d != 4 {
			t.Errorf("Within in: %d is outside 1..8 and keeps v (4), got %d", bad, d)
		}
	}
	for _, good := range []int{1, 8} {
		j, d := good, uint8(4)
		if !Within(false, &j, &d, 1, 8) || int(d) != good {
			t.Errorf("Within in: %d is inside 1..8, read %d", good, d)
		}
	}
}

func TestAListHoldsTheStatesEntriesInOrder(t *testing.T) {
	state, n := [3]int{4, 5, 6}, uint8(2)
	var j []int
	if List(true, &j, &n, func(i int) { j[i] = state[i] }); !slices.Equal(j, []int{4, 5}) || n != 2 {
		t.Errorf("List out: %v, want the State's 2 entries [4 5]", j)
	}
	n, j = 0, nil
	if List(true, &j, &n, func(int) { t.Error("List out: no entry to convert") }); j != nil {
		t.Error("List out: an empty list is left out")
	}
	var read [3]int
	n, j = 0, []int{7, 8, 9}
	if List(false, &j, &n, func(i int) { read[i] = j[i] }); n != 3 || read != [3]int{7, 8, 9} {
		t.Errorf("List in: n = %d, entries %v; want 3 and [7 8 9]", n, read)
	}
}
