package sdk

import (
	"fmt"
	"runtime"
	"slices"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
)

// A Batch is n games of one game and config, stepped together in place, as
// a trainer that learns online (PPO, self-play) steps thousands of games a
// second: the shape EnvPool and Gymnasium's vector environments give.
//
// Its buffers are rewritten by every Step and Reset, never reallocated, so
// a step allocates nothing (a game's end allocates its Result once). Game
// i's rows are Obs[i*ObservationSize():], Mask[i*NumActions():],
// Rewards[i*Seats():], Done[i] and ToMove[i].
//
// Rewards are per seat: 0 on every step but a game's last, where each
// seat gets its win share (1 for a lone winner, 1/k each for k winners, 0
// for the others), as selfplay's export writes. A finished game is
// reported once, by the step that ends it (Done true, its final Rewards,
// its last position's observations), and starts again on the next Step
// from its next seed, whatever action that Step gives it (next-step
// autoreset, as Gymnasium 1.0 does). Game i's k-th game (k = 0 first) is
// dealt with EpisodeSeed(seed, i, k), so any game of a run replays alone.
//
// A Batch is used from one goroutine at a time; its steps run on its own
// workers, and give the same results for any number of them.
type Batch struct {
	// Obs holds each game's observation for its seat to move
	// (ObservationSize numbers a game); nil when observations are off.
	Obs []float32
	// Mask holds each game's legal action ids as 1 (NumActions bytes a
	// game); nil when observations are off.
	Mask []uint8
	// Rewards holds each seat's reward of the last step (Seats numbers a
	// game).
	Rewards []float32
	// Done says the last step ended the game.
	Done []bool
	// ToMove is each game's seat to move, as a number (core.NoPlayer, -1,
	// for a game that has just ended).
	ToMove []int8

	b batcher
}

// BatchOptions are a Batch's optional settings; the zero value is the
// default.
type BatchOptions struct {
	// Workers is the number of goroutines a step runs on: 0 is GOMAXPROCS,
	// never more than the games.
	Workers int
	// NoObservations leaves Obs and Mask nil and unwritten: a step only
	// applies the actions, for a trainer that reads positions another way
	// or a benchmark of the rules alone.
	NoObservations bool
	// Obs, Mask, Rewards, Done and ToMove are the caller's buffers, used as
	// they are instead of ones the Batch allocates (memory a C caller owns,
	// say); each must be exactly the length its field's doc gives, or nil
	// for the Batch to allocate it.
	Obs     []float32
	Mask    []uint8
	Rewards []float32
	Done    []bool
	ToMove  []int8
}

// batcher is a Batch's typed implementation, one per game.
type batcher interface {
	shape() (seats, actions, obs int)
	reset(b *Batch) error
	step(b *Batch, actions []int32) error
	random(dst []int32, seed uint64) []int32
	close()
}

// batchMaker is a registered game that can build a Batch: every entry.
type batchMaker interface {
	newBatch(config []byte, n int, seed uint64, workers int, observe bool) (batcher, error)
}

// NewBatch starts n games of the named game with its config (JSON, as
// Game.New reads it), dealt from seed as EpisodeSeed says, and writes their
// first observations. The games must offer action ids and observations
// (every game here does). Close stops its workers.
func NewBatch(game string, config []byte, n int, seed uint64, o BatchOptions) (*Batch, error) {
	g, ok := games[game]
	if !ok {
		return nil, core.Errorf(core.ErrBadConfig, "no game named %q (%v)", game, Names())
	}
	if n < 1 {
		return nil, core.Errorf(core.ErrBadConfig, "a batch has at least one game, not %d", n)
	}
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, n)
	impl, err := g.(batchMaker).newBatch(config, n, seed, workers, !o.NoObservations)
	if err != nil {
		return nil, err
	}
	seats, actions, obs := impl.shape()
	b := &Batch{b: impl}
	var bad error
	buffer := func(name string, given int, want int) bool {
		if given != 0 && given != want && bad == nil {
			bad = core.Errorf(core.ErrBadConfig, "the %s buffer holds %d values; %d games need %d", name, given, n, want)
		}
		return given == want
	}
	if !o.NoObservations {
		b.Obs = o.Obs
		if !buffer("Obs", len(o.Obs), n*obs) {
			b.Obs = make([]float32, n*obs)
		}
		b.Mask = o.Mask
		if !buffer("Mask", len(o.Mask), n*actions) {
			b.Mask = make([]uint8, n*actions)
		}
	}
	b.Rewards = o.Rewards
	if !buffer("Rewards", len(o.Rewards), n*seats) {
		b.Rewards = make([]float32, n*seats)
	}
	b.Done = o.Done
	if !buffer("Done", len(o.Done), n) {
		b.Done = make([]bool, n)
	}
	b.ToMove = o.ToMove
	if !buffer("ToMove", len(o.ToMove), n) {
		b.ToMove = make([]int8, n)
	}
	if bad != nil {
		impl.close()
		return nil, bad
	}
	if err := impl.reset(b); err != nil {
		impl.close()
		return nil, err
	}
	// A Batch dropped without Close stops its workers when collected: they
	// hold the games, not the Batch.
	runtime.AddCleanup(b, func(impl batcher) { impl.close() }, impl)
	return b, nil
}

// EpisodeSeed is the seed game i of a Batch started with seed is dealt
// with for its k-th game (k = 0 for the first): a fixed function of the
// three (SplitMix64's finaliser over seed, i and k), so a shard of a long
// run, or one game of it, replays alone.
func EpisodeSeed(seed uint64, i int, k uint64) uint64 {
	x := seed ^ mix64(uint64(i)+0x9e3779b97f4a7c15) ^ mix64(k^0xd1b54a32d192ed03)
	return mix64(x)
}

// mix64 is SplitMix64's finaliser.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// N is the number of games.
func (b *Batch) N() int { return len(b.Done) }

// Seats is the number of seats of each game: the Rewards a game.
func (b *Batch) Seats() int { s, _, _ := b.b.shape(); return s }

// NumActions is the size of the action space: the Mask bytes a game.
func (b *Batch) NumActions() int { _, a, _ := b.b.shape(); return a }

// ObservationSize is the Obs numbers a game.
func (b *Batch) ObservationSize() int { _, _, o := b.b.shape(); return o }

// Reset starts every game again from its first seed (k = 0), as NewBatch
// did.
func (b *Batch) Reset() error { return b.b.reset(b) }

// Step makes one move in every game: actions[i] is the action id game i's
// seat to move plays (ignored for a game the last step ended, which starts
// again instead). An action that is not legal is refused naming the game
// and the action, and then no game moves.
func (b *Batch) Step(actions []int32) error {
	if len(actions) != b.N() {
		return core.Errorf(core.ErrIllegalMove, "a step gives one action to each of the %d games, not %d", b.N(), len(actions))
	}
	return b.b.step(b, actions)
}

// RandomActions appends to dst a legal action of each game's seat to move,
// drawn uniformly with a draw that depends only on seed and the game (0
// for a game the last step ended): the random policy, a baseline to step
// a Batch with, observations or not.
func (b *Batch) RandomActions(dst []int32, seed uint64) []int32 { return b.b.random(dst, seed) }

// Close stops the Batch's workers; the Batch is not stepped after it.
func (b *Batch) Close() { b.b.close() }

// batchOf is the typed Batch of one game.
type batchOf[S state, M core.Move, C any] struct {
	e        *entry[S, M, C]
	learn    core.Learning[S, M]
	observe  func(dst []float32, s *S, p core.Player) []float32
	config   []byte
	seed     uint64
	seats    int
	actions  int
	obsSize  int
	observes bool

	states  []S
	episode []uint64
	moves   [][]M   // each game's legal moves, listed after its last step
	ids     [][]int // observing: each legal move's action id, in moves' order (-1: none)
	chosen  []M     // this step's move of each game
	errs    []error // a worker's first refusal, by game

	// A step's work, which run hands each worker's range of games.
	batch    *Batch
	acts     []int32
	drawn    []int32 // RandomActions' ids, by game, and the seed it draws them with
	drawSeed uint64
	pool     *pool // nil with one worker
}

// phase is a part of a step a worker does on its games.
type phase uint8

const (
	dealing  phase = iota // Reset: every game's first game
	choosing              // a step's check of the actions
	moving                // a step's moves
	drawing               // RandomActions: each game's random action
)

func (e *entry[S, M, C]) newBatch(config []byte, n int, seed uint64, workers int, observe bool) (batcher, error) {
	learn, ok := e.learning()
	if !ok {
		return nil, core.Errorf(core.ErrBadConfig, "%s offers no action ids yet", e.Title())
	}
	if e.ref.ApplyLegal == nil {
		return nil, core.Errorf(core.ErrBadConfig, "%s offers no moves made in place", e.Title())
	}
	first, err := e.rules.New(config, EpisodeSeed(seed, 0, 0))
	if err != nil {
		return nil, err
	}
	actions, err := learn.NumActions(config)
	if err != nil {
		return nil, err
	}
	obs, err := learn.ObservationSize(config)
	if err != nil {
		return nil, err
	}
	t := &batchOf[S, M, C]{
		e: e, learn: learn, observe: e.ref.AppendObservation,
		config: append([]byte(nil), config...), seed: seed,
		seats: e.rules.NumPlayers(first), actions: actions, obsSize: obs, observes: observe,
		states: make([]S, n), episode: make([]uint64, n), moves: make([][]M, n),
		chosen: make([]M, n), errs: make([]error, n),
	}
	// Each game's legal moves are listed into its own part of one slab,
	// big enough for most positions (a longer list grows on its own).
	per := min(actions, 128)
	slab := make([]M, n*per)
	for i := range t.moves {
		t.moves[i] = slab[i*per : i*per : (i+1)*per]
	}
	// Observing, each legal move's id is worked out once a step for the
	// mask: a step's check and the random policy read it too. Without
	// observations they work out the one id each needs (ActionMove,
	// MoveAction), which costs less than every legal move's.
	if observe {
		ids := make([]int, n*per)
		t.ids = make([][]int, n)
		for i := range t.ids {
			t.ids[i] = ids[i*per : i*per : (i+1)*per]
		}
	}
	if workers > 1 {
		t.pool = newPool(workers, n, t.work)
	}
	return t, nil
}

func (t *batchOf[S, M, C]) shape() (seats, actions, obs int) {
	return t.seats, t.actions, t.obsSize
}

func (t *batchOf[S, M, C]) close() {
	if t.pool != nil {
		t.pool.close()
	}
}

// run does a phase of b's step (with these actions) over every worker's
// range of games and waits for them all.
func (t *batchOf[S, M, C]) run(ph phase, b *Batch, actions []int32) {
	t.batch, t.acts = b, actions
	defer func() { t.batch, t.acts = nil, nil }()
	if t.pool == nil {
		t.work(ph, 0, len(t.states))
		return
	}
	t.pool.run(ph)
}

// work does a phase on games lo to hi-1, noting each game's refusal.
func (t *batchOf[S, M, C]) work(ph phase, lo, hi int) {
	b := t.batch
	for i := lo; i < hi; i++ {
		switch ph {
		case dealing:
			t.episode[i] = 0
			t.errs[i] = t.deal(b, i)
		case choosing:
			t.errs[i] = t.choose(b, i, t.acts[i])
		case moving:
			t.errs[i] = t.move(b, i)
		case drawing:
			t.drawn[i] = t.randomAction(i, t.drawSeed)
		}
	}
}

func (t *batchOf[S, M, C]) reset(b *Batch) error {
	t.run(dealing, b, nil)
	return t.firstError()
}

// firstError is the refusal of the lowest game that has one.
func (t *batchOf[S, M, C]) firstError() error {
	for _, err := range t.errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// deal starts game i's current episode and writes its rows.
func (t *batchOf[S, M, C]) deal(b *Batch, i int) error {
	s, err := t.e.rules.New(t.config, EpisodeSeed(t.seed, i, t.episode[i]))
	if err != nil { // the config dealt game 0 already, so no game refuses it
		return fmt.Errorf("game %d: %w", i, err)
	}
	t.states[i] = s
	clear(b.Rewards[i*t.seats : (i+1)*t.seats])
	b.Done[i] = false
	t.after(b, i)
	return nil
}

// after lists game i's legal moves and their ids and writes its seat to
// move, and its observation and mask when the Batch observes; it reports
// whether the game is over. The moves say both (core/gametest's legal
// law: Legal is empty exactly when the game is over, and each of its moves
// is ToMove's), so neither Over nor ToMove copies the State.
func (t *batchOf[S, M, C]) after(b *Batch, i int) (over bool) {
	s := &t.states[i]
	moves := t.e.ref.AppendLegal(t.moves[i][:0], s)
	t.moves[i] = moves
	p := core.NoPlayer
	if len(moves) > 0 {
		p = moves[0].Mover()
	}
	b.ToMove[i] = int8(p)
	if t.observes {
		t.ids[i] = t.e.ref.AppendActions(t.ids[i][:0], s, moves)
		obs := b.Obs[i*t.obsSize : (i+1)*t.obsSize]
		t.observe(obs[:0], s, p)
		mask := b.Mask[i*t.actions : (i+1)*t.actions]
		clear(mask)
		for _, id := range t.ids[i] {
			if uint(id) < uint(len(mask)) {
				mask[id] = 1
			}
		}
	}
	return len(moves) == 0
}

func (t *batchOf[S, M, C]) step(b *Batch, actions []int32) error {
	t.run(choosing, b, actions)
	if err := t.firstError(); err != nil {
		return err
	}
	t.run(moving, b, nil)
	return t.firstError()
}

// random appends each game's random action, drawn by the workers (the
// draw depends only on seed and the game, not on who draws it).
func (t *batchOf[S, M, C]) random(dst []int32, seed uint64) []int32 {
	n := len(dst)
	dst = slices.Grow(dst, len(t.states))[:n+len(t.states)]
	t.drawn, t.drawSeed = dst[n:], seed
	t.run(drawing, nil, nil)
	t.drawn = nil
	return dst
}

// randomAction is game i's random action for seed: a legal move drawn
// uniformly, 0 when it has none (a game the last step ended).
func (t *batchOf[S, M, C]) randomAction(i int, seed uint64) int32 {
	moves := t.moves[i]
	if len(moves) == 0 {
		return 0
	}
	k := EpisodeSeed(seed, i, 1<<63) % uint64(len(moves))
	if t.observes {
		return int32(max(t.ids[i][k], 0))
	}
	id, _ := t.e.ref.MoveAction(&t.states[i], moves[k])
	return int32(id)
}

// choose finds game i's move for its action id, refusing one that is not
// legal, and changes nothing.
func (t *batchOf[S, M, C]) choose(b *Batch, i int, id int32) error {
	if b.Done[i] {
		return nil
	}
	switch {
	case id < 0:
	case t.observes:
		if k := slices.Index(t.ids[i], int(id)); k >= 0 {
			t.chosen[i] = t.moves[i][k]
			return nil
		}
	case int(id) < t.actions:
		if m, err := t.e.ref.ActionMove(&t.states[i], int(id)); err == nil && slices.Contains(t.moves[i], m) {
			t.chosen[i] = m
			return nil
		}
	}
	return core.Errorf(core.ErrIllegalMove, "game %d: action %d is not a legal move of %v (%d legal); no game moved", i, id, t.e.rules.ToMove(t.states[i]), len(t.moves[i]))
}

// move makes game i's chosen move, or starts its next game if the last
// step ended it.
func (t *batchOf[S, M, C]) move(b *Batch, i int) error {
	if b.Done[i] {
		t.episode[i]++
		return t.deal(b, i)
	}
	s := &t.states[i]
	t.e.ref.ApplyLegal(s, t.chosen[i]) // choose found it among AppendLegal's moves
	if t.after(b, i) {
		res := t.e.rules.Result(*s)
		for p := range t.seats {
			b.Rewards[i*t.seats+p] = float32(bot.WinShare(res, core.Player(p)))
		}
		b.Done[i] = true
	}
	return nil
}
