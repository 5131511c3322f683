package orbit

import (
	"orbis/game"
	"orbis/game/online"
	"orbis/game/table"
)

// SeatSetup is what a new game of Orbit offers, for a room's host too.
func (g *Game) SeatSetup() game.SeatSetup { return g.seatSetup() }

// PlayOnline opens the table of a seat whose game a server plays.
func (g *Game) PlayOnline(env *game.Env, c *online.Client) (game.Scene, error) {
	return table.PlayOnline(tableSpec, env, c, func(m *match) *play { return newPlay(g, env, m, env.Speed()) })
}

// pumpNet follows the server: the others' steps, the table made again
// when it must be, what the others said.
func (p *play) pumpNet(env *game.Env) {
	m, remade, ok := tableSpec.Follow(p.net, p.m, p.speed)
	if !ok {
		p.status = game.Say("online.lost")
		return
	}
	if remade {
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

// Link makes the table an online one: linked to its server, its seats
// named as the room names them, what the table shows made again.
func (p *play) Link(env *game.Env, net *orbitNet) {
	p.net = net
	p.nameSeats(env)
	p.toldWentBack()
	p.refresh(env)
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
func (p *play) Chat(phrase string) { table.Chat(p.net, phrase) }

// onlineKind names who plays a seat of an online table ("" for the
// server's computer, which the note names by its level).
func (p *play) onlineKind(env *game.Env, seat int) string { return p.net.SeatWord(env, seat) }

// overOnline is the final score of an online game: the table's work
// stops, its connection stays for the rematch.
func (p *play) overOnline(env *game.Env) *over {
	p.m.Close(nil)
	o := newOver(p.g, env, p.m)
	o.online = table.AttachRematch(env, &o.final, p.net.Client)
	o.ratings = table.RatingsOf(p.net.Client)
	o.layout(env)
	return o
}
