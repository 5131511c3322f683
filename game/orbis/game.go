package orbis

import (
	"bytes"
	"errors"
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/setup"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// Game is Orbis on the table, for the shell: it sets up new games, reads
// back saved ones and decorates the title. It holds the table's drawer,
// whose sprites every Orbis scene shares.
type Game struct {
	table     *board.Table
	namesLang string       // the language the god tiles are named in
	deco      []rules.Tile // the title's turning tiles
}

// sayNames says the seats' names in the player's language (Env.SeatName).
func (g *Game) sayNames(env *game.Env, seats []SeatConfig) {
	for i := range seats {
		seats[i].Name = env.SeatName(g.seatSetup(), i, seats[i].Name)
	}
}

// New returns Orbis for the shell's Options.Games.
func New() *Game { return &Game{deco: rules.Catalogue()} }

// ID names the game.
func (g *Game) ID() string { return "orbis" }

// Name is Orbis' name on the title screen.
func (g *Game) Name() string { return "ORBIS" }

// Tagline says in a line what Orbis is about.
func (g *Game) Tagline(env *game.Env) string { return env.T("orbis.title.subtitle") }

// Rules are Orbis' rules, section by section.
func (g *Game) Rules() []game.RuleSection { return rulesSections }

// rulesSections are the rules overlay's sections, in the order a new
// player reads them.
var rulesSections = []game.RuleSection{
	{Title: "orbis.rules.overview.title", Body: "orbis.rules.overview.body"},
	{Title: "orbis.rules.turn.title", Body: "orbis.rules.turn.body"},
	{Title: "orbis.rules.god.title", Body: "orbis.rules.god.body"},
	{Title: "orbis.rules.realm.title", Body: "orbis.rules.realm.body"},
	{Title: "orbis.rules.pyramid.title", Body: "orbis.rules.pyramid.body"},
	{Title: "orbis.rules.wilderness.title", Body: "orbis.rules.wilderness.body"},
	{Title: "orbis.rules.effects.title", Body: "orbis.rules.effects.body"},
	{Title: "orbis.rules.gods.title", Body: "orbis.rules.gods.body"},
	{Title: "orbis.rules.end.title", Body: "orbis.rules.end.body"},
	{Title: "orbis.rules.controls.title", Body: "orbis.rules.controls.body"},
}

// Setup returns the new-game screen.
func (g *Game) Setup(env *game.Env) game.Scene { return setup.New(env, g.seatSetup(), 0) }

// seatSetup is what Orbis' new-game screen offers: 2 to 4 seats, the
// levels up to Expert, and the named rivals.
func (g *Game) seatSetup() game.SeatSetup {
	spec := game.SeatSetup{
		GameID: g.ID(), MinPlayers: rules.MinPlayers, MaxPlayers: rules.MaxPlayers, DefaultPlayers: 2,
		First: "orbis.setup.first", RandomFirst: "orbis.setup.random_first", ComputerNames: computerNameKeys[:],
		TopLevel: int(ai.Expert), Start: g.start,
	}
	for _, r := range ai.Rivals {
		if keys, ok := rivalKeys[r.ID]; ok { // a rival without words is not offered
			spec.Rivals = append(spec.Rivals, game.SeatRival{ID: r.ID, Level: int(r.Level), Name: keys.name, Style: keys.style})
		}
	}
	return spec
}

// start deals a new game for the seats chosen and opens the table.
func (g *Game) start(env *game.Env, chosen []game.SeatChoice, first int, seed uint64) (game.Scene, error) {
	seats := make([]SeatConfig, len(chosen))
	for i, c := range chosen {
		seats[i] = SeatConfig{Name: c.Name, Level: ai.Level(c.Level)}
		if c.Rival != "" {
			r, err := ai.RivalByID(c.Rival)
			if err != nil {
				return nil, fmt.Errorf("orbis: seat %d: %w", i+1, err)
			}
			seats[i] = rivalSeat(c.Name, r)
		}
	}
	m, err := newMatch(seats, first, seed, env.InBrowser())
	if err != nil {
		return nil, err
	}
	return newPlay(g, env, m, env.Speed()), nil
}

// drawer returns the table's drawer, made on first use (it needs the
// env's text renderer), with the god tiles named in the player's language.
func (g *Game) drawer(env *game.Env) *board.Table {
	if g.table == nil || g.table.Text != env.Text() {
		// Another environment's renderer (a test's): its texts would be
		// measured by the wrong one.
		g.table, g.namesLang = board.NewTable(env.Text()), ""
	}
	palette := board.StandardPalette
	if env.SafeColours() {
		palette = board.SafePalette
	}
	g.table.Art.SetPalette(palette) // a no-op unless the options changed it
	// The words on pieces at 12 CSS px, or left out.
	g.table.Art.SetFloor(board.WordFloor(env.Frame()))
	if g.namesLang == env.Lang() {
		return g.table
	}
	g.namesLang = env.Lang()
	var names [rules.NumGods]string
	for god := range rules.NumGods {
		names[god] = env.T(godShortKeys[god]) // the short name fits on the tile
	}
	g.table.Art.SetGodNames(names)
	return g.table
}

// Settled reports whether every piece drawn last frame was ready: a picture
// of the table waits for it.
func (g *Game) Settled() bool { return g.table == nil || g.table.Art.Complete() }

// Ornament draws a ring of tiles around the title, slowly turning.
func (g *Game) Ornament(env *game.Env, dst *ebiten.Image) {
	art := g.drawer(env).Art
	art.BeginFrame()
	f := env.Frame()
	const angle = 0.1 // the ring stands still: see the title's Resting
	ring := func(dst *ebiten.Image) {
		for i := range 12 {
			tile := &g.deco[(i*5+3)%len(g.deco)]
			th := angle + float64(i)*math.Pi/6
			cx, cy, r, ok := game.TitleSpot(env, 640+500*math.Cos(th), 405+290*math.Sin(th), 44)
			if !ok {
				continue
			}
			h := render.Hex{CX: f.X(cx), CY: f.Y(cy), R: f.Px(r)}
			art.Tile(dst, tile, h, board.TileOpts{Dim: true})
		}
	}
	if art.Ready(ring) { // the ring comes whole, once its tiles are painted
		ring(dst)
	}
}

// saved is an Orbis game read back from the autosave.
type saved struct {
	g *Game
	m *match
}

// Resume reads an autosave: an Orbis record.
func (g *Game) Resume(env *game.Env, save []byte) (game.Saved, error) {
	if !bytes.Contains(save, []byte(`"`+rules.RecordFormat+`"`)) {
		return nil, game.ErrNotThisGame
	}
	rec, state, err := rules.ReadRecord(bytes.NewReader(save))
	if err != nil {
		return nil, err
	}
	if state.IsOver() {
		return nil, game.ErrFinished
	}
	m, err := matchFromRecord(rec, env.InBrowser())
	if err != nil {
		return nil, errors.Join(err, rules.ErrRecord)
	}
	return &saved{g: g, m: m}, nil
}

func (s *saved) Summary(env *game.Env) string {
	return env.T("orbis.title.continue_info", s.m.State().Round(), env.And(s.m.Names()...))
}

func (s *saved) Scene(env *game.Env, slot game.SaveSlot) game.Scene {
	s.m.Slot = slot // it goes on saving over itself
	p := newPlay(s.g, env, s.m, env.Speed())
	p.coach = resumeCoach(env, s.m) // the tutorial goes on where it was left
	return p
}

// SetupFor returns the new-game screen with a number of seats shown.
func (g *Game) SetupFor(env *game.Env, players int) game.Scene {
	return setup.New(env, g.seatSetup(), players)
}
