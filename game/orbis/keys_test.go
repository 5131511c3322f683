package orbis

import (
	"testing"

	"orbis/assets"
	rules "orbis/rules/orbis"
)

// TestKeyTablesCoverTheEngine: every colour, effect, god, level, phase and
// refusal reason of the rules has its words, and every key of the tables
// and the rules' sections is in the catalogue.
func TestKeyTablesCoverTheEngine(t *testing.T) {
	c, err := assets.Load("en")
	if err != nil {
		t.Fatal(err)
	}
	check := func(table string, i int, key string) {
		t.Helper()
		if key == "" {
			t.Errorf("%s[%d] has no key", table, i)
		} else if !c.Has(key) {
			t.Errorf("%s[%d]: no %q in the catalogue", table, i, key)
		}
	}
	for col := rules.Red; col <= rules.AnyColor; col++ {
		check("colorKeys", int(col), keyOf(colorKeys[:], col))
	}
	for e := rules.Farm; e <= rules.SacredStone; e++ {
		check("effectNameKeys", int(e), keyOf(effectNameKeys[:], e))
	}
	for g := range rules.NumGods {
		check("godNameKeys", int(g), godNameKeys[g])
		check("godShortKeys", int(g), godShortKeys[g])
		check("godTipKeys", int(g), godTipKeys[g])
	}
	for seat := range rules.MaxPlayers {
		check("computerNameKeys", seat, keyOf(computerNameKeys[:], seat))
	}
	for p := rules.PhaseChoose; p <= rules.PhaseOver; p++ {
		check("phaseKeys", int(p), keyOf(phaseKeys[:], p))
	}
	for r := 1; r < rules.Reasons; r++ {
		check("refusalKeys", r, refusalKeys[r])
	}
	for i, sec := range rulesSections {
		check("rulesSections title", i, sec.Title)
		check("rulesSections body", i, sec.Body)
	}
	if keyOf(colorKeys[:], rules.Color(200)) != "" {
		t.Error("keyOf gives a key for an index beyond its table")
	}
}
