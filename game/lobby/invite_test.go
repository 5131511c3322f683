package lobby

import (
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/game/gametest"
	"orbis/input"
	"orbis/render"
)

// fakeRoom is an online table for the chat: a seat open or not.
type fakeRoom struct {
	inv  game.Invitation
	open bool
}

func (r fakeRoom) Invitation() game.Invitation { return r.inv }
func (r fakeRoom) Open() bool                  { return r.open }

type quiet struct{ said []string }

func (q *quiet) Chat(p string) { q.said = append(q.said, p) }

// TestInviteFromTheChat: while a seat waits for a friend, the chat offers
// the invitation, which shows the link and goes back to the table.
func TestInviteFromTheChat(t *testing.T) {
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{&gametest.Teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	inv := game.Invitation{Link: "http://192.0.2.2:8080/?room=K9E8-1GJR", Address: "192.0.2.2:8080", Code: "K9E8-1GJR"}
	has := func(menu []render.MenuButton, id int) bool {
		for _, b := range menu {
			if b.ID == id {
				return true
			}
		}
		return false
	}
	env.SetRoom(fakeRoom{inv: inv})
	if has(newChat(env, &quiet{}).menu, btnChatInvite) {
		t.Error("the chat offers an invitation to a table with no open seat")
	}
	env.SetRoom(fakeRoom{inv: inv, open: true})
	c := newChat(env, &quiet{})
	if !has(c.menu, btnChatInvite) {
		t.Fatal("the chat offers no invitation while a seat is open")
	}
	ch, err := c.Update(env, gametest.Click(btnChatInvite))
	v, ok := ch.Scene().(*invite)
	if err != nil || ch != game.Replace(ch.Scene()) || !ok || v.inv != inv {
		t.Fatalf("Invite opens %+v (%v), want the invitation", ch, err)
	}
	if has(v.menu, btnInviteCopy) != canCopy() {
		t.Errorf("Copy offered: %v, where this platform can copy: %v", has(v.menu, btnInviteCopy), canCopy())
	}
	if ch, _ := v.Update(env, []input.Intent{{Kind: input.KeyCancel}}); ch != game.Pop() {
		t.Errorf("Esc leaves the invitation with %+v, want back to the table", ch)
	}
	table := &gametest.Still{}
	before := newInvite(env, inv, table)
	if ch, _ := before.Update(env, gametest.Click(btnInviteDone)); ch != game.Replace(table) {
		t.Errorf("To the table gives %+v, want the table", ch)
	}
	if has(newInvite(env, game.Invitation{Address: "192.0.2.2:8081", Code: "AAAA-BBBB"}, nil).menu, btnInviteCopy) {
		t.Error("Copy is offered with no link to copy")
	}
}

// TestLobbyHints: an empty field shows its hint as a hint, still while
// it has the keyboard, and what is typed as a value.
func TestLobbyHints(t *testing.T) {
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{&gametest.Teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	l := New(env).(*lobby)
	l.server, l.code = "", ""
	l.menu = l.buttons(env)
	find := func(id int) render.MenuButton {
		for _, b := range l.menu {
			if b.ID == id {
				return b
			}
		}
		t.Fatalf("no button %d", id)
		return render.MenuButton{}
	}
	for _, id := range []int{btnLobbyServer, btnLobbyCode} {
		if b := find(id); !b.Hint {
			t.Errorf("the empty field %d shows %q as if typed", id, b.Label)
		}
	}
	if b := find(btnLobbyName); b.Hint {
		t.Errorf("the name %q is a hint; it is the name the room will show", b.Label)
	}
	l.field = fieldCode
	l.menu = l.buttons(env)
	if b := find(btnLobbyCode); !b.Hint || !strings.Contains(b.Label, env.T("online.code_hint")) {
		t.Errorf("the code field, given the keyboard, shows %q (hint %v); want its hint until a key", b.Label, b.Hint)
	}
	l.code = "K9"
	l.menu = l.buttons(env)
	if b := find(btnLobbyCode); b.Hint || b.Label != "K9|" {
		t.Errorf("the code typed shows as %q (hint %v)", b.Label, b.Hint)
	}
}

// TestLobbyDefaultNameFollowsTheLanguage: the lobby's default name is in
// the player's language, also when an older version kept it; a typed name
// stays as typed.
func TestLobbyDefaultNameFollowsTheLanguage(t *testing.T) {
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{&gametest.Teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	l := New(env).(*lobby)
	l.remember(env)
	if err := env.SetLanguage("de"); err != nil {
		t.Fatal(err)
	}
	if l := New(env).(*lobby); l.name != "Spieler" {
		t.Errorf("the default name kept in English comes back as %q, want Spieler", l.name)
	}
	_, server := env.OnlinePlayer()
	env.RememberOnlinePlayer("Player", server) // as kept before
	if l := New(env).(*lobby); l.name != "Spieler" {
		t.Errorf("an English default kept by an older version comes back as %q, want Spieler", l.name)
	}
	l = New(env).(*lobby)
	l.name = "Ada"
	l.remember(env)
	if err := env.SetLanguage("pl"); err != nil {
		t.Fatal(err)
	}
	if l := New(env).(*lobby); l.name != "Ada" {
		t.Errorf("a typed name comes back as %q", l.name)
	}
}

// TestInviteFitsInEveryLanguage: the invitation and the chat that offers
// it hold their words, and their buttons' labels keep their margins.
func TestInviteFitsInEveryLanguage(t *testing.T) {
	inv := game.Invitation{Link: "http://192.168.100.200:65535/?room=K9E8-1GJR", Address: "192.168.100.200:65535", Code: "K9E8-1GJR"}
	for _, lang := range assets.Languages() {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{&gametest.Teacher{}}})
		if err != nil {
			t.Fatal(err)
		}
		env.SetRoom(fakeRoom{inv: inv, open: true})
		withCopy := newInvite(env, inv, &gametest.Still{})
		withCopy.copy, withCopy.said = true, game.Say("online.copy_failed")
		withCopy.menu = withCopy.buttons(env)
		scenes := map[string]game.Scene{
			"invite":           withCopy,
			"invite, no link":  newInvite(env, game.Invitation{Address: inv.Address, Code: inv.Code}, nil),
			"chat with invite": newChat(env, &quiet{}),
		}
		checkFitAndMargins(t, env, lang, scenes)
	}
}

// checkFitAndMargins fails a test for any text of the scenes out of its
// box, and any label closer than the margin to its button's sides.
func checkFitAndMargins(t *testing.T, env *game.Env, lang string, scenes map[string]game.Scene) {
	t.Helper()
	if over := game.Overflows(env, scenes, 1); len(over) > 0 {
		t.Errorf("%s: %d texts overflow:\n%s", lang, len(over), strings.Join(over, "\n"))
	}
	var cramped []string
	env.Paint().CheckMargins(func(o render.Overflow) { cramped = append(cramped, o.Text) })
	game.Overflows(env, scenes, 1)
	env.Paint().CheckMargins(nil)
	if len(cramped) > 0 {
		t.Errorf("%s: labels closer than the margin to their buttons' sides: %q", lang, cramped)
	}
}
