package nostracity

import "github.com/mafiarules/sdk/core"

// The Underboss, Consigliere and Primo Capo cards (the rulebook, in "THE
// MEETING Phase"; House rule HOUSE-18): the Underboss's winner gives the
// Consigliere, whose holder gives the Primo Capo; then every player without
// a Title is Cheated. The Underboss enters the Street at the end of
// February (reception.go).

func promptConsigliere(s *State) string {
	return "As Underboss, give the Consigliere to another player"
}

func promptPrimoCapo(s *State) string {
	return "As Consigliere, give the Primo Capo to a player without a Title"
}

// titleDue is the Title being given now.
func (s *State) titleDue() int8 {
	if s.step == stPrimo {
		return tPrimoCapo
	}
	return tConsigliere
}

func legalTitle(dst []Move, s *State) []Move {
	p, t := int8(s.toMove()), s.titleDue()
	for q := int8(0); q < s.n; q++ {
		if q != s.titles[0] && q != s.titles[1] {
			dst = append(dst, Move{By: core.Player(p), Kind: MoveKindTitle, Title: Title(t), To: core.Player(q)})
		}
	}
	return dst
}

func checkTitle(s *State, m Move) reason {
	want := s.titleDue()
	if m.Kind != MoveKindTitle || int8(m.Title) != want {
		return why(rTitleMove, int8(m.By), want, 0)
	}
	if int8(m.To) < 0 || int8(m.To) >= s.n {
		return why(rNoSuchPlayer, 0, 0, 0)
	}
	for t := int8(0); t < want; t++ {
		if s.titles[t] == int8(m.To) {
			return why(rAlreadyHasTitle, int8(m.To), t, want)
		}
	}
	return 0
}

func applyTitle(s *State, m Move, ev *evbuf) {
	s.giveTitle(int(int8(m.Title)), int8(m.To), ev)
	if int8(m.Title) == tConsigliere {
		s.step = stPrimo
		return
	}
	s.titleCheating(ev)
	s.step = stResolve
	s.cursor++
}

func validateConsigliere(s *State) reason {
	if s.phase != PhaseMeeting || s.cursor < 0 || s.cursor > 3 || s.titles[0] < 0 || s.titles[1] >= 0 {
		return why(rNoConsigliereToGive, 0, 0, 0)
	}
	return 0
}

func validatePrimoCapo(s *State) reason {
	if s.phase != PhaseMeeting || s.cursor < 0 || s.cursor > 3 || s.titles[1] < 0 || s.titles[2] >= 0 {
		return why(rNoPrimoCapoToGive, 0, 0, 0)
	}
	return 0
}

func (s *State) giveTitle(t int, p int8, ev *evbuf) {
	s.titles[t] = p
	s.respect[p] += int16(titleRespect[t])
	public(ev, Event{Kind: EventKindTitleGiven, Player: core.Player(p), Title: Title(int8(t)), Respect: int8(titleRespect[t])})
}

// titleCheating: House rule HOUSE-18, every player without a Title is
// Cheated once the chain is complete.
func (s *State) titleCheating(ev *evbuf) {
	for i := int8(0); i < s.n; i++ {
		q := (s.titles[tUnderboss] + i) % s.n
		if s.titles[0] != q && s.titles[1] != q && s.titles[2] != q {
			s.cheated(q, 0, -1, ev)
		}
	}
}
