package table

import (
	"log"

	"orbis/game"
	"orbis/game/online"
	"orbis/game/session"
)

// Linked is a game's play scene as an online table: Link links it to
// the server of its game.
type Linked[S any, A comparable, O any, P session.State[S, A, O]] interface {
	game.Scene
	Link(env *game.Env, net *game.Net[S, A, O, P])
}

// PlayOnline opens the table of a seat whose game a server plays: the
// seat is played here, every other seat (people and the server's
// computers alike) at the other end. open makes the game's play scene of
// the match of the seat's view (see MatchFromView), which is then linked.
func PlayOnline[S any, A comparable, O any, P session.State[S, A, O], R any, C Seat, T Linked[S, A, O, P]](s *Spec[S, A, O, P, R, C], env *game.Env, c *online.Client, open func(m *Match[S, A, O, P, R, C]) T) (game.Scene, error) {
	net := game.NewNet[S, A, O, P](env, c, s.Online.ParseAction, s.Online.FormatAction)
	m, err := MatchFromView(s, net.Record(), net.Seat)
	if err != nil {
		return nil, err
	}
	p := open(m)
	p.Link(env, net)
	return p, nil
}

// Follow follows the server: the others' steps into the match's session
// and, when the server's view must be taken again, the table made again
// from it (remade, the new match in the old one's place: its events are
// drained, the log tells them from the record). ok is false when the view
// could not be read (a line in the log): the table is lost.
func (s *Spec[S, A, O, P, R, C]) Follow(net *game.Net[S, A, O, P], m *Match[S, A, O, P, R, C], speed game.Speed) (next *Match[S, A, O, P, R, C], remade, ok bool) {
	if !net.Pump(m.Sess, speed) {
		return m, false, true
	}
	next, err := MatchFromView(s, net.Record(), net.Seat)
	if err != nil {
		log.Printf("%s: online: %v", s.ID(), err)
		return m, false, false
	}
	m.Sess.Close()
	net.Restore(next.Sess)
	next.Sess.Drain()
	return next, true, true
}
