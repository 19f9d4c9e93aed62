package speakeasy

import (
	"fmt"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
)

// Event is something that happened in Apply, for a UI to animate and a log
// to print: its kind, the seat it concerns (Player, core.NoPlayer for
// none), the typed fields its kind uses (named for what they hold; the
// others are zero) and its audience. The package doc lists every kind and
// its fields.
//
// Its JSON, declared with codec.EventCodec, is {"kind": ..., "player": ...,
// the fields its kind uses, "to": audience}.
type Event struct {
	Kind     EventKind     // what happened
	Player   core.Player   `json:"player"`   // the seat it concerns
	Safe     int16         `json:"safe"`     // dollars into the Safe
	Score    int16         `json:"score"`    // dollars
	Target   int16         `json:"target"`   // the solo target, dollars
	Location Location      `json:"location"` // a location
	Person   Person        `json:"person"`   // a person of the location
	Victim   Capo          `json:"victim"`   // the Capo swapped to the Park
	Column   int8          `json:"column"`   // a turn order column, from 1
	Book     Book          `json:"book"`     // HiddenBook to all but its owner
	Track    Track         `json:"track"`
	Level    int8          `json:"level"` // a track's new level
	Helper   Helper        `json:"helper"`
	Where    Where         `json:"where"` // where a Family Member or a won barrel goes
	Goons    int8          `json:"goons"`
	Cost     int8          `json:"cost"` // dollars
	Building Group         `json:"building"`
	Space    Space         `json:"space"`
	Benefit  Benefit       `json:"benefit"`
	Tile     Tile          `json:"tile"`
	Card     Card          `json:"card"` // HiddenCard to all but its owner
	Barrels  int8          `json:"barrels"`
	Price    int8          `json:"price"` // dollars
	Leverage int8          `json:"leverage"`
	Truck    int8          `json:"truck"` // 1 or 2
	District District      `json:"district"`
	Entered  bool          `json:"entered"` // the Truck entered the map
	Ship     Ship          `json:"ship"`
	Attack   int8          `json:"attack"`
	Defence  int8          `json:"defence"`
	Crate    Crate         `json:"crate"`
	Owner    Capo          `json:"owner"` // the seat paid for its Family Member
	Port     Port          `json:"port"`
	Mobster  Mobster       `json:"mobster"`
	Reward   Reward        `json:"reward"`
	Strength int8          `json:"strength"`
	Held     bool          `json:"held"` // the district was held
	Zone     Zone          `json:"zone"`
	Cash     int8          `json:"cash"` // dollars
	Act      int8          `json:"act"`
	Won      bool          `json:"won"`
	Tokens   int8          `json:"tokens"` // Leverage tokens
	Phase    Phase         `json:"phase"`  // the phase started
	To       core.Audience // who may see this copy
}

// Capo is whose Capo an event names: a seat's, or the solo game's neutral
// one ("P2", "neutral").
type Capo int8

// CapoNeutral is the solo game's neutral Capo.
const CapoNeutral Capo = 4

// Where is where a Family Member or a won barrel goes: a building space
// ("7.2"), the VIP area, a Docks Zone, the Stills area or back to the
// supply.
type Where int8

// The places besides the building spaces (0 to NumSpaces-1).
const (
	WhereVIPArea    Where = 44 + iota // "vip-area"
	WhereDowntown                     // the Downtown Docks Zone
	WhereMidtown                      // the Midtown Docks Zone
	WhereUptown                       // the Uptown Docks Zone
	WhereStillsArea                   // "stills-area"
	WhereSupply                       // "supply": the barrel goes back
	numWhere
)

// Benefit is a building space's benefit ("2-cash", "leverage-token").
type Benefit int8

// Reward is the Park reward a swapped-away seat takes.
type Reward int8

// The Park rewards.
const (
	RewardLeverageToken Reward = 0 // a Leverage token
	RewardBook          Reward = 1 // a Book
	RewardCityTile      Reward = 2 // a City tile of the middle column (the reward with a second argument)
)

// EventKind says what an Event reports.
type EventKind uint8

// The event kinds, each with what it reports, naming the Event fields it
// fills (Player the seat it concerns).
const (
	NoEventKind         EventKind = iota // none: the zero Event
	EventKindCapoPlaced                  // Player's Capo talks to Person at Location
	// Player's Capo goes to the Restaurant, its marker to lower column Column (from 1)
	EventKindRestaurantVisited
	// Player swaps Capos with Victim at Location (Person); Victim's Capo goes to the Park
	EventKindCaposExchanged
	EventKindTurnPassed             // Player cannot place a Capo and passes
	EventKindBookGained             // Player gains Book (HiddenBook to all but Player)
	EventKindTrackRaised            // Player raises Track to Level
	EventKindHelperTaken            // Player takes Helper card Helper
	EventKindFamilyMemberGained     // Player gains a Family Member into Where (WhereVIPArea or a Docks Zone)
	EventKindGoonsHired             // Player hires Goons Goons for $Cost
	EventKindBuildingOpened         // Player opens a building of group Building on Space for $Cost
	EventKindBenefitGained          // Player gains Benefit of the building space
	EventKindCityTileTaken          // Player takes City tile Tile
	EventKindCardDiscarded          // Player discards Operations card Card
	EventKindCardPlayed             // Player plays Operations card Card into its slot
	EventKindBarrelsProduced        // Player's Stills produce Barrels barrels
	EventKindBarrelSold             // Player sells the barrel at Space for $Price
	EventKindBuildingProtected      // Player protects Space, for Leverage Leverage
	EventKindTruckMoved             // Player's Truck Truck (1 or 2) drives to District; Entered when it enters the map
	EventKindBarrelPickedUp         // Player's Truck Truck (1 or 2) picks up a barrel at the Stills
	EventKindBarrelsBought          // Player buys Barrels barrels from Ship Ship for $Cost
	EventKindBarrelDelivered        // Player delivers a barrel to Space
	EventKindShipAmbushed           // Player ambushes Ship Ship with attack Attack against defence Defence
	EventKindCrateTaken             // Player gains Crate Crate
	EventKindFamilyMemberFeePaid    // Player pays $1 to Owner for a Family Member
	EventKindShipSailed             // Ship sails to Port
	EventKindTurnOrderMarkerMoved   // Player's Turn Order marker goes to lower column Column (from 1)
	EventKindCityTilePlayed         // Player plays City tile Tile
	EventKindBookCooked             // Player cooks Book for $Safe into the Safe
	EventKindAssociateTaken         // Player takes Mobster as Associate
	EventKindParkRewardTaken        // Player, swapped away, takes Reward
	EventKindCityTileDropped        // Player puts City tile Tile on the middle column
	EventKindCardDrawn              // Player draws Card (HiddenCard to all but Player)
	EventKindBuildingClosed         // cops close Player's building on Space
	EventKindStrengthRevealed       // District's Strength tile is Strength, face up for its Mob War
	EventKindDistrictDefended       // Player defends District, returning Goons Goons; Held when the district holds
	EventKindMobsterSpeakeasyPlaced // a Mobster Speakeasy goes on Space
	EventKindAreaControlScored      // Player gets $Safe into the Safe for area control in Zone
	EventKindTurnOrderSet           // Player takes column Column (from 1) of the new turn order
	EventKindCasinoSkimmed          // Player's Casinos skim $Cash
	EventKindInvasionAnnounced      // District will be invaded at the end of Act Act
	EventKindNeutralCapoPlaced      // a neutral Capo blocks Person at Location
	EventKindActEnded               // the Act numbered Act ends
	EventKindFinalScoreCounted      // Player's final score is Score (Safe Safe)
	// Player puts a won barrel on Where: a space, WhereStillsArea, or WhereSupply when it goes back
	EventKindBarrelPlaced
	// Player takes over the Mobster Speakeasy on Space with attack Attack against defence Defence
	EventKindSpeakeasyTakenOver
	EventKindBuildingUpgraded // Player upgrades Space to group Building for $Cost
	EventKindLeverageGained   // Player gains Tokens Leverage tokens
	EventKindGoonsGained      // Player gains Goons Goons
	EventKindCashGained       // Player gains $Cash
	// the game is over: Player wins with $Score (core.NoPlayer: a shared win, or the solo target missed); Target is the solo target, 0 without one
	EventKindGameOver
	EventKindTurnStarted  // Player's turn starts: a Capo to place
	EventKindPhaseStarted // Phase starts (the end of an Act)
)

// Audience is who may see the event.
func (e *Event) Audience() core.Audience { return e.To }

func spaceStr(sp int) string {
	if sp < 0 || sp >= numSpaces {
		return "?"
	}
	return spaceName(int8(sp))
}

func safeName(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return "?"
	}
	return names[i]
}

func plural(n int, what string) string {
	switch n {
	case 1:
		if strings.ContainsRune("AEIOU", rune(what[0])) {
			return "an " + what
		}
		return "a " + what
	case 0:
		return "no " + what + "s"
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// String reads well in a log: "P1 opens a Nightclub on 7.2 for $12".
func (e *Event) String() string {
	p := e.Player.String()
	switch e.Kind {
	case EventKindCapoPlaced:
		return fmt.Sprintf("%s's Capo talks to the %s person at the %s", p, e.Person.Name(), e.Location.Name())
	case EventKindRestaurantVisited:
		return fmt.Sprintf("%s's Capo goes to the Restaurant", p)
	case EventKindCaposExchanged:
		return fmt.Sprintf("%s swaps Capos at the Park with %s at the %s (%s)",
			p, core.Player(e.Victim), e.Location.Name(), e.Person.Name()+" person")
	case EventKindTurnPassed:
		return p + " has nowhere to place a Capo and passes"
	case EventKindBookGained:
		if e.Book == HiddenBook {
			return p + " gains a Book"
		}
		return fmt.Sprintf("%s gains the Book %s", p, e.Book.Name())
	case EventKindTrackRaised:
		return fmt.Sprintf("%s raises %s to %d", p, e.Track.Name(), e.Level)
	case EventKindHelperTaken:
		return fmt.Sprintf("%s takes the Helper card %s", p, e.Helper.Name())
	case EventKindFamilyMemberGained:
		if e.Where == WhereVIPArea {
			return p + " gains a Family Member in the VIP area"
		}
		return fmt.Sprintf("%s gains a Family Member in the %s Docks", p, safeName(zoneNames[:], int(e.Where-WhereDowntown)))
	case EventKindGoonsHired:
		return fmt.Sprintf("%s hires %s for $%d", p, plural(int(e.Goons), "Goon"), e.Cost)
	case EventKindBuildingOpened:
		return fmt.Sprintf("%s opens a %s on %s for $%d", p, e.Building.Building().Name(), spaceStr(int(e.Space)), e.Cost)
	case EventKindBenefitGained:
		return fmt.Sprintf("%s's building space offers %s", p, e.Benefit.Name())
	case EventKindCityTileTaken:
		return fmt.Sprintf("%s takes the City tile %s", p, e.Tile.Name())
	case EventKindCardDiscarded:
		return fmt.Sprintf("%s discards the %s", p, e.Card.Name())
	case EventKindCardPlayed:
		return fmt.Sprintf("%s plays the %s", p, e.Card.Name())
	case EventKindBarrelsProduced:
		return fmt.Sprintf("%s's Stills produce %s", p, plural(int(e.Barrels), "barrel"))
	case EventKindBarrelSold:
		return fmt.Sprintf("%s sells the barrel at %s for $%d", p, spaceStr(int(e.Space)), e.Price)
	case EventKindBuildingProtected:
		return fmt.Sprintf("%s sends a Family Member to protect %s for %d Leverage", p, spaceStr(int(e.Space)), e.Leverage)
	case EventKindTruckMoved:
		if e.Entered {
			return fmt.Sprintf("%s's Truck %d enters the map in district %d", p, e.Truck, e.District+1)
		}
		return fmt.Sprintf("%s's Truck %d drives to district %d", p, e.Truck, e.District+1)
	case EventKindBarrelPickedUp:
		return fmt.Sprintf("%s's Truck %d picks up a barrel at the Stills", p, e.Truck)
	case EventKindBarrelsBought:
		return fmt.Sprintf("%s buys %s from Ship %s for $%d", p, plural(int(e.Barrels), "barrel"), e.Ship, e.Cost)
	case EventKindBarrelDelivered:
		return fmt.Sprintf("%s delivers a barrel to %s", p, spaceStr(int(e.Space)))
	case EventKindShipAmbushed:
		return fmt.Sprintf("%s ambushes Ship %s (%d against %d)", p, e.Ship, e.Attack, e.Defence)
	case EventKindCrateTaken:
		return fmt.Sprintf("%s wins a $%d Crate and keeps its %s bonus", p, e.Crate.Cash(), e.Crate.Bonus().Name())
	case EventKindFamilyMemberFeePaid:
		return fmt.Sprintf("%s pays $1 to %s for a Family Member", p, core.Player(e.Owner))
	case EventKindShipSailed:
		return fmt.Sprintf("Ship %s sails to %s", e.Ship, e.Port.Name())
	case EventKindTurnOrderMarkerMoved:
		return fmt.Sprintf("%s moves the Turn Order marker to lower column %d", p, e.Column)
	}
	return e.stringLater(p)
}

// stringLater is String for the event kinds from EventKindCityTilePlayed
// on (the second half of the kinds, as declared).
func (e *Event) stringLater(p string) string {
	switch e.Kind {
	case EventKindCityTilePlayed:
		return fmt.Sprintf("%s plays the City tile %s", p, e.Tile.Name())
	case EventKindBookCooked:
		return fmt.Sprintf("%s cooks the Book %s for $%d Safe", p, e.Book.Name(), e.Safe)
	case EventKindAssociateTaken:
		return fmt.Sprintf("%s takes the Mobster %s of district %d as Associate", p, e.Mobster, e.Mobster+1)
	case EventKindParkRewardTaken:
		return fmt.Sprintf("%s, swapped to the Park, takes %s", p, e.Reward.Name())
	case EventKindCityTileDropped:
		return fmt.Sprintf("%s puts the City tile %s on the middle column", p, e.Tile.Name())
	case EventKindCardDrawn:
		if e.Card == HiddenCard {
			return p + " draws an Operations card"
		}
		return fmt.Sprintf("%s draws the %s", p, e.Card.Name())
	case EventKindBuildingClosed:
		return fmt.Sprintf("Cops close %s's building on %s", p, spaceStr(int(e.Space)))
	case EventKindStrengthRevealed:
		return fmt.Sprintf("Mobsters invade district %d with Strength %d", e.District+1, e.Strength)
	case EventKindDistrictDefended:
		if e.Held {
			return fmt.Sprintf("%s holds district %d (%s returned)", p, e.District+1, plural(int(e.Goons), "Goon"))
		}
		return fmt.Sprintf("%s loses district %d to the Mobsters", p, e.District+1)
	case EventKindMobsterSpeakeasyPlaced:
		return fmt.Sprintf("A Mobster Speakeasy opens on %s", spaceStr(int(e.Space)))
	case EventKindAreaControlScored:
		return fmt.Sprintf("%s controls %s: $%d into the Safe", p, e.Zone.Name(), e.Safe)
	case EventKindTurnOrderSet:
		return fmt.Sprintf("%s takes turn order column %d", p, e.Column)
	case EventKindCasinoSkimmed:
		return fmt.Sprintf("%s's Casinos skim $%d", p, e.Cash)
	case EventKindInvasionAnnounced:
		return fmt.Sprintf("District %d will be invaded at the end of Act %d", e.District+1, e.Act)
	case EventKindNeutralCapoPlaced:
		return fmt.Sprintf("A neutral Capo blocks the %s person at the %s", e.Person.Name(), e.Location.Name())
	case EventKindActEnded:
		return fmt.Sprintf("Act %d ends", e.Act)
	case EventKindFinalScoreCounted:
		return fmt.Sprintf("%s finishes with $%d (Safe $%d)", p, e.Score, e.Safe)
	case EventKindBarrelPlaced:
		switch e.Where {
		case WhereStillsArea:
			return p + " puts the won barrel on the Stills area"
		case WhereSupply:
			return p + " has nowhere to put the won barrel; it goes back"
		}
		return fmt.Sprintf("%s puts the won barrel at %s", p, spaceStr(int(e.Where)))
	case EventKindSpeakeasyTakenOver:
		return fmt.Sprintf("%s takes over the Mobster Speakeasy on %s (%d against %d)", p, spaceStr(int(e.Space)), e.Attack, e.Defence)
	case EventKindBuildingUpgraded:
		return fmt.Sprintf("%s upgrades %s to a %s for $%d", p, spaceStr(int(e.Space)), e.Building.Building().Name(), e.Cost)
	case EventKindLeverageGained:
		return fmt.Sprintf("%s gains %s", p, plural(int(e.Tokens), "Leverage token"))
	case EventKindGoonsGained:
		return fmt.Sprintf("%s gains %s", p, plural(int(e.Goons), "Goon"))
	case EventKindCashGained:
		return fmt.Sprintf("%s gains $%d", p, e.Cash)
	case EventKindTurnStarted:
		return p + "'s turn"
	case EventKindPhaseStarted:
		return e.Phase.Name() + " begins"
	case EventKindGameOver:
		switch {
		case e.Target != 0 && e.Player == core.NoPlayer:
			return fmt.Sprintf("game over: $%d misses the solo target $%d", e.Score, e.Target)
		case e.Target != 0:
			return fmt.Sprintf("game over: %s reaches the solo target $%d with $%d", p, e.Target, e.Score)
		case e.Player == core.NoPlayer:
			return fmt.Sprintf("game over: a shared win at $%d", e.Score)
		}
		return fmt.Sprintf("game over: %s wins with $%d", p, e.Score)
	}
	return fmt.Sprintf("event %d", e.Kind)
}

// evSchema is the event table: each kind's kebab-case name, whether it
// concerns a player, and the JSON keys of the typed fields it uses, in the
// order its JSON writes them (the rules fill the fields where the event
// happens; the keys name the Event field of the same name).
var evSchema = [...]struct {
	name   string
	player bool
	keys   []string
}{
	EventKindCapoPlaced:             {"capo-placed", true, []string{"location", "person"}},
	EventKindRestaurantVisited:      {"restaurant-visited", true, []string{"column"}},
	EventKindCaposExchanged:         {"capos-exchanged", true, []string{"location", "victim", "person"}},
	EventKindTurnPassed:             {"turn-passed", true, nil},
	EventKindBookGained:             {"book-gained", true, []string{"book"}},
	EventKindTrackRaised:            {"track-raised", true, []string{"track", "level"}},
	EventKindHelperTaken:            {"helper-taken", true, []string{"helper"}},
	EventKindFamilyMemberGained:     {"family-member-gained", true, []string{"where"}},
	EventKindGoonsHired:             {"goons-hired", true, []string{"goons", "cost"}},
	EventKindBuildingOpened:         {"building-opened", true, []string{"building", "space", "cost"}},
	EventKindBenefitGained:          {"benefit-gained", true, []string{"benefit"}},
	EventKindCityTileTaken:          {"city-tile-taken", true, []string{"tile"}},
	EventKindCardDiscarded:          {"card-discarded", true, []string{"card"}},
	EventKindCardPlayed:             {"card-played", true, []string{"card"}},
	EventKindBarrelsProduced:        {"barrels-produced", true, []string{"barrels"}},
	EventKindBarrelSold:             {"barrel-sold", true, []string{"space", "price"}},
	EventKindBuildingProtected:      {"building-protected", true, []string{"space", "leverage"}},
	EventKindTruckMoved:             {"truck-moved", true, []string{"truck", "district", "entered"}},
	EventKindBarrelPickedUp:         {"barrel-picked-up", true, []string{"truck"}},
	EventKindBarrelsBought:          {"barrels-bought", true, []string{"ship", "barrels", "cost"}},
	EventKindBarrelDelivered:        {"barrel-delivered", true, []string{"space"}},
	EventKindShipAmbushed:           {"ship-ambushed", true, []string{"ship", "attack", "defence"}},
	EventKindCrateTaken:             {"crate-taken", true, []string{"crate"}},
	EventKindFamilyMemberFeePaid:    {"family-member-fee-paid", true, []string{"owner"}},
	EventKindShipSailed:             {"ship-sailed", false, []string{"ship", "port"}},
	EventKindTurnOrderMarkerMoved:   {"turn-order-marker-moved", true, []string{"column"}},
	EventKindCityTilePlayed:         {"city-tile-played", true, []string{"tile"}},
	EventKindBookCooked:             {"book-cooked", true, []string{"book", "safe"}},
	EventKindAssociateTaken:         {"associate-taken", true, []string{"mobster"}},
	EventKindParkRewardTaken:        {"park-reward-taken", true, []string{"reward"}},
	EventKindCityTileDropped:        {"city-tile-dropped", true, []string{"tile"}},
	EventKindCardDrawn:              {"card-drawn", true, []string{"card"}},
	EventKindBuildingClosed:         {"building-closed", true, []string{"space"}},
	EventKindStrengthRevealed:       {"strength-revealed", false, []string{"district", "strength"}},
	EventKindDistrictDefended:       {"district-defended", true, []string{"district", "goons", "held"}},
	EventKindMobsterSpeakeasyPlaced: {"mobster-speakeasy-placed", false, []string{"space"}},
	EventKindAreaControlScored:      {"area-control-scored", true, []string{"zone", "safe"}},
	EventKindTurnOrderSet:           {"turn-order-set", true, []string{"column"}},
	EventKindCasinoSkimmed:          {"casino-skimmed", true, []string{"cash"}},
	EventKindInvasionAnnounced:      {"invasion-announced", false, []string{"district", "act"}},
	EventKindNeutralCapoPlaced:      {"neutral-capo-placed", false, []string{"location", "person"}},
	EventKindActEnded:               {"act-ended", false, []string{"act"}},
	EventKindFinalScoreCounted:      {"final-score-counted", true, []string{"score", "safe"}},
	EventKindBarrelPlaced:           {"barrel-placed", true, []string{"where"}},
	EventKindSpeakeasyTakenOver:     {"speakeasy-taken-over", true, []string{"space", "attack", "defence"}},
	EventKindBuildingUpgraded:       {"building-upgraded", true, []string{"space", "building", "cost"}},
	EventKindLeverageGained:         {"leverage-gained", true, []string{"tokens"}},
	EventKindGoonsGained:            {"goons-gained", true, []string{"goons"}},
	EventKindCashGained:             {"cash-gained", true, []string{"cash"}},
	EventKindGameOver:               {"game-over", true, []string{"score", "target"}},
	EventKindTurnStarted:            {"turn-started", true, nil},
	EventKindPhaseStarted:           {"phase-started", false, []string{"phase"}},
}

// eventCodec is the events' JSON, declared from evSchema: each kind's name
// and the keys of the fields it uses ("player" first for a kind about a
// seat); core reads and writes it.
var eventCodec = func() *codec.EventCodec[Event] {
	kinds := make([]codec.EventKind, len(evSchema))
	for k := 1; k < len(evSchema); k++ {
		sc := &evSchema[k]
		kinds[k].Name = sc.name
		if sc.player {
			kinds[k].Keys = append(kinds[k].Keys, "player")
		}
		kinds[k].Keys = append(kinds[k].Keys, sc.keys...)
		if k == int(EventKindGameOver) { // no winner, no solo target: left out
			kinds[k].Keys = []string{"player?", "score", "target?"}
		}
	}
	return codec.MustEventCodec(Event{Player: core.NoPlayer}, kinds)
}()

// MarshalJSON writes the event as {"kind": "barrel-sold", "player": "P1",
// "space": "7.2", "price": 5, "to": "everyone"}: its kind's name, the seat
// it concerns, the fields its kind uses and its audience.
func (e Event) MarshalJSON() ([]byte, error) { return eventCodec.Marshal(&e) }

// UnmarshalJSON reads what MarshalJSON writes: exactly the keys the kind
// uses, each once.
func (e *Event) UnmarshalJSON(b []byte) error { return eventCodec.Unmarshal(b, e) }
