package sdk

import "sort"

// Entry is one card, power, tile or place of a game, as a glossary shows
// it: its notation code, its printed name and its rules text.
type Entry struct {
	// Kind says what it is ("card", "Wiseguy", "location").
	Kind string `json:"kind"`
	// Code is how notation and JSON write it ("stool-pigeon", "W05").
	Code string `json:"code"`
	// Name is its name as the rulebook prints it ("Stool Pigeon").
	Name string `json:"name"`
	// Text is its rules text, for a tooltip or a help screen.
	Text string `json:"text"`
	// Printed says whether Name is the name printed on the published
	// game's component. False marks a placeholder: the SDK's own label,
	// where no printed card list could be read (the package doc's house
	// rules say which, and what the rules text of such a card rests on).
	Printed bool `json:"printed"`
}

var glossaries = map[string]func() []Entry{}

// Glossary lists the cards, powers, tiles and places of the game named,
// each once, by the one code notation and JSON spell it, with its printed
// name and rules text, so a UI or a terminal program can explain them; nil
// for a name Lookup does not know. Stand-ins (a hidden card, no card) are
// not listed.
func Glossary(name string) []Entry {
	f := glossaries[name]
	if f == nil {
		return nil
	}
	out := f()
	sort.SliceStable(out, func(i, j int) bool { return out[i].Kind < out[j].Kind })
	return out
}

// id is what a game's identifier types have: a small integer with its
// one spelling (String), its printed name and its rules text.
type id interface {
	~int8 | ~uint8
	String() string
	Name() string
	Text() string
}

// entries lists the ids first to last of one identifier type, each by the
// one spelling notation and JSON write, printed when printed says so. The
// range names the game's own things only, so no "hidden" or "none"
// sentinel needs filtering out.
func entries[T id](kind string, first, last T, printed func(T) bool) []Entry {
	var out []Entry
	for x := first; first <= last; x++ {
		out = append(out, Entry{Kind: kind, Code: x.String(), Name: x.Name(), Text: x.Text(), Printed: printed(x)})
		if x == last { // not x <= last, which the type's largest value always is
			break
		}
	}
	return out
}

// printed and placeholder say of every id of a type that its name is, or
// is not, the printed one.
func printed[T any](T) bool     { return true }
func placeholder[T any](T) bool { return false }
