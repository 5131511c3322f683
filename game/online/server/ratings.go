package server

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"orbis/game/online"
	"orbis/game/online/rating"
)

// Ratings between people (docs/ratings.md). When a rated room's game
// ends, the server that sees it stored rates it: the game's mark
// ("rated.<code>" in DocsRatings) is created first, so that of the
// servers that see the same end only the one whose create succeeds
// counts it; then each person's rating in the game ("r.<game>.<profile>")
// is updated with compare-and-set, and the room keeps the changes, which
// its final state shows.

// ratingDoc is a person's rating in a game, as DocsRatings keeps it.
type ratingDoc struct {
	Name  string  `json:"name"` // the name they played their last rated game under
	R     float64 `json:"r"`
	RD    float64 `json:"rd"`
	Sigma float64 `json:"sigma"`
	Games int     `json:"games"`
}

func (d ratingDoc) rating() rating.Rating {
	return rating.Rating{R: d.R, RD: d.RD, Sigma: d.Sigma, Games: d.Games}
}

// markDoc is a rated game's mark: what the game did to each rated seat.
type markDoc struct {
	Game    string                `json:"game"`
	Changes []online.RatingChange `json:"changes"`
}

func ratingKey(game, profile string) string { return "r." + game + "." + profile }
func markKey(code string) string            { return "rated." + code }

// ratingOf is a person's rating in a game: a newcomer's when they have
// none, or when the store cannot say (logged).
func (s *Server) ratingOf(ctx context.Context, game, profile string) rating.Rating {
	docs, err := s.cfg.Store.Docs(DocsRatings)
	if err != nil {
		return rating.New()
	}
	d, _, err := readRating(ctx, docs, game, profile)
	if err != nil && !errors.Is(err, ErrNoDoc) {
		s.log.Warn("reading a rating", "game", game, "profile", profile, "err", err)
	}
	if err != nil {
		return rating.New()
	}
	return d.rating()
}

func readRating(ctx context.Context, docs Docs, game, profile string) (ratingDoc, uint64, error) {
	data, rev, err := docs.Get(ctx, ratingKey(game, profile))
	if err != nil {
		return ratingDoc{}, 0, err
	}
	var d ratingDoc
	if err := json.Unmarshal(data, &d); err != nil {
		return ratingDoc{}, 0, fmt.Errorf("rating %s of %s: %w", game, profile, err)
	}
	return d, rev, nil
}

// leftSeat is a signed-in person who left their seat of a rated game
// once it had begun (or whose absent seat the host gave to a computer):
// the seat's result is still theirs, so that leaving a game one is losing
// does not keep a rating.
type leftSeat struct {
	Seat    int    `json:"seat"`
	Profile string `json:"profile"`
	Name    string `json:"name"`
}

// noteLeft keeps who leaves a seat of a rated game that has begun.
func noteLeft(doc *roomDoc, seat int, started bool) {
	if sd := doc.Seats[seat]; started && doc.Rated && sd.Kind == "human" && sd.Profile != "" {
		doc.Left = append(doc.Left, leftSeat{Seat: seat, Profile: sd.Profile, Name: sd.Name})
	}
}

// ratedSeat is a seat of a finished game as the rating reads it: its
// final place is by score, or by rank where the game ranks with
// tie-breaks (a better place is a lower rank: the score is its negation).
type ratedSeat struct {
	profile, name, kind string
	score               int
}

// rateIfOverLocked sets the rating of a rated room's finished game going,
// once its last step is stored and if no server has counted it yet (the
// state lock held): the store's work is done away from the room's locks.
func (r *room) rateIfOverLocked() {
	if r.closed.Load() || !r.doc.Rated || r.doc.Changes != nil || r.matched.rating || !r.match.Over() || r.step != r.match.Steps() {
		return
	}
	scores := r.match.Scores()
	if rk, ok := r.match.(online.Ranker); ok {
		if ranks := rk.Ranks(); len(ranks) == len(scores) {
			for i, place := range ranks {
				scores[i] = -place // ranked by place, tie-breaks and all
			}
		}
	}
	seats := make([]ratedSeat, len(r.doc.Seats))
	for i, sd := range r.doc.Seats {
		seats[i] = ratedSeat{profile: sd.Profile, name: sd.Name, kind: sd.Kind}
		if i < len(scores) {
			seats[i].score = scores[i]
		}
	}
	for _, l := range r.doc.Left { // the seat's result is its person's, who left it
		if l.Seat >= 0 && l.Seat < len(seats) && strings.HasPrefix(seats[l.Seat].kind, "ai:") {
			seats[l.Seat].profile, seats[l.Seat].name, seats[l.Seat].kind = l.Profile, l.Name, "human"
		}
	}
	if !r.srv.startWork() {
		return
	}
	r.matched.rating = true
	go func() {
		defer r.srv.work.Done()
		defer r.contain("rating the game")
		ctx, cancel := context.WithTimeout(r.srv.ctx, time.Minute)
		defer cancel()
		changes, err := r.srv.rateGame(ctx, r.code, r.game.ID(), seats)
		if err != nil {
			r.srv.log.Error("rating a game", "room", r.code, "err", err)
			return
		}
		if changes != nil {
			r.keepChanges(ctx, changes)
		}
	}()
}

// rateGame counts a finished game's result in its people's ratings, once
// whatever the servers that try: the changes by seat, those of the server
// that counted it when another did; nil when the game is not rated.
func (s *Server) rateGame(ctx context.Context, code, game string, seats []ratedSeat) ([]online.RatingChange, error) {
	docs, err := s.cfg.Store.Docs(DocsRatings)
	if err != nil {
		return nil, err
	}
	ladder := s.cfg.Ladders[game]
	rs, at := s.rateable(code, seats, ladder)
	people := 0
	for _, st := range rs {
		if st.Person != "" && !strings.HasPrefix(st.Person, unsignedPerson) {
			people++
		}
	}
	if people == 0 || !rating.Rateable(rs) {
		return nil, nil
	}
	before := map[string]rating.Rating{}
	for _, st := range rs {
		if st.Person != "" {
			before[st.Person] = s.ratingOf(ctx, game, st.Person)
		}
	}
	after, err := rating.Update(before, rs, ladder)
	if err != nil {
		return nil, err
	}
	mark := markDoc{Game: game}
	for j, st := range rs {
		if p := seats[at[j]].profile; p != "" && st.Person == p {
			a := after[p]
			mark.Changes = append(mark.Changes, online.RatingChange{Seat: at[j], Before: round1(before[p].R), After: round1(a.R), Deviation: round1(a.RD)})
		}
	}
	data, err := json.Marshal(mark)
	if err != nil {
		return nil, err
	}
	if _, err := docs.Create(ctx, markKey(code), data); errors.Is(err, ErrExists) {
		return s.countedMark(ctx, docs, code) // another server (or this one before) counted it
	} else if err != nil {
		return nil, err
	}
	for j, st := range rs {
		if seat := seats[at[j]]; seat.profile != "" && st.Person == seat.profile {
			if err := s.storeRating(ctx, docs, game, seat, rs, before); err != nil {
				return nil, err
			}
		}
	}
	s.log.Info("game rated", "room", code, "game", game, "people", people)
	s.boards.forget(game)
	return mark.Changes, nil
}

// unsignedPerson names a person who did not sign in, in the rating of
// their game: a newcomer, not kept.
const unsignedPerson = "seat-"

// rateable are a finished game's seats as the rating counts them, ranked
// by final score (equal scores tie), with at the seat each comes from: a
// computer whose level the game's ladder does not rate is left out
// (logged), the people rated among the other seats.
func (s *Server) rateable(code string, seats []ratedSeat, ladder rating.Ladder) (rs []rating.Seat, at []int) {
	for i, st := range seats {
		var r rating.Seat
		switch level, ai := strings.CutPrefix(st.kind, "ai:"); {
		case ai:
			if _, err := ladder.Computer(level); err != nil {
				s.log.Warn("a computer left out of a game's rating", "room", code, "seat", i+1, "err", err)
				continue
			}
			r.Level = level
		case st.profile != "":
			r.Person = st.profile
		default:
			r.Person = unsignedPerson + strconv.Itoa(i+1)
		}
		rs, at = append(rs, r), append(at, i)
	}
	for j := range rs {
		rs[j].Rank = 1
		for _, k := range at {
			if seats[k].score > seats[at[j]].score {
				rs[j].Rank++
			}
		}
	}
	return rs, at
}

// countedMark reads the changes of a game another server counted.
func (s *Server) countedMark(ctx context.Context, docs Docs, code string) ([]online.RatingChange, error) {
	data, _, err := docs.Get(ctx, markKey(code))
	if err != nil {
		return nil, err
	}
	var mark markDoc
	if err := json.Unmarshal(data, &mark); err != nil {
		return nil, fmt.Errorf("the rated mark of %s: %w", code, err)
	}
	return mark.Changes, nil
}

// storeRating writes one person's rating after the game with
// compare-and-set: when their rating changed meanwhile (another game of
// theirs ended), the game is counted again from it, the others' ratings
// as they were before this game.
func (s *Server) storeRating(ctx context.Context, docs Docs, game string, st ratedSeat, seats []rating.Seat, before map[string]rating.Rating) error {
	for range 5 {
		d, rev, err := readRating(ctx, docs, game, st.profile)
		if err != nil && !errors.Is(err, ErrNoDoc) {
			return err
		}
		now := maps.Clone(before)
		if rev != 0 {
			now[st.profile] = d.rating()
		} else {
			now[st.profile] = rating.New()
		}
		after, err := rating.Update(now, seats, s.cfg.Ladders[game])
		if err != nil {
			return err
		}
		a := after[st.profile]
		data, err := json.Marshal(ratingDoc{Name: st.name, R: a.R, RD: a.RD, Sigma: a.Sigma, Games: a.Games})
		if err != nil {
			return err
		}
		if rev == 0 {
			_, err = docs.Create(ctx, ratingKey(game, st.profile), data)
		} else {
			_, err = docs.Update(ctx, ratingKey(game, st.profile), data, rev)
		}
		if err == nil || !(errors.Is(err, ErrConflict) || errors.Is(err, ErrExists)) {
			return err
		}
	}
	return fmt.Errorf("rating of %s in %s: changed too often meanwhile", st.profile, game)
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }

// keepChanges stores a rated game's changes in its room, and sends its
// table the final state again with them.
func (r *room) keepChanges(ctx context.Context, changes []online.RatingChange) {
	r.write.Lock()
	defer r.write.Unlock()
	for range 3 {
		doc, err := r.edited(func(doc *roomDoc) error {
			if doc.Changes != nil {
				return errAlreadyKept
			}
			doc.Changes = changes
			return nil
		})
		if err == nil {
			err = r.store(ctx, doc, r.step, func() {
				for c := range r.conns {
					r.sendStateLocked(c)
				}
			})
		}
		if errors.Is(err, ErrConflict) {
			r.reload(ctx)
			continue
		}
		if err != nil && !errors.Is(err, errAlreadyKept) {
			r.srv.log.Warn("keeping a game's rating changes", "room", r.code, "err", err)
		}
		return
	}
}

var errAlreadyKept = errors.New("the room has its rating changes already")

// boardTTL is how long a server answers a game's leaderboard from memory
// before it reads the ratings again (a game this server rates forgets it).
const boardTTL = 5 * time.Second

// boards keeps each game's leaderboard as last read.
type boards struct {
	mu   sync.Mutex
	byID map[string]board
}

type board struct {
	at   time.Time
	rows []online.RatingRow
	ids  []string // the profile of each row
}

func (b *boards) forget(game string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.byID, game)
}

// leaderboard answers a ratings request: the rows from offset on, and the
// asker's own row when they are rated.
func (s *Server) leaderboard(ctx context.Context, game string, offset int, asker string) (online.Message, error) {
	if s.games[game] == nil {
		return online.Message{}, refusal{online.ReasonNoGame, fmt.Sprintf("no game %q here", game)}
	}
	b, err := s.board(ctx, game)
	if err != nil {
		return online.Message{}, err
	}
	out := online.Message{Game: game, Offset: offset, Rows: []online.RatingRow{}}
	if offset < len(b.rows) {
		out.Rows = b.rows[offset:min(len(b.rows), offset+online.MaxRatingsRows)]
	}
	if i := slices.Index(b.ids, asker); asker != "" && i >= 0 {
		mine := b.rows[i]
		out.Mine = &mine
	}
	return out, nil
}

// board is a game's leaderboard, from memory when read lately.
func (s *Server) board(ctx context.Context, game string) (board, error) {
	s.boards.mu.Lock()
	b, ok := s.boards.byID[game]
	s.boards.mu.Unlock()
	if ok && time.Since(b.at) < boardTTL {
		return b, nil
	}
	docs, err := s.cfg.Store.Docs(DocsRatings)
	if err != nil {
		return board{}, err
	}
	prefix := ratingKey(game, "")
	keys, err := docs.Keys(ctx, prefix)
	if err != nil {
		return board{}, err
	}
	type entry struct {
		id string
		d  ratingDoc
	}
	var all []entry
	for _, k := range keys {
		id := strings.TrimPrefix(k, prefix)
		d, _, err := readRating(ctx, docs, game, id)
		if err != nil {
			continue // gone meanwhile, or unreadable: not on the board
		}
		all = append(all, entry{id, d})
	}
	slices.SortStableFunc(all, func(a, b entry) int {
		return cmp.Or(cmp.Compare(b.d.R, a.d.R), cmp.Compare(a.d.RD, b.d.RD), cmp.Compare(a.d.Name, b.d.Name))
	})
	b = board{at: time.Now()}
	for i, e := range all {
		b.rows = append(b.rows, online.RatingRow{Rank: i + 1, Name: e.d.Name, Rating: round1(e.d.R), Deviation: round1(e.d.RD), Games: e.d.Games})
		b.ids = append(b.ids, e.id)
	}
	s.boards.mu.Lock()
	if s.boards.byID == nil {
		s.boards.byID = map[string]board{}
	}
	s.boards.byID[game] = b
	s.boards.mu.Unlock()
	return b, nil
}
