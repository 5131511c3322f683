//lint:file-ignore U1000 the test's types are read through reflection only

package hidden

import (
	"reflect"
	"slices"
	"testing"
)

type secret struct{ order [4]int }

type catalogue struct{ s secret }

type view struct {
	shown [2]int
	set   *catalogue
}

type leaky struct {
	shown int
	seats [2]struct{ deck *secret }
	set   *catalogue
}

// TestPathsFindsWhatCouldLeak: a secret held behind a field, an array and
// a pointer is found, with its path; one behind a shared catalogue is not;
// a type with none gives no path.
func TestPathsFindsWhatCouldLeak(t *testing.T) {
	forbidden := []reflect.Type{reflect.TypeOf(secret{})}
	shared := []reflect.Type{reflect.TypeOf(catalogue{})}
	if got := Paths(reflect.TypeOf(view{}), forbidden, shared); len(got) != 0 {
		t.Errorf("a view with no secret: %v", got)
	}
	if got, want := Paths(reflect.TypeOf(leaky{}), forbidden, shared), []string{".seats[].deck* (hidden.secret)"}; !slices.Equal(got, want) {
		t.Errorf("a leaky view: %v, want %v", got, want)
	}
	if got := Paths(reflect.TypeOf(view{}), forbidden, nil); len(got) != 1 {
		t.Errorf("behind a catalogue not shared: %v, want one path", got)
	}
}
