package saves

import (
	"log"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"orbis/game"
	"orbis/input"
	"orbis/render"
)

// NewPicker returns the screen that chooses a game to watch again:
// the games in progress (the latest played first), the finished games kept
// (newest first), and on the desktop a file by its path, in a browser a
// file uploaded from the player's disk.
func NewPicker(env *game.Env) game.Scene {
	p := &reviewPicker{games: map[string]string{}}
	for _, g := range env.Games() {
		if _, ok := g.(game.Reviewer); ok {
			p.games[g.ID()] = g.Name()
		}
	}
	kept, err := env.KeptGames()
	if err != nil {
		log.Printf("orbis: %v", err)
		p.message = game.Say("review.index_unreadable")
	}
	for _, k := range kept { // every game's on the table, each line naming its game
		if _, ok := p.games[k.Game]; ok {
			p.kept = append(p.kept, k)
		}
	}
	unfinished, err := loadSaved(env)
	if err != nil {
		log.Printf("orbis: %v", err)
		p.message = game.SaveNotice(err)
	}
	for _, u := range unfinished {
		if _, ok := p.games[u.Slot.Game]; ok {
			p.unfinished = append(p.unfinished, u)
		}
	}
	game.LayOutFor(env, p, func() { p.menu = p.buttons(env) })
	return p
}

// reviewPicker is the list of games to watch again.
type reviewPicker struct {
	games map[string]string // the name of each game that can be reviewed, by ID
	// unfinished are the games in progress, listed first: a game can be
	// watched up to where it is.
	unfinished []savedGame
	kept       []game.KeptGame
	page       int    // the page of the list shown
	path       string // the path typed (desktop)
	typing     bool   // the path field has the keyboard
	chars      []rune
	message    game.Phrase // why the last file did not open
	menu       []render.MenuButton
	hover      input.Target
	focus      int
	fluid      fluidList // on a phone's or a tablet's window
}

// The picker's buttons; a game is btnKept + its place in the list, the
// games in progress first.
const (
	btnPickBack = iota + 1
	btnPickOlder
	btnPickNewer
	btnPickPath
	btnPickOpenPath
	btnPickUpload
	btnKept = 100
)

// maxReviewFile is the largest file the viewer reads: a record of the
// longest game is a few tens of kilobytes.
const maxReviewFile = 16 << 20

// keptPerPage is how many games one page lists.
const keptPerPage = 8

// count is how many games the picker lists.
func (p *reviewPicker) count() int { return len(p.unfinished) + len(p.kept) }

// label names the game at a place in the list.
func (p *reviewPicker) label(env *game.Env, i int) string {
	if i < len(p.unfinished) {
		u := p.unfinished[i]
		return env.T("saves.review_line", p.games[u.Slot.Game], u.summary(env))
	}
	k := p.kept[i-len(p.unfinished)]
	return env.T("text.separated", p.games[k.Game], env.T("review.kept", k.Ended.Local().Format("2006-01-02 15:04"), env.And(k.Names...)))
}

func (p *reviewPicker) buttons(env *game.Env) []render.MenuButton {
	if p.fluid.on = env.Frame().Fluid(); p.fluid.on {
		return p.layFluid(env)
	}
	var b []render.MenuButton
	y := 150.0
	from := p.page * keptPerPage
	for i := from; i < min(p.count(), from+keptPerPage); i++ {
		b = append(b, render.Column(640, y, 640, 40, 0, render.MenuButton{ID: btnKept + i, Label: fitLine(env, p.label(env, i), 620), Enabled: true})...)
		y += 46
	}
	pages := (p.count() + keptPerPage - 1) / keptPerPage
	b = append(b, render.Row(320, 580, 150, 36, 340,
		render.MenuButton{ID: btnPickNewer, Label: env.T("review.newer"), Enabled: p.page > 0},
		render.MenuButton{ID: btnPickOlder, Label: env.T("review.older"), Enabled: p.page+1 < pages})...)
	if canUpload {
		b = append(b, render.Column(640, 650, 360, 44, 0,
			render.MenuButton{ID: btnPickUpload, Label: env.T("review.upload"), Enabled: true})...)
	} else {
		field := p.path
		if p.typing {
			field += "|"
		}
		if field == "" {
			field = env.T("review.path_hint")
		}
		b = append(b, render.Row(320, 650, 0, 44, 12,
			render.MenuButton{ID: btnPickPath, W: 500, Label: p.tail(env, field, 480), Enabled: true, Marked: p.typing},
			render.MenuButton{ID: btnPickOpenPath, W: 128, Label: env.T("review.open"), Enabled: p.path != ""})...)
	}
	return append(b, render.Column(640, 740, 240, 46, 0,
		render.MenuButton{ID: btnPickBack, Label: env.T("review.back"), Enabled: true})...)
}

// fitLine shortens a game's line to a button's width, in design units:
// names may be long, and the line is only to recognise the game by.
func fitLine(env *game.Env, s string, w float64) string {
	text, f := env.Text(), env.Frame()
	size, room := f.Px(15), f.Px(w)
	if text.Width(s, size, true) <= room {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && text.Width(string(r)+"…", size, true) > room {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// tail keeps the end of a path that fits a width: a file's name is at its
// end.
func (p *reviewPicker) tail(env *game.Env, s string, w float64) string {
	text, f := env.Text(), env.Frame()
	size, room := f.Px(15), f.Px(w)
	r := []rune(s)
	for len(r) > 1 && text.Width(string(r), size, true) > room {
		r = r[1:]
	}
	if len(r) < utf8.RuneCountInString(s) {
		return "…" + string(r[1:])
	}
	return s
}

func (p *reviewPicker) Hit(env *game.Env, x, y float64) input.Target {
	return p.fluid.hit(env, game.HitMenu(env, p.menu, x, y), y)
}

// Draggable: on a fluid canvas a finger's drag scrolls the list.
func (p *reviewPicker) Draggable(t input.Target) bool { return p.fluid.draggable(t, btnPickBack) }

// Responsive: the picker lays itself out for a phone's or a tablet's
// window.
func (p *reviewPicker) Responsive() bool { return true }

// Restyle lays the picker out again for the window as it is now.
func (p *reviewPicker) Restyle(env *game.Env) { p.menu = p.buttons(env) }

// Resting: the list changes only when the player acts, or a file uploaded
// arrives.
func (p *reviewPicker) Resting() bool { return !p.typing && !uploading() }

func (p *reviewPicker) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	defer func() { p.menu = p.buttons(env) }()
	p.hover = game.LatestHover(intents, p.hover)
	if p.fluid.on {
		game.ScrollBy(env, intents, &p.fluid.col.Scroll)
	}
	if name, data, ok := uploaded(); ok {
		return p.open(env, name, data), nil
	}
	if p.typing {
		p.typePath()
		if game.Pressed(intents, input.KeyConfirm) && p.path != "" {
			p.typing = false
			return p.openPath(env), nil
		}
	}
	if game.Pressed(intents, input.KeyCancel) {
		if p.typing {
			p.typing = false
			return game.Stay, nil
		}
		return game.Pop(), nil
	}
	id, ok := game.ClickedButton(intents)
	if !ok && !p.typing {
		id, ok = game.MenuKeys(intents, p.menu, &p.focus)
	}
	if !ok {
		return game.Stay, nil
	}
	p.typing = id == btnPickPath
	switch {
	case id == btnPickBack:
		return game.Pop(), nil
	case id == btnPickNewer:
		p.page = max(0, p.page-1)
	case id == btnPickOlder:
		p.page++
	case id == btnPickOpenPath:
		return p.openPath(env), nil
	case id == btnPickUpload:
		if err := startUpload(); err != nil {
			log.Printf("orbis: upload: %v", err)
			p.message = game.Say("review.upload_failed")
		}
	case id >= btnKept && id-btnKept < len(p.unfinished):
		u := p.unfinished[id-btnKept]
		data, err := env.ReadSave(u.Slot)
		if err != nil {
			log.Printf("orbis: game in progress %s: %v", u.Slot.ID, err)
			p.message = game.Say("review.unreadable")
			return game.Stay, nil
		}
		return p.open(env, u.Slot.ID, data), nil
	case id >= btnKept && id-btnKept < p.count():
		k := p.kept[id-btnKept-len(p.unfinished)]
		data, err := env.ReadKept(k)
		if err != nil {
			log.Printf("orbis: kept game %s: %v", k.File, err)
			p.message = game.Say("review.unreadable")
			return game.Stay, nil
		}
		return p.open(env, k.File, data), nil
	}
	return game.Stay, nil
}

// typePath edits the path with the keyboard.
func (p *reviewPicker) typePath() {
	if inpututil.IsKeyJustPressed(ebiten.KeyBackspace) && p.path != "" {
		_, size := utf8.DecodeLastRuneInString(p.path)
		p.path = p.path[:len(p.path)-size]
	}
	p.chars = ebiten.AppendInputChars(p.chars[:0])
	for _, r := range p.chars {
		if utf8.RuneCountInString(p.path) < 1000 {
			p.path += string(r)
		}
	}
}

// openPath reads the file at the path typed.
func (p *reviewPicker) openPath(env *game.Env) game.Change {
	data, err := readPath(p.path)
	if err != nil {
		log.Printf("orbis: review %s: %v", p.path, err)
		p.message = game.Say("review.no_file", p.path)
		return game.Stay
	}
	return p.open(env, p.path, data)
}

// open asks the game to show a file in its viewer; a file it cannot read
// is said so, and nothing else changes.
func (p *reviewPicker) open(env *game.Env, name string, data []byte) game.Change {
	scene, err := game.OpenReview(env, data)
	if err != nil {
		log.Printf("orbis: review %s: %v", name, err)
		p.message = game.ReviewProblem(err)
		return game.Stay
	}
	p.message = game.Phrase{}
	return game.Push(scene)
}

func (p *reviewPicker) Draw(env *game.Env, dst *ebiten.Image) {
	if p.fluid.on {
		dst.Fill(render.Felt)
		p.fluid.draw(env, dst, p.menu, p.hover, p.focus)
		return
	}
	f, text := env.Frame(), env.Text()
	dst.Fill(render.Felt)
	text.DrawBold(dst, env.T("review.title"), f.X(640), f.Y(70), f.Px(36), render.Gold, render.Center)
	if n := len(p.unfinished); len(p.kept) == 0 && n < keptPerPage { // under the games in progress, if any
		y := max(240, 190+46*float64(n))
		text.Draw(dst, env.T("review.none_kept"), f.X(640), f.Y(y), f.Px(16), render.InkDim, render.Center)
	}
	game.DrawMenu(env, dst, p.menu, p.hover, p.focus)
	if !p.message.Empty() {
		box := f.R(200, 676, 880, 30)
		before := text.Within(dst, box)
		text.Draw(dst, env.Say(p.message), f.X(640), f.Y(691), f.Px(14), render.Danger, render.Center)
		text.Restore(before)
	}
}
