package server

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"runtime/debug"
	"slices"
	"sync"
	"time"
)

// wentBack is a room's own account, in its document, of moves its store
// lost: the room is kept as the store had it, and its players are told.
type wentBack struct {
	Had   int       `json:"had"`   // steps the server had acknowledged
	Kept  int       `json:"kept"`  // steps the store kept: play goes on from there
	Saves uint64    `json:"saves"` // the mark that showed it
	At    time.Time `json:"at"`
}

// behind reports whether a stored room holds less than its mark says the
// server acknowledged, and does not say so already.
func behind(doc *roomDoc, m Mark) bool {
	if doc.Saves >= m.Saves {
		return false
	}
	return doc.WentBack == nil || doc.WentBack.Saves < m.Saves
}

// What the audit found wrong with a room.
const (
	problemWentBack   = "went_back"  // older than acknowledged: kept as found, flagged, its players told
	problemGone       = "gone"       // acknowledged, and no longer in the store
	problemUnreadable = "unreadable" // its document or record cannot be read or replayed
)

// roomProblem is one room the audit reports.
type roomProblem struct {
	Room     string `json:"room"`
	Problem  string `json:"problem"`
	Steps    int    `json:"steps,omitempty"`     // steps the store kept
	HadSteps int    `json:"had_steps,omitempty"` // steps the server had acknowledged
	Detail   string `json:"detail,omitempty"`
	Found    string `json:"found"` // "start": by the check at start; "open": when a player opened it
}

// auditReport is what the check of the stored rooms found, for the log
// and /healthz?detail.
type auditReport struct {
	mu       sync.Mutex
	state    string // "reading marks", "checking", "done"
	started  time.Time
	finished time.Time
	rooms    int
	checked  int
	marksErr string
	listErr  string
	lost     *LostData
	unnamed  int // lost revisions no mark names
	problems map[string]roomProblem
	done     chan struct{} // closed once every room was checked
}

func newAuditReport() *auditReport {
	return &auditReport{state: "waiting", problems: map[string]roomProblem{}, done: make(chan struct{})}
}

func (a *auditReport) add(p roomProblem) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.problems[p.Room] = p
}

// auditJSON is the report as /healthz?detail shows it.
type auditJSON struct {
	State     string        `json:"state"`
	Started   time.Time     `json:"started"`
	Finished  *time.Time    `json:"finished,omitempty"`
	Rooms     int           `json:"rooms"`
	Checked   int           `json:"checked"`
	MarksErr  string        `json:"marks_error,omitempty"`
	ListErr   string        `json:"list_error,omitempty"`
	StoreLost *lostJSON     `json:"store_lost,omitempty"`
	Problems  []roomProblem `json:"problems"`
}

type lostJSON struct {
	Revisions int    `json:"revisions"`
	Bytes     uint64 `json:"bytes"`
	Unnamed   int    `json:"unnamed"` // of which no room's mark names
}

func (a *auditReport) json() auditJSON {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := auditJSON{State: a.state, Started: a.started, Rooms: a.rooms, Checked: a.checked,
		MarksErr: a.marksErr, ListErr: a.listErr, Problems: []roomProblem{}}
	if !a.finished.IsZero() {
		f := a.finished
		out.Finished = &f
	}
	if a.lost != nil {
		out.StoreLost = &lostJSON{Revisions: len(a.lost.Revisions), Bytes: a.lost.Bytes, Unnamed: a.unnamed}
	}
	for _, code := range slices.Sorted(maps.Keys(a.problems)) {
		out.Problems = append(out.Problems, a.problems[code])
	}
	return out
}

// audit checks every stored room once, beside serving: the marks are read
// first (one stream), then each room is loaded, read and replayed, and
// compared with its mark. A room a player opens meanwhile is checked as it
// opens (adopt), so none is played on before it is checked, and serving
// never waits for thousands of replays.
func (s *Server) audit() {
	defer s.work.Done()
	a := s.report
	defer close(a.done)
	a.mu.Lock()
	a.state, a.started = "reading marks", time.Now().UTC()
	a.mu.Unlock()

	ctx := s.ctx
	s.marks.load(ctx)
	marks, err := s.marks.all(ctx)
	if err != nil && ctx.Err() == nil {
		s.log.Error("audit: the rooms' marks cannot be read: a room that went back goes unnoticed", "err", err)
		a.mu.Lock()
		a.marksErr = err.Error()
		a.mu.Unlock()
	}
	lost, err := s.cfg.Store.Lost(ctx)
	if err != nil {
		s.log.Warn("audit: the store's account of lost data cannot be read", "err", err)
	}
	lostRev := map[uint64]bool{}
	if lost != nil {
		for _, rev := range lost.Revisions {
			lostRev[rev] = true
		}
	}
	codes, err := s.cfg.Store.Rooms(ctx)
	if err != nil && ctx.Err() == nil {
		s.log.Error("audit: the store's rooms cannot be listed; checking the rooms with marks", "err", err)
		a.mu.Lock()
		a.listErr = err.Error()
		a.mu.Unlock()
	}
	all := map[string]bool{}
	for _, code := range codes {
		all[code] = true
	}
	for code, m := range marks {
		all[code] = true
		delete(lostRev, m.Rev)
	}
	if lost != nil {
		s.log.Error("audit: the store reports data it lost", "revisions", len(lost.Revisions), "bytes", lost.Bytes, "unnamed", len(lostRev))
	}
	a.mu.Lock()
	a.state, a.rooms, a.lost, a.unnamed = "checking", len(all), lost, len(lostRev)
	a.mu.Unlock()

	for _, code := range slices.Sorted(maps.Keys(all)) {
		if ctx.Err() != nil {
			return
		}
		m, marked := marks[code]
		s.checkStored(ctx, code, m, marked)
		a.mu.Lock()
		a.checked++
		a.mu.Unlock()
	}

	a.mu.Lock()
	a.state, a.finished = "done", time.Now().UTC()
	counts := map[string]int{}
	for _, p := range a.problems {
		counts[p.Problem]++
	}
	rooms, took := a.rooms, a.finished.Sub(a.started).Round(time.Millisecond).String()
	a.mu.Unlock()
	if len(counts) == 0 && lost == nil {
		s.log.Info("audit: every stored room was read and holds what was acknowledged", "rooms", rooms, "took", took)
		return
	}
	s.log.Error("audit: rooms the store did not keep as acknowledged; see /healthz?detail", "rooms", rooms,
		"went_back", counts[problemWentBack], "gone", counts[problemGone], "unreadable", counts[problemUnreadable], "took", took)
}

// checkStored reads, replays and compares with its mark one room nobody
// here has open; one that went back is flagged.
func (s *Server) checkStored(ctx context.Context, code string, m Mark, marked bool) {
	s.mu.Lock()
	open := s.rooms[code] != nil
	s.mu.Unlock()
	if open {
		return // checked as it was opened
	}
	marked = marked && m.Saves > 0
	problem := func(kind, detail string, steps int) {
		p := roomProblem{Room: code, Problem: kind, Steps: steps, Detail: detail, Found: "start"}
		if marked {
			p.HadSteps = m.Steps
		}
		s.reportProblem(p)
	}
	defer func() { // a record the rules panic on is reported; opening it fails that room only
		if p := recover(); p != nil {
			s.log.Error("audit: replaying a room panicked", "room", code, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			problem(problemUnreadable, fmt.Sprintf("its record: a panic: %v", p), 0)
		}
	}()
	data, rev, err := s.cfg.Store.Load(ctx, code)
	switch {
	case errors.Is(err, ErrNoRoom):
		if marked && !m.expired(time.Now()) {
			problem(problemGone, "acknowledged at revision "+fmt.Sprint(m.Rev)+", no longer stored", 0)
			s.marks.reset(code, Mark{}) // reported once: a mark of nothing acknowledged
		}
		return
	case err != nil:
		if ctx.Err() == nil {
			problem(problemUnreadable, err.Error(), 0)
		}
		return
	}
	doc, err := assemble(ctx, s.cfg.Store, code, data, nil)
	if err != nil {
		problem(problemUnreadable, err.Error(), 0)
		return
	}
	g := s.games[doc.Game]
	if g == nil {
		problem(problemUnreadable, fmt.Sprintf("a game this server does not have: %q", doc.Game), 0)
		return
	}
	match, err := openDoc(g, doc)
	if err != nil {
		problem(problemUnreadable, fmt.Sprintf("its record: %v", err), 0)
		return
	}
	if !marked || !behind(&doc, m) {
		return
	}
	steps := match.Steps()
	doc.WentBack = &wentBack{Had: m.Steps, Kept: steps, Saves: m.Saves, At: time.Now().UTC()}
	doc.Saves++
	detail := fmt.Sprintf("stored %d times, acknowledged %d", doc.Saves-1, m.Saves)
	enc, err := encodeDoc(doc)
	if err == nil {
		var next uint64
		if next, err = s.cfg.Store.Save(ctx, code, enc, rev); err == nil {
			s.marks.reset(code, Mark{Saves: doc.Saves, Steps: steps, Rev: next})
		}
	}
	switch {
	case errors.Is(err, ErrConflict):
		detail += "; changed meanwhile: flagged where it is open"
	case err != nil:
		detail += fmt.Sprintf("; not flagged: %v", err)
	}
	problem(problemWentBack, detail, steps)
}

// check compares a room just opened with its mark (the room's write
// held, not its state lock): one that went back is flagged in its
// document before anyone plays on, and its players are told with every
// state.
func (r *room) check(ctx context.Context) {
	for range 3 {
		m, ok := r.srv.marks.mark(ctx, r.code)
		r.mu.Lock()
		doc, steps := r.doc, r.match.Steps()
		r.mu.Unlock()
		if !ok || !behind(&doc, m) {
			return
		}
		doc.WentBack = &wentBack{Had: m.Steps, Kept: steps, Saves: m.Saves, At: time.Now().UTC()}
		p := roomProblem{Room: r.code, Problem: problemWentBack, Steps: steps, HadSteps: m.Steps, Found: "open",
			Detail: fmt.Sprintf("stored %d times, acknowledged %d", doc.Saves, m.Saves)}
		err := r.store(ctx, doc, steps, nil)
		if errors.Is(err, ErrConflict) {
			r.reload(ctx)
			continue
		}
		if err != nil {
			p.Detail += fmt.Sprintf("; not flagged: %v", err)
		} else {
			// The document and revision change only with the write held.
			r.srv.marks.reset(r.code, Mark{Saves: r.doc.Saves, Steps: steps, Rev: r.rev})
		}
		r.srv.reportProblem(p)
		return
	}
}

// noteLocked marks the room's latest save (the state lock held, as the
// store kept it).
func (r *room) noteLocked() {
	r.srv.marks.note(r.code, Mark{Saves: r.doc.Saves, Steps: r.step, Rev: r.rev})
}

// reportProblem logs a room the store did not keep as acknowledged and
// keeps it for /healthz?detail.
func (s *Server) reportProblem(p roomProblem) {
	s.report.add(p)
	s.log.Error("audit: "+problemWords[p.Problem], "room", p.Room, "steps", p.Steps, "had_steps", p.HadSteps, "detail", p.Detail, "found", p.Found)
}

var problemWords = map[string]string{
	problemWentBack:   "a room went back: the store lost moves it had acknowledged; kept as found and its players told",
	problemGone:       "a room is gone: the store lost it",
	problemUnreadable: "a room cannot be read",
}
