package server

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
	"orbis/game/online/profile"
)

// answerTo waits for the answer of request seq (skipping the table's
// messages) and returns it: the profile, the challenge, the games, the
// seat or a refusal.
func (c *wsClient) answerTo(seq uint64) online.Message {
	c.t.Helper()
	for {
		m := c.next()
		if m.Seq == seq && m.Type != online.TypeState && m.Type != online.TypeTable {
			return m
		}
	}
}

// challenge asks for the connection's challenge.
func (c *wsClient) challenge() profile.Challenge {
	c.t.Helper()
	m := c.answerTo(c.send(online.Message{Type: online.TypeChallenge}))
	if m.Type != online.TypeChallenge || m.Challenge == nil {
		c.t.Fatalf("a challenge's answer: %s %s: %s", m.Type, m.Reason, m.Detail)
	}
	return profile.Challenge{Nonce: m.Challenge.Nonce, Origin: m.Challenge.Origin, Time: m.Challenge.Time}
}

// register registers the device's profile under name and returns the
// server's answer.
func (c *wsClient) register(d profile.Device, name string) online.Message {
	c.t.Helper()
	reg, err := profile.NewRegistration(d.Recovery, c.challenge())
	if err != nil {
		c.t.Fatal(err)
	}
	return c.answerTo(c.send(online.Message{Type: online.TypeRegister, Name: name, Proof: &online.Proof{
		ID: reg.ID, Key: reg.Key, Replace: reg.Replace, Signature: reg.Signature, ReplaceSignature: reg.ReplaceSignature}}))
}

// signIn signs in with the device's key and returns the server's answer.
func (c *wsClient) signIn(d profile.Device) online.Message {
	c.t.Helper()
	sig := profile.Sign(d.Key, c.challenge())
	return c.answerTo(c.send(online.Message{Type: online.TypeSignIn, Proof: &online.Proof{ID: d.ID, Generation: d.Generation, Signature: sig}}))
}

// replaceKey replaces the profile's key by generation's, signed with key
// (the replacing key, or a forger's).
func (c *wsClient) replaceKey(r profile.Recovery, generation uint32) online.Message {
	c.t.Helper()
	rep, err := profile.NewReplacement(r, generation, c.challenge())
	if err != nil {
		c.t.Fatal(err)
	}
	return c.answerTo(c.send(online.Message{Type: online.TypeReplaceKey, Proof: &online.Proof{ID: rep.ID, Generation: rep.Generation, Key: rep.Key, Signature: rep.Signature}}))
}

// startProfileServer serves the tally with the profiles' limits lifted.
func startProfileServer(t *testing.T) *testServer {
	t.Helper()
	return startProfileServerOn(t, NewMemoryStore())
}

// startProfileServerOn is startProfileServer on a store another server
// may share.
func startProfileServerOn(t *testing.T, store Store) *testServer {
	t.Helper()
	lifted := ProfileLimits{RegistrationsPerMinute: 1 << 20, SignInFailuresPerMinute: 1 << 20, SignInsPerMinute: 1 << 20, ChangesPerHour: 1 << 20}
	return startServerWith(t, Config{Games: []online.Ruleset{&tally{goal: 50}}, Store: store, Profiles: lifted})
}

func newDevice(t *testing.T) profile.Device {
	t.Helper()
	d, err := profile.NewDevice(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// wantProfile fails unless m names the profile id as name.
func wantProfile(t *testing.T, m online.Message, id, name string) {
	t.Helper()
	if m.Type != online.TypeProfile || m.Profile == nil || m.Profile.ID != id || m.Profile.Name != name {
		t.Fatalf("answer %s %+v (%s: %s), want the profile %s named %q", m.Type, m.Profile, m.Reason, m.Detail, id, name)
	}
}

// wantRefused fails unless m is a refusal for reason.
func wantRefused(t *testing.T, m online.Message, reason string) {
	t.Helper()
	if m.Type != online.TypeRefused || m.Reason != reason {
		t.Fatalf("answer %s %q (%s), want refused %q", m.Type, m.Reason, m.Detail, reason)
	}
}

// TestProfileMovesToAnotherDeviceByItsRecoveryCode: a profile registered
// on one device signs in on another made from its recovery code; a key
// replaced from the second makes the first's key refused (old_key, with
// the generation in use), and the first, given the code, signs in with
// that generation.
func TestProfileMovesToAnotherDeviceByItsRecoveryCode(t *testing.T) {
	ts := startProfileServer(t)
	phone := newDevice(t)
	wantProfile(t, dialClient(t, ts).register(phone, "Ada"), phone.ID, "Ada")

	code, err := profile.ParseRecovery(strings.ToLower(phone.Recovery.String())) // as typed on the new device
	if err != nil {
		t.Fatal(err)
	}
	laptop, err := profile.FromRecovery(code, profile.FirstGeneration)
	if err != nil {
		t.Fatal(err)
	}
	lc := dialClient(t, ts)
	wantProfile(t, lc.signIn(laptop), phone.ID, "Ada")

	replaced := lc.replaceKey(code, 2)
	wantProfile(t, replaced, phone.ID, "Ada")
	if replaced.Profile.Generation != 2 {
		t.Fatalf("after the replacement: generation %d, want 2", replaced.Profile.Generation)
	}
	old := dialClient(t, ts).signIn(phone)
	wantRefused(t, old, online.ReasonOldKey)
	if old.Generation != 2 {
		t.Fatalf("old_key names generation %d, want 2", old.Generation)
	}
	again, err := profile.FromRecovery(phone.Recovery, old.Generation)
	if err != nil {
		t.Fatal(err)
	}
	wantProfile(t, dialClient(t, ts).signIn(again), phone.ID, "Ada")
	wantRefused(t, dialClient(t, ts).replaceKey(code, 2), online.ReasonOldKey) // a replacement goes forward only
}

// TestForgedSignatureIsRefused: a sign-in signed by another key, an
// answer used twice, an answer made for another connection's challenge,
// a registration whose id is not its key's and a key replacement signed
// by the key in use are all refused, and sign nobody in.
func TestForgedSignatureIsRefused(t *testing.T) {
	ts := startProfileServer(t)
	ada, eve := newDevice(t), newDevice(t)
	wantProfile(t, dialClient(t, ts).register(ada, "Ada"), ada.ID, "Ada")

	c := dialClient(t, ts)
	forged := profile.Sign(eve.Key, c.challenge())
	wantRefused(t, c.answerTo(c.send(online.Message{Type: online.TypeSignIn, Proof: &online.Proof{ID: ada.ID, Generation: 1, Signature: forged}})), online.ReasonBadSignature)

	// A true answer, seen on the wire, is worth nothing a second time, nor
	// on another connection.
	ch := c.challenge()
	good := &online.Proof{ID: ada.ID, Generation: 1, Signature: profile.Sign(ada.Key, ch)}
	wantProfile(t, c.answerTo(c.send(online.Message{Type: online.TypeSignIn, Proof: good})), ada.ID, "Ada")
	wantRefused(t, c.answerTo(c.send(online.Message{Type: online.TypeSignIn, Proof: good})), online.ReasonNoChallenge)
	other := dialClient(t, ts)
	other.challenge()
	wantRefused(t, other.answerTo(other.send(online.Message{Type: online.TypeSignIn, Proof: good})), online.ReasonBadSignature)

	// Eve registers her keys under Ada's id.
	reg, err := profile.NewRegistration(eve.Recovery, other.challenge())
	if err != nil {
		t.Fatal(err)
	}
	wantRefused(t, other.answerTo(other.send(online.Message{Type: online.TypeRegister, Name: "Eve", Proof: &online.Proof{
		ID: ada.ID, Key: reg.Key, Replace: reg.Replace, Signature: reg.Signature, ReplaceSignature: reg.ReplaceSignature}})), online.ReasonBadSignature)

	// A device that holds only Ada's key cannot replace it.
	ch = other.challenge()
	newKey, _ := eve.Recovery.Key(2)
	rep := profile.Replacement{ID: ada.ID, Generation: 2, Key: profile.PublicKey(newKey)}
	signed, err := profile.NewReplacement(eve.Recovery, 2, ch)
	if err != nil {
		t.Fatal(err)
	}
	rep.Signature = signed.Signature // over another id: verifies with no key of Ada's
	wantRefused(t, other.answerTo(other.send(online.Message{Type: online.TypeReplaceKey, Proof: &online.Proof{ID: rep.ID, Generation: 2, Key: rep.Key, Signature: rep.Signature}})), online.ReasonBadSignature)

	// Nobody was signed in by any of it: a rename asks to sign in.
	wantRefused(t, other.answerTo(other.send(online.Message{Type: online.TypeRename, Name: "Mallory"})), online.ReasonNotSignedIn)
	wantProfile(t, dialClient(t, ts).signIn(ada), ada.ID, "Ada") // Ada's key is still hers
}

// TestDisplayNamesAreUniqueRegardlessOfCase: a name taken in any case
// gets a number, a rename too; a deleted profile's name is free again,
// and the rooms keep the names their seats had.
func TestDisplayNamesAreUniqueRegardlessOfCase(t *testing.T) {
	ts := startProfileServer(t)
	a, b, c := newDevice(t), newDevice(t), newDevice(t)
	ac := dialClient(t, ts)
	wantProfile(t, ac.register(a, "Ada"), a.ID, "Ada")
	wantProfile(t, dialClient(t, ts).register(b, "  ada "), b.ID, "ada 2")
	cc := dialClient(t, ts)
	wantProfile(t, cc.register(c, "Bea"), c.ID, "Bea")
	wantProfile(t, cc.answerTo(cc.send(online.Message{Type: online.TypeRename, Name: "ADA"})), c.ID, "ADA 3")
	wantRefused(t, cc.answerTo(cc.send(online.Message{Type: online.TypeRename, Name: "\u200b "})), online.ReasonBadName) // the table's name rules
	wantProfile(t, cc.answerTo(cc.send(online.Message{Type: online.TypeRename, Name: "Bea"})), c.ID, "Bea")              // "Bea" was let go of by the rename

	code, _ := ac.create("tally", "human", "open")
	del := ac.answerTo(ac.send(online.Message{Type: online.TypeDeleteProfile}))
	if del.Type != online.TypeProfile || del.Profile == nil || !del.Profile.Deleted || del.Profile.ID != a.ID {
		t.Fatalf("delete_profile's answer: %s %+v", del.Type, del.Profile)
	}
	wantRefused(t, dialClient(t, ts).signIn(a), online.ReasonNoProfile)
	d := newDevice(t)
	wantProfile(t, dialClient(t, ts).register(d, "ada"), d.ID, "ada") // free again
	doc, _, err := ts.srv.cfg.Store.Load(context.Background(), code)
	if err != nil {
		t.Fatal(err)
	}
	head, _ := decodeHead(doc)
	if head.Seats[0].Name != "Ada" || head.Seats[0].Profile != a.ID {
		t.Fatalf("the deleted profile's seat: %+v, want it named Ada, of %s", head.Seats[0], a.ID)
	}
}

// TestMyGamesFollowTheProfile: a room made on one device is among the
// profile's games on another, which takes the seat back with a new token
// (reclaim): the first device's connection is told other_device and its
// token is refused from then on; a seat of another profile is not
// reclaimed.
func TestMyGamesFollowTheProfile(t *testing.T) {
	ts := startProfileServer(t)
	ada := newDevice(t)
	phone := dialClient(t, ts)
	wantProfile(t, phone.register(ada, "Ada"), ada.ID, "Ada")
	code, token := phone.create("tally", "human", "open")

	laptop := dialClient(t, ts)
	wantProfile(t, laptop.signIn(ada), ada.ID, "Ada")
	games := laptop.answerTo(laptop.send(online.Message{Type: online.TypeGames}))
	if games.Type != online.TypeGames || len(games.Games) != 1 || games.Games[0].Code != code || games.Games[0].Seat != 0 || games.Games[0].Token != "" {
		t.Fatalf("the profile's games on the laptop: %s %+v", games.Type, games.Games)
	}
	if got := games.Games[0].Names; len(got) != 2 || got[0] != "Ada" {
		t.Fatalf("the game's names: %q", got)
	}

	back := laptop.answerTo(laptop.send(online.Message{Type: online.TypeReclaim, Code: code}))
	if back.Type != online.TypeJoined || back.Seat != 0 || back.Token == "" || back.Token == token {
		t.Fatalf("reclaim: %s seat %d (%s: %s)", back.Type, back.Seat, back.Reason, back.Detail)
	}
	if reason, _ := byeOf(phone); reason != online.ByeOtherDevice {
		t.Fatalf("the phone's connection: bye %q, want %q", reason, online.ByeOtherDevice)
	}
	stale := dialClient(t, ts)
	wantRefused(t, stale.answerTo(stale.send(online.Message{Type: online.TypeResume, Code: code, Token: token})), online.ReasonBadToken)

	bea := newDevice(t)
	guest := dialClient(t, ts)
	wantProfile(t, guest.register(bea, "Bea"), bea.ID, "Bea")
	if seat := guest.join(code); seat != 1 {
		t.Fatalf("Bea joined seat %d", seat)
	}
	eve := newDevice(t)
	thief := dialClient(t, ts)
	wantProfile(t, thief.register(eve, "Eve"), eve.ID, "Eve")
	wantRefused(t, thief.answerTo(thief.send(online.Message{Type: online.TypeReclaim, Code: code})), online.ReasonBadToken)
	wantRefused(t, thief.answerTo(thief.send(online.Message{Type: online.TypeReclaim, Code: "ZZZZZZZZ"})), online.ReasonBadToken)
	unsigned := dialClient(t, ts)
	wantRefused(t, unsigned.answerTo(unsigned.send(online.Message{Type: online.TypeReclaim, Code: code})), online.ReasonNotSignedIn)

	// A signed-out connection's games with no list are no one's.
	empty := unsigned.answerTo(unsigned.send(online.Message{Type: online.TypeGames}))
	if empty.Type != online.TypeGames || len(empty.Games) != 0 {
		t.Fatalf("games of a connection not signed in: %s %+v", empty.Type, empty.Games)
	}
}

// TestResumedSeatRecordsTheProfile: a seat taken before signing in is
// the profile's once a signed-in connection resumes it.
func TestResumedSeatRecordsTheProfile(t *testing.T) {
	ts := startProfileServer(t)
	code, token := dialClient(t, ts).create("tally", "human", "open")
	ada := newDevice(t)
	c := dialClient(t, ts)
	wantProfile(t, c.register(ada, "Ada"), ada.ID, "Ada")
	enterAs(c, online.Message{Type: online.TypeResume, Code: code, Token: token})
	games := c.answerTo(c.send(online.Message{Type: online.TypeGames}))
	if len(games.Games) != 1 || games.Games[0].Code != code {
		t.Fatalf("the profile's games after a resume: %+v", games.Games)
	}
}

// TestProfileLimitsPerAddress: registrations a minute, and refused
// proofs (not a new device's first sign-in): once spent, even a good
// answer waits.
func TestProfileLimitsPerAddress(t *testing.T) {
	ts := startServerWith(t, Config{Games: []online.Ruleset{&tally{goal: 50}}, Store: NewMemoryStore(),
		Profiles: ProfileLimits{RegistrationsPerMinute: 2, SignInFailuresPerMinute: 3}})
	c := dialClient(t, ts)
	ada, eve := newDevice(t), newDevice(t)
	wantProfile(t, c.register(ada, "Ada"), ada.ID, "Ada")
	wantProfile(t, c.register(eve, "Ada"), eve.ID, "Ada 2")
	wantRefused(t, c.register(newDevice(t), "Ada"), online.ReasonRateLimit)

	for range 5 { // a new device's first sign-in, before it registers, is no failure
		wantRefused(t, c.signIn(newDevice(t)), online.ReasonNoProfile)
	}
	forged := func() online.Message {
		return c.answerTo(c.send(online.Message{Type: online.TypeSignIn, Proof: &online.Proof{ID: ada.ID, Generation: 1, Signature: profile.Sign(eve.Key, c.challenge())}}))
	}
	for range 3 {
		wantRefused(t, forged(), online.ReasonBadSignature)
	}
	wantRefused(t, forged(), online.ReasonRateLimit)
	wantRefused(t, c.signIn(ada), online.ReasonRateLimit) // even the right key waits now
}

// TestStaleNameClaimIsLetGo: a claim whose profile was never written (a
// server stopped between the two) holds while it may still be written,
// and is let go of after.
func TestStaleNameClaimIsLetGo(t *testing.T) {
	store := NewMemoryStore()
	book, err := newProfileBook(store, ProfileLimits{})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(1_800_000_000, 0)
	book.now = func() time.Time { return now }
	ctx := context.Background()
	if got, err := book.claim(ctx, "0000000000000000", "Ada", ""); err != nil || got != "Ada" {
		t.Fatalf("first claim: %q, %v", got, err)
	}
	if got, err := book.claim(ctx, "1111111111111111", "ada", ""); err != nil || got != "ada 2" {
		t.Fatalf("a claim while the first may still be written: %q, %v; want ada 2", got, err)
	}
	now = now.Add(2 * claimSettles)
	if got, err := book.claim(ctx, "2222222222222222", "ADA", ""); err != nil || got != "ADA" {
		t.Fatalf("a claim after the first was left behind: %q, %v; want ADA", got, err)
	}
	data, _, err := book.docs.Get(ctx, claimKey("ada"))
	var cl nameClaim
	if err != nil || json.Unmarshal(data, &cl) != nil || cl.ID != "2222222222222222" {
		t.Fatalf("the claim of ada: %s, %v", data, err)
	}
}

// TestChallengeNamesTheDialedServer: the challenge's origin is the host
// the client dialed; a host that is not the server's own gets none.
func TestChallengeNamesTheDialedServer(t *testing.T) {
	ts := startProfileServer(t)
	c := dialClient(t, ts)
	ch := c.challenge()
	if want := strings.TrimPrefix(ts.url, "http://"); ch.Origin != want || len(ch.Nonce) != profile.NonceSize {
		t.Fatalf("challenge origin %q, nonce of %d bytes; want %q, %d", ch.Origin, len(ch.Nonce), want, profile.NonceSize)
	}
	if again := c.challenge(); bytes.Equal(again.Nonce, ch.Nonce) {
		t.Fatal("two challenges with one nonce")
	}

	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(ts.url, "http")+"/ws", &websocket.DialOptions{Host: "relay.example.org"})
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	data, _ := online.Encode(online.Message{Type: online.TypeChallenge, Seq: 1})
	if err := ws.Write(ctx, websocket.MessageText, data); err != nil {
		t.Fatal(err)
	}
	_, data, err = ws.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := online.DecodeResponse(data)
	wantRefused(t, m, online.ReasonBadOrigin)
}

// TestReclaimOnAnotherServer: a seat taken back on another server of the
// cluster closes the first device's connection with other_device there
// too, not as a seat the host gave away.
func TestReclaimOnAnotherServer(t *testing.T) {
	store := NewMemoryStore()
	ada := newDevice(t)
	phone := dialClient(t, startProfileServerOn(t, store))
	wantProfile(t, phone.register(ada, "Ada"), ada.ID, "Ada")
	code, _ := phone.create("tally", "human", "open")
	laptop := dialClient(t, startProfileServerOn(t, store))
	wantProfile(t, laptop.signIn(ada), ada.ID, "Ada")
	if back := laptop.answerTo(laptop.send(online.Message{Type: online.TypeReclaim, Code: code})); back.Type != online.TypeJoined {
		t.Fatalf("reclaim on the other server: %s %s", back.Type, back.Reason)
	}
	if reason, _ := byeOf(phone); reason != online.ByeOtherDevice {
		t.Fatalf("the phone's connection on the first server: bye %q, want %q", reason, online.ByeOtherDevice)
	}
}
