package orbis

import (
	"orbis/game"
	"orbis/game/online"
	"orbis/game/table"
)

// SeatSetup is what a new game of Orbis offers, for a room's host too.
func (g *Game) SeatSetup() game.SeatSetup { return g.seatSetup() }

// PlayOnline opens the table of a seat whose game a server plays: the
// seat is played here, every other seat (people and the server's
// computers alike) at the other end.
func (g *Game) PlayOnline(env *game.Env, c *online.Client) (game.Scene, error) {
	return table.PlayOnline(tableSpec, env, c, func(m *match) *play { return newPlay(g, env, m, env.Speed()) })
}

// pumpNet follows the server: the steps of the others, the table made
// again when it must be, what the others said.
func (p *play) pumpNet(env *game.Env) {
	// Named first: naming retells the log from the session, which must not
	// hold steps whose events are still to be shown.
	p.nameSeats(env)
	m, remade, ok := tableSpec.Follow(p.net, p.m, p.speed)
	if !ok {
		p.status = game.Say("online.lost")
		return
	}
	if remade {
		p.m, p.flights = m, p.flights[:0]
		p.turn.Reset(m)
		p.speak(env)
		p.observe()
		p.toldWentBack(env)
	}
	for _, n := range p.net.Notices() {
		p.notify(env.Say(n))
	}
}

// toldWentBack says, on a table made from the server's view, that the
// server lost the game's last moves: until the turn ends, and as a notice.
func (p *play) toldWentBack(env *game.Env) {
	if ph, ok := p.net.WentBack(); ok {
		p.status = ph
		p.notify(env.Say(ph))
	}
}

// Link makes the table an online one: linked to its server, its seats
// named as the room names them.
func (p *play) Link(env *game.Env, net *orbisNet) {
	p.net = net
	p.nameSeats(env)
	p.toldWentBack(env)
}

// nameSeats names the seats as the room does: a friend's name once they
// took the seat, and who is away.
func (p *play) nameSeats(env *game.Env) {
	table, _ := p.net.Table()
	changed := false
	for i, s := range table {
		if name := env.SeatName(p.g.seatSetup(), i, s.Name); i < len(p.m.Seats) && p.m.Seats[i].Name != name {
			p.m.Seats[i].Name, changed = name, true
		}
	}
	if here := hereMask(table); changed || here != p.here {
		p.here = here
		p.names = p.m.Names()
		p.speak(env)
	}
}

func hereMask(table []online.SeatState) uint8 {
	var m uint8
	for i, s := range table {
		if s.Here {
			m |= 1 << i
		}
	}
	return m
}

// seatKind says who plays a seat of an online table: the room's word for
// a person's seat, the level of the server's computer.
func (p *play) seatKind(env *game.Env, seat int) string {
	if word := p.net.SeatWord(env, seat); word != "" {
		return word
	}
	return env.T("play.computer", game.LevelWord(env, int(p.m.Seats[seat].Level)))
}

// netThinking reports whether an online seat to act is being played: a
// computer's, or a person's who is here.
func (p *play) netThinking(seat int) bool {
	table, _ := p.net.Table()
	return seat >= 0 && seat < len(table) && table[seat].Here && table[seat].Kind != "open"
}

// Chat says a canned phrase to the table.
func (p *play) Chat(phrase string) { table.Chat(p.net, phrase) }

// overOnline is the final score of an online game: the table's work
// stops, its connection stays for the rematch.
func (p *play) overOnline(env *game.Env) *gameOver {
	p.m.Close(nil)
	p.cancelHint()
	g := newGameOver(p.g, env, p.m)
	g.online = table.AttachRematch(env, &g.final, p.net.Client)
	g.ratings = table.RatingsOf(p.net.Client)
	g.layout(env)
	return g
}
