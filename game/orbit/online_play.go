package orbit

import (
	"fmt"
	"log"

	"orbis/game"
	"orbis/game/online"
	"orbis/game/session"
	rules "orbis/rules/orbit"
)

// orbitNet keeps an online table's session in step with the server.
type orbitNet = game.Net[rules.State, rules.Action, rules.Observation, *rules.State]

// SeatSetup is what a new game of Orbit offers, for a room's host too.
func (g *Game) SeatSetup() game.SeatSetup { return g.seatSetup() }

// PlayOnline opens the table of a seat whose game a server plays.
func (g *Game) PlayOnline(env *game.Env, c *online.Client) (game.Scene, error) {
	net := game.NewNet[rules.State, rules.Action, rules.Observation, *rules.State](env, c, rules.ParseAction, rules.Action.String)
	m, err := matchFromView(net.Record(), net.Seat)
	if err != nil {
		return nil, err
	}
	p := newPlay(g, env, m, env.Speed())
	p.net = net
	p.nameSeats(env)
	p.toldWentBack()
	p.refresh(env)
	return p, nil
}

// matchFromView makes a match of a seat's view of an online game: the
// seat is played here, every other one remotely; the dice and the draws
// come from the server, and are followed as it made them.
func matchFromView(data []byte, seat int) (*match, error) {
	rec, err := rules.ReadView(data)
	if err != nil {
		return nil, fmt.Errorf("orbit: the server's view: %w", err)
	}
	m := &match{setup: rec.Setup, online: true}
	ctl := make([]session.Controller[rules.Action, rules.Observation], len(rec.Players))
	for i, p := range rec.Players {
		m.Seats = append(m.Seats, seatFromInfo(p))
		ctl[i] = session.Remote[rules.Action, rules.Observation]{}
	}
	if seat < 0 || seat >= len(ctl) {
		return nil, fmt.Errorf("orbit: seat %d of %d", seat, len(ctl))
	}
	m.Seats[seat].Level = 0 // a person's seat, this one
	ctl[seat] = session.Person[rules.Action, rules.Observation]{}
	st, err := rec.Start()
	if err != nil {
		return nil, err
	}
	steps, err := followedSteps(st, rec.Actions)
	if err != nil {
		return nil, err
	}
	if m.sess, err = session.ResumeFollowing[rules.State, rules.Action, rules.Observation](st, steps, ctl); err != nil {
		return nil, err
	}
	return m, nil
}

// followedSteps says who played each step of a view: the seat to act, or
// the table for its dice and draws, taken as the server made them.
func followedSteps(st rules.State, actions []rules.Action) ([]session.Step[rules.Action], error) {
	steps := make([]session.Step[rules.Action], len(actions))
	for i, a := range actions {
		seat := st.CurrentPlayer()
		if a.Kind == rules.KindRoll || a.Kind == rules.KindDraw {
			seat = session.Table
		}
		if err := st.Follow(a); err != nil {
			return nil, fmt.Errorf("orbit: the view's step %d: %w", i+1, err)
		}
		steps[i] = session.Step[rules.Action]{Seat: seat, Action: a, Unit: i + 1}
	}
	return steps, nil
}

// pumpNet follows the server: the others' steps, the table made again
// when it must be, what the others said.
func (p *play) pumpNet(env *game.Env) {
	if p.net.Pump(p.m.sess, p.speed) {
		m, err := matchFromView(p.net.Record(), p.net.Seat)
		if err != nil {
			log.Printf("orbit: online: %v", err)
			p.status = game.Say("online.lost")
			return
		}
		p.m.sess.Close()
		p.net.Restore(m.sess)
		m.sess.Drain()
		p.m, p.flights = m, p.flights[:0]
		p.unpick()
		p.retell()
		p.toldWentBack()
	}
	for _, n := range p.net.Notices() {
		p.say(n)
	}
	p.nameSeats(env)
}

// toldWentBack says, on a table made from the server's view, that the
// server lost the game's last moves: as a notice, then until the turn
// ends.
func (p *play) toldWentBack() {
	if ph, ok := p.net.WentBack(); ok {
		p.status = ph
		p.say(ph)
	}
}

// nameSeats names the seats as the room does: a friend's name once they
// took the seat.
func (p *play) nameSeats(env *game.Env) {
	table, _ := p.net.Table()
	for i, s := range table {
		if i < len(p.m.Seats) {
			p.m.Seats[i].Name = env.SeatName(p.g.seatSetup(), i, s.Name)
		}
	}
}

// Online reports whether a server keeps this table's game.
func (p *play) Online() bool { return p.net != nil }

// Chat says a canned phrase to the table.
func (p *play) Chat(phrase string) {
	if p.net != nil {
		p.net.Chat(phrase)
	}
}

// onlineKind names who plays a seat of an online table ("" for the
// server's computer, which the note names by its level).
func (p *play) onlineKind(env *game.Env, seat int) string { return p.net.SeatWord(env, seat) }
