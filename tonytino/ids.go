package tonytino

import (
	"iter"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/ids"
)

// The identifiers, each type declared once as a table (internal/ids): every
// id's spelling (its notation: String, MarshalText, ParseX), its name as
// printed (Name) and its rules text (Text), with the type's none (spelt
// "none", never written) and hidden value (spelt "hidden", a View's). Every
// method below is one line that reads the table, and each type's plural
// (Cards, Corners, ...) yields its real ids, in order.
var (
	cards = ids.New(ids.Spec[Card]{What: "card", Kind: core.ErrBadNotation, IDs: cardIDs(),
		None:   &ids.Entry[Card]{ID: NoCard, Name: "no card", Text: "no card"},
		Hidden: &ids.Entry[Card]{ID: HiddenCard, Name: "a hidden card", Text: "a card the viewer may not see"}})
	corners = ids.New(ids.Spec[Corner]{What: "corner", Kind: core.ErrBadNotation, IDs: cornerIDs(),
		None: &ids.Entry[Corner]{ID: NoCorner, Name: "no corner", Text: "no corner"}})
	streets = ids.New(ids.Spec[Street]{What: "street", Kind: core.ErrBadNotation, IDs: streetIDs(), Expect: "V1 to V6, H1 to H6"})
	tokens  = ids.New(ids.Spec[Token]{What: "token", Kind: core.ErrBadNotation, IDs: tokenIDs(),
		None: &ids.Entry[Token]{ID: NoToken, Name: "no token", Text: "no token: a crew tile covers the corner"}})
	tiles = ids.New(ids.Spec[Tile]{What: "crew tile", Kind: core.ErrBadNotation, IDs: []ids.Entry[Tile]{
		{ID: Informant, Spelling: "0", Name: "Informant", Text: "Informant (value 0): three per colour; adds nothing to a street, but Stool Pigeon swaps it with a stronger tile of yours"},
		{ID: Henchman, Spelling: "1", Name: "Henchman", Text: "Henchman (value 1): eleven per colour, six of them on the board from the start"},
		{ID: Lieutenant, Spelling: "2", Name: "Lieutenant", Text: "Lieutenant (value 2): three per colour"},
		{ID: GodfathersSon, Spelling: "3", Name: "Godfather's Son", Text: "the Godfather's Son (value 3): one per colour, the strongest tile"},
	}, Hidden: &ids.Entry[Tile]{ID: HiddenTile, Name: "hidden tile", Text: "a crew tile the viewer may not see"}})
	rackets = ids.New(ids.Spec[Racket]{What: "racket", Kind: core.ErrBadNotation, IDs: racketIDs(),
		None:   &ids.Entry[Racket]{ID: NoRacket, Name: "no racket", Text: "no racket: the racket draft has put none on the street yet"},
		Hidden: &ids.Entry[Racket]{ID: HiddenRacket, Name: "a face-down racket", Text: "a face-down racket tile of the racket draft"}})
	phases = ids.New(ids.Spec[Phase]{What: "phase", Kind: core.ErrBadNotation, IDs: []ids.Entry[Phase]{
		{ID: Phase1, Spelling: "phase-1", Name: "phase 1", Text: "the active player plays or discards a card, then draws one"},
		{ID: Phase2, Spelling: "phase-2", Name: "phase 2", Text: "the active player places a crew tile; every street it fills is scored (phase 3)"},
		{ID: PhaseDraft, Spelling: "draft", Name: "the racket draft", Text: "the players take turns putting the face-up racket tile on a street without one"},
		{ID: PhaseOver, Spelling: "over", Name: "the end of the game", Text: "all 36 corners hold crew tiles; the most money wins"},
	}})
	decisionKinds = ids.New(ids.Spec[Decision]{What: "decision", Kind: core.ErrBadNotation, IDs: []ids.Entry[Decision]{
		{ID: DecisionPlayOrDiscard, Spelling: "play-or-discard", Name: "phase 1: play or discard a card", Text: "the active player plays a card or discards one, then draws a card"},
		{ID: DecisionRaidWindow, Spelling: "raid-window", Name: "phase 1: the Police Raid window", Text: "the opponent lets the card just played stand, or cancels it with Police Raid"},
		{ID: DecisionTarget, Spelling: "target", Name: "phase 1: the card's targets", Text: "the active player names the corners the card swaps, one at a time"},
		{ID: DecisionPlace, Spelling: "place", Name: "phase 2: place a crew tile", Text: "the active player places a face-up crew tile on a corner of the lowest token value; every street it fills is scored"},
		{ID: DecisionOver, Spelling: "over", Name: "the end of the game", Text: "all 36 corners hold crew tiles; the most money wins"},
		{ID: DecisionPutRacket, Spelling: "put-racket", Name: "setup: the racket draft", Text: "the players take turns putting the face-up racket tile on a street without one"},
	}})
	// fates are where a street's racket tile is now, spelt as a racket's
	// "at" in a position; fate is unexported, with MarshalText and
	// UnmarshalText only.
	fates = ids.New(ids.Spec[fate]{What: "place of a racket", Kind: core.ErrBadNotation, IDs: []ids.Entry[fate]{
		{ID: onStreet, Spelling: "street", Name: "on its street", Text: "still at the end of its street"},
		{ID: wonByP0, Spelling: "P0", Name: "won by P0", Text: "won by P0"},
		{ID: wonByP1, Spelling: "P1", Name: "won by P1", Text: "won by P1"},
		{ID: setupFull, Spelling: "setup", Name: "discarded at setup", Text: "discarded at setup: the street was full before play began"},
		{ID: tied, Spelling: "tie", Name: "discarded on a tie", Text: "discarded in phase 3: the street was a tie"},
		{ID: toDraft, Spelling: "draft", Name: "not put out yet", Text: "none yet: the racket draft puts one here"},
	}})
	moveKinds = ids.New(ids.Spec[MoveKind]{What: "move kind", Kind: core.ErrBadNotation, IDs: moveKindIDs(),
		None: &ids.Entry[MoveKind]{ID: NoMoveKind, Name: "no move", Text: "no move: the zero Move, never legal"}})
	eventKinds = ids.New(ids.Spec[EventKind]{What: "event kind", Kind: core.ErrBadNotation, IDs: eventKindIDs(),
		None: &ids.Entry[EventKind]{ID: NoEventKind, Name: "no event", Text: "no event: the zero Event"}})
)

// cardIDs are the cards of the card table. Super Crew and Police Raid
// are the printed names; the rulebook shows the other five only as
// pictures.
func cardIDs() []ids.Entry[Card] {
	var out []ids.Entry[Card]
	for c := StepUp; c < numCards; c++ {
		f := cardTable[c]
		out = append(out, ids.Entry[Card]{ID: c, Spelling: f.id, Name: f.name, Text: f.name + ": " + f.text,
			Placeholder: c != SuperCrew && c != PoliceRaid})
	}
	return out
}

// cornerIDs are the 36 corners, row by row: "C4", "corner C4", "the corner
// of column C and row 4, on streets V3 and H4".
func cornerIDs() []ids.Entry[Corner] {
	var out []ids.Entry[Corner]
	for c := Corner(0); c < NumCorners; c++ {
		col, row := string(rune('A'+c.Col())), strconv.Itoa(c.Row()+1)
		v, h := c.Streets()
		out = append(out, ids.Entry[Corner]{ID: c, Spelling: col + row, Name: "corner " + col + row,
			Text: "the corner of column " + col + " and row " + row + ", on streets " + streetSpelling(v) + " and " + streetSpelling(h)})
	}
	return out
}

// streetSpelling is street st's notation: V1..V6 for the columns, H1..H6
// for the rows.
func streetSpelling(st Street) string {
	if st < 6 {
		return "V" + strconv.Itoa(int(st)+1)
	}
	return "H" + strconv.Itoa(int(st)-5)
}

// streetIDs are the twelve streets, in street order.
func streetIDs() []ids.Entry[Street] {
	var out []ids.Entry[Street]
	for st := Street(0); st < NumStreets; st++ {
		text := ""
		if st < 6 {
			col := string(rune('A' + st))
			text = "the street down column " + col + ", corners " + col + "1 to " + col + "6; its racket lies above the board"
		} else {
			row := strconv.Itoa(int(st) - 5)
			text = "the street along row " + row + ", corners A" + row + " to F" + row + "; its racket lies right of the board"
		}
		out = append(out, ids.Entry[Street]{ID: st, Spelling: streetSpelling(st), Name: "street " + streetSpelling(st), Text: text})
	}
	return out
}

// tokenIDs are the token values 1 to 10.
func tokenIDs() []ids.Entry[Token] {
	var out []ids.Entry[Token]
	for t := Token(1); t <= MaxToken; t++ {
		n := strconv.Itoa(int(t))
		out = append(out, ids.Entry[Token]{ID: t, Spelling: n, Name: "token " + n,
			Text: "corner token " + n + ": phase 2 places a crew tile on a corner of the lowest token still on the board"})
	}
	return out
}

// racketIDs are the four racket values, by their worth.
func racketIDs() []ids.Entry[Racket] {
	var out []ids.Entry[Racket]
	for _, r := range []Racket{1, 2, 3, 5} {
		out = append(out, ids.Entry[Racket]{ID: r, Spelling: strconv.Itoa(int(r)) + "0k", Name: money(r.Dollars()),
			Text: "a racket tile worth " + money(r.Dollars()) + ": once all six corners of its street hold crew tiles, " +
				"the colour with the higher total wins it; a tie discards it"})
	}
	return out
}

// moveKindIDs are the move kinds of the move kind table.
func moveKindIDs() []ids.Entry[MoveKind] {
	var out []ids.Entry[MoveKind]
	for k := MoveKindPlay; k < numMoveKinds; k++ {
		out = append(out, ids.Entry[MoveKind]{ID: k, Spelling: moveKindTable[k].verb, Name: moveKindTable[k].name, Text: moveKindTable[k].text})
	}
	return out
}

// eventKindIDs are the event kinds of the event kind table; a kind's name
// is its id in words ("racket won").
func eventKindIDs() []ids.Entry[EventKind] {
	var out []ids.Entry[EventKind]
	for k := EventKindTurnStarted; k < numEventKinds; k++ {
		out = append(out, ids.Entry[EventKind]{ID: k, Spelling: eventKindTable[k].id,
			Name: strings.ReplaceAll(eventKindTable[k].id, "-", " "), Text: eventKindTable[k].text})
	}
	return out
}

// ---- Card ----

// String is the card's notation: "step-up", "police-raid" ("none" for
// NoCard, "hidden" for HiddenCard).
func (c Card) String() string { return cards.String(c) }

// Name is the card's name: "Step Up", "Police Raid" ("a hidden card" for
// HiddenCard).
func (c Card) Name() string { return cards.Name(c) }

// Text is what the card does, for a tooltip: "Step Up: this turn, ...".
func (c Card) Text() string { return cards.Text(c) }

// MarshalText writes the card's notation ("step-up", "hidden"); NoCard is
// not written (it is left out).
func (c Card) MarshalText() ([]byte, error) { return cards.MarshalText(c) }

// UnmarshalText reads a card's notation, "hidden" (a View's hidden card)
// too.
func (c *Card) UnmarshalText(b []byte) error { return cards.UnmarshalText(c, b) }

// ParseCard reads a card's notation ("step-up" ... "police-raid").
func ParseCard(s string) (Card, error) { return cards.Parse(s) }

// Cards yields the seven cards, in card order.
func Cards() iter.Seq[Card] { return cards.All() }

// ---- Corner ----

// String is the corner's notation, "A1" to "F6" ("none" for NoCorner).
func (c Corner) String() string { return corners.String(c) }

// Name is the corner as a player says it: "corner C4".
func (c Corner) Name() string { return corners.Name(c) }

// Text says where the corner lies: "the corner of column C and row 4, on
// streets V3 and H4".
func (c Corner) Text() string { return corners.Text(c) }

// MarshalText writes the corner's notation ("C4"); NoCorner is not written.
func (c Corner) MarshalText() ([]byte, error) { return corners.MarshalText(c) }

// UnmarshalText reads a corner's notation.
func (c *Corner) UnmarshalText(b []byte) error { return corners.UnmarshalText(c, b) }

// ParseCorner reads a corner's notation, "A1" to "F6".
func ParseCorner(s string) (Corner, error) { return corners.Parse(s) }

// Corners yields the 36 corners, row by row from A1 to F6.
func Corners() iter.Seq[Corner] { return corners.All() }

// ---- Street ----

// String is the street's notation: "V1".."V6" for the columns A..F,
// "H1".."H6" for the rows 1..6.
func (st Street) String() string { return streets.String(st) }

// Name is the street as a player says it: "street V3".
func (st Street) Name() string { return streets.Name(st) }

// Text says which corners the street joins and where its racket lies.
func (st Street) Text() string { return streets.Text(st) }

// MarshalText writes the street's notation ("V1", "H3").
func (st Street) MarshalText() ([]byte, error) { return streets.MarshalText(st) }

// UnmarshalText reads a street's notation.
func (st *Street) UnmarshalText(b []byte) error { return streets.UnmarshalText(st, b) }

// ParseStreet reads a street's notation, "V1".."V6" or "H1".."H6".
func ParseStreet(s string) (Street, error) { return streets.Parse(s) }

// Streets yields the twelve streets in street order, V1..V6 then H1..H6.
func Streets() iter.Seq[Street] { return streets.All() }

// ---- Token ----

// String is the token's notation, its number: "5" ("none" for NoToken).
func (t Token) String() string { return tokens.String(t) }

// Name is the token as a player says it: "token 5".
func (t Token) Name() string { return tokens.Name(t) }

// Text is the token's rule.
func (t Token) Text() string { return tokens.Text(t) }

// MarshalText writes the token's notation ("5"); NoToken is not written.
func (t Token) MarshalText() ([]byte, error) { return tokens.MarshalText(t) }

// UnmarshalText reads a token's notation, "1" to "10".
func (t *Token) UnmarshalText(b []byte) error { return tokens.UnmarshalText(t, b) }

// ParseToken reads a token's notation, "1" to "10".
func ParseToken(s string) (Token, error) { return tokens.Parse(s) }

// Tokens yields the token values 1 to 10.
func Tokens() iter.Seq[Token] { return tokens.All() }

// ---- Tile ----

// String is the tile's notation, its value "0".."3" ("hidden" for
// HiddenTile).
func (t Tile) String() string { return tiles.String(t) }

// Name is the tile as printed: "Informant", "Henchman", "Lieutenant",
// "Godfather's Son".
func (t Tile) Name() string { return tiles.Name(t) }

// Text is the tile's rules text.
func (t Tile) Text() string { return tiles.Text(t) }

// MarshalText writes the tile's notation ("2", "hidden").
func (t Tile) MarshalText() ([]byte, error) { return tiles.MarshalText(t) }

// UnmarshalText reads a tile's notation, "hidden" too.
func (t *Tile) UnmarshalText(b []byte) error { return tiles.UnmarshalText(t, b) }

// ParseTile reads a tile's notation, "0" to "3".
func ParseTile(s string) (Tile, error) { return tiles.Parse(s) }

// Tiles yields the four crew tiles, by value.
func Tiles() iter.Seq[Tile] { return tiles.All() }

// ---- Racket ----

// String is the racket's id: "30k" ("hidden" for HiddenRacket, "none" for
// NoRacket).
func (r Racket) String() string { return rackets.String(r) }

// Name is the racket as printed: "$30,000".
func (r Racket) Name() string { return rackets.Name(r) }

// Text is the racket's rule.
func (r Racket) Text() string { return rackets.Text(r) }

// MarshalText writes the racket's id ("30k", "hidden"); NoRacket is not
// written (it is left out).
func (r Racket) MarshalText() ([]byte, error) { return rackets.MarshalText(r) }

// UnmarshalText reads a racket's notation, "hidden" too.
func (r *Racket) UnmarshalText(b []byte) error { return rackets.UnmarshalText(r, b) }

// ParseRacket reads a racket's id, "10k", "20k", "30k" or "50k".
func ParseRacket(s string) (Racket, error) { return rackets.Parse(s) }

// Rackets yields the four racket values, from 10k up (the twelve tiles are
// four 10k, four 20k, three 30k and one 50k).
func Rackets() iter.Seq[Racket] { return rackets.All() }

// ---- Phase ----

// String is the phase's notation: "phase-1", "phase-2", "draft" or "over".
func (ph Phase) String() string { return phases.String(ph) }

// Name is the phase as the rulebook calls it: "phase 1".
func (ph Phase) Name() string { return phases.Name(ph) }

// Text is what happens in the phase, for a tooltip.
func (ph Phase) Text() string { return phases.Text(ph) }

// MarshalText writes the phase's notation.
func (ph Phase) MarshalText() ([]byte, error) { return phases.MarshalText(ph) }

// UnmarshalText reads a phase's notation.
func (ph *Phase) UnmarshalText(b []byte) error { return phases.UnmarshalText(ph, b) }

// ParsePhase reads a phase's notation.
func ParsePhase(s string) (Phase, error) { return phases.Parse(s) }

// Phases yields every phase, in order.
func Phases() iter.Seq[Phase] { return phases.All() }

// ---- Decision ----

// String is the decision's notation: "play-or-discard", "raid-window",
// "target", "place", "over" or "put-racket".
func (d Decision) String() string { return decisionKinds.String(d) }

// Name is the decision as the rulebook calls it.
func (d Decision) Name() string { return decisionKinds.Name(d) }

// Text is what happens in the decision, for a tooltip.
func (d Decision) Text() string { return decisionKinds.Text(d) }

// MarshalText writes the decision's notation ("play-or-discard").
func (d Decision) MarshalText() ([]byte, error) { return decisionKinds.MarshalText(d) }

// UnmarshalText reads a decision's notation ("play-or-discard").
func (d *Decision) UnmarshalText(b []byte) error { return decisionKinds.UnmarshalText(d, b) }

// ParseDecision reads a decision's notation.
func ParseDecision(s string) (Decision, error) { return decisionKinds.Parse(s) }

// Decisions yields every decision kind, in order.
func Decisions() iter.Seq[Decision] { return decisionKinds.All() }

// ---- MoveKind ----

// String is the kind's notation word ("play"; "none" for NoMoveKind).
func (k MoveKind) String() string { return moveKinds.String(k) }

// Name is the kind as a player says it: "play a card".
func (k MoveKind) Name() string { return moveKinds.Name(k) }

// Text is what a move of the kind does, for a tooltip.
func (k MoveKind) Text() string { return moveKinds.Text(k) }

// MarshalText writes the kind's notation ("play"); NoMoveKind is not
// written.
func (k MoveKind) MarshalText() ([]byte, error) { return moveKinds.MarshalText(k) }

// UnmarshalText reads a move kind's notation, its verb ("play").
func (k *MoveKind) UnmarshalText(b []byte) error { return moveKinds.UnmarshalText(k, b) }

// ParseMoveKind reads a move kind's notation, its verb ("play").
func ParseMoveKind(s string) (MoveKind, error) { return moveKinds.Parse(s) }

// MoveKinds yields the kinds of move, in order.
func MoveKinds() iter.Seq[MoveKind] { return moveKinds.All() }

// ---- EventKind ----

// String is the kind's notation ("racket-won"; "none" for NoEventKind).
func (k EventKind) String() string { return eventKinds.String(k) }

// Name is the kind in words: "racket won".
func (k EventKind) Name() string { return eventKinds.Name(k) }

// Text says what an event of the kind reports, for a tooltip.
func (k EventKind) Text() string { return eventKinds.Text(k) }

// MarshalText writes the kind's notation ("racket-won"); NoEventKind is
// not written.
func (k EventKind) MarshalText() ([]byte, error) { return eventKinds.MarshalText(k) }

// UnmarshalText reads an event kind's notation ("racket-won").
func (k *EventKind) UnmarshalText(b []byte) error { return eventKinds.UnmarshalText(k, b) }

// ParseEventKind reads an event kind's notation ("racket-won").
func ParseEventKind(s string) (EventKind, error) { return eventKinds.Parse(s) }

// EventKinds yields the kinds of event, in order.
func EventKinds() iter.Seq[EventKind] { return eventKinds.All() }

// ---- fate ----

// MarshalText writes the fate's notation, a racket's "at" ("street", "P0").
func (f fate) MarshalText() ([]byte, error) { return fates.MarshalText(f) }

// UnmarshalText reads a fate's notation.
func (f *fate) UnmarshalText(b []byte) error { return fates.UnmarshalText(f, b) }
