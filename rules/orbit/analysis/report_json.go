package analysis

import (
	"encoding/json"
	"fmt"
)

// ReadReport reads a report from its JSON, as orbis analyse --json and the
// game write it, so that a game's analysis can be kept beside the game; an
// untrusted file gets an error, never a panic.
func ReadReport(data []byte) (*Report, error) {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("analysis: not a report: %w", err)
	}
	if head.Format != ReportFormat || head.Version != ReportVersion {
		return nil, fmt.Errorf("analysis: format %q version %d, want %q version %d", head.Format, head.Version, ReportFormat, ReportVersion)
	}
	var rep Report
	if err := json.Unmarshal(data, &rep); err != nil {
		return nil, fmt.Errorf("analysis: not a report: %w", err)
	}
	return &rep, nil
}
