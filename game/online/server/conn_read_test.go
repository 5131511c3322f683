package server

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// TestMessagesReadIntoBuffersUsedAgain: a connection's messages, long and
// short, plain and not, each answered for itself though their buffers
// serve the next ones; a buffer past the size kept is not.
func TestMessagesReadIntoBuffersUsedAgain(t *testing.T) {
	_, addr, _ := limitServer(t, ConnLimits{})
	ws, status, why := dialWS(t, addr, "127.0.0.1", nil)
	if ws == nil {
		t.Fatalf("refused: %d %q", status, why)
	}
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	for seq := uint64(1); seq <= 60; seq++ {
		var req []byte
		switch seq % 3 {
		case 0: // a ping as clients write it
			req = fmt.Appendf(nil, `{"v":%d,"type":"ping","seq":%d}`, online.Version, seq)
		case 1: // a ping json.Unmarshal reads, longer than the buffers kept
			req = fmt.Appendf(nil, `{"v":%d, "type":"ping", "seq":%d, "detail":%q}`, online.Version, seq, strings.Repeat("x", maxKeptMessageBuffer))
		case 2: // a join of no room, refused with its number
			req = fmt.Appendf(nil, `{"v":%d,"type":"join","seq":%d,"code":"NOROOM%02d","name":"Ana"}`, online.Version, seq, seq)
		}
		if err := ws.Write(ctx, websocket.MessageText, req); err != nil {
			t.Fatal(err)
		}
		_, data, err := ws.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		m, err := online.DecodeResponse(data)
		if err != nil {
			t.Fatalf("answer %d: %v", seq, err)
		}
		want := online.TypePong
		if seq%3 == 2 {
			want = online.TypeRefused
		}
		if m.Seq != seq || m.Type != want {
			t.Fatalf("message %d answered %s %d (%s): %s", seq, m.Type, m.Seq, m.Reason, data)
		}
	}
}
