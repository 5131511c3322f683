package analysis

import (
	"encoding/json"
	"errors"
	"fmt"
)

// Reading a report back from its JSON, so that a game's analysis can be
// kept beside the game: the classes, moves and reasons by name.

// ErrReportVersion is wrapped by the error for a report of another
// version than ReportVersion: version 1 wrote catalogue keys, which the
// game reads back (the rules know no words).
var ErrReportVersion = errors.New("another version of the report")

// ReadReport reads a report from its JSON, as orbis analyse --json and
// the game write it; an untrusted file gets an error, never a panic.
func ReadReport(data []byte) (*Report, error) {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("analysis: not a report: %w", err)
	}
	if head.Format != ReportFormat {
		return nil, fmt.Errorf("analysis: format %q, want %q", head.Format, ReportFormat)
	}
	if head.Version != ReportVersion {
		return nil, fmt.Errorf("analysis: report version %d, want %d: %w", head.Version, ReportVersion, ErrReportVersion)
	}
	var rep Report
	if err := json.Unmarshal(data, &rep); err != nil {
		return nil, fmt.Errorf("analysis: not a report: %w", err)
	}
	return &rep, nil
}
