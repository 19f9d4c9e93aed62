package speakeasy

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// Move is one small decision. A visit to a location is a sequence of them
// in the rulebook's top-to-bottom order (place, then each step, each optional
// step skippable), so Legal stays short and a UI can walk it.
type Move struct {
	By   core.Player
	Kind MoveKind
	A    int8
	B    int8
}

// MoveKind says what a Move does; A and B are its arguments.
type MoveKind uint8

// The move kinds, with their notation after the seat ("P0 place garage R").
const (
	MPlace      MoveKind = iota + 1 // place garage R: A location, B person
	MRestaurant                     // restaurant 3: A lower-row column (from 0)
	MPark                           // park docks L: swap with the Capo at A location, B person
	MPass                           // pass: no placement is possible
	MSkip                           // skip: skip or finish the current optional step
	MBook                           // book: gain a Book
	MRaise                          // raise fleet: A track
	MHelper                         // helper gin-2: A Helper card from the display
	MFM                             // family-member vip-area | family-member uptown: A 0 VIP area, 1..3 Docks Zone+1
	MHire                           // hire 2: A Goons at $2
	MOpen                           // open 3-speakeasy: A building group
	MUpgrade                        // upgrade casino: A group (Nightclub or Casino)
	MTakeover                       // takeover 5-speakeasy: A group
	MAt                             // at 7.2: A space for the building chosen
	MFee                            // fee yes|no: use the Associate in a takeover
	MDiscard                        // discard fleet-8: A Operations card
	MPlay                           // play party-4: A Operations card
	MSell                           // sell 7.2: A space whose barrel is sold
	MProtect                        // protect 7.2: A space
	MTruck                          // truck 1: A Truck (from 0)
	MEnter                          // enter 7: A district (from 0)
	MDrive                          // drive 8: A district
	MPickup                         // pickup: a barrel from your Stills area
	MBuy                            // buy B 2: A Ship, B barrels
	MDeliver                        // deliver 7.2: A space
	MAmbush                         // ambush C: A Ship
	MUse                            // use P2: one more Family Member of seat A
	MAttack                         // attack: stop adding Family Members
	MBarrel                         // barrel 7.2 | barrel stills-area: A a space or stillsArea
	MDo                             // do ops|tiles|cook: a Restaurant action
	MTile                           // tile cash-2: play A City tile
	MCook                           // cook chain-1: A Book
	MAssociate                      // associate 9: A district's Mobster
	MReward                         // reward leverage|book|tile cash-2: A kind, B tile
	MDrop                           // drop cash-2: A City tile to the middle column
	MDefend                         // defend 2: A Goons returned in the Mob War
	numMoveKinds
)

// verbExamples is a move of each kind after the seat, for the refusal of a
// move whose arguments do not parse.
var verbExamples = [numMoveKinds]string{
	MPlace: "place garage R", MRestaurant: "restaurant 3", MPark: "park docks L", MPass: "pass",
	MSkip: "skip", MBook: "book", MRaise: "raise fleet", MHelper: "helper gin-2", MFM: "family-member uptown",
	MHire: "hire 2", MOpen: "open 3-speakeasy", MUpgrade: "upgrade casino", MTakeover: "takeover 5-speakeasy",
	MAt: "at 7.2", MFee: "fee yes", MDiscard: "discard fleet-8", MPlay: "play party-4",
	MSell: "sell 7.2", MProtect: "protect 7.2", MTruck: "truck 1", MEnter: "enter 7",
	MDrive: "drive 8", MPickup: "pick-up", MBuy: "buy B 2", MDeliver: "deliver 7.2",
	MAmbush: "ambush C", MUse: "use P2", MAttack: "attack", MBarrel: "barrel 7.2",
	MDo: "do cook-books", MTile: "tile cash-2", MCook: "cook chain-1", MAssociate: "associate 9",
	MReward: "reward city-tile cash-2", MDrop: "drop cash-2", MDefend: "defend 2",
}

var verbs = [numMoveKinds]string{
	"",
	"place",
	"restaurant",
	"park",
	"pass",
	"skip",
	"book",
	"raise",
	"helper",
	"family-member",
	"hire",
	"open",
	"upgrade",
	"takeover",
	"at",
	"fee",
	"discard",
	"play",
	"sell",
	"protect",
	"truck",
	"enter",
	"drive",
	"pick-up",
	"buy",
	"deliver",
	"ambush",
	"use",
	"attack",
	"barrel",
	"do",
	"tile",
	"cook",
	"associate",
	"reward",
	"drop",
	"defend",
}

var doNames = [3]string{"play-operations-card", "play-city-tiles", "cook-books"}
var rewardNames = [3]string{"leverage-token", "book", "city-tile"}

// MarshalText writes the move's notation, so a Move's JSON is a string
// such as "P1 open 5-speakeasy".
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a move's notation (ParseMove).
func (m *Move) UnmarshalText(b []byte) error {
	v, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// Mover is the seat making the move.
func (m Move) Mover() core.Player { return m.By }

// The names of the ids in notation, built once so that printing a move,
// an event or a position allocates nothing for them.
var (
	opsNameTab    [numOps]string
	tileNameTab   [numTiles]string
	helperNameTab [numHelpers]string
	bookNameTab   [numBooks]string
	spaceNameTab  [numSpaces]string
	crateNameTab  [numCrates]string
)

func init() {
	for c := range opsNameTab {
		opsNameTab[c] = opsNames[c/10] + "-" + strconv.Itoa(c%10+1)
	}
	for t := range tileNameTab {
		tileNameTab[t] = tileNames[t/4] + "-" + strconv.Itoa(t%4+1)
	}
	for h := range helperNameTab {
		helperNameTab[h] = helperNames[h/4] + "-" + strconv.Itoa(h%4+1)
	}
	for b := range bookNameTab {
		bookNameTab[b] = bookNames[b/2] + "-" + strconv.Itoa(b%2+1)
	}
	for sp := range spaceNameTab {
		d := spaceDistrict(int8(sp))
		spaceNameTab[sp] = strconv.Itoa(int(d)+1) + "." + strconv.Itoa(sp-int(spaceStart[d])+1)
	}
	for c := range crateNameTab {
		crateNameTab[c] = crateKeys[crateBonus(int8(c))] + "-" + strconv.Itoa(crateCash(int8(c))-1)
	}
}

func opsName(c int8) string    { return opsNameTab[c] }
func tileName(t int8) string   { return tileNameTab[t] }
func helperName(h int8) string { return helperNameTab[h] }
func bookName(b int8) string   { return bookNameTab[b] }
func spaceName(sp int8) string { return spaceNameTab[sp] }

// String is the move in notation, for example "P1 open 5-speakeasy" or "P0 buy B 2".
func (m Move) String() string {
	if m.Kind == 0 || m.Kind >= numMoveKinds {
		return m.By.String() + " ?"
	}
	var b strings.Builder
	b.WriteString(m.By.String())
	b.WriteByte(' ')
	b.WriteString(verbs[m.Kind])
	arg := func(s string) { b.WriteByte(' '); b.WriteString(s) }
	num := func(v int8) { arg(strconv.Itoa(int(v))) }
	switch m.Kind {
	case MPlace, MPark:
		if in(m.A, numLocations) && in(m.B, 3) {
			arg(locNames[m.A])
			arg(personNames[m.B])
		}
	case MRestaurant:
		num(m.A + 1)
	case MRaise:
		if in(m.A, numTracks) {
			arg(trackNames[m.A])
		}
	case MHelper:
		if in(m.A, numHelpers) {
			arg(helperName(m.A))
		}
	case MFM:
		if m.A == 0 {
			arg("vip-area")
		} else if in(m.A-1, 3) {
			arg(zoneShort[m.A-1])
		}
	case MHire, MDefend:
		num(m.A)
	case MOpen, MUpgrade, MTakeover:
		if in(m.A, numGroups) {
			arg(groupNames[m.A])
		}
	case MAt, MSell, MProtect, MDeliver:
		if in(m.A, numSpaces) {
			arg(spaceName(m.A))
		}
	case MFee:
		if m.A == 1 {
			arg("yes")
		} else {
			arg("no")
		}
	case MDiscard, MPlay:
		if in(m.A, numOps) {
			arg(opsName(m.A))
		}
	case MTruck:
		num(m.A + 1)
	case MEnter, MDrive, MAssociate:
		num(m.A + 1)
	case MBuy:
		if in(m.A, numShips) {
			arg(shipNames[m.A])
		}
		num(m.B)
	case MAmbush:
		if in(m.A, numShips) {
			arg(shipNames[m.A])
		}
	case MUse:
		arg(core.Player(m.A).String())
	case MBarrel:
		if m.A == stillsArea {
			arg("stills-area")
		} else if in(m.A, numSpaces) {
			arg(spaceName(m.A))
		}
	case MDo:
		if in(m.A, 3) {
			arg(doNames[m.A])
		}
	case MTile, MDrop:
		if in(m.A, numTiles) {
			arg(tileName(m.A))
		}
	case MCook:
		if in(m.A, numBooks) {
			arg(bookName(m.A))
		}
	case MReward:
		if in(m.A, 3) {
			arg(rewardNames[m.A])
		}
		if m.A == 2 && in(m.B, numTiles) {
			arg(tileName(m.B))
		}
	}
	return b.String()
}

func in(v int8, n int) bool { return v >= 0 && int(v) < n }

func badNotation(text, why string) error {
	return core.Errorf(core.ErrBadNotation, "%q: %s", text, why)
}

// ParseMove reads a move in the notation Move.String prints, and only in
// that spelling (an ErrBadNotation error for surrounding spaces or tabs,
// a doubled space, another case: a UI trims what a person types). It
// checks the form only; Apply checks legality.
func ParseMove(text string) (Move, error) {
	if strings.TrimSpace(text) != text {
		return Move{}, badNotation(text, "write it "+strconv.Quote(strings.TrimSpace(text))+": notation has no surrounding spaces or tabs")
	}
	f := strings.Fields(text)
	if len(f) < 2 {
		return Move{}, badNotation(text, "want a seat and a verb, as in \"P0 pass\"")
	}
	if len(f[0]) < 2 || f[0][0] != 'P' {
		return Move{}, badNotation(text, "a move starts with the seat, P0 to P3")
	}
	seat, err := strconv.Atoi(f[0][1:])
	if err != nil || seat < 0 || seat > 3 {
		return Move{}, badNotation(text, "the seat must be P0 to P3")
	}
	m := Move{By: core.Player(seat)}
	for k := MoveKind(1); k < numMoveKinds; k++ {
		if verbs[k] == f[1] {
			m.Kind = k
		}
	}
	if m.Kind == 0 {
		return Move{}, badNotation(text, strconv.Quote(f[1])+" is not a move ("+strings.Join(verbs[1:], ", ")+")")
	}
	args := f[2:]
	want := func(n int) bool { return len(args) == n }
	var ok bool
	switch m.Kind {
	case MPass, MSkip, MBook, MPickup, MAttack:
		ok = want(0)
	case MPlace, MPark:
		if want(2) {
			var a, b bool
			m.A, a = index(locNames[:], args[0])
			m.B, b = index(personNames[:], args[1])
			ok = a && b
		}
	case MRestaurant:
		ok = want(1) && number(args[0], 1, 4, &m.A, -1)
	case MRaise:
		ok = want(1) && named(trackNames[:], args[0], &m.A)
	case MHelper:
		ok = want(1) && tabArg(helperNameTab[:], args[0], &m.A)
	case MFM:
		if want(1) {
			if args[0] == "vip-area" {
				ok = true
			} else {
				ok = named(zoneShort[:], args[0], &m.A)
				m.A++
			}
		}
	case MHire, MDefend:
		ok = want(1) && number(args[0], 0, numGoons, &m.A, 0)
	case MOpen, MUpgrade, MTakeover:
		ok = want(1) && named(groupNames[:], args[0], &m.A)
	case MAt, MSell, MProtect, MDeliver:
		ok = want(1) && spaceArg(args[0], &m.A)
	case MFee:
		if want(1) {
			switch args[0] {
			case "yes":
				m.A, ok = 1, true
			case "no":
				ok = true
			}
		}
	case MDiscard, MPlay:
		ok = want(1) && tabArg(opsNameTab[:], args[0], &m.A)
	case MTruck:
		ok = want(1) && number(args[0], 1, 2, &m.A, -1)
	case MEnter, MDrive, MAssociate:
		ok = want(1) && number(args[0], 1, numDistricts, &m.A, -1)
	case MBuy:
		ok = want(2) && named(shipNames[:], args[0], &m.A) && number(args[1], 0, 9, &m.B, 0)
	case MAmbush:
		ok = want(1) && named(shipNames[:], args[0], &m.A)
	case MUse:
		if want(1) && len(args[0]) == 2 && args[0][0] == 'P' && args[0][1] >= '0' &&
			args[0][1] <= '3' {
			m.A, ok = int8(args[0][1]-'0'), true
		}
	case MBarrel:
		if want(1) {
			if args[0] == "stills-area" {
				m.A, ok = stillsArea, true
			} else {
				ok = spaceArg(args[0], &m.A)
			}
		}
	case MDo:
		ok = want(1) && named(doNames[:], args[0], &m.A)
	case MTile, MDrop:
		ok = want(1) && tabArg(tileNameTab[:], args[0], &m.A)
	case MCook:
		ok = want(1) && tabArg(bookNameTab[:], args[0], &m.A)
	case MReward:
		if len(args) >= 1 && named(rewardNames[:], args[0], &m.A) {
			if m.A == 2 {
				ok = want(2) && tabArg(tileNameTab[:], args[1], &m.B)
			} else {
				ok = want(1)
			}
		}
	}
	if !ok {
		return Move{}, badNotation(text, strconv.Quote(verbs[m.Kind])+" is written as in \"P0 "+verbExamples[m.Kind]+"\"")
	}
	return canonicalMove(text, m)
}

func index(names []string, s string) (int8, bool) {
	for i, n := range names {
		if n == s {
			return int8(i), true
		}
	}
	return 0, false
}

func named(names []string, s string, out *int8) bool {
	v, ok := index(names, s)
	*out = v
	return ok
}

// number parses a decimal in [lo, hi] and stores it plus shift.
func number(s string, lo, hi int, out *int8, shift int) bool {
	if len(s) == 0 || len(s) > 3 || (len(s) > 1 && s[0] == '0') {
		return false
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < lo || v > hi {
		return false
	}
	*out = int8(v + shift)
	return true
}

// tabArg parses an id from its table of spellings ("gin-2", "fleet-10").
func tabArg(tab []string, s string, out *int8) bool {
	v, ok := index(tab, s)
	*out = v
	return ok
}

func spaceArg(s string, out *int8) bool {
	i := strings.IndexByte(s, '.')
	if i < 0 {
		return false
	}
	var d, k int8
	if !number(s[:i], 1, numDistricts, &d, -1) || !number(s[i+1:], 1, 3, &k, -1) {
		return false
	}
	if spaceStart[d]+k >= spaceStart[d+1] {
		return false
	}
	*out = spaceStart[d] + k
	return true
}

// canonicalMove returns m, read from text, if text is the notation String
// writes for m, and an error otherwise: ParseMove reads one spelling of
// each move (not with doubled spaces, nor in another case), so a record
// holds one spelling and a client may compare a move with Legal as text.
func canonicalMove(text string, m Move) (Move, error) {
	if w := m.String(); w != text {
		return Move{}, badNotation(text, "this move is written "+strconv.Quote(w))
	}
	return m, nil
}
