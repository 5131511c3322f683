package grade

import "fmt"

// NameOf is the name of an enumeration's value e written by name in the
// reports (a class, a key moment's reason): names[e], or kind(e) for a
// value out of range.
func NameOf[E ~uint8](names []string, e E, kind string) string {
	if int(e) < len(names) {
		return names[e]
	}
	return fmt.Sprintf("%s(%d)", kind, uint8(e))
}

// ParseName reads an enumeration's value by its name into e; what names
// the enumeration in the error (e.g. "class").
func ParseName[E ~uint8](names []string, text []byte, what string, e *E) error {
	for i, name := range names {
		if string(text) == name {
			*e = E(i)
			return nil
		}
	}
	return fmt.Errorf("analysis: no %s %q", what, text)
}
