package game

import (
	"slices"
	"strings"
	"testing"

	"orbis/assets"
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
	refusal       Phrase
}

func (f *fakeSeats) Table() ([]online.SeatState, int64) { return f.table, 0 }
func (f *fakeSeats) YourSeat() int                      { return f.you }
func (f *fakeSeats) Started() bool                      { return f.started }
func (f *fakeSeats) Over() bool                         { return f.over }
func (f *fakeSeats) AskSeat(typ string, seat int)       { f.asked = append(f.asked, seatChange{typ, seat}) }
func (f *fakeSeats) SeatRefusal() Phrase                { return f.refusal }
func (f *fakeSeats) SeatWord(env *Env, seat int) string {
	switch s := f.table[seat]; {
	case seat == f.you:
		return env.T("online.you")
	case s.Kind == "open":
		return env.T("online.open_seat")
	case strings.HasPrefix(s.Kind, "ai:"):
		return computerWord(env, s.Kind)
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

func seatsOver(env *Env, room roomSeats) *seats {
	env.room = seatsRoom{room}
	s := NewSeats(env).(*seats)
	return s
}

// seatsRoom is a fake room that is also an openRoom, as a Net is.
type seatsRoom struct{ roomSeats }

func (seatsRoom) Invitation() Invitation { return Invitation{} }
func (seatsRoom) Open() bool             { return false }

// TestSeatsOfferWhatEachSeatAllows: the host removes players before the
// first move and gives a seat nobody is at to the computer; every player
// may leave their own seat; nothing changes once the game is over.
func TestSeatsOfferWhatEachSeatAllows(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en", Games: []Game{&teacher{}}})
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
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en", Games: []Game{&teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	room := fourSeats(0)
	s := seatsOver(env, room)
	if ch, _ := s.Update(env, click(btnSeatComputer+2)); ch.op != stay || len(room.asked) != 0 {
		t.Fatalf("Computer plays: %+v, sent %v; want a question first", ch, room.asked)
	}
	if ch, _ := s.Update(env, click(btnSeatsNo)); ch.op != stay || len(room.asked) != 0 || s.pending.typ != "" {
		t.Fatalf("Cancel: %+v, sent %v, asking %+v", ch, room.asked, s.pending)
	}
	s.Update(env, click(btnSeatRemove+1))
	if ch, _ := s.Update(env, click(btnSeatsYes)); ch.op != stay || !slices.Equal(room.asked, []seatChange{{online.TypeRemove, 1}}) {
		t.Fatalf("Remove, Yes: %+v, sent %v", ch, room.asked)
	}
	s.Update(env, click(btnSeatsLeave))
	if ch, _ := s.Update(env, click(btnSeatsYes)); ch.op != pop || room.asked[len(room.asked)-1] != (seatChange{online.TypeLeave, 0}) {
		t.Fatalf("Leave, Yes: %+v, sent %v; want the leave sent and back to the table", ch, room.asked)
	}
	s.Update(env, click(btnSeatsLeave))
	if ch, _ := s.Update(env, []input.Intent{{Kind: input.KeyCancel}}); ch.op != stay || s.pending.typ != "" {
		t.Fatalf("Esc over a question: %+v, asking %+v; want the question closed", ch, s.pending)
	}
}

// TestSeatRefusalsAreNotRefusedMoves: the refusal of a seat request is
// the overlay's to show, that of a phrase a notice; any other is a move's.
func TestSeatRefusalsAreNotRefusedMoves(t *testing.T) {
	a := seatAsks{asked: 7, chat: 9}
	if said, ok := a.refused(online.Message{Type: online.TypeRefused, Seq: 7, Reason: online.ReasonStarted}); !ok || !said.Empty() || a.said.Key != "online.seat_refused.started" {
		t.Errorf("a seat request's refusal: %v %v, the overlay says %q", said, ok, a.said.Key)
	}
	if said, ok := a.refused(online.Message{Type: online.TypeRefused, Seq: 9, Reason: online.ReasonRateLimit}); !ok || said.Key != "online.chat_refused" {
		t.Errorf("a phrase's refusal: %v %v", said, ok)
	}
	for _, seq := range []uint64{0, 8} {
		if _, ok := a.refused(online.Message{Type: online.TypeRefused, Seq: seq, Reason: online.ReasonIllegal}); ok {
			t.Errorf("a refusal of request %d is taken for a seat request's", seq)
		}
	}
}

// TestLobbyRefusesAnInvisibleName: a name a table could not show is
// refused before any server is asked, with the reason.
func TestLobbyRefusesAnInvisibleName(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en", Games: []Game{&teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	l := NewLobby(env).(*lobby)
	l.server, l.code = "127.0.0.1:1", "ABCD-EFGH"
	for name, key := range map[string]string{"\u3164\u3164": "online.refused.bad_name", "\u2800": "online.refused.bad_name", "": "online.need_name"} {
		l.name = name
		if ch := l.join(env); ch.op != stay || l.message.Key != key {
			t.Errorf("joining as %q: %+v, says %q; want %q", name, ch, l.message.Key, key)
		}
	}
}

// TestSeatScreensFitInEveryLanguage: the players' overlay (each question,
// a refusal), the online pause menu and the screens of a seat lost hold
// their words, and their buttons' labels keep their margins.
func TestSeatScreensFitInEveryLanguage(t *testing.T) {
	for _, lang := range assets.Languages() {
		env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: lang, Games: []Game{&teacher{}}})
		if err != nil {
			t.Fatal(err)
		}
		long := fourSeats(0)
		long.table = append(long.table, online.SeatState{Name: "Wwwwwwwwwwwwwwwwwwwwwwww", Kind: "ai:expert"}, online.SeatState{Name: "Seat 6", Kind: "open"})
		scenes := map[string]Scene{"host": seatsOver(env, long)}
		for _, c := range []seatChange{{online.TypeLeave, 0}, {online.TypeRemove, 4}, {online.TypeToComputer, 4}} {
			s := seatsOver(env, long)
			s.pending = c
			s.menu = s.buttons(env)
			scenes["asking "+c.typ] = s
		}
		refused := fourSeats(0)
		refused.refusal = Say("online.seat_refused.player_here")
		scenes["refused"] = seatsOver(env, refused)
		scenes["guest"] = seatsOver(env, fourSeats(1))
		env.room = seatsRoom{fourSeats(0)}
		scenes["pause"] = NewPause(env, onlinePausable{&quiet{}})
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

func (onlinePausable) Rules() []RuleSection { return nil }
func (onlinePausable) SaveData() []byte     { return nil }
func (onlinePausable) SaveSlot() SaveSlot   { return SaveSlot{} }
func (onlinePausable) Saved(*Env, error)    {}
func (onlinePausable) Speed() Speed         { return SpeedNormal }
func (onlinePausable) SetSpeed(Speed)       {}
func (onlinePausable) Close()               {}
func (onlinePausable) Settled() bool        { return true }
func (onlinePausable) Online() bool         { return true }
