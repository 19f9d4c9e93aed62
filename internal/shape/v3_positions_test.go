package shape_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/shape"
	"github.com/mafiarules/sdk/internal/strictjson"
)

// The proof that core's shapes carry the four games' positions in the v3
// vocabulary (position format "version": 2): each game's golden position,
// as v3 writes it (testdata/v3/<game>.json), is declared here the way the
// game package declares it, decoded with strictjson.Decode, written back with
// json.Marshal byte for byte, and checked against the vocabulary rules.
// The id types are stand-ins with the final spellings (the id table in
// CONTRIBUTING.md); a game uses its own. testdata/v3/README.md lists the
// shape decisions per game.
//
// How to declare a position: one struct per JSON object, fields in the
// order they are written; a value that may be absent is a pointer, a
// slice, a map or a Counts with omitempty/omitzero; every slice and map
// has a max tag; shared shapes are core's and shape's (Counts, OrHidden,
// ByID, RNG, Player).

// ---- the id tables (final spellings) ----

// ids declares an id type's table; the type is tid[its table].
type (
	ttPhaseIDs    struct{}
	ttDecisionIDs struct{}
	ttCardIDs     struct{}
	ttTileIDs     struct{}
	ttRacketIDs   struct{}
	ttCornerIDs   struct{}
	ttStreetIDs   struct{}
	ttAtIDs       struct{}

	ncPhaseIDs    struct{}
	ncDecisionIDs struct{}
	ncCardIDs     struct{}
	ncBillIDs     struct{}
	ncVendettaIDs struct{}
	ncSpaceIDs    struct{}
	ncCashInIDs   struct{}
	ncLimitIDs    struct{}

	maPhaseIDs      struct{}
	maDecisionIDs   struct{}
	maFactionIDs    struct{}
	maCounterIDs    struct{}
	maPlaceIDs      struct{}
	maCardIDs       struct{}
	maDeckIDs       struct{}
	maDieIDs        struct{}
	maHeadingIDs    struct{}
	maCalendarIDs   struct{}
	maCheckpointIDs struct{}
	maStepIDs       struct{}

	skPhaseIDs    struct{}
	skDecisionIDs struct{}
	skLocationIDs struct{}
	skCapoIDs     struct{}
	skDistrictIDs struct{}
	skInvasionIDs struct{}
	skSpaceIDs    struct{}
	skBuildingIDs struct{}
	skGroupIDs    struct{}
	skModeIDs     struct{}
	skTileIDs     struct{}
	skOpsIDs      struct{}
	skOpsTypeIDs  struct{}
	skTrackIDs    struct{}
	skBookIDs     struct{}
	skHelperIDs   struct{}
	skCrateIDs    struct{}
	skShipIDs     struct{}
	skPortIDs     struct{}
	skMobsterIDs  struct{}
	skFMPlaceIDs  struct{}
	skSourceIDs   struct{}
	skSinkIDs     struct{}
	skDoIDs       struct{}
)

// copies is name-1 .. name-n for each name: copies of one thing told apart.
func copies(n int, kinds ...string) names {
	var out names
	for _, k := range kinds {
		for i := 1; i <= n; i++ {
			out = append(out, fmt.Sprintf("%s-%d", k, i))
		}
	}
	return out
}

// join is the tables one after another.
func join(ts ...names) names {
	var out names
	for _, t := range ts {
		out = append(out, t...)
	}
	return out
}

func (ttPhaseIDs) table() names { return names{"phase-1", "phase-2", "draft", "over"} }
func (ttDecisionIDs) table() names {
	return names{"play-or-discard", "raid-window", "target", "place", "put-racket", "over"}
}

// The hidden card is id 0, so a counted pile writes {"hidden": 2} first.
func (ttCardIDs) table() names {
	return names{"hidden", "step-up", "stool-pigeon", "takeover", "super-crew", "double-cross", "lucky-break", "police-raid"}
}
func (ttTileIDs) table() names   { return names{"0", "1", "2", "3", "hidden"} }
func (ttRacketIDs) table() names { return names{"10k", "20k", "30k", "50k", "hidden"} }
func (ttCornerIDs) table() names {
	var out names
	for _, c := range "ABCDEF" {
		out = append(out, numbered(string(c), 1, 6, false)...)
	}
	return out
}
func (ttStreetIDs) table() names { return join(numbered("V", 1, 6, false), numbered("H", 1, 6, false)) }
func (ttAtIDs) table() names     { return names{"street", "P0", "P1", "setup", "tie", "draft"} }

func (ncPhaseIDs) table() names {
	return names{"business", "meeting", "trial", "reception", "final-verdict", "over"}
}
func (ncDecisionIDs) table() names {
	return names{"turn", "distribute", "first-bill", "cold-feet", "keep-bid", "give-consigliere",
		"give-primo-capo", "fit-of-rage-target", "make-busy", "over"}
}
func (ncCardIDs) table() names {
	return join(numbered("W", 1, 20, true), numbered("T", 1, 14, true), numbered("R", 1, 8, false),
		numbered("I", 1, 6, false), names{"UB"})
}
func (ncBillIDs) table() names {
	return names{"hidden", "5k", "10k-innocent", "10k-guilty", "20k-innocent", "20k-guilty",
		"50k-innocent", "50k-guilty", "police-raid"}
}
func (ncVendettaIDs) table() names {
	return names{"hidden", "fbi-snitch", "atlantic-city", "fit-of-rage", "whack", "torch",
		"shakedown", "tail", "skim", "fix"}
}
func (ncSpaceIDs) table() names { return names{"S1", "S2", "S3", "S4", "hidden"} }
func (ncCashInIDs) table() names {
	return names{"red", "blue", "yellow", "green", "gambling", "drugs", "prostitution"}
}
func (ncLimitIDs) table() names { return names{"racket", "gambling", "drugs", "prostitution"} }

func (maPhaseIDs) table() names {
	return names{"preparation", "returns", "movement", "activities", "over"}
}
func (maDecisionIDs) table() names {
	return names{"home-city", "support-of-the-judiciary", "checkpoint", "helicopter-operation", "move",
		"flight", "second-move", "state-move", "anti-mafia-operation", "killers-from-las-vegas",
		"news-leak", "prefetto", "block", "actions", "resist", "shootout", "wiretap", "control-roll", "over"}
}
func (maFactionIDs) table() names { return names{"red", "black", "orange", "green", "state"} }
func (maCounterIDs) table() names {
	out := names{"prefetto", "sisde", "CC1", "CC2", "CC3"}
	for _, f := range "RNOV" {
		out = append(out, string(f)+".B", string(f)+".P1", string(f)+".P2")
	}
	return out
}
func (maPlaceIDs) table() names {
	return names{"PAL", "BAG", "TER", "CEF", "SST", "SAG", "PAT", "MIL", "MES", "TAO", "CAT", "LEN",
		"SIR", "NOT", "RAG", "GEL", "LIC", "AGR", "SCI", "MAZ", "TRA", "COR", "MAD", "CAL", "ENN", "PIA",
		"prison", "carabinieri-station", "continent"}
}

// A View's deck lists its cards as "hidden" (the deck is their origin);
// the hidden card is the last id, so a set lists it last.
func (maCardIDs) table() names {
	return names{"support-of-the-judiciary", "government-falls", "wiretap", "anti-mafia-operation",
		"helicopter-operation", "discover-a-lair-in-the-city", "ati-strike", "leatherheads",
		"government-protection", "protection-of-a-notable-person", "killers-from-las-vegas",
		"visit-of-an-american-boss", "special-weapons", "mole-in-prefecture", "bomb-at-airport",
		"your-wife-cheats-on-you", "sisde-red-clue-1", "sisde-red-clue-2", "sisde-black-clue-1",
		"sisde-black-clue-2", "sisde-orange-clue-1", "sisde-orange-clue-2", "sisde-green-clue-1",
		"sisde-green-clue-2", "hidden"}
}
func (maDeckIDs) table() names     { return names{"roma", "usa", "sisde"} }
func (maDieIDs) table() names      { return names{"sum", "die-1", "die-2"} }
func (maHeadingIDs) table() names  { return names{"N", "S"} }
func (maCalendarIDs) table() names { return names{"R", "N", "S1", "O", "V", "S2"} }
func (maCheckpointIDs) table() names {
	return names{"start-of-turn", "after-returns", "after-roll", "after-movement", "after-step", "end-of-turn"}
}
func (maStepIDs) table() names {
	return names{"start-checkpoint", "return", "returns-checkpoint", "roll", "movement-checkpoint",
		"activities", "anti-mafia-roadblock", "space", "checkpoint-i", "reactions", "prefetto-arrest",
		"boss-block", "checkpoint-ii", "actions", "more-actions", "prefetto-sweep", "control",
		"telephone", "call-usa", "checkpoint-iii", "end-checkpoint", "end"}
}

func (skPhaseIDs) table() names {
	return names{"place-capo", "visit", "end-of-turn", "end-of-act", "over"}
}
func (skDecisionIDs) table() names {
	return names{"place-capo", "gain-book", "raise", "take-helper", "gain-family-member", "hire", "build",
		"build-space", "associate-fee", "casino-card", "play-operations", "sell", "protect",
		"pick-up-and-deliver", "truck", "ambush", "ambush-family-members", "won-barrel",
		"restaurant-discard", "restaurant-actions", "play-city-tiles", "cook", "get-associate",
		"park-reward", "leverage-token", "free-goon", "turn-order-marker", "city-tile-limit",
		"mob-war-defence", "over"}
}
func (skLocationIDs) table() names {
	return names{"contractor-office", "city-planning-office", "garage", "city-hall", "commission",
		"docks", "restaurant", "park"}
}
func (skCapoIDs) table() names     { return names{"P0", "P1", "P2", "P3", "P4", "neutral"} }
func (skDistrictIDs) table() names { return numbered("", 1, 16, false) }
func (skInvasionIDs) table() names { return names{"start", "act-1", "act-2", "act-3", "blocked"} }
func (skSpaceIDs) table() names {
	var out names
	for d := 1; d <= 16; d++ {
		out = append(out, numbered(fmt.Sprintf("%d.", d), 1, 3, false)...)
	}
	return out
}
func (skBuildingIDs) table() names {
	return names{"speakeasy", "stills", "nightclub", "casino", "mobster-speakeasy"}
}
func (skGroupIDs) table() names {
	return names{"3-speakeasy", "5-speakeasy", "8-speakeasy", "stills", "nightclub", "casino"}
}
func (skModeIDs) table() names { return names{"open", "upgrade", "takeover"} }
func (skTileIDs) table() names {
	return copies(4, "cash", "muscle", "promotion", "favour", "moonshine", "delivery", "cousin", "ledger", "private-party")
}

// A View lists another seat's hand as "hidden" cards, last in the set.
func (skOpsIDs) table() names {
	return join(copies(10, "stills", "party", "vip-room", "fleet"), names{"hidden"})
}
func (skOpsTypeIDs) table() names { return names{"stills", "party", "vip-room", "fleet"} }
func (skTrackIDs) table() names   { return names{"strength", "stills", "party", "vip-room", "fleet"} }
func (skBookIDs) table() names {
	return join(copies(2, "chain", "citywide", "nightlife", "high-roller", "muscle", "specialist",
		"stocked", "family-business", "smuggler"), names{"hidden"})
}
func (skHelperIDs) table() names  { return copies(4, "gin", "rum", "rye", "bourbon", "champagne") }
func (skCrateIDs) table() names   { return copies(3, "truck", "muscle", "bartender", "connection") }
func (skShipIDs) table() names    { return names{"A", "B", "C", "D"} }
func (skPortIDs) table() names    { return copies(8, "port")[:8] }
func (skMobsterIDs) table() names { return numbered("M", 1, 16, false) }
func (skFMPlaceIDs) table() names {
	return names{"supply", "vip-area", "downtown", "midtown", "uptown"}
}
func (skSourceIDs) table() names {
	return names{"area-control", "casino-skim", "party", "books", "city-tile", "helper", "associate",
		"building", "crate", "ambush-fee", "helper-sets", "barrels"}
}
func (skSinkIDs) table() names {
	return names{"open", "upgrade", "takeover", "associate-fee", "goons", "ship-barrels", "ambush-fee", "safe-rate"}
}
func (skDoIDs) table() names {
	return names{"play-operations-card", "play-city-tiles", "cook-books"}
}

// ---- Tony & Tino (the reference: tonytino/json.go) ----

// ttPosition is Tony & Tino's position.
type ttPosition struct {
	Game        string              `json:"game"`
	Version     int                 `json:"version"`
	View        *core.Player        `json:"view,omitempty"`     // a View's viewer
	Rules       *ttRules            `json:"rules,omitempty"`    // left out: the defaults
	Phase       *tid[ttPhaseIDs]    `json:"phase,omitempty"`    // derived
	Decision    *tid[ttDecisionIDs] `json:"decision,omitempty"` // derived: decisions[0]
	Active      *core.Player        `json:"active,omitempty"`   // derived
	Decisions   []ttDecision        `json:"decisions,omitempty" max:"1"`
	StepUp      bool                `json:"step_up,omitempty"`               // a Step-up pending this turn
	ExtraTurn   bool                `json:"extra_turn,omitempty"`            // an extra turn follows
	Board       []string            `json:"board" max:"6"`                   // six rows of six corners
	Rackets     []ttRacketSlot      `json:"rackets" max:"12"`                // one per street, V1 first
	RacketStack []tid[ttRacketIDs]  `json:"racket_stack,omitempty" max:"12"` // top first; derived in a full state
	Players     []ttPlayer          `json:"players" max:"2"`
	RNG         *core.RNG           `json:"rng,omitempty"` // a full state's; last
}

// ttRules is every switch of the Config.
type ttRules struct {
	StoolPigeonX3  bool `json:"stool_pigeon_x3"`
	PublicDiscards bool `json:"public_discards"`
	RacketDraft    bool `json:"racket_draft"`
}

// ttDecision is the pending decision: kind, who decides, arguments.
type ttDecision struct {
	Decision    tid[ttDecisionIDs] `json:"decision"`
	Seat        core.Player        `json:"seat"`
	Card        *tid[ttCardIDs]    `json:"card,omitempty"`         // the card played (raid window, targets)
	FirstTarget *tid[ttCornerIDs]  `json:"first_target,omitempty"` // the first target named
}

// ttRacketSlot is a street's racket and where it is.
type ttRacketSlot struct {
	Street tid[ttStreetIDs]  `json:"street"`
	Racket *tid[ttRacketIDs] `json:"racket,omitempty"` // left out while still to draft
	At     tid[ttAtIDs]      `json:"at"`
}

// ttPlayer is a seat's crew tiles and cards.
type ttPlayer struct {
	Seat     core.Player                 `json:"seat"`
	Pile     []tid[ttTileIDs]            `json:"pile,omitempty" max:"18"` // face down, top first; derived
	FaceUp   []tid[ttTileIDs]            `json:"face_up,omitempty" max:"2"`
	Deck     []tid[ttCardIDs]            `json:"deck,omitempty" max:"13"` // top first; derived
	Hand     []tid[ttCardIDs]            `json:"hand,omitempty" max:"3"`  // card order, hidden last
	Played   core.Counts[tid[ttCardIDs]] `json:"played,omitzero"`
	Discards core.Counts[tid[ttCardIDs]] `json:"discards,omitzero"` // {"hidden": n} when face down
}

// ---- Nostra City ----

// ncPosition is Nostra City's position.
type ncPosition struct {
	Game               string                          `json:"game"`
	Version            int                             `json:"version"`
	View               *core.Player                    `json:"view,omitempty"`
	Rules              *ncRules                        `json:"rules,omitempty"`
	Phase              *tid[ncPhaseIDs]                `json:"phase,omitempty"`    // derived
	Decision           *tid[ncDecisionIDs]             `json:"decision,omitempty"` // derived
	Active             *core.Player                    `json:"active,omitempty"`   // the turn player; none in the auctions
	Decisions          []ncDecision                    `json:"decisions,omitempty" max:"8"`
	Month              int                             `json:"month"`                        // 1 (January) to 6
	FirstPlayer        core.Player                     `json:"first_player"`                 // the First Player card's holder
	FirstPlayerMoved   bool                            `json:"first_player_moved,omitempty"` // it changed hands this Month
	PhaseFirst         *core.Player                    `json:"phase_first,omitempty"`        // who started the phase
	Passed             []core.Player                   `json:"passed,omitempty" max:"5"`     // seats out of the phase (round robin)
	Acted              bool                            `json:"acted,omitempty"`              // the turn player acted this turn
	Resolving          *tid[ncSpaceIDs]                `json:"resolving,omitempty"`          // the auctions' Street space
	Players            []ncPlayer                      `json:"players" max:"5"`
	Street             []*tid[ncCardIDs]               `json:"street" max:"4"`                 // S1..S4, an empty space null
	StreetPile         []tid[ncCardIDs]                `json:"street_pile,omitempty" max:"55"` // a set; derived
	StreetBottom       *tid[ncCardIDs]                 `json:"street_bottom,omitempty"`        // seen going to the bottom
	InvestigationsGone []tid[ncCardIDs]                `json:"investigations_gone,omitempty" max:"6"`
	Titles             *ncTitles                       `json:"titles,omitempty"`
	ZealousCorruptors  []core.Player                   `json:"zealous_corruptors,omitempty" max:"6"` // in order won
	AtlanticCity       *core.Player                    `json:"atlantic_city,omitempty"`
	Guilt              int                             `json:"guilt,omitempty"`       // the Verdict token
	BillPile           core.Counts[tid[ncBillIDs]]     `json:"bill_pile,omitzero"`    // derived
	BillDiscard        core.Counts[tid[ncBillIDs]]     `json:"bill_discard,omitzero"` // {"hidden": n} in a View
	DiscardTop         *tid[ncBillIDs]                 `json:"discard_top,omitempty"`
	Drawn              core.Counts[tid[ncBillIDs]]     `json:"drawn,omitzero"`         // a Cash-in's Bills not yet given
	VendettaPile       core.Counts[tid[ncVendettaIDs]] `json:"vendetta_pile,omitzero"` // derived
	VendettaDiscard    core.Counts[tid[ncVendettaIDs]] `json:"vendetta_discard,omitzero"`
	VendettaPlayed     int                             `json:"vendetta_played,omitempty"` // this turn
	VendettaLimit      int                             `json:"vendetta_limit,omitempty"`  // this turn's allowance
	Enforcer           bool                            `json:"enforcer,omitempty"`
	BodyguardsUsed     []core.Player                   `json:"bodyguards_used,omitempty" max:"5"`
	Corruptors         []core.Player                   `json:"corruptors,omitempty" max:"5"`
	Bidders            []core.Player                   `json:"bidders,omitempty" max:"5"`
	Won                []core.Player                   `json:"won,omitempty" max:"5"`
	Snitches           []core.Player                   `json:"snitches,omitempty" max:"5"`
	Innocent           bool                            `json:"innocent,omitempty"`
	Winners            []core.Player                   `json:"winners,omitempty" max:"5"`
	RNG                *core.RNG                       `json:"rng,omitempty"`
}

// ncRules is every house-rule switch.
type ncRules struct {
	RaidPolicy              string `json:"raid_policy"`
	EndBonusTie             string `json:"end_bonus_tie"`
	VerdictWeight           string `json:"verdict_weight"`
	PhaseTurnMode           string `json:"phase_turn_mode"`
	FirstPlayerRotates      bool   `json:"first_player_rotates_at_reception"`
	DiscardTopVisible       bool   `json:"discard_top_visible"`
	InnocentIfAtMost        int    `json:"innocent_if_at_most"`
	TwoColourTurfRespect    int    `json:"two_colour_turf_respect"`
	ScoreTurfRespectOnEntry bool   `json:"score_turf_respect_on_entry"`
}

// ncDecision is a pending decision: the step's (turn, distribute, ...)
// at the bottom, Fit of Rage and Make Busy interruptions above it.
type ncDecision struct {
	Decision tid[ncDecisionIDs]       `json:"decision"`
	Seat     core.Player              `json:"seat"`
	Space    *tid[ncSpaceIDs]         `json:"space,omitempty"`   // keep-bid, give-*: the space resolved
	Target   *core.Player             `json:"target,omitempty"`  // fit-of-rage-target, once known
	Card     *tid[ncVendettaIDs]      `json:"card,omitempty"`    // make-busy: fit-of-rage or whack
	CashIn   *tid[ncCashInIDs]        `json:"cash_in,omitempty"` // distribute: the Cash-in's type
	Owed     core.Counts[core.Player] `json:"owed,omitzero"`     // distribute: each seat's share
	Got      core.Counts[core.Player] `json:"got,omitzero"`      // distribute: what each received
	Short    bool                     `json:"short,omitempty"`   // distribute: the draw fell short
}

// ncPlayer is a seat's Territory, Bills, cards and knowledge.
type ncPlayer struct {
	Seat           core.Player                     `json:"seat"`
	Respect        int                             `json:"respect,omitempty"`           // derived: the sum of its sources
	Wiseguys       []tid[ncCardIDs]                `json:"wiseguys,omitempty" max:"20"` // a set
	Turfs          []tid[ncCardIDs]                `json:"turfs,omitempty" max:"14"`
	Busy           []tid[ncCardIDs]                `json:"busy,omitempty" max:"34"`
	RespectCards   []tid[ncCardIDs]                `json:"respect_cards,omitempty" max:"8"`
	Investigations []tid[ncCardIDs]                `json:"investigations,omitempty" max:"6"`
	Bank           core.Counts[tid[ncBillIDs]]     `json:"bank,omitzero"`          // {"hidden": n} in another's View
	Corruption     core.Counts[tid[ncBillIDs]]     `json:"corruption,omitzero"`    // put on the Corruption pile
	Vendetta       core.Counts[tid[ncVendettaIDs]] `json:"vendetta,omitzero"`      // the Vendetta hand
	Bids           []ncBid                         `json:"bids,omitempty" max:"4"` // in the order made
	CashIns        []tid[ncLimitIDs]               `json:"cash_ins,omitempty" max:"4"`
	Bonus          int                             `json:"bonus,omitempty"` // at the Final Verdict
	Rank           int                             `json:"rank,omitempty"`  // at the end, 1 first
	Knows          *ncKnows                        `json:"knows,omitempty"`
}

// ncBid is an Auction bid.
type ncBid struct {
	Wiseguy   tid[ncCardIDs]              `json:"wiseguy"`
	Space     *tid[ncSpaceIDs]            `json:"space,omitempty"` // "hidden" in a View; left out once resolved
	Bills     core.Counts[tid[ncBillIDs]] `json:"bills,omitzero"`
	Withdrawn bool                        `json:"withdrawn,omitempty"`
}

// ncKnows is what a seat knows privately.
type ncKnows struct {
	Banks      shape.ByID[core.Player, core.Counts[tid[ncBillIDs]]]     `json:"banks,omitempty" max:"1024"` // Bills known in each seat's bank
	Hands      shape.ByID[core.Player, core.Counts[tid[ncVendettaIDs]]] `json:"hands,omitempty" max:"1024"`
	Discard    core.Counts[tid[ncBillIDs]]                              `json:"discard,omitzero"`
	Corruption []tid[ncBillIDs]                                         `json:"corruption,omitempty" max:"8"` // a set: one of each type seen
}

// ncTitles is each Title's holder.
type ncTitles struct {
	Underboss   *core.Player `json:"underboss,omitempty"`
	Consigliere *core.Player `json:"consigliere,omitempty"`
	PrimoCapo   *core.Player `json:"primo-capo,omitempty"`
}

// ---- Mafia ----

// maPosition is Mafia's position.
type maPosition struct {
	Game      string                                           `json:"game"`
	Version   int                                              `json:"version"`
	View      *core.Player                                     `json:"view,omitempty"`
	Rules     *maRules                                         `json:"rules,omitempty"`
	Phase     *tid[maPhaseIDs]                                 `json:"phase,omitempty"`    // derived
	Decision  *tid[maDecisionIDs]                              `json:"decision,omitempty"` // derived
	Active    *core.Player                                     `json:"active,omitempty"`   // the calendar faction's seat; none on a 4-player State slot
	Decisions []maDecision                                     `json:"decisions,omitempty" max:"8"`
	Calendar  tid[maCalendarIDs]                               `json:"calendar"`        // the calendar slot
	Turns     int                                              `json:"turns,omitempty"` // calendar turns completed
	Players   []maPlayer                                       `json:"players" max:"5"`
	Factions  maFactions                                       `json:"factions"`
	Counters  shape.ByID[tid[maCounterIDs], tid[maPlaceIDs]]   `json:"counters,omitempty" max:"1024"` // out of play left out
	Facing    shape.ByID[tid[maCounterIDs], tid[maHeadingIDs]] `json:"facing,omitempty" max:"1024"`
	Control   shape.ByID[tid[maPlaceIDs], maControl]           `json:"control,omitempty" max:"4096"`
	Decks     maDecks                                          `json:"decks"`
	Turn      *maTurn                                          `json:"turn,omitempty"`
	Winner    *tid[maFactionIDs]                               `json:"winner,omitempty"` // over: left out when nobody won
	RNG       *core.RNG                                        `json:"rng,omitempty"`
}

// maRules is every switch of the Config (a custom map only when set).
type maRules struct {
	Players            int             `json:"players"`
	SkipEmptyWindows   bool            `json:"skip_empty_windows"`
	MaxTurns           int             `json:"max_turns"`
	AllCheckpoints     bool            `json:"all_checkpoints"`
	PrefettoRemovesOne bool            `json:"prefetto_removes_one"`
	VisitOwnFamilyOnly bool            `json:"visit_own_family_only"`
	AutoControlRolls   bool            `json:"auto_control_rolls"`
	Map                json.RawMessage `json:"map,omitempty" max:"65536"` // the game's Map object
}

// maDecision is a pending decision: who decides, for which faction, about
// which counter.
type maDecision struct {
	Decision   tid[maDecisionIDs]    `json:"decision"`
	Seat       core.Player           `json:"seat"`
	Faction    *tid[maFactionIDs]    `json:"faction,omitempty"`        // the faction deciding
	Counter    *tid[maCounterIDs]    `json:"counter,omitempty"`        // the counter it is about
	Checkpoint *tid[maCheckpointIDs] `json:"checkpoint,omitempty"`     // checkpoint: which one is open
	ToAsk      []tid[maFactionIDs]   `json:"to_ask,omitempty" max:"5"` // a card window's factions still to ask
	Released   *tid[maCounterIDs]    `json:"released,omitempty"`       // support-of-the-judiciary: the release
}

// maPlayer is a seat's own knowledge and, with 2 players, its State cards.
type maPlayer struct {
	Seat       core.Player      `json:"seat"`
	Known      []tid[maCardIDs] `json:"known,omitempty" max:"24"` // a set: cards of another hand it saw
	StateCards *maStateCards    `json:"state_cards,omitempty"`
}

// maStateCards is a 2-player seat's State cards (H6).
type maStateCards struct {
	Kept     []shape.OrHidden[tid[maCardIDs], tid[maDeckIDs]] `json:"kept,omitempty" max:"24"`
	Expiring []shape.OrHidden[tid[maCardIDs], tid[maDeckIDs]] `json:"expiring,omitempty" max:"24"`
}

// maFactions is each side's facts, keyed by side.
type maFactions struct {
	Red    *maFaction `json:"red,omitempty"`
	Black  *maFaction `json:"black,omitempty"`
	Orange *maFaction `json:"orange,omitempty"`
	Green  *maFaction `json:"green,omitempty"`
	State  *maFaction `json:"state,omitempty"`
}

// maFaction is a side: who plays it, its home, its hand.
type maFaction struct {
	Seat          *core.Player                                     `json:"seat,omitempty"`           // none: the 4-player State
	Home          *tid[maPlaceIDs]                                 `json:"home,omitempty"`           // a Family's, once chosen
	Hand          []shape.OrHidden[tid[maCardIDs], tid[maDeckIDs]] `json:"hand,omitempty" max:"24"`  // a set, hidden by deck last
	SkipsMovement bool                                             `json:"skips_movement,omitempty"` // Antimafia Commission
}

// maControl is a controlled space.
type maControl struct {
	Faction  tid[maFactionIDs] `json:"faction"`
	Counters int               `json:"counters"`
}

// maDecks is each deck, top first ("hidden" cards in a View).
type maDecks struct {
	Roma  []tid[maCardIDs] `json:"roma,omitempty" max:"8"`
	USA   []tid[maCardIDs] `json:"usa,omitempty" max:"8"`
	SISDE []tid[maCardIDs] `json:"sisde,omitempty" max:"8"`
}

// maTurn is the turn in progress.
type maTurn struct {
	Dice               []int               `json:"dice,omitempty" max:"2"` // once rolled
	Moved              []maLeg             `json:"moved,omitempty" max:"16"`
	AirClosed          bool                `json:"air_closed,omitempty"`
	AntiMafiaRoadblock *tid[maPlaceIDs]    `json:"anti_mafia_roadblock,omitempty"`
	RestaurantAttacked bool                `json:"restaurant_attacked,omitempty"`
	Steps              []maStep            `json:"steps,omitempty" max:"32"` // the agenda, next first
	Tried              []tid[maCounterIDs] `json:"tried,omitempty" max:"17"`
	TriedRemoval       bool                `json:"tried_control_removal,omitempty"`
	Blocked            []tid[maCounterIDs] `json:"blocked,omitempty" max:"17"`
	StateDrew          []tid[maCounterIDs] `json:"state_drew,omitempty" max:"17"`
	AfterProtection    bool                `json:"judiciary_after_protection,omitempty"`
	DeclaredFlight     *maLeg              `json:"declared_flight,omitempty"`
	FlightDeclaredIn   *tid[maDecisionIDs] `json:"flight_declared_in,omitempty"`
	Shootout           *maShootout         `json:"shootout,omitempty"`
}

// maLeg is a movement leg.
type maLeg struct {
	Counter tid[maCounterIDs]  `json:"counter"`
	Die     tid[maDieIDs]      `json:"die"`
	To      tid[maPlaceIDs]    `json:"to"`
	Facing  *tid[maHeadingIDs] `json:"facing,omitempty"`
	ByAir   bool               `json:"by_air,omitempty"`
}

// maStep is a step of the agenda and the counter it is about.
type maStep struct {
	Step    tid[maStepIDs]     `json:"step"`
	Counter *tid[maCounterIDs] `json:"counter,omitempty"`
}

// maShootout is a shootout in progress; the cards played by side.
type maShootout struct {
	Attacker        tid[maCounterIDs] `json:"attacker"`
	Target          tid[maCounterIDs] `json:"target"`
	ResistingArrest bool              `json:"resisting_arrest,omitempty"`
	SpecialWeapons  *maBySide         `json:"special_weapons,omitempty"`
	Leatherheads    *maBySide         `json:"leatherheads,omitempty"`
}

// maBySide is a fact of each side of a shootout.
type maBySide struct {
	Attacker bool `json:"attacker,omitempty"`
	Target   bool `json:"target,omitempty"`
}

// ---- Speakeasy ----

// skPosition is Speakeasy's position.
type skPosition struct {
	Game              string                                    `json:"game"`
	Version           int                                       `json:"version"`
	View              *core.Player                              `json:"view,omitempty"`
	Rules             *skRules                                  `json:"rules,omitempty"`
	Phase             *tid[skPhaseIDs]                          `json:"phase,omitempty"`    // derived
	Decision          *tid[skDecisionIDs]                       `json:"decision,omitempty"` // derived
	Active            *core.Player                              `json:"active,omitempty"`
	Decisions         []skDecision                              `json:"decisions,omitempty" max:"16"`
	Act               int                                       `json:"act"`                          // 1 to 4
	RoundsDone        int                                       `json:"rounds_done,omitempty"`        // Capo placement rounds this Act
	TurnOrder         []*core.Player                            `json:"turn_order" max:"5"`           // a fixed row: one slot per column
	NextTurnOrder     []*core.Player                            `json:"next_turn_order" max:"5"`      // likewise, an empty slot null
	Persons           shape.ByID[tid[skLocationIDs], skPersons] `json:"persons,omitempty" max:"1024"` // who talks to whom
	Park              []*tid[skCapoIDs]                         `json:"park" max:"4"`                 // the Park's spots, an empty one null
	Districts         []skDistrict                              `json:"districts" max:"16"`
	Ships             []skShip                                  `json:"ships" max:"4"`
	CrateStackTop     *tid[skCrateIDs]                          `json:"crate_stack_top,omitempty"`
	CrateStack        int                                       `json:"crate_stack,omitempty"` // derived: the Crates under the top
	BarrelSupply      int                                       `json:"barrel_supply,omitempty"`
	CityTiles         skCityTiles                               `json:"city_tiles"`
	HelperDisplay     []*tid[skHelperIDs]                       `json:"helper_display" max:"3"`                // fixed, an empty slot null
	OperationsDiscard []tid[skOpsIDs]                           `json:"operations_discard,omitempty" max:"40"` // a set
	Players           []skPlayer                                `json:"players" max:"5"`
	Building          *skBuilding                               `json:"building,omitempty"` // a building being placed
	Ambush            *skAmbush                                 `json:"ambush,omitempty"`   // an ambush being assembled
	WonBarrel         bool                                      `json:"won_barrel,omitempty"`
	MobWarDistrict    *tid[skDistrictIDs]                       `json:"mob_war_district,omitempty"`
	RNG               *core.RNG                                 `json:"rng,omitempty"`
}

// skRules is every switch of the Config.
type skRules struct {
	Players                int  `json:"players"`
	SoloWinAt              int  `json:"solo_win_at"`
	NoSafeSpending         bool `json:"no_safe_spending"`
	NoFinalAreaControl     bool `json:"no_final_area_control"`
	MobsterBlocksSpaceOnly bool `json:"mobster_blocks_space_only"`
	FlatShipPrice          bool `json:"flat_ship_price"`
}

// skDecision is a pending decision and its arguments.
type skDecision struct {
	Decision       tid[skDecisionIDs]  `json:"decision"`
	Seat           core.Player         `json:"seat"`
	Building       *tid[skGroupIDs]    `json:"building,omitempty"`
	Mode           *tid[skModeIDs]     `json:"mode,omitempty"`
	Location       *tid[skLocationIDs] `json:"location,omitempty"`
	Type           *tid[skOpsTypeIDs]  `json:"type,omitempty"` // play-operations: left out for any type
	OperationsOnly bool                `json:"operations_only,omitempty"`
	Bonus          int                 `json:"bonus,omitempty"`
	Moved          []int               `json:"moved,omitempty" max:"2"` // the Trucks moved, 1 and 2
	Single         bool                `json:"single,omitempty"`
	Truck          int                 `json:"truck,omitempty"`
	Movement       int                 `json:"movement,omitempty"`
	Done           []tid[skDoIDs]      `json:"done,omitempty" max:"3"`
	Leverage       int                 `json:"leverage,omitempty"`
	Goons          int                 `json:"goons,omitempty"`
	Column         int                 `json:"column,omitempty"`
	Left           int                 `json:"left,omitempty"`
}

// skPersons is a location's Persons of Interest, each with the Capo
// talking to them; a free one is left out.
type skPersons struct {
	L *tid[skCapoIDs] `json:"L,omitempty"`
	M *tid[skCapoIDs] `json:"M,omitempty"`
	R *tid[skCapoIDs] `json:"R,omitempty"`
}

// skDistrict is a district and its spaces.
type skDistrict struct {
	District tid[skDistrictIDs]  `json:"district"`
	Invasion *tid[skInvasionIDs] `json:"invasion,omitempty"` // left out: not announced
	Strength int                 `json:"strength,omitempty"` // the face-up Strength tile
	Spaces   []skSpace           `json:"spaces" max:"3"`
}

// skSpace is a building space.
type skSpace struct {
	Space     tid[skSpaceIDs]     `json:"space"`
	Building  *tid[skBuildingIDs] `json:"building,omitempty"`
	Owner     *core.Player        `json:"owner,omitempty"`
	CityTile  *tid[skTileIDs]     `json:"city_tile,omitempty"`
	Closed    bool                `json:"closed,omitempty"`
	Barrel    bool                `json:"barrel,omitempty"`
	Protected bool                `json:"protected,omitempty"`
}

// skShip is a Rum-runner Ship.
type skShip struct {
	Ship    tid[skShipIDs]   `json:"ship"`
	Port    tid[skPortIDs]   `json:"port"`
	Barrels int              `json:"barrels,omitempty"`
	Crate   *tid[skCrateIDs] `json:"crate,omitempty"`
}

// skCityTiles is the City tile market.
type skCityTiles struct {
	Right  []*tid[skTileIDs]  `json:"right" max:"3"`     // fixed, an empty slot null
	Middle [][]tid[skTileIDs] `json:"middle" max:"3,36"` // fixed: 3 stacks bottom first, an empty one null
	Piles  []int              `json:"piles" max:"3"`     // the face-down piles' sizes; derived
}

// skPlayer is a seat's board.
type skPlayer struct {
	Seat            core.Player                                  `json:"seat"`
	Cash            int                                          `json:"cash,omitempty"` // derived: the ledger's sum
	Safe            int                                          `json:"safe,omitempty"`
	Tracks          shape.ByID[tid[skTrackIDs], int]             `json:"tracks,omitempty" max:"1024"`
	FamilyMembers   shape.ByID[tid[skFMPlaceIDs], int]           `json:"family_members,omitempty" max:"1024"`
	Goons           int                                          `json:"goons,omitempty"`
	LeverageTokens  int                                          `json:"leverage_tokens,omitempty"`
	Hand            []tid[skOpsIDs]                              `json:"hand,omitempty" max:"40"` // a set; "hidden" in another's View
	Books           []tid[skBookIDs]                             `json:"books,omitempty" max:"18"`
	Cooked          []tid[skBookIDs]                             `json:"cooked,omitempty" max:"18"`
	Slots           shape.ByID[tid[skOpsTypeIDs], tid[skOpsIDs]] `json:"slots,omitempty" max:"1024"` // an empty slot left out
	CityTiles       []tid[skTileIDs]                             `json:"city_tiles,omitempty" max:"36"`
	PlayedCityTiles []tid[skTileIDs]                             `json:"played_city_tiles,omitempty" max:"36"`
	Helpers         []tid[skHelperIDs]                           `json:"helpers,omitempty" max:"20"`
	Crates          []tid[skCrateIDs]                            `json:"crates,omitempty" max:"12"`
	Associate       *tid[skMobsterIDs]                           `json:"associate,omitempty"`
	Trucks          []*skTruck                                   `json:"trucks" max:"2"` // fixed, a truck off the map null
	StillsArea      int                                          `json:"stills_area,omitempty"`
	BuildingsTaken  shape.ByID[tid[skGroupIDs], int]             `json:"buildings_taken,omitempty" max:"1024"`
	SpeakeasiesGone int                                          `json:"speakeasies_gone,omitempty"`
	RestaurantCapos int                                          `json:"restaurant_capos,omitempty"`
	PassedCapos     int                                          `json:"passed_capos,omitempty"`
	Earned          shape.ByID[tid[skSourceIDs], int]            `json:"earned,omitempty" max:"1024"` // the ledger
	Spent           shape.ByID[tid[skSinkIDs], int]              `json:"spent,omitempty" max:"1024"`
}

// skTruck is a Truck on the map.
type skTruck struct {
	District tid[skDistrictIDs] `json:"district"`
	Barrels  int                `json:"barrels,omitempty"`
}

// skBuilding is a building being placed.
type skBuilding struct {
	Building tid[skGroupIDs]  `json:"building"`
	Mode     tid[skModeIDs]   `json:"mode"`
	Space    *tid[skSpaceIDs] `json:"space,omitempty"`
	Fee      bool             `json:"fee,omitempty"`
	Card     *tid[skOpsIDs]   `json:"card,omitempty"`
}

// skAmbush is an ambush being assembled: the Family Members each seat used.
type skAmbush struct {
	Ship          tid[skShipIDs]           `json:"ship"`
	FamilyMembers core.Counts[core.Player] `json:"family_members,omitzero"`
}

// ---- the proof ----

// v3Golden is one game's golden position and the paths of its
// fixed-length arrays, where an empty slot is null.
type v3Golden struct {
	game  string
	file  string
	fixed []string
	new   func() any // a pointer to the game's position struct
}

var v3Goldens = []v3Golden{
	{"tonytino", "testdata/v3/tonytino.json", nil, func() any { return new(ttPosition) }},
	{"nostracity", "testdata/v3/nostracity.json", []string{"street[]"}, func() any { return new(ncPosition) }},
	{"mafia", "testdata/v3/mafia.json", nil, func() any { return new(maPosition) }},
	{"speakeasy", "testdata/v3/speakeasy.json", []string{
		"turn_order[]", "next_turn_order[]", "park[]", "city_tiles.right[]", "city_tiles.middle[]",
		"helper_display[]", "players[].trucks[]",
	}, func() any { return new(skPosition) }},
}

// Each golden decodes strictly into its declaration and writes back
// exactly: same keys, same order, same values.
func TestV3PositionsRoundTripExactly(t *testing.T) {
	for _, g := range v3Goldens {
		t.Run(g.game, func(t *testing.T) {
			in, err := os.ReadFile(g.file)
			if err != nil {
				t.Fatal(err)
			}
			v := g.new()
			if err := strictjson.Decode(in, v); err != nil {
				t.Fatalf("decode: %v", err)
			}
			out, err := json.Marshal(v)
			if err != nil {
				t.Fatalf("encode: %v", err)
			}
			var want bytes.Buffer
			if err := json.Compact(&want, in); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out, want.Bytes()) {
				t.Fatalf("round trip differs at byte %d:\n got %s\nwant %s", firstDiff(out, want.Bytes()),
					around(out, firstDiff(out, want.Bytes())), around(want.Bytes(), firstDiff(out, want.Bytes())))
			}
		})
	}
}

// Tony & Tino's own golden, with its derived keys left out, is one of
// these positions too: the declaration reads the input form.
func TestV3TonyTinoGoldenIsTheCopy(t *testing.T) {
	a, err1 := os.ReadFile("../../tonytino/testdata/position-v2.json")
	b, err2 := os.ReadFile("testdata/v3/tonytino.json")
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("testdata/v3/tonytino.json is no longer tonytino/testdata/position-v2.json: copy it again")
	}
}

// Each golden obeys the vocabulary rules 1 to 8.
func TestV3PositionsSpeakTheVocabulary(t *testing.T) {
	for _, g := range v3Goldens {
		t.Run(g.game, func(t *testing.T) {
			in, err := os.ReadFile(g.file)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range vocabulary(g.game, in, g.fixed) {
				t.Error(e)
			}
		})
	}
}

// The checker bites: each edit breaks one rule and is reported.
func TestV3VocabularyCheckerReportsEachRule(t *testing.T) {
	base := `{"game":"g","version":2,"rules":{"x":false},"decision":"d","active":"P0","decisions":[{"decision":"d","seat":"P0"}],"players":[{"seat":"P0"},{"seat":"P1"}],"row":[null,"a"],"rng":{"pcg":"x"}}`
	if errs := vocabulary("g", []byte(base), []string{"row[]"}); len(errs) > 0 {
		t.Fatalf("the base position fails: %v", errs)
	}
	for _, tc := range []struct{ rule, from, to string }{
		{"order", `{"game":"g","version":2,`, `{"version":2,"game":"g",`},
		{"rng last", `,"rng":{"pcg":"x"}}`, `,"rng":{"pcg":"x"},"z":1}`},
		{"null outside a fixed array", `"row":[null,"a"]`, `"row":[null,"a"],"k":null`},
		{"a dash", `"row":[null,"a"]`, `"row":[null,"-"]`},
		{"none", `"row":[null,"a"]`, `"row":[null,"none"]`},
		{"empty string", `"row":[null,"a"]`, `"row":[null,""]`},
		{"empty list", `"row":[null,"a"]`, `"row":[null,"a"],"l":[]`},
		{"empty object", `"row":[null,"a"]`, `"row":[null,"a"],"o":{}`},
		{"zero count", `"row":[null,"a"]`, `"row":[null,"a"],"n":0`},
		{"false", `"row":[null,"a"]`, `"row":[null,"a"],"b":false`},
		{"seat order", `{"seat":"P0"},{"seat":"P1"}`, `{"seat":"P1"},{"seat":"P0"}`},
		{"seat first", `{"seat":"P0"},`, `{"x":1,"seat":"P0"},`},
		{"hidden inside a string", `"row":[null,"a"]`, `"row":[null,"hidden-roma"]`},
		{"hidden origin beside a key", `"row":[null,"a"]`, `"row":[null,{"hidden":"roma","x":1}]`},
		{"question mark", `"row":[null,"a"]`, `"row":[null,"?×5"]`},
		{"decision is the top's", `"decision":"d",`, `"decision":"e",`},
		{"decisions name decision and seat", `{"decision":"d","seat":"P0"}`, `{"seat":"P0","decision":"d"}`},
	} {
		in := strings.Replace(base, tc.from, tc.to, 1)
		if in == base {
			t.Fatalf("%s: the edit does not apply", tc.rule)
		}
		if errs := vocabulary("g", []byte(in), []string{"row[]"}); len(errs) == 0 {
			t.Errorf("%s: %s passes", tc.rule, in)
		}
	}
}

// firstDiff is the first byte where a and b differ.
func firstDiff(a, b []byte) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return i
}

// around is b near i, for a failure message.
func around(b []byte, i int) string {
	return string(b[max(0, i-60):min(len(b), i+60)])
}

// jv is a JSON value with its object keys in order.
type jv struct {
	kind byte // '{', '[', '"', '0', 'b', 'n'
	keys []string
	vals []*jv
	str  string
	num  json.Number
	b    bool
}

func (v *jv) get(k string) *jv {
	for i, x := range v.keys {
		if x == k {
			return v.vals[i]
		}
	}
	return nil
}

// parseJV reads one JSON value from dec, keeping key order.
func parseJV(dec *json.Decoder) (*jv, error) {
	t, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := t.(type) {
	case json.Delim:
		v := &jv{kind: byte(t)}
		for dec.More() {
			if t == '{' {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v.keys = append(v.keys, k.(string))
			}
			e, err := parseJV(dec)
			if err != nil {
				return nil, err
			}
			v.vals = append(v.vals, e)
		}
		_, err := dec.Token()
		return v, err
	case string:
		return &jv{kind: '"', str: t}, nil
	case json.Number:
		return &jv{kind: '0', num: t}, nil
	case bool:
		return &jv{kind: 'b', b: t}, nil
	}
	return &jv{kind: 'n'}, nil
}

// vocabulary lists how a position breaks the vocabulary rules 1 to 8;
// fixed are the paths ("players[].trucks[]") of its fixed-length arrays.
func vocabulary(game string, b []byte, fixed []string) []string {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	root, err := parseJV(dec)
	if err != nil || root.kind != '{' {
		return []string{fmt.Sprintf("not a JSON object: %v", err)}
	}
	var errs []string
	fail := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }
	// rule 1: game, version, view (a View's), rules, ..., rng last
	want := []string{"game", "version"}
	if len(root.keys) > 2 && root.keys[2] == "view" {
		want = append(want, "view")
	}
	want = append(want, "rules")
	for i, k := range want {
		if i >= len(root.keys) || root.keys[i] != k {
			fail("rule 1: key %d is not %q (keys %v)", i+1, k, root.keys)
			break
		}
	}
	if g := root.get("game"); g == nil || g.str != game {
		fail("rule 1: game is not %q", game)
	}
	if v := root.get("version"); v == nil || v.num != "2" {
		fail("rule 1: version is not 2")
	}
	for i, k := range root.keys {
		if k == "rng" && i != len(root.keys)-1 {
			fail("rule 1: rng is not last")
		}
	}
	// rule 2 and 3: decisions top first, each {"decision", "seat", ...};
	// decision is the top's kind; active a seat
	decs := root.get("decisions")
	if decs != nil {
		for i, d := range decs.vals {
			if d.kind != '{' || len(d.keys) < 2 || d.keys[0] != "decision" || d.keys[1] != "seat" {
				fail("rule 2: decisions[%d] does not start with decision and seat", i)
			}
		}
	}
	if d := root.get("decision"); d != nil {
		if decs == nil || len(decs.vals) == 0 || decs.vals[0].get("decision") == nil {
			if d.str != "over" {
				fail("rule 3: decision %q with no decisions", d.str)
			}
		} else if top := decs.vals[0].get("decision"); top.str != d.str {
			fail("rule 3: decision %q, but decisions[0] is %q", d.str, top.str)
		}
	}
	if a := root.get("active"); a != nil && !isSeat(a) {
		fail("rule 2: active %v is not a seat", a.str)
	}
	// rule 4: players in seat order, each starting with its seat
	if ps := root.get("players"); ps == nil || ps.kind != '[' {
		fail("rule 4: no players array")
	} else {
		for i, p := range ps.vals {
			if p.kind != '{' || len(p.keys) == 0 || p.keys[0] != "seat" || p.vals[0].str != fmt.Sprintf("P%d", i) {
				fail("rule 4: players[%d] does not start with \"seat\": \"P%d\"", i, i)
			}
		}
	}
	isFixed := map[string]bool{}
	for _, f := range fixed {
		isFixed[f] = true
	}
	// rules 5 to 8, everywhere below the root
	var walk func(path string, v *jv, inRules, inArray bool)
	walk = func(path string, v *jv, inRules, inArray bool) {
		switch v.kind {
		case 'n':
			if !inArray || !isFixed[path] {
				fail("rule 6: null at %s, outside a fixed-length array", path)
			}
		case '"':
			switch s := v.str; {
			case inRules && s == "nobody": // a switch's value (Nostra City's end_bonus_tie)
			case s == "" || s == "-" || s == "none" || s == "nobody" || s == "null":
				fail("rule 6: %q at %s stands for nothing: leave it out", s, path)
			case strings.Contains(s, "?"):
				fail("rule 7: %q at %s marks something unknown with ?", s, path)
			case strings.Contains(s, "hidden") && s != "hidden":
				fail("rule 7: %q at %s: hidden is \"hidden\" alone", s, path)
			case strings.TrimSpace(s) != s:
				fail("rule 5: %q at %s has spaces around it", s, path)
			}
		case '0':
			if !inRules && !inArray && v.num == "0" {
				fail("rule 6: a zero at %s: leave it out", path)
			}
		case 'b':
			if !inRules && !v.b {
				fail("rule 6: false at %s: leave it out", path)
			}
		case '[':
			if len(v.vals) == 0 {
				fail("rule 6: an empty list at %s: leave it out", path)
			}
			for _, e := range v.vals {
				walk(path+"[]", e, inRules, true)
			}
		case '{':
			if len(v.vals) == 0 {
				fail("rule 6: an empty object at %s: leave it out", path)
			}
			if h := v.get("hidden"); h != nil {
				switch {
				case h.kind == '"' && len(v.keys) != 1:
					fail("rule 7: {\"hidden\": origin} at %s has other keys", path)
				case h.kind == '"' || h.kind == '0' || h.kind == '{':
				default:
					fail("rule 7: \"hidden\" at %s is neither an origin, a count nor counts by origin", path)
				}
			}
			for i, k := range v.keys {
				p := k
				if path != "" {
					p = path + "." + k
				}
				walk(p, v.vals[i], inRules || (path == "" && k == "rules"), false)
			}
		}
	}
	walk("", root, false, false)
	return errs
}

// isSeat reports whether v is a seat, "P0" to "P4".
func isSeat(v *jv) bool {
	return v.kind == '"' && len(v.str) == 2 && v.str[0] == 'P' && v.str[1] >= '0' && v.str[1] <= '4'
}

// A View hides as rule 7 says, and the declarations carry it: Mafia's
// hidden cards by deck, Nostra City's face-down Bills as a count,
// Speakeasy's hidden hand keeping its slots.
func TestV3ViewsHideAsRule7(t *testing.T) {
	for _, tc := range []struct {
		g     v3Golden
		edits [][2]string
	}{
		{v3Goldens[2], [][2]string{
			{`"version": 2,`, `"version": 2, "view": "P1",`},
			{`"hand": ["wiretap", "sisde-green-clue-1"]`, `"hand": [{"hidden": "roma"}, {"hidden": "sisde"}]`},
			{`"roma": ["helicopter-operation", "support-of-the-judiciary", "leatherheads", "ati-strike", "anti-mafia-operation", "discover-a-lair-in-the-city", "government-falls"]`,
				`"roma": ["hidden", "hidden", "hidden", "hidden", "hidden", "hidden", "hidden"]`},
			{`,
  "rng": {"pcg": "cGNnOgAAAAAAAAfqnjd5uX9Ke/8="}`, ``},
		}},
		{v3Goldens[1], [][2]string{
			{`"version": 2,`, `"version": 2, "view": "P0",`},
			{`"bank": {"5k": 5, "10k-guilty": 2}`, `"bank": {"hidden": 7}`},
			{`{"wiseguy": "W11", "space": "S2",`, `{"wiseguy": "W11", "space": "hidden",`},
			{`"rng": {"pcg": "cGNnOi64J/6Xpum/jo5X4RUx9R8="}`, `"winners": ["P1"]`},
		}},
		{v3Goldens[3], [][2]string{
			{`"version": 2,`, `"version": 2, "view": "P1",`},
			{`"stills-10",
        "party-10",
        "vip-room-1",
        "vip-room-2",
        "fleet-2"`, `"hidden", "hidden", "hidden", "hidden", "hidden"`},
		}},
	} {
		t.Run(tc.g.game, func(t *testing.T) {
			b, err := os.ReadFile(tc.g.file)
			if err != nil {
				t.Fatal(err)
			}
			in := string(b)
			for _, e := range tc.edits {
				if !strings.Contains(in, e[0]) {
					t.Fatalf("edit %.40q does not apply", e[0])
				}
				in = strings.Replace(in, e[0], e[1], 1)
			}
			v := tc.g.new()
			if err := strictjson.Decode([]byte(in), v); err != nil {
				t.Fatalf("decode: %v", err)
			}
			out, _ := json.Marshal(v)
			var want bytes.Buffer
			if err := json.Compact(&want, []byte(in)); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out, want.Bytes()) {
				i := firstDiff(out, want.Bytes())
				t.Fatalf("round trip differs:\n got %s\nwant %s", around(out, i), around(want.Bytes(), i))
			}
			for _, e := range vocabulary(tc.g.game, []byte(in), tc.g.fixed) {
				t.Error(e)
			}
		})
	}
}

// The declarations refuse what the vocabulary refuses: an old spelling,
// a "-" for nothing, a bare "hidden" where the origin is public, an
// unknown key, a key in another case.
func TestV3DeclarationsRefuseOldSpellings(t *testing.T) {
	for _, tc := range []struct {
		g        v3Golden
		from, to string
	}{
		{v3Goldens[0], `"card": "stool-pigeon"`, `"card": "stoolpigeon"`},
		{v3Goldens[1], `"bank": {"5k": 1, "20k-innocent": 1}`, `"bank": {"$5k": 1, "20k-innocent": 1}`},
		{v3Goldens[1], `"street": ["I5", "UB", "T01", "W04"]`, `"street": ["I5", "-", "T01", "W04"]`},
		{v3Goldens[2], `"hand": ["wiretap", "sisde-green-clue-1"]`, `"hand": ["wiretap", "hidden"]`},
		{v3Goldens[2], `"hand": ["wiretap", "sisde-green-clue-1"]`, `"hand": ["wiretap", "hidden-roma"]`},
		{v3Goldens[2], `"N.P1": "prison"`, `"N.P1": "Prison"`},
		{v3Goldens[2], `"R.P1": "CEF",`, `"R.P1": "CEF", "R.P1": "PAL",`},
		{v3Goldens[2], `"control": {`, `"Control": {`},
		{v3Goldens[3], `"port": "port-1"`, `"port": "P1"`},
		{v3Goldens[3], `"open": 13`, `"tip": 1, "open": 13`},
		{v3Goldens[3], `"space": "1.2"`, `"space": "1.2", "x": 1`},
	} {
		b, err := os.ReadFile(tc.g.file)
		if err != nil {
			t.Fatal(err)
		}
		in := strings.Replace(string(b), tc.from, tc.to, 1)
		if in == string(b) {
			t.Fatalf("%s: edit %.40q does not apply", tc.g.game, tc.from)
		}
		if err := strictjson.Decode([]byte(in), tc.g.new()); err == nil {
			t.Errorf("%s: %s decodes", tc.g.game, tc.to)
		}
	}
}
