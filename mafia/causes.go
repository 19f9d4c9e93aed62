package mafia

// Cause is why an event happened: the space effect a die was rolled for,
// what detained, arrested or eliminated a counter, or how the game ended.
// Its String is its name in an event's JSON ("roadblock", "shot").
type Cause uint8

// Causes.
const (
	NoCause              Cause = iota
	CauseRoadblock             // a roadblock's roll (D5d)
	CauseAntiMafiaOp           // the roadblock of Anti-Mafia Operation (D6a)
	CauseAmbush                // an ambush's roll
	CauseAssassination         // the assassination space's roll
	CauseRestaurant            // the restaurant attack
	CauseAntimafia             // the Antimafia Commission's roll
	CauseShot                  // hit in a shootout (by: the shooter)
	CausePrefetto              // the Prefetto's arrest of Picciotti, or his detention
	CauseCarabiniere           // a Carabiniere's detention or arrest (by: the CC)
	CauseAfterShootout         // the CC's arrest after a shootout both survived (by: the CC)
	CauseSISDEPair             // the Prefetto's arrest with the SISDE pair
	CauseSISDECard             // the 4- and 2-player SISDE card naming the Boss's Family
	CauseConvert               // the SISDE pair turning a detention into an arrest
	CauseUndercover            // the 2-player undercover operation (H8)
	CauseCutoff                // the house cut-off ended the game (HOUSE-CUTOFF)
	CauseAllLose               // the 4-player State reached 4 remediation points (G4)
	CauseControl               // a Family controls enough spaces (E1)
	CauseRemediation           // the State has 4 remediation points (E2)
	CauseBothPairs             // 2-player: both pairs of Families reached 4 points (H10)
	CauseRedGreenPair          // 2-player: 4 points against red and green (H10)
	CauseBlackOrangePair       // 2-player: 4 points against black and orange (H10)
	numCauses
)

// effect is a space roll's effect in words ("restaurant attack").
func (c Cause) effect() string {
	switch c {
	case CauseRoadblock:
		return "roadblock"
	case CauseAntiMafiaOp:
		return "Anti-Mafia Operation roadblock"
	case CauseAmbush:
		return "ambush"
	case CauseAssassination:
		return "assassination"
	case CauseRestaurant:
		return "restaurant attack"
	case CauseAntimafia:
		return "Antimafia Commission"
	}
	return c.String()
}

// text is why event e happened, in words ("shot by R.B").
func (e *Event) text() string {
	at := ""
	if e.Space >= 0 && e.Space < NumSpaces {
		at = " at " + locationName(int(e.Space))
	}
	switch e.Cause {
	case CauseRoadblock, CauseAmbush, CauseAssassination, CauseRestaurant:
		return e.Cause.effect() + at
	case CauseAntiMafiaOp:
		return e.Cause.effect()
	case CauseShot:
		return "shot by " + counterName(int(e.By))
	case CausePrefetto:
		if kindOf(int(e.Counter)) == Boss {
			return "detained by the Prefetto"
		}
		return "the Prefetto arrests every Picciotto in his space"
	case CauseCarabiniere:
		if e.Kind == EventKindDetained {
			return "detained by " + counterName(int(e.By))
		}
		return "arrested by " + counterName(int(e.By))
	case CauseAfterShootout:
		return "arrested by " + counterName(int(e.By)) + " after the shootout"
	case CauseSISDEPair:
		return "the Prefetto holds the SISDE pair"
	case CauseSISDECard:
		return "the SISDE card names the " + ownerOf(int(e.Counter)).String() + " Family"
	case CauseConvert:
		return "the SISDE pair turns the detention into an arrest"
	case CauseUndercover:
		return "undercover operation"
	case CauseCutoff:
		return "turn limit reached (house cut-off)"
	case CauseAllLose:
		return "the State has 4 remediation points: everybody loses"
	case CauseControl:
		return "it controls enough spaces at the start of its turn"
	case CauseRemediation:
		return "4 remediation points at the start of its turn"
	case CauseBothPairs:
		return "both pairs of Families reached 4 remediation points"
	case CauseRedGreenPair:
		return "4 remediation points against red and green: P1 (black and orange) wins"
	case CauseBlackOrangePair:
		return "4 remediation points against black and orange: P0 (red and green) wins"
	}
	return ""
}
