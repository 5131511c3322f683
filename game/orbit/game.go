package orbit

import (
	"errors"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/setup"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// Game is Orbit on the table, for the shell: it sets up new games, reads
// back saved ones and decorates the title. It holds the table's drawer,
// which every Orbit scene shares.
type Game struct {
	table *board.Table
	kit   *rules.Kit
}

// sayNames says the seats' names in the player's language (Env.SeatName).
func (g *Game) sayNames(env *game.Env, seats []SeatConfig) {
	for i := range seats {
		seats[i].Name = env.SeatName(g.seatSetup(), i, seats[i].Name)
	}
}

// New returns Orbit for the shell's Options.Games.
func New() *Game {
	kit := rules.DefaultKit()
	return &Game{kit: &kit}
}

// ID names the game.
func (g *Game) ID() string { return "orbit" }

// Name is Orbit's name on the title screen.
func (g *Game) Name() string { return "ORBIT" }

// Tagline says in a line what Orbit is about.
func (g *Game) Tagline(env *game.Env) string { return env.T("orbit.tagline") }

// Rules are Orbit's rules, section by section.
func (g *Game) Rules() []game.RuleSection { return rulesSections }

// Setup returns the new-game screen.
func (g *Game) Setup(env *game.Env) game.Scene { return g.SetupFor(env, 0) }

// SetupFor returns the new-game screen with a number of seats shown.
func (g *Game) SetupFor(env *game.Env, players int) game.Scene {
	return setup.New(env, g.seatSetup(), players)
}

// seatSetup is what Orbit's new-game screen offers: 1 to 6 seats, its
// captains Easy to Hard (its levels; no Expert, no named rivals).
func (g *Game) seatSetup() game.SeatSetup {
	return game.SeatSetup{
		GameID: g.ID(), MinPlayers: rules.MinPlayers, MaxPlayers: rules.MaxPlayers, DefaultPlayers: 1,
		First: "orbit.setup.first", RandomFirst: "orbit.setup.random_first", ComputerNames: computerNameKeys[:],
		TopLevel: int(ai.Hard), Start: g.start,
	}
}

// start deals a new game for the seats chosen and opens the table.
func (g *Game) start(env *game.Env, chosen []game.SeatChoice, first int, seed uint64) (game.Scene, error) {
	seats := make([]SeatConfig, len(chosen))
	for i, c := range chosen {
		seats[i] = SeatConfig{Name: c.Name, Level: ai.Level(c.Level)}
	}
	m, err := newMatch(seats, first, seed, env.InBrowser())
	if err != nil {
		return nil, err
	}
	return newPlay(g, env, m, env.Speed()), nil
}

// drawer returns the table's drawer, made on first use (it needs the
// env's text renderer).
func (g *Game) drawer(env *game.Env) *board.Table {
	if g.table == nil || g.table.Text != env.Text() {
		// Another environment's renderer (a test's): its texts would be
		// measured by the wrong one.
		g.table = board.NewTable(env.Text())
	}
	g.table.Art.Safe = env.SafeColours()
	return g.table
}

// Settled: Orbit's pieces are drawn as paths each frame, ready at once.
func (g *Game) Settled() bool { return true }

// Ornament draws a ring of hexes round a sun behind the title, still.
func (g *Game) Ornament(env *game.Env, dst *ebiten.Image) {
	a := g.drawer(env).Art
	f := env.Frame()
	const ring = 12
	for i := range ring {
		th := -math.Pi/2 + float64(i)*2*math.Pi/ring
		cx, cy, r, ok := game.TitleSpot(env, 640+520*math.Cos(th), 415+295*math.Sin(th), 46)
		if !ok {
			continue
		}
		h := &g.kit.Hexes[(i*7+2)%len(g.kit.Hexes)]
		a.RingHex(dst, h, i%rules.EdgeCount, f.X(cx), f.Y(cy), f.Px(r), board.HexOpts{Dimmed: true, Bare: true}) // an ornament: no words to read
	}
}

// saved is an Orbit game read back from the autosave.
type saved struct {
	g *Game
	m *match
}

// Resume reads an autosave: an Orbit record.
func (g *Game) Resume(env *game.Env, save []byte) (game.Saved, error) {
	if !rules.IsRecord(save) {
		return nil, game.ErrNotThisGame
	}
	rec, _, err := rules.ParseRecord(save)
	if err != nil {
		return nil, err
	}
	m, err := matchFromRecord(rec, env.InBrowser())
	if err != nil {
		return nil, errors.Join(err, rules.ErrRecord)
	}
	if m.State().IsOver() {
		return nil, game.ErrFinished
	}
	return &saved{g: g, m: m}, nil
}

func (s *saved) Summary(env *game.Env) string {
	return env.T("orbit.continue_info", s.m.State().Turn()+1, env.And(s.m.Names()...))
}

func (s *saved) Scene(env *game.Env, slot game.SaveSlot) game.Scene {
	s.m.Slot = slot // it goes on saving over itself
	p := newPlay(s.g, env, s.m, env.Speed())
	p.coach = resumeCoach(env, s.m) // the tutorial goes on where it was left
	return p
}
