package speakeasy

import "github.com/mafiarules/sdk/core"

// Taking over a Mobster Speakeasy (the rulebook's "Take over a Mobster
// Speakeasy", at the Contractor Office and the City Planning Office): the
// attack is Strength + 1 per Goon returned + the Associate's strength if
// its fee is paid, and it must beat the district's Strength tile; never in
// your own Associate's district. House rule HOUSE-4.20: the fewest Goons
// that win are returned (building.go's build).

// takeoverReason is the takeover's own rules for the Mobster Speakeasy in
// district d, once the space and the building fit (building.go's
// spaceCheck): never in your own Associate's district, and only with an
// attack that can beat the district's Strength tile. The depth says how
// far the space got, for the building choice's refusal.
func (g *game) takeoverReason(p, group, d int8) (reason, int) {
	if g.P[p].Assoc == d {
		return why(rMayNotTakeOverOwn), depthAssoc
	}
	if att, v := g.maxAttack(p, group), int(g.StrTile[d]); att <= v {
		return why(rAttackMostNStrengthEvery2, att, v), depthStrength
	}
	return reason(0), 0
}

// validateFee says why a decoded associate-fee step cannot be (zero when it can).
func validateFee(g *game, t *step) reason {
	return unless(noArgs(g, t).OK() && g.pendingBuilding(t.Who) && g.Space[g.Pend.Space].Kind == BuildingMobsterSpeakeasy &&
		g.Pend.Mode == modeTakeover && g.Pend.Card < 0 && !g.Pend.Fee,
		t, lawFeeArgs)
}

func legalFee(l *lister, g *game, _ *step) {
	l.try(g, FeeMove(l.by(), false))
	l.try(g, FeeMove(l.by(), true))
}

// checkFeeChoice is checkFee of the fee choice on record (g.Pend.Fee), for
// a decoded position past the choice.
func checkFeeChoice(g *game, t *step) reason {
	m := FeeMove(core.Player(t.Who), g.Pend.Fee)
	return checkFee(g, t, &m)
}

func checkFee(g *game, t *step, m *Move) reason {
	p := t.Who
	pl := &g.P[p]
	d := spaceDistrict(g.Pend.Space)
	att := int(pl.Tracks[TrackStrength]) + int(pl.Goons)
	cost := g.buildCost(p, g.Pend.Group, modeTakeover)
	if m.Fee {
		if pl.Assoc < 0 {
			return why(rHaveNoAssociate)
		}
		if fee, f := assocFee(pl.Assoc), g.funds(p); f < cost+fee {
			return why(rBuildingNAssociateSFee, cost, fee, f)
		}
		att += assocStrength(pl.Assoc)
	}
	if v := int(g.StrTile[d]); att <= v {
		return why(rAttackMostNStrengthEvery3, att, v)
	}
	return reason(0)
}

func applyFee(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.pop()
	g.Pend.Fee = m.Fee
	g.buildNext(p, b)
}

// standsFee: the fee is asked where the takeover's space was, under the
// build that chose it.
func standsFee(g *game, t, below *step) error {
	return fits(siteBuilds(buildSite(below), g.Pend.Group, modeTakeover), t, below)
}

// maxAttack is the most p can attack a Mobster Speakeasy with while
// paying for a building of group: Strength, every Goon, and the
// Associate's strength when p can pay the fee too.
func (g *game) maxAttack(p int8, group int8) int {
	pl := &g.P[p]
	att := int(pl.Tracks[TrackStrength]) + int(pl.Goons)
	if pl.Assoc >= 0 && g.funds(p) >= g.buildCost(p, group, modeTakeover)+assocFee(pl.Assoc) {
		att += assocStrength(pl.Assoc)
	}
	return att
}
