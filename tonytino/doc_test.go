package tonytino

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/budget"
)

// packageDoc is the package's documentation, read from its source (test
// files left out).
func packageDoc(t *testing.T) *doc.Package {
	t.Helper()
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		src, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, n, src, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	p, err := doc.NewFromFiles(fset, files, "github.com/mafiarules/sdk/tonytino", doc.PreserveAST)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// docSection is the package doc's section under the heading, its words
// joined by single spaces (a list may wrap anywhere).
func docSection(t *testing.T, heading string) string {
	t.Helper()
	text := packageDoc(t).Doc
	i := strings.Index(text, "# "+heading+"\n")
	if i < 0 {
		t.Fatalf("the package doc has no section %q", heading)
	}
	text = text[i+len(heading)+3:]
	if j := strings.Index(text, "\n# "); j >= 0 {
		text = text[:j]
	}
	return strings.Join(strings.Fields(text), " ")
}

// The position section lists every count a writer of positions needs, as
// the game's own tables have them: the tokens, each colour's crew tiles,
// the rackets and the cards of a deck (in both readings of HOUSE-4).
func TestPositionSectionListsEveryCount(t *testing.T) {
	section := docSection(t, "The position format")
	for what, counts := range map[string]string{
		"the tokens":                  tokenMixText,
		"a colour's crew tiles":       tileMixText,
		"the rackets":                 racketMixText,
		"a deck":                      cardMixText,
		"a deck with stool_pigeon_x3": cardX3MixText,
	} {
		if !strings.Contains(section, counts) {
			t.Errorf("the position section does not list %s: %q", what, counts)
		}
	}
	if racketMixText != "50k ×1, 30k ×3, 20k ×4, 10k ×4" || !strings.HasPrefix(cardMixText, "step-up ×5, stool-pigeon ×2,") {
		t.Errorf("the counts as listed: %q, %q", racketMixText, cardMixText)
	}
}

// Every UnmarshalText says what it reads: its own type, in words ("a
// decision's notation"), and no other id type.
func TestUnmarshalTextDocsNameTheirOwnType(t *testing.T) {
	words := map[string]string{"Card": "card", "Corner": "corner", "Decision": "decision", "EventKind": "event kind",
		"MoveKind": "move kind", "Phase": "phase", "Racket": "racket", "Street": "street", "Tile": "tile", "Token": "token"}
	for _, typ := range packageDoc(t).Types {
		own, ok := words[typ.Name]
		if !ok {
			continue
		}
		found := false
		for _, m := range typ.Methods {
			if m.Name != "UnmarshalText" {
				continue
			}
			found = true
			text := strings.ToLower(m.Doc)
			if !strings.Contains(text, own) {
				t.Errorf("%s.UnmarshalText's doc does not say it reads a %s: %q", typ.Name, own, m.Doc)
			}
			for other, w := range words {
				if other != typ.Name && !strings.Contains(own, w) && strings.Contains(text, w+"'s") {
					t.Errorf("%s.UnmarshalText's doc says it reads a %s: %q", typ.Name, w, m.Doc)
				}
			}
		}
		if !found {
			t.Errorf("%s has no UnmarshalText", typ.Name)
		}
	}
}

// A card that waits in the Police Raid window draws nothing yet: the
// player draws when the window closes (or after the targets), as the
// package doc's take-back paragraph says.
func TestACardWaitingInTheRaidWindowDrawsNothingYet(t *testing.T) {
	seen := false
	for _, s := range randomStates(t) {
		if s.decision != DecisionPlayOrDiscard {
			continue
		}
		for _, m := range Legal(s) {
			next, evs, err := Apply(s, m)
			if err != nil {
				t.Fatal(err)
			}
			if next.decision != DecisionRaidWindow {
				continue
			}
			seen = true
			for _, e := range evs {
				if e.(*Event).Kind == EventKindCardDrawn {
					t.Fatalf("%v opens the Police Raid window and draws a card: %v", m, e)
				}
			}
		}
	}
	if !seen {
		t.Fatal("no card opened the Police Raid window")
	}
	online := docSection(t, "Online tables: take-backs and default moves")
	if strings.Contains(online, "playing or discarding a card draws one") || !strings.Contains(online, "waits in the Police Raid window") {
		t.Errorf("the take-back paragraph does not say a card waiting in the Police Raid window draws nothing yet: %q", online)
	}
}

// camel is an id in CamelCase: "play-or-discard" is "PlayOrDiscard".
func camel(id string) string {
	out := ""
	for _, w := range strings.Split(id, "-") {
		if w != "" {
			out += strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return out
}

// Rule 2 of the Go surface: every kind constant is named for its id,
// MoveKind, EventKind, Decision or Phase and the id in CamelCase, without
// doubling a word (Phase1 for phase-1); the only other constant of these
// types is the none of rule 3. And no exported constant is defined from an
// unexported name, so go doc shows what each is.
func TestKindConstantsAreNamedForTheirIds(t *testing.T) {
	want := map[string]map[string]bool{"MoveKind": {}, "EventKind": {}, "Decision": {}, "Phase": {}}
	add := func(typ, id string) {
		name := camel(id)
		if !strings.HasPrefix(name, typ) {
			name = typ + name
		}
		want[typ][name] = true
	}
	for k := MoveKind(1); k < numMoveKinds; k++ {
		add("MoveKind", k.String())
	}
	for k := EventKind(1); k < numEventKinds; k++ {
		add("EventKind", k.String())
	}
	for d := range numDecisions {
		add("Decision", d.String())
	}
	for ph := range numPhases {
		add("Phase", ph.String())
	}
	pkg := packageDoc(t)
	for _, typ := range pkg.Types {
		names, ok := want[typ.Name]
		if !ok {
			continue
		}
		got := map[string]bool{}
		for _, c := range typ.Consts {
			for _, n := range c.Names {
				if ast.IsExported(n) && n != "No"+typ.Name {
					got[n] = true
					if !names[n] {
						t.Errorf("%s constant %s is not named for an id (%v)", typ.Name, n, keys(names))
					}
				}
			}
		}
		for n := range names {
			if !got[n] {
				t.Errorf("no %s constant %s", typ.Name, n)
			}
		}
	}
	for _, v := range allConsts(pkg) {
		for i, n := range v.Names {
			if !n.IsExported() || i >= len(v.Values) {
				continue
			}
			ast.Inspect(v.Values[i], func(x ast.Node) bool {
				if id, ok := x.(*ast.Ident); ok && id.Name != "iota" && !ast.IsExported(id.Name) {
					t.Errorf("exported constant %s is defined from the unexported %s", n, id.Name)
				}
				return true
			})
		}
	}
}

// allConsts is every constant spec of the package, grouped or not.
func allConsts(pkg *doc.Package) []*ast.ValueSpec {
	var out []*ast.ValueSpec
	groups := append([]*doc.Value(nil), pkg.Consts...)
	for _, typ := range pkg.Types {
		groups = append(groups, typ.Consts...)
	}
	for _, g := range groups {
		for _, spec := range g.Decl.Specs {
			out = append(out, spec.(*ast.ValueSpec))
		}
	}
	return out
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// Rule 8 of the Go surface, values not tuples: no exported function or
// method returns three results or more, an error aside (State.Racket and
// State.Tile return a struct named for their facts).
func TestAccessorsReturnValuesNotTuples(t *testing.T) {
	pkg := packageDoc(t)
	funcs := append([]*doc.Func(nil), pkg.Funcs...)
	for _, typ := range pkg.Types {
		funcs = append(append(funcs, typ.Funcs...), typ.Methods...)
	}
	for _, f := range funcs {
		n := 0
		if res := f.Decl.Type.Results; res != nil {
			for i, r := range res.List {
				if id, ok := r.Type.(*ast.Ident); ok && id.Name == "error" && i == len(res.List)-1 {
					break
				}
				n += max(len(r.Names), 1)
			}
		}
		if n >= 3 {
			t.Errorf("%s %s returns %d results: return a struct named for them", f.Recv, f.Name, n)
		}
	}
	for _, s := range randomStates(t) {
		for c := range Corner(NumCorners) {
			b, tl := s.board[c], s.Tile(c)
			if tl.Placed != isTile(b) || tl.Placed && (tl.Owner != tileOwner(b) || tl.Tile != tileOf(b)) || !tl.Placed && tl.Owner != core.NoPlayer {
				t.Fatalf("Tile(%v) is %+v on the cell %#x", c, tl, b)
			}
		}
		for st := range Street(NumStreets) {
			rs, sr := s.rackets[st], s.Racket(st)
			owner := map[fate]core.Player{wonByP0: 0, wonByP1: 1}[rs.fate()]
			if _, won := map[fate]bool{wonByP0: true, wonByP1: true}[rs.fate()]; !won {
				owner = core.NoPlayer
			}
			if sr.Racket != rs.racket() || sr.OnStreet != (rs.fate() == onStreet) || sr.Owner != owner {
				t.Fatalf("Racket(%v) is %+v for %v at fate %d", st, sr, rs.racket(), rs.fate())
			}
		}
	}
}

// idTypes are the exported id types, each with its plural.
var idTypes = map[string]string{"Card": "Cards", "Corner": "Corners", "Decision": "Decisions", "EventKind": "EventKinds",
	"MoveKind": "MoveKinds", "Phase": "Phases", "Racket": "Rackets", "Street": "Streets", "Tile": "Tiles", "Token": "Tokens"}

// Rule 1 of the Go surface: every id type has String, Name, Text,
// MarshalText, UnmarshalText, ParseX and Xs, each one line that reads its
// table (no id method holds logic of its own).
func TestIdTypesAreOneTableEach(t *testing.T) {
	pkg := packageDoc(t)
	funcs := map[string]*doc.Func{}
	for _, f := range pkg.Funcs {
		funcs[f.Name] = f
	}
	oneLine := func(what string, f *doc.Func) {
		body := f.Decl.Body
		if body == nil || len(body.List) != 1 {
			t.Errorf("%s is not one line", what)
			return
		}
		ret, ok := body.List[0].(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 {
			t.Errorf("%s does not return what its table says", what)
			return
		}
		call, ok := ret.Results[0].(*ast.CallExpr)
		sel, ok2 := call.Fun.(*ast.SelectorExpr)
		if !ok || !ok2 {
			t.Errorf("%s does not call its table", what)
			return
		}
		if _, ok := sel.X.(*ast.Ident); !ok {
			t.Errorf("%s does not call its table", what)
		}
	}
	seen := map[string]bool{}
	for _, typ := range pkg.Types {
		plural, ok := idTypes[typ.Name]
		if !ok {
			continue
		}
		seen[typ.Name] = true
		methods := map[string]*doc.Func{}
		for _, m := range typ.Methods {
			methods[m.Name] = m
		}
		for _, f := range typ.Funcs {
			funcs[f.Name] = f
		}
		for _, name := range []string{"String", "Name", "Text", "MarshalText", "UnmarshalText"} {
			if m := methods[name]; m == nil {
				t.Errorf("%s has no %s", typ.Name, name)
			} else {
				oneLine(typ.Name+"."+name, m)
			}
		}
		for _, name := range []string{"Parse" + typ.Name, plural} {
			if f := funcs[name]; f == nil {
				t.Errorf("%s has no %s", typ.Name, name)
			} else {
				oneLine(name, f)
			}
		}
	}
	if len(seen) != len(idTypes) {
		t.Errorf("id types found: %v", seen)
	}
}

// idOf is an id type's values as the checks of Xs need them.
type idOf interface {
	String() string
	MarshalText() ([]byte, error)
}

// roundTrip checks the real ids of one type: each parses from its
// String, marshals to it and reads back, and none is the none or hidden.
func roundTrip[X interface {
	comparable
	idOf
}, P interface {
	*X
	UnmarshalText([]byte) error
}](t *testing.T, all func(func(X) bool), parse func(string) (X, error), want int) {
	t.Helper()
	n := 0
	for x := range all {
		n++
		s := x.String()
		if s == "none" || s == "hidden" || s == "" {
			t.Errorf("%T yields %q", x, s)
		}
		if p, err := parse(s); err != nil || p != x {
			t.Errorf("Parse(%q) = %v, %v", s, p, err)
		}
		b, err := x.MarshalText()
		var back X
		if err != nil || string(b) != s || P(&back).UnmarshalText(b) != nil || back != x {
			t.Errorf("%T %q marshals as %q (%v), back %v", x, s, b, err, back)
		}
	}
	if n != want {
		var x X
		t.Errorf("%T: %d ids, want %d", x, n, want)
	}
}

// Each plural yields the real ids of its type, every one round-trips its
// notation, and Valid agrees with them.
func TestIdPluralsYieldTheRealIdsOnly(t *testing.T) {
	roundTrip[Card](t, Cards(), ParseCard, 7)
	roundTrip[Corner](t, Corners(), ParseCorner, NumCorners)
	roundTrip[Street](t, Streets(), ParseStreet, NumStreets)
	roundTrip[Token](t, Tokens(), ParseToken, int(MaxToken))
	roundTrip[Tile](t, Tiles(), ParseTile, 4)
	roundTrip[Racket](t, Rackets(), ParseRacket, 4)
	roundTrip[Phase](t, Phases(), ParsePhase, int(numPhases))
	roundTrip[Decision](t, Decisions(), ParseDecision, int(numDecisions))
	roundTrip[MoveKind](t, MoveKinds(), ParseMoveKind, int(numMoveKinds)-1)
	roundTrip[EventKind](t, EventKinds(), ParseEventKind, int(numEventKinds)-1)
	for v := -128; v < 256; v++ {
		if c := Card(v); c.valid() != cards.Valid(c) {
			t.Errorf("Card(%d).valid() is %v", v, c.valid())
		}
		if c := Corner(v); v < 128 && c.Valid() != corners.Valid(c) {
			t.Errorf("Corner(%d).Valid() is %v", v, c.Valid())
		}
		if st := Street(v); v < 128 && st.Valid() != streets.Valid(st) {
			t.Errorf("Street(%d).Valid() is %v", v, st.Valid())
		}
		if tk := Token(v); tk.Valid() != tokens.Valid(tk) {
			t.Errorf("Token(%d).Valid() is %v", v, tk.Valid())
		}
		if tl := Tile(v); tl.Valid() != tiles.Valid(tl) {
			t.Errorf("Tile(%d).Valid() is %v", v, tl.Valid())
		}
		if r := Racket(v); r.Valid() != rackets.Valid(r) {
			t.Errorf("Racket(%d).Valid() is %v", v, r.Valid())
		}
	}
}

// Rule 5 of the Go surface: the position codec lives in json.go, within
// its budget: at most 450 lines, no function over 80 (the envelope, the
// shapes and the ids are shared code, internal/envelope and internal/ids).
func TestPositionCodecKeepsItsBudget(t *testing.T) {
	budget.File(t, "json.go", 450, 450)
}
