package tonytino

import "github.com/mafiarules/sdk/core"

// The racket draft (Config.RacketDraft, House rule HOUSE-18, a German
// review's rule): instead of being dealt, the racket tiles are shuffled
// into a face-down stack, and from the start player on the players take
// turns putting the face-up top one on any street without a racket.

// stackRackets is the racket draft's setup: the 12 tiles are shuffled into
// a face-down stack, and for each street full at setup the bottom tile (one
// that would be drawn last) is discarded face up onto it, so the stack
// holds one tile per street still to take one.
func (s *State) stackRackets(r core.RNG) core.RNG {
	s.rstack = core.PileOf(racketValues[:]...)
	r = s.rstack.Shuffle(r)
	for st := Street(0); st < NumStreets; st++ {
		s.rackets[st] = slot(0, toDraft)
		if s.streetFull(st) {
			r, _ := s.rstack.RemoveAt(0)
			s.rackets[st] = slot(r, setupFull)
		}
	}
	return r
}

func draftPrompt(s *State) string {
	r, _ := s.DraftRacket()
	return "Choose the street for the " + r.Name() + " racket"
}

// draftLegal lists the streets without a racket, V1..V6 then H1..H6.
func draftLegal(dst []Move, s *State) []Move {
	for st := Street(0); st < NumStreets; st++ {
		if s.rackets[st].fate() == toDraft {
			dst = append(dst, PutRacketMove(s.active, st))
		}
	}
	return dst
}

// draftCheck: any street still without a racket (streets full at setup
// never take one).
func draftCheck(s *State, m Move) reason {
	if m.Kind != MoveKindRacket {
		return why2(rDraftKind, int(m.By), int(m.Kind))
	}
	if s.rackets[m.Street].fate() != toDraft {
		return why1(rRacketThere, int(m.Street))
	}
	return 0
}

// draftApply puts the face-up racket on the street; the next player turns
// up the next one; when all are out, the start player begins the game.
func draftApply(s *State, m Move, evs *events) {
	p, st := m.By, m.Street
	r, _ := s.rstack.Pop()
	s.rackets[st] = slot(r, onStreet)
	evs.Add(Event{Kind: EventKindRacketPut, Player: p, Street: st, Racket: r, To: core.Everyone})
	next := other(p)
	if top, ok := s.rstack.Top(); ok {
		s.active = next
		evs.Add(Event{Kind: EventKindRacketTurnedUp, Player: next, Racket: top, To: core.Everyone})
		return
	}
	// The drafters alternated from the start player, who begins play.
	placed := 0
	for _, rs := range s.rackets {
		if rs.fate() == onStreet {
			placed++
		}
	}
	if placed%2 == 1 {
		next = p
	}
	s.beginTurn(next, false, evs)
}

// draftValidate: one tile in the stack per street waiting, its top face up.
func draftValidate(s *State) reason {
	waiting := 0
	for _, rs := range s.rackets {
		if rs.fate() == toDraft {
			waiting++
		}
	}
	if waiting == 0 || s.rstack.Len() != waiting {
		return why2(rDraftStackCount, s.rstack.Len(), waiting)
	}
	if top, _ := s.rstack.Top(); top == HiddenRacket {
		return why(rDraftTopHidden)
	}
	return 0
}
