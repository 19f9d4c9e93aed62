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
// with their codes, printed names and rules texts, so a UI or a terminal
// program can explain them; nil for a name Lookup does not know.
func Glossary(name string) []Entry {
	f := glossaries[name]
	if f == nil {
		return nil
	}
	out := f()
	sort.SliceStable(out, func(i, j int) bool { return out[i].Kind < out[j].Kind })
	return out
}

// named is what a game's identifier types have.
type named interface {
	String() string
	Name() string
	Text() string
}

// entries lists the ids 0..n-1 of one identifier type, leaving out the
// sentinels ("hidden", "none", "?") and repeats.
func entries[T named](kind string, n int, id func(int) T) []Entry {
	var out []Entry
	seen := map[string]bool{}
	for i := 0; i < n; i++ {
		x := id(i)
		code := x.String()
		switch code {
		case "", "?", "-", "hidden", "none":
			continue
		}
		if seen[code] || x.Name() == "?" || x.Text() == "" {
			continue
		}
		seen[code] = true
		out = append(out, Entry{Kind: kind, Code: code, Name: x.Name(), Text: x.Text()})
	}
	return out
}
