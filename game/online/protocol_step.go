package online

import (
	"strconv"
	"unicode/utf8"
)

// EncodeStep writes a step message, byte for byte as Encode writes
// Message{Type: TypeStep, Step: step, Seat: seat, Action: action, ToAct:
// toAct, For: forSeat}: a room sends one to every connection of its
// table a move, and encoding/json's reflection over Message's forty
// fields was most of the announcing.
func EncodeStep(step, seat int, action string, toAct int, forSeat *int) []byte {
	out := make([]byte, 0, 64+len(action))
	out = append(out, `{"v":`...)
	out = strconv.AppendInt(out, Version, 10)
	out = append(out, `,"type":"`+TypeStep+`","seat":`...)
	out = strconv.AppendInt(out, int64(seat), 10)
	if step != 0 {
		out = append(out, `,"step":`...)
		out = strconv.AppendInt(out, int64(step), 10)
	}
	if action != "" {
		out = append(out, `,"action":`...)
		out = AppendJSONString(out, action)
	}
	out = append(out, `,"to_act":`...)
	out = strconv.AppendInt(out, int64(toAct), 10)
	if forSeat != nil {
		out = append(out, `,"for":`...)
		out = strconv.AppendInt(out, int64(*forSeat), 10)
	}
	return append(out, '}')
}

// AppendJSONString appends s quoted as encoding/json quotes a string: its
// HTML characters, line and paragraph separators and control characters
// escaped, invalid UTF-8 as U+FFFD.
func AppendJSONString(out []byte, s string) []byte {
	const hex = "0123456789abcdef"
	out = append(out, '"')
	from := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' && b != '<' && b != '>' && b != '&' {
				i++
				continue
			}
			out = append(out, s[from:i]...)
			switch b {
			case '"', '\\':
				out = append(out, '\\', b)
			case '\b':
				out = append(out, '\\', 'b')
			case '\f':
				out = append(out, '\\', 'f')
			case '\n':
				out = append(out, '\\', 'n')
			case '\r':
				out = append(out, '\\', 'r')
			case '\t':
				out = append(out, '\\', 't')
			default:
				out = append(out, '\\', 'u', '0', '0', hex[b>>4], hex[b&0xF])
			}
			i++
			from = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			out = append(out, s[from:i]...)
			out = append(out, `\ufffd`...)
			i += size
			from = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			out = append(out, s[from:i]...)
			out = append(out, '\\', 'u', '2', '0', '2', hex[r&0xF])
			i += size
			from = i
			continue
		}
		i += size
	}
	out = append(out, s[from:]...)
	return append(out, '"')
}
