package online

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

const goodToken = "0123456789abcdef0123456789abcdef"

// key32 and sig64 are a public key's and a signature's size in base64.
var (
	key32 = `"` + strings.Repeat("A", 43) + `="`
	sig64 = `"` + strings.Repeat("A", 86) + `=="`
)

func TestDecodeRequest(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		ok       bool
	}{
		{"ping", `{"v":3,"type":"ping"}`, true},
		{"create", `{"v":3,"type":"create","game":"orbis","name":"Ann","seats":[{"kind":"human"},{"kind":"open"},{"kind":"ai:hard"}]}`, true},
		{"join with a typed code", `{"v":3,"type":"join","code":"abcd-efgh","name":"Bob"}`, true},
		{"join with look-alikes", `{"v":3,"type":"join","code":"OIL0 ABCD","name":"Bob"}`, true},
		{"resume", `{"v":3,"type":"resume","code":"ABCDEFGH","token":"` + goodToken + `"}`, true},
		{"act", `{"v":3,"type":"act","step":12,"actions":["take 3","place 1,2","end"]}`, true},
		{"chat", `{"v":3,"type":"chat","phrase":"well_played"}`, true},
		{"sync", `{"v":3,"type":"sync"}`, true},
		{"games", `{"v":3,"type":"games","games":[{"code":"ABCDEFGH","token":"` + goodToken + `"}]}`, true},
		{"rematch", `{"v":3,"type":"rematch","code":"abcd-efgh","token":"` + goodToken + `"}`, true},
		{"rematch by the profile signed in", `{"v":3,"type":"rematch","code":"ABCDEFGH"}`, true},
		{"rematch with a short token", `{"v":3,"type":"rematch","code":"ABCDEFGH","token":"abcd"}`, false},
		{"rematch of no code", `{"v":3,"type":"rematch","token":"` + goodToken + `"}`, false},
		{"create, watched", `{"v":3,"type":"create","game":"orbis","name":"Ann","seats":[{"kind":"human"},{"kind":"open"}],"spectators":true}`, true},
		{"watch", `{"v":3,"type":"watch","code":"abcd-efgh"}`, true},
		{"replay", `{"v":3,"type":"replay","code":"ABCDEFGH"}`, true},
		{"watch without a code", `{"v":3,"type":"watch"}`, false},
		{"watch a short code", `{"v":3,"type":"watch","code":"ABC"}`, false},
		{"replay a code with U", `{"v":3,"type":"replay","code":"ABCDEFGU"}`, false},
		{"quick", `{"v":3,"type":"quick","game":"orbis","players":2}`, true},
		{"tables of every game", `{"v":3,"type":"tables"}`, true},
		{"ratings", `{"v":3,"type":"ratings","game":"orbit","offset":50}`, true},
		{"a rated create", `{"v":3,"type":"create","game":"orbis","name":"Ann","rated":true,"seats":[{"kind":"human"},{"kind":"open"}]}`, true},
		{"quick without a size", `{"v":3,"type":"quick","game":"orbis"}`, false},
		{"quick without a game", `{"v":3,"type":"quick","players":2}`, false},
		{"quick of too many", `{"v":3,"type":"quick","game":"orbis","players":256}`, false},
		{"tables of a long game", `{"v":3,"type":"tables","game":"` + strings.Repeat("g", 17) + `"}`, false},
		{"ratings of no game", `{"v":3,"type":"ratings"}`, false},
		{"ratings from a negative offset", `{"v":3,"type":"ratings","game":"orbis","offset":-1}`, false},
		{"ratings from too far", `{"v":3,"type":"ratings","game":"orbis","offset":100001}`, false},
		{"a public create", `{"v":3,"type":"create","game":"orbis","name":"Ann","public":true,"seats":[{"kind":"human"},{"kind":"open"}]}`, false},

		{"challenge", `{"v":3,"type":"challenge"}`, true},
		{"register", `{"v":3,"type":"register","name":"Ada","proof":{"id":"3KHAD65DDPEH6C4J","key":` + key32 + `,"replace":` + key32 + `,"signature":` + sig64 + `,"replace_signature":` + sig64 + `}}`, true},
		{"sign in", `{"v":3,"type":"sign_in","proof":{"id":"3KHAD65DDPEH6C4J","generation":2,"signature":` + sig64 + `}}`, true},
		{"replace key", `{"v":3,"type":"replace_key","proof":{"id":"3KHAD65DDPEH6C4J","generation":2,"key":` + key32 + `,"signature":` + sig64 + `}}`, true},
		{"rename", `{"v":3,"type":"rename","name":"Ada"}`, true},
		{"delete profile", `{"v":3,"type":"delete_profile"}`, true},
		{"reclaim", `{"v":3,"type":"reclaim","code":"abcd-efgh"}`, true},
		{"register without a name", `{"v":3,"type":"register","proof":{"id":"3KHAD65DDPEH6C4J","key":` + key32 + `,"replace":` + key32 + `,"signature":` + sig64 + `,"replace_signature":` + sig64 + `}}`, false},
		{"register without the replacing key", `{"v":3,"type":"register","name":"Ada","proof":{"id":"3KHAD65DDPEH6C4J","key":` + key32 + `,"signature":` + sig64 + `,"replace_signature":` + sig64 + `}}`, false},
		{"sign in without a proof", `{"v":3,"type":"sign_in"}`, false},
		{"sign in of generation 0", `{"v":3,"type":"sign_in","proof":{"id":"3KHAD65DDPEH6C4J","signature":` + sig64 + `}}`, false},
		{"sign in with a short signature", `{"v":3,"type":"sign_in","proof":{"id":"3KHAD65DDPEH6C4J","generation":1,"signature":"AAAA"}}`, false},
		{"an id in lower case", `{"v":3,"type":"sign_in","proof":{"id":"3khad65ddpeh6c4j","generation":1,"signature":` + sig64 + `}}`, false},
		{"an id with U", `{"v":3,"type":"sign_in","proof":{"id":"3KHAD65DDPEH6C4U","generation":1,"signature":` + sig64 + `}}`, false},
		{"a replacement to generation 1", `{"v":3,"type":"replace_key","proof":{"id":"3KHAD65DDPEH6C4J","generation":1,"key":` + key32 + `,"signature":` + sig64 + `}}`, false},
		{"a rename to nothing", `{"v":3,"type":"rename","name":" "}`, false},
		{"a reclaim without a code", `{"v":3,"type":"reclaim"}`, false},
		{"not JSON", `{"v":1,`, false},
		{"another version", `{"v":2,"type":"ping"}`, false},
		{"an older version", `{"v":1,"type":"ping"}`, false},
		{"no version", `{"type":"ping"}`, false},
		{"unknown type", `{"v":3,"type":"shutdown"}`, false},
		{"free text chat", `{"v":3,"type":"chat","phrase":"buy gold at ..."}`, false},
		{"a short code", `{"v":3,"type":"join","code":"ABC","name":"Bob"}`, false},
		{"a code with U", `{"v":3,"type":"join","code":"ABCDEFGU","name":"Bob"}`, false},
		{"no name", `{"v":3,"type":"join","code":"ABCDEFGH","name":"  "}`, false},
		{"a long name", `{"v":3,"type":"join","code":"ABCDEFGH","name":"` + strings.Repeat("x", 25) + `"}`, false},
		{"a control character", `{"v":3,"type":"join","code":"ABCDEFGH","name":"a\u0007b"}`, false},
		{"a short token", `{"v":3,"type":"resume","code":"ABCDEFGH","token":"abcd"}`, false},
		{"no actions", `{"v":3,"type":"act","step":1,"actions":[]}`, false},
		{"a negative step", `{"v":3,"type":"act","step":-1,"actions":["end"]}`, false},
		{"a long action", `{"v":3,"type":"act","step":1,"actions":["` + strings.Repeat("a", 65) + `"]}`, false},
		{"seven seats: the server's cap is the bound", `{"v":3,"type":"create","game":"orbit","name":"A","turn_limit":60,"seats":[{"kind":"human"},{"kind":"open"},{"kind":"open"},{"kind":"open"},{"kind":"open"},{"kind":"open"},{"kind":"open"}]}`, true},
		{"seats up to 24", `{"v":3,"type":"create","game":"orbit","name":"A","turn_limit":60,"limit":24,"seats":[{"kind":"human"},{"kind":"ai:hard"}]}`, true},
		{"a limit below the seats given", `{"v":3,"type":"create","game":"orbit","name":"A","limit":1,"seats":[{"kind":"human"},{"kind":"open"}]}`, false},
		{"a limit past any game's", `{"v":3,"type":"create","game":"orbit","name":"A","limit":256,"seats":[{"kind":"human"}]}`, false},
		{"start with computers", `{"v":3,"type":"start","open_seats":"ai:medium"}`, true},
		{"start dropping", `{"v":3,"type":"start","open_seats":"drop"}`, true},
		{"start with nobody named", `{"v":3,"type":"start"}`, false},
		{"start with people", `{"v":3,"type":"start","open_seats":"human"}`, false},
		{"to_computer of seat 100", `{"v":3,"type":"to_computer","seat":100}`, true},
		{"to_computer of seat 255", `{"v":3,"type":"to_computer","seat":255}`, false},
		{"a seat of no kind", `{"v":3,"type":"create","game":"orbis","name":"A","seats":[{"kind":"human"},{"kind":"god"}]}`, false},
		{"a turn limit too long", `{"v":3,"type":"create","game":"orbis","name":"A","turn_limit":99999999,"seats":[{"kind":"human"}]}`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DecodeRequest([]byte(tc.in))
			if (err == nil) != tc.ok {
				t.Fatalf("DecodeRequest(%s) = %v, want ok %v", tc.in, err, tc.ok)
			}
			if err != nil && !errors.Is(err, ErrMessage) {
				t.Fatalf("the error %v does not wrap ErrMessage", err)
			}
		})
	}
	big := `{"v":3,"type":"ping","name":"` + strings.Repeat("x", MaxClientMessage) + `"}`
	if _, err := DecodeRequest([]byte(big)); err == nil {
		t.Fatal("a message over the size limit is read")
	}
}

func TestCodesReadAsTyped(t *testing.T) {
	for in, want := range map[string]string{"o1l1-iooo": "01111000", "abcd efgh": "ABCDEFGH", "ABCD-EFGH": "ABCDEFGH"} {
		if got, err := ParseCode(in); err != nil || got != want {
			t.Fatalf("ParseCode(%q) = %q, %v, want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"", "ABCDEFG", "ABCDEFGHJ", "ABCDEFGU", "ABCD_EFG", "ÄBCDEFGH"} {
		if _, err := ParseCode(in); err == nil {
			t.Fatalf("ParseCode(%q) is accepted", in)
		}
	}
}

// FuzzDecodeRequest: no input crashes the decoder, and whatever it accepts
// writes and reads back as the same request.
func FuzzDecodeRequest(f *testing.F) {
	for _, s := range []string{
		`{"v":3,"type":"ping"}`,
		`{"v":3,"type":"create","game":"orbis","name":"Ann","seats":[{"kind":"human"},{"kind":"ai:hard"}],"turn_limit":60}`,
		`{"v":3,"type":"join","code":"abcd-efgh","name":"Bob"}`,
		`{"v":3,"type":"resume","code":"ABCDEFGH","token":"` + goodToken + `"}`,
		`{"v":3,"type":"act","step":12,"actions":["take 3","end"]}`,
		`{"v":3,"type":"games","games":[{"code":"ABCDEFGH","token":"` + goodToken + `"}]}`,
		`{"v":3,"type":"chat","phrase":"hello"}`,
		`{"v":3,"type":"challenge"}`,
		`{"v":3,"type":"register","name":"Ada","proof":{"id":"3KHAD65DDPEH6C4J","key":` + key32 + `,"replace":` + key32 + `,"signature":` + sig64 + `,"replace_signature":` + sig64 + `}}`,
		`{"v":3,"type":"sign_in","proof":{"id":"3KHAD65DDPEH6C4J","generation":2,"signature":` + sig64 + `}}`,
		`{"v":3,"type":"replace_key","proof":{"id":"3KHAD65DDPEH6C4J","generation":2,"key":` + key32 + `,"signature":` + sig64 + `}}`,
		`{"v":3,"type":"rename","name":"Ada"}`,
		`{"v":3,"type":"delete_profile"}`,
		`{"v":3,"type":"reclaim","code":"abcd-efgh"}`,
		`{"v":3,"type":"rematch","code":"abcd-efgh","token":"` + goodToken + `"}`,
		`{"v":3,"type":"rematch","code":"ABCDEFGH"}`,
		`{"v":3,"type":"rematch","code":"ABCDEFGH","token":"00"}`,
		`{"v":3,"type":"create","game":"orbis","name":"Ann","seats":[{"kind":"human"},{"kind":"open"}],"spectators":true}`,
		`{"v":3,"type":"watch","code":"abcd-efgh"}`,
		`{"v":3,"type":"replay","code":"ABCDEFGH"}`,
		`{"v":3,"type":"watch","code":"no"}`,
		`{"v":3,"type":"quick","game":"orbis","players":2}`,
		`{"v":3,"type":"tables","game":"orbit"}`,
		`{"v":3,"type":"ratings","game":"orbis","offset":3}`,
		`[]`, `null`, `{"v":1e400}`, "\xff\xfe",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeRequest(data)
		if err != nil {
			return
		}
		out, err := Encode(m)
		if err != nil {
			t.Fatalf("an accepted request does not encode: %v", err)
		}
		again, err := DecodeRequest(out)
		if err != nil {
			t.Fatalf("an accepted request, written again, is refused: %v\n%s", err, out)
		}
		if out2, _ := Encode(again); !bytes.Equal(out, out2) {
			t.Fatalf("a request changes when written and read again:\n%s\n%s", out, out2)
		}
	})
}

// TestDecodeResponseOfANewerServer: a server's message of a newer version
// says the server is the newer (the client must be updated); one of an
// older version is only another version.
func TestDecodeResponseOfANewerServer(t *testing.T) {
	tests := []struct {
		v            int
		wantErr      error
		wantIsNewer  bool
		wantAccepted bool
	}{
		{Version + 1, ErrServerNewer, true, false},
		{Version - 1, ErrVersion, false, false},
		{Version, nil, false, true},
	}
	for _, tc := range tests {
		data := []byte(fmt.Sprintf(`{"v":%d,"type":"refused","reason":"version"}`, tc.v))
		_, err := DecodeResponse(data)
		if (err == nil) != tc.wantAccepted || (tc.wantErr != nil && !errors.Is(err, tc.wantErr)) || errors.Is(err, ErrServerNewer) != tc.wantIsNewer {
			t.Errorf("version %d: %v; want %v (the server newer: %v)", tc.v, err, tc.wantErr, tc.wantIsNewer)
		}
		if err != nil && !errors.Is(err, ErrVersion) {
			t.Errorf("version %d: %v is no ErrVersion", tc.v, err)
		}
	}
}

// A room of more seats than the protocol's bound is refused before any
// game or server looks at it.
func TestCreateBeyondTheSeatBound(t *testing.T) {
	for _, n := range []int{MaxSeats, MaxSeats + 1} {
		seats := make([]SeatInfo, n)
		for i := range seats {
			seats[i].Kind = "open"
		}
		data, err := json.Marshal(Message{V: Version, Type: TypeCreate, Game: "orbit", Name: "A", Seats: seats})
		if err != nil {
			t.Fatal(err)
		}
		_, err = DecodeRequest(data)
		if ok := err == nil; ok != (n <= MaxSeats) {
			t.Fatalf("%d seats: %v", n, err)
		}
	}
}

// TestYourTurnCountsTheSeatsActingAtOnce: a game waits for a seat when
// it is that seat's turn, or when the seat is one of those acting at
// once; never in a game over or gone.
func TestYourTurnCountsTheSeatsActingAtOnce(t *testing.T) {
	tests := []struct {
		what string
		g    GameRef
		want bool
	}{
		{"its turn", GameRef{Seat: 1, ToAct: 1}, true},
		{"another's turn", GameRef{Seat: 0, ToAct: 1}, false},
		{"one of the captains acting at once", GameRef{Seat: 2, ToAct: 0, Acting: []int{0, 2, 3}}, true},
		{"a captain done with the order", GameRef{Seat: 1, ToAct: 0, Acting: []int{0, 2, 3}}, false},
		{"a game over", GameRef{Seat: 1, ToAct: 1, Over: true}, false},
		{"a game gone", GameRef{Seat: 1, ToAct: 1, Gone: true}, false},
		{"nobody to act before the start", GameRef{Seat: -1, ToAct: -1}, false},
	}
	for _, tt := range tests {
		if got := tt.g.YourTurn(); got != tt.want {
			t.Errorf("%s: YourTurn() = %v, want %v", tt.what, got, tt.want)
		}
	}
}

// FuzzDecodePlainReadsAsJSON: a request decodePlain reads, it reads as
// json.Unmarshal does, field for field.
func FuzzDecodePlainReadsAsJSON(f *testing.F) {
	for _, s := range []string{
		`{"v":3,"type":"act","seq":7,"seat":0,"step":12,"actions":["take 3","end"],"to_act":0}`,
		`{"v":3,"type":"ping","seq":1,"seat":0,"to_act":0}`,
		` { "type" : "act" , "step" : -0 , "actions" : [ ] } `,
		`{"v":3,"type":"act","step":1e2,"actions":["a"]}`,
		`{"v":3,"type":"act","step":012}`,
		`{"v":3,"Type":"act"}`,
		`{"v":3,"type":"act","type":"ping"}`,
		`{"v":3,"type":"a\"ct"}`,
		`{"v":3,"type":"act","actions":null}`,
		`{"v":3,"seq":-1}`,
		`{"v":3,"seq":123456789012345678901}`,
		`{"v":3}x`, `{}`, `{"v":3,}`, `{"v":- 3}`,
		"{\"type\":\"\xff\"}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var plain Message
		if !decodePlain(data, &plain) {
			return
		}
		var want Message
		if err := json.Unmarshal(data, &want); err != nil {
			t.Fatalf("read plainly, refused by json.Unmarshal (%v): %s", err, data)
		}
		if !reflect.DeepEqual(plain, want) {
			t.Fatalf("%s\nread plainly as %+v\njson.Unmarshal reads %+v", data, plain, want)
		}
	})
}

// TestAMoveIsReadWithoutReflection: a move as clients write it is read
// with an allocation for each action, one for their list and one for the
// message (encoding/json made 11).
func TestAMoveIsReadWithoutReflection(t *testing.T) {
	data := []byte(`{"v":3,"type":"act","seq":7,"seat":0,"step":12,"actions":["take 3","end"],"to_act":0}`)
	var m Message
	var err error
	if n := testing.AllocsPerRun(100, func() { m, err = DecodeRequest(data) }); n > 4 {
		t.Errorf("reading a move allocates %v times; want 4 at most", n)
	}
	if err != nil || m.Type != TypeAct || m.Seq != 7 || m.Step != 12 || !slices.Equal(m.Actions, []string{"take 3", "end"}) {
		t.Errorf("the move reads as %+v, %v", m, err)
	}
}
