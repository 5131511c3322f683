//go:build !js

package cli

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"io"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online/server"
)

// TestServerSpeaksTLS: with a certificate and its key, the server answers
// HTTPS and secure WebSockets only.
func TestServerSpeaksTLS(t *testing.T) {
	dir := t.TempDir()
	cert, key := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	writeSelfSigned(t, cert, key)
	srv, err := server.New(server.Config{Games: onlineGames(), Store: server.NewMemoryStore(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { _ = srv.Serve(ctx, ln, cert, key) }()
	client := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
	addr := ln.Addr().String()
	resp, err := client.Get("https://" + addr + "/healthz")
	if err != nil {
		t.Fatalf("healthz over TLS: %v", err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("healthz over TLS: %d", resp.StatusCode)
	}
	dctx, dcancel := context.WithTimeout(ctx, 5*time.Second)
	defer dcancel()
	ws, _, err := websocket.Dial(dctx, "wss://"+addr+"/ws", &websocket.DialOptions{HTTPClient: client})
	if err != nil {
		t.Fatalf("a secure WebSocket: %v", err)
	}
	_ = ws.CloseNow()
	if resp, err := (&http.Client{Timeout: 5 * time.Second}).Get("http://" + addr + "/healthz"); err == nil && resp.StatusCode == http.StatusOK {
		t.Fatal("the TLS server answers plain HTTP")
	}
}

// writeSelfSigned writes a certificate for 127.0.0.1 and its key.
func writeSelfSigned(t *testing.T, certFile, keyFile string) {
	t.Helper()
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "orbis test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, &tmpl, &tmpl, &priv.PublicKey, priv)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalECPrivateKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestServerServesTheWebBuildOverTLS: orbis server --web with a
// certificate serves the packed web build over HTTPS, where browsers
// install it and send br: the page from its brotli copy and revalidated,
// the program named by its hash kept a year.
func TestServerServesTheWebBuildOverTLS(t *testing.T) {
	dir := t.TempDir()
	cert, key := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	writeSelfSigned(t, cert, key)
	web := unpackedWeb(t, "\x00asm the game ")
	sizes, err := packWeb(web)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Games: onlineGames(), Store: server.NewMemoryStore(), WebDir: web, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { _ = srv.Serve(ctx, ln, cert, key) }()
	transport := &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}, DisableCompression: true}
	tests := []struct {
		path, wantEncoding, wantCache, wantBodyOf string
	}{
		{"/", "br", "no-cache", "index.html.br"},
		{"/sw.js", "br", "no-cache", "sw.js.br"},
		{"/" + sizes.wasm, "br", "public, max-age=31536000, immutable", sizes.wasm + ".br"},
	}
	for _, tc := range tests {
		req, _ := http.NewRequest("GET", "https://"+ln.Addr().String()+tc.path, nil)
		req.Header.Set("Accept-Encoding", "gzip, deflate, br, zstd")
		resp, err := transport.RoundTrip(req)
		if err != nil {
			t.Fatalf("%s over TLS: %v", tc.path, err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Encoding") != tc.wantEncoding || resp.Header.Get("Cache-Control") != tc.wantCache {
			t.Errorf("%s over TLS: status %d, encoding %q, cache %q; want 200, %q, %q", tc.path, resp.StatusCode, resp.Header.Get("Content-Encoding"), resp.Header.Get("Cache-Control"), tc.wantEncoding, tc.wantCache)
		}
		if want := readFile(t, filepath.Join(web, tc.wantBodyOf)); string(body) != want {
			t.Errorf("%s over TLS: not the bytes of %s", tc.path, tc.wantBodyOf)
		}
	}
}
