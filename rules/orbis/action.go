package orbis

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind is the kind of an atomic action. A turn is a short sequence of them.
type Kind uint8

// The action kinds. Choices with several parts (a multicolour payment, the
// cubes a Village or Volcano takes) are made one worshipper at a time, so a
// search never faces a combinatorial list of actions.
const (
	KindTakeTile Kind = iota + 1 // take the display tile at Pos
	KindTakeGod                  // take the god Pos
	KindExchange                 // 3 worshippers of From for 1 of Color
	KindPlace                    // place the taken tile at Pos (a slot, BaseLeft or BaseRight), face up (paying) or Wild
	KindPay                      // pay one multicolour cost symbol with Color
	KindDiscard                  // discard one worshipper of Color (Village, Death, down to 10)
	KindGain                     // gain one worshipper of Color (Proselytism "any", Love)
	KindDestroy                  // Volcano: destroy one Color worshipper at display position Pos
	KindDecline                  // refuse a Village, Volcano or Death: the tile is cancelled
	KindEndTurn                  // confirm the end of the turn
	KindDraw                     // chance: the tile Pos (a TileID) refills the display
)

var kindWords = [...]string{"", "take", "god", "exchange", "place", "pay", "discard", "gain", "destroy", "decline", "end", "draw"}

// String returns the kind's word in the action notation.
func (k Kind) String() string {
	if int(k) < len(kindWords) && k != 0 {
		return kindWords[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Action is one atomic move. It is a small comparable value.
type Action struct {
	Kind  Kind
	Pos   uint8 // display position 0-8, pyramid slot 0-13, or God
	Color Color
	From  Color // KindExchange only
	Wild  bool  // KindPlace only
}

// Constructors for each kind of action.
func TakeTile(pos int) Action        { return Action{Kind: KindTakeTile, Pos: uint8(pos)} }
func TakeGod(g God) Action           { return Action{Kind: KindTakeGod, Pos: uint8(g)} }
func Exchange(from, to Color) Action { return Action{Kind: KindExchange, From: from, Color: to} }
func Place(slot int) Action          { return Action{Kind: KindPlace, Pos: uint8(slot)} }
func PlaceWild(slot int) Action      { return Action{Kind: KindPlace, Pos: uint8(slot), Wild: true} }
func Pay(c Color) Action             { return Action{Kind: KindPay, Color: c} }
func Discard(c Color) Action         { return Action{Kind: KindDiscard, Color: c} }
func Gain(c Color) Action            { return Action{Kind: KindGain, Color: c} }
func Destroy(pos int, c Color) Action {
	return Action{Kind: KindDestroy, Pos: uint8(pos), Color: c}
}
func Decline() Action      { return Action{Kind: KindDecline} }
func EndTurn() Action      { return Action{Kind: KindEndTurn} }
func Draw(t TileID) Action { return Action{Kind: KindDraw, Pos: uint8(t)} }

// String writes the action in the record notation, e.g. "take 4",
// "god love", "exchange red blue", "place 1,2", "wild 0,3", "pay green",
// "discard red", "gain white", "destroy 5 yellow", "decline", "end". A base
// tile beyond an end of the row is "place 0,-1" or "place 0,5". A draw names
// the tile by its index in the game's tile set, "draw 17"; a record writes
// its id instead ("draw L2-05", see Record).
func (a Action) String() string {
	switch a.Kind {
	case KindTakeTile:
		return "take " + strconv.Itoa(int(a.Pos))
	case KindTakeGod:
		return "god " + God(a.Pos).String()
	case KindExchange:
		return "exchange " + a.From.String() + " " + a.Color.String()
	case KindPlace:
		r, c := SlotRowCol(int(a.Pos))
		word := "place "
		if a.Wild {
			word = "wild "
		}
		return word + strconv.Itoa(r) + "," + strconv.Itoa(c)
	case KindPay, KindDiscard, KindGain:
		return a.Kind.String() + " " + a.Color.String()
	case KindDestroy:
		return "destroy " + strconv.Itoa(int(a.Pos)) + " " + a.Color.String()
	case KindDecline, KindEndTurn:
		return a.Kind.String()
	case KindDraw:
		return "draw " + strconv.Itoa(int(a.Pos))
	}
	return fmt.Sprintf("action(%d)", uint8(a.Kind))
}

// MarshalText implements encoding.TextMarshaler with the record notation.
func (a Action) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (a *Action) UnmarshalText(text []byte) error {
	parsed, err := ParseAction(string(text))
	if err != nil {
		return err
	}
	*a = parsed
	return nil
}

// ParseAction reads the record notation written by Action.String. It checks
// the form only; whether the action is legal is for State.Apply to say.
func ParseAction(text string) (Action, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Action{}, fmt.Errorf("empty action")
	}
	want := func(n int) error {
		if len(f) != n {
			return fmt.Errorf("%q: %q takes %d argument(s)", text, f[0], n-1)
		}
		return nil
	}
	number := func(s string, limit int) (uint8, error) {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || n >= limit {
			return 0, fmt.Errorf("%q: %q is not a number in 0..%d", text, s, limit-1)
		}
		return uint8(n), nil
	}
	color := func(s string) (Color, error) {
		c, err := ParseColor(s, false)
		if err != nil {
			return 0, fmt.Errorf("%q: %w", text, err)
		}
		return c, nil
	}
	switch f[0] {
	case "take":
		if err := want(2); err != nil {
			return Action{}, err
		}
		pos, err := number(f[1], DisplaySize)
		return Action{Kind: KindTakeTile, Pos: pos}, err
	case "god":
		if err := want(2); err != nil {
			return Action{}, err
		}
		g, err := ParseGod(f[1])
		if err != nil {
			return Action{}, fmt.Errorf("%q: %w", text, err)
		}
		return TakeGod(g), nil
	case "exchange":
		if err := want(3); err != nil {
			return Action{}, err
		}
		from, err := color(f[1])
		if err != nil {
			return Action{}, err
		}
		to, err := color(f[2])
		return Exchange(from, to), err
	case "place", "wild":
		if err := want(2); err != nil {
			return Action{}, err
		}
		rc := strings.Split(f[1], ",")
		if len(rc) != 2 {
			return Action{}, fmt.Errorf("%q: slot must be row,col", text)
		}
		r, err1 := strconv.Atoi(rc[0])
		c, err2 := strconv.Atoi(rc[1])
		slot := TargetIndex(r, c)
		if err1 != nil || err2 != nil || slot < 0 {
			return Action{}, fmt.Errorf("%q: no pyramid slot %s", text, f[1])
		}
		return Action{Kind: KindPlace, Pos: uint8(slot), Wild: f[0] == "wild"}, nil
	case "pay", "discard", "gain":
		if err := want(2); err != nil {
			return Action{}, err
		}
		c, err := color(f[1])
		kind := map[string]Kind{"pay": KindPay, "discard": KindDiscard, "gain": KindGain}[f[0]]
		return Action{Kind: kind, Color: c}, err
	case "destroy":
		if err := want(3); err != nil {
			return Action{}, err
		}
		pos, err := number(f[1], DisplaySize)
		if err != nil {
			return Action{}, err
		}
		c, err := color(f[2])
		return Destroy(int(pos), c), err
	case "draw":
		if err := want(2); err != nil {
			return Action{}, err
		}
		id, err := number(f[1], MaxTiles)
		return Draw(TileID(id)), err
	case "decline", "end":
		if err := want(1); err != nil {
			return Action{}, err
		}
		if f[0] == "end" {
			return EndTurn(), nil
		}
		return Decline(), nil
	}
	return Action{}, fmt.Errorf("%q: unknown action %q", text, f[0])
}
