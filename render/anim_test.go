package render

import (
	"testing"
	"time"
)

func TestMotion(t *testing.T) {
	start := time.Unix(100, 0)
	tests := []struct {
		at       time.Duration
		progress float64
		ease     float64
	}{
		{-time.Second, 0, 0},
		{0, 0, 0},
		{250 * time.Millisecond, 0.25, 0.15625},
		{500 * time.Millisecond, 0.5, 0.5},
		{time.Second, 1, 1},
		{2 * time.Second, 1, 1},
	}
	for _, tt := range tests {
		p := Progress(start, start.Add(tt.at), time.Second)
		if p != tt.progress || Ease(p) != tt.ease {
			t.Errorf("at %v: progress %v, ease %v; want %v, %v", tt.at, p, Ease(p), tt.progress, tt.ease)
		}
	}
	if Progress(start, start, 0) != 0 || Progress(start, start.Add(time.Millisecond), 0) != 1 {
		t.Error("a motion of no duration is not over at once")
	}
	if Lerp(10, 20, 0.25) != 12.5 {
		t.Errorf("Lerp(10, 20, 0.25) = %v", Lerp(10, 20, 0.25))
	}
}
