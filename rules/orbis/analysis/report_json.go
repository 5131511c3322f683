package analysis

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Reading a report back from its JSON, so that a game's analysis can be
// kept beside the game: the classes by name, and the phrases with their
// arguments as they were made (whole numbers, names, nested phrases).

// UnmarshalText reads a class by its name.
func (c *Class) UnmarshalText(text []byte) error {
	for i, name := range classNames {
		if string(text) == name {
			*c = Class(i)
			return nil
		}
	}
	return fmt.Errorf("analysis: no class %q", text)
}

// UnmarshalJSON reads a phrase: every argument a name, a whole number or a
// phrase, as the analysis makes them.
func (p *Phrase) UnmarshalJSON(data []byte) error {
	var raw struct {
		Key   string            `json:"key"`
		Args  []json.RawMessage `json:"args"`
		Count *int              `json:"count"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return fmt.Errorf("analysis: a phrase: %w", err)
	}
	*p = Phrase{Key: raw.Key, Count: raw.Count}
	for i, a := range raw.Args {
		arg, err := phraseArg(a)
		if err != nil {
			return fmt.Errorf("analysis: phrase %q, argument %d: %w", raw.Key, i+1, err)
		}
		p.Args = append(p.Args, arg)
	}
	return nil
}

// phraseArg reads one argument of a phrase.
func phraseArg(data json.RawMessage) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	switch v := v.(type) {
	case string:
		return v, nil
	case json.Number:
		n, err := v.Int64()
		if err != nil {
			return nil, fmt.Errorf("%s is not a whole number", v)
		}
		return int(n), nil
	case map[string]any:
		var inner Phrase
		if err := json.Unmarshal(data, &inner); err != nil {
			return nil, err
		}
		return inner, nil
	}
	return nil, fmt.Errorf("%s is not a name, a whole number or a phrase", data)
}

// UnmarshalJSON reads a key moment. Its own method, since the phrase it
// embeds would otherwise read the whole moment as a phrase alone.
func (k *KeyMoment) UnmarshalJSON(data []byte) error {
	var fields struct {
		Turn    int     `json:"turn"`
		Round   int     `json:"round"`
		Seat    int     `json:"seat"`
		Player  string  `json:"player"`
		Cost    float64 `json:"cost"`
		WinLost float64 `json:"win_lost"`
		Text    string  `json:"text"`
	}
	if err := json.Unmarshal(data, &fields); err != nil {
		return fmt.Errorf("analysis: a key moment: %w", err)
	}
	var phrase Phrase
	if err := phrase.UnmarshalJSON(data); err != nil {
		return err
	}
	*k = KeyMoment{Turn: fields.Turn, Round: fields.Round, Seat: fields.Seat, Player: fields.Player,
		Cost: fields.Cost, WinLost: fields.WinLost, Phrase: phrase, Text: fields.Text}
	return nil
}

// ReadReport reads a report from its JSON, as orbis analyse --json and
// the game write it; an untrusted file gets an error, never a panic.
func ReadReport(data []byte) (*Report, error) {
	var rep Report
	if err := json.Unmarshal(data, &rep); err != nil {
		return nil, fmt.Errorf("analysis: not a report: %w", err)
	}
	if rep.Format != ReportFormat {
		return nil, fmt.Errorf("analysis: format %q, want %q", rep.Format, ReportFormat)
	}
	return &rep, nil
}
