package lobby

import (
	"slices"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/game/gametest"
	"orbis/game/online"
	"orbis/input"
)

// fakeSeats is a room's players for the overlay: a table, this screen's
// seat, where the game stands, and the requests sent.
type fakeSeats struct {
	table         []online.SeatState
	you           int
	started, over bool
	asked         []seatChange
	refusal       game.Phrase
}

func (f *fakeSeats) Table() ([]online.SeatState, int64) { return f.table, 0 }
func (f *fakeSeats) YourSeat() int                      { return f.you }
func (f *fakeSeats) Started() bool                      { return f.started }
func (f *fakeSeats) Over() bool                         { return f.over }
func (f *fakeSeats) AskSeat(typ string, seat int)       { f.asked = append(f.asked, seatChange{typ, seat}) }
func (f *fakeSeats) SeatRefusal() game.Phrase           { return f.refusal }
func (f *fakeSeats) SeatWord(env *game.Env, seat int) string {
	switch s := f.table[seat]; {
	case seat == f.you:
		return env.T("online.you")
	case s.Kind == "open":
		return env.T("online.open_seat")
	case strings.HasPrefix(s.Kind, "ai:"):
		return game.ComputerWord(env, s.Kind)
	case !s.Here:
		return env.T("online.away")
	}
	return env.T("online.player")
}

// fourSeats is a room of four: the host (seat 0), a friend here, one
// away, a seat open.
func fourSeats(you int) *fakeSeats {
	return &fakeSeats{you: you, table: []online.SeatState{
		{Name: "Ada", Kind: "human", Here: true, Host: true}, {Name: "Bea", Kind: "human", Here: true},
		{Name: "Cyd", Kind: "human"}, {Name: "Seat 4", Kind: "open"}}}
}

func seatsOver(env *game.Env, room game.RoomSeats) *seats {
	env.SetRoom(seatsRoom{room})
	s := NewSeats(env).(*seats)
	return s
}

// seatsRoom is a fake room that is also an openRoom, as a Net is.
type seatsRoom struct{ game.RoomSeats }

func (seatsRoom) Invitation() game.Invitation { return game.Invitation{} }
func (seatsRoom) Open() bool                  { return false }

// TestSeatsOfferWhatEachSeatAllows: the host removes players before the
// first move and gives a seat nobody is at to the computer; every player
// may leave their own seat; nothing changes once the game is over.
func TestSeatsOfferWhatEachSeatAllows(t *testing.T) {
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{&gametest.Teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	started := func(f *fakeSeats) *fakeSeats { f.started = true; return f }
	over := func(f *fakeSeats) *fakeSeats { f.over = true; return f }
	for _, tc := range []struct {
		name string
		room *fakeSeats
		want []int
	}{
		{"the host before the first move", fourSeats(0), []int{btnSeatsLeave, btnSeatRemove + 1, btnSeatRemove + 2, btnSeatComputer + 2, btnSeatComputer + 3, btnSeatsBack}},
		{"the host during the game", started(fourSeats(0)), []int{btnSeatsLeave, btnSeatComputer + 2, btnSeatComputer + 3, btnSeatsBack}},
		{"a guest", fourSeats(1), []int{btnSeatsLeave, btnSeatsBack}},
		{"the host after the end", over(started(fourSeats(0))), []int{btnSeatsBack}},
	} {
		s := seatsOver(env, tc.room)
		var got []int
		for _, b := range s.menu {
			got = append(got, b.ID)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: buttons %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSeatsAskBeforeAChange: a change is sent only once confirmed; a leave
// goes back to the table, which then hears the server's bye.
func TestSeatsAskBeforeAChange(t *testing.T) {
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{&gametest.Teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	room := fourSeats(0)
	s := seatsOver(env, room)
	if ch, _ := s.Update(env, gametest.Click(btnSeatComputer+2)); ch != game.Stay || len(room.asked) != 0 {
		t.Fatalf("Computer plays: %+v, sent %v; want a question first", ch, room.asked)
	}
	if ch, _ := s.Update(env, gametest.Click(btnSeatsNo)); ch != game.Stay || len(room.asked) != 0 || s.pending.typ != "" {
		t.Fatalf("Cancel: %+v, sent %v, asking %+v", ch, room.asked, s.pending)
	}
	s.Update(env, gametest.Click(btnSeatRemove+1))
	if ch, _ := s.Update(env, gametest.Click(btnSeatsYes)); ch != game.Stay || !slices.Equal(room.asked, []seatChange{{online.TypeRemove, 1}}) {
		t.Fatalf("Remove, Yes: %+v, sent %v", ch, room.asked)
	}
	s.Update(env, gametest.Click(btnSeatsLeave))
	if ch, _ := s.Update(env, gametest.Click(btnSeatsYes)); ch != game.Pop() || room.asked[len(room.asked)-1] != (seatChange{online.TypeLeave, 0}) {
		t.Fatalf("Leave, Yes: %+v, sent %v; want the leave sent and back to the table", ch, room.asked)
	}
	s.Update(env, gametest.Click(btnSeatsLeave))
	if ch, _ := s.Update(env, []input.Intent{{Kind: input.KeyCancel}}); ch != game.Stay || s.pending.typ != "" {
		t.Fatalf("Esc over a question: %+v, asking %+v; want the question closed", ch, s.pending)
	}
}

// TestLobbyRefusesAnInvisibleName: a name a table could not show is
// refused before any server is asked, with the reason.
func TestLobbyRefusesAnInvisibleName(t *testing.T) {
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{&gametest.Teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	l := New(env).(*lobby)
	l.server, l.code = "127.0.0.1:1", "ABCD-EFGH"
	for name, key := range map[string]string{"\u3164\u3164": "online.refused.bad_name", "\u2800": "online.refused.bad_name", "": "online.need_name"} {
		l.name = name
		if ch := l.join(env); ch != game.Stay || l.message.Key != key {
			t.Errorf("joining as %q: %+v, says %q; want %q", name, ch, l.message.Key, key)
		}
	}
}

// TestSeatScreensFitInEveryLanguage: the players' overlay (each question,
// a refusal), the online pause menu and the screens of a seat lost hold
// their words, and their buttons' labels keep their margins.
func TestSeatScreensFitInEveryLanguage(t *testing.T) {
	for _, lang := range assets.Languages() {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{&gametest.Teacher{}}})
		if err != nil {
			t.Fatal(err)
		}
		long := fourSeats(0)
		long.table = append(long.table, online.SeatState{Name: "Wwwwwwwwwwwwwwwwwwwwwwww", Kind: "ai:expert"}, online.SeatState{Name: "Seat 6", Kind: "open"})
		scenes := map[string]game.Scene{"host": seatsOver(env, long)}
		for _, c := range []seatChange{{online.TypeLeave, 0}, {online.TypeRemove, 4}, {online.TypeToComputer, 4}} {
			s := seatsOver(env, long)
			s.pending = c
			s.menu = s.buttons(env)
			scenes["asking "+c.typ] = s
		}
		refused := fourSeats(0)
		refused.refusal = game.Say("online.seat_refused.player_here")
		scenes["refused"] = seatsOver(env, refused)
		scenes["guest"] = seatsOver(env, fourSeats(1))
		env.SetRoom(seatsRoom{fourSeats(0)})
		scenes["pause"] = game.NewPause(env, onlinePausable{&quiet{}})
		for _, reason := range []string{online.ByeOtherDevice, online.ByeRemoved, online.ByeLeft} {
			l := &seatLost{reason: reason, code: "K9E81GJR"}
			l.menu = l.buttons(env)
			scenes["lost "+reason] = l
		}
		checkFitAndMargins(t, env, lang, scenes)
	}
}

// onlinePausable is an online table for the pause menu.
type onlinePausable struct{ *quiet }

func (onlinePausable) Rules() []game.RuleSection { return nil }
func (onlinePausable) SaveData() []byte          { return nil }
func (onlinePausable) SaveSlot() game.SaveSlot   { return game.SaveSlot{} }
func (onlinePausable) Saved(*game.Env, error)    {}
func (onlinePausable) Speed() game.Speed         { return game.SpeedNormal }
func (onlinePausable) SetSpeed(game.Speed)       {}
func (onlinePausable) Close()                    {}
func (onlinePausable) Settled() bool             { return true }
func (onlinePausable) Online() bool              { return true }
