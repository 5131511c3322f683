package orbit

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Config asks for a new game.
type Config struct {
	Players int
	Seed    uint64
	// FirstGeneral is the seat that gives the first order; -1 draws it from
	// the seed.
	FirstGeneral int
	// Kit is the kit to play with; nil for DefaultKit.
	Kit *Kit
}

// SeatSetup is one captain's kit as dealt: the starting hexes in ring
// order, the goals, the market and the deck from its top.
type SeatSetup struct {
	Ring   [StartHexes]HexID
	Goals  [int(NumShapes) - 1]HexID
	Market [MarketSize]HexID
	Deck   []HexID
}

// Setup is a game as dealt: everything a record needs to start it again.
type Setup struct {
	Kit          Kit
	Seats        []SeatSetup
	FirstGeneral int
	Dice         [2]uint64 // the seed of the solo Emperor's dice
}

// ErrSetup is wrapped by every error about a game that cannot be set up.
var ErrSetup = errors.New("invalid setup")

// NewSetup deals a game from a seed: for every seat its starting hexes in a
// shuffled ring, a shuffled deck, its goals drawn from it (a hex that
// repeats a shape or a symbol goes to the bottom) and a market of 3. Every
// captain has a kit of their own, however many they are: nothing is shared
// but the General and the order.
func NewSetup(cfg Config) (Setup, error) {
	if cfg.Players < MinPlayers || cfg.Players > MaxCaptains {
		return Setup{}, fmt.Errorf("orbit: %d players, want %d to %d: %w", cfg.Players, MinPlayers, MaxCaptains, ErrSetup)
	}
	kit := DefaultKit()
	if cfg.Kit != nil {
		kit = *cfg.Kit
	}
	if err := kit.Validate(); err != nil {
		return Setup{}, fmt.Errorf("orbit: %w: %w", err, ErrSetup)
	}
	r := rand.New(rand.NewPCG(cfg.Seed, 0x0b17))
	su := Setup{Kit: kit, Seats: make([]SeatSetup, cfg.Players), FirstGeneral: cfg.FirstGeneral}
	if su.FirstGeneral < 0 {
		su.FirstGeneral = r.IntN(cfg.Players)
	}
	if su.FirstGeneral >= cfg.Players {
		return Setup{}, fmt.Errorf("orbit: first General %d of %d players: %w", su.FirstGeneral, cfg.Players, ErrSetup)
	}
	su.Dice = [2]uint64{r.Uint64(), r.Uint64()}
	for seat := range su.Seats {
		ss := &su.Seats[seat]
		for i := range ss.Ring {
			ss.Ring[i] = HexID(i)
		}
		r.Shuffle(len(ss.Ring), func(i, j int) { ss.Ring[i], ss.Ring[j] = ss.Ring[j], ss.Ring[i] })
		deck := make([]HexID, DeckHexes)
		for i := range deck {
			deck[i] = HexID(StartHexes + i)
		}
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		deck, err := drawGoals(&kit, deck, &ss.Goals)
		if err != nil {
			return Setup{}, err
		}
		copy(ss.Market[:], deck[:MarketSize])
		ss.Deck = deck[MarketSize:]
	}
	return su, nil
}

// drawGoals draws goals from the top of a deck until one of each shape is
// held with no symbol named twice; a hex that does not fit goes to the
// bottom. It returns the deck left.
func drawGoals(kit *Kit, deck []HexID, goals *[int(NumShapes) - 1]HexID) ([]HexID, error) {
	var held [int(NumShapes) - 1]Goal
	n := 0
	for try := 0; n < len(held); try++ {
		if try > maxSetupTry {
			return nil, fmt.Errorf("orbit: no goals could be drawn from the deck: %w", ErrSetup)
		}
		top := deck[0]
		g := kit.Hex(top).Goal
		fits := true
		for _, h := range held[:n] {
			fits = fits && !g.clashes(h)
		}
		if fits {
			held[n], goals[g.Shape-1] = g, top
			n++
			deck = deck[1:]
			continue
		}
		deck = append(deck[1:], top)
	}
	return deck, nil
}

// NewGame deals a game and returns its first state and its setup.
func NewGame(cfg Config) (State, Setup, error) {
	su, err := NewSetup(cfg)
	if err != nil {
		return State{}, Setup{}, err
	}
	s, err := FromSetup(su)
	return s, su, err
}

// FromSetup returns the first state of a game as dealt, after checking
// that the setup is one a deal could give: every seat holds each hex of the
// kit exactly once, its goals of the three shapes with no symbol named
// twice.
func FromSetup(su Setup) (State, error) {
	n := len(su.Seats)
	if n < MinPlayers || n > MaxCaptains {
		return State{}, fmt.Errorf("orbit: %d seats, want %d to %d: %w", n, MinPlayers, MaxCaptains, ErrSetup)
	}
	if su.FirstGeneral < 0 || su.FirstGeneral >= n {
		return State{}, fmt.Errorf("orbit: first General %d of %d seats: %w", su.FirstGeneral, n, ErrSetup)
	}
	kit := su.Kit
	if err := kit.Validate(); err != nil {
		return State{}, fmt.Errorf("orbit: %w: %w", err, ErrSetup)
	}
	s := State{turnState: turnState{kit: &kit, n: uint8(n), general: uint8(su.FirstGeneral), acting: uint8(su.FirstGeneral)}}
	s.dice = *rand.NewPCG(su.Dice[0], su.Dice[1])
	if n > MaxPlayers {
		s.more = &crowd{seats: make([]*Player, n-MaxPlayers)}
		kits := make([]Player, n-MaxPlayers)
		for i := range kits {
			s.more.seats[i] = &kits[i]
		}
	}
	for seat, ss := range su.Seats {
		if err := checkSeat(&kit, &ss); err != nil {
			return State{}, fmt.Errorf("orbit: seat %d: %w: %w", seat, err, ErrSetup)
		}
		p := s.at(seat) // the store is the state's own until it is returned
		for i, id := range ss.Ring {
			p.Ring[i] = RingHex{ID: id}
		}
		p.RingLen = StartHexes
		p.Ships = [Ships]uint8{0, 2, 4}
		p.Track = [NumResources]uint8{TrackStart, TrackStart, TrackStart}
		p.Goals, p.Market = ss.Goals, ss.Market
		copy(p.Deck[:], ss.Deck)
		p.DeckLen = uint8(len(ss.Deck))
	}
	s.phase = PhaseOrder
	if n == 1 {
		s.phase = PhaseRoll
	}
	return s, nil
}

// checkSeat checks that a seat's setup uses each hex of the kit once, in
// its place: starting hexes in the ring, deck hexes elsewhere.
func checkSeat(kit *Kit, ss *SeatSetup) error {
	var seen [KitHexes]bool
	use := func(id HexID, deck bool) error {
		switch {
		case int(id) >= KitHexes:
			return fmt.Errorf("hex %d is not in the kit", id)
		case seen[id]:
			return fmt.Errorf("hex %d is dealt twice", id)
		case deck != (id >= StartHexes):
			return fmt.Errorf("hex %d is out of its place", id)
		}
		seen[id] = true
		return nil
	}
	for _, id := range ss.Ring {
		if err := use(id, false); err != nil {
			return err
		}
	}
	for shape, id := range ss.Goals {
		if err := use(id, true); err != nil {
			return err
		}
		if kit.Hex(id).Goal.Shape != Shape(shape+1) {
			return fmt.Errorf("goal %d is a %v, not a %v", id, kit.Hex(id).Goal.Shape, Shape(shape+1))
		}
	}
	for i := range ss.Goals {
		for j := i + 1; j < len(ss.Goals); j++ {
			if kit.Hex(ss.Goals[i]).Goal.clashes(kit.Hex(ss.Goals[j]).Goal) {
				return fmt.Errorf("goals %d and %d name the same symbol", ss.Goals[i], ss.Goals[j])
			}
		}
	}
	for _, id := range ss.Market {
		if err := use(id, true); err != nil {
			return err
		}
	}
	for _, id := range ss.Deck {
		if err := use(id, true); err != nil {
			return err
		}
	}
	for id, ok := range seen {
		if !ok {
			return fmt.Errorf("hex %d is missing", id)
		}
	}
	return nil
}
