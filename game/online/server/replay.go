package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"orbis/game/online"
)

// Shared replays. A finished game's record, as anyone may see it (the
// game's view: no seed, no dice, what was never drawn in a canonical
// order), is answered to a `replay` request and at GET /replay/CODE, for
// the link /?replay=CODE that opens it in the replay viewer. A game under
// way is refused (not_over): the answer tells nothing of it but that. Each
// request is a lookup of the address, as a join is.

var errNotOver = refusal{online.ReasonNotOver, "the game in this room is under way: its replay is shown once it is over"}

// replay answers a replay request with the finished game of its code.
func (c *conn) replay(ctx context.Context, m online.Message) bool {
	if !c.allowLookup(m.Seq) {
		return false
	}
	msg, err := c.srv.finishedGame(ctx, m.Code)
	if err != nil {
		c.refuseFor(m.Seq, "a replay", err, "code", m.Code)
		return false
	}
	msg.Seq = m.Seq
	c.send(msg)
	return true
}

// finishedGame is the replay message of a room's finished game: its view
// and final scores. A room whose summary says it is under way is refused
// without its game replayed.
func (s *Server) finishedGame(ctx context.Context, code string) (online.Message, error) {
	data, _, head, err := s.loadHead(ctx, code)
	if errors.Is(err, ErrNoRoom) {
		return online.Message{}, refusal{online.ReasonNoRoom, "no room with this code"}
	}
	if err != nil {
		return online.Message{}, err
	}
	if head.Summary != nil && !head.Summary.Over {
		return online.Message{}, errNotOver
	}
	g := s.games[head.Game]
	if g == nil {
		return online.Message{}, fmt.Errorf("room %s: a game this server does not have: %q", code, head.Game)
	}
	doc, err := assemble(ctx, s.cfg.Store, code, data, nil)
	if err != nil {
		return online.Message{}, err
	}
	match, err := openDoc(g, doc)
	if err != nil {
		return online.Message{}, fmt.Errorf("room %s: %w", code, err)
	}
	if !match.Over() {
		return online.Message{}, errNotOver
	}
	view, err := match.View()
	if err != nil {
		return online.Message{}, fmt.Errorf("room %s: its view: %w", code, err)
	}
	return online.Message{Type: online.TypeReplay, Code: code, Game: g.ID(), View: json.RawMessage(view), Scores: match.Scores()}, nil
}

// serveReplay answers GET /replay/CODE with the finished game's record as
// anyone may see it (JSON, a file the replay viewer opens); 404 for no such
// room, 409 for a game under way, 429 when the address looked up too much.
func (s *Server) serveReplay(w http.ResponseWriter, r *http.Request) {
	setPageHeaders(w.Header())
	w.Header().Set("Cache-Control", "no-store")
	fail := func(status int, reason, detail string) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_ = json.NewEncoder(w).Encode(map[string]string{"reason": reason, "detail": detail})
	}
	if !s.lookups.allow(addrKey(s.clientAddr(r)), time.Now()) {
		fail(http.StatusTooManyRequests, online.ReasonRateLimit, "too many tries to find rooms: wait a minute")
		return
	}
	code, err := online.ParseCode(r.PathValue("code"))
	if err != nil {
		fail(http.StatusBadRequest, online.ReasonBadMessage, err.Error())
		return
	}
	msg, err := s.finishedGame(r.Context(), code)
	var ref refusal
	switch {
	case errors.As(err, &ref) && ref.reason == online.ReasonNoRoom:
		fail(http.StatusNotFound, ref.reason, ref.detail)
		return
	case errors.As(err, &ref) && ref.reason == online.ReasonNotOver:
		fail(http.StatusConflict, ref.reason, ref.detail)
		return
	case err != nil:
		s.log.Error("a replay", "code", code, "err", err)
		fail(http.StatusInternalServerError, online.ReasonInternal, "the server could not do it; try again")
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`inline; filename="%s-%s.json"`, msg.Game, code))
	_, _ = w.Write(msg.View)
}
