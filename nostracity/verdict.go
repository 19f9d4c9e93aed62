package nostracity

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
)

// verdict is House rule HOUSE-11, the Final Verdict (after the Month-6
// Guilt check, which reception has applied).
func (s *State) verdict(ev *evbuf) {
	// Nobody's turn any more (a position after the end has no active seat).
	s.turn = int16(s.n)
	// 2. The FBI Snitches are revealed.
	for p := int8(0); p < s.n; p++ {
		if s.hand[p][vSnitch] > 0 {
			s.snitches |= bit(p)
			public(ev, Event{Kind: EventKindSnitchRevealed, Player: core.Player(p)})
		}
	}
	// 3. The Corruption pile (House rule HOUSE-9).
	var pile bills
	for p := int8(0); p < s.n; p++ {
		pile.add(s.corr[p])
	}
	d := corruptionGuilt(pile, s.opt.byValue)
	s.guilt += int16(d)
	public(ev, Event{Kind: EventKindCorruptionPileRevealed, Bills: pile, GuiltChange: int8(d)})
	s.innocent = int(s.guilt) <= int(s.opt.innocentM)
	v := int16(1)
	if s.innocent {
		v = 0
	}
	public(ev, Event{Kind: EventKindVerdictReached, Verdict: Verdict(v), Guilt: int16(s.guilt)})
	// 4. End of Game Bonuses (House rule HOUSE-8) and the Politician.
	var vend, wise, turf [maxPlayers]int
	for p := int8(0); p < s.n; p++ {
		vend[p] = s.hand[p].total()
		if s.atlantic == p {
			vend[p]++
		}
		wise[p] = bits.OnesCount32(s.wiseguys[p])
		turf[p] = bits.OnesCount16(s.turfs[p])
	}
	for b, counts := range [3][maxPlayers]int{vend, wise, turf} {
		s.endBonus(b, counts, ev)
	}
	if s.innocent {
		if o := s.wiseguyOwner(wPolitician); o >= 0 {
			s.bonus[o]++
			s.respect[o]++
			public(ev, Event{Kind: EventKindBonusScored, Player: core.Player(o), Bonus: Bonus(3), Respect: int8(1)})
		}
	}
	// 5-6. The winner and the tie-breaks.
	s.rankPlayers()
	if s.winners == 0 {
		public(ev, Event{Kind: EventKindGameOver, Player: core.NoPlayer})
	}
	for p := int8(0); p < s.n; p++ {
		if s.winners&bit(p) != 0 {
			public(ev, Event{Kind: EventKindGameOver, Player: core.Player(p), Respect: int8(s.respect[p])})
		}
	}
	s.phase = PhaseOver
	s.step = stTurn
}

// corruptionGuilt is the Guilt the Corruption pile adds: per icon (each
// Innocent Bill -1, each Guilty +1) or by value (±value/$10,000).
func corruptionGuilt(pile bills, byValue bool) int {
	d := 0
	for t := 0; t < numBillTypes; t++ {
		w := billIcon[t]
		if byValue {
			w *= billValue[t] / 10
		}
		d += w * int(pile[t])
	}
	return d
}

// endBonus gives bonus b (+2) to the player with the most of counts; a tie
// gives it to nobody, or to all tied players under EndBonusTie all-tied.
func (s *State) endBonus(b int, counts [maxPlayers]int, ev *evbuf) {
	best, nb := -1, 0
	for p := 0; p < int(s.n); p++ {
		switch {
		case counts[p] > best:
			best, nb = counts[p], 1
		case counts[p] == best:
			nb++
		}
	}
	if nb > 1 && !s.opt.allTied {
		return
	}
	for p := int8(0); p < s.n; p++ {
		if counts[p] == best {
			s.bonus[p] += 2
			s.respect[p] += 2
			public(ev, Event{Kind: EventKindBonusScored, Player: core.Player(p), Bonus: Bonus(int8(b)), Respect: int8(2)})
		}
	}
}

// titleRank is 3 for the Underboss down to 0 for no Title.
func (s *State) titleRank(p int8) int {
	for t, h := range s.titles {
		if h == p {
			return 3 - t
		}
	}
	return 0
}

// compare ranks a ahead of b (> 0): eligible players first (loyal ones if
// Innocent, Snitches if Guilty), then Respect, then the House tie-breaks.
func (s *State) compare(a, b int8) int {
	ea, eb := s.eligible(a), s.eligible(b)
	if ea != eb {
		if ea {
			return 1
		}
		return -1
	}
	if d := int(s.respect[a]) - int(s.respect[b]); d != 0 {
		return d
	}
	if s.innocent {
		if d := s.titleRank(a) - s.titleRank(b); d != 0 {
			return d
		}
		za, zb := 0, 0
		for _, h := range s.zealous {
			if h == a {
				za++
			}
			if h == b {
				zb++
			}
		}
		if za != zb {
			return za - zb
		}
	}
	return s.bank[a].value() - s.bank[b].value()
}

func (s *State) eligible(p int8) bool {
	snitch := s.snitches&bit(p) != 0
	return snitch != s.innocent
}

func (s *State) rankPlayers() {
	s.winners = 0
	for a := int8(0); a < s.n; a++ {
		s.rank[a] = 0
		for b := int8(0); b < s.n; b++ {
			if a != b && s.compare(b, a) > 0 {
				s.rank[a]++
			}
		}
		if s.rank[a] == 0 && s.eligible(a) {
			s.winners |= bit(a)
		}
	}
}

// Result is the outcome of a finished game (the zero Result before it).
// Scores are the final Respect. Rank 0 is first: the seats eligible under
// the verdict (the loyal ones when the Godfather is Innocent, the FBI
// Snitches when he is Guilty) rank ahead of all others whatever their
// Respect; within each group seats rank by Respect, then by House rule
// HOUSE-11's tie-breaks (Innocent: the higher Title, more Zealous
// Corruptor cards, the higher Bank value; Guilty: the higher Bank value);
// seats still tied share a rank. Winners are the eligible seats ranked 0,
// and none when the Godfather is Guilty and nobody is a Snitch.
// State.Standing says why a seat ranks where it does.
func Result(s State) core.Result {
	if s.phase != PhaseOver {
		return core.Result{}
	}
	r := core.Result{Scores: make([]int, s.n), Rank: make([]int, s.n)}
	for p := int8(0); p < s.n; p++ {
		r.Scores[p] = int(s.respect[p])
		r.Rank[p] = int(s.rank[p])
		if s.winners&bit(p) != 0 {
			r.Winners = append(r.Winners, core.Player(p))
		}
	}
	return r
}

// Standing is why a seat of a finished game ranks where it does.
type Standing struct {
	Rank     int    // 0 first, as in Result
	Respect  int    // the final Respect
	Eligible bool   // could win under the verdict: loyal if Innocent, a Snitch if Guilty
	Winner   bool   // among Result's winners
	Reason   string // in words: "wins: the most Respect among the loyal lieutenants (Innocent)"
}

var tieBreakWords = [...]string{"", "on Respect", "on the higher Title", "on more Zealous Corruptor cards", "on the higher Bank value"}

// decider is which comparison separates a from b: 1 Respect, 2 the Title,
// 3 the Zealous Corruptors, 4 the Bank; 0 none (a tie, or eligibility).
func (s *State) decider(a, b int8) int {
	if s.eligible(a) != s.eligible(b) {
		return 0
	}
	if s.respect[a] != s.respect[b] {
		return 1
	}
	if s.innocent {
		if s.titleRank(a) != s.titleRank(b) {
			return 2
		}
		za, zb := 0, 0
		for _, h := range s.zealous {
			if h == a {
				za++
			}
			if h == b {
				zb++
			}
		}
		if za != zb {
			return 3
		}
	}
	if s.bank[a].value() != s.bank[b].value() {
		return 4
	}
	return 0
}

// Standing says, for a UI, why p ranks where it does at the Final
// Verdict: whether the verdict made p eligible, and which rule put p ahead
// of the next seat or behind the one before. The zero Standing before the
// Final Verdict.
func (s State) Standing(p core.Player) Standing {
	if s.phase != PhaseOver || !s.seat(p) {
		return Standing{}
	}
	q := int8(p)
	st := Standing{Rank: int(s.rank[q]), Respect: int(s.respect[q]), Eligible: s.eligible(q), Winner: s.winners&bit(q) != 0}
	verdict, side := "Innocent", "the loyal lieutenants"
	if !s.innocent {
		verdict, side = "Guilty", "the FBI Snitches"
	}
	// The closest seat of the same group, for the rule that separated them.
	rival, how := int8(-1), 0
	for o := int8(0); o < s.n; o++ {
		if o == q || s.eligible(o) != st.Eligible {
			continue
		}
		d := s.decider(q, o)
		if rival < 0 || d > how {
			rival, how = o, d
		}
	}
	tied := ""
	if rival >= 0 && how > 1 {
		tied = ", tied on Respect with " + core.Player(rival).String() + " and ahead " + tieBreakWords[how]
	}
	switch {
	case st.Winner && rival >= 0 && s.rank[rival] == 0:
		st.Reason = "shares the win: tied with " + core.Player(rival).String() + " on every tie-break among " + side + " (" + verdict + ")"
	case st.Winner:
		st.Reason = "wins: the most Respect among " + side + tied + " (" + verdict + ")"
	case !st.Eligible && s.innocent:
		st.Reason = "cannot win: an FBI Snitch wins only if the Godfather is Guilty"
	case !st.Eligible && s.snitches == 0:
		st.Reason = "cannot win: the Godfather is Guilty and nobody is a Snitch, so everybody falls"
	case !st.Eligible:
		st.Reason = "cannot win: the Godfather is Guilty, and only an FBI Snitch wins then"
	default:
		st.Reason = "loses: another of " + side + " has more Respect or wins a tie-break (" + verdict + ")"
	}
	return st
}
