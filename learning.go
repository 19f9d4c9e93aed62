package sdk

import (
	"github.com/mafiarules/sdk/core"
)

// learning is the typed learning surface of an entry's game, when its
// Rules fill it (core.Learning).
func (e *entry[S, M, C]) learning() (core.Learning[S, M], bool) {
	l, ok := e.rules.(core.Learning[S, M])
	return l, ok && l.Learns()
}

func (e *entry[S, M, C]) NumActions(config []byte) (int, error) {
	l, ok := e.learning()
	if !ok {
		return 0, core.Errorf(core.ErrBadConfig, "%s offers no action ids yet", e.Title())
	}
	return l.NumActions(config)
}

func (e *entry[S, M, C]) ObservationSize(config []byte) (int, error) {
	l, ok := e.learning()
	if !ok {
		return 0, core.Errorf(core.ErrBadConfig, "%s offers no observations yet", e.Title())
	}
	return l.ObservationSize(config)
}

func (p *position[S, M, C]) LegalActions() []int {
	if _, ok := p.e.learning(); !ok {
		return nil
	}
	moves := p.e.rules.Legal(p.s)
	return p.e.ref.AppendActions(make([]int, 0, len(moves)), &p.s, moves)
}

func (p *position[S, M, C]) ActionMove(id int) (string, error) {
	l, ok := p.e.learning()
	if !ok {
		return "", core.Errorf(core.ErrBadConfig, "%s offers no action ids yet", p.e.Title())
	}
	m, err := l.ActionMove(p.s, id)
	if err != nil {
		return "", err
	}
	for _, legal := range p.e.rules.Legal(p.s) {
		if legal == m {
			return m.String(), nil
		}
	}
	return "", core.Errorf(core.ErrIllegalMove, "action %d (%v) is not legal now", id, m)
}

func (p *position[S, M, C]) MoveAction(move string) (int, error) {
	l, ok := p.e.learning()
	if !ok {
		return 0, core.Errorf(core.ErrBadConfig, "%s offers no action ids yet", p.e.Title())
	}
	m, err := canonical[S, M]{p.e.rules}.ParseMove(move)
	if err != nil {
		return 0, err
	}
	return l.MoveAction(p.s, m)
}

func (p *position[S, M, C]) Observation(q core.Player) []float32 {
	l, ok := p.e.learning()
	if !ok {
		return nil
	}
	return l.Observation(p.s, q)
}

func (p *position[S, M, C]) InformationState(q core.Player) string {
	l, ok := p.e.learning()
	if !ok {
		return ""
	}
	return l.InformationState(p.s, q)
}
