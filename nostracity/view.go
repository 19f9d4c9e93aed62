package nostracity

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
	"github.com/mafiarules/sdk/internal/chance"
)

func hideBills(b bills) bills { return bills{bHidden: uint8(b.total())} }

func hideCards(h vcards) vcards { return vcards{vHidden: uint8(h.total())} }

// biddingOpen reports whether the Location cards are still face-down.
func (s *State) biddingOpen() bool {
	return s.phase == PhaseMeeting && (s.step == stTurn || s.step == stBidBill)
}

// View is s as seat p (NoPlayer: a spectator) may see it. Other players'
// Banks, Corruption Bills, bid Bills and Vendetta hands become that many
// hidden cards; bid spaces stay hidden until the reveal; the Bill pile
// keeps its size (and the Police Raid in it) but not its contents; the
// Bill discard pile shows only its size (House rule HOUSE-15), and its top
// Bill with Config.DiscardTopVisible; only the active player sees the Bills
// of a Cash-in; the RNG is zeroed.
func View(s State, p core.Player) State {
	v := s
	v.rng, v.forced = core.RNG{}, 0
	me := int8(p)
	if me < 0 || me >= v.n {
		me = -1
	}
	v.view = me + 2
	// What the others know is theirs alone.
	for q := range v.know {
		if int8(q) != me {
			v.know[q] = know{}
			v.knowCorr[q] = 0
		}
	}
	for q := int8(0); q < v.n && q < maxPlayers; q++ {
		if q == me {
			continue
		}
		v.bank[q] = hideBills(v.bank[q])
		if v.phase != PhaseOver {
			// The Final Verdict reveals the Corruption pile.
			v.corr[q] = hideBills(v.corr[q])
		}
		v.hand[q] = hideCards(v.hand[q])
		for k := range v.bids[q] {
			b := &v.bids[q][k]
			b.bills = hideBills(b.bills)
			if v.biddingOpen() && int8(k) < v.nbids[q] {
				b.space = hiddenSpace
			}
		}
	}
	raid := v.billDeck[bRaid]
	v.billDeck = hideBills(v.billDeck)
	v.billDeck[bRaid] = raid
	v.billDeck[bHidden] -= raid
	v.billDisc = hideBills(v.billDisc)
	if t := v.discTop - 1; t >= 0 && t < numBillTypes && v.billDisc[bHidden] > 0 {
		// House rule HOUSE-15 option DiscardTopVisible: the top shows.
		v.billDisc[t] = 1
		v.billDisc[bHidden]--
	}
	if v.step != stDistribute || me != v.active() {
		v.drawn = hideBills(v.drawn)
	}
	v.vDeck = hideCards(v.vDeck)
	return v
}

// Determinize returns a full state p cannot tell from s: every Bill and
// Vendetta card p cannot see is dealt anew from what p cannot account for
// (the stock minus what p sees), hidden bid spaces are chosen anew, and the
// RNG is rng itself: the deal draws from rng.Split(), so play from the
// result never reuses the numbers that placed the hidden cards. s may be a
// full state or p's View. What p knows privately (see KnownBank,
// KnownHand, KnownDiscards, SeenInCorruption) is dealt where p knows it is
// before anything else, so no card p has seen is dealt elsewhere; a
// visible discard top (Config.DiscardTopVisible) is seen, so it stays.
func Determinize(s State, p core.Player, rng core.RNG) State {
	return chance.Determinize(View(s, p), rng, func(v *State, r core.RNG) { dealHidden(v, p, r) },
		func(v *State, rng core.RNG) {
			v.rng = rng
			v.view = 0
		})
}

// dealHidden deals every place of p's View v that p cannot see, from what
// p cannot account for (what p knows of first), drawing from r.
func dealHidden(v *State, p core.Player, r core.RNG) {
	var k know
	var kc uint8
	if v.seat(p) {
		k, kc = v.know[p], v.knowCorr[p]
	}
	// Bills.
	pool := billStock
	known := func(b bills) {
		for t := 0; t < bRaid+1; t++ {
			if pool[t] >= b[t] {
				pool[t] -= b[t]
			} else {
				pool[t] = 0
			}
		}
	}
	for q := int8(0); q < v.n; q++ {
		known(v.bank[q])
		known(v.corr[q])
		for k := range v.bids[q] {
			known(v.bids[q][k].bills)
		}
	}
	known(v.billDeck)
	known(v.billDisc)
	known(v.drawn)
	// What p knows of, first.
	place := func(b *bills, want bills) {
		for t := 0; t < numBillTypes; t++ {
			for need := int(want[t]) - int(b[t]); need > 0 && b[bHidden] > 0 && pool[t] > 0; need-- {
				b[t]++
				b[bHidden]--
				pool[t]--
			}
		}
	}
	for q := int8(0); q < v.n; q++ {
		if q != int8(p) {
			place(&v.bank[q], k.bankOf(int8(p), q).bills())
		}
	}
	place(&v.billDisc, k.disc.bills())
	for t := 0; t < numBillTypes; t++ {
		if kc&(1<<uint(t)) == 0 {
			continue
		}
		var hidden [maxPlayers]uint8
		has := false
		for q := int8(0); q < v.n; q++ {
			has = has || v.corr[q][t] > 0
			hidden[q] = v.corr[q][bHidden]
		}
		if has || pool[t] == 0 {
			continue
		}
		var q int
		if q, r = chance.Weighted(hidden[:v.n], r); q >= 0 {
			var one bills
			one[t] = 1
			place(&v.corr[q], one)
		}
	}
	fill := func(b *bills) {
		n := int(b[bHidden])
		b[bHidden] = 0
		for ; n > 0; n-- {
			var t int
			t, r = chance.Weighted(pool[:numBillTypes], r)
			if t < 0 {
				return
			}
			pool[t]--
			b[t]++
		}
	}
	for q := int8(0); q < v.n; q++ {
		fill(&v.bank[q])
		fill(&v.corr[q])
		for k := range v.bids[q] {
			fill(&v.bids[q][k].bills)
		}
	}
	fill(&v.drawn)
	fill(&v.billDisc)
	fill(&v.billDeck)
	// Vendetta cards: Atlantic City and Fits of Rage never stay in a hand.
	vpool := vendettaStock
	knownV := func(h vcards) {
		for t := 0; t < vHidden; t++ {
			if vpool[t] >= h[t] {
				vpool[t] -= h[t]
			} else {
				vpool[t] = 0
			}
		}
	}
	for q := int8(0); q < v.n; q++ {
		knownV(v.hand[q])
	}
	knownV(v.vDeck)
	knownV(v.vDisc)
	if v.atlantic >= 0 && vpool[vAtlantic] > 0 {
		vpool[vAtlantic]--
	}
	for k := v.pendingRages(); k > 0 && vpool[vRage] > 0; k-- {
		vpool[vRage]--
	}
	// The cards p knows are in a hand (a Tail), first.
	for q := int8(0); q < v.n; q++ {
		if q == int8(p) {
			continue
		}
		want := k.handOf(int8(p), q).hand()
		h := &v.hand[q]
		for t := 0; t < vHidden; t++ {
			for need := int(want[t]) - int(h[t]); need > 0 && h[vHidden] > 0 && vpool[t] > 0; need-- {
				h[t]++
				h[vHidden]--
				vpool[t]--
			}
		}
	}
	// After the Final Verdict the Snitches are known: each revealed Snitch
	// holds one, nobody else does.
	over := v.phase == PhaseOver
	for q := int8(0); q < v.n && over; q++ {
		h := &v.hand[q]
		if v.snitches&bit(q) != 0 && h[vHidden] > 0 && h[vSnitch] == 0 && vpool[vSnitch] > 0 {
			vpool[vSnitch]--
			h[vSnitch]++
			h[vHidden]--
		}
	}
	// The most constrained hands first: after the verdict, the loyal ones
	// (no Snitch may go there), then the Snitches'.
	for i := int8(0); i < 2*v.n; i++ {
		q := i % v.n
		snitch := v.snitches&bit(q) != 0
		if (i < v.n) == snitch {
			continue
		}
		n := int(v.hand[q][vHidden])
		v.hand[q][vHidden] = 0
		for ; n > 0; n-- {
			inHand := vpool
			inHand[vAtlantic], inHand[vRage] = 0, 0
			if over && !snitch {
				inHand[vSnitch] = 0
			}
			var t int
			t, r = chance.Weighted(inHand[:vHidden], r)
			if t < 0 {
				break
			}
			vpool[t]--
			v.hand[q][t]++
		}
	}
	n := int(v.vDeck[vHidden])
	v.vDeck[vHidden] = 0
	for ; n > 0; n-- {
		var t int
		t, r = chance.Weighted(vpool[:vHidden], r)
		if t < 0 {
			break
		}
		vpool[t]--
		v.vDeck[t]++
	}
	// Hidden bid spaces: distinct occupied spaces per player.
	for q := int8(0); q < v.n; q++ {
		var usable bitset.Set
		for sp := 0; sp < 4; sp++ {
			if v.street[sp] != noCard {
				usable = usable.With(sp)
			}
		}
		for k := int8(0); k < v.nbids[q] && k < 4; k++ {
			if v.bids[q][k].space != hiddenSpace || usable == 0 {
				continue
			}
			var sp int
			sp, usable, r = usable.Draw(r)
			v.bids[q][k].space = int8(sp)
		}
	}
}
