package table

import (
	"log"
	"time"

	"orbis/game"
	"orbis/game/session"
)

// The play scene's parts every game's table does alike, on its match and,
// online, the link to the server (nil offline). Each game's play scene
// calls them from its own methods; what it draws and how its input turns
// into actions stay its own.

// HumanToAct reports whether a person at this screen is to act: online,
// this screen's seat only, and not while its move is on its way.
func (m *Match[S, A, O, P, R, C]) HumanToAct(net *game.Net[S, A, O, P]) bool {
	seat, cfg, ok := m.CurrentSeat()
	if net != nil && m.Sess.AtOnce() { // every seat acts at once, each on its own screen
		return m.Sess.MayAct(net.Seat) && !net.Waiting(m.Sess)
	}
	if net != nil {
		_, chance := m.State().Chance()
		return ok && seat == net.Seat && !chance && !net.Waiting(m.Sess)
	}
	return ok && cfg.Human()
}

// Viewer is the seat whose view the table shows: online a screen's own
// seat; the person to act; else last, the seat shown last, when a person
// plays it (computer turns are watched where their seats sit, so the
// table does not jump); else the first person's; a table of computers
// only shows the seat to act. A spectator's screen (online, no seat) is
// shown as a table at one screen is.
func (m *Match[S, A, O, P, R, C]) Viewer(net *game.Net[S, A, O, P], last int) int {
	if net != nil && net.Seat >= 0 {
		return net.Seat
	}
	if m.HumanToAct(net) {
		return m.State().CurrentPlayer()
	}
	if last >= 0 && last < len(m.Seats) && m.Seats[last].Human() {
		return last
	}
	for seat, cfg := range m.Seats {
		if cfg.Human() {
			return seat
		}
	}
	return max(0, m.State().CurrentPlayer())
}

// ActiveSeat is the seat drawn large: another seat the person is looking
// at (inspect, -1 for none), else the viewer's.
func (m *Match[S, A, O, P, R, C]) ActiveSeat(inspect, viewer int) int {
	if inspect >= 0 && inspect < len(m.Seats) {
		return inspect
	}
	return viewer
}

// ComputerTurn lets the seat to act decide, and shows its decided moves
// one at a time at the speed chosen. A computer that fails decides again:
// the status says so.
func (m *Match[S, A, O, P, R, C]) ComputerTurn(pace *game.Pace, speed game.Speed, status *game.Phrase) {
	if err := game.PlayComputer(pace, m.Sess, speed); err != nil {
		log.Printf("%s: %v", m.spec.ID(), err)
		*status = game.Say("play.computer_retry")
	}
}

// Autosave saves the game (at a turn's end, or after a step) and returns the table's status
// after it: none, or why the save failed. Online the server keeps the
// game: an autosave would continue the view, its piles in a guessed
// order, as a game of this screen.
func (m *Match[S, A, O, P, R, C]) Autosave(env *game.Env, net *game.Net[S, A, O, P]) game.Phrase {
	if net != nil {
		return game.Phrase{}
	}
	if err := env.Save(m.Slot, m.SaveData()); err != nil {
		log.Printf("%s: autosave: %v", m.spec.ID(), err)
		return game.SaveProblem(err)
	}
	return game.Phrase{}
}

// Close stops the computers' work, and leaves an online game waiting on
// its server ("my games" leads back).
func (m *Match[S, A, O, P, R, C]) Close(net *game.Net[S, A, O, P]) {
	if net != nil {
		net.Client.Close()
	}
	m.Sess.Close()
}

// Chat says a canned phrase to an online table; offline nobody hears.
func Chat[S any, A comparable, O any, P session.State[S, A, O]](net *game.Net[S, A, O, P], phrase string) {
	if net != nil {
		net.Chat(phrase)
	}
}

// Finished records a game just finished: each seat's result (as the game
// scores it) in the statistics, and its record among the games kept. A
// result not recorded is worth a line in the log: the game is over all
// the same.
func (m *Match[S, A, O, P, R, C]) Finished(env *game.Env, seat func(i int) game.SeatResult) {
	res := game.GameResult{Game: m.spec.ID(), Ended: time.Now()}
	for i := range m.Seats {
		res.Seats = append(res.Seats, seat(i))
	}
	if err := env.RecordResult(res); err != nil {
		log.Printf("%s: statistics: %v", m.spec.ID(), err)
	}
	m.Keep(env)
}

// Saved is what the table says of a save the player asked for (the shell
// reports it to a play scene's Saved): that the game is saved, or why not.
func Saved(err error) game.Phrase {
	if err != nil {
		return game.SaveProblem(err)
	}
	return game.Say("play.saved")
}
