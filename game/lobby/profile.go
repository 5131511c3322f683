package lobby

import (
	"context"
	"errors"
	"log"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"orbis/game"
	"orbis/game/online"
	"orbis/input"
	"orbis/render"
)

// profileScreen is the device's profile (docs/profiles.md): its name
// online, renamed on the lobby's server; its recovery code, shown to be
// written down; a recovery code typed, which brings that profile to this
// device; its key replaced (profile_more.go); signing out on this device;
// and deleting it from the server.
type profileScreen struct {
	server  string // the lobby's server, as typed ("" for none)
	card    game.ProfileCard
	has     bool // the device has a profile
	show    bool // the code is shown
	input   int  // the field typed in: inputNone, inputName or inputCode
	text    string
	chars   []rune
	confirm int // the button pressed once that asks before it acts (Delete, Replace the key, Sign out): its next press acts; 0 for none
	busy    chan profileDone
	message game.Phrase
	danger  bool // the message says what went wrong
	menu    []render.MenuButton
	hover   input.Target
	focus   int
	place   profilePlace
}

// profileDone is how a request to the server went.
type profileDone struct {
	deleted  bool
	replaced bool
	name     string
	err      error
}

// The profile screen's fields and buttons.
const (
	inputNone = iota
	inputName
	inputCode

	btnProfileBack = iota + 200
	btnProfileRename
	btnProfileShow
	btnProfileUseCode
	btnProfileDelete
	btnProfileField
	btnProfileOK
	btnProfileCancel
	btnProfileReplaceKey
	btnProfileSignOut
)

// profileWait bounds a request to the server.
const profileWait = 15 * time.Second

// newProfileScreen opens the device's profile, the lobby's server typed.
func newProfileScreen(env *game.Env, server string) *profileScreen {
	p := &profileScreen{server: strings.TrimSpace(server)}
	p.read(env)
	inOwnFrame(env, p, func() { p.menu = p.buttons(env) })
	return p
}

// read takes the profile as the device keeps it.
func (p *profileScreen) read(env *game.Env) {
	card, has, err := env.Profile()
	if err != nil {
		log.Printf("orbis: reading the profile: %v", err)
		p.say("profile.unreadable", true)
	}
	p.card, p.has = card, has
}

func (p *profileScreen) say(key string, danger bool, args ...any) {
	p.message, p.danger = game.Say(key, args...), danger
}

// Responsive: the screen lays itself out for a phone's or a tablet's
// window.
func (p *profileScreen) Responsive() bool { return true }

// Restyle lays the screen out again for the window, or in the language
// chosen.
func (p *profileScreen) Restyle(env *game.Env) { p.menu = p.buttons(env) }

func (p *profileScreen) Hit(env *game.Env, x, y float64) input.Target {
	return game.HitMenu(env, p.menu, x, y)
}

func (p *profileScreen) Draggable(input.Target) bool { return false }

// Resting: the screen changes only when the player acts, once the server
// has answered.
func (p *profileScreen) Resting() bool { return p.busy == nil && p.input == inputNone }

func (p *profileScreen) Update(env *game.Env, intents []input.Intent) (change game.Change, err error) {
	defer func() {
		p.menu = p.buttons(env)
		p.offerField(env, change)
	}()
	p.hover = game.LatestHover(intents, p.hover)
	select {
	case done := <-p.busy:
		p.busy = nil
		p.answered(env, done)
	default:
	}
	if p.input != inputNone && !p.typeInPage(env) {
		p.typeText()
	}
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, p.menu, &p.focus)
	}
	if p.input != inputNone && game.Pressed(intents, input.KeyConfirm) {
		id, ok = btnProfileOK, true
	}
	if game.Pressed(intents, input.KeyCancel) {
		id, ok = btnProfileBack, true
		if p.input != inputNone || p.confirm != 0 {
			id = btnProfileCancel
		}
	}
	if !ok {
		return game.Stay, nil
	}
	asked := p.confirm
	p.confirm = 0
	switch id {
	case btnProfileBack:
		return game.Replace(New(env)), nil
	case btnProfileShow:
		p.show = !p.show
	case btnProfileRename:
		p.input, p.text, p.message = inputName, p.card.Name, game.Phrase{}
	case btnProfileUseCode:
		p.input, p.text, p.message = inputCode, "", game.Phrase{}
	case btnProfileCancel:
		p.input, p.message = inputNone, game.Phrase{}
	case btnProfileOK:
		p.submit(env)
	case btnProfileDelete:
		if asked != id {
			p.confirm = id
			p.say("profile.delete_warn", true)
			break
		}
		p.ask(env, func(ctx context.Context, s *online.ProfileSession) profileDone {
			return profileDone{deleted: true, err: s.Delete(ctx)}
		})
	case btnProfileReplaceKey:
		p.replaceKey(env, asked == id)
	case btnProfileSignOut:
		p.signOut(env, asked == id)
	}
	return game.Stay, nil
}

// submit carries out what the field was typed for.
func (p *profileScreen) submit(env *game.Env) {
	text := strings.TrimSpace(p.text)
	switch p.input {
	case inputName:
		if _, err := online.NormalName(text); err != nil {
			p.say("online.refused.bad_name", true)
			return
		}
		p.input = inputNone
		p.ask(env, func(ctx context.Context, s *online.ProfileSession) profileDone {
			name, err := s.Rename(ctx, text)
			return profileDone{name: name, err: err}
		})
	case inputCode:
		card, err := env.UseRecoveryCode(text)
		if err != nil {
			log.Printf("orbis: a recovery code typed: %v", err)
			p.say("profile.bad_code", true)
			return
		}
		p.input, p.card, p.has, p.show = inputNone, card, true, false
		p.say("profile.code_used", false)
	}
}

// ask signs in on the lobby's server and does a request there, in the
// background.
func (p *profileScreen) ask(env *game.Env, do func(context.Context, *online.ProfileSession) profileDone) {
	url, err := game.ServerURL(p.server)
	if p.server == "" || err != nil {
		p.say("profile.need_server", true)
		return
	}
	id := env.Identity()
	if id == nil {
		p.say("profile.unreadable", true)
		return
	}
	p.busy = make(chan profileDone, 1)
	p.say("profile.working", false)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), profileWait)
		defer cancel()
		s, err := online.OpenProfile(ctx, url, id)
		if err != nil {
			p.busy <- profileDone{err: err}
			return
		}
		defer s.Close()
		p.busy <- do(ctx, s)
	}()
}

// answered takes the server's answer.
func (p *profileScreen) answered(env *game.Env, done profileDone) {
	switch {
	case done.err != nil:
		log.Printf("orbis: the profile on %s: %v", p.server, done.err)
		p.say("profile.failed", true)
		var refused *online.ProfileRefused
		if errors.As(done.err, &refused) && refused.Reason == online.ReasonBadName {
			p.say("online.refused.bad_name", true)
		}
		if errors.Is(done.err, online.ErrNoRecovery) {
			p.say("profile_more.replace_no_code", true)
		}
	case done.deleted:
		if err := env.ForgetProfile(); err != nil {
			log.Printf("orbis: forgetting the profile: %v", err)
		}
		p.card, p.has, p.show = game.ProfileCard{}, false, false
		p.say("profile.deleted", false)
	case done.replaced:
		p.read(env)
		p.say("profile_more.replaced", false)
	default:
		p.read(env)
		p.say("profile.renamed", false, done.name)
	}
}

// typeText edits the field with the keyboard.
func (p *profileScreen) typeText() {
	limit := p.limit()
	if inpututil.IsKeyJustPressed(ebiten.KeyBackspace) && p.text != "" {
		_, size := utf8.DecodeLastRuneInString(p.text)
		p.text = p.text[:len(p.text)-size]
	}
	p.chars = ebiten.AppendInputChars(p.chars[:0])
	for _, r := range p.chars {
		if utf8.RuneCountInString(p.text) < limit {
			p.text += string(r)
		}
	}
}

// limit is how many characters the field takes: a name's, or a code's
// with its hyphens and a few spaces.
func (p *profileScreen) limit() int {
	if p.input == inputCode {
		return 48
	}
	return online.MaxNameLen
}

// typeInPage takes what the page's keyboard holds (a phone's, in a
// browser); Enter there submits. It reports whether the page's keyboard
// had the field.
func (p *profileScreen) typeInPage(env *game.Env) bool {
	id, text, enter := game.Typed()
	if id != p.input {
		return false
	}
	p.text = text
	if enter {
		p.submit(env)
	}
	return true
}

// offerField tells the page where the field is, so that a tap on it opens
// a phone's keyboard.
func (p *profileScreen) offerField(env *game.Env, change game.Change) {
	if change != game.Stay || p.input == inputNone {
		game.TypeInto(game.TextField{ID: -1})
		env.OfferFields(nil)
		return
	}
	game.TypeInto(game.TextField{ID: p.input, Text: p.text, Limit: p.limit()})
	for _, b := range p.menu {
		if b.ID == btnProfileField {
			env.OfferFields([]game.TextField{{ID: p.input, Rect: b.Rect(env.Frame()), Text: p.text, Limit: p.limit()}})
		}
	}
}

func (p *profileScreen) Draw(env *game.Env, dst *ebiten.Image) {
	dst.Fill(render.Felt)
	p.place.draw(env, dst)
	game.DrawMenu(env, dst, p.menu, p.hover, p.focus)
}
