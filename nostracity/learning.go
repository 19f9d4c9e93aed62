package nostracity

import (
	"slices"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/byref"
)

// The surface a search or learning bot reads: an in-place playout step, a
// fixed action space, observations and information states.

// ApplyInPlace makes m on *s itself, as Apply would, without building
// events or copying the State: a search bot's playout step, which
// allocates nothing. It refuses what Apply refuses (a View, an illegal
// move), with the same error, leaving *s as it was.
func ApplyInPlace(s *State, m Move) error {
	var ev evbuf
	ev.Drop()
	return s.move(m, &ev)
}

// The learning functions on a *State, for a Batch (see internal/byref).
func init() {
	byref.Register("nostracity", byref.Funcs[State, Move]{
		AppendLegal:   func(dst []Move, s *State) []Move { return s.legalAs(s.decisionOf(), dst) },
		MoveAction:    func(_ *State, m Move) (int, error) { return moveActionOf(m) },
		ActionMove:    actionMoveOn,
		AppendActions: func(dst []int, _ *State, moves []Move) []int { return appendActions(dst, moves) },
		// Observation reads a View, a copy, whatever it is given.
		AppendObservation: func(dst []float32, s *State, p core.Player) []float32 { return AppendObservation(dst, *s, p) },
		ApplyLegal: func(s *State, m Move) {
			var ev evbuf
			ev.Drop()
			s.applyAs(s.decisionOf(), m, &ev)
			s.advance(&ev)
		},
	})
}

// playoutStep is core.Rules.PlayoutStep for Nostra City: the legal moves
// listed on *s itself, one drawn with r and made in place, without events
// and without a second check (it came from Legal).
func playoutStep(s *State, r core.RNG, buf []Move) (core.RNG, []Move, bool) {
	if s.view != 0 {
		return r, buf[:0], false
	}
	d := s.decisionOf()
	buf = s.legalAs(d, buf[:0])
	if len(buf) == 0 {
		return r, buf, false
	}
	var k int
	k, r = r.IntN(len(buf))
	var ev evbuf
	ev.Drop()
	s.applyAs(d, buf[k], &ev)
	s.advance(&ev)
	return r, buf, true
}

// The first action id of each kind (NumActions documents the layout).
const (
	idPass       = 0
	idKeep       = 1
	idWithdraw   = 2
	idStay       = 3
	idCashIn     = 4
	idBagman     = idCashIn + numWiseguys*numTurfs*2
	idGive       = idBagman + numKinds
	idGiveFirst  = idGive + numBillTypes*maxPlayers
	idBid        = idGiveFirst + maxPlayers
	idAdd        = idBid + numWiseguys*4
	idKeepBid    = idAdd + numBillTypes
	idKeepTwo    = idKeepBid + numBillTypes
	idTitle      = idKeepTwo + numPairs
	idCorrupt    = idTitle + 2*maxPlayers
	idCorruptTwo = idCorrupt + numWiseguys*numBillTypes
	idTamper     = idCorruptTwo + numPairs
	idPlayAt     = idTamper + 1
	idTorch      = idPlayAt + 3*maxPlayers
	idSkim       = idTorch + numTurfs
	idFix        = idSkim + 1
	idRage       = idFix + numBillTypes
	idBusy       = idRage + maxPlayers
	idEnforce    = idBusy + numWiseguys
	numActions   = idEnforce + vFix - vWhack + 1
)

// numPairs is the number of pairs of Bill types in type order (a ≤ b):
// the two Bills the Penny-pincher keeps or the Lawyer corrupts.
const numPairs = numBillTypes * (numBillTypes + 1) / 2

// billPairs lists the pairs of Bill types in type order, (5k, 5k) first,
// then (5k, 10k-innocent), ..., (50k-guilty, 50k-guilty); pairIndex is
// each pair's place in it (-1 for a > b).
var billPairs, pairIndex = func() (l [numPairs][2]int8, ix [numBillTypes][numBillTypes]int8) {
	i := int8(0)
	for a := range int8(numBillTypes) {
		for b := range int8(numBillTypes) {
			ix[a][b] = -1
			if b >= a {
				l[i], ix[a][b] = [2]int8{a, b}, i
				i++
			}
		}
	}
	return l, ix
}()

// turfKinds is, for each Turf, the two Cash-in types it shows (every Turf
// shows two: a colour and a Traffic, or two colours), in type order.
var turfKinds = func() (tk [numTurfs][2]int8) {
	for t := range numTurfs {
		j := 0
		for k := range numKinds {
			if turfMatches(t, k) && j < 2 {
				tk[t][j] = int8(k)
				j++
			}
		}
	}
	return tk
}()

// playAtSlot is the place of Whack, Shakedown and Tail among the Revenge
// cards aimed at a seat.
func playAtSlot(v VendettaCard) int {
	switch v {
	case Whack:
		return 0
	case Shakedown:
		return 1
	case Tail:
		return 2
	}
	return -1
}

var playAtCards = [3]VendettaCard{Whack, Shakedown, Tail}

// NumActions is the size of the fixed action space: 980 for every config
// (seats are numbered P0..P4 in every config; a 3- or 4-player game never
// uses the ids of the seats it lacks). Every move has an id in
// [0, NumActions), the same in every position and every release, whoever
// makes it (the mover is always ToMove), laid out by kind, w a Wiseguy
// (0 for W01 .. 19 for W20), t a Turf (0 for T01 .. 13 for T14), b a Bill
// type (0 for 5k .. 6 for 50k-guilty, as Bill numbers them), q a seat
// (0 for P0 .. 4 for P4), pair a pair of Bill types in type order
// ((5k, 5k) 0, (5k, 10k-innocent) 1, ..., (5k, 50k-guilty) 6,
// (10k-innocent, 10k-innocent) 7, ..., (50k-guilty, 50k-guilty) 27):
//
//	  0       pass
//	  1       keep (end a distribution)
//	  2       withdraw (Cold Feet)
//	  3       stay (Cold Feet)
//	  4..563  cash-in: 4 + 28·w + 2·t + j, j 0 or 1 for the first or the
//	          second of the two Cash-in types Turf t shows, in type order
//	          (red, blue, yellow, green, gambling, drugs, prostitution):
//	          the colour then the Traffic; blue then yellow for
//	          Connecticut, red then green for New Jersey
//	564..570  the Bagman's cash-in, no Turf: 564 + type (0 red .. 6
//	          prostitution)
//	571..605  give a drawn Bill: 571 + 5·b + q (q the seat given it)
//	606..610  give the First Player card: 606 + q
//	611..690  bid: 611 + 4·w + space (0 for S1 .. 3 for S4)
//	691..697  add a Bill to the bid: 691 + b
//	698..704  keep-bid, one Bill: 698 + b
//	705..732  keep-bid, two Bills (the Penny-pincher): 705 + pair
//	733..742  title: 733 + q for the Consigliere, 738 + q for the Primo
//	          Capo (the Underboss is won, never given)
//	743..882  corrupt: 743 + 7·w + b
//	883..910  corrupt, two Bills (the Lawyer): 883 + pair
//	911       corrupt with the Jury Tamperer (tamper)
//	912..926  play at a seat: 912 + 5·card + q, card 0 Whack, 1
//	          Shakedown, 2 Tail
//	927..940  play Torch on Turf t: 927 + t
//	941       play Skim
//	942..948  play Fix with Bill b: 942 + b
//	949..953  rage (a Fit of Rage's target): 949 + q
//	954..973  busy (the Wiseguy a victim makes Busy): 954 + w
//	974..979  enforce (the Enforcer's discard): 974 + card, card 0 Whack,
//	          1 Torch, 2 Shakedown, 3 Tail, 4 Skim, 5 Fix
func NumActions(Config) int { return numActions }

// MoveAction is m's action id (the layout above). A move that is not well
// formed (a field its kind does not use, an argument out of range) or
// that no position allows (giving the Underboss, the Lawyer's two Bills
// with another Wiseguy) has none: ErrIllegalMove.
func MoveAction(_ State, m Move) (int, error) { return moveActionOf(m) }

func moveActionOf(m Move) (int, error) {
	if id := checkedAction(m); id >= 0 {
		return id, nil
	}
	return 0, core.Errorf(core.ErrIllegalMove, "%v is not a move any position allows: it has no action id", m)
}

// AppendActions appends MoveAction(s, m) for each of moves (-1 for a move
// that has none) and returns dst: a mask's ids for the moves AppendLegal
// listed, written into a caller's slice (a Batch reuses it) without
// allocating or copying s once a move.
func AppendActions(dst []int, _ State, moves []Move) []int { return appendActions(dst, moves) }

func appendActions(dst []int, moves []Move) []int {
	for _, m := range moves {
		dst = append(dst, checkedAction(m))
	}
	return dst
}

// checkedAction is MoveAction's id, -1 for none: the id of m's fields, if
// it stands for m.
func checkedAction(m Move) int {
	if id := moveAction(m); id >= 0 {
		if back, ok := actionMove(m.By, id); ok && back == m {
			return id
		}
	}
	return -1
}

// moveAction is m's id from the fields its kind uses, or -1 when one is
// out of range; MoveAction checks the move is the one the id stands for.
func moveAction(m Move) int {
	w, b, b2, q, tg := int(m.Wiseguy), int(m.Bill), int(m.Bill2), int(m.To), int(m.Target)
	in := func(x, n int) bool { return x >= 0 && x < n }
	t := int(m.Turf.ordinal())
	switch m.Kind {
	case MoveKindPass:
		return idPass
	case MoveKindKeep:
		return idKeep
	case MoveKindWithdraw:
		return idWithdraw
	case MoveKindStay:
		return idStay
	case MoveKindCashIn:
		if !in(w, numWiseguys) || !in(t, numTurfs) {
			return -1
		}
		for j, k := range turfKinds[t] {
			if int(k) == int(m.CashIn) {
				return idCashIn + 28*w + 2*t + j
			}
		}
	case MoveKindBagmanCashIn:
		if in(int(m.CashIn), numKinds) {
			return idBagman + int(m.CashIn)
		}
	case MoveKindGive:
		if in(b, numBillTypes) && in(q, maxPlayers) {
			return idGive + maxPlayers*b + q
		}
	case MoveKindGiveFirstPlayer:
		if in(q, maxPlayers) {
			return idGiveFirst + q
		}
	case MoveKindBid:
		if in(w, numWiseguys) && in(int(m.Space), 4) {
			return idBid + 4*w + int(m.Space)
		}
	case MoveKindAdd:
		if in(b, numBillTypes) {
			return idAdd + b
		}
	case MoveKindKeepBid:
		if in(b, numBillTypes) {
			return idKeepBid + b
		}
	case MoveKindKeepTwo:
		if in(b, numBillTypes) && in(b2, numBillTypes) && pairIndex[b][b2] >= 0 {
			return idKeepTwo + int(pairIndex[b][b2])
		}
	case MoveKindTitle:
		if (m.Title == TitleConsigliere || m.Title == TitlePrimoCapo) && in(q, maxPlayers) {
			return idTitle + maxPlayers*int(m.Title-TitleConsigliere) + q
		}
	case MoveKindCorrupt:
		if in(w, numWiseguys) && in(b, numBillTypes) {
			return idCorrupt + numBillTypes*w + b
		}
	case MoveKindCorruptTwo:
		if in(b, numBillTypes) && in(b2, numBillTypes) && pairIndex[b][b2] >= 0 {
			return idCorruptTwo + int(pairIndex[b][b2])
		}
	case MoveKindTamper:
		return idTamper
	case MoveKindPlay:
		switch v := m.Vendetta; v {
		case Whack, Shakedown, Tail:
			if in(tg, maxPlayers) {
				return idPlayAt + maxPlayers*playAtSlot(v) + tg
			}
		case Torch:
			if in(t, numTurfs) {
				return idTorch + t
			}
		case Skim:
			return idSkim
		case Fix:
			if in(b, numBillTypes) {
				return idFix + b
			}
		}
	case MoveKindRage:
		if in(tg, maxPlayers) {
			return idRage + tg
		}
	case MoveKindBusy:
		if in(w, numWiseguys) {
			return idBusy + w
		}
	case MoveKindEnforce:
		if v := int(m.Vendetta); v >= vWhack && v <= vFix {
			return idEnforce + v - vWhack
		}
	}
	return -1
}

// actionMove is p's move with action id id, built with the move's
// constructor; false for an id out of range.
func actionMove(p core.Player, id int) (Move, bool) {
	switch {
	case id < 0 || id >= numActions:
		return Move{}, false
	case id == idPass:
		return PassMove(p), true
	case id == idKeep:
		return KeepMove(p), true
	case id == idWithdraw:
		return WithdrawMove(p), true
	case id == idStay:
		return StayMove(p), true
	case id < idBagman:
		k := id - idCashIn
		w, t, j := k/28, k%28/2, k%2
		return CashInMove(p, Wiseguy(w), turfAt(int8(t)), CashInType(turfKinds[t][j])), true
	case id < idGive:
		return BagmanCashInMove(p, CashInType(id-idBagman)), true
	case id < idGiveFirst:
		k := id - idGive
		return GiveMove(p, Bill(k/maxPlayers), core.Player(k%maxPlayers)), true
	case id < idBid:
		return GiveFirstPlayerMove(p, core.Player(id-idGiveFirst)), true
	case id < idAdd:
		k := id - idBid
		return BidMove(p, Wiseguy(k/4), Space(k%4)), true
	case id < idKeepBid:
		return AddBillMove(p, Bill(id-idAdd)), true
	case id < idKeepTwo:
		return KeepBidMove(p, Bill(id-idKeepBid)), true
	case id < idTitle:
		pr := billPairs[id-idKeepTwo]
		return KeepTwoMove(p, Bill(pr[0]), Bill(pr[1])), true
	case id < idCorrupt:
		k := id - idTitle
		return TitleMove(p, TitleConsigliere+Title(k/maxPlayers), core.Player(k%maxPlayers)), true
	case id < idCorruptTwo:
		k := id - idCorrupt
		return CorruptMove(p, Wiseguy(k/numBillTypes), Bill(k%numBillTypes)), true
	case id < idTamper:
		pr := billPairs[id-idCorruptTwo]
		return CorruptTwoMove(p, Bill(pr[0]), Bill(pr[1])), true
	case id == idTamper:
		return TamperMove(p), true
	case id < idTorch:
		k := id - idPlayAt
		return PlayAtMove(p, playAtCards[k/maxPlayers], core.Player(k%maxPlayers)), true
	case id < idSkim:
		return TorchMove(p, turfAt(int8(id-idTorch))), true
	case id == idSkim:
		return SkimMove(p), true
	case id < idRage:
		return FixMove(p, Bill(id-idFix)), true
	case id < idBusy:
		return RageMove(p, core.Player(id-idRage)), true
	case id < idEnforce:
		return BusyMove(p, Wiseguy(id-idBusy)), true
	}
	return EnforceMove(p, VendettaCard(vWhack+id-idEnforce)), true
}

// ActionMove is the move of ToMove(s) with action id id: a well-formed
// move, legal or not (Apply says which).
func ActionMove(s State, id int) (Move, error) { return actionMoveOn(&s, id) }

func actionMoveOn(s *State, id int) (Move, error) {
	p := s.toMove()
	if p == core.NoPlayer {
		return Move{}, core.Errorf(core.ErrGameOver, "the game is over: no move has an action id")
	}
	m, ok := actionMove(p, id)
	if !ok {
		return Move{}, core.Errorf(core.ErrIllegalMove, "action %d is not in [0, %d)", id, numActions)
	}
	return m, nil
}

// The lengths of Observation's fields (ObservationSize is their sum).
const (
	obsConfig   = 9
	obsPlayers  = 3
	obsMonth    = 6
	obsPhase    = 4
	obsDecision = int(numDecisions)
	obsAuction  = 4
	obsGuilt    = 1
	obsCards    = numStreet * 13
	obsBills    = 3 + 2*numBillTypes
	obsCashIn   = numKinds + 2 + numBillTypes
	obsVendetta = 1 + vHidden
	obsTurn     = 5
	obsPending  = 6
	obsSeen     = numBillTypes
	obsLeft     = 2
	obsBid      = 1 + 4 + 1 + 1 + 6 + 1 + numBillTypes
	obsSeat     = 1 + 5 + 1 + 3 + 3 + 3 + (1 + numBillTypes) + (1 + numHandTypes) + (1 + numBillTypes) + 4 + 5 + 2 + 4*obsBid

	observationSize = obsConfig + obsPlayers + obsMonth + obsPhase + obsDecision + obsAuction + obsGuilt +
		obsCards + obsBills + obsCashIn + obsVendetta + obsTurn + obsPending + obsSeen + obsLeft + maxPlayers*obsSeat
)

// numHandTypes is the number of Vendetta card types a hand can hold: the
// FBI Snitch and the six Revenge cards (handSlot numbers them).
const numHandTypes = 7

// ObservationSize is the length of Observation's vector: 1412 for every
// config.
func ObservationSize(Config) int { return observationSize }

// obs builds an observation: numbers in [0, 1], appended in order.
type obs struct{ o []float32 }

// frac appends x/scale, capped to [0, 1].
func (b *obs) frac(x, scale int) {
	f := float32(x) / float32(scale)
	b.o = append(b.o, min(max(f, 0), 1))
}

func (b *obs) flag(c bool) {
	if c {
		b.o = append(b.o, 1)
	} else {
		b.o = append(b.o, 0)
	}
}

// oneHot appends n numbers, 1 at i (none when i is out of [0, n)).
func (b *obs) oneHot(i, n int) {
	for k := range n {
		b.flag(k == i)
	}
}

// Observation is what seat p may see of s, as numbers in [0, 1], from p's
// point of view: seats are in slots, slot 0 is p and the next slots go
// clockwise (P0 first for a spectator, p = NoPlayer, who sees no private
// card); a slot beyond the number of players is all zeros. A count of
// Bills is over 10, of Vendetta cards over 5, capped at 1. A one-hot field
// is all zeros when it names nothing. ObservationSize numbers, in this
// order:
//
//	config       9  1 each: raid_policy reduced-entitlement, end_bonus_tie
//	                all-tied, verdict_weight by-value,
//	                first_player_rotates_at_reception, phase_turn_mode
//	                round-robin-single-action, discard_top_visible,
//	                score_turf_respect_on_entry false; then
//	                (innocent_if_at_most+50)/100,
//	                two_colour_turf_respect/9
//	players      3  one-hot: 3, 4 or 5 players
//	month        6  one-hot: January .. June
//	phase        4  one-hot: Business, Meeting, Trial, over
//	decision    10  one-hot: the Decision, in Decision order (over, turn,
//	                distribute, first-bill, cold-feet, keep-bid,
//	                give-consigliere, give-primo-capo, fit-of-rage-target,
//	                make-busy)
//	auction      4  one-hot: the Street space whose auction is being
//	                resolved (S1..S4), while one is
//	guilt        1  (the Verdict token+50)/100
//	cards      637  per Street card W01..W20, T01..T14, R1..R8, I1..I6,
//	                underboss (card order), 13 numbers: one-hot on S1..S4 (4); in
//	                the Street pile above its bottom; at the pile's
//	                bottom (House rule HOUSE-10); one-hot the slot of the
//	                seat holding it (5: a Wiseguy, a Turf, a Respect card,
//	                an Investigation taken, underboss the Underboss's holder);
//	                Busy; out of the game (an Investigation removed)
//	bills       17  the Bill pile's size/90, 1 if the Police Raid is in
//	                it, the discard pile's size/90; the discard pile's
//	                top by type (1 for its type, with
//	                discard_top_visible); the Bills p knows in the
//	                discard pile, by type, count/3
//	cash-in     16  while a Cash-in is distributed: its type one-hot (7),
//	                1 if its draw fell short, the Bills drawn and not yet
//	                given (count), then by type (the distributor's only)
//	vendetta    10  the Vendetta pile's size/24; the Vendetta discard
//	                pile by type (FBI Snitch .. Fix), count/5
//	turn         5  Vendetta cards played this turn/2, allowed this
//	                turn/2, 1 if the Enforcer's power is ready, 1 if the
//	                turn player has acted (round-robin-single-action), 1
//	                if the First Player card has changed owners this Month
//	pending      6  pending decisions/8, Fits of Rage among them/8; the
//	                top one: one-hot Fit of Rage or make-busy (2), and a
//	                make-busy's cause one-hot Fit of Rage or Whack (2)
//	seen         7  by Bill type: 1 if p's Court Clerk saw one in the
//	                Corruption pile
//	left         2  Zealous Corruptor cards left/3, 1 if the verdict is
//	                Innocent
//	seats    5×135  per seat slot:
//	    present    1  1 if the slot is a seat of the game
//	    roles      5  holds the First Player card, started the phase, is
//	                  the turn player (Active), decides now (ToMove), is out
//	                  of the phase (round-robin-single-action)
//	    respect    1  Respect/64
//	    titles     3  holds the Underboss, the Consigliere, the Primo Capo
//	    cards      3  Zealous Corruptor cards/3, holds Atlantic City, is a
//	                  revealed FBI Snitch
//	    end        3  once over: among the winners, (rank+1)/5, end
//	                  bonus Respect/8
//	    bank       8  Bills in the Bank (count), then by type: all of p's
//	                  own, those p knows of in another's (KnownBank)
//	    hand       8  Vendetta cards in hand (count), then by type (FBI
//	                  Snitch, Whack, Torch, Shakedown, Tail, Skim, Fix): all
//	                  of p's own, those p knows of in another's (KnownHand)
//	    corruption 8  Bills put on the Corruption pile (count), then by
//	                  type: p's own, everyone's once over
//	    cash-ins   4  this phase's Cash-in limits used: Racket, Gambling,
//	                  Drugs, Prostitution
//	    meeting    5  Location cards used/4, has a standing bid, won a card
//	                  this Meeting, performed Corruption this Trial, used
//	                  the Bodyguard this Month
//	    share      2  while a Cash-in is distributed: Bills owed (count),
//	                  received (count)
//	    bids    4×21  per bid of this Meeting, in the order made: 1 if
//	                  there; the space one-hot S1..S4 (4), 1 if its space
//	                  is still hidden from p; 1 if withdrawn; its Wiseguy
//	                  one-hot W01..W05, or 1 for another (6); its Bills
//	                  (count), then by type (p's own bids only)
//
// It is computed from View(s, p) alone.
func Observation(s State, p core.Player) []float32 {
	return AppendObservation(make([]float32, 0, observationSize), s, p)
}

// AppendObservation appends Observation(s, p) to dst and returns it, so a
// trainer that reuses dst (as a Batch does) observes without allocating.
func AppendObservation(dst []float32, s State, p core.Player) []float32 {
	v := View(s, p)
	b := obs{o: slices.Grow(dst, observationSize)}
	n := int(v.n)
	me := -1
	if v.seat(p) {
		me = int(p)
	}
	slot := func(q int8) int { // q's slot, or -1
		if q < 0 || int(q) >= n {
			return -1
		}
		return (int(q) - max(me, 0) + n) % n
	}
	o := v.opt
	for _, f := range []bool{o.reduced, o.allTied, o.byValue, o.rotate, o.roundRobin, o.topVisible, o.noTurfR} {
		b.flag(f)
	}
	b.frac(int(o.innocentM)+50, 100)
	b.frac(int(o.twoColR), 9)
	b.oneHot(n-minPlayers, 3)
	b.oneHot(int(v.month)-1, 6)
	b.oneHot(int(v.phase), 4)
	b.oneHot(int(v.Decision()), obsDecision)
	auction := -1
	if v.phase == PhaseMeeting && (v.step == stResolve || v.step == stKeep || v.step == stConsig || v.step == stPrimo) {
		auction = int(v.cursor)
	}
	b.oneHot(auction, 4)
	b.frac(int(v.guilt)+50, 100)
	for c := range numStreet {
		sp := -1
		for i, x := range v.street {
			if int(x) == c {
				sp = i
			}
		}
		b.oneHot(sp, 4)
		b.flag(v.streetDeck.Has(c))
		b.flag(int(v.streetBottom) == c)
		holder, busy := int8(-1), false
		for q := int8(0); q < v.n; q++ {
			switch {
			case c < firstTurf && owns(v.wiseguys[q], c):
				holder, busy = q, owns(v.busyW, c)
			case c >= firstTurf && c < firstRespect && v.turfs[q]&(1<<uint(c-firstTurf)) != 0:
				holder, busy = q, v.busyT&(1<<uint(c-firstTurf)) != 0
			case c >= firstRespect && c < firstInv && v.respCards[q]&(1<<uint(c-firstRespect)) != 0,
				c >= firstInv && c < cUnderboss && v.invWon[q]&(1<<uint(c-firstInv)) != 0:
				holder = q
			}
		}
		if c == cUnderboss {
			holder = v.titles[tUnderboss]
		}
		b.oneHot(slot(holder), maxPlayers)
		b.flag(busy)
		b.flag(c >= firstInv && c < cUnderboss && v.invGone&(1<<uint(c-firstInv)) != 0)
	}
	b.frac(v.billDeck.total(), 90)
	b.flag(v.billDeck[bRaid] > 0)
	b.frac(v.billDisc.total(), 90)
	for t := range numBillTypes {
		b.flag(v.billDisc[t] > 0)
	}
	var k know
	if me >= 0 {
		k = v.know[me]
	}
	for t := range numBillTypes {
		b.frac(k.disc.n(t), tallyMax)
	}
	distributing := v.step == stDistribute && v.phase != PhaseOver
	kind := -1
	if distributing {
		kind = int(v.ci.kind)
	}
	b.oneHot(kind, numKinds)
	b.flag(distributing && v.ci.short)
	var drawn bills
	if distributing {
		drawn = v.drawn
	}
	b.frac(drawn.total(), 10)
	for t := range numBillTypes {
		b.frac(int(drawn[t]), 10)
	}
	b.frac(v.vDeck.total(), 24)
	for t := range vHidden {
		b.frac(int(v.vDisc[t]), 5)
	}
	b.frac(int(v.vPlayed), 2)
	b.frac(int(v.vLimit), 2)
	b.flag(v.enforcer)
	b.flag(v.acted)
	b.flag(v.fpMoved)
	npend := min(max(int(v.npend), 0), maxPend)
	b.frac(npend, maxPend)
	b.frac(v.pendingRages(), maxPend)
	top, cause := -1, -1
	if npend > 0 {
		top = int(v.pend[0].kind)
		if top == pendBusy {
			switch v.pend[0].target {
			case vRage:
				cause = 0
			case vWhack:
				cause = 1
			}
		}
	}
	b.oneHot(top, 2)
	b.oneHot(cause, 2)
	for t := range numBillTypes {
		b.flag(me >= 0 && v.knowCorr[me]&(1<<uint(t)) != 0)
	}
	b.frac(v.ZealousCorruptorsLeft(), 3)
	b.flag(v.Innocent())
	over := v.phase == PhaseOver
	active, toMove := v.Active(), v.toMove()
	for i := range maxPlayers {
		if i >= n {
			b.o = append(b.o, make([]float32, obsSeat)...)
			continue
		}
		q := int8((max(me, 0) + i) % n)
		b.flag(true)
		b.flag(v.first == q)
		b.flag(v.phaseFirst == q && !over)
		b.flag(active == core.Player(q))
		b.flag(toMove == core.Player(q))
		b.flag(v.opt.roundRobin && v.passed&bit(q) != 0)
		b.frac(int(v.respect[q]), 64)
		for t := range v.titles {
			b.flag(v.titles[t] == q)
		}
		z := 0
		for _, h := range v.zealous {
			if h == q {
				z++
			}
		}
		b.frac(z, 3)
		b.flag(v.atlantic == q)
		b.flag(v.snitches&bit(q) != 0)
		b.flag(over && v.winners&bit(q) != 0)
		if over {
			b.frac(int(v.rank[q])+1, 5)
			b.frac(int(v.bonus[q]), 8)
		} else {
			b.o = append(b.o, 0, 0)
		}
		bank := v.bank[q]
		hand := v.hand[q]
		if int(q) != me {
			bank = k.bankOf(int8(me), q).bills()
			hand = k.handOf(int8(me), q).hand()
		}
		b.frac(v.bank[q].total(), 10)
		for t := range numBillTypes {
			b.frac(int(bank[t]), 10)
		}
		b.frac(v.hand[q].total(), 5)
		for t := range vHidden {
			if handSlot(t) >= 0 {
				b.frac(int(hand[t]), 5)
			}
		}
		b.frac(v.corr[q].total(), 10)
		for t := range numBillTypes {
			b.frac(int(v.corr[q][t]), 10)
		}
		for _, bitc := range [4]uint8{8, 1, 2, 4} {
			b.flag(v.used[q]&bitc != 0)
		}
		nb := min(max(int(v.nbids[q]), 0), 4)
		b.frac(nb, 4)
		b.flag(v.bidders&bit(q) != 0)
		b.flag(v.won&bit(q) != 0)
		b.flag(v.corruptors&bit(q) != 0)
		b.flag(v.guardUsed&bit(q) != 0)
		if distributing {
			b.frac(int(v.ci.owed[q]), 10)
			b.frac(int(v.ci.got[q]), 10)
		} else {
			b.o = append(b.o, 0, 0)
		}
		for j := range 4 {
			bd := v.bids[q][j]
			if j >= nb || bd.space == -1 {
				b.o = append(b.o, make([]float32, obsBid)...)
				continue
			}
			b.flag(true)
			b.oneHot(int(bd.space), 4)
			b.flag(bd.space == hiddenSpace)
			b.flag(bd.gone)
			b.oneHot(min(int(bd.wg), wNoLoss+1), 6)
			b.frac(bd.bills.total(), 10)
			for t := range numBillTypes {
				b.frac(int(bd.bills[t]), 10)
			}
		}
	}
	return b.o
}

// InformationState is what p knows in s, as canonical text: the JSON of
// p's View (the position format), which holds what the table sees, p's
// own cards and the memories Nostra City keeps for p (KnownBank,
// KnownHand, KnownDiscards, SeenInCorruption). Two histories that leave p
// knowing the same give one information state; it is not the move
// history.
func InformationState(s State, p core.Player) string {
	b, err := View(s, p).MarshalJSON()
	if err != nil {
		return ""
	}
	return string(b)
}
