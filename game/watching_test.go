package game

import "testing"

// onlinePausable is an online table with a chat, under the pause menu.
type onlinePausable struct{ pausable }

func (p *onlinePausable) Online() bool { return true }
func (p *onlinePausable) Chat(string)  {}

// watchedRoom is the room of a table, watched or played.
type watchedRoom struct{ watching bool }

func (r watchedRoom) Invitation() Invitation { return Invitation{} }
func (r watchedRoom) Open() bool             { return false }
func (r watchedRoom) Watching() bool         { return r.watching }

// TestPauseOffersNoChatToASpectator: the pause menu of an online table
// offers its chat to a player, not to a spectator, who may not speak.
func TestPauseOffersNoChatToASpectator(t *testing.T) {
	for _, watching := range []bool{false, true} {
		env, err := NewEnv(Options{ConfigDir: t.TempDir(), Games: []Game{&teacher{}}})
		if err != nil {
			t.Fatal(err)
		}
		env.SetRoom(watchedRoom{watching})
		m := NewPause(env, &onlinePausable{}).(*pause)
		found := false
		for _, b := range m.buttons(env) {
			if b.ID == btnPauseChat {
				found = true
				if b.Enabled == watching {
					t.Errorf("watching %v: Chat enabled %v", watching, b.Enabled)
				}
			}
		}
		if !found {
			t.Errorf("watching %v: no Chat in the pause menu of an online table", watching)
		}
	}
}
