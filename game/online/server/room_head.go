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
	start := len(out)
	var ok bool
	out = append(out, `{"v":`...)
	out = strconv.AppendInt(out, int64(doc.V), 10)
	out = append(out, `,"game":`...)
	out = online.AppendJSONString(out, doc.Game)
	out = append(out, `,"created":`...)
	if out, ok = appendJSONTime(out, doc.Created); !ok {
		return out[:start], false
	}
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
	if doc.TurnLimit != 0 {
		out = append(out, `,"turn_limit":`...)
		out = strconv.AppendInt(out, int64(doc.TurnLimit), 10)
	}
	out = append(out, `,"turn_since":`...)
	if out, ok = appendJSONTime(out, doc.TurnSince); !ok {
		return out[:start], false
	}
	if doc.Saves != 0 {
		out = append(out, `,"saves":`...)
		out = strconv.AppendUint(out, doc.Saves, 10)
	}
	if doc.WentBack != nil {
		if out, ok = appendMarshaled(out, `,"went_back":`, doc.WentBack); !ok {
			return out[:start], false
		}
	}
	if doc.Limit != 0 {
		out = append(out, `,"limit":`...)
		out = strconv.AppendInt(out, int64(doc.Limit), 10)
	}
	out = appendTrue(out, `,"waiting":true`, doc.Waiting)
	if doc.Rematch != "" {
		out = append(out, `,"rematch":`...)
		out = online.AppendJSONString(out, doc.Rematch)
	}
	if doc.RematchOf != "" {
		out = append(out, `,"rematch_of":`...)
		out = online.AppendJSONString(out, doc.RematchOf)
	}
	out = appendTrue(out, `,"spectators":true`, doc.Spectators)
	out = appendTrue(out, `,"public":true`, doc.Public)
	out = appendTrue(out, `,"rated":true`, doc.Rated)
	if len(doc.Changes) > 0 {
		if out, ok = appendMarshaled(out, `,"changes":`, doc.Changes); !ok {
			return out[:start], false
		}
	}
	if len(doc.Left) > 0 {
		if out, ok = appendMarshaled(out, `,"left":`, doc.Left); !ok {
			return out[:start], false
		}
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
	if doc.By != "" {
		out = append(out, `,"by":`...)
		out = online.AppendJSONString(out, doc.By)
	}
	out = appendTrue(out, `,"moved":true`, doc.Moved)
	if doc.Think != nil {
		if out, ok = appendMarshaled(out, `,"think":`, doc.Think); !ok {
			return out[:start], false
		}
	}
	if len(doc.Cuts) > 0 {
		out = appendInts(append(out, `,"cuts":`...), doc.Cuts)
	}
	out = appendTrue(out, `,"record_apart":true`, doc.RecordApart)
	if doc.PartsAt != 0 {
		out = append(out, `,"parts_at":`...)
		out = strconv.AppendInt(out, doc.PartsAt, 10)
	}
	return append(out, `,"record":null}`...), true
}

// appendSeat appends a seat as encoding/json writes a seatDoc.
func appendSeat(out []byte, s *seatDoc) []byte {
	out = append(out, `{"name":`...)
	out = online.AppendJSONString(out, s.Name)
	out = append(out, `,"kind":`...)
	out = online.AppendJSONString(out, s.Kind)
	if s.Token != "" {
		out = append(out, `,"token":`...)
		out = online.AppendJSONString(out, s.Token)
	}
	out = appendTrue(out, `,"host":true`, s.Host)
	if s.Profile != "" {
		out = append(out, `,"profile":`...)
		out = online.AppendJSONString(out, s.Profile)
	}
	if s.Reserved != "" {
		out = append(out, `,"reserved":`...)
		out = online.AppendJSONString(out, s.Reserved)
	}
	return append(out, '}')
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

// appendMarshaled appends a field name and its value as encoding/json
// writes it, for the fields seldom set.
func appendMarshaled(out []byte, field string, v any) ([]byte, bool) {
	data, err := json.Marshal(v)
	if err != nil {
		return out, false
	}
	return append(append(out, field...), data...), true
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
