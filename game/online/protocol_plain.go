package online

import "math"

// decodePlain reads a request of the plainest form, as clients write a
// move or a ping: an object of no other keys than "v", "type", "seq",
// "seat", "step", "actions" and "to_act", each at most once, their numbers
// whole and short, their strings of printable ASCII without escapes. It
// reads it as json.Unmarshal does, and reports false for anything else,
// which json.Unmarshal then reads (or refuses). encoding/json's reflection
// was a twentieth of the server's time at 1,000 moves a second.
func decodePlain(data []byte, m *Message) bool {
	p := plainReader{data: data}
	if !p.byte('{') {
		return false
	}
	var seen [7]bool
	if p.peek() == '}' {
		p.i++
		return p.end()
	}
	for {
		key, ok := p.str()
		if !ok || !p.byte(':') {
			return false
		}
		field := plainField(key)
		if field < 0 || seen[field] {
			return false
		}
		seen[field] = true
		switch field {
		case 0:
			ok = p.int(&m.V)
		case 1:
			var t []byte
			t, ok = p.raw()
			m.Type = typeOf(t)
		case 2:
			ok = p.uint(&m.Seq)
		case 3:
			ok = p.int(&m.Seat)
		case 4:
			ok = p.int(&m.Step)
		case 5:
			m.Actions, ok = p.strs()
		case 6:
			ok = p.int(&m.ToAct)
		}
		if !ok {
			return false
		}
		switch p.next() {
		case ',':
		case '}':
			return p.end()
		default:
			return false
		}
	}
}

// typeOf is a type read: a move's and a ping's are the constants, not
// a string made for each request.
func typeOf(t []byte) string {
	switch string(t) {
	case TypeAct:
		return TypeAct
	case TypePing:
		return TypePing
	}
	return string(t)
}

// plainField is a key's field in decodePlain's order, -1 for another key.
func plainField(key string) int {
	switch key {
	case "v":
		return 0
	case "type":
		return 1
	case "seq":
		return 2
	case "seat":
		return 3
	case "step":
		return 4
	case "actions":
		return 5
	case "to_act":
		return 6
	}
	return -1
}

// plainReader reads decodePlain's JSON a token at a time, white space
// between tokens skipped.
type plainReader struct {
	data []byte
	i    int
}

func (p *plainReader) skip() {
	for p.i < len(p.data) {
		switch p.data[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

// peek is the next token's first byte, 0 at the end.
func (p *plainReader) peek() byte {
	p.skip()
	if p.i == len(p.data) {
		return 0
	}
	return p.data[p.i]
}

// next reads the next token's first byte.
func (p *plainReader) next() byte {
	b := p.peek()
	if b != 0 {
		p.i++
	}
	return b
}

func (p *plainReader) byte(b byte) bool { return p.next() == b }

// end reports whether nothing but white space is left.
func (p *plainReader) end() bool {
	p.skip()
	return p.i == len(p.data)
}

// str reads a string of printable ASCII without escapes.
func (p *plainReader) str() (string, bool) {
	b, ok := p.raw()
	return string(b), ok
}

// raw reads str's string, as the bytes between its quotes.
func (p *plainReader) raw() ([]byte, bool) {
	if !p.byte('"') {
		return nil, false
	}
	start := p.i
	for ; p.i < len(p.data); p.i++ {
		switch b := p.data[p.i]; {
		case b == '"':
			p.i++
			return p.data[start : p.i-1], true
		case b < 0x20 || b > 0x7e || b == '\\':
			return nil, false
		}
	}
	return nil, false
}

// strs reads an array of str's strings; an empty one is empty, not nil,
// as json.Unmarshal makes it.
func (p *plainReader) strs() ([]string, bool) {
	if !p.byte('[') {
		return nil, false
	}
	out := make([]string, 0, 2) // a move's unit is one or two actions, mostly
	if p.peek() == ']' {
		p.i++
		return out, true
	}
	for {
		s, ok := p.str()
		if !ok {
			return nil, false
		}
		out = append(out, s)
		switch p.next() {
		case ',':
		case ']':
			return out, true
		default:
			return nil, false
		}
	}
}

// digits reads a whole number of at most 18 digits without a sign, as
// JSON writes it (no leading zero), up to the token after it.
func (p *plainReader) digits() (uint64, bool) {
	p.skip()
	start := p.i
	var n uint64
	for ; p.i < len(p.data) && p.data[p.i] >= '0' && p.data[p.i] <= '9'; p.i++ {
		n = n*10 + uint64(p.data[p.i]-'0')
	}
	count := p.i - start
	if count == 0 || count > 18 || (count > 1 && p.data[start] == '0') || n > math.MaxInt32 && math.MaxInt == math.MaxInt32 {
		return 0, false
	}
	if p.i < len(p.data) {
		switch p.data[p.i] { // a fraction or an exponent: json.Unmarshal's to judge
		case '.', 'e', 'E':
			return 0, false
		}
	}
	return n, true
}

func (p *plainReader) uint(v *uint64) bool {
	n, ok := p.digits()
	*v = n
	return ok
}

func (p *plainReader) int(v *int) bool {
	neg := p.peek() == '-'
	if neg {
		p.i++
		if p.i < len(p.data) && (p.data[p.i] < '0' || p.data[p.i] > '9') {
			return false // "- 1" is no number
		}
	}
	n, ok := p.digits()
	*v = int(n)
	if neg {
		*v = -int(n)
	}
	return ok
}
