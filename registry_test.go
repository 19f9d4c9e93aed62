package sdk_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/envelope"
	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

// playout plays a game through the registry only, every seat a bot that is
// shown only its own view, and returns the final position and its record.
func playout(t *testing.T, g sdk.Game, config string, seed uint64, spec string) (sdk.Position, core.Record) {
	t.Helper()
	pos, err := g.New([]byte(config), seed)
	if err != nil {
		t.Fatalf("%s New: %v", g.Name(), err)
	}
	rec := core.Record{Game: g.Name(), Config: json.RawMessage(config), Seed: seed, Moves: []string{}}
	bots := make([]sdk.Bot, pos.NumPlayers())
	for i := range bots {
		if bots[i], err = g.Bot(spec, seed+uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	for steps := 0; !pos.Over(); steps++ {
		if steps > 20000 {
			t.Fatalf("%s: no end after %d moves", g.Name(), steps)
		}
		p := pos.ToMove()
		if pos.Prompt() == "" {
			t.Fatalf("%s: empty prompt for %v", g.Name(), p)
		}
		move, err := bots[p].Choose(pos.View(p))
		if err != nil {
			t.Fatalf("%s: bot for %v: %v", g.Name(), p, err)
		}
		if d, err := pos.Describe(move); err != nil || d == "" {
			t.Fatalf("%s: Describe(%q) = %q, %v", g.Name(), move, d, err)
		}
		next, _, err := pos.Apply(move)
		if err != nil {
			t.Fatalf("%s: %v plays %q: %v", g.Name(), p, move, err)
		}
		rec.Moves = append(rec.Moves, move)
		pos = next
	}
	rec.Over = true
	return pos, rec
}

func TestEveryGamePlaysAndReplaysThroughTheRegistry(t *testing.T) {
	if got := sdk.Names(); !slices.Equal(got, []string{"mafia", "nostracity", "speakeasy", "tonytino"}) {
		t.Fatalf("Names() = %v", got)
	}
	for _, name := range sdk.Names() {
		t.Run(name, func(t *testing.T) {
			g, err := sdk.Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			end, rec := playout(t, g, "", 3, "random")
			if r := end.Result(); r.IsZero() || len(r.Rank) != end.NumPlayers() {
				t.Errorf("result %+v", r)
			}
			b, _ := json.Marshal(rec)
			var back core.Record
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			again, err := g.Replay(back)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := end.MarshalJSON()
			got, _ := again.MarshalJSON()
			if string(got) != string(want) {
				t.Errorf("the replayed position differs from the played one")
			}
			unfinished := back
			unfinished.Moves, unfinished.Over = back.Moves[:len(back.Moves)/2], false
			mid, err := g.Replay(unfinished)
			if err != nil || mid.Over() {
				t.Errorf("an unfinished record: %v, over %v", err, mid != nil && mid.Over())
			}
			decoded, err := g.Decode(got)
			if err != nil {
				t.Fatalf("Decode of its own JSON: %v", err)
			}
			if d, _ := decoded.MarshalJSON(); string(d) != string(got) {
				t.Error("the position does not survive its own JSON")
			}
			view, _ := mid.View(mid.ToMove()).MarshalJSON()
			v, err := g.Decode(view)
			if err != nil {
				t.Fatalf("Decode of a view: %v", err)
			}
			if _, _, err := v.Apply(v.Legal()[0]); !errors.Is(err, core.ErrBadState) || err.Error() != envelope.ViewNotPlayable(mid.ToMove()).Error() {
				t.Errorf("Apply on a decoded view: %v, want %v", err, envelope.ViewNotPlayable(mid.ToMove()))
			}
		})
	}
}

func TestTheRegistryRefusesBadInput(t *testing.T) {
	if _, err := sdk.Lookup("chess"); !errors.Is(err, core.ErrBadConfig) || !strings.Contains(err.Error(), "tonytino") {
		t.Errorf("unknown game: %v", err)
	}
	g := sdk.MustLookup("tonytino")
	for _, cfg := range []string{`{"bogus":1}`, `{"Players":2}`, `{"players":2,"players":2}`, `{`} {
		if _, err := g.New([]byte(cfg), 1); !errors.Is(err, core.ErrBadConfig) {
			t.Errorf("config %s: %v, want ErrBadConfig", cfg, err)
		}
	}
	pos, _ := g.New(nil, 1)
	if _, _, err := pos.Apply("P0 fly to the moon"); !errors.Is(err, core.ErrBadNotation) {
		t.Errorf("garbage move: %v", err)
	}
	if _, err := pos.Describe("???"); !errors.Is(err, core.ErrBadNotation) {
		t.Errorf("garbage Describe: %v", err)
	}
	other := sdk.MustLookup("mafia")
	mp, _ := other.New(nil, 1)
	mj, _ := mp.MarshalJSON()
	if _, err := g.Decode(mj); !errors.Is(err, core.ErrBadState) {
		t.Errorf("a Mafia state decoded as Tony & Tino: %v", err)
	}
	for _, bad := range []string{``, `[]`, `{"game":"tonytino"}`, `{"game":"tonytino","version":0,"state":{}}`, strings.Repeat(" ", core.MaxJSON+1)} {
		if _, err := g.Decode([]byte(bad)); !errors.Is(err, core.ErrBadState) {
			t.Errorf("Decode(%.30q): %v", bad, err)
		}
	}
	if _, err := g.Bot("genius", 1); !errors.Is(err, core.ErrBadConfig) {
		t.Errorf("bad bot spec: %v", err)
	}
	b, _ := g.Bot("random", 1)
	if _, err := b.Choose(mp); !errors.Is(err, core.ErrBadState) {
		t.Errorf("a Tony & Tino bot shown a Mafia position: %v", err)
	}
}

func TestSwitchesAreListedWithDocs(t *testing.T) {
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		sw := g.Switches()
		if len(sw) == 0 {
			t.Errorf("%s lists no switches", name)
		}
		for _, s := range sw {
			if s.Key == "" || s.Type == "" || s.Doc == "" || len(s.Default) == 0 || !json.Valid(s.Default) {
				t.Errorf("%s: switch %+v", name, s)
			}
			var v any
			_ = json.Unmarshal(s.Default, &v)
			kind := map[string]string{"bool": "bool", "float64": "int", "string": "string", "[]interface {}": "[]int", "map[string]interface {}": "object"}[fmt.Sprintf("%T", v)]
			if v != nil && kind != s.Type {
				t.Errorf("%s: switch %s is a %s, but its default %s is a %s", name, s.Key, s.Type, s.Default, kind)
			}
			if s.Key != "map" {
				withDefault, err := g.New([]byte(fmt.Sprintf(`{%q:%s}`, s.Key, s.Default)), 1)
				if err != nil {
					t.Errorf("%s: its own default for %s: %v", name, s.Key, err)
					continue
				}
				// the default is the value the game plays when the key is
				// left out: the same random game, move for move (the Hash
				// covers the whole position, its rules included)
				plain, _ := g.New(nil, 1)
				r := core.NewRNG(5)
				for n := 0; n < 400 && !plain.Over(); n++ {
					if withDefault.Hash() != plain.Hash() {
						t.Errorf("%s: %s set to its default %s plays another game than leaving it out (move %d)", name, s.Key, s.Default, n)
						break
					}
					l := plain.Legal()
					var k int
					k, r = r.IntN(len(l))
					plain, _, _ = plain.Apply(l[k])
					withDefault, _, _ = withDefault.Apply(l[k])
				}
			}
		}
	}
}

func TestSeatsAreNamed(t *testing.T) {
	m := sdk.MustLookup("mafia")
	pos, _ := m.New([]byte(`{"players":5}`), 1)
	if got := pos.Seat(2); got != "P2 (the black Family)" {
		t.Errorf("Seat(2) = %q", got)
	}
	if got := pos.Seat(0); got != "P0 (the State)" {
		t.Errorf("Seat(0) = %q", got)
	}
	if got := pos.Seat(core.NoPlayer); got != "spectator" {
		t.Errorf("Seat(NoPlayer) = %q", got)
	}
}

func TestEveryGameHasAGlossary(t *testing.T) {
	want := map[string]int{"tonytino": 7, "nostracity": 20 + 9 + 6, "mafia": 24, "speakeasy": 8 + 4}
	for _, name := range sdk.Names() {
		gl := sdk.Glossary(name)
		if len(gl) < want[name] {
			t.Errorf("%s: a glossary of %d entries, want at least %d", name, len(gl), want[name])
		}
		for _, e := range gl {
			if e.Code == "" || e.Name == "" || e.Text == "" || e.Kind == "" || e.Name == "?" {
				t.Errorf("%s: entry %+v", name, e)
			}
		}
	}
	if sdk.Glossary("chess") != nil {
		t.Error("a glossary for an unknown game")
	}
}

// What one game calls a thing every game calls the same way: the refusals
// a UI shows most often read alike in all four.
func TestRefusalsReadAlikeInEveryGame(t *testing.T) {
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		pos, err := g.New(nil, 2)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := pos.Apply("P0 fly"); !errors.Is(err, core.ErrBadNotation) || !strings.Contains(err.Error(), `"fly" is not a move (`) {
			t.Errorf("%s, an unknown verb: %v", name, err)
		}
		if _, _, err := pos.Apply("P0"); !errors.Is(err, core.ErrBadNotation) || !strings.Contains(err.Error(), "want a seat and a verb, as in ") {
			t.Errorf("%s, no verb: %v", name, err)
		}
		if _, err := g.New([]byte(`{"players":"2"}`), 1); !errors.Is(err, core.ErrBadConfig) || !strings.Contains(err.Error(), name+` config: key "players": want a whole number, not a string`) {
			t.Errorf("%s, players as a string: %v", name, err)
		}
		if _, err := g.New([]byte(`{"players":9}`), 1); !errors.Is(err, core.ErrBadConfig) || !strings.Contains(err.Error(), g.Title()+" is for ") {
			t.Errorf("%s, nine players: %v", name, err)
		}
		b, _ := pos.MarshalJSON()
		var head struct{ Version int }
		_ = json.Unmarshal(b, &head)
		later := strings.Replace(string(b), fmt.Sprintf(`"version":%d`, head.Version), `"version":9`, 1)
		if _, err := g.Decode([]byte(later)); !errors.Is(err, core.ErrBadState) || !strings.Contains(err.Error(), fmt.Sprintf("%s position version 9: this package reads version %d", name, head.Version)) {
			t.Errorf("%s, version 9: %v", name, err)
		}
		wrong := strings.Replace(string(b), `"game":"`+name+`"`, `"game":"chess"`, 1)
		if _, err := g.Decode([]byte(wrong)); !errors.Is(err, core.ErrBadState) || !strings.Contains(err.Error(), `a position of "chess", not of "`+name+`"`) {
			t.Errorf("%s, another game's position: %v", name, err)
		}
		to := pos.ToMove()
		other := core.Player((int(to) + 1) % pos.NumPlayers())
		move := pos.Legal()[0]
		move = other.String() + move[len(to.String()):]
		if _, _, err := pos.Apply(move); !errors.Is(err, core.ErrNotYourTurn) || !strings.Contains(err.Error(), to.String()+" decides now, not "+other.String()) {
			t.Errorf("%s, another seat's move %q: %v", name, move, err)
		}
	}
}

// walk plays a random game of g through the registry and calls check on
// every position, the final one included.
func walk(t *testing.T, g sdk.Game, config string, seed uint64, check func(pos sdk.Position)) {
	t.Helper()
	pos, err := g.New([]byte(config), seed)
	if err != nil {
		t.Fatalf("%s New: %v", g.Name(), err)
	}
	r := core.NewRNG(seed)
	for steps := 0; ; steps++ {
		check(pos)
		if pos.Over() {
			return
		}
		if steps > 20000 {
			t.Fatalf("%s: no end after %d moves", g.Name(), steps)
		}
		l := pos.Legal()
		var k int
		k, r = r.IntN(len(l))
		if pos, _, err = pos.Apply(l[k]); err != nil {
			t.Fatalf("%s: %q: %v", g.Name(), l[k], err)
		}
	}
}

// typed is what the registry reads from a game's own State.
type typed struct {
	active  core.Player
	phase   string
	score   func(p core.Player) int
	isOver  bool
	exactly string // the decision the package itself names, "" where it names none yet
}

func typedOf(t *testing.T, pos sdk.Position) typed {
	t.Helper()
	if s, ok := sdk.State[tonytino.State](pos); ok {
		return typed{s.Active(), s.Phase().String(), s.Score, s.Phase() == tonytino.PhaseOver, s.Decision().String()}
	}
	if s, ok := sdk.State[nostracity.State](pos); ok {
		return typed{s.Active(), s.Phase().String(), s.Score, s.Phase() == nostracity.PhaseOver, ""}
	}
	if s, ok := sdk.State[mafia.State](pos); ok {
		return typed{s.Active(), s.Phase().String(), s.Score, s.Decision() == mafia.DecisionOver, s.Decision().String()}
	}
	if s, ok := sdk.State[speakeasy.State](pos); ok {
		return typed{s.Active(), s.Phase().String(), s.Score, s.Phase() == speakeasy.PhaseOver, s.Decision().String()}
	}
	t.Fatalf("a position of no known game: %T", pos)
	return typed{}
}

var kebab = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// Position.Active, Phase, Decision and Score say what the game's State
// says, in every game: whose turn, the phase and the decision as the
// position format spells them, and each seat's score, which at the end is
// Result's.
func TestPositionsSayWhoseTurnPhaseDecisionAndScore(t *testing.T) {
	for _, name := range sdk.Names() {
		t.Run(name, func(t *testing.T) {
			g := sdk.MustLookup(name)
			decisions := map[string]bool{}
			for seed := uint64(1); seed <= 3; seed++ {
				walk(t, g, "", seed, func(pos sdk.Position) {
					want := typedOf(t, pos)
					if got := pos.Active(); got != want.active {
						t.Fatalf("Active() = %v, the State says %v", got, want.active)
					}
					if pos.Over() && pos.Active() != core.NoPlayer {
						t.Fatalf("Active() = %v after the end, want NoPlayer", pos.Active())
					}
					if got := pos.Phase(); got != want.phase || got == "" || got == "?" {
						t.Fatalf("Phase() = %q, the State says %q", got, want.phase)
					}
					d := pos.Decision()
					decisions[d] = true
					if !kebab.MatchString(d) {
						t.Fatalf("Decision() = %q, not a kebab-case kind", d)
					}
					if (d == "over") != pos.Over() || want.isOver != pos.Over() {
						t.Fatalf("Decision() = %q with Over() %v", d, pos.Over())
					}
					if want.exactly != "" && !pos.Over() && d != want.exactly {
						t.Fatalf("Decision() = %q, the State says %q", d, want.exactly)
					}
					n := pos.NumPlayers()
					for p := core.Player(0); int(p) < n; p++ {
						if got := pos.Score(p); got != want.score(p) {
							t.Fatalf("Score(%v) = %d, the State says %d", p, got, want.score(p))
						}
						if pos.Over() && pos.Score(p) != pos.Result().Scores[p] {
							t.Fatalf("Score(%v) = %d at the end, Result says %d", p, pos.Score(p), pos.Result().Scores[p])
						}
					}
					if pos.Score(core.NoPlayer) != 0 || pos.Score(core.Player(n)) != 0 {
						t.Fatalf("a seat the game does not have scores %d, %d", pos.Score(core.NoPlayer), pos.Score(core.Player(n)))
					}
				})
			}
			if len(decisions) < 3 {
				t.Errorf("three random games met only the decisions %v", decisions)
			}
			t.Logf("decisions: %v", slices.Sorted(maps.Keys(decisions)))
		})
	}
}

// Nostra City names a pending decision (a Fit of Rage to aim, a Wiseguy to
// make Busy) rather than the step it interrupts.
func TestNostraCityDecisionIsThePendingOne(t *testing.T) {
	g := sdk.MustLookup("nostracity")
	seen := false
	for seed := uint64(1); seed <= 20 && !seen; seed++ {
		walk(t, g, "", seed, func(pos sdk.Position) {
			b, _ := pos.MarshalJSON()
			var head struct {
				Decision  string `json:"decision"`
				Decisions []struct {
					Decision string `json:"decision"`
				} `json:"decisions"`
			}
			if err := json.Unmarshal(b, &head); err != nil {
				t.Fatal(err)
			}
			want := head.Decision
			if len(head.Decisions) > 0 {
				want = head.Decisions[0].Decision
				seen = seen || want == "fit-of-rage-target" || want == "make-busy"
			}
			if pos.Over() {
				want = "over"
			}
			if got := pos.Decision(); got != want {
				t.Fatalf("Decision() = %q, the position says %q", got, want)
			}
		})
	}
	if !seen {
		t.Error("twenty random games met no pending decision")
	}
}

// scoreUnits are what Score counts for each seat in each game's default
// config.
var scoreUnits = map[string][]string{
	"tonytino":   {"dollars", "dollars"},
	"nostracity": {"Respect", "Respect", "Respect", "Respect", "Respect"},
	"mafia":      {"half points", "spaces", "spaces", "spaces", "spaces"}, // the State's seat, then the Families'
	"speakeasy":  {"dollars", "dollars", "dollars", "dollars", "dollars"},
}

// Position.ScoreUnit names what Score counts for each seat, knowing the
// config: in Mafia's 4- and 2-player games seat 0 plays Families and
// counts spaces, in the 5- and 3-player games it is the State's and counts
// half points. A View names the same; a seat the game does not have has
// none.
func TestPositionScoreUnitKnowsTheConfig(t *testing.T) {
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		lo, hi := g.PlayerRange()
		for n := lo; n <= hi; n++ {
			pos, err := g.New(core.PlayersConfig(n), 1)
			if err != nil {
				t.Fatal(err)
			}
			for p := core.Player(0); int(p) < n; p++ {
				want := scoreUnits[name][p]
				if name == "mafia" && p == 0 && (n == 4 || n == 2) {
					want = "spaces"
				}
				if got := pos.ScoreUnit(p); got != want {
					t.Errorf("%s, %d seats: ScoreUnit(%v) = %q, want %q", name, n, p, got, want)
				}
				if got := pos.View(p).ScoreUnit(p); got != want {
					t.Errorf("%s, %d seats: the view's ScoreUnit(%v) = %q, want %q", name, n, p, got, want)
				}
			}
			if got := pos.ScoreUnit(core.Player(n)) + pos.ScoreUnit(core.NoPlayer); got != "" {
				t.Errorf("%s, %d seats: a seat the game does not have counts %q", name, n, got)
			}
		}
	}
}

// Game.ScoreUnit (deprecated) names what Score counts in the default
// config.
func TestScoreUnitNamesWhatScoreCounts(t *testing.T) {
	want := scoreUnits
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		_, maxSeats := g.PlayerRange()
		if len(want[name]) < maxSeats && name != "tonytino" {
			t.Errorf("%s: the test lists %d seats of %d", name, len(want[name]), maxSeats)
		}
		for p, unit := range want[name] {
			if p >= maxSeats {
				break
			}
			if got := g.ScoreUnit(core.Player(p)); got != unit {
				t.Errorf("%s: ScoreUnit(P%d) = %q, want %q", name, p, got, unit)
			}
		}
	}
	// Mafia's State counts half points: 8 win, which no Family's count of
	// spaces reaches (4 or 5 win).
	pos, _ := sdk.MustLookup("mafia").New(nil, 1)
	if s, _ := sdk.State[mafia.State](pos); pos.Score(0) != s.RemediationHalves() {
		t.Errorf("Mafia's State seat scores %d, its remediation is %d half points", pos.Score(0), s.RemediationHalves())
	}
}

// The registry takes a move only as the notation writes it: a spelling
// with spaces around it is refused, naming the one to write, by Apply,
// Describe and Replay, so no record it keeps holds another spelling.
func TestTheRegistryTakesOnlyTheCanonicalSpelling(t *testing.T) {
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		pos, err := g.New(nil, 4)
		if err != nil {
			t.Fatal(err)
		}
		move := pos.Legal()[0]
		for _, bad := range []string{" " + move, move + " ", "\t" + move, move + "\n"} {
			_, _, err := pos.Apply(bad)
			if !errors.Is(err, core.ErrBadNotation) || !strings.Contains(err.Error(), strconv.Quote(move)) {
				t.Errorf("%s: Apply(%q) = %v, want ErrBadNotation naming %q", name, bad, err, move)
			}
			if _, err := pos.Describe(bad); !errors.Is(err, core.ErrBadNotation) {
				t.Errorf("%s: Describe(%q) = %v, want ErrBadNotation", name, bad, err)
			}
			rec := core.Record{Game: name, Seed: 4, Moves: []string{bad}}
			if _, err := g.Replay(rec); !errors.Is(err, core.ErrBadRecord) || !errors.Is(err, core.ErrBadNotation) {
				t.Errorf("%s: Replay of %q = %v, want ErrBadRecord and ErrBadNotation", name, bad, err)
			}
		}
		if _, _, err := pos.Apply(move); err != nil {
			t.Errorf("%s: Apply(%q): %v", name, move, err)
		}
	}
}

// The glossary lists each id once, by its one spelling, and never a
// stand-in for nothing or for a hidden thing.
func TestTheGlossaryListsEachIdOnceByItsOneSpelling(t *testing.T) {
	for _, name := range sdk.Names() {
		seen := map[string]string{}
		for _, e := range sdk.Glossary(name) {
			switch low := strings.ToLower(e.Code); {
			case low == "" || low == "?" || low == "-" || low == "none" || low == "null" ||
				strings.HasPrefix(low, "hidden") || strings.ContainsAny(low, " ?"):
				t.Errorf("%s: %s %q is a stand-in, not an id", name, e.Kind, e.Code)
			}
			if e.Name == "?" || e.Text == "?" || strings.HasPrefix(strings.ToLower(e.Name), "a hidden") || strings.HasPrefix(e.Name, "no ") {
				t.Errorf("%s: %s %q is named %q: %q", name, e.Kind, e.Code, e.Name, e.Text)
			}
			if kind, dup := seen[e.Code]; dup {
				t.Errorf("%s: %q is listed twice (%s, %s)", name, e.Code, kind, e.Kind)
			}
			seen[e.Code] = e.Kind
		}
	}
}

// The glossary tells a printed name from the SDK's placeholder, so a UI
// can mark what the published game does not print.
func TestTheGlossarySaysWhichNamesArePrinted(t *testing.T) {
	want := map[string]map[string]bool{
		"tonytino":   {"step-up": false, "police-raid": true, "super-crew": true, "0": true},
		"mafia":      {"government-falls": true},
		"nostracity": {"fbi-snitch": true, "atlantic-city": true, "whack": false, "W01": false, "I1": false, "primo-capo": true},
		"speakeasy":  {"park": true, "fleet": false},
	}
	for name, codes := range want {
		got := map[string]bool{}
		for _, e := range sdk.Glossary(name) {
			got[e.Code] = e.Printed
		}
		for code, printed := range codes {
			if p, ok := got[code]; !ok || p != printed {
				t.Errorf("%s %s: printed %v (listed %v), want %v", name, code, p, ok, printed)
			}
		}
	}
	for _, e := range sdk.Glossary("mafia") {
		if !e.Printed {
			t.Errorf("mafia %s %s: a placeholder, but the rulebook prints every Mafia component", e.Kind, e.Code)
		}
	}
	b, _ := json.Marshal(sdk.Glossary("mafia")[0])
	if !strings.Contains(string(b), `"printed":true`) {
		t.Errorf("an entry's JSON: %s", b)
	}
}
