package game

import (
	"log"
	"strings"
	"time"

	"orbis/game/online"
	"orbis/game/session"
)

// Net keeps a table's session in step with a server, for the seat this
// screen plays online: it follows the steps the others made (the table's
// draws too) at the table's pace, sends the seat's own unit once it is
// whole, and says when the table must be made again from the server's
// view: after a step that showed a secret, a refused move, or a step that
// does not fit.
type Net[S any, A comparable, O any, P session.State[S, A, O]] struct {
	Client *online.Client
	Seat   int
	Parse  func(string) (A, error)
	Format func(A) string
	Invite Invitation // how friends join the room

	queue   []numberedStep // steps the server sent, not yet on the table
	pace    Pace
	sent    int  // the history's length when the seat's unit was sent; 0 for none
	restate bool // a state came: make the table again once the queue is shown
	refused bool // the server refused the seat's unit: it is not played again
	carry   []A  // the seat's own steps the server has not got, played again on the table made anew
	notices []Phrase
	seats   seatAsks        // the seat requests of the room's seats overlay, and the chat's
	told    online.WentBack // the server's loss of moves last told
	// A table played at once (net_atonce.go): the server's steps on it, the
	// seat's own it sent and the server sent back; counted from the
	// table's making (synced).
	applied, sentOwn, echoed int
	synced                   bool
}

// ChatKey is the catalogue's key of a canned phrase of the chat; "" for
// none.
func ChatKey(phrase string) string { return chatKeys[phrase] }

// chatKeys are the catalogue's words of the chat's canned phrases.
var chatKeys = map[string]string{
	"hello": "chat.hello", "good_luck": "chat.good_luck", "well_played": "chat.well_played", "thanks": "chat.thanks",
	"thinking": "chat.thinking", "back_soon": "chat.back_soon", "oops": "chat.oops", "rematch": "chat.rematch",
}

// NewNet links a table to a client's seat. What the client received so
// far is in the view the table is made from, so it is not played again.
// The table is the one the chat's invitation names.
func NewNet[S any, A comparable, O any, P session.State[S, A, O]](env *Env, c *online.Client, parse func(string) (A, error), format func(A) string) *Net[S, A, O, P] {
	code, _, seat := c.Seat()
	c.Drain()
	n := &Net[S, A, O, P]{Client: c, Seat: seat, Parse: parse, Format: format, Invite: env.Invitation(c.URL(), code)}
	if c.Watching() { // a spectator: the table is watched, not played
		n.notices = append(n.notices, Say("watch.watching"))
	}
	env.SetRoom(n)
	env.followTurns(c, code)
	return n
}

// Invitation is how friends join the table's room.
func (n *Net[S, A, O, P]) Invitation() Invitation { return n.Invite }

// Open reports whether a seat of the table waits for a friend.
func (n *Net[S, A, O, P]) Open() bool {
	table, _ := n.Table()
	return OpenSeat(table)
}

// OpenSeat reports whether a seat of a room's table is open.
func OpenSeat(table []online.SeatState) bool {
	for _, s := range table {
		if s.Kind == "open" {
			return true
		}
	}
	return false
}

// Chat says a canned phrase to the table.
func (n *Net[S, A, O, P]) Chat(phrase string) {
	seq, err := n.Client.Request(online.Message{Type: online.TypeChat, Phrase: phrase})
	if err != nil {
		log.Printf("orbis: chat: %v", err)
		return
	}
	n.seats.chat = seq
}

type numberedStep struct {
	n    int
	step online.Step
}

// Pump takes the server's messages and plays what is due on the session.
// It reports whether the table must be made again from Client's view.
func (n *Net[S, A, O, P]) Pump(sess *session.Session[S, A, O, P], speed Speed) (remake bool) {
	for _, m := range n.Client.Drain() {
		switch m.Type {
		case online.TypeStep:
			n.queue = append(n.queue, numberedStep{m.Step, m.StepOf()})
		case online.TypeState:
			n.restate = true
		case online.TypeRefused:
			if said, ok := n.seats.refused(m); ok {
				if !said.Empty() {
					n.notices = append(n.notices, said)
				}
				continue
			}
			if m.Reason == online.ReasonServerFull {
				n.notices = append(n.notices, Say("online.move_refused_full"))
			} else {
				n.notices = append(n.notices, Say("online.move_refused"))
			}
			n.restate, n.refused = true, true
		case online.TypeChat:
			if key, ok := chatKeys[m.Phrase]; ok {
				n.notices = append(n.notices, Say("online.said", n.name(m.Seat), Say(key)))
			}
		}
	}
	if sess.AtOnce() {
		if !n.synced {
			n.sync(sess)
		}
		return n.pumpAtOnce(sess, speed)
	}
	for len(n.queue) > 0 {
		q, hist := n.queue[0], sess.History()
		switch {
		case q.n <= len(hist):
			if n.Format(hist[q.n-1].Action) != q.step.Action || hist[q.n-1].Seat != q.step.Seat {
				return n.remade(sess)
			}
		case q.n > len(hist)+1:
			return n.remade(sess)
		case time.Now().Before(n.pace.next):
			return false // shown at the table's pace
		default:
			a, err := n.Parse(q.step.Action)
			if err != nil || sess.Follow(session.Step[A]{Seat: q.step.Seat, Action: a}) != nil {
				return n.remade(sess)
			}
			if q.step.Seat != session.Table && speed != SpeedInstant {
				n.pace.next = time.Now().Add(speed.Step())
			}
			if q.step.Seat == session.Table {
				// A table's step ends a turn: the table shows it before the
				// next turn's first step, as a local game's does (its log
				// tells the new turn from the session as it then stands).
				n.queue = n.queue[1:]
				return false
			}
		}
		n.queue = n.queue[1:]
	}
	if n.restate {
		return n.remade(sess)
	}
	n.send(sess)
	return false
}

// remade forgets what was queued: the view the table is made again from
// holds it. The seat's own steps beyond the view (played while the
// connection was away, or sent and lost with it) are kept to be played
// again, unless the server refused them or the view went another way.
func (n *Net[S, A, O, P]) remade(sess *session.Session[S, A, O, P]) bool {
	var seen []online.Step
	n.Client.With(func(m online.Match, _ []online.SeatState, _ int64) {
		if m != nil {
			seen = m.History(0)
		}
	})
	hist := sess.History()
	n.carry = n.carry[:0]
	if sess.AtOnce() {
		n.carryAtOnce(sess)
	} else if !n.refused && len(hist) > len(seen) {
		for i, st := range seen {
			if st.Seat != hist[i].Seat || st.Action != n.Format(hist[i].Action) {
				n.carry = n.carry[:0]
				break
			}
		}
		for _, h := range hist[len(seen):] {
			if h.Seat != n.Seat {
				n.carry = n.carry[:0]
				break
			}
			n.carry = append(n.carry, h.Action)
		}
	}
	n.queue, n.restate, n.refused, n.sent = n.queue[:0], false, false, 0
	return true
}

// Restore plays again, on a table made anew from the server's view, the
// seat's own steps the server had not got: nothing the player did is lost
// with a connection. A step the new table refuses ends it.
func (n *Net[S, A, O, P]) Restore(sess *session.Session[S, A, O, P]) {
	if sess.AtOnce() {
		n.sync(sess)
	}
	for _, a := range n.carry {
		if sess.Submit(n.Seat, a) != nil {
			break
		}
	}
	n.carry = n.carry[:0]
}

// send sends the seat's unit once it is whole: its turn passed on, or the
// table's step is due, or the game is over.
func (n *Net[S, A, O, P]) send(sess *session.Session[S, A, O, P]) {
	confirmed := 0
	n.Client.With(func(m online.Match, _ []online.SeatState, _ int64) {
		if m != nil {
			confirmed = m.Steps()
		}
	})
	hist := sess.History()
	if len(hist) <= confirmed || n.sent == len(hist) {
		return
	}
	st := P(sess.State())
	_, chance := st.Chance()
	if !st.IsOver() && !chance && st.CurrentPlayer() == n.Seat {
		return // the seat is still deciding
	}
	actions := make([]string, 0, len(hist)-confirmed)
	for _, h := range hist[confirmed:] {
		if h.Seat != n.Seat {
			return // not the seat's own: the server's steps will sort it out
		}
		actions = append(actions, n.Format(h.Action))
	}
	if err := n.Client.Act(confirmed, actions); err != nil {
		return // offline: sent again once the connection is back
	}
	n.sent = len(hist)
	sess.Commit()
}

// Waiting reports whether the seat's unit is on its way to the server.
func (n *Net[S, A, O, P]) Waiting(sess *session.Session[S, A, O, P]) bool {
	if sess.AtOnce() {
		return n.sentOwn > n.echoed
	}
	return n.sent > 0 && n.sent == len(sess.History())
}

// Notices returns what the table should tell the player since the last
// call: chat, a refused move.
func (n *Net[S, A, O, P]) Notices() []Phrase {
	out := n.notices
	n.notices = nil
	return out
}

// WentBack says, once for each loss, that the server lost the game's last
// moves and where play went on; false when there is nothing new to say.
// The table shows it when it is made from the server's view.
func (n *Net[S, A, O, P]) WentBack() (Phrase, bool) {
	wb := n.Client.WentBack()
	if wb == nil || *wb == n.told {
		return Phrase{}, false
	}
	n.told = *wb
	if wb.Kept == 0 {
		return Say("online.went_back_start"), true
	}
	return Say("online.went_back", wb.Kept, wb.Had), true
}

// Table returns who sits where and who is here, and the turn's deadline.
func (n *Net[S, A, O, P]) Table() (seats []online.SeatState, deadline int64) {
	n.Client.With(func(_ online.Match, t []online.SeatState, d int64) {
		seats, deadline = append(seats, t...), d
	})
	return seats, deadline
}

func (n *Net[S, A, O, P]) name(seat int) string {
	seats, _ := n.Table()
	if seat >= 0 && seat < len(seats) {
		return seats[seat].Name
	}
	return "?"
}

// Record is the seat's view of the game, to make the table again from.
func (n *Net[S, A, O, P]) Record() []byte {
	var rec []byte
	n.Client.With(func(m online.Match, _ []online.SeatState, _ int64) {
		if m != nil {
			rec, _ = m.Record()
		}
	})
	return rec
}

// SeatWord names who plays a seat of the table: you, a player here or
// away, a seat still open, the server's computer by its level (a seat the
// host gave it, too); "" for a computer the table names itself (a rival).
func (n *Net[S, A, O, P]) SeatWord(env *Env, seat int) string {
	table, _ := n.Table()
	switch {
	case seat == n.Seat:
		return env.T("online.you")
	case seat < 0 || seat >= len(table):
		return ""
	case strings.HasPrefix(table[seat].Kind, "ai:"):
		return ComputerWord(env, table[seat].Kind)
	case table[seat].Kind == "open":
		return env.T("online.open_seat")
	case !table[seat].Here:
		return env.T("online.away")
	}
	return env.T("online.player")
}

// Status says what the table waits for: the seat's move on its way, a
// friend to take the open seat to act (with the room's link, address and
// code), or the seat to act's player.
func (n *Net[S, A, O, P]) Status(env *Env, sess *session.Session[S, A, O, P]) string {
	if n.Waiting(sess) {
		return env.T("online.sending")
	}
	table, _ := n.Table()
	code, _, _ := n.Client.Seat()
	if sess.AtOnce() {
		return n.statusAtOnce(env, sess, code)
	}
	seat := P(sess.State()).CurrentPlayer()
	switch {
	case seat < 0 || seat >= len(table):
		return ""
	case table[seat].Kind == "open":
		return n.Invite.Waiting(env)
	}
	return env.T("online.waiting_for", table[seat].Name, online.ShowCode(code))
}

// LostScene is the screen that says the table's seat is gone, once the
// server said so (the lobby's, Screens.Lost); nil while the seat is
// played here. The table closes itself and opens it.
func (n *Net[S, A, O, P]) LostScene(env *Env) Scene {
	if env.screens.Lost == nil {
		return nil
	}
	return env.screens.Lost(env, n.Client)
}
