//go:build !js

package cli

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// serverFigures are what a server's /metrics said at one moment: its
// process's CPU seconds and resident memory, the moves it stored, its
// open rooms.
type serverFigures struct {
	CPU, RSS, Moves, Rooms float64
}

// metricsURL is the /metrics page of the server whose WebSocket is at ws.
func metricsURL(ws string) (string, error) {
	u, err := url.Parse(ws)
	if err != nil {
		return "", fmt.Errorf("loadtest: the server's URL %q: %w", ws, err)
	}
	switch u.Scheme {
	case "ws":
		u.Scheme = "http"
	case "wss":
		u.Scheme = "https"
	default:
		return "", fmt.Errorf("loadtest: the server's URL %q is not ws:// or wss://", ws)
	}
	u.Path, u.RawQuery = "/metrics", ""
	return u.String(), nil
}

// scrapeServer reads a server's figures from its /metrics (from this
// machine, or with its health token).
func scrapeServer(ctx context.Context, page, token string) (serverFigures, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, page, nil)
	if err != nil {
		return serverFigures{}, fmt.Errorf("loadtest: %s: %w", page, err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return serverFigures{}, fmt.Errorf("loadtest: %s: %w", page, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return serverFigures{}, fmt.Errorf("loadtest: %s: %s (from another machine the server wants its health token: --metrics-token)", page, resp.Status)
	}
	return parseFigures(bufio.NewScanner(resp.Body))
}

// parseFigures reads the figures it needs from Prometheus' text format;
// one missing is an error (not an orbis server, or an older one).
func parseFigures(sc *bufio.Scanner) (serverFigures, error) {
	var f serverFigures
	want := map[string]*float64{
		"process_cpu_seconds_total":     &f.CPU,
		"process_resident_memory_bytes": &f.RSS,
		"orbis_moves_total":             &f.Moves,
		"orbis_rooms_open":              &f.Rooms,
	}
	for sc.Scan() {
		name, value, ok := strings.Cut(sc.Text(), " ")
		dst, wanted := want[name]
		if !ok || !wanted {
			continue
		}
		v, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
		if err != nil {
			return f, fmt.Errorf("loadtest: /metrics: %s is %q: %w", name, value, err)
		}
		*dst = v
		delete(want, name)
	}
	if err := sc.Err(); err != nil {
		return f, fmt.Errorf("loadtest: /metrics: %w", err)
	}
	if len(want) > 0 {
		missing := make([]string, 0, len(want))
		for name := range want {
			missing = append(missing, name)
		}
		return f, fmt.Errorf("loadtest: /metrics lacks %s", strings.Join(missing, ", "))
	}
	return f, nil
}

// serverCost is what a server's figures before the rooms opened (open),
// when the window began (t0) and when it ended (t1) say it cost: CPU a
// move it stored, and resident memory a room it held.
func (rep *loadReport) serverCost(open, t0, t1 serverFigures) {
	rep.ServerMoves = t1.Moves - t0.Moves
	rep.ServerCPUSeconds = t1.CPU - t0.CPU
	if rep.ServerMoves > 0 {
		rep.ServerCPUPerMove = 1000 * rep.ServerCPUSeconds / rep.ServerMoves
	}
	rep.ServerRooms = t1.Rooms
	rep.ServerRSS = t1.RSS / (1 << 20)
	if t1.Rooms > open.Rooms {
		rep.ServerRSSPerRoom = (t1.RSS - open.RSS) / 1024 / (t1.Rooms - open.Rooms)
	}
}
