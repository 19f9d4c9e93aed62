package mafia

// Section D5b SISDE of the rulebook: the investigation, and in the
// 2-player game the undercover operation that replaces it (H8).

// actSISDE: the moved SISDE investigates, drawing a SISDE card for each
// mafioso in its space; in the 2-player game its player may run an
// undercover operation instead; in the 4-player game it is not used.
func (s *State) actSISDE(ev *evbuf, c int, sp int8) {
	if s.twoP() {
		// H8: the undercover operation replaces the investigation
		s.offerMenu(c, sp)
		return
	}
	if s.fourP() {
		return
	}
	n := 0
	for x := cFamily; x < NumCounters; x++ {
		if s.loc[x] == sp {
			n++
		}
	}
	if n > 0 {
		e := ev0(EventKindInvestigated)
		e.Space, e.Count = Place(sp), uint8(n)
		s.emit(ev, pub(e))
		for i := 0; i < n; i++ {
			s.draw(ev, StateFaction, SISDEDeck)
		}
	}
}
