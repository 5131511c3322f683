package server

import (
	"context"
	"fmt"
	"runtime/debug"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// A panic in a room's work (the rules, or the server's code around them)
// ends that room on this server, never the process: it is logged with the
// room, its step and the stack, the room's clients are refused with
// room_failed and closed with closeRoomFailed, and the room is refused from
// then on until the server starts again (opening it again would likely
// fail the same way). The other rooms play on.

// closeRoomFailed is the WebSocket close reason a failed room's clients get.
const closeRoomFailed = "the room failed on the server"

// errRoomFailed refuses a request to a room that failed on this server.
var errRoomFailed = refusal{online.ReasonRoomFailed, "this room failed on the server; its operator can see why in the log"}

// contain is deferred by the room's background work (the turn clock, the
// watch, a computer's turn): it turns a panic into the room's failure.
func (r *room) contain(where string) {
	if p := recover(); p != nil {
		r.fail(where, p, debug.Stack())
	}
}

// fail ends a room after a panic. The panicking code let go of the room's
// locks as it unwound (every lock of a room is released by a defer).
func (r *room) fail(where string, p any, stack []byte) {
	r.mu.Lock()
	if r.failed {
		r.mu.Unlock()
		return
	}
	r.failed = true
	r.closed.Store(true)
	if r.timer != nil {
		r.timer.Stop()
		r.timer = nil
	}
	conns := r.conns
	r.conns, r.owed = map[*conn]int{}, nil
	step := r.step
	r.mu.Unlock()

	r.srv.log.Error("a room failed", "room", r.code, "step", step, "where", where, "panic", fmt.Sprint(p), "stack", string(stack))
	r.stop()
	s := r.srv
	s.mu.Lock()
	s.failed[r.code] = true
	if s.rooms[r.code] == r {
		delete(s.rooms, r.code)
	}
	s.mu.Unlock()
	for c := range conns {
		c.send(online.Message{Type: online.TypeRefused, Reason: errRoomFailed.reason, Detail: errRoomFailed.detail})
		c.end(websocket.StatusCode(online.RoomFailedClose), closeRoomFailed)
	}
}

// hasFailed reports whether a panic ended the room.
func (r *room) hasFailed() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.failed
}

// serve carries out a request, containing a panic in it: the request is
// refused (room_failed when a room failed with it, else internal), the
// room the connection plays in fails (a room being entered is refused
// from then on), and the connection is closed.
func (c *conn) serve(ctx context.Context, m online.Message) (taken bool) {
	defer func() {
		p := recover()
		if p == nil {
			return
		}
		stack := debug.Stack()
		reason := errRoomFailed.reason
		if c.room == nil && m.Code == "" {
			reason = online.ReasonInternal // no room fails with it
		}
		c.refuse(m.Seq, reason, "the server failed at this request")
		switch {
		case c.room != nil:
			c.room.fail("a request: "+m.Type, p, stack)
		case m.Code != "":
			c.srv.failCode(m.Code, "a request: "+m.Type, p, stack)
		default:
			c.srv.log.Error("a request failed", "type", m.Type, "addr", c.addr, "panic", fmt.Sprint(p), "stack", string(stack))
		}
		c.end(websocket.StatusInternalError, "the server failed at a request")
		taken = false
	}()
	return c.handle(ctx, m)
}

// failCode fails a room by its code when it panicked before it was open
// (reading it from the store, replaying it), or a room that is open.
func (s *Server) failCode(code, where string, p any, stack []byte) {
	s.mu.Lock()
	r := s.rooms[code]
	if r == nil {
		s.failed[code] = true
	}
	s.mu.Unlock()
	if r != nil {
		r.fail(where, p, stack)
		return
	}
	s.log.Error("a room failed", "room", code, "step", -1, "where", where, "panic", fmt.Sprint(p), "stack", string(stack)) // -1: not read yet
}

// visit opens, in the sweep, a room whose turn ran out while nobody was
// there; a panic in it fails that room only.
func (s *Server) visit(code string) {
	defer func() {
		if p := recover(); p != nil {
			s.failCode(code, "the sweep", p, debug.Stack())
		}
	}()
	s.visitDue(s.ctx, code)
}
