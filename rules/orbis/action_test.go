package orbis

import (
	"encoding"
	"encoding/json"
	"fmt"
	"testing"
)

// acColors are the five real colours with their record names, written out.
var acColors = []struct {
	c    Color
	name string
}{
	{Red, "red"}, {Blue, "blue"}, {Yellow, "yellow"}, {Green, "green"}, {White, "white"},
}

// acGods are the ten gods with their record names, written out.
var acGods = []struct {
	g    God
	name string
}{
	{Love, "love"}, {Apprentice, "apprentice"}, {Oceans, "oceans"}, {Idleness, "idleness"},
	{Fire, "fire"}, {Technology, "technology"}, {Nature, "nature"},
	{Equilibrium, "equilibrium"}, {Harvests, "harvests"}, {Death, "death"},
}

// acSlots are the 14 pyramid slots as "row,col", slot 0 first: rows of 5, 4,
// 3 and 2 from the base; then the two targets beyond the ends of the base
// row, left of column 0 and right of column 4.
var acSlots = []string{
	"0,0", "0,1", "0,2", "0,3", "0,4",
	"1,0", "1,1", "1,2", "1,3",
	"2,0", "2,1", "2,2",
	"3,0", "3,1",
	"0,-1", "0,5",
}

// acSpace is the whole action space with the text each action must have.
func acSpace() []struct {
	a    Action
	text string
} {
	type pair = struct {
		a    Action
		text string
	}
	var out []pair
	for pos := range 9 {
		out = append(out, pair{TakeTile(pos), fmt.Sprintf("take %d", pos)})
	}
	for _, g := range acGods {
		out = append(out, pair{TakeGod(g.g), "god " + g.name})
	}
	for _, from := range acColors {
		for _, to := range acColors {
			out = append(out, pair{Exchange(from.c, to.c), "exchange " + from.name + " " + to.name})
		}
	}
	for slot, rc := range acSlots {
		out = append(out, pair{Place(slot), "place " + rc}, pair{PlaceWild(slot), "wild " + rc})
	}
	for _, c := range acColors {
		out = append(out,
			pair{Pay(c.c), "pay " + c.name},
			pair{Discard(c.c), "discard " + c.name},
			pair{Gain(c.c), "gain " + c.name})
	}
	for pos := range 9 {
		for _, c := range acColors {
			out = append(out, pair{Destroy(pos, c.c), fmt.Sprintf("destroy %d %s", pos, c.name)})
		}
	}
	return append(out, pair{Decline(), "decline"}, pair{EndTurn(), "end"})
}

func TestActionSpaceSize(t *testing.T) {
	// 9 takes + 10 gods + 25 exchanges + 32 placements (14 slots and the 2
	// ends of the base row, face up or Wilderness) + 15 pay/discard/gain
	// + 45 destroys + decline + end.
	if n := len(acSpace()); n != 138 {
		t.Fatalf("action space has %d actions, want 138", n)
	}
}

func TestActionStringParseRoundTrip(t *testing.T) {
	seen := map[string]Action{}
	for _, tc := range acSpace() {
		if got := tc.a.String(); got != tc.text {
			t.Errorf("%#v.String() = %q, want %q", tc.a, got, tc.text)
		}
		if other, dup := seen[tc.text]; dup && other != tc.a {
			t.Errorf("%q stands for both %#v and %#v", tc.text, other, tc.a)
		}
		seen[tc.text] = tc.a
		got, err := ParseAction(tc.text)
		if err != nil {
			t.Errorf("ParseAction(%q): %v", tc.text, err)
			continue
		}
		if got != tc.a {
			t.Errorf("ParseAction(%q) = %#v, want %#v", tc.text, got, tc.a)
		}
		if back := got.String(); back != tc.text {
			t.Errorf("ParseAction(%q).String() = %q", tc.text, back)
		}
	}
}

func TestActionTextMarshaling(t *testing.T) {
	var _ encoding.TextMarshaler = Action{}
	var _ encoding.TextUnmarshaler = (*Action)(nil)
	for _, tc := range acSpace() {
		text, err := tc.a.MarshalText()
		if err != nil {
			t.Errorf("%q: MarshalText: %v", tc.text, err)
			continue
		}
		if string(text) != tc.text {
			t.Errorf("MarshalText(%#v) = %q, want %q", tc.a, text, tc.text)
		}
		var back Action
		if err := back.UnmarshalText(text); err != nil {
			t.Errorf("UnmarshalText(%q): %v", text, err)
			continue
		}
		if back != tc.a {
			t.Errorf("UnmarshalText(%q) = %#v, want %#v", text, back, tc.a)
		}
	}
}

func TestActionJSONUsesNotation(t *testing.T) {
	in := []Action{TakeTile(4), Destroy(5, Yellow), PlaceWild(7), EndTurn()}
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := `["take 4","destroy 5 yellow","wild 1,2","end"]`; string(data) != want {
		t.Errorf("json = %s, want %s", data, want)
	}
	var out []Action
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	if len(out) != len(in) {
		t.Fatalf("json round trip gave %d actions, want %d", len(out), len(in))
	}
	for i := range in {
		if out[i] != in[i] {
			t.Errorf("json round trip %d: %#v, want %#v", i, out[i], in[i])
		}
	}
	if err := json.Unmarshal([]byte(`["take 4","fly 3"]`), &out); err == nil {
		t.Errorf("json accepted %q", "fly 3")
	}
}

func TestParseActionRejectsMalformed(t *testing.T) {
	cases := []string{
		"",
		"   ",
		"take",
		"take 9",
		"take -1",
		"take x",
		"take 1 2",
		"god",
		"god zeus",
		"god love fire",
		"god none",
		"exchange red",
		"exchange red any",
		"exchange any red",
		"exchange red blue green",
		"place 4,1",
		"place 1",
		"place 3,2",
		"place -1,0",
		"place 1,x",
		"place 1,2,3",
		"place ,",
		"place",
		"place 1,2 3",
		"wild 0,6",
		"place 0,-2",
		"place 1,-1",
		"wild 1,4",
		"wild 4,0",
		"wild",
		"pay any",
		"pay purple",
		"pay",
		"pay red blue",
		"discard any",
		"gain any",
		"gain",
		"destroy 3",
		"destroy 9 red",
		"destroy -1 red",
		"destroy 3 any",
		"destroy x red",
		"destroy 3 red 1",
		"decline now",
		"end now",
		"end turn",
		"fly 3",
		"Take 4",
		"4",
	}
	for _, text := range cases {
		t.Run(fmt.Sprintf("%q", text), func(t *testing.T) {
			defer func() {
				if p := recover(); p != nil {
					t.Errorf("ParseAction(%q) panicked: %v", text, p)
				}
			}()
			if a, err := ParseAction(text); err == nil {
				t.Errorf("ParseAction(%q) = %v, want an error", text, a)
			}
			before := Gain(Blue)
			a := before
			if err := a.UnmarshalText([]byte(text)); err == nil {
				t.Errorf("UnmarshalText(%q) gave no error", text)
			}
			if a != before {
				t.Errorf("UnmarshalText(%q) changed the action to %#v after an error", text, a)
			}
		})
	}
}

func TestActionStringOfUnknownKind(t *testing.T) {
	// An action outside the space still prints without panicking, and its
	// text does not parse as some other action.
	for _, a := range []Action{{}, {Kind: 42}} {
		text := a.String()
		if text == "" {
			t.Errorf("%#v.String() is empty", a)
		}
		if got, err := ParseAction(text); err == nil {
			t.Errorf("ParseAction(%q) = %#v, want an error", text, got)
		}
	}
}
