package cli

import (
	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

// Games are the implemented games, in the order self-play runs them, each
// with the seat count of its default self-play game.
var Games = []Game{
	entry("Tony & Tino", tonytino.Rules, 2),
	entry("Nostra City", nostracity.Rules, 4),
	entry("Mafia (Sicily)", mafia.Rules, 5),
	entry("Speakeasy", speakeasy.Rules, 2),
}
