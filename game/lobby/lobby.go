// Package lobby is online play's screens: the lobby (host a room, join
// one by its code, my online games), connecting, the invitation a room
// opens with, the chat and the players' overlay at an online table, a seat
// lost, and the server's refusals.
package lobby

import (
	"context"
	"log"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"orbis/assets"
	"orbis/game"
	"orbis/game/notify"
	"orbis/game/online"
	"orbis/game/setup"
	"orbis/input"
	"orbis/render"
)

// lobby is where online games begin: host one (on this computer, or on a
// server), join one by its code, or come back to one of my games.
type lobby struct {
	game    game.OnlineGame
	name    string
	server  string
	code    string
	field   int // the text field with the keyboard, or fieldNone
	chars   []rune
	fields  []game.TextField // the text fields, offered to the page's keyboard
	mine    []game.OnlineRef
	status  map[string]online.GameRef // whose turn it is in each of my games, by code, as the servers answered
	answers chan []online.GameRef
	asking  int // servers that have not answered yet
	message game.Phrase
	menu    []render.MenuButton
	hover   input.Target
	focus   int
	place   lobbyPlace // where the words stand on a fluid canvas
	// mineFrom is the first of my games shown where the window shows a
	// page of them, minePage how many it shows.
	mineFrom, minePage int
	// fromProfile brings the profile's games from the lobby's server
	// (profile_games.go); nil once taken, or when not asked.
	fromProfile chan profileGames
	// poll asks again whose turn it is while the lobby is shown
	// (mine_poll.go); nil when there is nothing to ask, or once left.
	poll *minePoll
}

// The lobby's text fields and buttons; one of my games is btnMine + its
// place in the list.
const (
	fieldNone = iota
	fieldName
	fieldServer
	fieldCode

	btnLobbyBack = iota + 10
	btnLobbyHostHere
	btnLobbyHostServer
	btnLobbyJoin
	btnLobbyName
	btnLobbyServer
	btnLobbyCode
	btnLobbyQuick
	btnLobbyProfile
	btnLobbyWatch = 90 // watch the room of the code typed (watch.go)
	btnMine       = 100

	minePerPage = 5
)

// New opens the lobby for the game on the title, its fields filled as
// the player last left them (in a browser: the page's own server, and the
// room of the link it was opened with).
func New(env *game.Env) game.Scene {
	name, server := env.OnlinePlayer()
	l := &lobby{name: name, server: server, mine: env.OnlineGames()}
	if og, ok := env.Game().(game.OnlineGame); ok {
		l.game = og
	}
	if server, room := game.PageLink(); server != "" {
		l.server, l.code = server, room
	}
	if l.name == "" || isDefaultPlayerName(l.name) {
		l.name = env.T("online.default_name") // in the player's language
	}
	l.ask()
	l.askProfile(env)
	l.startPoll(env, mineEvery, notify.Platform(), pollFocused)
	inOwnFrame(env, l, func() { l.menu = l.buttons(env) })
	return l
}

// Responsive: the lobby lays itself out for a phone's or a tablet's window.
func (l *lobby) Responsive() bool { return true }

// Restyle lays the lobby out again for the window, or in the language
// chosen.
func (l *lobby) Restyle(env *game.Env) { l.menu = l.buttons(env) }

// ask each server of my games shown whose turn it is, in the background.
func (l *lobby) ask() {
	l.status, l.answers = map[string]online.GameRef{}, make(chan []online.GameRef, minePerPage)
	byServer := map[string][]online.GameRef{}
	for _, ref := range l.mine[:min(len(l.mine), minePerPage)] {
		byServer[ref.Server] = append(byServer[ref.Server], online.GameRef{Code: ref.Code, Token: ref.Token})
	}
	l.asking = len(byServer)
	for server, refs := range byServer {
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			answer, err := online.QueryGames(ctx, server, refs)
			if err != nil {
				log.Printf("orbis: my games at %s: %v", server, err)
			}
			l.answers <- answer
		}()
	}
}

// buttons lays the lobby out: the desktop's canvas as it always was, a
// phone's or a tablet's for its window.
func (l *lobby) buttons(env *game.Env) []render.MenuButton {
	if env.Frame().Fluid() {
		return l.placeFluid(env)
	}
	return l.placeDesktop(env)
}

// lobbyControls are the lobby's fields and buttons before they are
// placed, with their words and states.
type lobbyControls struct {
	name, server, code, join, back render.MenuButton
	watch                          render.MenuButton
	profile                        render.MenuButton // the device's profile (profile.go)
	hosts                          []render.MenuButton
	mine                           []render.MenuButton // the first minePerPage of my games
}

func (l *lobby) controls(env *game.Env) lobbyControls {
	// A field shows what was typed, or while it is empty its hint, drawn
	// as one, until the first key.
	field := func(id, f int, text, hint string) render.MenuButton {
		b := render.MenuButton{ID: id, Label: text, Enabled: true, Marked: l.field == f}
		caret := ""
		if l.field == f {
			caret = "|"
		}
		if text == "" && hint != "" {
			b.Label, b.Hint = caret+hint, true
		} else {
			b.Label += caret
		}
		return b
	}
	c := lobbyControls{
		name:   field(btnLobbyName, fieldName, l.name, ""),
		server: field(btnLobbyServer, fieldServer, l.server, env.T("online.server_hint")),
		code:   field(btnLobbyCode, fieldCode, l.code, env.T("online.code_hint")),
		join:   render.MenuButton{ID: btnLobbyJoin, Label: env.T("online.join"), Enabled: l.server != "" && l.code != "", Primary: !env.CanHost()},
		back:   render.MenuButton{ID: btnLobbyBack, Label: env.T("online.back"), Enabled: true},
		watch:  render.MenuButton{ID: btnLobbyWatch, Label: env.T("watch.watch"), Enabled: l.server != "" && l.code != ""},
		hosts: []render.MenuButton{{ID: btnLobbyHostServer, Label: env.T("online.host_server"), Enabled: l.game != nil && l.server != ""},
			{ID: btnLobbyQuick, Label: env.T("match.play_now"), Enabled: l.game != nil && l.server != ""}},
	}
	c.profile = render.MenuButton{ID: btnLobbyProfile, Label: env.T("profile.button"), Enabled: true}
	if env.CanHost() {
		c.hosts = append([]render.MenuButton{{ID: btnLobbyHostHere, Label: env.T("online.host_here"), Enabled: l.game != nil, Primary: true}}, c.hosts...)
	}
	for i, ref := range l.mine[:min(len(l.mine), minePerPage)] {
		label := env.T("online.mine_line", gameName(env, ref.Game), online.ShowCode(ref.Code), l.mineStatus(env, ref))
		c.mine = append(c.mine, render.MenuButton{ID: btnMine + i, Label: label, Enabled: true, Marked: l.yourTurn(ref)})
	}
	return c
}

// placeDesktop places the lobby on the desktop's 1280x800 canvas.
func (l *lobby) placeDesktop(env *game.Env) []render.MenuButton {
	c := l.controls(env)
	c.name.W, c.server.W, c.code.W, c.join.W, c.watch.W = 300, 420, 240, 160, 160
	b := render.Row(560, 150, 0, 44, 0, c.name)
	b = append(b, render.Row(560, 206, 0, 44, 0, c.server)...)
	for i := range c.hosts {
		c.hosts[i].W = 300
	}
	b = append(b, render.Row(640-(320*float64(len(c.hosts))-20)/2, 282, 0, 46, 20, c.hosts...)...)
	b = append(b, render.Row(560, 372, 0, 44, 20, c.code, c.join, c.watch)...)
	y := 488.0
	for _, m := range c.mine {
		b = append(b, render.Column(640, y, 640, 36, 0, m)...)
		y += 42
	}
	b = append(b, render.Column(1040, 746, 240, 44, 0, c.profile)...)
	return append(b, render.Column(640, 746, 240, 44, 0, c.back)...)
}

// mineStatus says where one of my games stands: whose turn, over, gone;
// when it began while its server has not answered.
func (l *lobby) mineStatus(env *game.Env, ref game.OnlineRef) string {
	st, ok := l.status[ref.Code]
	switch {
	case !ok:
		return env.T("online.mine_since", ref.Joined.Local().Format("2006-01-02 15:04"))
	case st.Gone:
		return env.T("online.mine_gone")
	case st.Over:
		return env.T("online.mine_over")
	case l.yourTurn(ref):
		return env.T("online.mine_your_turn")
	case st.ToAct >= 0 && st.ToAct < len(st.Names):
		return env.T("online.mine_turn_of", st.Names[st.ToAct])
	}
	return ""
}

// yourTurn reports whether it is the person's turn in one of my games, as
// its server last answered.
func (l *lobby) yourTurn(ref game.OnlineRef) bool {
	st, ok := l.status[ref.Code]
	return ok && st.YourTurn()
}

// gameName is a game's name on the title, by its id.
func gameName(env *game.Env, id string) string {
	for _, g := range env.Games() {
		if g.ID() == id {
			return g.Name()
		}
	}
	return id
}

func (l *lobby) Hit(env *game.Env, x, y float64) input.Target { return game.HitMenu(env, l.menu, x, y) }

func (l *lobby) Draggable(input.Target) bool { return false }

// Resting: the lobby changes only when the player acts, once the servers
// of my games have answered.
func (l *lobby) Resting() bool {
	return l.field == fieldNone && len(l.status) >= min(len(l.mine), minePerPage) && l.fromProfile == nil &&
		(l.poll == nil || !l.poll.asking.Load())
}

func (l *lobby) Update(env *game.Env, intents []input.Intent) (change game.Change, err error) {
	defer func() {
		if change.Leaves() {
			l.stopPoll()
		}
		l.menu = l.buttons(env)
		l.offerFields(env, change)
	}()
	l.hover = game.LatestHover(intents, l.hover)
	for more := true; more; {
		select {
		case answer := <-l.answers:
			l.asking--
			for _, g := range answer {
				l.status[g.Code] = g
			}
			l.seeTurns(answer)
		default:
			more = false
		}
	}
	l.takeProfileGames()
	l.takeRound()
	if l.field != fieldNone && !l.typeInPage() {
		l.typeText()
	}
	if l.field != fieldNone {
		if game.Pressed(intents, input.KeyConfirm) {
			l.field = fieldNone
			return game.Stay, nil
		}
	}
	if game.Pressed(intents, input.KeyCancel) {
		if l.field != fieldNone {
			l.field = fieldNone
			return game.Stay, nil
		}
		return game.Home(), nil
	}
	id, ok := game.ClickedButton(intents)
	if !ok && l.field == fieldNone {
		id, ok = game.MenuKeys(intents, l.menu, &l.focus)
	}
	if !ok {
		return game.Stay, nil
	}
	l.field, l.message = fieldNone, game.Phrase{}
	switch {
	case id == btnLobbyBack:
		return game.Home(), nil
	case id == btnLobbyProfile:
		l.remember(env)
		return game.Replace(newProfileScreen(env, l.server)), nil
	case id == btnLobbyName:
		l.field = fieldName
	case id == btnLobbyServer:
		l.field = fieldServer
	case id == btnLobbyCode:
		l.field = fieldCode
	case id == btnMinePrev:
		l.mineFrom = max(0, l.mineFrom-max(1, l.minePage))
	case id == btnMineNext:
		l.mineFrom += max(1, l.minePage)
	case id == btnLobbyHostHere, id == btnLobbyHostServer:
		return l.host(env, id == btnLobbyHostHere), nil
	case id == btnLobbyJoin:
		return l.join(env), nil
	case id == btnLobbyWatch:
		return l.watch(env), nil
	case id == btnLobbyQuick:
		return l.quick(env), nil
	case id >= btnMine && id-btnMine < len(l.mine):
		ref := l.mine[id-btnMine]
		return game.Replace(newConnecting(env, game.Hosted{Local: ref.Server, Shared: ref.Shared, Web: ref.Web}, helloOf(ref))), nil
	}
	return game.Stay, nil
}

// text is a text field's text and how many characters it takes.
func (l *lobby) text(field int) (*string, int) {
	switch field {
	case fieldServer:
		return &l.server, 200
	case fieldCode:
		return &l.code, online.CodeLen + 2
	}
	return &l.name, online.MaxNameLen
}

// typeInPage takes what the page's keyboard holds (a phone's, in a
// browser) into the field it types in; Enter there leaves the field. It
// reports whether the page's keyboard had the field.
func (l *lobby) typeInPage() bool {
	id, text, enter := game.Typed()
	if id < 0 || id != l.field {
		return false
	}
	field, _ := l.text(l.field)
	*field = text
	if enter {
		l.field = fieldNone
	}
	return true
}

// offerFields tells the page where the text fields are, so that a
// finger's tap on one opens the phone's keyboard, and gives the page's
// keyboard to the field typed in, or to none; a lobby that leaves takes it
// back.
func (l *lobby) offerFields(env *game.Env, change game.Change) {
	if change != game.Stay || l.field == fieldNone {
		game.TypeInto(game.TextField{ID: -1})
	} else {
		text, limit := l.text(l.field)
		game.TypeInto(game.TextField{ID: l.field, Text: *text, Limit: limit})
	}
	l.fields = l.fields[:0]
	if change == game.Stay {
		for _, b := range l.menu {
			if f := fieldOf(b.ID); f != fieldNone {
				text, limit := l.text(f)
				l.fields = append(l.fields, game.TextField{ID: f, Rect: b.Rect(env.Frame()), Text: *text, Limit: limit})
			}
		}
	}
	env.OfferFields(l.fields)
}

// fieldOf is the text field a button is, or fieldNone.
func fieldOf(id int) int {
	switch id {
	case btnLobbyName:
		return fieldName
	case btnLobbyServer:
		return fieldServer
	case btnLobbyCode:
		return fieldCode
	}
	return fieldNone
}

// typeText edits the field with the keyboard.
func (l *lobby) typeText() {
	field, limit := l.text(l.field)
	if inpututil.IsKeyJustPressed(ebiten.KeyBackspace) && *field != "" {
		_, size := utf8.DecodeLastRuneInString(*field)
		*field = (*field)[:len(*field)-size]
	}
	l.chars = ebiten.AppendInputChars(l.chars[:0])
	for _, r := range l.chars {
		if utf8.RuneCountInString(*field) < limit {
			*field += string(r)
		}
	}
}

// remember keeps the name typed and the server for next time; a default
// name is not kept, so that it comes back in the language of the day.
func (l *lobby) remember(env *game.Env) {
	name, server := strings.TrimSpace(l.name), strings.TrimSpace(l.server)
	if name == env.T("online.default_name") {
		name = ""
	}
	env.RememberOnlinePlayer(name, server)
}

// isDefaultPlayerName reports whether name is the lobby's default name in
// some language ("Player", "Spieler"…): one kept before defaults were not.
func isDefaultPlayerName(name string) (found bool) {
	game.EachLanguage(func(cat *assets.Catalog) { found = found || cat.T("online.default_name") == name })
	return found
}

// host opens the new-game screen for a room: on a server started in this
// application, or on the server typed.
func (l *lobby) host(env *game.Env, here bool) game.Change {
	name := strings.TrimSpace(l.name)
	if !l.nameShown(name) {
		return game.Stay
	}
	at := game.Hosted{Local: l.server}
	if here {
		hosted, err := env.Host()
		if err != nil {
			log.Printf("orbis: hosting: %v", err)
			l.message = game.Say("online.host_failed")
			return game.Stay
		}
		at = hosted
	} else {
		u, err := game.ServerURL(l.server)
		if err != nil {
			l.message = game.Say("online.bad_server")
			return game.Stay
		}
		at.Local = u
	}
	l.remember(env)
	spec := l.game.SeatSetup()
	spec.GameID += ".online" // remembered apart from the games at this screen
	spec.HostName = name
	spectators := false // the host lets the room be watched, or not (the setup's choice)
	spec.Spectators = &spectators
	spec.StartOnline = func(env *game.Env, seats []game.SeatChoice, turnLimit int) (game.Scene, error) {
		hello := online.Message{Type: online.TypeCreate, Game: l.game.ID(), Name: name, TurnLimit: turnLimit, Spectators: spectators}
		for i, s := range seats {
			switch {
			case s.Level == game.LevelHuman && i == game.FirstHuman(seats):
				hello.Name = s.Name // as the setup shows it
				hello.Seats = append(hello.Seats, online.SeatInfo{Kind: "human", Name: s.Name})
			case s.Level == game.LevelHuman:
				hello.Seats = append(hello.Seats, online.SeatInfo{Kind: "open"})
			default:
				kind := game.LevelName(s.Level)
				if s.Rival != "" {
					kind = s.Rival
				}
				hello.Seats = append(hello.Seats, online.SeatInfo{Kind: "ai:" + kind, Name: s.Name})
			}
		}
		if many, ok := l.game.(game.ManySeats); ok { // the room's size and clock next
			return newRoomSize(env, at, hello, many.OnlineSeats()), nil
		}
		return newConnecting(env, at, hello), nil
	}
	return game.Replace(setup.New(env, spec, 0))
}

// nameShown reports whether a table can show the name typed (a server
// refuses one without a visible letter or digit); if not, the lobby says
// why.
func (l *lobby) nameShown(name string) bool {
	switch _, err := online.NormalName(name); {
	case name == "":
		l.message = game.Say("online.need_name")
	case err != nil:
		l.message = game.Say("online.refused.bad_name")
	default:
		return true
	}
	return false
}

// room reads the room's code and the server typed, or says which is
// wrong.
func (l *lobby) room() (code, server string, ok bool) {
	code, err := online.ParseCode(l.code)
	if err != nil {
		l.message = game.Say("online.bad_code")
		return "", "", false
	}
	if server, err = game.ServerURL(l.server); err != nil {
		l.message = game.Say("online.bad_server")
		return "", "", false
	}
	return code, server, true
}

// join takes an open seat in the room of the code typed.
func (l *lobby) join(env *game.Env) game.Change {
	name := strings.TrimSpace(l.name)
	if !l.nameShown(name) {
		return game.Stay
	}
	code, server, ok := l.room()
	if !ok {
		return game.Stay
	}
	l.remember(env)
	return game.Replace(newConnecting(env, game.Hosted{Local: server}, online.Message{Type: online.TypeJoin, Code: code, Name: name}))
}

// title is the lobby's heading: online play of the game on the title.
func (l *lobby) title(env *game.Env) string {
	if l.game != nil {
		return env.T("online.title_game", l.game.Name())
	}
	return env.T("online.title")
}

func (l *lobby) Draw(env *game.Env, dst *ebiten.Image) {
	f, text := env.Frame(), env.Text()
	dst.Fill(render.Felt)
	if f.Fluid() {
		l.drawFluid(env, dst)
		return
	}
	title := l.title(env)
	text.DrawBold(dst, title, f.X(640), f.Y(70), f.Px(36), render.Gold, render.Center)
	label := func(key string, y float64) {
		text.Draw(dst, env.T(key), f.X(540), f.Y(y), f.Px(17), render.InkDim, render.Right)
	}
	label("online.name", 150)
	label("online.server", 206)
	label("online.code", 372)
	text.DrawBold(dst, env.T("online.mine"), f.X(640), f.Y(450), f.Px(20), render.Ink, render.Center)
	if len(l.mine) == 0 {
		text.Draw(dst, env.T("online.mine_none"), f.X(640), f.Y(500), f.Px(15), render.InkDim, render.Center)
	}
	game.DrawMenu(env, dst, l.menu, l.hover, l.focus)
	if !l.message.Empty() {
		text.Draw(dst, env.Say(l.message), f.X(640), f.Y(700), f.Px(15), render.Danger, render.Center)
	}
}
