package lobby

import (
	"context"
	"log"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/notify"
	"orbis/game/online"
)

// While the lobby is shown it asks again, now and then, whose turn it is
// in my games (the device's, and the profile's on the lobby's server), on
// a goroutine of its own: the list stays true while the person waits, and
// where the application is in the background (a browser's tab hidden,
// where frames stop but the goroutine goes on) a game of an hour or more a
// turn that becomes theirs is told as a table tells it (notify.Board: the
// same rule, words and tag). It stops when the lobby is left.

// mineEvery is how often the lobby asks again: often enough for a game of
// hours a turn, rarely enough to cost the server nothing.
const mineEvery = 45 * time.Second

// minePoll is the lobby's asking again.
type minePoll struct {
	cancel context.CancelFunc
	rounds chan mineRound // the last round's answers, until Update takes them
	asking atomic.Bool    // a round is under way, or its answers not taken yet
	board  *notify.Board
	words  func(gameID, code string) notify.Words
	done   chan struct{} // closed once the goroutine has stopped
}

// mineRound is what one round of asking found.
type mineRound struct {
	device  []online.GameRef // of the device's games, by token
	profile *profileGames    // the profile's, when it has one and the server answered
}

// mineAsk is what a round asks: the device's games by server, and the
// profile's on the lobby's server (id nil: none).
type mineAsk struct {
	byServer map[string][]online.GameRef
	url      string
	id       online.Identity
}

// startPoll asks again every every from now on, telling turns on sys;
// nothing when there is nothing to ask.
func (l *lobby) startPoll(env *game.Env, every time.Duration, sys notify.System, focused func() bool) {
	l.stopPoll()
	ask := mineAsk{byServer: map[string][]online.GameRef{}}
	for _, ref := range l.mine {
		if ref.Token != "" && len(ask.byServer[ref.Server]) < online.MaxGamesAsked {
			ask.byServer[ref.Server] = append(ask.byServer[ref.Server], online.GameRef{Code: ref.Code, Token: ref.Token})
		}
	}
	if _, has, _ := env.Profile(); has {
		if url, err := game.ServerURL(l.server); err == nil {
			ask.url, ask.id = url, env.Identity()
		}
	}
	if len(ask.byServer) == 0 && ask.id == nil {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	p := &minePoll{cancel: cancel, rounds: make(chan mineRound, 1), board: notify.NewBoard(sys, focused), words: env.TurnWords(), done: make(chan struct{})}
	l.poll = p
	go p.run(ctx, every, ask)
}

// stopPoll ends the asking: the lobby is left.
func (l *lobby) stopPoll() {
	if l.poll == nil {
		return
	}
	l.poll.cancel()
	l.poll.board.Close()
	l.poll = nil
}

func (p *minePoll) run(ctx context.Context, every time.Duration, ask mineAsk) {
	defer close(p.done)
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		p.asking.Store(true)
		round := askRound(ctx, ask)
		if ctx.Err() != nil {
			return
		}
		p.see(round.device)
		if round.profile != nil {
			p.see(round.profile.games)
		}
		select { // a round Update has not taken yet is older: this one replaces it
		case <-p.rounds:
		default:
		}
		p.rounds <- round
	}
}

// askRound asks each server of the device's games, and the lobby's
// server for the profile's.
func askRound(ctx context.Context, ask mineAsk) mineRound {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	var round mineRound
	for server, refs := range ask.byServer {
		answer, err := online.QueryGames(ctx, server, refs)
		if err != nil {
			log.Printf("orbis: my games at %s: %v", server, err)
		}
		round.device = append(round.device, answer...)
	}
	if ask.id == nil {
		return round
	}
	s, err := online.OpenProfile(ctx, ask.url, ask.id)
	if err != nil {
		log.Printf("orbis: my profile's games at %s: %v", ask.url, err)
		return round
	}
	defer s.Close()
	games, err := s.Games(ctx)
	if err != nil {
		log.Printf("orbis: my profile's games at %s: %v", ask.url, err)
		return round
	}
	round.profile = &profileGames{server: ask.url, games: games}
	return round
}

// see looks at the games' turns for the person's notifications.
func (p *minePoll) see(games []online.GameRef) {
	for _, g := range games {
		if g.Gone {
			continue
		}
		p.board.See(online.Turn{Code: g.Code, Seat: g.Seat, Step: g.Step, Over: g.Over, TurnLimit: g.TurnLimit,
			Mine: g.YourTurn()}, p.words(g.Game, g.Code))
	}
}

// takeRound takes the answers of the last round into my games.
func (l *lobby) takeRound() {
	if l.poll == nil {
		return
	}
	select {
	case round := <-l.poll.rounds:
		for _, g := range round.device {
			l.status[g.Code] = g
		}
		if round.profile != nil {
			l.addProfileGames(*round.profile)
		}
		l.poll.asking.Store(false)
	default:
	}
}

// pollFocused is the game's window's focus, for the notifications of the
// lobby's asking again.
var pollFocused = ebiten.IsFocused
