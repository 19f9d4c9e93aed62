package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// ApplyInPlace makes m on *s itself, as Apply would, without building
// events or copying the State: a search bot's playout step, which
// allocates nothing. It refuses what Apply refuses, leaving *s as it was.
func ApplyInPlace(s *State, m Move) error {
	if s.view {
		return core.ViewNotPlayable(s.viewer)
	}
	if err := s.checkErr(m); err != nil {
		return err
	}
	var ev evbuf
	ev.Drop()
	s.applyNow(m, &ev)
	s.run(&ev)
	s.tidy()
	return nil
}
