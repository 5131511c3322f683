package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
)

// A finished game's analysis is kept beside its record (games/07.json's
// as games/07.analysis.json, a localStorage entry in the browser), found
// by the record's sum: a game reopened in the viewer shows its analysis
// again instead of offering to run it. When a newer game takes the
// record's place, the analysis left there no longer matches its sum and
// is written over in turn.

// keptAnalysisVersion is the version of an analysis file; another is not
// read.
const keptAnalysisVersion = 1

type keptAnalysis struct {
	Version  int             `json:"version"`
	Sum      string          `json:"sum"` // the record's, as the index has it
	Analysis json.RawMessage `json:"analysis"`
}

// keptSum identifies a record by its bytes: FNV-1a, 64 bits, in hex.
func keptSum(record []byte) string {
	h := fnv.New64a()
	h.Write(record)
	return strconv.FormatUint(h.Sum64(), 16)
}

// analysisFile is where the analysis of the game kept in file goes.
func analysisFile(file string) string { return strings.TrimSuffix(file, ".json") + ".analysis.json" }

// keptOf finds the kept game whose record is record; ok false when it is
// not kept (a file opened from the disk, the autosave). A game kept before
// the index had sums is found by reading its record.
func (e *Env) keptOf(record []byte) (KeptGame, bool, error) {
	games, err := e.KeptGames()
	if err != nil || e.store == nil {
		return KeptGame{}, false, err
	}
	sum := keptSum(record)
	for _, k := range games {
		if k.Sum == sum {
			return k, true, nil
		}
	}
	for _, k := range games {
		if k.Sum != "" {
			continue
		}
		if data, err := e.store.read(k.File); err == nil && bytes.Equal(data, record) {
			k.Sum = sum
			return k, true, nil
		}
	}
	return KeptGame{}, false, nil
}

// KeepAnalysis keeps a finished analysis (its JSON) beside the kept game
// whose record is record; a game that is not kept keeps none, and that is
// no error.
func (e *Env) KeepAnalysis(record, analysis []byte) error {
	k, ok, err := e.keptOf(record)
	if err != nil || !ok {
		return err
	}
	data, err := json.Marshal(keptAnalysis{Version: keptAnalysisVersion, Sum: k.Sum, Analysis: analysis})
	if err != nil {
		return err
	}
	name := analysisFile(k.File)
	if err := e.store.write(name, data); err != nil {
		return fmt.Errorf("keeping the analysis as %s: %w", e.store.where(name), err)
	}
	return nil
}

// KeptAnalysis returns the analysis (its JSON) kept with the kept game
// whose record is record: nil when there is none. A file there that cannot
// be read is an error, for the log; the game is then analysed afresh.
func (e *Env) KeptAnalysis(record []byte) ([]byte, error) {
	k, ok, err := e.keptOf(record)
	if err != nil || !ok {
		return nil, err
	}
	name := analysisFile(k.File)
	data, err := e.store.read(name)
	if errors.Is(err, errNotStored) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("the kept analysis %s: %w", e.store.where(name), err)
	}
	var a keptAnalysis
	if err := json.Unmarshal(data, &a); err != nil {
		return nil, fmt.Errorf("the kept analysis %s: %w", e.store.where(name), err)
	}
	if a.Version != keptAnalysisVersion {
		return nil, fmt.Errorf("the kept analysis %s: version %d", e.store.where(name), a.Version)
	}
	if a.Sum != k.Sum {
		return nil, nil // an older game's, whose place this game took
	}
	return a.Analysis, nil
}
