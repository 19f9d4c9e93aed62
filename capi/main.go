//go:build cgo

// Command capi is the SDK as a C library, for trainers in other languages:
// the python/ package loads it with ctypes. Build it with
//
//	go build -buildmode=c-shared -o python/mafiarules/libmafiarules.so ./capi
//
// which writes the library and its header (libmafiarules.h). It exports a
// Batch (n games stepped in place on buffers the caller allocates, as
// sdk.Batch) and one-game play (new, legal actions, observation, step, the
// view's JSON, the record). Games and batches are handles, numbers the
// library hands out and frees on close; no Go pointer crosses the boundary.
//
// Every function that can fail returns 0 (or a handle above 0) on success
// and -1 on failure, writing the error into the caller's err buffer (errlen
// bytes, NUL-terminated, cut to fit) as JSON: {"kind": "illegal move",
// "code": "not-lowest-token", "words": "corner C4 holds token 3, not the
// lowest (2)"},
// kind one of the core error kinds' words, code the rule's stable name (""
// where the error has none). Functions that write text return its length
// in bytes, or the length needed (more than cap) when cap is too small, so
// the caller grows its buffer and calls again.
//
// A handle is used from one thread at a time; different handles may be
// used from different threads at once.
package main

/*
#include <stdint.h>
#include <stdbool.h>
*/
import "C"

import (
	"encoding/json"
	"errors"
	"sync"
	"unsafe"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

func main() {}

// handles are the batches and games the library has handed out.
var (
	mu      sync.Mutex
	next    int64
	handles = map[int64]any{}
)

func hold(v any) C.int64_t {
	mu.Lock()
	defer mu.Unlock()
	next++
	handles[next] = v
	return C.int64_t(next)
}

func lookup[T any](h C.int64_t) (T, error) {
	mu.Lock()
	v, ok := handles[int64(h)].(T)
	mu.Unlock()
	if !ok {
		return v, core.Errorf(core.ErrBadConfig, "handle %d is not an open one of this kind", int64(h))
	}
	return v, nil
}

func release(h C.int64_t) {
	mu.Lock()
	v := handles[int64(h)]
	delete(handles, int64(h))
	mu.Unlock()
	if b, ok := v.(*sdk.Batch); ok {
		b.Close()
	}
}

// fail writes err into the caller's buffer as the documented JSON and
// returns -1.
func fail(err error, buf *C.char, n C.int) C.int64_t {
	out := struct {
		Kind  string `json:"kind"`
		Code  string `json:"code"`
		Words string `json:"words"`
	}{Kind: "error", Words: err.Error()}
	var re *core.RuleError
	if errors.As(err, &re) {
		out.Kind, out.Code, out.Words = re.Kind.Error(), re.Code, re.Reason
	} else {
		for _, k := range []error{core.ErrIllegalMove, core.ErrNotYourTurn, core.ErrGameOver, core.ErrBadConfig,
			core.ErrBadNotation, core.ErrBadState, core.ErrBadRecord} {
			if errors.Is(err, k) {
				out.Kind = k.Error()
				break
			}
		}
	}
	b, _ := json.Marshal(out)
	writeText(b, buf, n)
	return -1
}

// writeText copies b into the caller's buffer of n bytes, NUL-terminated,
// cut to fit, and returns len(b).
func writeText(b []byte, buf *C.char, n C.int) C.int {
	if buf != nil && n > 0 {
		dst := unsafe.Slice((*byte)(unsafe.Pointer(buf)), int(n))
		k := copy(dst[:n-1], b)
		dst[k] = 0
	}
	return C.int(len(b))
}

func goBytes(s *C.char) []byte {
	if s == nil {
		return nil
	}
	return []byte(C.GoString(s))
}

//export mr_num_actions
func mr_num_actions(game, config *C.char, err *C.char, errlen C.int) C.int64_t {
	g, e := sdk.Lookup(C.GoString(game))
	if e != nil {
		return fail(e, err, errlen)
	}
	n, e := g.NumActions(goBytes(config))
	if e != nil {
		return fail(e, err, errlen)
	}
	return C.int64_t(n)
}

//export mr_observation_size
func mr_observation_size(game, config *C.char, err *C.char, errlen C.int) C.int64_t {
	g, e := sdk.Lookup(C.GoString(game))
	if e != nil {
		return fail(e, err, errlen)
	}
	n, e := g.ObservationSize(goBytes(config))
	if e != nil {
		return fail(e, err, errlen)
	}
	return C.int64_t(n)
}

//export mr_episode_seed
func mr_episode_seed(seed C.uint64_t, i C.int, k C.uint64_t) C.uint64_t {
	return C.uint64_t(sdk.EpisodeSeed(uint64(seed), int(i), uint64(k)))
}

// mr_batch_new starts n games as sdk.NewBatch does, on the caller's
// buffers: obs (n × observation size floats) and mask (n × actions bytes),
// both NULL for a batch without observations, rewards (n × seats floats),
// done (n bytes, 0 or 1) and to_move (n signed bytes). The caller keeps the
// buffers alive and unmoved until mr_batch_close.
//
//export mr_batch_new
func mr_batch_new(game, config *C.char, n C.int, seed C.uint64_t, workers C.int,
	obs *C.float, mask *C.uint8_t, rewards *C.float, done *C.bool, toMove *C.int8_t,
	err *C.char, errlen C.int) C.int64_t {
	name, cfg := C.GoString(game), goBytes(config)
	g, e := sdk.Lookup(name)
	if e != nil {
		return fail(e, err, errlen)
	}
	if n < 1 {
		return fail(core.Errorf(core.ErrBadConfig, "a batch has at least one game, not %d", int(n)), err, errlen)
	}
	probe, e := g.New(cfg, 0)
	if e != nil {
		return fail(e, err, errlen)
	}
	seats := probe.NumPlayers()
	actions, e := g.NumActions(cfg)
	if e != nil {
		return fail(e, err, errlen)
	}
	size, e := g.ObservationSize(cfg)
	if e != nil {
		return fail(e, err, errlen)
	}
	if rewards == nil || done == nil || toMove == nil || (obs == nil) != (mask == nil) {
		return fail(core.Errorf(core.ErrBadConfig, "a batch needs rewards, done and to_move buffers, and obs and mask both or neither"), err, errlen)
	}
	k := int(n)
	o := sdk.BatchOptions{
		Workers:        int(workers),
		NoObservations: obs == nil,
		Rewards:        unsafe.Slice((*float32)(unsafe.Pointer(rewards)), k*seats),
		Done:           unsafe.Slice((*bool)(unsafe.Pointer(done)), k),
		ToMove:         unsafe.Slice((*int8)(unsafe.Pointer(toMove)), k),
	}
	if obs != nil {
		o.Obs = unsafe.Slice((*float32)(unsafe.Pointer(obs)), k*size)
		o.Mask = unsafe.Slice((*uint8)(unsafe.Pointer(mask)), k*actions)
	}
	b, e := sdk.NewBatch(name, cfg, k, uint64(seed), o)
	if e != nil {
		return fail(e, err, errlen)
	}
	return hold(b)
}

// mr_batch_shape writes a batch's seats, actions and observation size.
//
//export mr_batch_shape
func mr_batch_shape(h C.int64_t, seats, actions, obs *C.int, err *C.char, errlen C.int) C.int64_t {
	b, e := lookup[*sdk.Batch](h)
	if e != nil {
		return fail(e, err, errlen)
	}
	*seats, *actions, *obs = C.int(b.Seats()), C.int(b.NumActions()), C.int(b.ObservationSize())
	return 0
}

//export mr_batch_reset
func mr_batch_reset(h C.int64_t, err *C.char, errlen C.int) C.int64_t {
	b, e := lookup[*sdk.Batch](h)
	if e != nil {
		return fail(e, err, errlen)
	}
	if e := b.Reset(); e != nil {
		return fail(e, err, errlen)
	}
	return 0
}

// mr_batch_step makes one move in every game: actions holds n action ids.
//
//export mr_batch_step
func mr_batch_step(h C.int64_t, actions *C.int32_t, err *C.char, errlen C.int) C.int64_t {
	b, e := lookup[*sdk.Batch](h)
	if e != nil {
		return fail(e, err, errlen)
	}
	if e := b.Step(unsafe.Slice((*int32)(unsafe.Pointer(actions)), b.N())); e != nil {
		return fail(e, err, errlen)
	}
	return 0
}

// mr_batch_random writes n random legal action ids (sdk.Batch.RandomActions).
//
//export mr_batch_random
func mr_batch_random(h C.int64_t, seed C.uint64_t, actions *C.int32_t, err *C.char, errlen C.int) C.int64_t {
	b, e := lookup[*sdk.Batch](h)
	if e != nil {
		return fail(e, err, errlen)
	}
	b.RandomActions(unsafe.Slice((*int32)(unsafe.Pointer(actions)), b.N())[:0], uint64(seed))
	return 0
}

//export mr_batch_close
func mr_batch_close(h C.int64_t) { release(h) }

// game is one game a handle holds: its position and its record.
type game struct {
	g   sdk.Game
	pos sdk.Position
	rec core.Record
}

//export mr_game_new
func mr_game_new(name, config *C.char, seed C.uint64_t, err *C.char, errlen C.int) C.int64_t {
	g, e := sdk.Lookup(C.GoString(name))
	if e != nil {
		return fail(e, err, errlen)
	}
	cfg := goBytes(config)
	pos, e := g.New(cfg, uint64(seed))
	if e != nil {
		return fail(e, err, errlen)
	}
	rec := core.Record{Game: g.Name(), Seed: uint64(seed), Moves: []string{}}
	if len(cfg) > 0 {
		rec.Config = json.RawMessage(cfg)
	}
	return hold(&game{g: g, pos: pos, rec: rec})
}

// mr_game_info writes the game's seats, its seat to move (-1 when over)
// and whether it is over (1) or not (0).
//
//export mr_game_info
func mr_game_info(h C.int64_t, seats, toMove, over *C.int, err *C.char, errlen C.int) C.int64_t {
	g, e := lookup[*game](h)
	if e != nil {
		return fail(e, err, errlen)
	}
	*seats, *toMove, *over = C.int(g.pos.NumPlayers()), C.int(g.pos.ToMove()), 0
	if g.pos.Over() {
		*over = 1
	}
	return 0
}

// mr_game_legal_actions writes the legal action ids into out (cap ints)
// and returns their number (more than cap: call again with room).
//
//export mr_game_legal_actions
func mr_game_legal_actions(h C.int64_t, out *C.int32_t, cap C.int, err *C.char, errlen C.int) C.int64_t {
	g, e := lookup[*game](h)
	if e != nil {
		return fail(e, err, errlen)
	}
	ids := g.pos.LegalActions()
	if len(ids) <= int(cap) && len(ids) > 0 {
		dst := unsafe.Slice((*int32)(unsafe.Pointer(out)), len(ids))
		for i, id := range ids {
			dst[i] = int32(id)
		}
	}
	return C.int64_t(len(ids))
}

// mr_game_observation writes seat's observation into out, which holds the
// game's observation size in floats.
//
//export mr_game_observation
func mr_game_observation(h C.int64_t, seat C.int, out *C.float, cap C.int, err *C.char, errlen C.int) C.int64_t {
	g, e := lookup[*game](h)
	if e != nil {
		return fail(e, err, errlen)
	}
	o := g.pos.Observation(core.Player(seat))
	if len(o) > int(cap) {
		return C.int64_t(len(o))
	}
	copy(unsafe.Slice((*float32)(unsafe.Pointer(out)), len(o)), o)
	return C.int64_t(len(o))
}

// mr_game_step makes the legal move with that action id for the seat to
// move.
//
//export mr_game_step
func mr_game_step(h C.int64_t, action C.int, err *C.char, errlen C.int) C.int64_t {
	g, e := lookup[*game](h)
	if e != nil {
		return fail(e, err, errlen)
	}
	move, e := g.pos.ActionMove(int(action))
	if e != nil {
		return fail(e, err, errlen)
	}
	next, _, e := g.pos.Apply(move)
	if e != nil {
		return fail(e, err, errlen)
	}
	g.pos = next
	g.rec.Moves = append(g.rec.Moves, move)
	g.rec.Hashes = append(g.rec.Hashes, next.Hash())
	g.rec.Over = next.Over()
	return 0
}

// mr_game_rewards writes each seat's win share (0 before the end) into
// out, which holds one float a seat.
//
//export mr_game_rewards
func mr_game_rewards(h C.int64_t, out *C.float, err *C.char, errlen C.int) C.int64_t {
	g, e := lookup[*game](h)
	if e != nil {
		return fail(e, err, errlen)
	}
	n := g.pos.NumPlayers()
	dst := unsafe.Slice((*float32)(unsafe.Pointer(out)), n)
	clear(dst)
	if g.pos.Over() {
		r := g.pos.Result()
		for p := range dst {
			if r.Won(core.Player(p)) {
				dst[p] = 1 / float32(len(r.Winners))
			}
		}
	}
	return 0
}

// mr_game_view_json writes the position as seat sees it (-1: a
// spectator), in the game's position format, and returns its length.
//
//export mr_game_view_json
func mr_game_view_json(h C.int64_t, seat C.int, buf *C.char, cap C.int, err *C.char, errlen C.int) C.int64_t {
	g, e := lookup[*game](h)
	if e != nil {
		return fail(e, err, errlen)
	}
	b, e := g.pos.View(core.Player(seat)).MarshalJSON()
	if e != nil {
		return fail(e, err, errlen)
	}
	return C.int64_t(writeText(b, buf, cap))
}

// mr_game_record_json writes the game so far as a core.Record (with the
// hashes of its positions) and returns its length.
//
//export mr_game_record_json
func mr_game_record_json(h C.int64_t, buf *C.char, cap C.int, err *C.char, errlen C.int) C.int64_t {
	g, e := lookup[*game](h)
	if e != nil {
		return fail(e, err, errlen)
	}
	b, e := json.Marshal(g.rec)
	if e != nil {
		return fail(e, err, errlen)
	}
	return C.int64_t(writeText(b, buf, cap))
}

//export mr_game_close
func mr_game_close(h C.int64_t) { release(h) }
