package lobby

import (
	"context"
	"fmt"
	"log"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/online"
	"orbis/input"
	"orbis/render"
)

// roomSize is where the host of a game whose rooms seat more players than
// its new-game screen lays out (Orbit) chooses the room's size, "seats up
// to", within the game's and the server's bounds (the server is asked),
// and the turn clock; the seats chosen on the new-game screen come first.
// The room then waits for the host's start (waitingRoom).
type roomSize struct {
	at    game.Hosted
	hello online.Message // the create, its seats chosen
	most  int            // the game's most seats
	cap   int            // the server's, once it said; 0 before, -1 when it did not
	asked chan int
	limit int // the seats chosen
	clock int // an index of roomClocks
	col   *column
	hover input.Target
	focus int
}

// DefaultRoomSeats is a room's size before its host changes it.
const DefaultRoomSeats = 24

// roomClocks are the turn clocks a host may choose, in seconds: none only
// for a room a table at one screen could seat.
var roomClocks = []int{0, 30, 60, 120, 300, 3600, 86400}

const defaultRoomClock = 2 // 60 s

const (
	btnSizeLess10 = iota + 1
	btnSizeLess
	btnSizeMore
	btnSizeMore10
	btnClockLess
	btnClockMore
	btnSizeOpen
	btnSizeBack
)

// newRoomSize opens the room's size for a create whose seats the host
// chose, of a game that seats up to most; it asks the server its cap
// meanwhile.
func newRoomSize(env *game.Env, at game.Hosted, hello online.Message, most int) *roomSize {
	r := &roomSize{at: at, hello: hello, most: most, asked: make(chan int, 1), clock: defaultRoomClock}
	if i := slices.Index(roomClocks, hello.TurnLimit); i > 0 {
		r.clock = i // the new-game screen's choice, where it is one of these
	}
	r.limit = r.clamp(DefaultRoomSeats)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		n, err := online.ServerMaxSeats(ctx, at.Local)
		if err != nil || n <= 0 {
			log.Printf("orbis: the seats a room of %s takes: %v", at.Local, err)
			n = -1
		}
		r.asked <- n
	}()
	inOwnFrame(env, r, func() { r.lay(env) })
	return r
}

// Responsive: the screen lays itself out for a phone's or a tablet's
// window.
func (r *roomSize) Responsive() bool { return true }

// Restyle lays the screen out again for the window, or in the language
// chosen.
func (r *roomSize) Restyle(env *game.Env) { r.lay(env) }

// Resting: the screen changes when the player acts, once the server said
// its cap.
func (r *roomSize) Resting() bool { return r.cap != 0 }

// clamp bounds a size by the seats chosen, the game and the server.
func (r *roomSize) clamp(n int) int {
	hi := r.most
	if r.cap > 0 {
		hi = min(hi, r.cap)
	}
	return max(len(r.hello.Seats), min(n, hi))
}

// clockFloor is the first clock the room may have: none only for a room
// of a table's size.
func (r *roomSize) clockFloor() int {
	if r.limit > online.ClockAbove {
		return 1
	}
	return 0
}

func (r *roomSize) lay(env *game.Env) {
	c := r.build(env, newColumn(env), false)
	if f := env.Frame(); c.h > f.DH-2*fluidMargin && f.DW >= 600 { // a low canvas: the size and the clock side by side
		c = r.build(env, newColumnOf(env, 960), true)
	}
	c.centre(env)
	r.col = c
}

// build lays the screen out in a column, or with the room's size and
// its clock in two halves side by side.
func (r *roomSize) build(env *game.Env, c *column, halves bool) *column {
	c.title(env, env.T("online.rooms.size_title"))
	size, clock := c, c
	if halves {
		size, clock = c.halves()
	}
	size.say(env, env.T("online.rooms.seats_up_to"), fluidText, render.InkDim)
	hi := r.clamp(r.most)
	lo := len(r.hello.Seats)
	size.stepper(env, fmt.Sprint(r.limit),
		[]render.MenuButton{{ID: btnSizeLess10, Label: "−10", Enabled: r.limit > lo}, {ID: btnSizeLess, Label: "−", Enabled: r.limit > lo}},
		[]render.MenuButton{{ID: btnSizeMore, Label: "+", Enabled: r.limit < hi}, {ID: btnSizeMore10, Label: "+10", Enabled: r.limit < hi}})
	switch {
	case r.cap > 0:
		size.say(env, env.N("online.rooms.cap", r.cap, r.cap), fluidSmall+1, render.InkDim)
	case r.cap == 0:
		size.say(env, env.T("online.rooms.cap_asking"), fluidSmall+1, render.InkDim)
	default:
		size.say(env, env.T("online.rooms.cap_unknown"), fluidSmall+1, render.InkDim)
	}
	size.say(env, env.T("online.rooms.seats_given"), fluidSmall+1, render.InkDim)
	if !halves {
		c.gap(fluidGap)
	}
	clock.say(env, env.T("online.turn_limit"), fluidText, render.InkDim)
	clock.stepper(env, clockLabel(env, roomClocks[r.clock]),
		[]render.MenuButton{{ID: btnClockLess, Label: "−", Enabled: r.clock > r.clockFloor()}},
		[]render.MenuButton{{ID: btnClockMore, Label: "+", Enabled: r.clock < len(roomClocks)-1}})
	clock.say(env, env.T("online.rooms.clock_rule"), fluidSmall+1, render.InkDim)
	if halves {
		c.join(size, clock)
	}
	c.gap(fluidGap)
	c.row(env, 280, render.MenuButton{ID: btnSizeBack, Label: env.T("online.back"), Enabled: true},
		render.MenuButton{ID: btnSizeOpen, Label: env.T("online.rooms.open_room"), Enabled: true, Primary: true})
	return c
}

// clockLabel names a turn clock: none, seconds, minutes, hours or days.
func clockLabel(env *game.Env, seconds int) string {
	switch {
	case seconds == 0:
		return env.T("online.limit_none")
	case seconds%86400 == 0:
		return env.N("online.limit_days", seconds/86400, seconds/86400)
	case seconds%3600 == 0:
		return env.N("online.limit_hours", seconds/3600, seconds/3600)
	case seconds%60 == 0:
		return env.N("online.limit_minutes", seconds/60, seconds/60)
	}
	return env.N("online.rooms.limit_seconds", seconds, seconds)
}

func (r *roomSize) Hit(env *game.Env, x, y float64) input.Target {
	return game.HitMenu(env, r.col.menu, x, y)
}

func (r *roomSize) Draggable(input.Target) bool { return false }

func (r *roomSize) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	defer r.lay(env)
	r.hover = game.LatestHover(intents, r.hover)
	select {
	case n := <-r.asked:
		r.cap = n
		r.limit = r.clamp(r.limit)
	default:
	}
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, r.col.menu, &r.focus)
	}
	if game.Pressed(intents, input.KeyCancel) {
		id, ok = btnSizeBack, true
	}
	if !ok {
		return game.Stay, nil
	}
	switch id {
	case btnSizeLess10:
		r.limit = r.clamp(r.limit - 10)
	case btnSizeLess:
		r.limit = r.clamp(r.limit - 1)
	case btnSizeMore:
		r.limit = r.clamp(r.limit + 1)
	case btnSizeMore10:
		r.limit = r.clamp(r.limit + 10)
	case btnClockLess:
		r.clock = max(r.clockFloor(), r.clock-1)
	case btnClockMore:
		r.clock = min(len(roomClocks)-1, r.clock+1)
	case btnSizeBack:
		return game.Replace(New(env)), nil
	case btnSizeOpen:
		return game.Replace(newConnecting(env, r.at, r.create())), nil
	}
	r.clock = max(r.clock, r.clockFloor())
	return game.Stay, nil
}

// create is the create the host chose: the seats up to the limit, the
// clock.
func (r *roomSize) create() online.Message {
	hello := r.hello
	hello.TurnLimit = roomClocks[max(r.clock, r.clockFloor())]
	if r.limit > len(hello.Seats) { // the room waits for the start; else it is dealt at once, as rooms always were
		hello.Limit = r.limit
	}
	return hello
}

// RoomSizeDemo is the room's size for a create (a picture's): the server
// at at is asked its cap as the host's would be.
func RoomSizeDemo(env *game.Env, at game.Hosted, hello online.Message) interface {
	game.Scene
	Resting() bool
} {
	return newRoomSize(env, at, hello, online.MaxSeats)
}

func (r *roomSize) Draw(env *game.Env, dst *ebiten.Image) {
	dst.Fill(render.Felt)
	r.col.draw(env, dst)
	game.DrawMenu(env, dst, r.col.menu, r.hover, r.focus)
}
