package server

import (
	"encoding/json"
	"strconv"
	"time"

	"orbis/game/online"
)

// appendHead appends a room's document without its record and steps
// ("record":null, no steps), byte for byte as encoding/json writes it,
// for appendDocWith to put the record and steps after. Every write of a
// room encodes its head: through encoding/json's reflection that was a
// twentieth of a loaded server's CPU. The fields seldom set (a went-back
// note, ratings' changes, a computer's think budget) still go through
// encoding/json. It reports false when encoding/json would fail (a time
// past year 9999), and appends nothing then.
// TestTheHeadIsWrittenAsEncodingJSONWrites holds it to encoding/json's
// output for every field, so a field added to roomDoc fails it until it
// is written here too.
func appendHead(out []byte, doc *roomDoc) ([]byte, bool) {
	start, ok := len(out), true
	// The fields seldom set, as encoding/json writes them; a failure is
	// answered once the head is written.
	marshaled := func(field string, v any) {
		data, err := json.Marshal(v)
		ok = ok && err == nil
		out = append(append(out, field...), data...)
	}
	out = append(out, `{"v":`...)
	out = strconv.AppendInt(out, int64(doc.V), 10)
	out = append(out, `,"game":`...)
	out = online.AppendJSONString(out, doc.Game)
	out, ok = appendJSONTime(append(out, `,"created":`...), doc.Created)
	out = append(out, `,"seats":`...)
	if doc.Seats == nil {
		out = append(out, "null"...)
	} else {
		out = append(out, '[')
		for i, s := range doc.Seats {
			if i > 0 {
				out = append(out, ',')
			}
			out = appendSeat(out, &s)
		}
		out = append(out, ']')
	}
	out = appendNonZero(out, `,"turn_limit":`, int64(doc.TurnLimit))
	var since bool
	out, since = appendJSONTime(append(out, `,"turn_since":`...), doc.TurnSince)
	ok = ok && since
	if doc.Saves != 0 {
		out = append(out, `,"saves":`...)
		out = strconv.AppendUint(out, doc.Saves, 10)
	}
	if doc.WentBack != nil {
		marshaled(`,"went_back":`, doc.WentBack)
	}
	out = appendNonZero(out, `,"limit":`, int64(doc.Limit))
	out = appendTrue(out, `,"waiting":true`, doc.Waiting)
	out = appendNonEmpty(out, `,"rematch":`, doc.Rematch)
	out = appendNonEmpty(out, `,"rematch_of":`, doc.RematchOf)
	out = appendTrue(out, `,"spectators":true`, doc.Spectators)
	out = appendTrue(out, `,"public":true`, doc.Public)
	out = appendTrue(out, `,"rated":true`, doc.Rated)
	if len(doc.Changes) > 0 {
		marshaled(`,"changes":`, doc.Changes)
	}
	if len(doc.Left) > 0 {
		marshaled(`,"left":`, doc.Left)
	}
	if s := doc.Summary; s != nil {
		out = append(out, `,"summary":{"to_act":`...)
		out = strconv.AppendInt(out, int64(s.ToAct), 10)
		out = append(out, `,"steps":`...)
		out = strconv.AppendInt(out, int64(s.Steps), 10)
		out = appendTrue(out, `,"over":true`, s.Over)
		if len(s.Acting) > 0 {
			out = appendInts(append(out, `,"acting":`...), s.Acting)
		}
		out = append(out, '}')
	}
	out = appendNonEmpty(out, `,"by":`, doc.By)
	out = appendTrue(out, `,"moved":true`, doc.Moved)
	if doc.Think != nil {
		marshaled(`,"think":`, doc.Think)
	}
	if len(doc.Cuts) > 0 {
		out = appendInts(append(out, `,"cuts":`...), doc.Cuts)
	}
	out = appendTrue(out, `,"record_apart":true`, doc.RecordApart)
	out = appendNonZero(out, `,"parts_at":`, doc.PartsAt)
	if !ok {
		return out[:start], false
	}
	return append(out, `,"record":null}`...), true
}

// appendSeat appends a seat as encoding/json writes a seatDoc.
func appendSeat(out []byte, s *seatDoc) []byte {
	out = append(out, `{"name":`...)
	out = online.AppendJSONString(out, s.Name)
	out = append(out, `,"kind":`...)
	out = online.AppendJSONString(out, s.Kind)
	out = appendNonEmpty(out, `,"token":`, s.Token)
	out = appendTrue(out, `,"host":true`, s.Host)
	out = appendNonEmpty(out, `,"profile":`, s.Profile)
	out = appendNonEmpty(out, `,"reserved":`, s.Reserved)
	return append(out, '}')
}

// appendNonEmpty appends field (its name) and s, unless s is empty.
func appendNonEmpty(out []byte, field, s string) []byte {
	if s == "" {
		return out
	}
	return online.AppendJSONString(append(out, field...), s)
}

// appendNonZero appends field (its name) and n, unless n is 0.
func appendNonZero(out []byte, field string, n int64) []byte {
	if n == 0 {
		return out
	}
	return strconv.AppendInt(append(out, field...), n, 10)
}

// appendTrue appends field (its name and true) if set.
func appendTrue(out []byte, field string, set bool) []byte {
	if set {
		out = append(out, field...)
	}
	return out
}

// appendInts appends a JSON array of numbers.
func appendInts(out []byte, ns []int) []byte {
	out = append(out, '[')
	for i, n := range ns {
		if i > 0 {
			out = append(out, ',')
		}
		out = strconv.AppendInt(out, int64(n), 10)
	}
	return append(out, ']')
}

// appendJSONTime appends t as its MarshalJSON does; false for a time it
// refuses (a year outside 0 to 9999).
func appendJSONTime(out []byte, t time.Time) ([]byte, bool) {
	if y := t.Year(); y < 0 || y > 9999 {
		return out, false
	}
	out = append(out, '"')
	out = t.AppendFormat(out, time.RFC3339Nano)
	return append(out, '"'), true
}
