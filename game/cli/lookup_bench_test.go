//go:build !js

package cli

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
	"orbis/game/online/server"
)

// BenchmarkRoomLookups times what a stranger learns of a room code: a
// `games` entry and a resume with a code of no room against the same
// with an existing room's code and a wrong token, on an embedded NATS
// store holding a game 150 steps in, as on a real server. It reports the
// p50 of each in ms; the two of a kind must not tell a code apart.
//
//	go test ./game/cli/ -run '^$' -bench RoomLookups -benchtime 400x
func BenchmarkRoomLookups(b *testing.B) {
	ctx := context.Background()
	store, err := server.OpenNATS(ctx, server.NATSOptions{DataDir: b.TempDir()})
	if err != nil {
		b.Fatal(err)
	}
	const code, missing = "BENCH234", "BENCH567"
	doc := benchRoomDoc(b, 150)
	b.Logf("the room: %d bytes", len(doc))
	if _, err := store.Create(ctx, code, doc); err != nil {
		b.Fatal(err)
	}
	srv, err := server.New(server.Config{Games: onlineGames(), Store: store, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		JoinsPerMinute: 1 << 30, MessagesPerSecond: 1 << 20})
	if err != nil {
		b.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	b.Cleanup(func() { hs.Close(); srv.Close(); _ = store.Close() })
	url := "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
	wrongToken, ownToken := strings.Repeat("ab", 16), strings.Repeat("0a", 16)

	var conn *websocket.Conn
	ask := func(msg string, want string) time.Duration {
		b.Helper()
		began := time.Now()
		if err := conn.Write(ctx, websocket.MessageText, []byte(msg)); err != nil {
			b.Fatal(err)
		}
		for {
			_, data, err := conn.Read(ctx)
			if err != nil {
				b.Fatal(err)
			}
			var m online.Message
			if err := json.Unmarshal(data, &m); err != nil {
				b.Fatal(err)
			}
			if m.Type == want {
				return time.Since(began)
			}
		}
	}
	redial := func() {
		if conn != nil {
			_ = conn.CloseNow()
		}
		if conn, _, err = websocket.Dial(ctx, url, nil); err != nil {
			b.Fatal(err)
		}
	}
	times := map[string][]time.Duration{}
	b.ResetTimer()
	for i := range b.N {
		if i%8 == 0 { // a resume refused is a strike: a fresh connection now and then
			redial()
		}
		own := fmt.Sprintf(`{"v":3,"type":"games","games":[{"code":%q,"token":%q}]}`, code, ownToken)
		times["games-own"] = append(times["games-own"], ask(own, online.TypeGames))
		for _, c := range []struct{ name, code string }{{"code", missing}, {"token", code}} {
			games := fmt.Sprintf(`{"v":3,"type":"games","games":[{"code":%q,"token":%q}]}`, c.code, wrongToken)
			times["games-wrong-"+c.name] = append(times["games-wrong-"+c.name], ask(games, online.TypeGames))
			resume := fmt.Sprintf(`{"v":3,"type":"resume","code":%q,"token":%q}`, c.code, wrongToken)
			times["resume-wrong-"+c.name] = append(times["resume-wrong-"+c.name], ask(resume, online.TypeRefused))
		}
	}
	b.StopTimer()
	for name, ts := range times {
		slices.Sort(ts)
		b.ReportMetric(float64(ts[len(ts)/2].Microseconds())/1000, name+"-p50-ms")
	}
}

// benchRoomDoc is a room's document as the server stores it: an Orbis
// game of two people played by Easy computers for steps steps.
func benchRoomDoc(b *testing.B, steps int) []byte {
	b.Helper()
	var g online.Ruleset
	for _, rs := range onlineGames() {
		if rs.ID() == "orbis" {
			g = rs
		}
	}
	seats := []online.SeatInfo{{Name: "Ada", Kind: "human"}, {Name: "Bob", Kind: "human"}}
	record, err := g.Deal(seats, 7)
	if err != nil {
		b.Fatal(err)
	}
	m, err := g.Open(record)
	if err != nil {
		b.Fatal(err)
	}
	for m.Steps() < steps && !m.Over() {
		actions, err := m.Decide(context.Background(), m.ToAct(), "easy", uint64(m.Steps()))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := m.Play(m.ToAct(), actions); err != nil {
			b.Fatal(err)
		}
	}
	if record, err = m.Record(); err != nil {
		b.Fatal(err)
	}
	hash := func(token string) string { h := sha256.Sum256([]byte(token)); return hex.EncodeToString(h[:]) }
	// The seats' tokens: Ada's is the one the benchmark holds.
	seatDocs := []map[string]string{{"name": "Ada", "kind": "human", "token": hash(strings.Repeat("0a", 16))}, {"name": "Bob", "kind": "human", "token": hash(strings.Repeat("0b", 16))}}
	doc, err := json.Marshal(map[string]any{"v": 1, "game": "orbis", "created": time.Now().UTC(), "turn_since": time.Now().UTC(),
		"seats": seatDocs, "summary": map[string]any{"to_act": m.ToAct(), "steps": m.Steps(), "over": m.Over()},
		"record": json.RawMessage(record)})
	if err != nil {
		b.Fatal(err)
	}
	return doc
}
