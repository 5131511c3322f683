package game

import "orbis/render"

// TextField is a field a scene offers to type in: where it is (screen
// pixels), its text and how many characters it takes.
type TextField struct {
	ID    int // the scene's own
	Rect  render.Rect
	Text  string
	Limit int
}

// The page's keyboard: in a browser, the name fields are typed through an
// input element of the page, which is what opens a phone's keyboard (the
// game's canvas never does). keyboard_js.go has it; the desktop reads the
// keys (keyboard_default.go).

// OfferFields tells the page where the scene's text fields are, so that a
// finger's tap on one gives it the keyboard in the same gesture: a phone
// opens its keyboard for a page only then. nil: none.
func (e *Env) OfferFields(fields []TextField) { offerFields(fields, &e.frame) }

// TypeInto gives the page's keyboard to a field, with its text; a field
// of ID -1 takes the keyboard back, and the keys go to the game again.
func TypeInto(f TextField) { typeInto(f) }

// Typed is what the page's keyboard holds for its field, and whether Enter
// was pressed there since the last call; ok is false without one (the
// desktop, or no field has it): the game reads the keys.
func Typed() (text string, enter, ok bool) { return typed() }
