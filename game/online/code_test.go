package online_test

import (
	"testing"

	"orbis/game/online"
)

func TestShowCode(t *testing.T) {
	tests := []struct{ code, want string }{
		{"ABCD2345", "ABCD-2345"},
		{"ABC", "ABC"}, // not a code: shown as it is
		{"", ""},
	}
	for _, tc := range tests {
		if got := online.ShowCode(tc.code); got != tc.want {
			t.Errorf("ShowCode(%q) = %q, want %q", tc.code, got, tc.want)
		}
		if tc.code != "" && len(tc.code) == online.CodeLen {
			if back, err := online.ParseCode(online.ShowCode(tc.code)); err != nil || back != tc.code {
				t.Errorf("a shown code reads back as %q, %v", back, err)
			}
		}
	}
}
