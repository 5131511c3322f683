//go:build !js

package cli

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// thinkingFramesJS notes, in window.orbisEvents and in the order they
// happen, each frame the page draws ("frame") and each autosave of a game
// in progress, by the turns ended it holds ("ends N"): what happened
// between two autosaves is counted in frames, not in milliseconds, which a
// busy machine stretches.
const thinkingFramesJS = `window.orbisEvents = [];
(function frame() { requestAnimationFrame(() => { orbisEvents.push("frame"); frame(); }); })();
(function () {
	const setItem = Storage.prototype.setItem;
	Storage.prototype.setItem = function (key, value) {
		if (this === localStorage && key.startsWith("orbis/in-progress/")) {
			try { orbisEvents.push("ends " + (JSON.parse(value).actions || []).filter(a => a === "end").length); } catch (e) {}
		}
		return setItem.call(this, key, value);
	};
})();`

// minThinkingFrames is the fewest frames a search in slices lets the page
// draw while Hard thinks: one that held the page would start and end
// within one update (its turn saved in the frame the person's was, or the
// next), a stepped one works a slice an update, at most five updates a
// frame (Ebitengine's catch-up), over a good part of its budget.
const minThinkingFrames = 2

// framesBetweenSaves counts the frames noted by thinkingFramesJS between
// the first autosave with from turns ended and the first with to.
func framesBetweenSaves(events []string, from, to int) (int, error) {
	frames, counting := 0, false
	for _, e := range events {
		n, isSave := strings.CutPrefix(e, "ends ")
		if !isSave {
			if counting && e == "frame" {
				frames++
			}
			continue
		}
		ends, err := strconv.Atoi(n)
		if err != nil {
			return 0, fmt.Errorf("the page noted %q: %w", e, err)
		}
		switch {
		case ends >= to && counting:
			return frames, nil
		case ends >= to:
			return 0, fmt.Errorf("the autosave held %d turns ended before one of %d was noted (%d events)", ends, from, len(events))
		case ends >= from:
			counting = true
		}
	}
	return 0, fmt.Errorf("no autosave of %d turns then of %d among the %d events the page noted", from, to, len(events))
}

func TestFramesBetweenSaves(t *testing.T) {
	tests := []struct {
		name   string
		events string // comma separated
		want   int
		err    bool
	}{
		{name: "a search in slices", events: "frame,ends 0,frame,ends 1,frame,frame,frame,frame,ends 2,frame", want: 4},
		{name: "a search that held the page", events: "frame,ends 1,ends 2,frame", want: 0},
		{name: "saved twice on the way", events: "ends 1,frame,ends 1,frame,ends 2,frame,ends 3", want: 2},
		{name: "the second turn never saved", events: "ends 1,frame,frame", err: true},
		{name: "the first turn never noted", events: "frame,ends 2", err: true},
		{name: "a broken note", events: "ends x", err: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := framesBetweenSaves(strings.Split(tt.events, ","), 1, 2)
			if (err != nil) != tt.err || got != tt.want {
				t.Errorf("framesBetweenSaves = %d, %v; want %d, error %v", got, err, tt.want, tt.err)
			}
		})
	}
}
