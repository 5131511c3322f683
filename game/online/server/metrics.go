package server

import (
	"net/http"
	"net/http/pprof"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are the server's own figures for its operator, in Prometheus'
// text format at /metrics: what it holds open, what it took and stored,
// how long its store takes, and the process's CPU and memory (so that a
// load test reads the server's cost, not its own).
type metrics struct {
	moves   prometheus.Counter
	writes  prometheus.Histogram
	handler http.Handler
}

// newMetrics registers the server's figures; the gauges are read from s
// when scraped.
func newMetrics(s *Server) *metrics {
	m := &metrics{
		moves: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "orbis_moves_total", Help: "Units of play (a seat's act, a person's or a computer's) the rooms stored.",
		}),
		writes: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "orbis_store_write_seconds", Help: "How long a room's write to the store took, its steps' parts with it.",
			Buckets: prometheus.ExponentialBuckets(0.0005, 2, 14), // 0.5 ms to 4 s
		}),
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(m.moves, m.writes,
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "orbis_rooms_open", Help: "Rooms this server holds open."}, func() float64 {
			s.mu.Lock()
			defer s.mu.Unlock()
			return float64(len(s.rooms))
		}),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "orbis_connections", Help: "WebSocket connections open."}, func() float64 {
			s.mu.Lock()
			defer s.mu.Unlock()
			return float64(s.conns)
		}),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		collectors.NewGoCollector(),
	)
	if sc, ok := s.cfg.Store.(syncCounter); ok { // the group commit: how many writes an fsync serves
		reg.MustRegister(
			prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "orbis_store_synced_writes_total", Help: "Writes that waited for the store's fsync."}, func() float64 {
				w, _ := sc.SyncCounts()
				return float64(w)
			}),
			prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "orbis_store_syncs_total", Help: "The store's fsync rounds, each serving every write that waited for it."}, func() float64 {
				_, r := sc.SyncCounts()
				return float64(r)
			}),
		)
	}
	m.handler = promhttp.HandlerFor(reg, promhttp.HandlerOpts{})
	return m
}

// syncCounter is a store that syncs its writes in rounds (the embedded
// NATS server's, syncing always).
type syncCounter interface {
	SyncCounts() (writes, rounds uint64)
}

// stored counts the units a write kept, and how long it took.
func (m *metrics) stored(units int, took time.Duration) {
	m.moves.Add(float64(units))
	m.writes.Observe(took.Seconds())
}

// serveMetrics answers /metrics for the operator (the health token, or
// loopback directly), and as a page that is not there for anyone else.
func (s *Server) serveMetrics(w http.ResponseWriter, r *http.Request) {
	if !s.operator(r) {
		http.NotFound(w, r)
		return
	}
	s.metrics.handler.ServeHTTP(w, r)
}

// profiles serves Go's profiles of the server (net/http/pprof) at
// /debug/pprof/, for the operator only, as /metrics: where a loaded
// server spends its time, read from the server itself.
func (s *Server) profiles(mux *http.ServeMux) {
	only := func(h http.HandlerFunc) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			if !s.operator(r) {
				http.NotFound(w, r)
				return
			}
			h(w, r)
		}
	}
	mux.HandleFunc("GET /debug/pprof/", only(pprof.Index))
	mux.HandleFunc("GET /debug/pprof/cmdline", only(pprof.Cmdline))
	mux.HandleFunc("GET /debug/pprof/profile", only(pprof.Profile))
	mux.HandleFunc("GET /debug/pprof/symbol", only(pprof.Symbol))
	mux.HandleFunc("GET /debug/pprof/trace", only(pprof.Trace))
}
