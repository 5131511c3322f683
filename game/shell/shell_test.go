package shell

import (
	"reflect"
	"testing"
)

// TestScreensOpenEveryRoom: the application is given every room the
// title, the pause menu and the App open; a room added to game.Screens
// and not wired here fails.
func TestScreensOpenEveryRoom(t *testing.T) {
	s := reflect.ValueOf(Screens())
	for i := range s.NumField() {
		if s.Field(i).IsNil() {
			t.Errorf("game.Screens.%s is not given", s.Type().Field(i).Name)
		}
	}
}
