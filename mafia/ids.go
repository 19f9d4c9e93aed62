package mafia

import (
	"iter"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/ids"
)

// The identifiers declared as tables (internal/ids): every id's spelling
// (its notation: String, MarshalText, ParseX), its name as printed (Name)
// and its rules text (Text), with the type's none (spelt "none", never
// written). Every method below is one line that reads the table, and each
// type's plural (Factions, Decks, Headings, Dies) yields its real ids, in
// order.
var (
	factions = ids.New(ids.Spec[Faction]{What: "faction", Kind: core.ErrBadNotation, IDs: []ids.Entry[Faction]{
		{ID: Red, Spelling: "red", Name: "the red Family", Text: familyText},
		{ID: Black, Spelling: "black", Name: "the black Family", Text: familyText},
		{ID: Orange, Spelling: "orange", Name: "the orange Family", Text: familyText},
		{ID: Green, Spelling: "green", Name: "the green Family", Text: familyText},
		{ID: StateFaction, Spelling: "state", Name: "the State", Text: "The State: the Prefetto, the SISDE and three Carabinieri; it wins with 4 remediation points at the start of its turn (E2)."},
	}, None: &ids.Entry[Faction]{ID: NoFaction, Name: "nobody", Text: "no faction"}})
	decks = ids.New(ids.Spec[Deck]{What: "deck", Kind: core.ErrBadNotation, IDs: []ids.Entry[Deck]{
		{ID: Roma, Spelling: "roma", Name: "Roma", Text: "The State's event cards: the result of the Prefetto calling Rome."},
		{ID: USA, Spelling: "usa", Name: "USA", Text: "The Families' event cards: a Boss contacting criminal allies in the USA."},
		{ID: SISDEDeck, Spelling: "sisde", Name: "SISDE", Text: "Evidence: two clues per Family; both let the Prefetto arrest that Family's Boss."},
	}})
	facings = ids.New(ids.Spec[Heading]{What: "facing", Kind: core.ErrBadNotation, IDs: []ids.Entry[Heading]{
		{ID: HeadNorth, Spelling: "N", Name: "north", Text: "Moving north along the centre track: it keeps this direction until it leaves the track."},
		{ID: HeadSouth, Spelling: "S", Name: "south", Text: "Moving south along the centre track: it keeps this direction until it leaves the track."},
	}, None: &ids.Entry[Heading]{ID: NoHeading, Name: "no facing", Text: "Free to leave the centre track either way (after setup, a return, or off the track)."}})
	dies = ids.New(ids.Spec[Die]{What: "die", Kind: core.ErrBadNotation, IDs: []ids.Entry[Die]{
		{ID: Sum, Spelling: "sum", Name: "the sum", Text: "One counter moves by the sum of the two dice."},
		{ID: FirstDie, Spelling: "die-1", Name: "the first die", Text: "Two different counters move, one by each die."},
		{ID: SecondDie, Spelling: "die-2", Name: "the second die", Text: "Two different counters move, one by each die."},
	}})
)

const familyText = "A mafia Family: a Boss, two Picciotti and 8 control counters; it wins controlling 4 spaces (5 in the 3- and 2-player games) at the start of its turn (E1)."

// String is the faction's id: its colour ("red"), or "state"; "none" for
// NoFaction.
func (f Faction) String() string { return factions.String(f) }

// Name is the faction as printed ("the red Family", "the State").
func (f Faction) Name() string { return factions.Name(f) }

// Text is the faction's side of the game (B).
func (f Faction) Text() string { return factions.Text(f) }

// MarshalText writes the faction's id ("red", "state"); NoFaction is
// refused (it is left out).
func (f Faction) MarshalText() ([]byte, error) { return factions.MarshalText(f) }

// UnmarshalText reads a faction's id.
func (f *Faction) UnmarshalText(b []byte) error { return factions.UnmarshalText(f, b) }

// ParseFaction reads a faction's id ("black", "state").
func ParseFaction(s string) (Faction, error) { return factions.Parse(s) }

// Factions yields the five factions: the four Families in calendar order,
// then the State.
func Factions() iter.Seq[Faction] { return factions.All() }

// String is the deck's id ("roma", "usa", "sisde").
func (d Deck) String() string { return decks.String(d) }

// Name is the deck as printed ("Roma").
func (d Deck) Name() string { return decks.Name(d) }

// Text is what the deck's cards are (C4).
func (d Deck) Text() string { return decks.Text(d) }

// MarshalText writes the deck's id ("usa").
func (d Deck) MarshalText() ([]byte, error) { return decks.MarshalText(d) }

// UnmarshalText reads a deck's id.
func (d *Deck) UnmarshalText(b []byte) error { return decks.UnmarshalText(d, b) }

// ParseDeck reads a deck's id ("roma").
func ParseDeck(s string) (Deck, error) { return decks.Parse(s) }

// Decks yields the three decks: Roma, USA, SISDE.
func Decks() iter.Seq[Deck] { return decks.All() }

// String is the facing's id, "N" or "S"; "none" for NoHeading.
func (h Heading) String() string { return facings.String(h) }

// Name is the facing in words ("north").
func (h Heading) Name() string { return facings.Name(h) }

// Text explains the facing (the translator's note to D4).
func (h Heading) Text() string { return facings.Text(h) }

// MarshalText writes the facing, "N" or "S"; NoHeading is refused (a
// counter free to choose has no facing written).
func (h Heading) MarshalText() ([]byte, error) { return facings.MarshalText(h) }

// UnmarshalText reads a facing, "N" or "S".
func (h *Heading) UnmarshalText(b []byte) error { return facings.UnmarshalText(h, b) }

// ParseHeading reads a facing, "N" or "S".
func ParseHeading(s string) (Heading, error) { return facings.Parse(s) }

// Headings yields the two facings along the centre track: north, south.
func Headings() iter.Seq[Heading] { return facings.All() }

// String is the notation: "sum", "die-1" or "die-2".
func (d Die) String() string { return dies.String(d) }

// Name is the choice in words ("the first die").
func (d Die) Name() string { return dies.Name(d) }

// Text explains the choice (D4).
func (d Die) Text() string { return dies.Text(d) }

// MarshalText writes the die's id ("die-1").
func (d Die) MarshalText() ([]byte, error) { return dies.MarshalText(d) }

// UnmarshalText reads a die's id: "sum", "die-1" or "die-2".
func (d *Die) UnmarshalText(b []byte) error { return dies.UnmarshalText(d, b) }

// ParseDie reads a die's id: "sum", "die-1" or "die-2".
func ParseDie(s string) (Die, error) { return dies.Parse(s) }

// Dies yields the three choices of a movement leg: the sum, the first
// die, the second die.
func Dies() iter.Seq[Die] { return dies.All() }
