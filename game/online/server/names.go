package server

import "orbis/game/online"

// uniqueName makes a seat's name differ from the other seats' ("Ana" beside
// "Ana" is "Ana 2"): the names of open seats are nobody's yet and do not
// count. The protocol has made the name one a table can show
// (online.NormalName).
func uniqueName(name string, seats []seatDoc, seat int) string {
	others := make([]string, 0, len(seats))
	for i, sd := range seats {
		if i != seat && sd.Kind != "open" {
			others = append(others, sd.Name)
		}
	}
	return online.UniqueName(name, others)
}
