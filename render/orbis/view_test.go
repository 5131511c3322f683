package orbis

import (
	"reflect"
	"testing"
)

// TestTableViewHoldsWordsNotLookups: the view hands drawing its words
// already phrased: nothing in it is a function drawing could call to look
// one up.
func TestTableViewHoldsWordsNotLookups(t *testing.T) {
	var walk func(reflect.Type, string)
	walk = func(ty reflect.Type, path string) {
		switch ty.Kind() {
		case reflect.Func:
			t.Errorf("TableView%s is a function", path)
		case reflect.Struct:
			for i := range ty.NumField() {
				walk(ty.Field(i).Type, path+"."+ty.Field(i).Name)
			}
		case reflect.Array, reflect.Slice, reflect.Pointer:
			if ty.Elem().PkgPath() != "orbis/rules/orbis" { // the game's view: no words in it
				walk(ty.Elem(), path+"[]")
			}
		}
	}
	walk(reflect.TypeOf(TableView{}), "")
}
