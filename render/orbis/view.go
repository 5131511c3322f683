package orbis

import (
	"orbis/render"
	rules "orbis/rules/orbis"
)

// TableView is everything the play scene shows, prepared by the game each
// frame, its words phrased. Drawing reads it, and through it what every
// seat may see of the game (never the state); it changes nothing.
type TableView struct {
	Still             // what the still layer shows, besides the view and the log
	S     *rules.View // what every seat may see: no pile's tiles or order
	Names []string
	Kinds []string // who plays each seat, in words
	Log   []LogRow // the whole log, wrapped; Still.LogTop is the first row shown

	// What moves, drawn over the still layer every frame.
	Drag       *DragView // what is being dragged, or nil
	Tooltip    string
	TipX, TipY float64
	Flying     []Sprite // tiles and cubes on their way
	Dots       int      // 0 to 3: the dots after "thinking", moving while a seat thinks
}

// Still is the part of the view the still layer depends on besides the
// game's view and the log: comparable, so the layer is drawn again
// exactly when one of its fields changes, and a field added here can never
// be forgotten by the layer's key.
type Still struct {
	Active   int // the seat drawn large: the one to act
	Thinking int // seat searching, or -1

	FaceUp, WildOnly rules.SlotSet // slots to light up for the tile in hand
	Exchange         rules.SlotSet // slots where it goes face up after an exchange
	Hover            Target
	Selected         Target
	Hint             Target      // the slot (or base end) a hint suggests
	HintText         string      // what the hinted move does, shown above the pyramid
	Payment          rules.Cubes // what the tile in hand or selected would cost; nothing shown when empty
	Panel            PanelView   // the open choice, if Panel.Open
	Status           string
	StatusErr        bool
	Notice           string // a passing word on what just happened (saved, a tile cancelled and why)
	LogTop           int    // the first row of the log shown
	LogHover         int    // the log entry under the pointer, or -1
	Mark             Mark   // the piece that entry speaks of, lit
	// The tutorial's coach: a lesson's head and words above the pyramid,
	// what it points at, and the word to go on when it is only to read.
	Coach, CoachHead, CoachNext string
	CoachPoint                  render.Rect
	Buttons                     [numButtons]render.ButtonView
	HideDisplay                 int                             // a display position drawn elsewhere (dragged or flying), or -1
	HideGod                     int                             // a god drawn elsewhere, or -1
	HideSlots                   [rules.MaxPlayers]rules.SlotSet // slots whose tiles are still flying in or sliding
	Focus                       render.Rect                     // what the keyboard's focus is on, ringed; empty for none
	Words                       Words                           // the table's own words
}

// Words are the table's own words, phrased by the game in the player's
// language: drawing looks up none.
type Words struct {
	Top          string                   // the round and whose turn it is, in the top bar
	Thinking     string                   // "thinking", before its moving dots, under the seat drawn large
	NameThinking string                   // the seat thinking's name with "thinking", in its small panel
	Scores       [rules.MaxPlayers]string // each seat's provisional score; none drawn where empty
	Realm        [rules.MaxPlayers]string // each seat's worshippers in all, under its realm
	RealmShort   [rules.MaxPlayers]string // the same, short, in a small panel
	Pays         string                   // before what the tile in hand would cost
	HintHead     string
	LogHead      string
	GodsHead     string
}

// LogRow is one row of the game log as drawn: a line, or the part of one
// that wraps.
type LogRow struct {
	Text   string
	Head   bool    // a turn's first line: the round and who plays
	Entry  int     // the log entry it belongs to
	Indent float64 // in screen pixels: a turn's lines sit under its head
}

// Mark is a piece of the table a log line speaks of: a seat's pyramid slot
// or a display position (-1: none).
type Mark struct {
	Seat, Slot, Pos int
}

// DragView is a tile or god following the pointer.
type DragView struct {
	Tile  rules.TileID // rules.NoTile for a god
	God   rules.God
	X, Y  float64
	Wild  bool // it would go as a Wilderness where it is
	Valid bool // the pointer is over a legal slot
}

// PanelView is an open choice.
type PanelView struct {
	Open        bool
	Title, Hint string
	Counts      rules.Cubes // chosen per colour, shown with - and + per colour
	Limit       rules.Cubes
	Picks       [rules.DisplaySize]rules.Cubes // Volcano: chosen worshippers on the display
	Rows        bool                           // show the per-colour rows
	PickOnly    bool                           // rows are single choices (exchange, gain)
	Marked      [rules.NumColors]bool          // highlighted colours (exchange "from")
	To          [rules.NumColors]bool          // the colour an exchange gives, when chosen
	Disabled    [rules.NumColors]bool
	Question    bool // a question answered by its buttons: Hint, its words, fills the panel

	// The exchange: a row of colours to give 3 of (those held 3 times), a
	// row to get 1 of (any other).
	Exchange  bool
	GiveLabel string
	GetLabel  string
	Held      rules.Cubes
	NoGet     [rules.NumColors]bool
}

// Sprite is a tile or a worshipper in flight between two places.
type Sprite struct {
	Tile      rules.TileID // rules.NoTile for a cube
	Wild      bool
	Cancelled bool
	God       rules.God // for a god in flight, with Tile == rules.NoTile and Cube false
	Cube      bool
	Color     rules.Color
	X, Y      float64
	R         float64 // hex radius, or cube size
}
