package envelope

import "github.com/mafiarules/sdk/core"

// ViewNotPlayable is the error every game's Apply gives for a View: its
// hidden cards are unknown, so it cannot be played on until Determinize
// deals them (ErrBadState, "this is P1's view of the game: determinize it
// first").
func ViewNotPlayable(viewer core.Player) error {
	who := "a spectator's"
	if viewer >= 0 {
		who = viewer.String() + "'s"
	}
	return core.Errorf(core.ErrBadState, "this is %s view of the game: determinize it first", who)
}
