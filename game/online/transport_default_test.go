//go:build !js

package online

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestDialSaysWhyRefused: a server's refusal before the upgrade (too many
// connections, a full server) reaches the dialler with the server's words.
func TestDialSaysWhyRefused(t *testing.T) {
	why := "too many connections from your address (64): close some and try again"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, why, http.StatusTooManyRequests)
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, err := Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http")+"/ws", nil, Message{Type: TypePing})
	if err == nil || !strings.Contains(err.Error(), why) || !strings.Contains(err.Error(), "429") {
		t.Fatalf("Dial: %v; want the status and %q", err, why)
	}
}
