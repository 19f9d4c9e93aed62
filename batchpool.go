package sdk

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// pool runs a Batch's phases on workers goroutines: the caller's and
// workers-1 others, each taking the next chunk of games until none is
// left, so a worker whose games ended (and are dealt again, which costs
// more than a move) holds nobody up. A phase takes tens of microseconds,
// about what waking a parked goroutine on another thread costs (and a
// goroutine a channel send wakes first waits on the sender's own thread
// until another steals it), so a worker spins on the phase counter for a
// while before it parks, and a phase usually starts on every core at once.
type pool struct {
	ph      phase         // the phase started last, written before epoch moves on
	epoch   atomic.Uint64 // phases started, and the close
	next    atomic.Int64  // the first game no worker has taken yet
	pending atomic.Int32  // workers still working the phase
	closed  atomic.Bool
	games   int
	work    func(ph phase, lo, hi int)
	workers int        // the goroutines started, the caller's not counted
	mu      sync.Mutex // held to move the epoch on, and by a worker to park
	parked  *sync.Cond // on mu
	stop    sync.Once
}

// poolChunk is the games a worker takes at a time: few enough that the
// workers finish together, enough that taking them costs little.
const poolChunk = 8

// poolSpins is how many times a worker looks for a new phase, yielding
// its thread between looks, before it parks: a few hundred microseconds,
// longer than a trainer's usual pause between two steps.
const poolSpins = 2000

// newPool starts workers-1 goroutines that, with run's caller, do each
// phase ph of games 0 to games-1 as work(ph, lo, hi) over chunks.
func newPool(workers, games int, work func(ph phase, lo, hi int)) *pool {
	p := &pool{games: games, work: work, workers: workers - 1}
	p.parked = sync.NewCond(&p.mu)
	for range p.workers {
		go func() {
			var seen uint64
			for {
				seen = p.await(seen)
				if p.closed.Load() {
					return
				}
				p.drain(p.ph)
				p.pending.Add(-1)
			}
		}()
	}
	return p
}

// drain works chunks of phase ph until every game is taken.
func (p *pool) drain(ph phase) {
	for {
		lo := int(p.next.Add(poolChunk)) - poolChunk
		if lo >= p.games {
			return
		}
		p.work(ph, lo, min(lo+poolChunk, p.games))
	}
}

// await waits for a phase after the one seen and returns its epoch:
// spinning first, then parked on the condition, whose lock start holds
// while it moves the epoch on, so no wake-up is lost.
func (p *pool) await(seen uint64) uint64 {
	for range poolSpins {
		if e := p.epoch.Load(); e != seen {
			return e
		}
		runtime.Gosched()
	}
	p.mu.Lock()
	for p.epoch.Load() == seen {
		p.parked.Wait()
	}
	p.mu.Unlock()
	return p.epoch.Load()
}

// start moves every worker on to the next epoch, waking those parked.
func (p *pool) start() {
	p.mu.Lock()
	p.epoch.Add(1)
	p.mu.Unlock()
	p.parked.Broadcast()
}

// run does phase ph over every game, the caller's goroutine working too,
// and returns when all are done.
func (p *pool) run(ph phase) {
	p.ph = ph
	p.next.Store(0)
	p.pending.Store(int32(p.workers))
	p.start()
	p.drain(ph)
	for p.pending.Load() != 0 {
		runtime.Gosched()
	}
}

// close stops the workers; the pool runs no phase after it.
func (p *pool) close() {
	p.stop.Do(func() {
		p.closed.Store(true)
		p.start()
	})
}
