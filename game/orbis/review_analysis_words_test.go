//go:build !js

package orbis

import (
	"encoding/json"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/analysis"
)

// v1JSON writes a phrase as version 1 of the report did: its key and its
// arguments, a game term as a phrase of its own, each key without the
// game's prefix it has had since.
func v1JSON(p game.Phrase) map[string]any {
	args := make([]any, len(p.Args))
	for i, a := range p.Args {
		if inner, ok := a.(game.Phrase); ok {
			a = v1JSON(inner)
		}
		args[i] = a
	}
	return map[string]any{"key": strings.TrimPrefix(p.Key, "orbis."), "args": args}
}

// TestEveryKeyMomentReadsBackFromVersion1: each reason's sentence, written
// as version 1 wrote it (its key and arguments), reads back into a moment
// that says the same words in every language.
func TestEveryKeyMomentReadsBackFromVersion1(t *testing.T) {
	forest := analysis.Choice{Notation: "take 1, place 0,1", Took: analysis.TookFaceUp, God: rules.NoGod, Effect: rules.Forest, Color: rules.Green, Row: 1}
	wild := analysis.Choice{Notation: "take 2, wild 1,0", Took: analysis.TookWild, God: rules.NoGod, Effect: rules.Volcano, Color: rules.Red, Row: 2}
	love := analysis.Choice{Notation: "god love", Took: analysis.TookGod, God: rules.Love}
	death := analysis.Choice{Notation: "god death", Took: analysis.TookGod, God: rules.Death}
	moments := []analysis.KeyMoment{
		{Played: forest, Best: love, Why: analysis.Why{Reason: analysis.ReasonMargin, MarginCP: 3}},
		{Played: wild, Best: forest, Why: analysis.Why{Reason: analysis.ReasonChance, ChancePoints: 1}},
		{Played: wild, Best: forest, Why: analysis.Why{Reason: analysis.ReasonChance, ChancePoints: 12}},
		{Played: love, Best: death, Why: analysis.Why{Reason: analysis.ReasonOtherGod, MarginCP: 4}},
		{Played: death, Best: wild, Why: analysis.Why{Reason: analysis.ReasonGodTooEarly, MarginCP: 5}},
		{Played: wild, Best: love, Why: analysis.Why{Reason: analysis.ReasonGodWorthMore, MarginCP: 2}},
		{Played: wild, Best: forest, Why: analysis.Why{Reason: analysis.ReasonWildSame, GainCP: 6}},
		{Played: wild, Best: forest, Why: analysis.Why{Reason: analysis.ReasonWildGaveUp, GainCP: 7}},
		{Played: forest, Best: wild, Why: analysis.Why{Reason: analysis.ReasonCancelled, GainCP: 8}},
		{Played: forest, Best: death, Why: analysis.Why{Reason: analysis.ReasonForestShort, Have: 0, Need: 1, MarginCP: 9}},
		{Played: forest, Best: love, Why: analysis.Why{Reason: analysis.ReasonForestShort, Have: 1, Need: 3, MarginCP: 9}},
		{Played: forest, Best: forest, Why: analysis.Why{Reason: analysis.ReasonFewerPoints, GainCP: 10}},
		{Played: forest, Best: love, Why: analysis.Why{Reason: analysis.ReasonGift, Worshippers: 5, Next: "Bo"}},
		{Played: love, Best: analysis.Choice{God: rules.NoGod}, Why: analysis.Why{Reason: analysis.ReasonExcess, Worshippers: 1}},
	}
	said := map[analysis.Reason]bool{}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		env := reviewEnv(t, lang)
		for _, m := range moments {
			said[m.Reason] = true
			want := SayKeyMoment(&m)
			data, err := json.Marshal(v1JSON(want))
			if err != nil {
				t.Fatal(err)
			}
			var v1 momentV1
			if err := json.Unmarshal(data, &v1); err != nil {
				t.Fatal(err)
			}
			back, err := v1.moment()
			if err != nil {
				t.Fatalf("%s: %v", data, err)
			}
			if got := SayKeyMoment(&back); env.Say(got) != env.Say(want) || strings.Contains(env.Say(got), "{}") {
				t.Errorf("%s: %s reads back as %q, said %q", lang, data, env.Say(got), env.Say(want))
			}
		}
	}
	if len(said) != len(momentWords) {
		t.Errorf("%d of the %d reasons tried", len(said), len(momentWords))
	}
}

// TestABrokenVersion1ReportIsRefused: a version 1 report whose words the
// game cannot read back is an error, never a panic (the viewer then
// offers Analyse again).
func TestABrokenVersion1ReportIsRefused(t *testing.T) {
	const head = `{"format":"orbis-analysis","version":1,`
	const move = `{"notation":"god love","words":{"key":"god.love.name"}}`
	tests := []struct{ name, data, want string }{
		{"not JSON", head, "not a report"},
		{"a move of no words", head + `"decisions":[{"played":{"words":{"key":"analysis.moment.gift"}},"best":` + move + `}]}`, "says"},
		{"a tile of too few arguments", head + `"decisions":[{"played":{"words":{"key":"analysis.move.wild","args":[{"key":"effect.farm.name"}]}},"best":` + move + `}]}`, "arguments"},
		{"a tile of no colour", head + `"decisions":[{"played":` + move + `,"best":{"words":{"key":"analysis.move.face_up","args":[{"key":"effect.farm.name"},{"key":"color.any"},1]}}}]}`, "names"},
		{"no row", head + `"decisions":[{"played":` + move + `,"best":{"words":{"key":"analysis.move.face_up","args":[{"key":"effect.farm.name"},{"key":"color.red"},0]}}}]}`, "row 0"},
		{"an unknown moment", head + `"key_moments":[{"key":"analysis.moment.luck","args":[]}]}`, "no key moment"},
		{"a moment of too many arguments", head + `"key_moments":[{"key":"analysis.moment.margin","args":[{"key":"god.love.name"},3,4]}]}`, "arguments"},
		{"a fractional figure", head + `"key_moments":[{"key":"analysis.moment.margin","args":[{"key":"god.love.name"},1.5]}]}`, "whole number"},
		{"a term of no game", head + `"key_moments":[{"key":"analysis.moment.margin","args":[{"key":"color.red"},3]}]}`, "names"},
		{"a name for a term", head + `"key_moments":[{"key":"analysis.moment.margin","args":["Ada",3]}]}`, "argument 1"},
		{"an unknown class", head + `"decisions":[{"class":"brilliant","played":` + move + `,"best":` + move + `}]}`, "no class"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := readReport([]byte(tt.data)); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one saying %q", err, tt.want)
			}
		})
	}
}

// TestEveryClassAndReasonHasItsWords: each class of a decision and each
// reason of a key moment the analysis can return has its words in the
// catalogue (a reason added to the rules without them would say nothing).
func TestEveryClassAndReasonHasItsWords(t *testing.T) {
	c, err := assets.Load("en")
	if err != nil {
		t.Fatal(err)
	}
	for k := analysis.Best; k <= analysis.Blunder; k++ {
		if key := SayClass(k).Key; !c.Has(key) {
			t.Errorf("class %v: no words (%q)", k, key)
		}
	}
	reasons := 0
	for r := analysis.Reason(0); !strings.HasPrefix(r.String(), "reason("); r++ {
		reasons++
		m := analysis.KeyMoment{Why: analysis.Why{Reason: r}}
		if key := SayKeyMoment(&m).Key; !c.Has(key) {
			t.Errorf("reason %v: no words (%q)", r, key)
		}
	}
	if reasons != len(momentWords) {
		t.Errorf("%d reasons, %d sentences", reasons, len(momentWords))
	}
}
