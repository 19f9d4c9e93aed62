package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
)

// step is one line of an -export file: one decision of one game, as a
// learning agent sees it.
type step struct {
	Game        string    `json:"game"`
	Episode     int       `json:"episode"`          // the game's number in the run, from 0 (a shard's file starts at its first)
	Step        int       `json:"step"`             // the decision's number in the game, from 0
	Player      int       `json:"player"`           // the seat deciding
	Observation []float32 `json:"observation"`      // what it may see (the game's Observation)
	Legal       []int     `json:"legal"`            // the action ids of its legal moves
	Mask        []int     `json:"mask"`             // 1 at each legal action id, NumActions long
	Action      int       `json:"action"`           // the id it chose
	Rewards     []float64 `json:"rewards"`          // per seat: 0, and the win share on the game's last step
	Done        bool      `json:"done"`             // the game's last step
	Scores      []int     `json:"scores,omitempty"` // the final scores, on the last step
	Move        string    `json:"move"`             // the move, in notation
}

// export plays o.count games of g (from game o.first of o.n) with the seats' bots and writes every
// decision as a JSON line: the trajectories a trainer reads (README,
// "Training data"). The game must offer action ids and observations.
func export(w io.Writer, g sdk.Game, config []byte, specs []string, o options) error {
	n, err := g.NumActions(config)
	if err != nil {
		return err
	}
	out := bufio.NewWriter(w)
	enc := json.NewEncoder(out)
	for ep := o.first; ep < o.first+o.count; ep++ {
		seed := o.seed + uint64(ep)
		bots := make([]sdk.Bot, len(specs))
		for p, s := range specs {
			if bots[p], err = g.Bot(s, seed*31+uint64(p)); err != nil {
				return err
			}
		}
		pos, err := g.New(config, seed)
		if err != nil {
			return err
		}
		var steps []step
		max := o.maxMoves
		if max <= 0 {
			max = bot.DefaultMaxMoves
		}
		for i := 0; !pos.Over(); i++ {
			if i >= max {
				return fmt.Errorf("%s is not over after %d moves", g.Title(), max)
			}
			p := pos.ToMove()
			move, err := bots[p].Choose(pos.View(p))
			if err != nil {
				return err
			}
			id, err := pos.MoveAction(move)
			if err != nil {
				return err
			}
			st := step{Game: g.Name(), Episode: ep, Step: i, Player: int(p), Observation: pos.Observation(p),
				Legal: pos.LegalActions(), Mask: make([]int, n), Action: id, Move: move, Rewards: make([]float64, pos.NumPlayers())}
			for _, a := range st.Legal {
				st.Mask[a] = 1
			}
			steps = append(steps, st)
			if pos, _, err = pos.Apply(move); err != nil {
				return err
			}
		}
		res := pos.Result()
		last := &steps[len(steps)-1]
		last.Done, last.Scores = true, res.Scores
		for p := range last.Rewards {
			last.Rewards[p] = bot.WinShare(res, core.Player(p))
		}
		for _, st := range steps {
			if err := enc.Encode(st); err != nil {
				return err
			}
		}
	}
	return out.Flush()
}

// exportFile writes the export of o's one game to o.export.
func exportFile(o options) error {
	f, err := os.Create(o.export)
	if err != nil {
		return err
	}
	if err := export(f, o.games[0], o.configs[0], o.specs[0], o); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
