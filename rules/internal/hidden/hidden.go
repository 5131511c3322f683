// Package hidden helps the rules' tests prove that a public view cannot
// carry what a seat may not see: it finds where a type could hold one of
// the forbidden types.
package hidden

import "reflect"

// Paths returns where in t a value of a forbidden type could be held:
// through fields, arrays, slices and pointers, not looking behind a
// pointer to one of the shared types (a catalogue the same for every
// seat). Each path is written from t, e.g. ".seats[].Pyramid".
func Paths(t reflect.Type, forbidden, shared []reflect.Type) []string {
	var out []string
	var walk func(reflect.Type, string, int)
	walk = func(ty reflect.Type, path string, depth int) {
		for _, f := range forbidden {
			if ty == f {
				out = append(out, path+" ("+ty.String()+")")
			}
		}
		if depth > 8 { // a type that holds itself: deep enough
			return
		}
		switch ty.Kind() {
		case reflect.Struct:
			for i := range ty.NumField() {
				walk(ty.Field(i).Type, path+"."+ty.Field(i).Name, depth+1)
			}
		case reflect.Array, reflect.Slice:
			walk(ty.Elem(), path+"[]", depth+1)
		case reflect.Pointer:
			for _, s := range shared {
				if ty.Elem() == s {
					return
				}
			}
			walk(ty.Elem(), path+"*", depth+1)
		}
	}
	walk(t, "", 0)
	return out
}
