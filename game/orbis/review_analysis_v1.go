package orbis

import (
	"encoding/json"
	"fmt"

	rules "orbis/rules/orbis"
	"orbis/rules/orbis/analysis"
)

// readReport reads an analysis kept with a game: a report of the current
// version, or of version 1, whose moves and key moments were catalogue
// keys with their arguments: the game reads those back into the facts
// they said (the rules know no words), so that an analysis kept before
// says the same words.
func readReport(data []byte) (*analysis.Report, error) {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if json.Unmarshal(data, &head) == nil && head.Format == analysis.ReportFormat && head.Version == 1 {
		return readReportV1(data)
	}
	return analysis.ReadReport(data)
}

// Version 1 of the report, where it differs from the current one: the
// moves and the key moments as phrases.
type (
	reportV1 struct {
		analysis.Report
		Decisions  []decisionV1 `json:"decisions"`
		KeyMoments []momentV1   `json:"key_moments"`
	}
	decisionV1 struct {
		analysis.Decision
		Played moveV1 `json:"played"`
		Best   moveV1 `json:"best"`
	}
	moveV1 struct {
		Notation string   `json:"notation"`
		Words    phraseV1 `json:"words"`
	}
	momentV1 struct {
		Turn    int     `json:"turn"`
		Round   int     `json:"round"`
		Seat    int     `json:"seat"`
		Player  string  `json:"player"`
		Cost    float64 `json:"cost"`
		WinLost float64 `json:"win_lost"`
		phraseV1
	}
	// phraseV1 is a catalogue key with its arguments: names, whole numbers
	// and phrases (a game term).
	phraseV1 struct {
		Key  string            `json:"key"`
		Args []json.RawMessage `json:"args"`
	}
)

// key is the phrase's key in today's catalogue: version 1 wrote Orbis' keys
// without the game's prefix they have had since ("god.love.name").
func (p phraseV1) key() string { return "orbis." + p.Key }

// readReportV1 reads a report of version 1 into the current one.
func readReportV1(data []byte) (*analysis.Report, error) {
	var v1 reportV1
	if err := json.Unmarshal(data, &v1); err != nil {
		return nil, fmt.Errorf("analysis, version 1: not a report: %w", err)
	}
	rep := v1.Report
	rep.Version = analysis.ReportVersion
	rep.Decisions = make([]analysis.Decision, len(v1.Decisions))
	for i, d := range v1.Decisions {
		rep.Decisions[i] = d.Decision
		played, err := d.Played.choice()
		if err != nil {
			return nil, fmt.Errorf("analysis, version 1: decision %d: %w", i+1, err)
		}
		best, err := d.Best.choice()
		if err != nil {
			return nil, fmt.Errorf("analysis, version 1: decision %d: %w", i+1, err)
		}
		rep.Decisions[i].Played, rep.Decisions[i].Best = played, best
	}
	rep.KeyMoments = make([]analysis.KeyMoment, len(v1.KeyMoments))
	for i, m := range v1.KeyMoments {
		k, err := m.moment()
		if err != nil {
			return nil, fmt.Errorf("analysis, version 1: key moment %d: %w", i+1, err)
		}
		rep.KeyMoments[i] = k
	}
	return &rep, nil
}

// choice reads a decision's move back from its words: a god's name, a
// tile face up or as a Wilderness, or the end of the turn.
func (m moveV1) choice() (analysis.Choice, error) {
	c := analysis.Choice{Notation: m.Notation, God: rules.NoGod}
	p := m.Words
	if g, ok := indexOf(godNameKeys[:], p.key()); ok {
		c.Took, c.God = analysis.TookGod, rules.God(g)
		return c, p.argCount(0)
	}
	switch p.key() {
	case "orbis.analysis.move.finish":
		return c, p.argCount(0)
	case "orbis.analysis.move.face_up":
		c.Took = analysis.TookFaceUp
	case "orbis.analysis.move.wild":
		c.Took = analysis.TookWild
	default:
		return c, fmt.Errorf("the move %q says %q", m.Notation, p.Key)
	}
	if err := p.argCount(3); err != nil {
		return c, err
	}
	effect, err := p.term(0, effectNameKeys[:])
	if err != nil {
		return c, err
	}
	color, err := p.term(1, colorKeys[:rules.NumColors])
	if err != nil {
		return c, err
	}
	c.Effect, c.Color = rules.Effect(effect), rules.Color(color)
	if c.Row, err = p.number(2); err == nil && c.Row < 1 {
		err = fmt.Errorf("%q: row %d", p.Key, c.Row)
	}
	return c, err
}

// moment reads a key moment back from its sentence, by momentWords.
func (m momentV1) moment() (analysis.KeyMoment, error) {
	k := analysis.KeyMoment{Turn: m.Turn, Round: m.Round, Seat: m.Seat, Player: m.Player, Cost: m.Cost, WinLost: m.WinLost,
		Played: analysis.Choice{God: rules.NoGod}, Best: analysis.Choice{God: rules.NoGod}}
	reason := -1
	for r, w := range momentWords {
		if w.key == m.key() {
			reason = r
		}
	}
	if reason < 0 {
		return k, fmt.Errorf("no key moment says %q", m.Key)
	}
	k.Reason = analysis.Reason(reason)
	w := momentWords[reason]
	if err := m.argCount(len(w.args)); err != nil {
		return k, err
	}
	for i, a := range w.args {
		var err error
		switch a {
		case argPlayed:
			k.Played, err = m.taken(i)
		case argBest:
			k.Best, err = m.taken(i)
		case argPlayedTile:
			k.Played, err = m.tile(i, k.Reason == analysis.ReasonWildSame || k.Reason == analysis.ReasonWildGaveUp)
		case argBestTile:
			k.Best, err = m.tile(i, false)
		case argNext:
			err = json.Unmarshal(m.Args[i], &k.Next)
		default:
			err = m.figure(i, a, &k.Why)
		}
		if err != nil {
			return k, fmt.Errorf("%q, argument %d: %w", m.Key, i+1, err)
		}
	}
	return k, nil
}

// figure reads a whole number of a moment's sentence into its figure.
func (p phraseV1) figure(i int, a momentArg, why *analysis.Why) error {
	n, err := p.number(i)
	switch a {
	case argMarginCP:
		why.MarginCP = n
	case argGainCP:
		why.GainCP = n
	case argChancePoints:
		why.ChancePoints = n
	case argWorshippers:
		why.Worshippers = n
	case argHave:
		why.Have = n
	case argNeed:
		why.Need = n
	}
	return err
}

// taken reads a move named by what it took: a god, a Wilderness, a tile's
// effect, or the end of the turn.
func (p phraseV1) taken(i int) (analysis.Choice, error) {
	c := analysis.Choice{God: rules.NoGod}
	var inner phraseV1
	if err := json.Unmarshal(p.Args[i], &inner); err != nil {
		return c, err
	}
	if g, ok := indexOf(godNameKeys[:], inner.key()); ok {
		c.Took, c.God = analysis.TookGod, rules.God(g)
		return c, nil
	}
	switch inner.key() {
	case "orbis.analysis.term.wilderness":
		c.Took = analysis.TookWild
		return c, nil
	case "orbis.analysis.move.finish":
		return c, nil
	}
	return p.tile(i, false)
}

// tile reads a tile named by its effect, placed as a Wilderness or not.
func (p phraseV1) tile(i int, wild bool) (analysis.Choice, error) {
	c := analysis.Choice{God: rules.NoGod, Took: analysis.TookFaceUp}
	if wild {
		c.Took = analysis.TookWild
	}
	e, err := p.term(i, effectNameKeys[:])
	c.Effect = rules.Effect(e)
	return c, err
}

// term reads argument i, a game term, as its index in a table of keys.
func (p phraseV1) term(i int, keys []string) (int, error) {
	var inner phraseV1
	if err := json.Unmarshal(p.Args[i], &inner); err != nil {
		return 0, err
	}
	if n, ok := indexOf(keys, inner.key()); ok {
		return n, nil
	}
	return 0, fmt.Errorf("%q: argument %d names %q", p.Key, i+1, inner.Key)
}

// number reads argument i, a whole number.
func (p phraseV1) number(i int) (int, error) {
	var n int
	if err := json.Unmarshal(p.Args[i], &n); err != nil {
		return 0, fmt.Errorf("%q: argument %d: %s is not a whole number", p.Key, i+1, p.Args[i])
	}
	return n, nil
}

// argCount checks that the phrase has n arguments.
func (p phraseV1) argCount(n int) error {
	if len(p.Args) != n {
		return fmt.Errorf("%q with %d arguments, want %d", p.Key, len(p.Args), n)
	}
	return nil
}

// indexOf finds a key in a table of keys; an empty key is none.
func indexOf(keys []string, key string) (int, bool) {
	for i, k := range keys {
		if k != "" && k == key {
			return i, true
		}
	}
	return 0, false
}
