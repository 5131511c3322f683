package online

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// jsonStrings are strings encoding/json escapes in each of its ways.
var jsonStrings = []string{"", "take 3 r", "Zoë 🎲", `quote " and \ back`, "<b>&amp;</b>", "line\nfeed\ttab\r\b\f",
	"\x01\x1f\x7f", "bad \xff utf-8 \xc3", "sep \u2028 and \u2029"}

// TestEncodeStepWritesWhatEncodeWrites: EncodeStep's bytes are Encode's
// for the same step message, each field set or not.
func TestEncodeStepWritesWhatEncodeWrites(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	for i := range 500 {
		step, seat, toAct := r.IntN(3)*r.IntN(5000), r.IntN(260)-1, r.IntN(260)-1
		action := jsonStrings[r.IntN(len(jsonStrings))]
		var forSeat *int
		if r.IntN(2) == 0 {
			f := r.IntN(100) - 1
			forSeat = &f
		}
		want, err := Encode(Message{Type: TypeStep, Step: step, Seat: seat, Action: action, ToAct: toAct, For: forSeat})
		if err != nil {
			t.Fatal(err)
		}
		if got := EncodeStep(step, seat, action, toAct, forSeat); !bytes.Equal(got, want) {
			t.Fatalf("case %d: EncodeStep wrote\n%s\nEncode\n%s", i, got, want)
		}
	}
}
