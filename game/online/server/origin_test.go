package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// ipNet is an interface address as net.InterfaceAddrs gives it.
func ipNet(s string) net.Addr { return &net.IPNet{IP: net.ParseIP(s), Mask: net.CIDRMask(24, 32)} }

// testGuard is the origin check of patterns on a machine whose addresses
// are 192.168.1.20, 10.0.0.5, 2001:db8::20 and fe80::1.
func testGuard(t *testing.T, patterns ...string) *originGuard {
	t.Helper()
	g, err := newOriginGuard(patterns, discardLog())
	if err != nil {
		t.Fatal(err)
	}
	own := []net.Addr{ipNet("192.168.1.20"), ipNet("10.0.0.5"), ipNet("2001:db8::20"), ipNet("fe80::1")}
	g.ownAddrs = func() ([]net.Addr, error) { return own, nil }
	g.lookOwn()
	return g
}

// TestOriginGuard: a page may open the WebSocket when it was opened by
// one of the machine's addresses, localhost or a name given with
// --origin; any other name is refused, whatever Host the request
// carries (DNS rebinding makes it agree with the page). A client that
// sends no Origin is not a page and passes.
func TestOriginGuard(t *testing.T) {
	g := testGuard(t, "friends.example", "*.club.example", "game.example:8443", "https://secure.example", "203.0.113.9", "[2001:db8::99]:8080")
	tests := []struct {
		origin   string
		want     bool
		wantHost string
	}{
		{"", true, ""},
		{"http://127.0.0.1:8080", true, "127.0.0.1"},
		{"http://127.0.0.1", true, "127.0.0.1"},
		{"http://127.45.6.7:9000", true, "127.45.6.7"},
		{"http://[::1]:8080", true, "::1"},
		{"http://[::ffff:127.0.0.1]:8080", true, "::ffff:127.0.0.1"},
		{"http://localhost:8080", true, "localhost"},
		{"http://LOCALHOST:3000", true, "localhost"},
		{"http://192.168.1.20:8080", true, "192.168.1.20"},
		{"http://192.168.1.20:9999", true, "192.168.1.20"}, // another port of this machine: still this machine's page
		{"https://10.0.0.5", true, "10.0.0.5"},
		{"http://[2001:db8::20]:8080", true, "2001:db8::20"},
		{"http://[fe80::1]:8080", true, "fe80::1"},
		{"http://192.168.1.21:8080", false, "192.168.1.21"}, // the neighbour's address
		{"http://[2001:db8::21]:8080", false, "2001:db8::21"},
		{"http://evil.example", false, "evil.example"},
		{"http://evil.example:8080", false, "evil.example"},
		{"http://localhost.evil.example", false, "localhost.evil.example"},
		{"http://127.0.0.1.evil.example", false, "127.0.0.1.evil.example"},
		{"http://friends.example:8080", true, "friends.example"},
		{"https://FRIENDS.example", true, "friends.example"},
		{"http://friends.example.evil.example", false, "friends.example.evil.example"},
		{"http://a.club.example", true, "a.club.example"},
		{"http://club.example", false, "club.example"},
		{"https://game.example:8443", true, "game.example"},
		{"https://game.example", false, "game.example"},
		{"http://game.example:8080", false, "game.example"},
		{"https://secure.example", true, "secure.example"},
		{"http://203.0.113.9:8080", true, "203.0.113.9"}, // the router's public address, given with --origin
		{"http://[2001:db8::99]:8080", true, "2001:db8::99"},
		{"http://[2001:db8::99]:8081", false, "2001:db8::99"},
		{"null", false, ""},
		{"file://", false, ""},
		{"ws://127.0.0.1:8080", false, ""},
		{"http://user@127.0.0.1:8080", false, ""},
		{"http://127.0.0.1:8080/path", false, ""},
		{"http://[fe80::1%25eth0]:8080", false, "fe80::1%eth0"},
	}
	for _, tc := range tests {
		ok, host := g.allows(tc.origin)
		if ok != tc.want || host != tc.wantHost {
			t.Errorf("allows(%q) = %v, %q; want %v, %q", tc.origin, ok, host, tc.want, tc.wantHost)
		}
	}
}

// TestOriginNamesAreChecked: an --origin that is no host name or pattern
// stops the server at start, saying which.
func TestOriginNamesAreChecked(t *testing.T) {
	for _, p := range []string{"[a-", "http://", "example.com/path", "user@example.com", ""} {
		if _, err := newOriginGuard([]string{p}, discardLog()); err == nil || !strings.Contains(err.Error(), "--origin") {
			t.Errorf("--origin %q: %v, want a refusal naming --origin", p, err)
		}
	}
}

// TestOwnAddressesAreLookedUpAgain: an address the machine gains is known
// on a check once the list is 5 s old, not before (a stream of foreign
// addresses costs a lookup every 5 s at most), and the list is renewed
// every minute even when every check finds its address.
func TestOwnAddressesAreLookedUpAgain(t *testing.T) {
	now := time.Unix(1000, 0)
	addrs := []net.Addr{ipNet("192.168.1.20")}
	lookups := 0
	g := &originGuard{log: discardLog(), logged: map[string]time.Time{}, now: func() time.Time { return now },
		ownAddrs: func() ([]net.Addr, error) { lookups++; return addrs, nil }}
	g.lookOwn()
	allows := func(origin string) bool { ok, _ := g.allows(origin); return ok }

	addrs = []net.Addr{ipNet("192.168.1.20"), ipNet("192.168.7.3")} // the machine joins another network
	now = now.Add(2 * time.Second)
	first, again := allows("http://192.168.7.3:8080"), allows("http://192.168.7.3:8080") // the second must not look up again
	if first || again || lookups != 1 {
		t.Fatalf("2 s after a lookup: a new address known, or looked up again (%d lookups)", lookups)
	}
	now = now.Add(4 * time.Second)
	if !allows("http://192.168.7.3:8080") || lookups != 2 {
		t.Fatalf("6 s after a lookup: the new address is not known (%d lookups)", lookups)
	}
	for range 20 {
		now = now.Add(time.Second)
		allows("http://192.168.99.99")
	}
	if lookups != 5 { // the first two, then one when the list is past 5 s old: 6, 12 and 18 s later
		t.Fatalf("a foreign address a second for 20 s: %d lookups, want 5", lookups)
	}
	addrs = []net.Addr{ipNet("192.168.1.20")} // it leaves that network
	now = now.Add(30 * time.Second)
	if !allows("http://192.168.7.3:8080") {
		t.Fatal("an address forgotten before a minute")
	}
	now = now.Add(31 * time.Second)
	if allows("http://192.168.7.3:8080") {
		t.Fatal("an address the machine lost still counts after a minute")
	}
}

// TestWebSocketOriginUnderRebinding: the upgrade itself is refused with
// 403 before it happens when a page of another site asks, even with a
// Host that agrees with its Origin; the refusal says what the operator
// can do and is logged at Info once; the page's own server, a desktop
// client and a named origin are let in; and the page can learn why at
// /ws/origin, which the browser lets it read.
func TestWebSocketOriginUnderRebinding(t *testing.T) {
	ts := startServerWith(t, Config{Games: []online.Ruleset{&tally{}}, Store: NewMemoryStore(), OriginPatterns: []string{"friends.example"}})
	url, log := "ws"+strings.TrimPrefix(ts.url, "http")+"/ws", ts.log
	dial := func(origin, host string) (*http.Response, error) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		h := http.Header{}
		if origin != "" {
			h.Set("Origin", origin)
		}
		if host != "" {
			h.Set("Host", host)
		}
		ws, resp, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: h, Host: host})
		if err == nil {
			ws.CloseNow()
		}
		return resp, err
	}
	for _, tc := range []struct{ origin, host string }{
		{"http://evil.example", "evil.example"},
		{"http://evil.example:" + ts.url[strings.LastIndex(ts.url, ":")+1:], "evil.example:" + ts.url[strings.LastIndex(ts.url, ":")+1:]},
		{"http://evil.example", ""},
	} {
		resp, err := dial(tc.origin, tc.host)
		if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
			t.Fatalf("origin %s, host %q: %v, want 403", tc.origin, tc.host, err)
		}
		body, _ := io.ReadAll(resp.Body)
		if !bytes.Contains(body, []byte("--origin evil.example")) {
			t.Fatalf("the refusal does not say --origin evil.example: %q", body)
		}
	}
	if n := strings.Count(log.String(), `"level":"INFO","msg":"websocket refused`); n != 2 ||
		!strings.Contains(log.String(), `"origin":"http://evil.example"`) {
		t.Fatalf("want one Info line per refused origin, got %d:\n%s", n, log.String())
	}
	for _, origin := range []string{"", ts.url, "http://friends.example", "http://localhost:1"} {
		if _, err := dial(origin, ""); err != nil {
			t.Fatalf("origin %q refused: %v", origin, err)
		}
	}

	for origin, want := range map[string]online.OriginStatus{
		"http://evil.example:8080": {Origin: "http://evil.example:8080", Allowed: false, Host: "evil.example"},
		ts.url:                     {Origin: ts.url, Allowed: true, Host: "127.0.0.1"},
	} {
		resp, err := http.Get(ts.url + "/ws" + online.OriginPath + "?origin=" + origin)
		if err != nil {
			t.Fatal(err)
		}
		var got online.OriginStatus
		err = json.NewDecoder(resp.Body).Decode(&got)
		resp.Body.Close()
		if err != nil || resp.StatusCode != 200 || got != want {
			t.Fatalf("%s: status %d, %+v (%v); want %+v", origin, resp.StatusCode, got, err, want)
		}
	}
}
