package server

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"time"

	"orbis/game/online"
	"orbis/game/online/profile"
)

// Profiles on the wire (docs/protocol.md, "Profiles"; docs/profiles.md).
// A connection asks for a challenge; the server draws one for the host
// name the client dialed, when that name is its own (an address of the
// machine, localhost, or an --origin), and keeps it on the connection:
// the next register, sign_in or replace_key answers it, once, within two
// minutes. A connection holds one challenge at a time and only its own
// answer can spend it, so an answer made for another connection, another
// server or earlier is worth nothing; and a server that relays a
// client's connection to another cannot have it sign that one's
// challenge, since the client signs only its own server's name.

// serveProfile carries out a profile's request.
func (c *conn) serveProfile(ctx context.Context, m online.Message) bool {
	var err error
	switch m.Type {
	case online.TypeChallenge:
		err = c.sendChallenge(m)
	case online.TypeRegister:
		err = c.register(ctx, m)
	case online.TypeSignIn:
		err = c.signIn(ctx, m)
	case online.TypeReplaceKey:
		err = c.replaceKey(ctx, m)
	case online.TypeRename:
		err = c.rename(ctx, m)
	case online.TypeDeleteProfile:
		err = c.deleteProfile(ctx, m)
	}
	if err != nil {
		if !errors.Is(err, errAnswered) {
			c.refuseProfile(m, err)
		}
		return false
	}
	return true
}

// refuseProfile answers a profile's request that failed: a refusal as
// it is, a name the rules refuse as bad_name, anything else (the store)
// as internal.
func (c *conn) refuseProfile(m online.Message, err error) {
	var ref refusal
	switch {
	case errors.As(err, &ref):
	case errors.Is(err, online.ErrName):
		ref = refusal{online.ReasonBadName, err.Error()}
	default:
		c.srv.log.Error("a profile's request", "type", m.Type, "addr", c.addr, "err", err)
		ref = refusal{online.ReasonInternal, "the server could not do it; try again"}
	}
	c.refuse(m.Seq, ref.reason, ref.detail)
}

// sendChallenge draws the connection's challenge, replacing any before.
func (c *conn) sendChallenge(m online.Message) error {
	if c.host == "" || len(c.host) > profile.MaxOrigin {
		return refusal{online.ReasonBadOrigin, "the request named no host the server can sign for"}
	}
	if ok, _ := c.srv.origins.allows("http://" + c.host); !ok {
		return refusal{online.ReasonBadOrigin, fmt.Sprintf("%.64q is not a name of this server: its operator names it with --origin", c.host)}
	}
	ch, err := profile.NewChallenge(rand.Reader, c.host, c.srv.book.now())
	if err != nil {
		return err
	}
	c.challenge = &ch
	c.send(online.Message{Type: online.TypeChallenge, Seq: m.Seq, Challenge: &online.Challenge{Nonce: ch.Nonce, Origin: ch.Origin, Time: ch.Time}})
	return nil
}

// takeChallenge is the connection's challenge, spent: a wrong answer
// spends it as well, so nobody tries guesses against one.
func (c *conn) takeChallenge() (profile.Challenge, error) {
	ch := c.challenge
	c.challenge = nil
	if ch == nil {
		return profile.Challenge{}, refusal{online.ReasonNoChallenge, "ask for a challenge first: each is answered once"}
	}
	return *ch, nil
}

// allowProof refuses a proof from an address that failed too often.
func (c *conn) allowProof() error {
	if !c.srv.book.lim.failures.has(c.key, time.Now()) {
		return refusal{online.ReasonRateLimit, "too many refused sign-ins from this address: wait a minute"}
	}
	return nil
}

// proofFailed counts a refused proof against the address and says why.
func (c *conn) proofFailed(err error) error {
	c.srv.book.lim.failures.allow(c.key, time.Now())
	var ref refusal
	switch {
	case errors.As(err, &ref):
		return ref
	case errors.Is(err, profile.ErrExpired):
		return refusal{online.ReasonNoChallenge, err.Error()}
	case errors.Is(err, profile.ErrSignature), errors.Is(err, profile.ErrMalformed):
		return refusal{online.ReasonBadSignature, err.Error()}
	}
	return err
}

// signedIn makes the connection the profile's and tells the client.
func (c *conn) signedIn(seq uint64, p profileDoc) {
	c.profile = profileRef{ID: p.ID, Name: p.Name, Generation: p.Generation}
	c.send(online.Message{Type: online.TypeProfile, Seq: seq, Profile: &online.ProfileInfo{ID: p.ID, Name: p.Name, Generation: p.Generation}})
}

// register makes a new profile: its id is its first key's, both keys
// signed the challenge, the id is new here; its display name is claimed.
func (c *conn) register(ctx context.Context, m online.Message) error {
	if err := c.allowProof(); err != nil {
		return err
	}
	if !c.srv.book.lim.registrations.allow(c.key, time.Now()) {
		return refusal{online.ReasonRateLimit, "too many new profiles from this address: wait a minute"}
	}
	ch, err := c.takeChallenge()
	if err != nil {
		return err
	}
	p := m.Proof
	if err := verifyRegistration(p, ch, c.srv.book.now()); err != nil {
		return c.proofFailed(err)
	}
	book := c.srv.book
	if _, _, err := book.get(ctx, p.ID); err == nil {
		return refusal{online.ReasonProfileExists, "this profile is known here: sign in"}
	} else if !errors.Is(err, ErrNoDoc) {
		return err
	}
	name, err := book.claim(ctx, p.ID, m.Name, "")
	if err != nil {
		return err
	}
	doc := profileDoc{V: profileDocVersion, ID: p.ID, Name: name, Key: p.Key, Generation: profile.FirstGeneration, Replace: p.Replace, Created: book.now().UTC()}
	if err := book.create(ctx, doc); errors.Is(err, ErrExists) {
		return refusal{online.ReasonProfileExists, "this profile is known here: sign in"}
	} else if err != nil {
		return err
	}
	c.srv.log.Info("profile registered", "profile", p.ID, "addr", c.addr)
	c.signedIn(m.Seq, doc)
	return nil
}

// signIn checks the answer against the key in use for the id.
func (c *conn) signIn(ctx context.Context, m online.Message) error {
	if err := c.allowProof(); err != nil {
		return err
	}
	ch, err := c.takeChallenge()
	if err != nil {
		return err
	}
	p := m.Proof
	doc, _, err := c.srv.book.get(ctx, p.ID)
	if errors.Is(err, ErrNoDoc) {
		// Not a failure: every new device's first sign-in, before it registers.
		return refusal{online.ReasonNoProfile, "no profile of this id here: register it"}
	}
	if err != nil {
		return err
	}
	switch {
	case p.Generation < doc.Generation:
		c.srv.book.lim.failures.allow(c.key, time.Now())
		c.strikes++
		c.send(online.Message{Type: online.TypeRefused, Seq: m.Seq, Reason: online.ReasonOldKey, Generation: doc.Generation,
			Detail: fmt.Sprintf("the key of generation %d was replaced: generation %d is in use", p.Generation, doc.Generation)})
		return errAnswered
	case p.Generation > doc.Generation:
		return c.proofFailed(refusal{online.ReasonBadSignature, "no key of this generation"})
	}
	if err := verifySignIn(doc.Key, ch, p.Signature, c.srv.book.now()); err != nil {
		return c.proofFailed(err)
	}
	if !c.srv.book.lim.signIns.allow(p.ID, time.Now()) {
		return refusal{online.ReasonRateLimit, "this profile signed in too often: wait a minute"}
	}
	c.signedIn(m.Seq, doc)
	return nil
}

// errAnswered is a request refused with its own message already sent.
var errAnswered = errors.New("answered")

// replaceKey retires the key in use for a later generation's, signed by
// the replacing key, which only the recovery code makes.
func (c *conn) replaceKey(ctx context.Context, m online.Message) error {
	if err := c.allowProof(); err != nil {
		return err
	}
	ch, err := c.takeChallenge()
	if err != nil {
		return err
	}
	p := m.Proof
	book := c.srv.book
	doc, _, err := book.get(ctx, p.ID)
	if errors.Is(err, ErrNoDoc) {
		return c.proofFailed(refusal{online.ReasonNoProfile, "no profile of this id here"})
	}
	if err != nil {
		return err
	}
	if err := verifyReplacement(p, doc.Replace, ch, book.now()); err != nil {
		return c.proofFailed(err)
	}
	if !book.lim.changes.allow(p.ID, time.Now()) {
		return refusal{online.ReasonRateLimit, "this profile changed too often: wait an hour"}
	}
	doc, err = book.change(ctx, p.ID, func(d *profileDoc) error {
		if p.Generation <= d.Generation {
			return refusal{online.ReasonOldKey, fmt.Sprintf("generation %d is in use: replace it with a later one", d.Generation)}
		}
		d.Key, d.Generation = p.Key, p.Generation
		return nil
	})
	if errors.Is(err, ErrNoDoc) {
		return refusal{online.ReasonNoProfile, "the profile was deleted"}
	}
	if err != nil {
		return err
	}
	c.srv.log.Info("profile key replaced", "profile", p.ID, "generation", p.Generation, "addr", c.addr)
	c.signedIn(m.Seq, doc)
	return nil
}

// current is the connection's profile as stored, while its key is the
// one in use: a connection signed in with a key replaced since, or of a
// profile deleted since, is signed out.
func (c *conn) current(ctx context.Context) (profileDoc, error) {
	if c.profile.ID == "" {
		return profileDoc{}, refusal{online.ReasonNotSignedIn, "sign in first"}
	}
	doc, _, err := c.srv.book.get(ctx, c.profile.ID)
	switch {
	case errors.Is(err, ErrNoDoc):
		c.profile = profileRef{}
		return profileDoc{}, refusal{online.ReasonNoProfile, "the profile was deleted"}
	case err != nil:
		return profileDoc{}, err
	case doc.Generation != c.profile.Generation:
		c.profile = profileRef{}
		return profileDoc{}, refusal{online.ReasonOldKey, "the profile's key was replaced: sign in again"}
	}
	return doc, nil
}

// rename gives the signed-in profile a new display name, made unique;
// the rooms keep the names their seats had.
func (c *conn) rename(ctx context.Context, m online.Message) error {
	old, err := c.current(ctx)
	if err != nil {
		return err
	}
	book := c.srv.book
	if !book.lim.changes.allow(old.ID, time.Now()) {
		return refusal{online.ReasonRateLimit, "this profile changed too often: wait an hour"}
	}
	name, err := book.claim(ctx, old.ID, m.Name, old.Name)
	if err != nil {
		return err
	}
	same := claimKey(name) == claimKey(old.Name) // the same name in another case: its claim stays
	doc, err := book.change(ctx, old.ID, func(d *profileDoc) error {
		if d.Generation != c.profile.Generation {
			return refusal{online.ReasonOldKey, "the profile's key was replaced: sign in again"}
		}
		d.Name = name
		return nil
	})
	if err != nil {
		if !same {
			_ = book.release(ctx, old.ID, name)
		}
		return err
	}
	if !same {
		if err := book.release(ctx, old.ID, old.Name); err != nil {
			c.srv.log.Warn("letting go of a profile's old name", "profile", old.ID, "err", err)
		}
	}
	c.signedIn(m.Seq, doc)
	return nil
}

// deleteProfile deletes the signed-in profile: its document, its name's
// claim and its games' index. Its games keep the name it had.
func (c *conn) deleteProfile(ctx context.Context, m online.Message) error {
	doc, err := c.current(ctx)
	if err != nil {
		return err
	}
	if err := c.srv.book.remove(ctx, doc.ID); err != nil {
		return err
	}
	c.srv.log.Info("profile deleted", "profile", doc.ID, "addr", c.addr)
	c.profile = profileRef{}
	c.send(online.Message{Type: online.TypeProfile, Seq: m.Seq, Profile: &online.ProfileInfo{ID: doc.ID, Deleted: true}})
	return nil
}
