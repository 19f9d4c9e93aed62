package sdk_test

import (
	"encoding/binary"
	"errors"
	"hash/fnv"
	"math"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// randomActions picks, for step k, a legal action of each game from its
// mask: the same choice for the same masks, whatever ran the Batch.
func randomActions(b *sdk.Batch, k int, dst []int32) []int32 {
	a := b.NumActions()
	dst = dst[:0]
	for i := range b.N() {
		mask := b.Mask[i*a : (i+1)*a]
		n := 0
		for _, m := range mask {
			n += int(m)
		}
		pick := int32(0)
		if n > 0 {
			r := int(sdk.EpisodeSeed(uint64(k), i, 7) % uint64(n))
			for id, m := range mask {
				if m == 1 {
					if r == 0 {
						pick = int32(id)
						break
					}
					r--
				}
			}
		}
		dst = append(dst, pick)
	}
	return dst
}

// fingerprint hashes every buffer of b, each value written as its bytes.
func fingerprint(b *sdk.Batch) uint64 {
	buf := make([]byte, 0, 4*len(b.Obs)+len(b.Mask)+2*b.N()+4*len(b.Rewards))
	for _, x := range b.Obs {
		buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(x))
	}
	buf = append(buf, b.Mask...)
	for i := range b.N() {
		done := byte(0)
		if b.Done[i] {
			done = 1
		}
		buf = append(buf, done, byte(b.ToMove[i]))
	}
	for _, x := range b.Rewards {
		buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(x))
	}
	h := fnv.New64a()
	h.Write(buf)
	return h.Sum64()
}

// A Batch's steps give the same buffers for 1, 2 or 8 workers (run it with
// -race too: the workers share nothing but the buffers' disjoint rows).
func TestBatchIsTheSameForAnyNumberOfWorkers(t *testing.T) {
	for _, game := range sdk.Names() {
		t.Run(game, func(t *testing.T) {
			steps := 150
			if testing.Short() {
				steps = 40
			}
			var want []uint64
			for _, workers := range []int{1, 2, 8} {
				b, err := sdk.NewBatch(game, nil, 12, 99, sdk.BatchOptions{Workers: workers})
				if err != nil {
					t.Fatal(err)
				}
				var got []uint64
				var acts []int32
				for k := range steps {
					acts = randomActions(b, k, acts)
					if err := b.Step(acts); err != nil {
						t.Fatalf("%d workers, step %d: %v", workers, k, err)
					}
					got = append(got, fingerprint(b))
				}
				b.Close()
				if want == nil {
					want = got
				} else if i := firstDiff(want, got); i >= 0 {
					t.Fatalf("%d workers differ from 1 at step %d", workers, i)
				}
			}
		})
	}
}

func firstDiff(a, b []uint64) int {
	for i := range a {
		if a[i] != b[i] {
			return i
		}
	}
	return -1
}

// Each game of a Batch is the game played alone: dealt with EpisodeSeed,
// its observation and mask those of its position for its seat to move, its
// rewards its win shares on the step that ends it, and its next game dealt
// on the step after, whatever action that step gives it.
func TestBatchGamesAreTheGamesPlayedAlone(t *testing.T) {
	for _, game := range sdk.Names() {
		t.Run(game, func(t *testing.T) {
			g, _ := sdk.Lookup(game)
			const n, seed = 3, 5
			b, err := sdk.NewBatch(game, nil, n, seed, sdk.BatchOptions{Workers: 2})
			if err != nil {
				t.Fatal(err)
			}
			defer b.Close()
			a, o, seats := b.NumActions(), b.ObservationSize(), b.Seats()
			alone := make([]sdk.Position, n)
			episode := make([]uint64, n)
			deal := func(i int) {
				alone[i], err = g.New(nil, sdk.EpisodeSeed(seed, i, episode[i]))
				if err != nil {
					t.Fatal(err)
				}
			}
			for i := range n {
				deal(i)
			}
			ended := 0
			var acts []int32
			for k := 0; ended < n+1; k++ {
				if k > 5000 {
					t.Fatalf("%d games ended in %d steps", ended, k)
				}
				for i, pos := range alone {
					p := pos.ToMove()
					if int8(p) != b.ToMove[i] {
						t.Fatalf("step %d game %d: ToMove %d, the game alone %v", k, i, b.ToMove[i], p)
					}
					if !slices.Equal(b.Obs[i*o:(i+1)*o], pos.Observation(p)) {
						t.Fatalf("step %d game %d: Obs is not the game's Observation", k, i)
					}
					mask := make([]uint8, a)
					for _, id := range pos.LegalActions() {
						mask[id] = 1
					}
					if !slices.Equal(b.Mask[i*a:(i+1)*a], mask) {
						t.Fatalf("step %d game %d: Mask is not the game's LegalActions", k, i)
					}
					if b.Done[i] != pos.Over() {
						t.Fatalf("step %d game %d: Done %v, over %v", k, i, b.Done[i], pos.Over())
					}
					for q := range seats {
						want := float32(0)
						if pos.Over() {
							want = float32(winShare(pos.Result(), core.Player(q)))
						}
						if b.Rewards[i*seats+q] != want {
							t.Fatalf("step %d game %d: seat %d's reward %v, want %v", k, i, q, b.Rewards[i*seats+q], want)
						}
					}
				}
				acts = randomActions(b, k, acts)
				for i := range n {
					if b.Done[i] {
						acts[i] = -1 // ignored: the game starts again
					}
				}
				if err := b.Step(acts); err != nil {
					t.Fatalf("step %d: %v", k, err)
				}
				for i, pos := range alone {
					if pos.Over() {
						episode[i]++
						ended++
						deal(i)
						continue
					}
					move, err := pos.ActionMove(int(acts[i]))
					if err != nil {
						t.Fatal(err)
					}
					if alone[i], _, err = pos.Apply(move); err != nil {
						t.Fatal(err)
					}
				}
			}
		})
	}
}

func winShare(r core.Result, p core.Player) float64 {
	if !r.Won(p) {
		return 0
	}
	return 1 / float64(len(r.Winners))
}

// An action that is not legal is refused naming its game, and no game
// moves: the next legal step gives what it gives a Batch never refused.
func TestBatchRefusesAnIllegalActionAndMovesNoGame(t *testing.T) {
	for _, game := range sdk.Names() {
		t.Run(game, func(t *testing.T) {
			refused, _ := sdk.NewBatch(game, nil, 6, 3, sdk.BatchOptions{Workers: 2})
			clean, _ := sdk.NewBatch(game, nil, 6, 3, sdk.BatchOptions{Workers: 2})
			defer refused.Close()
			defer clean.Close()
			var acts []int32
			for k := range 10 {
				acts = randomActions(clean, k, acts)
				bad := slices.Clone(acts)
				illegal := int32(-1)
				for id, m := range refused.Mask[4*refused.NumActions() : 5*refused.NumActions()] {
					if m == 0 {
						illegal = int32(id)
						break
					}
				}
				for _, a := range []int32{illegal, -3, int32(refused.NumActions())} {
					bad[4] = a
					before := fingerprint(refused)
					err := refused.Step(bad)
					if !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), "game 4") {
						t.Fatalf("step %d: action %d of game 4 gave %v", k, a, err)
					}
					if fingerprint(refused) != before {
						t.Fatalf("step %d: a refused step changed the buffers", k)
					}
				}
				if err := refused.Step(acts); err != nil {
					t.Fatal(err)
				}
				if err := clean.Step(acts); err != nil {
					t.Fatal(err)
				}
				if fingerprint(refused) != fingerprint(clean) {
					t.Fatalf("step %d: a refused step changed a game", k)
				}
			}
			if err := refused.Step(acts[:5]); err == nil {
				t.Fatal("a step with 5 actions for 6 games was taken")
			}
		})
	}
}

// A step allocates nothing while no game ends (an end allocates its Result
// and deals the next game).
func TestBatchStepAllocatesNothing(t *testing.T) {
	for _, workers := range []int{1, 2} {
		b, err := sdk.NewBatch("tonytino", nil, 32, 1, sdk.BatchOptions{Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		acts := make([]int32, 0, b.N())
		k := 0
		allocs := testing.AllocsPerRun(20, func() {
			acts = randomActions(b, k, acts)
			k++
			if err := b.Step(acts); err != nil {
				t.Fatal(err)
			}
		})
		if slices.Contains(b.Done, true) {
			t.Fatal("a game ended within the first 21 steps: the test needs longer games")
		}
		if allocs != 0 {
			t.Fatalf("%d workers: a step allocates %v times", workers, allocs)
		}
		b.Close()
	}
}

// The caller's buffers are used as they are; one of the wrong length is
// refused naming it.
func TestBatchUsesTheCallersBuffers(t *testing.T) {
	n := 4
	probe, err := sdk.NewBatch("tonytino", nil, 1, 1, sdk.BatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	obs := make([]float32, n*probe.ObservationSize())
	probe.Close()
	b, err := sdk.NewBatch("tonytino", nil, n, 1, sdk.BatchOptions{Obs: obs})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if &b.Obs[0] != &obs[0] {
		t.Fatal("the Batch did not write into the caller's Obs")
	}
	if _, err := sdk.NewBatch("tonytino", nil, n, 1, sdk.BatchOptions{Done: make([]bool, 3)}); err == nil || !strings.Contains(err.Error(), "Done") {
		t.Fatalf("a Done buffer of 3 for 4 games gave %v", err)
	}
	if _, err := sdk.NewBatch("chess", nil, n, 1, sdk.BatchOptions{}); !errors.Is(err, core.ErrBadConfig) {
		t.Fatalf("an unknown game gave %v", err)
	}
	if _, err := sdk.NewBatch("tonytino", []byte(`{"players":3}`), n, 1, sdk.BatchOptions{}); !errors.Is(err, core.ErrBadConfig) {
		t.Fatalf("a bad config gave %v", err)
	}
}

// EpisodeSeed tells every game and episode apart.
func TestEpisodeSeedsDoNotRepeat(t *testing.T) {
	seen := map[uint64]bool{}
	for i := range 100 {
		for k := range uint64(100) {
			s := sdk.EpisodeSeed(42, i, k)
			if seen[s] {
				t.Fatalf("game %d episode %d repeats a seed", i, k)
			}
			seen[s] = true
		}
	}
}

// RandomActions draws legal actions only, the same for the same seed.
func TestBatchRandomActionsAreLegal(t *testing.T) {
	for _, game := range sdk.Names() {
		b, err := sdk.NewBatch(game, nil, 8, 2, sdk.BatchOptions{})
		if err != nil {
			t.Fatal(err)
		}
		a := b.NumActions()
		var acts []int32
		for k := range uint64(60) {
			acts = b.RandomActions(acts[:0], k)
			for i, id := range acts {
				if !b.Done[i] && b.Mask[i*a+int(id)] != 1 {
					t.Fatalf("%s step %d game %d: RandomActions drew %d, not a legal action", game, k, i, id)
				}
			}
			if !slices.Equal(acts, b.RandomActions(nil, k)) {
				t.Fatalf("%s: RandomActions is not a function of its seed", game)
			}
			if err := b.Step(acts); err != nil {
				t.Fatal(err)
			}
		}
		b.Close()
	}
}

// Close stops a Batch's workers, parked or still looking for the next
// step: the goroutines it started are gone soon after.
func TestBatchCloseStopsItsWorkers(t *testing.T) {
	before := runtime.NumGoroutine()
	for _, pause := range []time.Duration{0, 50 * time.Millisecond} { // spinning, then parked
		b, err := sdk.NewBatch("tonytino", nil, 16, 1, sdk.BatchOptions{Workers: 4})
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Step(b.RandomActions(nil, 1)); err != nil {
			t.Fatal(err)
		}
		time.Sleep(pause)
		b.Close()
	}
	for range 200 {
		if runtime.NumGoroutine() <= before {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("%d goroutines after Close, %d before the Batches", runtime.NumGoroutine(), before)
}

// A Batch with more workers than chunks of games and than cores steps
// thousands of times, its workers parking between some steps, without
// stalling: every worker wakes for every phase. (The lost wake-up this
// guards against showed only under load, in -cpu 1,2,4 runs of
// TestBatchIsTheSameForAnyNumberOfWorkers beside other tests.)
func TestBatchWorkersWakeForEveryStep(t *testing.T) {
	for _, workers := range []int{2, 3, 8} {
		b, err := sdk.NewBatch("tonytino", nil, 12, 5, sdk.BatchOptions{Workers: workers, NoObservations: true})
		if err != nil {
			t.Fatal(err)
		}
		var acts []int32
		for k := range 3000 {
			acts = b.RandomActions(acts[:0], uint64(k))
			if err := b.Step(acts); err != nil {
				t.Fatal(err)
			}
			if k%500 == 0 {
				time.Sleep(2 * time.Millisecond) // long enough for the workers to park
			}
		}
		b.Close()
	}
}
