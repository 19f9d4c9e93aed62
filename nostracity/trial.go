package nostracity

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
)

// THE TRIAL phase: the Corruption action and the Zealous Corruptor (the
// rulebook's "THE TRIAL Phase"; House rules HOUSE-20 and HOUSE-22).

func promptTrial(s *State) string { return promptTurn(s, "Corruption") }

// legalTrial: Corruption with each Free Wiseguy and each Bill type of the
// Bank (the Lawyer two, in type order; the Jury Tamperer none), then the
// moves of every turn.
func legalTrial(dst []Move, s *State) []Move {
	p := int8(s.toMove())
	free := s.free(p)
	if !s.actionsLeft() {
		free = 0
	}
	bank := &s.bank[p]
	for ; free != 0; free &= free - 1 {
		w := int8(bits.TrailingZeros32(free))
		if w == wJuryTamperer {
			dst = append(dst, Move{By: core.Player(p), Kind: MoveKindTamper, Wiseguy: Wiseguy(w)})
			continue
		}
		for t := int8(0); t < numBillTypes; t++ {
			if bank[t] == 0 {
				continue
			}
			if w == wLawyer && bank.total() >= 2 {
				for u := t; u < numBillTypes; u++ {
					if bank[u] > 0 && (u != t || bank[t] > 1) {
						dst = append(dst, Move{By: core.Player(p), Kind: MoveKindCorruptTwo, Wiseguy: Wiseguy(w), Bill: Bill(t), Bill2: Bill(u)})
					}
				}
			} else {
				dst = append(dst, Move{By: core.Player(p), Kind: MoveKindCorrupt, Wiseguy: Wiseguy(w), Bill: Bill(t)})
			}
		}
	}
	return s.legalTurnMoves(dst)
}

func checkTrial(s *State, m Move) reason {
	if r, done := s.checkTurnMove(m); done {
		return r
	}
	if m.Kind != MoveKindCorrupt && m.Kind != MoveKindCorruptTwo && m.Kind != MoveKindTamper {
		return why(rTrialMove, 0, 0, 0)
	}
	return s.checkCorrupt(int8(m.By), m)
}

// checkCorrupt: a Free Wiseguy and a single Bill of the Bank (two with the
// Lawyer, none with the Jury Tamperer).
func (s *State) checkCorrupt(p int8, m Move) reason {
	w := int8(m.Wiseguy)
	if r := s.checkFree(p, w, actCorruption); !r.OK() {
		return r
	}
	if (w == wJuryTamperer) != (m.Kind == MoveKindTamper) {
		return why(rOnlyJuryTampererTampers, 0, 0, 0)
	}
	if m.Kind == MoveKindTamper {
		return 0
	}
	if !validBill(int8(m.Bill)) || s.bank[p][int8(m.Bill)] == 0 {
		return why(rCorruptBillNotInBank, p, int8(m.Bill), 0)
	}
	lawyer := w == wLawyer && s.bank[p].total() >= 2
	if lawyer != (m.Kind == MoveKindCorruptTwo) {
		return why(rLawyerPlacesTwo, 0, 0, 0)
	}
	if m.Kind == MoveKindCorrupt {
		return 0
	}
	if !validBill(int8(m.Bill2)) || int8(m.Bill2) < int8(m.Bill) {
		return why(rLawyerBillsInTypeOrder, 0, 0, 0)
	}
	b := s.bank[p]
	b[int8(m.Bill)]--
	if b[int8(m.Bill2)] == 0 {
		return why(rSecondBillNotInBank, p, int8(m.Bill2), 0)
	}
	return 0
}

// endTrial: from April, the only corrupter wins a Zealous Corruptor card
// (House rule HOUSE-22: whatever the Titles above it on the stack).
func (s *State) endTrial(ev *evbuf) {
	if s.month < 4 || bits.OnesCount8(s.corruptors) != 1 {
		return
	}
	p := int8(bits.TrailingZeros8(s.corruptors))
	for i := range s.zealous {
		if s.zealous[i] < 0 {
			s.zealous[i] = p
			s.respect[p]++
			public(ev, Event{Kind: EventKindZealousCorruptorWon, Player: core.Player(p)})
			return
		}
	}
}

// corrupt performs the Corruption action.
func (s *State) corrupt(p int8, w int, a, b int8, ev *evbuf) {
	s.makeBusy(p, w)
	s.corruptors |= bit(p)
	P := core.Player(p)
	if w == wJuryTamperer {
		s.guilt--
		public(ev, Event{Kind: EventKindJuryTampered, Player: P, Guilt: int16(s.guilt)})
		return
	}
	var put bills
	put[a]++
	if b >= 0 {
		put[b]++
	}
	for t := range put {
		s.bank[p][t] -= put[t]
		for k := put[t]; k > 0; k-- {
			s.bankLost(p, t, -1)
		}
	}
	s.corr[p].add(put)
	private(ev, Event{Kind: EventKindCorrupted, Player: P, Wiseguy: Wiseguy(w), Bills: put, Count: int8(put.total())},
		Event{Kind: EventKindCorrupted, Player: P, Wiseguy: Wiseguy(w), Count: int8(put.total()), Bills: bills{bHidden: uint8(put.total())}}, P)
	switch w {
	case wCleaner:
		s.drawToBank(p, ev)
	case wCourtClerk:
		var pile bills
		for q := int8(0); q < s.n; q++ {
			pile.add(s.corr[q])
		}
		if t, ok := s.randomBill(pile); ok {
			var seen bills
			seen[t] = 1
			s.knowCorr[p] |= 1 << uint(t)
			ev.Add(&Event{Kind: EventKindCorruptionPilePeeked, Player: P, Bills: seen, To: core.Only(P)})
		}
	}
}
