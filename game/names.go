package game

import (
	"fmt"
	"log"

	"orbis/assets"
)

// SeatNames says seats' names in the player's language: a name a seat got
// because nobody named it ("Player 2", a computer's name, a rival's, the
// server's "Seat 3" for a seat of a room nobody has taken yet), in
// whichever language it was given, is said in the language of now; a typed
// name stays as typed. Records keep names as they were given, so a game
// begun in English and continued in German would otherwise say "Player 1".
type SeatNames struct {
	said [MaxSeats]map[string]seatName // a default name in any language -> how to say it
}

// seatName is how a default name is said: a catalogue key, with the seat's
// number as its argument for a person's.
type seatName struct {
	key      string
	numbered bool
}

// NewSeatNames gathers a game's default seat names in every language the
// application speaks: made once per game, as it reads every catalogue.
func NewSeatNames(spec SeatSetup) *SeatNames {
	n := &SeatNames{}
	for i := range n.said {
		n.said[i] = map[string]seatName{}
	}
	EachLanguage(func(cat *assets.Catalog) {
		for i := range spec.MaxPlayers {
			n.said[i][cat.T("setup.default_name", i+1)] = seatName{key: "setup.default_name", numbered: true}
			if i < len(spec.ComputerNames) {
				n.said[i][cat.T(spec.ComputerNames[i])] = seatName{key: spec.ComputerNames[i]}
			}
			for _, r := range spec.Rivals {
				n.said[i][cat.T(r.Name)] = seatName{key: r.Name}
			}
		}
	})
	for i := range n.said {
		// The name a room's server gives a seat left open (in no language).
		n.said[i][fmt.Sprintf("Seat %d", i+1)] = seatName{key: "setup.default_name", numbered: true}
	}
	return n
}

// IsDefault reports whether name is one a seat gets when nobody names it,
// in some language.
func (n *SeatNames) IsDefault(seat int, name string) bool {
	if seat < 0 || seat >= MaxSeats {
		return false
	}
	_, ok := n.said[seat][name]
	return ok
}

// Say returns a seat's name in the player's language: a default name in
// it, a typed one as it is.
func (n *SeatNames) Say(env *Env, seat int, name string) string {
	if seat < 0 || seat >= MaxSeats {
		return name
	}
	d, ok := n.said[seat][name]
	switch {
	case !ok:
		return name
	case d.numbered:
		return env.T(d.key, seat+1)
	}
	return env.T(d.key)
}

// SeatName says a seat's name in the player's language: a default name
// of the game's seats (in any language) in this one, a typed one as it is.
// The game's default names are gathered once, on first use.
func (e *Env) SeatName(spec SeatSetup, seat int, name string) string {
	n, ok := e.seatNames[spec.GameID]
	if !ok {
		n = NewSeatNames(spec)
		if e.seatNames == nil {
			e.seatNames = map[string]*SeatNames{}
		}
		e.seatNames[spec.GameID] = n
	}
	return n.Say(e, seat, name)
}

// EachLanguage calls f with the catalogue of every language the
// application speaks.
func EachLanguage(f func(*assets.Catalog)) {
	for _, lang := range assets.Languages() {
		cat, err := assets.Load(lang)
		if err != nil {
			log.Printf("orbis: the words in %s: %v", lang, err)
			continue
		}
		f(cat)
	}
}
