package orbis

import "fmt"

// God identifies one of the ten god tiles.
type God uint8

// The ten gods of the rulebook.
const (
	Love God = iota
	Apprentice
	Oceans
	Idleness
	Fire
	Technology
	Nature
	Equilibrium
	Harvests
	Death
	// NumGods is the number of god tiles.
	NumGods
	// NoGod marks a player who has not taken a god yet.
	NoGod God = 0xFF
)

var godNames = [NumGods]string{"love", "apprentice", "oceans", "idleness", "fire", "technology", "nature", "equilibrium", "harvests", "death"}

// String returns the god's name as used in records.
func (g God) String() string {
	if g < NumGods {
		return godNames[g]
	}
	if g == NoGod {
		return "none"
	}
	return fmt.Sprintf("god(%d)", uint8(g))
}

// ParseGod reads a god's record name.
func ParseGod(name string) (God, error) {
	for i, n := range godNames {
		if n == name {
			return God(i), nil
		}
	}
	return NoGod, fmt.Errorf("unknown god %q", name)
}

// Gods needing their CP at the end; the "most/least" and Equilibrium gods
// are worth godBonus when their condition holds.
const (
	loveCP       = 1
	apprenticeCP = 2
	idlenessCP   = 1
	deathCP      = 3
	godBonus     = 3
	// loveGain and deathDiscard are the god turns' immediate effects.
	loveGain     = 5
	deathDiscard = 6
)
