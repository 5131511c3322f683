//go:build !js

package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	"orbis/game"
	"orbis/game/online"
	"orbis/game/session"
)

// cmdWatch follows a room as a spectator: it prints each step as it comes,
// the chat, and the final scores, and ends with the game (exit 0). It sees
// what a connection without a seat may: the same view every seat gets.
func cmdWatch(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis watch", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("server", "127.0.0.1:8080", "the server's address")
	code := fs.String("code", "", "the room's code")
	asJSON := fs.Bool("json", false, "print JSON lines (watching, step, chat, over) rather than text")
	if err := fs.Parse(args); err != nil {
		return err
	}
	room, err := online.ParseCode(*code)
	if err != nil || fs.NArg() > 0 {
		return usageError("want --code ABCD-EFGH (%v)", err)
	}
	url, err := game.ServerURL(*addr)
	if err != nil {
		return usageError("%v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	c, err := online.Watch(ctx, url, onlineViews(), room)
	if err != nil {
		return err
	}
	defer c.Close()
	w := &watchPrinter{out: stdout, json: *asJSON}
	return w.follow(ctx, c, room)
}

// watchEvent is one line of `orbis watch --json`.
type watchEvent struct {
	Type   string   `json:"type"` // watching, step, chat, over
	Code   string   `json:"code,omitempty"`
	Game   string   `json:"game,omitempty"`
	Names  []string `json:"names,omitempty"`
	Step   int      `json:"step,omitempty"`
	Seat   *int     `json:"seat,omitempty"` // -1 for the table's step
	Name   string   `json:"name,omitempty"`
	Action string   `json:"action,omitempty"`
	Phrase string   `json:"phrase,omitempty"`
	Scores []int    `json:"scores,omitempty"`
}

// watchPrinter prints a spectator's game as it comes.
type watchPrinter struct {
	out     io.Writer
	json    bool
	names   []string
	printed int // the steps printed
	err     error
}

// follow prints the room's steps and chat in the order they came until
// the game is over.
func (w *watchPrinter) follow(ctx context.Context, c *online.Client, code string) error {
	c.With(func(_ online.Match, table []online.SeatState, _ int64) { w.names = seatNames(table) })
	w.emit(watchEvent{Type: "watching", Code: online.ShowCode(code), Game: c.Game(), Names: w.names},
		fmt.Sprintf("watching room %s (%s): %v", online.ShowCode(code), c.Game(), w.names))
	for {
		over := false
		var scores []int
		for _, m := range c.Drain() {
			switch m.Type {
			case online.TypeState, online.TypeStep:
				w.steps(c, m.Step)
			case online.TypeSteps:
				w.steps(c, m.Step+len(m.Steps)-1)
			case online.TypeTable:
				w.names = seatNames(m.Table)
			case online.TypeChat:
				w.emit(watchEvent{Type: "chat", Seat: &m.Seat, Name: w.name(m.Seat), Phrase: m.Phrase},
					fmt.Sprintf("chat: %s: %s", w.name(m.Seat), m.Phrase))
			}
		}
		c.With(func(m online.Match, _ []online.SeatState, _ int64) {
			if m != nil && m.Over() && m.Steps() == w.printed {
				over, scores = true, m.Scores()
			}
		})
		if over {
			w.emit(watchEvent{Type: "over", Names: w.names, Scores: scores}, fmt.Sprintf("game over: %v scores %v", w.names, scores))
			return w.err
		}
		if err := c.Err(); err != nil {
			return err
		}
		if w.err != nil {
			return w.err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-c.Changed():
		}
	}
}

// steps prints the steps of the client's view not printed yet, up to
// number upTo: those a message that came had.
func (w *watchPrinter) steps(c *online.Client, upTo int) {
	var steps []online.Step
	c.With(func(m online.Match, _ []online.SeatState, _ int64) {
		if m == nil {
			return
		}
		if m.Steps() < w.printed { // the server lost moves: play went on from what it kept
			w.printed = m.Steps()
		}
		steps = m.History(w.printed)
		steps = steps[:min(len(steps), max(upTo-w.printed, 0))]
	})
	for _, st := range steps {
		w.printed++
		name := "table"
		if st.Seat != session.Table {
			name = w.name(st.Seat)
		}
		w.emit(watchEvent{Type: "step", Step: w.printed, Seat: &st.Seat, Name: name, Action: st.Action},
			fmt.Sprintf("step %d: %s: %s", w.printed, name, st.Action))
	}
}

func (w *watchPrinter) name(seat int) string {
	if seat >= 0 && seat < len(w.names) {
		return w.names[seat]
	}
	return fmt.Sprintf("seat %d", seat+1)
}

// emit prints an event as a JSON line or as its text; the first error
// writing is kept.
func (w *watchPrinter) emit(ev watchEvent, text string) {
	if w.err != nil {
		return
	}
	if w.json {
		data, err := json.Marshal(ev)
		if err != nil {
			w.err = err
			return
		}
		text = string(data)
	}
	_, w.err = fmt.Fprintln(w.out, text)
}

func seatNames(table []online.SeatState) []string {
	names := make([]string, len(table))
	for i, s := range table {
		names[i] = s.Name
	}
	return names
}
