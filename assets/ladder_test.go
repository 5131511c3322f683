package assets

import (
	"bytes"
	"log"
	"strings"
	"testing"
)

// TestShippedLadderLoads: the ratings the game ships parse, and every game
// on the table has some.
func TestShippedLadderLoads(t *testing.T) {
	l, err := ParseLadder(ladderJSON)
	if err != nil {
		t.Fatal(err)
	}
	for _, game := range []string{"orbis", "orbit"} {
		if len(l.Games[game].Ratings) == 0 {
			t.Errorf("ladder.json has no ratings for %s", game)
		}
	}
	if r := Ratings("orbis")["easy"]; r.Games == 0 {
		t.Errorf("Orbis' Easy reads %+v", r)
	}
	if Ratings("chess") != nil {
		t.Error("a game with no ladder has ratings")
	}
}

// TestBrokenLadderIsIgnored: a ladder no arena could have written gives
// no ratings and a line in the log; none at all is no ladder.
func TestBrokenLadderIsIgnored(t *testing.T) {
	good := `{"version":1,"games":{"orbis":{"ratings":{"easy":{"elo":1000,"lo":1000,"hi":1000,"games":10},"etna":{"elo":1620,"lo":1550,"hi":1690,"games":10}}}}}`
	if l := loadLadder([]byte(good)); l.Games["orbis"].Ratings["etna"].Elo != 1620 {
		t.Fatalf("a good ladder reads %+v", l)
	}
	for name, data := range map[string]string{
		"not JSON":       `{"version":1,"games":`,
		"version":        strings.Replace(good, `"version":1`, `"version":2`, 1),
		"outside":        strings.Replace(good, `"lo":1550`, `"lo":1650`, 1),
		"no games":       strings.Replace(good, `"hi":1690,"games":10`, `"hi":1690,"games":0`, 1),
		"negative":       strings.Replace(good, `"elo":1620`, `"elo":-5`, 1),
		"bad id":         strings.Replace(good, `"etna"`, `"Etna!"`, 1),
		"wrong type":     strings.Replace(good, `"elo":1620`, `"elo":"1620"`, 1),
		"a list of game": `{"version":1,"games":[]}`,
	} {
		var out bytes.Buffer
		was := log.Writer()
		log.SetOutput(&out)
		l := loadLadder([]byte(data))
		log.SetOutput(was)
		if l.Games != nil {
			t.Errorf("%s: read as %+v", name, l)
		}
		if !strings.Contains(out.String(), "ladder.json ignored") {
			t.Errorf("%s: the log says %q", name, out.String())
		}
	}
	if l, err := ParseLadder(nil); err != nil || l.Games != nil {
		t.Errorf("no ladder: %+v, %v", l, err)
	}
}
