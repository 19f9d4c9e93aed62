package speakeasy

// The Park: swap your Capo with another player's Capo already talking to
// someone at any other location; theirs moves to a free Park spot and they
// choose a reward (a Leverage token, a City tile or a Book) before you
// perform the visit at the person your Capo now stands at (House rule
// HOUSE-4.8's reading of the rulebook). Neutral solo Capos may be swapped
// away and get no reward.

// checkPark: a free Park spot, and another player's Capo at that person.
func (g *game) checkPark(p int8, loc, person int8) reason {
	if g.freePark() < 0 {
		return why(rNoFreeParkSpot)
	}
	if !g.personExists(int(loc), int(person)) {
		return why(rNoSuchPersonThatLocation)
	}
	if q := g.Occ[loc][person]; q < 0 || q == p {
		return why(rSwapWithAnotherPlayerS)
	}
	return reason(0)
}

func (g *game) freePark() int {
	for i := 0; i < g.parkSpots(); i++ {
		if g.Park[i] < 0 {
			return i
		}
	}
	return -1
}

// usePark swaps p's Capo with the one at loc's person.
func (g *game) usePark(p int8, loc, person int8, b *evbuf) {
	g.Phase = phVisit
	victim := g.Occ[loc][person]
	g.Occ[loc][person] = p
	g.Park[g.freePark()] = victim
	emit(b, Event{Kind: EventKindCaposExchanged, Player: seat(p), Location: Location(loc), Victim: Capo(victim), Person: Person(person)})
	g.pushVisit(p, loc, person)
	if victim != neutralCapo {
		g.push(stReward, victim, 0, 0, 0)
	}
}

// standsReward: the victim's reward stands on the swapper's visit as the
// swap pushed it, untouched: the steps pushVisit puts on the stack for the
// swapper's Capo at one of the persons it talks to.
func standsReward(g *game, t, below *step) error {
	p := g.Active
	want := g.Stack // the stack under the reward
	want[g.SP-1] = step{}
	for loc := int8(0); loc < numPersonLocs; loc++ {
		for k := int8(0); k < 3; k++ {
			if g.Occ[loc][k] != p {
				continue
			}
			v := *g
			v.SP, v.Stack = 0, [stackSize]step{}
			v.pushVisit(p, loc, k)
			if v.Stack == want {
				return nil
			}
		}
	}
	return standsNot(t, below)
}

func legalReward(l *lister, g *game, _ *step) {
	l.try(g, RewardMove(l.by(), 0, 0))
	l.try(g, RewardMove(l.by(), 1, 0))
	tk := g.takeableTiles()
	for tk != 0 {
		i := tk.First()
		tk = tk.Without(i)
		l.try(g, RewardMove(l.by(), RewardCityTile, Tile(i)))
	}
}

func checkReward(g *game, _ *step, m *Move) reason {
	switch int8(m.Reward) {
	case 0, 1:
		return reason(0)
	case 2:
		if !in(int8(m.Tile), numTiles) || g.takeableTiles()&(1<<uint((m.Tile))) == 0 {
			return why(rThatCityTileNotFace)
		}
		return reason(0)
	}
	return why(rRewardLeverageTokenBookCity)
}

func applyReward(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.pop()
	emit(b, Event{Kind: EventKindParkRewardTaken, Player: seat(p), Reward: m.Reward})
	switch int8(m.Reward) {
	case 0:
		g.gainTokens(p, 1, b)
	case 1:
		g.drawBook(p, b)
	case 2:
		g.takeTile(p, int8(m.Tile), b)
	}
}
