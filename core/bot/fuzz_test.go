package bot_test

import (
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
)

// FuzzNew: any spec text gives a working bot or an ErrBadConfig error,
// never a panic.
func FuzzNew(f *testing.F) {
	for _, s := range []string{"random", "mcts", "mcts:20", "mcts:5ms", "mcts:", ":", "mcts:1e9", "random:1", "mcts:-0"} {
		f.Add(s)
	}
	s, _ := nim{}.New([]byte(`{"pile":7}`), 1)
	f.Fuzz(func(t *testing.T, spec string) {
		b, err := bot.New(nim{}, spec, 1)
		if err != nil {
			if !errors.Is(err, core.ErrBadConfig) || b != nil {
				t.Fatalf("New(%q) = %v, %v; want nil and ErrBadConfig", spec, b, err)
			}
			return
		}
		if _, ok := b.(*bot.MCTS[nimState, nimMove]); ok {
			// Its budget may be an hour (TestNewReadsSpecs searches with
			// the small ones): a bot without an error is the point here.
			return
		}
		if _, err := b.Choose(nim{}, s, 0, nil); err != nil {
			t.Fatalf("New(%q) made a bot that cannot choose: %v", spec, err)
		}
	})
}
