package server

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"orbis/game/online"
)

// memRoll puts a room of a memory store back to an older document, or
// takes it away (nil), as damaged files would.
func memRoll(s Store, code string, doc []byte, rev uint64) {
	m := s.(*memStore)
	m.mu.Lock()
	defer m.mu.Unlock()
	if doc == nil {
		delete(m.rooms, code)
		return
	}
	m.rooms[code] = memRoom{doc: doc, rev: rev}
}

// TestAuditReportsRoomsThatWentBack: rooms a store gave back older than
// acknowledged, or lost, or cannot read, are reported by code at start;
// one that went back is flagged and kept as found, its players are told,
// and play goes on from there; the next start reports it no more.
func TestAuditReportsRoomsThatWentBack(t *testing.T) {
	t.Parallel()
	store := NewMemoryStore()
	first := startAuditServer(t, store, Config{})
	first.audited(t)
	back, gone, kept := first.host(t), first.host(t), first.host(t)
	for range 2 {
		move(t, back)
	}
	backCode, backToken, _ := back.Seat()
	oldDoc, oldRev, err := store.Load(t.Context(), backCode)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		move(t, back)
		move(t, gone)
		move(t, kept)
	}
	goneCode, _, _ := gone.Seat()
	keptCode, _, _ := kept.Seat()
	first.stop()

	// The damage: one room two moves back, one gone, one unreadable.
	memRoll(store, backCode, oldDoc, oldRev)
	memRoll(store, goneCode, nil, 0)
	const broken = "BR0KEN00"
	memRoll(store, broken, []byte(`{"v":1,"game":"count","record":{"seats":[]}}`), 9999)

	second := startAuditServer(t, store, Config{})
	got := problemsOf(second.audited(t))
	want := map[string]string{backCode: "went_back 2/5", goneCode: "gone 0/3", broken: "unreadable 0/0"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("problems at start = %v; want %v (room %s was kept)", got, want, keptCode)
	}

	// Its player is told, and plays on from the steps kept.
	c := second.dial(t, online.Message{Type: online.TypeResume, Code: backCode, Token: backToken})
	if wb := c.WentBack(); wb == nil || *wb != (online.WentBack{Had: 5, Kept: 2}) {
		t.Fatalf("resume of a room that went back: went_back = %+v; want had 5, kept 2", wb)
	}
	if n := steps(c); n != 2 {
		t.Fatalf("the room that went back has %d steps; want the 2 kept", n)
	}
	move(t, c)
	second.stop()

	// Flagged and marked again, it is no news at the next start; the gone
	// room was reported once; the unreadable one still cannot be read.
	third := startAuditServer(t, store, Config{})
	if got, want := problemsOf(third.audited(t)), map[string]string{broken: "unreadable 0/0"}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("problems at the next start = %v; want %v", got, want)
	}
	c = third.dial(t, online.Message{Type: online.TypeResume, Code: backCode, Token: backToken})
	if wb := c.WentBack(); wb == nil || steps(c) != 3 {
		t.Fatalf("after playing on: went_back = %+v, %d steps; want it still told, 3 steps", wb, steps(c))
	}
}

// TestAuditChecksARoomAsItOpens: a room that goes back while the server
// runs is flagged when a player opens it again, before anyone plays on.
func TestAuditChecksARoomAsItOpens(t *testing.T) {
	t.Parallel()
	store := NewMemoryStore()
	ts := startAuditServer(t, store, Config{})
	if got := problemsOf(ts.audited(t)); len(got) != 0 {
		t.Fatalf("problems of an empty store: %v", got)
	}
	c := ts.host(t)
	move(t, c)
	code, token, _ := c.Seat()
	old, rev, err := store.Load(t.Context(), code)
	if err != nil {
		t.Fatal(err)
	}
	move(t, c)
	move(t, c)
	c.Close()
	waitFor(t, "the room to be let go", func() bool {
		ts.mu.Lock()
		defer ts.mu.Unlock()
		return ts.rooms[code] == nil
	})
	memRoll(store, code, old, rev)

	c = ts.dial(t, online.Message{Type: online.TypeResume, Code: code, Token: token})
	if wb := c.WentBack(); wb == nil || *wb != (online.WentBack{Had: 3, Kept: 1}) {
		t.Fatalf("went_back = %+v; want had 3, kept 1", wb)
	}
	a := ts.report.json()
	if len(a.Problems) != 1 || a.Problems[0].Room != code || a.Problems[0].Found != "open" {
		t.Fatalf("problems = %+v; want %s found as it opened", a.Problems, code)
	}
}

func waitFor(t *testing.T, what string, done func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !done(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waited 10 s for %s", what)
		}
	}
}

// TestHealthDetailIsTheOperators: the detail names rooms, so only a
// request from loopback, not relayed by a proxy, or with the token reads
// it; everyone else gets the plain page.
func TestHealthDetailIsTheOperators(t *testing.T) {
	t.Parallel()
	const token = "s3cret-token"
	s := startAuditServer(t, NewMemoryStore(), Config{HealthToken: token})
	s.audited(t)
	for _, tc := range []struct {
		name   string
		remote string
		header map[string]string
		detail bool
	}{
		{"loopback", "127.0.0.1:5000", nil, true},
		{"loopback v6", "[::1]:5000", nil, true},
		{"relayed by a local proxy", "127.0.0.1:5000", map[string]string{"X-Forwarded-For": "127.0.0.1"}, false},
		{"relayed, Forwarded", "127.0.0.1:5000", map[string]string{"Forwarded": "for=127.0.0.1"}, false},
		{"another address", "192.0.2.7:5000", nil, false},
		{"another address claiming loopback", "192.0.2.7:5000", map[string]string{"X-Forwarded-For": "127.0.0.1", "X-Real-Ip": "127.0.0.1"}, false},
		{"the token", "192.0.2.7:5000", map[string]string{"Authorization": "Bearer " + token}, true},
		{"a wrong token", "192.0.2.7:5000", map[string]string{"Authorization": "Bearer s3cret-tokeN"}, false},
		{"a token's prefix", "192.0.2.7:5000", map[string]string{"Authorization": "Bearer s3cret"}, false},
	} {
		req := httptest.NewRequest(http.MethodGet, "/healthz?detail", nil)
		req.RemoteAddr = tc.remote
		for k, v := range tc.header {
			req.Header.Set(k, v)
		}
		w := httptest.NewRecorder()
		s.Handler().ServeHTTP(w, req)
		var body map[string]any
		if err := jsonBody(w, &body); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if _, has := body["audit"]; has != tc.detail || body["ok"] != true {
			t.Errorf("%s: detail shown %v, want %v: %v", tc.name, has, tc.detail, body)
		}
	}
}

// TestAuditReportsLostData: JetStream's own account of lost revisions is
// reported, named by room where a mark names the revision.
func TestAuditReportsLostData(t *testing.T) {
	t.Parallel()
	store := NewMemoryStore()
	now := time.Now().Unix()
	if err := store.PutMarks(t.Context(), map[string]Mark{code(1): {Saves: 4, Steps: 7, Rev: 12, At: now}}); err != nil {
		t.Fatal(err)
	}
	store.(*memStore).lost = &LostData{Revisions: []uint64{12, 13}, Bytes: 900}
	a := startAuditServer(t, store, Config{}).audited(t)
	if a.StoreLost == nil || *a.StoreLost != (lostJSON{Revisions: 2, Bytes: 900, Unnamed: 1}) {
		t.Fatalf("store_lost = %+v; want 2 revisions, 900 bytes, 1 no mark names", a.StoreLost)
	}
	if got := fmt.Sprint(problemsOf(a)); got != fmt.Sprintf("map[%s:gone 0/7]", code(1)) {
		t.Fatalf("problems = %s; want room 1 gone", got)
	}
}
