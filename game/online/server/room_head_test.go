package server

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"orbis/game/online"
)

// headStrings are strings encoding/json escapes in each of its ways.
var headStrings = []string{"Ana", "Zoë 🎲", `quote " and \ back`, "<b>&amp;</b>", "line\nfeed\ttab\r\b\f", "\x01\x1f\x7f",
	"bad \xff utf-8 \xc3", "sep \u2028 and \u2029", "ai:hard", ""}

// fill sets every exported field under v at random; each is left zero
// with probability zero, so that zero 0 sets them all.
func fill(v reflect.Value, r *rand.Rand, zero float64) {
	if r.Float64() < zero {
		return
	}
	switch v.Type() {
	case reflect.TypeFor[time.Time]():
		zone := time.FixedZone("", (r.IntN(27)-12)*3600)
		v.Set(reflect.ValueOf(time.Date(1970+r.IntN(100), time.Month(1+r.IntN(12)), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60), r.IntN(3)*r.IntN(1e9), zone)))
		return
	case reflect.TypeFor[json.RawMessage]():
		return // the record: appendHead writes the head without it
	}
	switch v.Kind() {
	case reflect.String:
		s := headStrings[r.IntN(len(headStrings))]
		if s == "" {
			s = "x"
		}
		v.SetString(s)
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int64, reflect.Int32:
		v.SetInt(int64(r.IntN(2000)) - 500)
		if v.Int() == 0 {
			v.SetInt(1)
		}
	case reflect.Uint64, reflect.Uint32, reflect.Uint:
		v.SetUint(1 + r.Uint64N(1<<40))
	case reflect.Float64:
		v.SetFloat(r.NormFloat64() * 400)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem(), r, zero)
	case reflect.Slice:
		n := 1 + r.IntN(3)
		v.Set(reflect.MakeSlice(v.Type(), n, n))
		for i := range n {
			fill(v.Index(i), r, zero)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() || f.Anonymous { // roomLimits' fields are roomDoc's
				fill(v.Field(i), r, zero)
			}
		}
	default:
		panic("fill: no way to fill a " + v.Type().String())
	}
}

// TestTheHeadIsWrittenAsEncodingJSONWrites: appendHead and appendSteps
// write what encoding/json writes, byte for byte, every field set and
// any of them left out; a field added to roomDoc and not to appendHead
// fails here.
func TestTheHeadIsWrittenAsEncodingJSONWrites(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 37))
	for i := range 400 {
		zero := 0.0 // the first: every field set
		if i > 0 {
			zero = r.Float64()
		}
		var doc roomDoc
		fill(reflect.ValueOf(&doc).Elem(), r, zero)
		doc.Record, doc.Steps = nil, nil
		want, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		prefix := []byte("kept")
		got, ok := appendHead(bytes.Clone(prefix), &doc)
		if !ok || !bytes.Equal(got, append(prefix, want...)) {
			t.Fatalf("doc %d (zero %.2f): appendHead wrote (%v)\n%s\nencoding/json\n%s", i, zero, ok, got, want)
		}

		var steps []online.Step
		fill(reflect.ValueOf(&steps).Elem(), r, zero)
		var wants []string
		for _, st := range steps {
			b, err := json.Marshal(st)
			if err != nil {
				t.Fatal(err)
			}
			wants = append(wants, string(b))
		}
		if got := appendSteps(nil, steps); string(got) != strings.Join(wants, ",") {
			t.Fatalf("steps %d: appendSteps wrote\n%s\nencoding/json\n%s", i, got, strings.Join(wants, ","))
		}
	}
}

// TestAHeadEncodingJSONRefusesIsNotWritten: a time encoding/json refuses
// leaves appendHead's buffer as it was, and appendDocWith answers with
// encoding/json's error.
func TestAHeadEncodingJSONRefusesIsNotWritten(t *testing.T) {
	doc := roomDoc{V: docVersion, Game: "orbis", Created: time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC), Record: json.RawMessage(`{"a":1}`)}
	if got, ok := appendHead([]byte("kept"), &doc); ok || string(got) != "kept" {
		t.Fatalf("appendHead of a year 10000: %q, %v", got, ok)
	}
	if _, _, err := appendDocWith(nil, doc, docEncoding{}); err == nil {
		t.Fatal("appendDocWith wrote a time encoding/json refuses")
	}
}
