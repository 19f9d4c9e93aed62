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
// one spelling notation and JSON write. The range names the game's own
// things only, so no "hidden" or "none" sentinel needs filtering out.
func entries[T id](kind string, first, last T) []Entry {
	var out []Entry
	for x := first; first <= last; x++ {
		out = append(out, Entry{Kind: kind, Code: x.String(), Name: x.Name(), Text: x.Text()})
		if x == last { // not x <= last, which the type's largest value always is
			break
		}
	}
	return out
}
