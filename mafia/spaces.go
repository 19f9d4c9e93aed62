package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// Section D5d of the rulebook: the effects of the spaces (roadblock, ambush,
// restaurant, assassination, Antimafia Commission, news leak, the home-city
// protection of a Boss).

func (s *State) spaceRoll(ev *evbuf, c int, sp int8, nums uint8, why Cause) bool {
	r := s.roll()
	hit := nums&(1<<uint(r)) != 0
	e := ev0(EventKindSpaceRolled)
	e.Counter, e.Space, e.Roll, e.Success, e.Cause = Counter(c), Place(sp), uint8(r), hit, why
	s.emit(ev, pub(e))
	return hit
}

// amoRoadblock is Anti-Mafia Operation's temporary roadblock, successful on
// 1–2, resolved before the printed effect (HOUSE-4.2). Home-city protection
// still applies.
func (s *State) amoRoadblock(ev *evbuf, c int, sp int8) {
	if s.inHome(c) {
		return
	}
	if s.spaceRoll(ev, c, sp, nums(1, 2), CauseAntiMafiaOp) {
		s.detain(ev, c, CauseAntiMafiaOp, -1)
	}
}

// spaceEffect is step (i): the printed effect of the space where counter
// c ended its move (D5d).
func (s *State) spaceEffect(ev *evbuf, c int, sp int8) {
	b := s.space(sp)
	k := kindOf(c)
	switch b.Kind {
	case Roadblock:
		if isMafioso(c) && s.spaceRoll(ev, c, sp, b.Nums, CauseRoadblock) {
			s.detain(ev, c, CauseRoadblock, -1)
		}
	case Ambush:
		if s.spaceRoll(ev, c, sp, b.Nums, CauseAmbush) {
			s.eliminate(ev, c, CauseAmbush, -1)
		}
	case Assassination:
		if (k == Boss || k == Prefetto) && s.spaceRoll(ev, c, sp, b.Nums, CauseAssassination) {
			s.eliminate(ev, c, CauseAssassination, -1)
		}
	case Restaurant:
		// once a turn, every counter in the restaurant rolls (translator's note)
		if s.rest {
			return
		}
		s.rest = true
		for x := 0; x < NumCounters; x++ {
			if s.loc[x] == sp && s.spaceRoll(ev, x, sp, b.Nums, CauseRestaurant) {
				s.eliminate(ev, x, CauseRestaurant, -1)
			}
		}
	case Antimafia:
		if (k == Boss || k == Prefetto) && s.spaceRoll(ev, c, sp, b.Nums, CauseAntimafia) {
			f := ownerOf(c)
			s.skip[f] = true
			e := ev0(EventKindNextMovementLost)
			e.Faction = f
			s.emit(ev, pub(e))
		}
	case NewsLeak:
		// House rule HOUSE-4.2: one discard per arriving counter; nothing
		// when the owner holds no card.
		f := ownerOf(c)
		if s.seatOf(f) >= 0 && s.handSize(f) > 0 {
			s.dec, s.wfac = DecisionNewsLeak, int8(f)
		}
	}
}

func legalNewsLeak(out []Move, s *State, by core.Player) []Move {
	f := Faction(s.wfac)
	for c := Card(0); c < numCards; c++ {
		if s.holds(f, c) {
			m := newMove(by, MoveKindDiscard)
			m.Card = c
			out = append(out, m)
		}
	}
	return out
}

func checkNewsLeak(s *State, m Move) reason {
	if m.Kind != MoveKindDiscard {
		return whyOf(rWrongKind, int(s.dec), int(m.Kind))
	}
	return 0 // the shared check found the card in the hand
}

// inHome reports whether Boss c stands in its Family's home city, where
// only Discover a Lair in the City lets the State touch it (D5d CITY).
func (s *State) inHome(c int) bool {
	f := ownerOf(c)
	return kindOf(c) == Boss && s.home[f] >= 0 && s.loc[c] == s.home[f]
}

func promptNewsLeak(s *State) string {
	return "News leak: the " + s.deciderWords() + " discards one card of its choice"
}

// applyNewsLeak: the discarded card goes back to its deck.
func (s *State) applyNewsLeak(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	s.drop(f, m.Card)
	s.toDeck(m.Card)
	seat := s.seatOf(f)
	e := ev0(EventKindCardDiscarded)
	e.Faction, e.Card, e.Deck = f, m.Card, m.Card.Deck()
	e.To = core.Only(seat)
	s.emit(ev, e)
	e.Card, e.To = HiddenCard, core.AllBut(seat)
	s.emit(ev, e)
	s.dec = decisionRunning
}

func validateNewsLeak(s *State) error {
	c := s.mover()
	if c < 0 || !s.moverAtDestination() || s.space(s.loc[c]).Kind != NewsLeak {
		return lawOf(rLawNewsLeakContext)
	}
	if err := s.topIs(s.stepAfter(sSpace)); err != nil {
		return err
	}
	if err := s.deciderIs(ownerOf(c)); err != nil {
		return err
	}
	if s.handSize(ownerOf(c)) == 0 {
		return lawOf(rLawNewsLeakEmptyHand)
	}
	return nil
}
