package speakeasy

import (
	"strconv"

	"github.com/mafiarules/sdk/core"
)

// Describe is m as a sentence for a button or a log, with the printed
// names of the pieces ("Open a $5 Speakeasy", "Buy 2 barrels from Ship B
// for $9"). It carries every distinction the notation carries, so two legal
// moves never share a description, and it reads only what the mover sees.
func Describe(s State, m Move) string {
	g := &s.g
	p := int8(m.By)
	pl := g.pl(m.By)
	itoa := func(v int8) string { return strconv.Itoa(int(v)) }
	space := func(sp int8) string {
		if !in(sp, numSpaces) {
			return "?"
		}
		d := spaceDistrict(sp)
		return spaceName(sp) + " (district " + itoa(d+1) + ", " + zoneNames[districtZone(d)] + ")"
	}
	switch m.Kind {
	case MPlace:
		if g.personExists(int(m.A), int(m.B)) {
			return "Send a Capo to the " + personTitles[m.B] + " person at the " + locTitles[m.A] +
				": " +
				locationText[m.A] + "; " + personText[m.A][m.B]
		}
	case MRestaurant:
		return "Go to the Restaurant and put your Turn Order marker on lower column " + itoa(
			m.A+1,
		) +
			" (discard " + plural(
			g.restaurantCards(m.A),
			"Operations card",
		) + ")"
	case MPark:
		if g.personExists(int(m.A), int(m.B)) {
			who := "the Capo"
			if q := g.Occ[m.A][m.B]; q == neutralCapo {
				who = "the neutral Capo"
			} else if q >= 0 {
				who = core.Player(q).String() + "'s Capo"
			}
			return "Use the Park: swap with " + who + " at the " + personTitles[m.B] +
				" person of the " +
				locTitles[m.A] + " and take that visit"
		}
	case MPass:
		return "Pass: no placement is possible, this Capo sits out the Act"
	case MSkip:
		if t := g.top(); t != nil && decisions[t.K].skip != "" {
			return decisions[t.K].skip
		}
		return "Skip"
	case MBook:
		return "Gain a Book from the pile"
	case MRaise:
		if in(m.A, numTracks) {
			return "Raise your " + trackTitles[m.A] + " track to " + itoa(pl.Tracks[m.A]+1)
		}
	case MHelper:
		if in(m.A, numHelpers) {
			return "Take the Helper card " + helperTitle(m.A)
		}
	case MFM:
		if m.A == 0 {
			return "Put a Family Member from your supply in your VIP area"
		}
		if in(m.A-1, 3) {
			return "Put a Family Member from your supply in the " + zoneNames[m.A-1] + " Docks Zone"
		}
	case MHire:
		return "Hire " + plural(int(m.A), "Goon") + " for $" + strconv.Itoa(goonPrice*int(m.A))
	case MOpen, MUpgrade, MTakeover:
		if in(m.A, numGroups) {
			mode := modeOpen
			switch m.Kind {
			case MUpgrade:
				return "Upgrade a Speakeasy to a " + groupTitles[m.A] + " for $" +
					strconv.Itoa(g.buildCost(p, m.A, modeUpgrade))
			case MTakeover:
				return "Take over a Mobster Speakeasy with a " + groupTitles[m.A] + " for $" +
					strconv.Itoa(g.buildCost(p, m.A, modeTakeover))
			}
			return "Open a " + groupTitles[m.A] + " for $" + strconv.Itoa(
				g.buildCost(p, m.A, int8(mode)),
			)
		}
	case MAt:
		if gr := g.Pend.Group; in(gr, numGroups) {
			switch g.Pend.Mode {
			case modeUpgrade:
				return "Upgrade your Speakeasy on " + space(m.A) + " to a " + groupTitles[gr]
			case modeTakeover:
				return "Take over the Mobster Speakeasy on " + space(
					m.A,
				) + " with a " + groupTitles[gr]
			}
			return "Open the " + groupTitles[gr] + " on " + space(m.A)
		}
		return "Put the building on " + space(m.A)
	case MFee:
		if m.A == 1 && in(pl.Assoc, numDistricts) {
			return "Pay your Associate's fee ($" + strconv.Itoa(
				assocFee(pl.Assoc),
			) + ") and add their strength " +
				strconv.Itoa(
					assocStrength(pl.Assoc),
				)
		}
		if m.A == 1 {
			return "Use your Associate"
		}
		return "Take over without your Associate"
	case MDiscard:
		if in(m.A, numOps) {
			return "Discard the " + opsTitle(m.A)
		}
	case MPlay:
		if in(m.A, numOps) {
			return "Play the " + opsTitle(m.A) + ": " + opsText[m.A/10]
		}
	case MSell:
		if in(m.A, numSpaces) {
			return "Sell the barrel at " + space(
				m.A,
			) + " for $" + strconv.Itoa(
				g.partyPrice(p, int(m.A)),
			)
		}
	case MProtect:
		return "Send a Family Member to protect your building on " + space(m.A)
	case MTruck:
		return "Move Truck " + itoa(m.A+1)
	case MEnter:
		return "Bring the Truck onto the map in district " + itoa(m.A+1)
	case MDrive:
		return "Drive the Truck to district " + itoa(m.A+1)
	case MPickup:
		return "Pick up a barrel from your Stills area"
	case MBuy:
		if in(m.A, numShips) {
			cost, _ := g.buyCost(m.A, int(m.B))
			return "Buy " + plural(
				int(m.B),
				"barrel",
			) + " from Ship " + shipNames[m.A] + " for $" + strconv.Itoa(
				cost,
			)
		}
	case MDeliver:
		return "Deliver a barrel to your building on " + space(m.A)
	case MAmbush:
		if in(m.A, numShips) {
			sh := g.Ships[m.A]
			return "Ambush Ship " + shipNames[m.A] + " in the " + zoneNames[shipZone(sh)] +
				" Docks (defence " +
				strconv.Itoa(
					shipDefence[sh.Barrels],
				) + ")"
		}
	case MUse:
		if m.A == p {
			return "Use one more of your own Family Members in the ambush"
		}
		return "Use one of " + core.Player(m.A).
			String() +
			"'s Family Members in the ambush ($1 to " +
			core.Player(m.A).
				String() +
			")"
	case MAttack:
		return "Attack with the Family Members chosen (the fewest Goons that win are returned)"
	case MBarrel:
		if m.A == stillsArea {
			return "Put the won barrel on your Stills area"
		}
		return "Put the won barrel beside your building on " + space(m.A)
	case MDo:
		switch m.A {
		case 0:
			return "Restaurant action: play one Operations card"
		case 1:
			return "Restaurant action: play up to two City tiles"
		case 2:
			return "Restaurant action: cook up to three Books"
		}
	case MTile:
		if in(m.A, numTiles) {
			return "Play the City tile " + tileTitle(m.A) + ": " + tileText[m.A/4]
		}
	case MCook:
		if in(m.A, numBooks) {
			return "Cook the Book " + bookTitle(
				m.A,
			) + " for $" + strconv.Itoa(
				bookPay[m.A/2],
			) + " Safe"
		}
	case MAssociate:
		if in(m.A, numDistricts) {
			return "Take Mobster M" + itoa(
				m.A+1,
			) + " of district " + itoa(
				m.A+1,
			) + " as your Associate (strength " +
				strconv.Itoa(
					assocStrength(m.A),
				) + ", fee $" + strconv.Itoa(
				assocFee(m.A),
			) + "): " + powerText[m.A]
		}
	case MReward:
		switch m.A {
		case 0:
			return "Take a Leverage token as the Park reward"
		case 1:
			return "Take a Book as the Park reward"
		case 2:
			if in(m.B, numTiles) {
				return "Take the City tile " + tileTitle(m.B) + " as the Park reward"
			}
		}
	case MDrop:
		if in(m.A, numTiles) {
			return "Put the City tile " + tileTitle(m.A) + " on the middle column"
		}
	case MDefend:
		d := g.War.District
		if m.A == 0 {
			return "Return no Goons and lose district " + itoa(d+1) + " to the Mobsters"
		}
		return "Return " + plural(int(m.A), "Goon") + " to hold district " + itoa(d+1)
	}
	return m.String()
}

// Prompt says what ToMove(s) decides now, addressed to the decider
// ("Choose the space for the building"); "" when the game is over. It
// reads only public facts.
func Prompt(s State) string {
	g := &s.g
	if g.Phase == phOver || g.N == 0 {
		return ""
	}
	text := g.promptText()
	if text != "" && text[0] >= 'a' && text[0] <= 'z' {
		text = string(text[0]-'a'+'A') + text[1:]
	}
	return text
}

// promptText is the current decision's prompt with its numbers.
func (g *game) promptText() string {
	d, t := g.current()
	text := d.prompt
	if t == nil {
		return text
	}
	switch t.K {
	case stProtect:
		text += " (" + strconv.Itoa(
			int(t.Left),
		) + " Leverage left, " + strconv.Itoa(
			g.protectPrice(t.Who),
		) +
			" per Family Member)"
	case stTruck:
		text = "Truck " + strconv.Itoa(
			int(t.truck())+1,
		) + ": " + text + " (" + strconv.Itoa(
			int(t.Left),
		) +
			" movement left)"
	case stSpace:
		if in(t.group(), numGroups) {
			text = "choose the space for the " + groupTitles[t.group()]
		}
	case stSell, stTiles, stCook, stBuild:
		text += " (up to " + strconv.Itoa(int(t.Left)) + " more)"
	case stDefend:
		text = "Mobsters invade district " + strconv.Itoa(
			int(g.War.District)+1,
		) + " with Strength " +
			strconv.Itoa(
				int(g.StrTile[g.War.District]),
			) + ": return " + plural(
			int(t.need()),
			"Goon",
		) +
			" to hold it, or lose it"
	}
	return text
}
