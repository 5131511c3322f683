//go:build !js

package orbis

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/game/setup"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// TestSetupOffersExpertAndRivals: Orbis' setup offers every level up to
// Expert and each rival with its words.
func TestSetupOffersExpertAndRivals(t *testing.T) {
	spec := New().seatSetup()
	if spec.TopLevel != game.LevelExpert || len(spec.Rivals) != len(ai.Rivals) {
		t.Fatalf("Orbis offers levels up to %d and %d rivals; want Expert and %d", spec.TopLevel, len(spec.Rivals), len(ai.Rivals))
	}
	for i, r := range spec.Rivals {
		if r.ID != ai.Rivals[i].ID || r.Level != int(ai.Rivals[i].Level) || r.Name == "" || r.Style == "" {
			t.Errorf("rival %d offered as %+v", i, r)
		}
	}
}

// TestRivalSeatsPlayAndResume: a rival chosen in setup plays its seat at
// its level with its style, under its id in the record; the autosave
// resumes it, and Expert likewise.
func TestRivalSeatsPlayAndResume(t *testing.T) {
	env := reviewEnv(t, "en")
	g := New()
	sc, err := g.start(env, []game.SeatChoice{{Name: "Ada"}, {Name: "Etna", Level: game.LevelExpert, Rival: "etna"}, {Name: "Xu", Level: game.LevelExpert}}, 0, 7)
	if err != nil {
		t.Fatal(err)
	}
	m := sc.(*play).m
	want := []SeatConfig{{Name: "Ada"}, {Name: "Etna", Level: ai.Expert, Rival: "etna"}, {Name: "Xu", Level: ai.Expert}}
	for i, s := range m.Seats {
		if s != want[i] {
			t.Errorf("seat %d plays as %+v, want %+v", i+1, s, want[i])
		}
	}
	if cfg := m.Seats[1].config(1); cfg.Level != ai.Expert || cfg.Style != ai.Firebrand {
		t.Errorf("Etna's seat plays %+v; want Expert, Firebrand", cfg)
	}
	if cfg := m.Seats[2].config(1); cfg.Level != ai.Expert || cfg.Style != ai.Plain {
		t.Errorf("an Expert seat plays %+v", cfg)
	}
	kinds := []string{"human", "ai:etna", "ai:expert"}
	for i, p := range m.Record().Players {
		if p.Kind != kinds[i] {
			t.Errorf("seat %d's record kind is %q, want %q", i+1, p.Kind, kinds[i])
		}
	}
	if _, err := g.start(env, []game.SeatChoice{{Name: "Ada"}, {Name: "Zeus", Level: game.LevelHard, Rival: "zeus"}}, 0, 7); err == nil {
		t.Error("a rival Orbis does not have starts a game")
	}
	resumed, err := g.Resume(env, sc.(*play).SaveData())
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range resumed.(*saved).m.Seats {
		if s != want[i] {
			t.Errorf("resumed seat %d plays as %+v, want %+v", i+1, s, want[i])
		}
	}
}

// TestRivalRecordReviews: a record whose seat "ai:etna" played replays in
// the viewer, says the seat's level, and plays on with the rival.
func TestRivalRecordReviews(t *testing.T) {
	env := reviewEnv(t, "en")
	var doc map[string]any
	if err := json.Unmarshal(finishedRecord(t, env, 3, 5), &doc); err != nil {
		t.Fatal(err)
	}
	doc["players"].([]any)[1].(map[string]any)["kind"] = "ai:etna"
	doc["players"].([]any)[2].(map[string]any)["kind"] = "ai:expert"
	data, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	r := openReview(t, env, data)
	if r.Seats[1].Rival != "etna" || r.Seats[1].Level != ai.Expert || r.Seats[2].Level != ai.Expert {
		t.Fatalf("the viewer reads seats %+v", r.Seats)
	}
	if r.kinds[1] != env.T("play.computer", env.T("level.expert")) {
		t.Errorf("the viewer calls Etna's seat %q", r.kinds[1])
	}
	r.bar.Seek(r.bar.Turns[3])
	update(t, env, r, nil)
	r.bar.View = 0 // the person plays on from seat 1
	m, err := r.branch(env)
	if err != nil {
		t.Fatal(err)
	}
	if m.Seats[1] != (SeatConfig{Name: r.Names[1], Level: ai.Expert, Rival: "etna"}) || m.Record().Players[1].Kind != "ai:etna" {
		t.Errorf("playing on, Etna's seat is %+v", m.Seats[1])
	}
	if _, _, err := rules.ReadRecord(bytes.NewReader(data)); err != nil {
		t.Errorf("the rules do not read the record: %v", err)
	}
}

// TestSetupWithRivalsFits: the setup with each rival, every level and
// their ratings and styles fits in every language, at every size.
func TestSetupWithRivalsFits(t *testing.T) {
	for _, lang := range assets.Languages() {
		for _, fc := range fitCases {
			env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Scale: fc.scale, Games: []game.Game{New()}})
			if err != nil {
				t.Fatal(err)
			}
			env.SetSize(fc.w, fc.h)
			g := New()
			scenes := map[string]game.Scene{}
			for players := 2; players <= 4; players++ {
				scenes[fmt.Sprintf("rivals-%dp", players)] = g.rivalsSetup(env, players)
			}
			scenes["expert"] = setup.NewWith(env, g.seatSetup(), []game.SeatChoice{{}, {Level: game.LevelExpert}, {Level: game.LevelEasy}, {Rival: "etna"}})
			if over := game.Overflows(env, scenes, 1); len(over) > 0 {
				t.Errorf("%s at %.0f×%.0f, %d%%: %d texts overflow:\n%s", lang, fc.w, fc.h, fc.scale, len(over), strings.Join(over, "\n"))
			}
		}
	}
}
