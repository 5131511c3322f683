package table

import (
	"fmt"
	"time"

	"orbis/game"
	"orbis/game/online"
)

// OnlineRematch is an online game's final score's way to its rematch:
// the connection to the finished room stays open under the score, so
// that the rematch another player asks for moves this player to it at
// once; the Rematch button asks for it here. Once the client sits in the
// new room and has its table, Follow opens it.
type OnlineRematch struct {
	client *online.Client
	from   string      // the finished room's code
	moves  int         // the client's moves to a rematch when the score opened
	asked  uint64      // the rematch request on its way, for its refusal; 0 for none
	said   game.Phrase // why the rematch could not be taken
	shown  string      // the button's word as last laid out
	gone   bool        // the score moved on to the rematch, or was left
}

// AttachRematch keeps an online final score's connection for its
// rematch and has its Rematch button say where the rematch stands.
func AttachRematch(env *game.Env, s *Score, c *online.Client) *OnlineRematch {
	r := NewOnlineRematch(c)
	s.RematchWord = r.Word
	r.Changed(env)
	return r
}

// Update runs an online final score's Update around the game's own
// (update): once the client sits in the rematch, its table replaces the
// score; when the Rematch button's word changes, the score is laid out
// again (relayout); a player who leaves the score lets the connection go.
// A nil r (an offline score) runs update alone.
func (r *OnlineRematch) Update(env *game.Env, relayout func(), update func() (game.Change, error)) (game.Change, error) {
	if r == nil || r.gone {
		return update()
	}
	next, err := r.Follow(env)
	if next != nil || err != nil {
		r.gone = true
		if err != nil {
			r.Close()
		}
		return game.Replace(next), err
	}
	if r.Changed(env) {
		relayout()
	}
	c, err := update()
	if c.Leaves() {
		r.gone = true
		r.Close()
	}
	return c, err
}

// NewOnlineRematch keeps the finished game's connection for its rematch.
func NewOnlineRematch(c *online.Client) *OnlineRematch {
	moves, _ := c.Moves()
	code, _, _ := c.Seat()
	return &OnlineRematch{client: c, from: code, moves: moves}
}

// Ask asks the server for this player's seat in the rematch, which it
// makes if nobody asked before.
func (r *OnlineRematch) Ask() {
	if r.client.Watching() {
		return // a spectator holds no seat to take into the rematch
	}
	seq, err := r.client.Rematch()
	if err != nil {
		r.said = game.Say("rematch.offline")
		return
	}
	r.asked, r.said = seq, game.Phrase{}
}

// Busy reports whether the rematch is on its way: the score shows it
// until the new table opens.
func (r *OnlineRematch) Busy() bool { return r.asked != 0 }

// Follow takes the server's answers: a rematch made while the player sat
// at the finished table is asked for at once; a refusal is said on the
// button; once the client moved to the new room and has its table, the
// table, remembered among the player's games.
func (r *OnlineRematch) Follow(env *game.Env) (game.Scene, error) {
	for _, m := range r.client.Drain() {
		if m.Type == online.TypeRefused && r.asked != 0 && m.Seq == r.asked {
			r.asked, r.said = 0, game.Say("rematch.refused")
		}
	}
	if code, told := r.client.RematchCode(); code != "" && told && r.asked == 0 && r.said.Empty() && !r.client.Watching() {
		r.Ask()
	}
	moves, ready := r.client.Moves()
	if moves <= r.moves || !ready {
		return nil, nil
	}
	r.moves, r.asked = moves, 0
	og := onlineGame(env, r.client.Game())
	if og == nil {
		return nil, fmt.Errorf("online: the rematch plays %q, which this application does not have", r.client.Game())
	}
	code, token, seat := r.client.Seat()
	at := env.HostedOf(r.client.URL(), r.from)
	env.RememberOnline(game.OnlineRef{Server: r.client.URL(), Code: code, Token: token, Game: r.client.Game(), Seat: seat,
		Joined: time.Now().UTC(), Shared: at.Shared, Web: at.Web})
	return og.PlayOnline(env, r.client)
}

// Word says on the score's Rematch button where the rematch stands: on
// its way, refused, or ready for this player's seat (Score.RematchWord).
func (r *OnlineRematch) Word(env *game.Env) (label string, enabled bool) {
	switch code, _ := r.client.RematchCode(); {
	case r.client.Watching():
		return env.T("over.rematch"), false
	case r.asked != 0:
		return env.T("rematch.joining"), false
	case !r.said.Empty():
		return env.Say(r.said), true
	case code != "":
		return env.T("rematch.take_seat"), true
	}
	return env.T("over.rematch"), true
}

// Changed reports whether the button's word changed since the last call:
// the score is laid out again with it.
func (r *OnlineRematch) Changed(env *game.Env) bool {
	label, enabled := r.Word(env)
	word := fmt.Sprint(label, enabled)
	changed := word != r.shown
	r.shown = word
	return changed
}

// Close lets go of the finished room's connection: the player left the
// score for something else.
func (r *OnlineRematch) Close() { r.client.Close() }

// onlineGame is the online game of an id, nil for none.
func onlineGame(env *game.Env, id string) game.OnlineGame {
	for _, g := range env.Games() {
		if og, ok := g.(game.OnlineGame); ok && g.ID() == id {
			return og
		}
	}
	return nil
}
