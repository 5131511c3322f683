//go:build !js

package cli

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/online"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// TestEndToEndHostOnline hosts an online game from the desktop game with
// real clicks (Play online, Host on this computer, a friend's seat, Start),
// lets a headless friend join with the room's code, and plays a turn with
// a real drag and the keyboard, which the friend's client sees.
func TestEndToEndHostOnline(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the game in a window")
	}
	d := startDesktop(t, nil)
	d.click(640, 585) // title: Play online (game/title.go: after Continue and Games in progress)
	d.click(480, 282) // lobby: Host on this computer
	d.click(438, 299) // the online setup: seat 2 is a friend's (already, by default)
	d.click(810, 734) // Start

	var ref game.OnlineRef
	for deadline := time.Now().Add(20 * time.Second); ref.Code == ""; time.Sleep(200 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no room in the game's list of online games\ngame output:\n%s", d.logs.String())
		}
		var refs []game.OnlineRef
		if data, err := os.ReadFile(d.home + "/orbis/rooms.json"); err == nil && json.Unmarshal(data, &refs) == nil && len(refs) > 0 {
			ref = refs[0]
		}
	}
	if !strings.HasPrefix(ref.Server, "ws://127.0.0.1:") || ref.Seat != 0 {
		t.Fatalf("the hosted room is %+v", ref)
	}
	time.Sleep(time.Second)
	d.click(640, 564) // the invitation the new room opens with: To the table
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	friend, err := online.Dial(ctx, ref.Server, onlineViews(), online.Message{Type: online.TypeJoin, Code: ref.Code, Name: "Bea"})
	if err != nil {
		t.Fatalf("the friend cannot join the hosted room: %v\ngame output:\n%s", err, d.logs.String())
	}
	defer friend.Close()
	go func() { _ = friend.PlayAs(ctx, "medium", 3) }()
	for toAct(friend) != 0 {
		if ctx.Err() != nil {
			t.Fatal("the host's turn never came")
		}
		time.Sleep(100 * time.Millisecond)
	}
	// The table shows the friend's turn at its pace before the host's
	// begins: the drag and Enter are tried again until the turn is played.
	table := board.NewLayout(1280, 800, 2, 0)
	from, to := table.Display[0], table.Seats[0].Slots[rules.SlotIndex(0, 2)]
	for try := 0; !seatEnded(friend, 0); try++ {
		if ctx.Err() != nil || try == 12 {
			t.Fatalf("the friend never saw the host's turn\ngame output:\n%s", d.logs.String())
		}
		time.Sleep(time.Second)
		d.drag(from.CX, from.CY, to.CX, to.CY, 12)
		for range 3 {
			if seatEnded(friend, 0) {
				break
			}
			d.key("Return")
		}
		time.Sleep(time.Second)
	}
	var first string
	friend.With(func(m online.Match, _ []online.SeatState, _ int64) {
		for _, st := range m.History(0) {
			if st.Seat == 0 && first == "" {
				first = st.Action
			}
		}
	})
	if first != "take 0" {
		t.Fatalf("the host's turn starts with %q, want take 0", first)
	}
}
