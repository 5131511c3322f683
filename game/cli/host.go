//go:build !js

package cli

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	"orbis/game"
	"orbis/game/online/server"
)

// inAppHost starts, once, a server inside the desktop application for
// friends on the same network: rooms kept under the user's configuration
// folder, the web build served when one lies beside the program.
type inAppHost struct {
	once   sync.Once
	hosted game.Hosted
	err    error
}

// defaultHostPort is where the application's own server listens, if free.
const defaultHostPort = 8080

func (h *inAppHost) start() (game.Hosted, error) {
	h.once.Do(func() { h.hosted, h.err = h.run() })
	return h.hosted, h.err
}

func (h *inAppHost) run() (game.Hosted, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		dir = os.TempDir()
	}
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	data := filepath.Join(dir, "orbis", "server")
	store, err := server.OpenNATS(ctx, server.NATSOptions{DataDir: data, Logger: log, MaxBytes: server.DefaultStoreMaxBytes})
	if err != nil {
		return game.Hosted{}, fmt.Errorf("the rooms' storage: %w", err)
	}
	web := ""
	if exe, err := os.Executable(); err == nil {
		for _, d := range []string{filepath.Join(filepath.Dir(exe), "web"), filepath.Join(filepath.Dir(exe), "dist", "web"), "dist/web"} {
			if _, err := os.Stat(filepath.Join(d, "index.html")); err == nil {
				web = d
				break
			}
		}
	}
	if server.CheckDataOutsideWeb(web, data) != nil {
		web = "" // it would serve the rooms' records: the game is played from the desktop only
	}
	ladders, err := onlineLadders()
	if err != nil {
		store.Close()
		return game.Hosted{}, err
	}
	srv, err := server.New(server.Config{Games: onlineGames(), Store: store, Logger: log, WebDir: web, Ladders: ladders})
	if err != nil {
		store.Close()
		return game.Hosted{}, err
	}
	ln, err := net.Listen("tcp", ":"+strconv.Itoa(defaultHostPort))
	if err != nil {
		if ln, err = net.Listen("tcp", ":0"); err != nil { // the port is taken: any other
			store.Close()
			return game.Hosted{}, err
		}
	}
	port := ln.Addr().(*net.TCPAddr).Port
	go func() { _ = srv.Serve(ctx, ln, "", "") }() // it runs as long as the application
	return game.Hosted{Local: fmt.Sprintf("ws://127.0.0.1:%d/ws", port), Shared: net.JoinHostPort(lanAddress(), strconv.Itoa(port)), Web: web != ""}, nil
}

// lanAddress is this computer's address on its network, for friends to
// type; the loopback address when it has none.
func lanAddress() string {
	addrs, err := net.InterfaceAddrs()
	if err == nil {
		for _, a := range addrs {
			if ip, ok := a.(*net.IPNet); ok && ip.IP.To4() != nil && !ip.IP.IsLoopback() && !ip.IP.IsLinkLocalUnicast() {
				return ip.IP.String()
			}
		}
	}
	return "127.0.0.1"
}
