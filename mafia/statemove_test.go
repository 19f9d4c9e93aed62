package mafia

import (
	"errors"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// TestAStateMoveBeforeTheFamilysIsRefused: in the 4-player game the State
// move (G3) comes after the Family's movement (HOUSE-6.3b), as the turn's
// last leg, made once no move is pending. A position at a Family's second
// move whose first leg is a State counter's is unreachable: it is refused
// with its law (it decoded before, and two moves later the State counter
// moved twice; an unseeded harness run found it). The same position with
// the Family's own first leg decodes.
func TestAStateMoveBeforeTheFamilysIsRefused(t *testing.T) {
	const good = `{"game":"mafia","version":2,"rules":{"players":4,"skip_empty_windows":true,"max_turns":600,"all_checkpoints":true,"prefetto_removes_one":true,"visit_own_family_only":false,"auto_control_rolls":false},"phase":"movement","decision":"second-move","active":"P2","decisions":[{"decision":"second-move","seat":"P2"}],"calendar":"O","turns":3,"players":[{"seat":"P0"},{"seat":"P1"},{"seat":"P2"},{"seat":"P3"}],"factions":{"red":{"seat":"P0","home":"ENN"},"black":{"seat":"P1","home":"CAT"},"orange":{"seat":"P2","home":"PAL"},"green":{"seat":"P3","home":"ENN"}},"counters":{"prefetto":"GEL","CC1":"ENN","CC2":"TAO","CC3":"PIA","R.B":"ENN","R.P1":"prison","R.P2":"CEF","N.B":"SST","N.P1":"CAT","N.P2":"CAT","O.B":"CEF","O.P1":"PAL","O.P2":"PAL","V.B":"ENN","V.P1":"prison","V.P2":"prison"},"facing":{"CC1":"S"},"control":{"SST":{"faction":"black","counters":1}},"decks":{"roma":["leatherheads","helicopter-operation","government-falls","support-of-the-judiciary","ati-strike","anti-mafia-operation","discover-a-lair-in-the-city","wiretap"],"usa":["your-wife-cheats-on-you","mole-in-prefecture","government-protection","killers-from-las-vegas","visit-of-an-american-boss","protection-of-a-notable-person","bomb-at-airport","special-weapons"],"sisde":["sisde-green-clue-2","sisde-orange-clue-1","sisde-black-clue-1","sisde-green-clue-1","sisde-orange-clue-2","sisde-red-clue-2","sisde-red-clue-1","sisde-black-clue-2"]},"turn":{"dice":[3,3],"moved":[{"counter":"O.B","die":"die-1","to":"CEF"}],"steps":[{"step":"end-checkpoint"},{"step":"end"}]},"rng":{"pcg":"cGNnOsXiVeyr2rhyJ7hrE/7oC0M="}}`
	bad := strings.Replace(good, `"moved":[{"counter":"O.B"`, `"moved":[{"counter":"CC3"`, 1)
	if bad == good {
		t.Fatal("the edit is not in the position")
	}
	var s State
	if err := s.UnmarshalJSON([]byte(good)); err != nil {
		t.Fatalf("the Family's own first leg: %v", err)
	}
	err := s.UnmarshalJSON([]byte(bad))
	var re *core.RuleError
	if !errors.As(err, &re) || re.Code != "state-move-before-the-familys" {
		t.Fatalf("a State leg before the Family's second move: %v, want state-move-before-the-familys", err)
	}
}
