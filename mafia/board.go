package mafia

import (
	"math/bits"
	"sync"
)

// SpaceKind is the type printed on a map space.
type SpaceKind uint8

// The space types of section A1.
const (
	Blank SpaceKind = iota
	City
	Phone
	Roadblock
	Ambush
	Restaurant
	Assassination
	NewsLeak
	Antimafia
)

// Space is one map space as data. Movement is table driven: CW is the next
// space clockwise on the outer ring (-1 if none), South and North the next
// space along the two-way centre track in each direction (-1 if none).
type Space struct {
	ID      string    // three-letter id used in move notation ("PAL")
	Name    string    // printed name
	Kind    SpaceKind // printed type
	Nums    uint8     // bit d set: a die showing d triggers the space's effect
	Airport bool      // Bosses and the Prefetto may fly between airports (one point)
	Home    uint8     // bit f set: Family f may choose this city as its home
	CW      Place     // next space clockwise on the ring, NoPlace if none
	South   Place     // next space on the centre track going south, NoPlace if none
	North   Place     // next space on the centre track going north, NoPlace if none
}

// Triggers reports whether a die result d is one of the space's printed numbers.
func (sp Space) Triggers(d int) bool { return d >= 1 && d <= 7 && sp.Nums&(1<<uint(d)) != 0 }

// NumSpaces is the number of spaces on the map.
const NumSpaces = 26

// Space ids of the Sicily map, in the order of Spaces.
const (
	PAL Place = iota
	BAG
	TER
	CEF
	SST
	SAG
	PAT
	MIL
	MES
	TAO
	CAT
	LEN
	SIR
	NOT
	RAG
	GEL
	LIC
	AGR
	SCI
	MAZ
	TRA
	COR
	MAD
	CAL
	ENN
	PIA
)

func nums(ds ...int) uint8 {
	var m uint8
	for _, d := range ds {
		m |= 1 << uint(d)
	}
	return m
}

// sicilySpaces is the 26-space map of Sicily. House rule HOUSE-MAP:
// no public source prints the map, so the layout, names and printed
// numbers are this package's house decisions: a 22-space clockwise ring and the four-space
// centre track MAD–CAL–ENN–PIA joining Cefalù (north junction, three steps
// from Enna) and Gela (south junction, two steps from Enna), with the
// Palermo–Catania air link.
var sicilySpaces = [NumSpaces]Space{
	PAL: {ID: "PAL", Name: "Palermo", Kind: City, Airport: true, Home: famBit(Red) | famBit(Orange)},
	BAG: {ID: "BAG", Name: "Bagheria", Kind: Restaurant, Nums: nums(1)},
	TER: {ID: "TER", Name: "Termini Imerese", Kind: Roadblock, Nums: nums(1, 2)},
	CEF: {ID: "CEF", Name: "Cefalù", Kind: Phone},
	SST: {ID: "SST", Name: "Santo Stefano di Camastra", Kind: Blank},
	SAG: {ID: "SAG", Name: "Sant'Agata di Militello", Kind: Blank},
	PAT: {ID: "PAT", Name: "Patti", Kind: Ambush, Nums: nums(1, 2)},
	MIL: {ID: "MIL", Name: "Milazzo", Kind: Blank},
	MES: {ID: "MES", Name: "Messina", Kind: Antimafia, Nums: nums(1, 2, 3)},
	TAO: {ID: "TAO", Name: "Taormina", Kind: Roadblock, Nums: nums(1, 2)},
	CAT: {ID: "CAT", Name: "Catania", Kind: City, Airport: true, Home: famBit(Black) | famBit(Green)},
	LEN: {ID: "LEN", Name: "Lentini", Kind: Blank},
	SIR: {ID: "SIR", Name: "Siracusa", Kind: Phone},
	NOT: {ID: "NOT", Name: "Noto", Kind: Blank},
	RAG: {ID: "RAG", Name: "Ragusa", Kind: NewsLeak},
	GEL: {ID: "GEL", Name: "Gela", Kind: Blank},
	LIC: {ID: "LIC", Name: "Licata", Kind: Blank},
	AGR: {ID: "AGR", Name: "Agrigento", Kind: Phone},
	SCI: {ID: "SCI", Name: "Sciacca", Kind: Blank},
	MAZ: {ID: "MAZ", Name: "Mazara del Vallo", Kind: Blank},
	TRA: {ID: "TRA", Name: "Trapani", Kind: Ambush, Nums: nums(1, 2)},
	COR: {ID: "COR", Name: "Corleone", Kind: Assassination, Nums: nums(1, 2)},
	MAD: {ID: "MAD", Name: "Madonie", Kind: Ambush, Nums: nums(1, 2)},
	CAL: {ID: "CAL", Name: "Calascibetta", Kind: Phone},
	ENN: {ID: "ENN", Name: "Enna", Kind: City, Home: famBit(Red) | famBit(Black) | famBit(Orange) | famBit(Green)},
	PIA: {ID: "PIA", Name: "Piazza Armerina", Kind: Roadblock, Nums: nums(1, 2)},
}

// sicily is the default map with its movement table, shared by every game
// that does not supply its own map.
var sicily *board

// maxPoints is the longest move: two dice raised to 8 each by Helicopter
// Operation.
const maxPoints = 16

// board is a validated map with its movement table. A State holds a
// pointer to one; it is never written after newBoard, so states share it.
type board struct {
	m Map
	// dest[sp][facing][fly][n] is the set of positions reachable with
	// exactly n points, precomputed so Legal does no path search.
	dest [NumSpaces][3][2][maxPoints + 1]posSet
	// ends lists each set of dest in turn, in position order: the
	// set dest[sp][h][fly][n] is ends[span[sp][h][fly][n]:span[...][n+1]]
	// (the entry after n = maxPoints is the next set's start), so Legal
	// copies a move's destinations without decoding the bits.
	ends []legEnd
	span [NumSpaces][3][2][maxPoints + 2]uint32
}

// legEnd is one position of a dest set: where a move ends, its facing,
// and whether it used the air link.
type legEnd struct {
	sp   Place
	head Heading
	air  bool
}

// Equal reports whether two boards hold the same map (go-cmp uses it, so a
// decoded state equals the original without walking the movement table).
func (b *board) Equal(o *board) bool {
	if b == nil || o == nil {
		return b == o
	}
	return b == o || b.m == o.m
}

// newBoard builds the movement table of a map that passed Validate: the
// one-step successor set of every position first, then the sets reachable
// with exactly n points as unions of those.
func newBoard(m Map) *board {
	b := &board{m: m}
	var one [2][NumSpaces * 6]posSet
	var buf [4 + NumSpaces]hop
	for fly := 0; fly < 2; fly++ {
		for k := range one[fly] {
			air := k%2 == 1
			for _, st := range b.successors(int8(k/6), Heading(k%6/2), fly == 1, air, buf[:0]) {
				one[fly][k].add(posKey(st.to, st.head, air || st.air))
			}
		}
	}
	for sp := 0; sp < NumSpaces; sp++ {
		for h := NoHeading; h <= HeadSouth; h++ {
			for fly := 0; fly < 2; fly++ {
				var cur posSet
				cur.add(posKey(int8(sp), h, false))
				b.dest[sp][h][fly][0] = cur
				for n := 1; n <= maxPoints; n++ {
					var next posSet
					for w := 0; w < 3; w++ {
						for left := cur[w]; left != 0; left &= left - 1 {
							nx := &one[fly][w*64+bits.TrailingZeros64(left)]
							next[0] |= nx[0]
							next[1] |= nx[1]
							next[2] |= nx[2]
						}
					}
					// House rule HOUSE-4.1e: a move that ends where it
					// started is no move (the paths on through are kept)
					end := next
					for k := posKey(int8(sp), NoHeading, false); k < posKey(int8(sp)+1, NoHeading, false); k++ {
						end[k>>6] &^= 1 << uint(k&63)
					}
					b.dest[sp][h][fly][n] = end
					cur = next
				}
			}
		}
	}
	for sp := range b.span {
		for h := range b.span[sp] {
			for fly := range b.span[sp][h] {
				for n := 0; n <= maxPoints; n++ {
					b.span[sp][h][fly][n] = uint32(len(b.ends))
					set := &b.dest[sp][h][fly][n]
					for w := range set {
						for left := set[w]; left != 0; left &= left - 1 {
							k := 64*w + bits.TrailingZeros64(left)
							b.ends = append(b.ends, legEnd{Place(k / 6), Heading(k % 6 / 2), k%2 == 1})
						}
					}
				}
				b.span[sp][h][fly][maxPoints+1] = uint32(len(b.ends))
			}
		}
	}
	return b
}

// lastBoard caches the last custom board built, so decoding many states
// of one custom-map game builds its movement table once. The cached board
// is immutable; the mutex only guards the pointer.
var lastBoard struct {
	sync.Mutex
	b *board
}

// boardOf returns the board of a validated map: the shared Sicily board,
// the cached one, or a new one.
func boardOf(m Map) *board {
	if m == sicily.m {
		return sicily
	}
	lastBoard.Lock()
	defer lastBoard.Unlock()
	if lastBoard.b == nil || lastBoard.b.m != m {
		lastBoard.b = newBoard(m)
	}
	return lastBoard.b
}

// SpaceAt returns space i of the Sicily map; ok is false for an id off the map.
func SpaceAt(p Place) (sp Space, ok bool) {
	if !p.IsSpace() {
		return sp, false
	}
	return sicily.m.Spaces[p], true
}

// spaceByID returns the index of the space with the given id, or -1. The
// ids are the same on every map (Map.Validate insists), because move
// notation is read without a state.
func spaceByID(id string) int {
	for i := range sicilySpaces {
		if sicilySpaces[i].ID == id {
			return i
		}
	}
	return -1
}

// Heading is the facing of a counter on or next to the centre track (the
// translator's clarification of D4, encoded as a facing, HOUSE-4.1a).
type Heading uint8

// Headings.
const (
	NoHeading Heading = iota // free to choose
	HeadNorth                // travelling north along the centre track
	HeadSouth                // travelling south along the centre track
)

// hop is one successor of a position: one movement point away.
type hop struct {
	to   int8
	head Heading
	air  bool
}

// successors lists the spaces one movement point away from (sp, h). A
// counter facing north or south keeps going that way along the centre track
// and leaves it onto the ring; a counter with no facing may take any exit.
// canFly adds the air link when it was not used yet in this move.
//
// House rule HOUSE-4.1a: the translator's facing clarification is encoded
// as a heading (None, N, S) recorded where a move ends; setup and returns
// reset it. House rule HOUSE-4.1b: at most one flight per move, which
// covers the translator's "no back-and-forth" rule.
func (bd *board) successors(sp int8, h Heading, canFly, airUsed bool, out []hop) []hop {
	b := &bd.m.Spaces[sp]
	switch {
	case h == HeadSouth && b.South >= 0:
		out = append(out, hop{int8(b.South), HeadSouth, false})
	case h == HeadNorth && b.North >= 0:
		out = append(out, hop{int8(b.North), HeadNorth, false})
	case h != NoHeading && b.CW >= 0:
		out = append(out, hop{int8(b.CW), NoHeading, false})
	default:
		if b.CW >= 0 {
			out = append(out, hop{int8(b.CW), NoHeading, false})
		}
		if b.North >= 0 {
			out = append(out, hop{int8(b.North), HeadNorth, false})
		}
		if b.South >= 0 {
			out = append(out, hop{int8(b.South), HeadSouth, false})
		}
	}
	if canFly && !airUsed && b.Airport {
		for i := range bd.m.Spaces {
			if int8(i) != sp && bd.m.Spaces[i].Airport {
				out = append(out, hop{int8(i), NoHeading, true})
			}
		}
	}
	return out
}

// dest is where a counter can end a move of exactly n points.
type dest struct {
	to   int8
	head Heading
	air  bool
}

// posSet is a set of (space, facing, air used) positions, bit
// space*6 + facing*2 + air.
type posSet [3]uint64

func (p *posSet) add(k int) { p[k>>6] |= 1 << uint(k&63) }

// posKey is the bit of a position in a posSet.
func posKey(sp int8, h Heading, air bool) int {
	k := int(sp)*6 + int(h)*2
	if air {
		k++
	}
	return k
}

// destinations appends to out every distinct (space, facing, air used) a
// counter can reach with exactly n points, in a canonical order (by
// space, facing, air). Spaces passed through have no effect, so paths
// that end alike are the same move.
func (bd *board) destinations(sp int8, h Heading, n int, canFly, noAir bool, out []dest) []dest {
	if n <= 0 || n > maxPoints || sp < 0 || sp >= NumSpaces || h > HeadSouth {
		return out
	}
	fly := 0
	if canFly && !noAir {
		fly = 1
	}
	cur := &bd.dest[sp][h][fly][n]
	for w := 0; w < 3; w++ {
		for left := cur[w]; left != 0; left &= left - 1 {
			k := w*64 + bits.TrailingZeros64(left)
			out = append(out, dest{to: int8(k / 6), head: Heading(k % 6 / 2), air: k%2 == 1})
		}
	}
	return out
}

// reachable reports whether any destination exists.
func (bd *board) reachable(sp int8, h Heading, n int, canFly, noAir bool) bool {
	if n <= 0 || n > maxPoints || sp < 0 || sp >= NumSpaces || h > HeadSouth {
		return false
	}
	fly := 0
	if canFly && !noAir {
		fly = 1
	}
	return bd.dest[sp][h][fly][n] != posSet{}
}
