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

// TypeInto gives the page's keyboard to a field, with its text, unless
// the field has it; a field of ID -1 takes it back, and the keys go to the
// game again. A scene calls it each Update with the field being typed in.
func TypeInto(f TextField) { typeInto(f) }

// Typed is the ID of the field the page's keyboard types in (-1 for none:
// the desktop, which reads the keys), what it holds, and whether Enter was
// pressed there since the last call.
func Typed() (id int, text string, enter bool) { return typed() }
