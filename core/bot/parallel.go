package bot

import "sync"

// Parallel calls play(i) for each i from 0 to n-1 on up to workers
// goroutines (at least one), and progress(done) after each call when
// progress is not nil. Once a call fails no new index is handed out. It
// returns the lowest index whose call failed and its error, or -1 and nil.
// play stores its results by index, so they do not depend on the worker
// count: Series and SeriesFunc run on it.
func Parallel(n, workers int, play func(i int) error, progress func(done int)) (int, error) {
	errs := make([]error, n)
	workers = min(max(workers, 1), max(n, 1))
	var (
		mu     sync.Mutex
		done   int
		failed bool
		wg     sync.WaitGroup
	)
	jobs := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				err := play(i)
				mu.Lock()
				errs[i] = err
				done++
				failed = failed || err != nil
				if progress != nil {
					progress(done)
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < n; i++ {
		mu.Lock()
		stop := failed
		mu.Unlock()
		if stop {
			break
		}
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return i, err
		}
	}
	return -1, nil
}
