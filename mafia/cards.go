package mafia

import (
	"encoding/json"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
	"github.com/mafiarules/sdk/internal/ids"
)

// Faction is a side with its own turn, hand and counters: the four
// Families and the State.
type Faction int8

// Factions. The Families are numbered in calendar order of the first
// round (R, N, O, V); State is the fifth faction.
const (
	Red Faction = iota
	Black
	Orange
	Green
	StateFaction
	NoFaction Faction = -1
)

const numFamilies = 4

var facLetters = [...]string{"R", "N", "O", "V", "State"}

// Letter is the calendar letter of the faction (R, N, O, V) or "State";
// "none" for NoFaction (or any value that is no faction), as an id's none
// is spelt.
func (f Faction) Letter() string {
	if f >= 0 && int(f) < len(facLetters) {
		return facLetters[f]
	}
	return "none"
}

func famBit(f Faction) uint8 { return 1 << uint(f) }

// calendar is the turn track of D1: R, N, State, O, V, State.
var calendar = [6]Faction{Red, Black, StateFaction, Orange, Green, StateFaction}

// Deck identifies one of the three card decks.
type Deck uint8

// The decks.
const (
	Roma Deck = iota
	USA
	SISDEDeck
)

// Card is one of the 24 cards: 0–7 Roma, 8–15 USA, 16–23 SISDE (two per
// Family colour: 16–17 red, 18–19 black, 20–21 orange, 22–23 green).
type Card int8

// HiddenCard is what a View shows in place of a card its viewer may not see.
const HiddenCard Card = -1

// The cards.
const (
	SupportJudiciary Card = iota
	GovernmentFalls
	Wiretap
	AntiMafiaOperation
	HelicopterOperation
	DiscoverLair
	ATIStrike
	Leatherheads
	GovernmentProtection
	NotableProtection
	KillersLasVegas
	AmericanBoss
	SpecialWeapons
	MoleInPrefecture
	BombAtAirport
	WifeCheats
	SISDERed1
	SISDERed2
	SISDEBlack1
	SISDEBlack2
	SISDEOrange1
	SISDEOrange2
	SISDEGreen1
	SISDEGreen2
	numCards
)

var cardCodes = [numCards]string{
	"support-of-the-judiciary", "government-falls", "wiretap", "anti-mafia-operation", "helicopter-operation",
	"discover-a-lair-in-the-city", "ati-strike", "leatherheads", "government-protection",
	"protection-of-a-notable-person", "killers-from-las-vegas", "visit-of-an-american-boss", "special-weapons",
	"mole-in-prefecture", "bomb-at-airport", "your-wife-cheats-on-you",
	"sisde-red-clue-1", "sisde-red-clue-2", "sisde-black-clue-1", "sisde-black-clue-2",
	"sisde-orange-clue-1", "sisde-orange-clue-2", "sisde-green-clue-1", "sisde-green-clue-2",
}

var cardTitles = [numCards]string{
	"Support of the Judiciary", "The Government Falls", "Wiretap", "Anti-Mafia Operation",
	"Helicopter Operation", "Discover a Lair in the City", "ATI Strike", "Leatherheads",
	"Government Protection", "Protection of a Notable Person", "Killers from Las Vegas",
	"Visit of an American Boss", "Special Weapons", "Mole in Prefecture", "Bomb at Airport",
	"Your Wife Cheats on You",
	"SISDE red clue 1", "SISDE red clue 2", "SISDE black clue 1", "SISDE black clue 2",
	"SISDE orange clue 1", "SISDE orange clue 2", "SISDE green clue 1", "SISDE green clue 2",
}

// Valid reports whether c is one of the 24 cards.
func (c Card) Valid() bool { return c >= 0 && c < numCards }

// Deck is the deck the card belongs to.
func (c Card) Deck() Deck { return Deck(c / 8) }

// Title is the card's printed title (Name).
func (c Card) Title() string { return cards.Name(c) }

// cardIDs are the cards' table entries, from their ids, titles and texts.
func cardIDs() []ids.Entry[Card] {
	out := make([]ids.Entry[Card], numCards)
	for c := range numCards {
		out[c] = ids.Entry[Card]{ID: c, Spelling: cardCodes[c], Name: cardTitles[c], Text: cardTexts[c]}
	}
	return out
}

func pairMask(f Faction) bitset.Set { return 3 << uint(int(SISDERed1)+2*int(f)) }

func deckMask(d Deck) bitset.Set { return 0xFF << (8 * uint(d)) }

var cardTexts = [numCards]string{
	"Roma: prevents the release of an arrested person from Prison, blocking a successful exit roll or Government Protection.",
	"Roma: this communication has no effect on mafia events in Sicily.",
	"Roma: prevents a telephone call to the USA.",
	"Roma: temporarily turns a space into a roadblock that succeeds on a roll of 1-2.",
	"Roma: adds or subtracts up to 2 points from each die rolled in a movement phase.",
	"Roma: allows the State to detain or arrest a Boss in his home city (an arrest still needs the SISDE pair).",
	"Roma: prevents an air travel move between the two airports.",
	"Roma: in a shootout, automatically eliminates the target the State counter shoots at.",
	"USA: an arrested counter is released from Prison at once, without rolling; one counter.",
	"USA: a detained counter is freed from the Carabinieri Station at once, without rolling; one counter.",
	"USA: the only way for a Family to start a shootout against the Prefetto; its Picciotti must be in his space.",
	"USA: adds another control counter of the same Family to a space a Family already controls.",
	"USA: during a shootout, your counter is eliminated only if the opponent rolls a 1.",
	"USA: you see all the cards the State holds.",
	"USA: prevents an air travel move between the two airports.",
	"USA: this news has no influence on the course of the game.",
	"SISDE: a clue about the red Family; with both red clues the Prefetto can arrest the red Boss.",
	"SISDE: a clue about the red Family; with both red clues the Prefetto can arrest the red Boss.",
	"SISDE: a clue about the black Family; with both black clues the Prefetto can arrest the black Boss.",
	"SISDE: a clue about the black Family; with both black clues the Prefetto can arrest the black Boss.",
	"SISDE: a clue about the orange Family; with both orange clues the Prefetto can arrest the orange Boss.",
	"SISDE: a clue about the orange Family; with both orange clues the Prefetto can arrest the orange Boss.",
	"SISDE: a clue about the green Family; with both green clues the Prefetto can arrest the green Boss.",
	"SISDE: a clue about the green Family; with both green clues the Prefetto can arrest the green Boss.",
}

// CardSet is a set of cards, bit c for card c; its JSON is the cards' ids
// in id order.
type CardSet bitset.Set

// Has reports whether card c is in the set.
func (cs CardSet) Has(c Card) bool { return c.Valid() && cs&(1<<uint(c)) != 0 }

// Cards are the set's cards, by id.
func (cs CardSet) Cards() []Card {
	var out []Card
	for c := Card(0); c < numCards; c++ {
		if cs.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// MarshalJSON writes the set as a list of card ids.
func (cs CardSet) MarshalJSON() ([]byte, error) {
	b := []byte{'['}
	for c := Card(0); c < numCards; c++ {
		if cs&(1<<uint(c)) != 0 {
			if len(b) > 1 {
				b = append(b, ',')
			}
			b = append(b, '"')
			b = append(b, c.String()...)
			b = append(b, '"')
		}
	}
	return append(b, ']'), nil
}

// UnmarshalJSON reads a list of distinct card ids in id order.
func (cs *CardSet) UnmarshalJSON(b []byte) error {
	var ids []Card
	if err := json.Unmarshal(b, &ids); err != nil {
		return err
	}
	var out CardSet
	for i, c := range ids {
		if !c.Valid() || (i > 0 && c <= ids[i-1]) {
			return core.Errorf(core.ErrBadState, "a set of cards lists each card once, in id order")
		}
		out |= 1 << uint(c)
	}
	*cs = out
	return nil
}
