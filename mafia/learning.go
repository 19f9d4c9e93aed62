package mafia

import (
	"math/bits"
	"slices"
	"strconv"
	"sync"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
	"github.com/mafiarules/sdk/internal/byref"
)

// ApplyInPlace makes m on *s itself, as Apply would, without building
// events or copying the State: a search bot's playout step, which
// allocates nothing. It refuses what Apply refuses, leaving *s as it was.
func ApplyInPlace(s *State, m Move) error {
	return s.move(m, nil) // no events: emit builds none
}

// playoutStep is core.Rules.PlayoutStep for Mafia: the legal moves
// listed on *s itself (no copy of the State), one drawn with r and made in
// place, without events and without a second check (it came from Legal).
func playoutStep(s *State, r core.RNG, buf []Move) (core.RNG, []Move, bool) {
	if s.view || s.dec == DecisionOver || s.bd == nil {
		return r, buf[:0], false
	}
	buf = options(s, buf[:0])
	if len(buf) == 0 {
		return r, buf, false
	}
	var k int
	k, r = r.IntN(len(buf))
	s.applyNow(buf[k], nil) // no events: emit builds none
	s.run(nil)
	s.tidy()
	return r, buf, true
}

// The learning functions on a *State, for a Batch (see internal/byref).
func init() {
	byref.Register("mafia", byref.Funcs[State, Move]{
		AppendLegal: func(dst []Move, s *State) []Move {
			if s.dec == DecisionOver || s.bd == nil {
				return dst
			}
			return options(s, dst)
		},
		MoveAction:    moveActionOn,
		ActionMove:    actionMoveOn,
		AppendActions: appendActionsOn,
		// Observation reads a View, a copy, whatever it is given.
		AppendObservation: func(dst []float32, s *State, p core.Player) []float32 { return AppendObservation(dst, *s, p) },
		ApplyLegal: func(s *State, m Move) {
			s.applyNow(m, nil) // no events: emit builds none
			s.run(nil)
			s.tidy()
		},
	})
}

// The first action id of each kind (NumActions documents the layout). The
// kinds before actHome have the same ids on every map; the home cities and
// the movement legs follow, numbered over the combinations the map allows.
const (
	actPass       = 0
	actSimple     = actPass + 1                  // resist, submit, block, allow, done, remove-control, decline
	actPlay       = actSimple + len(simpleKinds) // a card played without a target
	actHeli       = actPlay + len(plainCards)    // Helicopter Operation, by its two die changes
	actProtect    = actHeli + 24                 // Government Protection, then Protection of a Notable Person, on a mafioso
	actOnSpace    = actProtect + 2*numMafiosi    // Visit of an American Boss, then Anti-Mafia Operation, on a space
	actDiscard    = actOnSpace + 2*NumSpaces     // a card discarded on a news leak
	actDetain     = actDiscard + int(numCards)   // a Boss detained, without then with Discover a Lair
	actArrest     = actDetain + 2*numFamilies    // per Family: its Boss, its Boss with a lair, P1, P2
	actConvert    = actArrest + 4*numFamilies    // a Boss's detention turned into an arrest
	actUndercover = actConvert + numFamilies     // a mafioso sent home by the SISDE
	actShoot      = actUndercover + numMafiosi   // a shooter and its target (shootPairs)
	actRoll       = actShoot + numShootPairs     // a Carabiniere or a Picciotto rolls (rollCounters)
	actHome       = actRoll + len(rollCounters)  // then the map's home cities, then its movement legs
)

// numMafiosi is the number of Family counters: a Boss and two Picciotti
// each.
const numMafiosi = NumCounters - cFamily

// simpleKinds are the moves that take no argument but pass, in id order.
var simpleKinds = [...]MoveKind{MoveKindResist, MoveKindSubmit, MoveKindBlock, MoveKindAllow,
	MoveKindDone, MoveKindRemoveControl, MoveKindDecline}

// plainCards are the cards played without a target, in card order.
var plainCards = [...]Card{SupportJudiciary, GovernmentFalls, Wiretap, ATIStrike, Leatherheads,
	KillersLasVegas, SpecialWeapons, MoleInPrefecture, BombAtAirport, WifeCheats}

// canShoot reports whether counter c may ever open fire on t (D5b): a Boss
// on an opposing Boss, a Picciotto on the SISDE or an opposing Picciotto.
func canShoot(c, t int) bool {
	if !isMafioso(c) || t < 0 || t >= NumCounters {
		return false
	}
	switch kindOf(c) {
	case Boss:
		return kindOf(t) == Boss && ownerOf(t) != ownerOf(c)
	case Picciotto:
		return t == cSISDE || kindOf(t) == Picciotto && ownerOf(t) != ownerOf(c)
	}
	return false
}

// numShootPairs is the number of (shooter, target) pairs canShoot allows:
// four Bosses on three Bosses each, eight Picciotti on the SISDE and six
// Picciotti each.
const numShootPairs = 4*3 + 8*7

// shootPairs lists the pairs canShoot allows, by shooter then target, and
// shootIndex is each pair's place in it (-1: none).
var shootPairs, shootIndex = func() (pairs [numShootPairs][2]int8, index [NumCounters][NumCounters]int16) {
	n := 0
	for c := 0; c < NumCounters; c++ {
		for t := 0; t < NumCounters; t++ {
			index[c][t] = -1
			if canShoot(c, t) && n < numShootPairs {
				pairs[n] = [2]int8{int8(c), int8(t)}
				index[c][t] = int16(n)
				n++
			}
		}
	}
	return pairs, index
}()

// rollCounters are the counters that roll for control or its removal: the
// Carabinieri and the Picciotti, in counter order.
var rollCounters = [...]int8{2, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16}

// actionTable is the map-dependent part of the action space: the home
// cities each Family may choose and the positions a movement leg may end
// in, for a counter that flies (a Boss, the Prefetto) and one that does not.
type actionTable struct {
	homes   [2]uint64            // bit 26·f + space: Family f may choose that home city
	nhomes  int                  // how many
	ends    [2]posSet            // [0]: where a counter that never flies can end a leg; [1]: one that flies
	nends   [2]int               // their sizes
	moveOff [NumCounters + 1]int // first move id of each counter, from actHome + nhomes
}

// newActionTable numbers board b's home cities and leg ends.
func newActionTable(b *board) *actionTable {
	t := &actionTable{}
	for f := 0; f < numFamilies; f++ {
		for sp := 0; sp < NumSpaces; sp++ {
			if b.m.Spaces[sp].Kind == City && b.m.Spaces[sp].Home&famBit(Faction(f)) != 0 {
				k := f*NumSpaces + sp
				t.homes[k>>6] |= 1 << uint(k&63)
				t.nhomes++
			}
		}
	}
	for fly := 0; fly < 2; fly++ {
		for sp := range b.dest {
			for h := range b.dest[sp] {
				for n := 1; n <= maxPoints; n++ {
					d := &b.dest[sp][h][fly][n]
					for w := range d {
						t.ends[fly][w] |= d[w]
					}
				}
			}
		}
		for _, w := range t.ends[fly] {
			t.nends[fly] += bits.OnesCount64(w)
		}
	}
	off := actHome + t.nhomes
	for c := 0; c < NumCounters; c++ {
		t.moveOff[c] = off
		off += 3 * t.nends[flies(c)]
	}
	t.moveOff[NumCounters] = off
	return t
}

// flies is 1 for a counter that may use the air link, else 0.
func flies(c int) int {
	if canFly(c) {
		return 1
	}
	return 0
}

// size is the number of action ids on the table's map.
func (t *actionTable) size() int { return t.moveOff[NumCounters] }

// homeRank is the place of Family f's home city sp among the map's (-1:
// not one).
func (t *actionTable) homeRank(f Faction, sp Place) int {
	if f < 0 || f >= numFamilies || sp < 0 || sp >= NumSpaces {
		return -1
	}
	return rankOf(t.homes[:], int(f)*NumSpaces+int(sp))
}

// rankOf is the place of bit k among the set bits of words (-1: not set).
func rankOf(words []uint64, k int) int {
	if k < 0 || k >= 64*len(words) || words[k>>6]&(1<<uint(k&63)) == 0 {
		return -1
	}
	n := bits.OnesCount64(words[k>>6] & (1<<uint(k&63) - 1))
	for w := 0; w < k>>6; w++ {
		n += bits.OnesCount64(words[w])
	}
	return n
}

// nthBit is the bit of the n-th set bit of words (-1: fewer are set).
func nthBit(words []uint64, n int) int {
	for w, x := range words {
		c := bits.OnesCount64(x)
		if n >= c {
			n -= c
			continue
		}
		for ; n > 0; n-- {
			x &= x - 1
		}
		return 64*w + bits.TrailingZeros64(x)
	}
	return -1
}

// sicilyActions is Sicily's table, made once.
var sicilyActions = sync.OnceValue(func() *actionTable { return newActionTable(sicily) })

// lastActions caches the table of the last custom map asked for, as
// lastBoard caches its board.
var lastActions struct {
	sync.Mutex
	b *board
	t *actionTable
}

// actionsOf is board b's action table.
func actionsOf(b *board) *actionTable {
	if b == sicily {
		return sicilyActions()
	}
	lastActions.Lock()
	defer lastActions.Unlock()
	if lastActions.b != b {
		lastActions.b, lastActions.t = b, newActionTable(b)
	}
	return lastActions.t
}

// NumActions is the size of the fixed action space of cfg: 2381 on Sicily
// for every player count and switch; on another map the home cities and
// the movement legs are numbered over what that map allows (0 for a map
// that fails Map.Validate). Every move has an id in [0, NumActions), the
// same in every position and every release, whoever makes it (the mover
// is always ToMove), laid out by kind:
//
//	  0        pass
//	  1..  7   resist, submit, block, allow, done, remove-control, decline
//	  8.. 17   play a card without a target: support-of-the-judiciary,
//	           government-falls, wiretap, ati-strike, leatherheads,
//	           killers-from-las-vegas, special-weapons, mole-in-prefecture,
//	           bomb-at-airport, your-wife-cheats-on-you
//	 18.. 41   play helicopter-operation: 18 + 5·(first+2) + (second+2),
//	           less one past the missing +0 +0
//	 42.. 65   play government-protection on a mafioso (R.B, R.P1, R.P2,
//	           N.B, ... V.P2), then protection-of-a-notable-person
//	 66..117   play visit-of-an-american-boss on a space (PAL..PIA), then
//	           anti-mafia-operation
//	118..141   discard a card, in card order
//	142..149   detain a Boss (R, N, O, V), without then with a lair
//	150..165   arrest: per Family, its Boss, its Boss with a lair, P1, P2
//	166..169   convert a Boss's detention (R, N, O, V)
//	170..181   undercover: send a mafioso home (R.B .. V.P2)
//	182..249   shoot: by shooter then target, each pair D5b allows (a Boss
//	           at an opposing Boss, a Picciotto at the SISDE or an opposing
//	           Picciotto)
//	250..260   roll: CC1, CC2, CC3, then the Picciotti R.P1 .. V.P2
//	261..      home: a Family's home city, by Family then space, each pair
//	           the map allows (8 on Sicily: R PAL, R ENN, N CAT, N ENN,
//	           O PAL, O ENN, V CAT, V ENN)
//	then       move: by counter (prefetto, sisde, CC1..CC3, R.B .. V.P2),
//	           then die (sum, die-1, die-2), then the end of the leg among
//	           the map's (space, facing, by air) ends in that order, for a
//	           counter that flies (the Prefetto, a Boss: 64 ends on Sicily)
//	           or not (32 ends): 2112 ids on Sicily.
//
// Some ids are never legal in some games (remove-control and undercover
// are the 2-player game's, the SISDE is out of play in the 4-player game):
// one layout serves every player count, so an id means one move in all
// of them.
func NumActions(cfg Config) int {
	if cfg.Map == nil {
		return sicilyActions().size()
	}
	if cfg.Map.Validate() != nil {
		return 0
	}
	return actionsOf(boardOf(*cfg.Map)).size()
}

// MoveAction is m's action id (the layout above) in s's game, whose map
// numbers the home cities and movement legs; a move the layout has no id
// for (not well formed, or one the rules never allow) is an ErrIllegalMove
// error.
func MoveAction(s State, m Move) (int, error) { return moveActionOn(&s, m) }

func moveActionOn(s *State, m Move) (int, error) {
	if id := checkedAction(actionsOf(s.b()), m); id >= 0 {
		return id, nil
	}
	return 0, core.Errorf(core.ErrIllegalMove, "%v is not a move the rules can allow: it has no action id", m)
}

// AppendActions appends MoveAction(s, m) for each of moves (-1 for a move
// that has none) and returns dst: a mask's ids for the moves AppendLegal
// listed, written into a caller's slice (a Batch reuses it) without
// allocating or copying s once a move.
func AppendActions(dst []int, s State, moves []Move) []int { return appendActionsOn(dst, &s, moves) }

func appendActionsOn(dst []int, s *State, moves []Move) []int {
	t := actionsOf(s.b())
	for _, m := range moves {
		dst = append(dst, checkedAction(t, m))
	}
	return dst
}

// checkedAction is MoveAction's id in layout t, -1 for none: the id of
// m's fields, if it stands for m.
func checkedAction(t *actionTable, m Move) int {
	if id := actionID(t, m); id >= 0 {
		if back, ok := actionMove(t, m.By, id); ok && back == m {
			return id
		}
	}
	return -1
}

// mafiosoIndex is c's place among the Family counters (-1: not one).
func mafiosoIndex(c Counter) int {
	if c < cFamily || c >= NumCounters {
		return -1
	}
	return int(c) - cFamily
}

// bossIndex is the Family of Boss c (-1: not a Boss).
func bossIndex(c Counter) int {
	if c < cFamily || c >= NumCounters || kindOf(int(c)) != Boss {
		return -1
	}
	return int(ownerOf(int(c)))
}

// actionID is m's id, or -1; m may carry stray fields (MoveAction checks
// it against the move the id stands for).
func actionID(t *actionTable, m Move) int {
	switch m.Kind {
	case MoveKindPass:
		return actPass
	case MoveKindHome:
		if r := t.homeRank(m.Faction, m.Space); r >= 0 {
			return actHome + r
		}
	case MoveKindMove:
		c := int(m.Counter)
		if c < 0 || c >= NumCounters || m.Die > SecondDie || m.Space < 0 || m.Space >= NumSpaces || m.Facing > HeadSouth {
			return -1
		}
		fl := flies(c)
		r := rankOf(t.ends[fl][:], posKey(int8(m.Space), m.Facing, m.Air))
		if r >= 0 {
			return t.moveOff[c] + int(m.Die)*t.nends[fl] + r
		}
	case MoveKindPlay:
		switch m.Card {
		case HelicopterOperation:
			a, b := int(m.FirstDieChange)+2, int(m.SecondDieChange)+2
			if a < 0 || a > 4 || b < 0 || b > 4 || a == 2 && b == 2 {
				return -1
			}
			k := 5*a + b
			if k > 12 {
				k--
			}
			return actHeli + k
		case GovernmentProtection, NotableProtection:
			if i := mafiosoIndex(m.Target); i >= 0 {
				return actProtect + numMafiosi*int(m.Card-GovernmentProtection) + i
			}
		case AmericanBoss, AntiMafiaOperation:
			if m.Space >= 0 && m.Space < NumSpaces {
				if m.Card == AntiMafiaOperation {
					return actOnSpace + NumSpaces + int(m.Space)
				}
				return actOnSpace + int(m.Space)
			}
		}
		for i, c := range plainCards {
			if c == m.Card {
				return actPlay + i
			}
		}
	case MoveKindDiscard:
		if m.Card.Valid() {
			return actDiscard + int(m.Card)
		}
	case MoveKindDetain:
		if f := bossIndex(m.Target); f >= 0 {
			return actDetain + 2*f + b2i(m.Lair)
		}
	case MoveKindArrest:
		if i := mafiosoIndex(m.Target); i >= 0 {
			f, k := i/3, i%3
			if k == 0 {
				return actArrest + 4*f + b2i(m.Lair)
			}
			return actArrest + 4*f + 1 + k
		}
	case MoveKindConvert:
		if f := bossIndex(m.Target); f >= 0 {
			return actConvert + f
		}
	case MoveKindUndercover:
		if i := mafiosoIndex(m.Target); i >= 0 {
			return actUndercover + i
		}
	case MoveKindShoot:
		if m.Counter >= 0 && m.Counter < NumCounters && m.Target >= 0 && m.Target < NumCounters {
			if k := shootIndex[m.Counter][m.Target]; k >= 0 {
				return actShoot + int(k)
			}
		}
	case MoveKindRoll:
		for i, c := range rollCounters {
			if Counter(c) == m.Counter {
				return actRoll + i
			}
		}
	default:
		for i, k := range simpleKinds {
			if k == m.Kind {
				return actSimple + i
			}
		}
	}
	return -1
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ActionMove is the move of ToMove(s) with action id id: a well-formed
// move, legal or not (Apply says which).
func ActionMove(s State, id int) (Move, error) { return actionMoveOn(&s, id) }

func actionMoveOn(s *State, id int) (Move, error) {
	p := core.NoPlayer
	if s.bd != nil {
		p = s.decider()
	}
	if p == core.NoPlayer {
		return Move{}, core.Errorf(core.ErrGameOver, "the game is over: no move has an action id")
	}
	t := actionsOf(s.b())
	m, ok := actionMove(t, p, id)
	if !ok {
		return Move{}, core.Errorf(core.ErrIllegalMove, "action %d is not in [0, %d)", id, t.size())
	}
	return m, nil
}

// actionMove is seat by's move with action id id on t's map.
func actionMove(t *actionTable, by core.Player, id int) (Move, bool) {
	m := Move{By: by}
	switch {
	case id < 0 || id >= t.size():
		return Move{}, false
	case id == actPass:
		m.Kind = MoveKindPass
	case id < actPlay:
		m.Kind = simpleKinds[id-actSimple]
	case id < actHeli:
		m.Kind, m.Card = MoveKindPlay, plainCards[id-actPlay]
	case id < actProtect:
		k := id - actHeli
		if k >= 12 {
			k++
		}
		m.Kind, m.Card = MoveKindPlay, HelicopterOperation
		m.FirstDieChange, m.SecondDieChange = DieChange(k/5-2), DieChange(k%5-2)
	case id < actOnSpace:
		k := id - actProtect
		m.Kind, m.Card, m.Target = MoveKindPlay, GovernmentProtection+Card(k/numMafiosi), Counter(cFamily+k%numMafiosi)
	case id < actDiscard:
		k := id - actOnSpace
		m.Kind, m.Card, m.Space = MoveKindPlay, AmericanBoss, Place(k%NumSpaces)
		if k >= NumSpaces {
			m.Card = AntiMafiaOperation
		}
	case id < actDetain:
		m.Kind, m.Card = MoveKindDiscard, Card(id-actDiscard)
	case id < actArrest:
		k := id - actDetain
		m.Kind, m.Target, m.Lair = MoveKindDetain, BossOf(Faction(k/2)), k%2 == 1
	case id < actConvert:
		k := id - actArrest
		m.Kind, m.Target = MoveKindArrest, BossOf(Faction(k/4))
		if k%4 < 2 {
			m.Lair = k%4 == 1
		} else {
			m.Target += Counter(k%4 - 1)
		}
	case id < actUndercover:
		m.Kind, m.Target = MoveKindConvert, BossOf(Faction(id-actConvert))
	case id < actShoot:
		m.Kind, m.Target = MoveKindUndercover, Counter(cFamily+id-actUndercover)
	case id < actRoll:
		p := shootPairs[id-actShoot]
		m.Kind, m.Counter, m.Target = MoveKindShoot, Counter(p[0]), Counter(p[1])
	case id < actHome:
		m.Kind, m.Counter = MoveKindRoll, Counter(rollCounters[id-actRoll])
	case id < actHome+t.nhomes:
		k := nthBit(t.homes[:], id-actHome)
		m.Kind, m.Faction, m.Space = MoveKindHome, Faction(k/NumSpaces), Place(k%NumSpaces)
	default:
		c := 0
		for t.moveOff[c+1] <= id {
			c++
		}
		fl := flies(c)
		k := id - t.moveOff[c]
		key := nthBit(t.ends[fl][:], k%t.nends[fl])
		m.Kind, m.Counter, m.Die = MoveKindMove, Counter(c), Die(k/t.nends[fl])
		m.Space, m.Facing, m.Air = Place(key/6), Heading(key%6/2), key%2 == 1
	}
	return m, true
}

// observationSize is the length of Observation's vector (the table in its
// doc, in order).
const observationSize = 5 + 5 + NumCounters*(numLocation+2) + NumSpaces*(numFamilies+1) +
	numFamilies*NumSpaces + numHands*int(numCards) + numHands*3 + 3 +
	6 + 1 + int(numDecisions) + 1 + 2 + 1 + 1 + NumSpaces + 5 + 4*legSize +
	5 + NumCounters + 5 + 1 + NumCounters + 6 + NumCounters + 1 + NumCounters + 5 +
	2*NumCounters + 1 + 2 + 2 + 3 + 5 + 2

// legSize is the length of one movement leg in an observation.
const legSize = NumCounters + 3 + NumSpaces + 2 + 1

// ObservationSize is the length of Observation's vector: 1433 for every
// config.
func ObservationSize(Config) int { return observationSize }

// Observation is what seat p may see of s, as numbers in [0, 1], in the
// factions' own order (red, black, orange, green, the State; a counter in
// id order: prefetto, sisde, CC1..CC3, R.B, R.P1, R.P2, N.B, ... V.P2; a
// space in id order PAL..PIA), not turned to p's point of view: the first
// numbers say which seat p is and which factions p plays now. A spectator
// (NoPlayer) sees no hand. ObservationSize numbers, in this order:
//
//	seat          5  one-hot: p is P0 .. P4
//	mine          5  per faction: 1 if p plays it now
//	counters    544  per counter: one-hot over its location (the 26 spaces,
//	                 then prison, carabinieri-station, continent, out of
//	                 play), then 1 if facing N, 1 if facing S
//	control     130  per space: one-hot over the Family controlling it,
//	                 then its control counters/8
//	homes       104  per Family: one-hot over the space of its home city
//	                 (zeros before it is chosen)
//	hands       216  per hand slot (the four Families, the State, then in
//	                 the 2-player game P0's and P1's State cards and those
//	                 of them expiring): 1 per card p sees there (its own
//	                 hands, and cards Mole in Prefecture showed p)
//	hand sizes   27  per hand slot: its cards from each deck (Roma, USA,
//	                 SISDE), seen or not, /8
//	decks         3  the Roma, USA and SISDE decks' sizes/8
//	calendar      6  one-hot: the slot of the turn (R, N, State, O, V, State)
//	turns         1  calendar turns completed / the cut-off (Config.MaxTurns)
//	decision     20  one-hot: the pending decision (Decision's order)
//	setup         1  Families that chose their home city/4
//	dice          2  the movement dice/8 (0 before the roll)
//	no air        1  1 if the air link is closed this turn
//	restaurant    1  1 if the restaurant attack was resolved this turn
//	roadblock    26  one-hot: the space Anti-Mafia Operation made a roadblock
//	skip          5  per faction: 1 if it skips its next movement phase
//	legs        196  the three legs made this turn, then the flight declared
//	                 (in the flight's window), each: one-hot counter (17),
//	                 one-hot die (sum, die-1, die-2), one-hot space (26),
//	                 1 if facing N, 1 if facing S, 1 if by air (zeros: none)
//	deciding      5  one-hot: the faction deciding a window or a decision
//	about        17  one-hot: the counter the decision is about
//	to ask        5  per faction: 1 if the open window still asks it
//	lair          1  1 while Support of the Judiciary may follow Government
//	                 Protection
//	release      17  one-hot: the counter Support of the Judiciary may keep
//	                 in Prison
//	checkpoint    6  one-hot: the open checkpoint (after the returns, after
//	                 the roll, after movement, after a step, at the end, at
//	                 the start of the turn)
//	dealt with   17  per counter: 1 if the moved counter's reactions or
//	                 actions dealt with it
//	removed       1  1 if the 2-player Carabiniere removed a control counter
//	blocked      17  per counter: 1 if a Boss blocked it this turn
//	state drew    5  per State counter: 1 if it drew its 4-player Roma card
//	shootout     34  one-hot: the attacker, then the target
//	resisting     1  1 if the shootout is a Picciotto resisting arrest
//	weapons       2  Special Weapons played by the attacker's side, the target's
//	leatherheads  2  Leatherheads played by the attacker's side, the target's
//	acting        3  one-hot: the leg whose activities are under way
//	winner        5  one-hot: the Family that won, or nobody (after the end)
//	turn          2  1 if p is the seat whose turn it is, 1 if p decides now
//
// It is computed from View(s, p) alone.
func Observation(s State, p core.Player) []float32 { return AppendObservation(nil, s, p) }

// AppendObservation appends Observation(s, p) to dst and returns it, so a
// trainer that reuses dst (as a Batch does) observes without allocating.
func AppendObservation(dst []float32, s State, p core.Player) []float32 {
	n := len(dst)
	dst = slices.Grow(dst, observationSize)[:n+observationSize]
	clear(dst[n:])
	observe(dst[n:], View(s, p), p)
	return dst
}

// observe writes the View v's observation for seat p into o, zeroed and
// ObservationSize long.
func observe(o []float32, v State, p core.Player) {
	i := 0
	one := func(k, n int) { // one-hot k of n (nothing for k out of range)
		if k >= 0 && k < n {
			o[i+k] = 1
		}
		i += n
	}
	flag := func(b bool) {
		if b {
			o[i] = 1
		}
		i++
	}
	f := func(x, scale int) {
		o[i] = min(float32(x)/float32(scale), 1)
		i++
	}
	one(int(p), 5)
	for fac := Red; fac <= StateFaction; fac++ {
		flag(p >= 0 && v.seatOf(fac) == p)
	}
	for c := 0; c < NumCounters; c++ {
		one(int(v.loc[c]), numLocation)
		flag(v.head[c] == HeadNorth)
		flag(v.head[c] == HeadSouth)
	}
	for sp := 0; sp < NumSpaces; sp++ {
		one(int(v.ctrl[sp]), numFamilies)
		f(int(v.ctrlN[sp]), 8)
	}
	for fac := 0; fac < numFamilies; fac++ {
		one(int(v.home[fac]), NumSpaces)
	}
	for h := 0; h < numHands; h++ {
		for c := 0; c < int(numCards); c++ {
			flag(v.hand[h].Has(c))
		}
	}
	for h := 0; h < numHands; h++ {
		for d := Deck(0); d < 3; d++ {
			f(popcount(v.hand[h]&deckMask(d))+int(v.hid[h][d]), 8)
		}
	}
	for d := range v.deck {
		f(v.deck[d].Len(), 8)
	}
	one(int(v.slot%6), 6)
	f(int(v.turns), v.cfg.maxTurns())
	one(int(v.dec), int(numDecisions))
	f(int(v.setup), numFamilies)
	f(int(v.dice[0]), 8)
	f(int(v.dice[1]), 8)
	flag(v.noAir)
	flag(v.rest)
	one(int(v.amo), NumSpaces)
	for fac := range v.skip {
		flag(v.skip[fac])
	}
	obsLeg := func(l leg, ok bool) {
		if !ok {
			i += legSize
			return
		}
		one(int(l.c), NumCounters)
		one(int(l.die), 3)
		one(int(l.to), NumSpaces)
		flag(l.head == HeadNorth)
		flag(l.head == HeadSouth)
		flag(l.air)
	}
	for k := range v.legs {
		obsLeg(v.legs[k], k < int(v.nlegs))
	}
	obsLeg(v.decl, v.dec == DecisionFlight)
	one(int(v.wfac), 5)
	one(int(v.target), NumCounters)
	for fac := 0; fac < 5; fac++ {
		flag(v.wmask&(1<<uint(fac)) != 0)
	}
	flag(v.lair)
	one(int(v.retC), NumCounters)
	if v.atCheckpoint() {
		one(int(v.cp), 6)
	} else {
		i += 6
	}
	for c := 0; c < NumCounters; c++ {
		flag(v.tried&(1<<uint(c)) != 0)
	}
	flag(v.tried&(1<<31) != 0)
	for c := 0; c < NumCounters; c++ {
		flag(v.blocked&(1<<uint(c)) != 0)
	}
	for c := 0; c < cFamily; c++ {
		flag(v.acted&(1<<uint(c)) != 0)
	}
	if v.dec == DecisionShootout {
		one(int(v.shoot.att), NumCounters)
		one(int(v.shoot.tgt), NumCounters)
	} else {
		i += 2 * NumCounters
	}
	flag(v.shoot.resist)
	flag(v.shoot.sw[0])
	flag(v.shoot.sw[1])
	flag(v.shoot.lh[0])
	flag(v.shoot.lh[1])
	one(v.acting(), 3)
	w := int(v.winner)
	if w == -2 {
		w = numFamilies
	}
	one(w, 5)
	flag(p >= 0 && v.Active() == p)
	flag(p >= 0 && ToMove(v) == p)
}

// InformationState is what p knows in s, as canonical text: every field
// of View(s, p), written by this function in its own line-based text (not
// the position JSON, whose format may change), which holds all that Mafia
// lets p remember: the cards of p's hands, the counts of the others', and
// the State's cards Mole in Prefecture showed p (the "known" line) while
// they stay in that hand. The move history is not in it: two histories
// that leave p knowing the same give one information state.
func InformationState(s State, p core.Player) string {
	v := View(s, p)
	b := make([]byte, 0, 1024)
	line := func(key string) { b = append(b, '\n'); b = append(b, key...) }
	word := func(w string) { b = append(b, ' '); b = append(b, w...) }
	num := func(n int) { b = append(b, ' '); b = strconv.AppendInt(b, int64(n), 10) }
	cards := func(set bitset.Set) {
		for c := Card(0); c < numCards; c++ {
			if set.Has(int(c)) {
				word(c.String())
			}
		}
	}
	legText := func(l leg) {
		word(Counter(l.c).String())
		word(l.die.String())
		word(Place(l.to).String())
		word(l.head.String())
		if l.air {
			word("air")
		}
	}
	b = append(b, "mafia information state of"...)
	word(p.String())
	line("turn")
	num(int(v.turns))
	num(int(v.slot))
	word(v.dec.String())
	num(int(v.setup))
	line("counters")
	for c := 0; c < NumCounters; c++ {
		word(Counter(c).String() + "@" + Place(v.loc[c]).String() + ":" + v.head[c].String())
	}
	line("control")
	for sp := 0; sp < NumSpaces; sp++ {
		if v.ctrl[sp] >= 0 || v.ctrlN[sp] > 0 {
			word(Place(sp).String() + ":" + Faction(v.ctrl[sp]).String() + ":" + strconv.Itoa(int(v.ctrlN[sp])))
		}
	}
	line("homes")
	for f := 0; f < numFamilies; f++ {
		word(Place(v.home[f]).String())
	}
	for h := 0; h < numHands; h++ {
		line("hand")
		num(h)
		cards(v.hand[h])
		word("hidden")
		for d := 0; d < 3; d++ {
			num(int(v.hid[h][d]))
		}
	}
	line("known")
	if p >= 0 && int(p) < len(v.known) {
		cards(v.known[p])
	}
	line("decks")
	for d := range v.deck {
		num(v.deck[d].Len())
	}
	line("skip")
	for f := range v.skip {
		num(b2i(v.skip[f]))
	}
	line("agenda")
	for k := 0; k < int(v.todo.n); k++ {
		num(int(v.todo.at[k].k))
		num(int(v.todo.at[k].x))
	}
	line("release")
	num(int(v.retC))
	line("dice")
	num(int(v.dice[0]))
	num(int(v.dice[1]))
	num(b2i(v.noAir))
	line("legs")
	for k := 0; k < int(v.nlegs); k++ {
		legText(v.legs[k])
		b = append(b, ';')
	}
	line("flight")
	if v.dec == DecisionFlight {
		legText(v.decl)
		word(v.declDec.String())
	}
	line("turn memory")
	num(int(v.amo))
	num(b2i(v.rest))
	num(int(v.cp))
	num(int(v.tried))
	num(int(v.blocked))
	num(int(v.acted))
	line("window")
	num(int(v.wmask))
	num(int(v.wfac))
	num(int(v.target))
	num(b2i(v.lair))
	line("shootout")
	sh := v.shoot
	for _, x := range [...]int{int(sh.att), int(sh.tgt), b2i(sh.resist), b2i(sh.sw[0]), b2i(sh.sw[1]), b2i(sh.lh[0]), b2i(sh.lh[1])} {
		num(x)
	}
	line("winner")
	num(int(v.winner))
	b = append(b, '\n')
	return string(b)
}
