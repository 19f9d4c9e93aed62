package words_test

import (
	"strings"
	"testing"

	"github.com/mafiarules/sdk/examples/words"
)

func TestWithPlayersKeepsTheConfigsKeys(t *testing.T) {
	for _, c := range []struct {
		config string
		n      int
		want   string
	}{
		{"", 0, ""},
		{"", 3, `{"players":3}`},
		{` {"public_discards": true} `, 2, `{"players":2,"public_discards": true}`},
		{`{}`, 2, `{"players":2}`},
		{`{"players":2}`, 2, `{"players":2}`},
		{`{"x":1}`, 0, `{"x":1}`},
	} {
		got, err := words.WithPlayers([]byte(c.config), c.n)
		if err != nil || string(got) != c.want {
			t.Errorf("%q, %d: %q, %v; want %q", c.config, c.n, got, err, c.want)
		}
	}
}

func TestWithPlayersRefusesWhatIsNotAConfig(t *testing.T) {
	for _, c := range []struct {
		config string
		n      int
		want   string
	}{
		{`[1]`, 0, "-config must be a JSON object"},
		{`null`, 2, "it is null"},
		{`{"players":3}`, 2, `-players 2 and -config's "players": 3 disagree`},
	} {
		if _, err := words.WithPlayers([]byte(c.config), c.n); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q, %d: %v; want an error naming %q", c.config, c.n, err, c.want)
		}
	}
}

func TestSplitBotsNamesABotPerSeat(t *testing.T) {
	got, err := words.SplitBots(" mcts, random ")
	if err != nil || len(got) != 2 || got[0] != "mcts" || got[1] != "random" {
		t.Fatalf("%q, %v", got, err)
	}
	if _, err := words.SplitBots("random,,mcts"); err == nil || !strings.Contains(err.Error(), "has an empty entry") {
		t.Fatalf("an empty entry: %v", err)
	}
}
