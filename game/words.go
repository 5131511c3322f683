package game

import (
	"math"
	"slices"
	"strconv"
)

// Phrase is a sentence for a player kept as its catalogue key and arguments,
// phrased only when shown: a message on screen follows a change of
// language. An argument that is itself a Phrase is phrased first (a colour's
// or a god's name in a sentence).
type Phrase struct {
	Key     string
	Args    []any
	Count   int // chooses the plural form, when Counted
	Counted bool
}

// Say is the phrase of key with args (Env.T when shown).
func Say(key string, args ...any) Phrase { return Phrase{Key: key, Args: args} }

// SayN is the phrase of key for the count n, with args (Env.N when shown).
func SayN(key string, n int, args ...any) Phrase {
	return Phrase{Key: key, Args: args, Count: n, Counted: true}
}

// Empty reports whether the phrase says nothing.
func (p Phrase) Empty() bool { return p.Key == "" }

// Say phrases p in the player's language; "" for an empty phrase.
func (e *Env) Say(p Phrase) string { return p.In(e) }

// Words looks texts up in a language: the Env, or a catalogue where there
// is no window (the headless commands).
type Words interface {
	T(key string, args ...any) string
	N(key string, n int, args ...any) string
}

// In phrases p with w; "" for an empty phrase.
func (p Phrase) In(w Words) string {
	if p.Empty() {
		return ""
	}
	args, copied := p.Args, false
	for i, a := range p.Args {
		if inner, ok := a.(Phrase); ok {
			if !copied { // the phrase stays as it was
				args, copied = slices.Clone(p.Args), true
			}
			args[i] = inner.In(w)
		}
	}
	if p.Counted {
		return w.N(p.Key, p.Count, args...)
	}
	return w.T(p.Key, args...)
}

// Decimal writes a number with one decimal, in the language's way: "23.5",
// "23,5" (the statistics, a game's own screens such as its analysis).
func Decimal(env *Env, v float64) string {
	tenths := int(math.Round(v * 10))
	sign := ""
	if tenths < 0 {
		sign, tenths = "-", -tenths
	}
	return env.T("statistics.decimal", sign+strconv.Itoa(tenths/10), strconv.Itoa(tenths%10))
}
