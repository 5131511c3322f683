// Command orbis is the digital edition of the board game Orbis. With no
// arguments it opens the game window; with a sub-command it runs headless:
//
//	orbis random --players N --seed S --out FILE   play random legal moves, write the record
//	orbis replay FILE                              replay a record, print the score as JSON
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image/color"
	"io"
	"math/rand/v2"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/tinne26/etxt"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"

	"orbis/rules"
)

const usage = `usage:
  orbis                                         open the game window
  orbis random --players N --seed S --out FILE  play a game of random legal moves and write its record
  orbis replay FILE                             replay a record and print the score as JSON
`

func main() {
	if len(os.Args) > 1 {
		os.Exit(runCommand(os.Args[1], os.Args[2:], os.Stdout, os.Stderr))
	}
	if err := runWindow(); err != nil {
		fmt.Fprintln(os.Stderr, "orbis:", err)
		os.Exit(1)
	}
}

// runCommand runs a headless sub-command and returns the exit code.
func runCommand(name string, args []string, stdout, stderr io.Writer) int {
	var err error
	switch name {
	case "random":
		err = cmdRandom(args, stderr)
	case "replay":
		err = cmdReplay(args, stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "orbis: unknown command %q\n%s", name, usage)
		return 2
	}
	switch {
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.Is(err, errUsage):
		fmt.Fprintf(stderr, "orbis %s: %v\n", name, err)
		return 2
	case err != nil:
		fmt.Fprintf(stderr, "orbis %s: %v\n", name, err)
		return 1
	}
	return 0
}

var errUsage = errors.New("usage")

func usageError(format string, args ...any) error {
	return fmt.Errorf("%s (%w)", fmt.Sprintf(format, args...), errUsage)
}

// cmdRandom plays a game of uniformly random legal actions and writes its
// record. The seed decides both the deal and the moves.
func cmdRandom(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis random", flag.ContinueOnError)
	fs.SetOutput(stderr)
	players := fs.Int("players", 2, "number of players, 2 to 4")
	seed := fs.Uint64("seed", 1, "seed for the deal and the moves")
	start := fs.Int("start", -1, "start player (0-based); -1 draws it from the seed")
	out := fs.String("out", "", "file to write the record to (- for standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() > 0 {
		return usageError("want --out FILE and no other arguments")
	}
	s, su, err := rules.NewGame(rules.Config{Players: *players, Seed: *seed, StartPlayer: *start})
	if err != nil {
		return err
	}
	infos := make([]rules.PlayerInfo, *players)
	for i := range infos {
		infos[i] = rules.PlayerInfo{Name: fmt.Sprintf("Random %d", i+1), Kind: "random"}
	}
	rec := rules.NewRecord(infos, seed, su)
	r := rand.New(rand.NewPCG(*seed, 0x5eed))
	var legal []rules.Action
	for !s.IsOver() {
		legal = s.LegalActions(legal[:0])
		a := legal[r.IntN(len(legal))]
		if err := s.Apply(a); err != nil {
			return fmt.Errorf("internal error: a legal action was refused: %w", err)
		}
		rec.Actions = append(rec.Actions, a)
	}
	data, err := rec.Marshal()
	if err != nil {
		return err
	}
	data = append(data, '\n')
	if *out == "-" {
		_, err = os.Stdout.Write(data)
		return err
	}
	return os.WriteFile(*out, data, 0o644)
}

// cmdReplay replays a record and prints every player's score and breakdown.
func cmdReplay(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageError("want exactly one record file")
	}
	path := fs.Arg(0)
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	rec, s, err := rules.ReadRecord(f)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	names := make([]string, len(rec.Players))
	for i, p := range rec.Players {
		names[i] = p.Name
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(s.Report(names))
}

// placeholder is the window shown until the playable table lands. It says
// so plainly rather than pretending to be the game.
type placeholder struct {
	text *etxt.Renderer
}

func runWindow() error {
	font, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		return err
	}
	text := etxt.NewRenderer()
	text.SetFont(font)
	text.Utils().SetCache8MiB()
	text.SetAlign(etxt.Center)
	ebiten.SetWindowTitle("Orbis")
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	return ebiten.RunGame(&placeholder{text: text})
}

func (p *placeholder) Update() error {
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		return ebiten.Termination
	}
	return nil
}

func (p *placeholder) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x1d, 0x22, 0x33, 0xff})
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	p.text.SetColor(color.RGBA{0xf2, 0xe6, 0xc8, 0xff})
	p.text.SetSize(72)
	p.text.Draw(screen, "Orbis", w/2, h/2-60)
	p.text.SetSize(22)
	p.text.SetColor(color.RGBA{0xb8, 0xc0, 0xd8, 0xff})
	p.text.Draw(screen, "The playable table is not built yet.", w/2, h/2+20)
	p.text.Draw(screen, "Headless now: orbis random, orbis replay. Press Esc to close.", w/2, h/2+56)
}

func (p *placeholder) Layout(outsideWidth, outsideHeight int) (int, int) {
	return outsideWidth, outsideHeight
}
