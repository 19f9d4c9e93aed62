// Command serve is a web table for the SDK's four games: a small
// multiplayer server and a browser client, written on the sdk registry
// only (Lookup, Position.View, Legal, Describe, Prompt, the events), so it
// is the program to start from for a UI or a server of your own.
//
//	go run ./examples/serve                       # http://127.0.0.1:8080, tables in memory
//	go run ./examples/serve -addr 127.0.0.1:9000 -data ./tables
//
// Open the address, create a table (the game, the seats, the house rules,
// which seats are bots) and play in the browser. Each person's seat has a
// secret link; the token rides in the URL's fragment, so it never reaches
// a log or a Referer, and the page sends it as a bearer token. With it a
// client reads only that seat's view and visible events and moves only for
// that seat. A spectator's link shows what the whole table sees. A
// finished table downloads as a core.Record, and a record can be stepped
// through move by move as a spectator saw it.
//
// /offline is a hot-seat table that needs no server: the page loads the
// rules as WebAssembly (the JavaScript module of js/, built by sh
// js/build.sh; -js names its directory) and plays every move in the
// browser, hiding each seat's hand behind a "pass to" screen between
// turns as the terminal's hot-seat does. The server only hands out its
// files.
//
// With -data, every table is kept as its record in that directory,
// rewritten atomically (a temporary file renamed over the old one) after
// every move and before the move is acknowledged; on start the server
// replays every table there (Game.Replay) and carries on where it
// stopped, saying which tables it resumed and which files it could not.
// -fsync also flushes each file to the disk, for a power cut.
//
// A table may have a clock per move: when a person runs out of time the
// server makes the seat's default move (Position.DefaultMove), as it does
// for every move of a seat whose person left. The seat that made the last
// move may ask to take it back; the game's rule (Game.TakeBack) decides
// first, then every other person must agree.
//
// The API (JSON; errors are {"error": ..., "reason": ...} with a 4xx):
//
//	GET  /api/games                  the games, their seat ranges, house-rule switches and glossaries
//	POST /api/tables                 {"game", "config", "seed"?, "bots": ["", "mcts:200"], "clock"?: s} → the links
//	GET  /api/tables/{id}            the viewer's snapshot: view, legal moves, prompt, events, result
//	GET  /api/tables/{id}/stream     Server-Sent Events: "ev" per visible event, "state" per change, "end" (?from=i&text=1)
//	POST /api/tables/{id}/moves      {"move": notation, "at": moves seen} for the token's seat
//	POST /api/tables/{id}/takeback   {"at": moves seen}: take back the seat's last move (Game.TakeBack, then the others' consent)
//	POST /api/tables/{id}/takeback/answer  {"agree": bool}: another seat's answer to a take-back
//	POST /api/tables/{id}/leave      the seat's person leaves: the server makes its default moves
//	GET  /api/tables/{id}/record     the core.Record, once the game is over
//	POST /api/replay                 {"record", "step"} → that step as a spectator saw it
package main

import (
	"context"
	"embed"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"
)

//go:embed web
var webFS embed.FS

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	data := flag.String("data", "", "directory to keep the tables in (empty: in memory only)")
	fsync := flag.Bool("fsync", false, "flush every saved record to the disk (survives a power cut; slower)")
	module := flag.String("js", "js", "the JavaScript module's directory (built by sh js/build.sh), which /offline loads the rules from")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, *addr, *data, *fsync, os.DirFS(*module), func(a string) { fmt.Printf("serving on http://%s/\n", a) }, func(line string) { fmt.Println(line) }); err != nil {
		log.Fatal(err)
	}
}

// run serves until ctx is done, calling say with each line of what it
// found in data (every table resumed, every file it could not resume) and
// ready with the address it listens on.
func run(ctx context.Context, addr, data string, fsync bool, module fs.FS, ready, say func(string)) error {
	var st *store
	if data != "" {
		if err := os.MkdirAll(data, 0o700); err != nil {
			return err
		}
		st = &store{dir: data, sync: fsync}
	}
	static, err := fs.Sub(webFS, "web")
	if err != nil {
		return err
	}
	s, err := newServer(ctx, st, static)
	if err != nil {
		return err
	}
	s.module = module
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           s.handler(),
		ReadHeaderTimeout: 10 * time.Second, // and decode bounds a body's time
		IdleTimeout:       2 * time.Minute,
		BaseContext:       func(net.Listener) context.Context { return ctx },
	}
	for _, line := range s.startLog() {
		say(line)
	}
	s.resume()
	ready(ln.Addr().String())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shut); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return nil
}
