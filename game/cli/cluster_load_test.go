//go:build cluster && !js

package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// clusterLoadFlags lift an orbis server's limits for a load test from one
// machine: every client comes from 127.0.0.1.
var clusterLoadFlags = []string{"--log-level", "warn", "--web", "", "--max-conns", "-1", "--max-conns-per-addr", "-1",
	"--max-rooms", "1000000", "--open-rooms", "1000000", "--create-rate", "1000000", "--join-rate", "1000000", "--message-rate", "1000"}

// envInt and envDuration read a setting from the environment, or give
// the default.
func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}

func envDuration(name string, def time.Duration) time.Duration {
	if v, err := time.ParseDuration(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}

// TestClusterLoad: three NATS nodes and three orbis servers, three copies
// of each room, share the rooms of three load tests (2,000 rooms of two
// people a server unless ORBIS_CLUSTER_ROOMS says otherwise, thinking
// ORBIS_CLUSTER_THINK, for ORBIS_CLUSTER_WINDOW). The default thinking,
// 20 s, makes 300 moves a second of 6,000 rooms: at about 3.3 ms of the
// cluster's CPU a move (the server's and three copies'), two cores hold
// that beside nine processes; 5 s would need about four. A third of the
// way into the window server C is killed: its players, connected through a
// failover as through a load balancer, come back on A or B and play on
// with nothing lost (their load test counts no error). It reports what
// each server spent, so that an operator can size a machine per 1,000
// rooms.
func TestClusterLoad(t *testing.T) {
	rooms := envInt("ORBIS_CLUSTER_ROOMS", 2000)
	think := envDuration("ORBIS_CLUSTER_THINK", 20*time.Second)
	window := envDuration("ORBIS_CLUSTER_WINDOW", 2*time.Minute)
	began := time.Now()
	bin := orbisBinary(t)
	nodes := startCluster(t, bin)
	natsURL := clusterURL(nodes)
	servers := []*clusterServer{
		startClusterServer(t, bin, "A", natsURL, clusterLoadFlags...),
		startClusterServer(t, bin, "B", natsURL, clusterLoadFlags...),
		startClusterServer(t, bin, "C", natsURL, clusterLoadFlags...),
	}
	a, b, c := servers[0], servers[1], servers[2]
	defer func() {
		if t.Failed() {
			for _, s := range servers {
				t.Logf("server %s's log (tail):\n%s", s.name, tail(s.logs.String(), 30))
			}
		}
	}()
	lb := newFailover(t, c.addr, a.addr, b.addr)
	urls := []string{a.url(), b.url(), lb.url()}
	t.Logf("three nodes and servers A %s, B %s, C %s (through a failover) up in %s; %d rooms of two a server, think %s, window %s",
		a.addr, b.addr, c.addr, time.Since(began).Round(time.Millisecond), rooms, think, window)

	// Each server idle, to tell what the rooms cost from what a server costs.
	idle, idleAt := map[string]serverFigures{}, time.Now()
	for _, s := range servers {
		f, err := scrapeServer(t.Context(), "http://"+s.addr+"/metrics", "")
		if err != nil {
			t.Fatalf("server %s's figures: %v", s.name, err)
		}
		idle[s.name] = f
	}
	nodesIdle := nodeFigures(t, nodes)
	reports := make([]loadReport, len(urls))
	errs := make([]error, len(urls))
	var wg sync.WaitGroup
	for i, u := range urls {
		wg.Go(func() {
			var out, errOut bytes.Buffer
			cmd := exec.Command(bin, "loadtest", "--url", u, "--rooms", strconv.Itoa(rooms), "--players", "2",
				"--think", think.String(), "--duration", window.String(), "--json")
			cmd.Stdout, cmd.Stderr = &out, &errOut
			if err := cmd.Run(); err != nil {
				errs[i] = fmt.Errorf("load test %d: %v\n%s", i, err, tail(errOut.String(), 20))
				return
			}
			if err := json.Unmarshal(out.Bytes(), &reports[i]); err != nil {
				errs[i] = fmt.Errorf("load test %d: its report: %v\n%s", i, err, tail(out.String(), 5))
			}
		})
	}

	// Once C holds all its rooms, a third of the window later, it dies.
	ctx, cancel := context.WithTimeout(context.Background(), window+10*time.Minute)
	defer cancel()
	figures, figuresAt := map[string]serverFigures{}, map[string]time.Time{}
	for deadline := time.Now().Add(10 * time.Minute); ; time.Sleep(time.Second) {
		f, err := scrapeServer(ctx, "http://"+c.addr+"/metrics", "")
		if err == nil && f.Rooms >= float64(rooms) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("server C never held its %d rooms: %+v %v", rooms, f, err)
		}
	}
	t.Logf("server C holds its rooms after %s", time.Since(began).Round(time.Second))
	time.Sleep(window / 3)
	if f, err := scrapeServer(ctx, "http://"+c.addr+"/metrics", ""); err == nil {
		figures["C"], figuresAt["C"] = f, time.Now()
	}
	c.kill()
	killed := time.Now()
	t.Logf("killed server C (%s into the run)", killed.Sub(began).Round(time.Second))
	// The quick match goes on without C: a bot asking A and one asking B
	// meet at one public table, play it out and are rated once.
	matched := quickMatchAcross(t, bin, a.addr, b.addr)
	time.Sleep(window / 2)
	nodesBusy, nodesAt := nodeFigures(t, nodes), time.Now()
	for _, s := range []*clusterServer{a, b} {
		f, err := scrapeServer(ctx, "http://"+s.addr+"/metrics", "")
		if err != nil {
			t.Errorf("server %s's figures: %v", s.name, err)
			continue
		}
		figures[s.name], figuresAt[s.name] = f, time.Now()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	for i, rep := range reports {
		who := []string{"A", "B", "C, then A or B"}[i]
		t.Logf("load test on %s: %d moves (%.0f/s), %d games, reach p50 %.1f ms p99 %.1f ms max %.1f ms, reconnects %d, errors %v",
			who, rep.Moves, rep.MovesPerSec, rep.Games, rep.ReachP50, rep.ReachP99, rep.ReachMax, rep.Reconnects, rep.Errors)
		if len(rep.Errors) > 0 {
			t.Errorf("load test on %s counted errors: %v (examples %v)", who, rep.Errors, rep.Examples)
		}
		if rep.Moves == 0 {
			t.Errorf("load test on %s played no move", who)
		}
	}
	if err := <-matched; err != nil {
		t.Errorf("the quick match after C's death: %v", err)
	} else {
		t.Logf("after C's death two bots met by quick match through A and B, played and were rated once")
	}
	if reports[2].Reconnects == 0 {
		t.Errorf("no client of server C came back elsewhere")
	}
	for _, name := range []string{"A", "B", "C"} {
		f, i := figures[name], idle[name]
		if secs := figuresAt[name].Sub(idleAt).Seconds(); f.Rooms > 0 && f.Moves > i.Moves {
			t.Logf("server %s: %.0f rooms open, %.0f MiB resident (%.0f idle: %.1f MiB per 1,000 rooms), %.0f moves stored at %.3f ms CPU each (%.2f CPU s a second per 1,000 rooms at this think)",
				name, f.Rooms, f.RSS/(1<<20), i.RSS/(1<<20), (f.RSS-i.RSS)/(1<<20)/f.Rooms*1000,
				f.Moves-i.Moves, (f.CPU-i.CPU)/(f.Moves-i.Moves)*1000, (f.CPU-i.CPU)/secs/f.Rooms*1000)
		}
	}
	// The NATS nodes keep every room three times: their part of a move.
	stored := 0.0
	for _, name := range []string{"A", "B", "C"} {
		stored += figures[name].Moves - idle[name].Moves
	}
	if stored > 0 {
		var cpu, rss, rssIdle float64
		for i := range nodes {
			cpu += nodesBusy[i].CPU - nodesIdle[i].CPU
			rss += nodesBusy[i].RSS
			rssIdle += nodesIdle[i].RSS
		}
		rooms := float64(3 * rooms)
		t.Logf("the three NATS nodes: %.0f MiB resident (%.0f idle: %.1f MiB per 1,000 rooms), %.3f ms CPU a move stored, %.2f CPU s a second per 1,000 rooms at this think",
			rss/(1<<20), rssIdle/(1<<20), (rss-rssIdle)/(1<<20)/rooms*1000, cpu/stored*1000, cpu/nodesAt.Sub(idleAt).Seconds()/rooms*1000)
	}
	t.Logf("cluster load run took %s", time.Since(began).Round(time.Second))
}

// nodeFigures reads each NATS node's CPU seconds and resident memory from
// /proc (the nodes publish no /metrics of ours).
func nodeFigures(t *testing.T, nodes []*natsNode) []serverFigures {
	t.Helper()
	figs := make([]serverFigures, len(nodes))
	for i, n := range nodes {
		f, err := procFigures(n.cmd.Process.Pid)
		if err != nil {
			t.Logf("NATS node %s's figures: %v", n.name, err)
		}
		figs[i] = f
	}
	return figs
}

// procFigures is a Linux process's CPU time (user and system, in clock
// ticks of 1/100 s) and resident set, from /proc.
func procFigures(pid int) (serverFigures, error) {
	var f serverFigures
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return f, err
	}
	// The fields after the command's name, which is in brackets and may
	// hold spaces: state is the third field, utime the 14th, stime the 15th.
	rest := string(stat[bytes.LastIndexByte(stat, ')')+1:])
	fields := strings.Fields(rest)
	if len(fields) < 13 {
		return f, fmt.Errorf("/proc/%d/stat: %d fields after the name", pid, len(fields))
	}
	utime, err1 := strconv.ParseFloat(fields[11], 64)
	stime, err2 := strconv.ParseFloat(fields[12], 64)
	if err := errors.Join(err1, err2); err != nil {
		return f, fmt.Errorf("/proc/%d/stat: %w", pid, err)
	}
	f.CPU = (utime + stime) / 100
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return f, err
	}
	for line := range strings.SplitSeq(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 64)
			if err != nil {
				return f, fmt.Errorf("/proc/%d/status: %w", pid, err)
			}
			f.RSS = kb * 1024
		}
	}
	return f, nil
}

// quickMatchAcross starts two bots with profiles, asking the quick match of
// two servers for a table of two; the channel says, once both are done,
// whether they met, played to the end and are on the leaderboard once.
func quickMatchAcross(t *testing.T, bin, addrA, addrB string) <-chan error {
	dir := t.TempDir()
	done := make(chan error, 1)
	go func() {
		errs := make([]error, 2)
		var wg sync.WaitGroup
		for i, addr := range []string{addrA, addrB} {
			wg.Go(func() {
				name := []string{"Quickada", "Quickbea"}[i]
				out, err := exec.Command(bin, "bot", "--server", addr, "--quick", "orbis:2",
					"--profile", filepath.Join(dir, name+".key"), "--name", name).CombinedOutput()
				if err != nil {
					errs[i] = fmt.Errorf("bot %s through %s: %v\n%s", name, addr, err, tail(string(out), 5))
				}
			})
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			done <- err
			return
		}
		out, err := exec.Command(bin, "ratings", "--server", addrA, "--game", "orbis", "--json").Output()
		if err != nil {
			done <- fmt.Errorf("orbis ratings: %v", err)
			return
		}
		var rows []struct {
			Name  string `json:"name"`
			Games int    `json:"games"`
		}
		if err := json.Unmarshal(out, &rows); err != nil {
			done <- fmt.Errorf("orbis ratings: %v: %s", err, out)
			return
		}
		rated := 0
		for _, r := range rows {
			if (strings.HasPrefix(r.Name, "Quickada") || strings.HasPrefix(r.Name, "Quickbea")) && r.Games == 1 {
				rated++
			}
		}
		if rated != 2 {
			done <- fmt.Errorf("the leaderboard does not show both bots rated once: %s", out)
			return
		}
		done <- nil
	}()
	return done
}

// TestProcFiguresReadsThisProcess: the figures /proc gives of the test's
// own process are those of a process that ran and holds memory.
func TestProcFiguresReadsThisProcess(t *testing.T) {
	x := 0
	for began := time.Now(); time.Since(began) < 50*time.Millisecond; x++ {
	}
	f, err := procFigures(os.Getpid())
	if err != nil {
		t.Skipf("no /proc here: %v", err)
	}
	if f.CPU <= 0 || f.RSS < 1<<20 {
		t.Fatalf("this process after %d turns of a loop: %.2f CPU s, %.0f bytes resident", x, f.CPU, f.RSS)
	}
}
