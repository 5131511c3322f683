package online

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Identity is a profile as a device holds it (docs/profiles.md): it signs
// a server's challenges. The desktop's is a DeviceIdentity over package
// profile's Device (identity_device.go); the browser's signs with
// WebCrypto, so that its build links no Ed25519 of its own. Its methods
// are called from the client's goroutines, one at a time.
type Identity interface {
	// ProfileID is the profile's id.
	ProfileID() string
	// SignIn answers a challenge with the key in use: the proof of
	// sign_in.
	SignIn(ch Challenge) (Proof, error)
	// Register answers a challenge with the proof of a new profile (both
	// keys'); ErrNoRecovery when the device no longer holds the code.
	Register(ch Challenge) (Proof, error)
	// Replace answers a challenge with a replace_key's proof of the key of
	// generation; ErrNoRecovery without the code.
	Replace(ch Challenge, generation uint32) (Proof, error)
	// UseGeneration makes the key of generation the one in use (after an
	// old_key refusal, or a replacement); ErrNoRecovery without the code.
	UseGeneration(generation uint32) error
	// DisplayName is the name to register under.
	DisplayName() string
	// Keep takes the server's answer: the device keeps the name it gave.
	Keep(p ProfileInfo) error
}

// ErrNoRecovery is the error of an Identity asked for what only its
// recovery code makes, when the device has forgotten the code.
var ErrNoRecovery = errors.New("online: the device no longer holds the profile's recovery code")

// ErrKeepProfile is wrapped by the error of a profile the server gave that
// the device could not keep (its file not written): the connection is
// signed in all the same.
var ErrKeepProfile = errors.New("online: keeping the profile on the device")

// ProfileRefused is a server's refusal of a profile's request: the client
// goes on without a profile (it plays by code and token as before), and
// says why.
type ProfileRefused struct{ Reason, Detail string }

func (r *ProfileRefused) Error() string {
	return fmt.Sprintf("online: profile refused (%s): %s", r.Reason, r.Detail)
}

// hostOf is the host (with its port) a WebSocket URL dials: the origin a
// challenge must name.
func hostOf(wsURL string) string {
	u, err := url.Parse(wsURL)
	if err != nil {
		return ""
	}
	return u.Host
}

// signer signs a connection in, one request after another.
type signer struct {
	ws   socket
	host string
	seq  func() uint64
}

// ask sends a request and returns its answer: the message of its seq, a
// refusal as *ProfileRefused.
func (s signer) ask(ctx context.Context, m Message) (Message, error) {
	m.Seq = s.seq()
	if err := writeMessage(ctx, s.ws, m); err != nil {
		return Message{}, err
	}
	for {
		a, err := readMessage(ctx, s.ws)
		if err != nil {
			return Message{}, err
		}
		if a.Seq != m.Seq {
			continue
		}
		if a.Type == TypeRefused {
			return a, &ProfileRefused{a.Reason, a.Detail}
		}
		return a, nil
	}
}

// challenge asks for the connection's challenge and checks it names the
// server dialed: a challenge of another server is never signed.
func (s signer) challenge(ctx context.Context) (Challenge, error) {
	a, err := s.ask(ctx, Message{Type: TypeChallenge})
	if err != nil {
		return Challenge{}, err
	}
	if a.Challenge == nil {
		return Challenge{}, &ProfileRefused{ReasonBadMessage, "the server sent no challenge"}
	}
	if !strings.EqualFold(a.Challenge.Origin, s.host) {
		return Challenge{}, &ProfileRefused{ReasonBadOrigin, fmt.Sprintf("the challenge names %q, this client dialed %q", a.Challenge.Origin, s.host)}
	}
	return *a.Challenge, nil
}

// prove asks for a challenge and sends the request of the proof made
// for it.
func (s signer) prove(ctx context.Context, m Message, proof func(Challenge) (Proof, error)) (Message, error) {
	ch, err := s.challenge(ctx)
	if err != nil {
		return Message{}, err
	}
	p, err := proof(ch)
	if err != nil {
		return Message{}, err
	}
	m.Proof = &p
	return s.ask(ctx, m)
}

// signIn signs the connection in as id: with the key in use; a profile
// the server does not know is registered (when the device holds its
// code); a key replaced since is made again for the generation in use
// (when it holds the code). It returns the server's profile, or a
// *ProfileRefused (or ErrNoRecovery) when the connection goes on without
// one; any other error is the connection's.
func (s signer) signIn(ctx context.Context, id Identity) (*ProfileInfo, error) {
	var refused *ProfileRefused
	for range 3 {
		a, err := s.prove(ctx, Message{Type: TypeSignIn}, id.SignIn)
		switch {
		case errors.As(err, &refused) && refused.Reason == ReasonNoProfile:
			a, err = s.prove(ctx, Message{Type: TypeRegister, Name: id.DisplayName()}, id.Register)
		case errors.As(err, &refused) && refused.Reason == ReasonOldKey && a.Generation > 0:
			if err := id.UseGeneration(a.Generation); err != nil {
				return nil, err
			}
			continue
		}
		if err != nil {
			return nil, err
		}
		return s.keep(id, a)
	}
	return nil, &ProfileRefused{ReasonOldKey, "the key kept changing while signing in"}
}

// keep takes a profile answer on the identity.
func (s signer) keep(id Identity, a Message) (*ProfileInfo, error) {
	if a.Type != TypeProfile || a.Profile == nil {
		return nil, &ProfileRefused{ReasonBadMessage, "the server answered " + a.Type}
	}
	if err := id.Keep(*a.Profile); err != nil {
		return a.Profile, fmt.Errorf("%w: %w", ErrKeepProfile, err)
	}
	return a.Profile, nil
}

// profileOnly reports whether err leaves the connection usable without a
// profile: a refusal, a device without its code, or the profile's file
// not written.
func profileOnly(err error) bool {
	var refused *ProfileRefused
	return errors.As(err, &refused) || errors.Is(err, ErrNoRecovery) || errors.Is(err, ErrKeepProfile)
}

// ProfileSession is a connection signed in as a profile, without a seat:
// the lobby's "My games", renaming, replacing the key, deleting.
type ProfileSession struct {
	s       signer
	id      Identity
	profile ProfileInfo
	n       uint64
}

// OpenProfile connects to a server and signs in as id (registering the
// profile when the server does not know it).
func OpenProfile(ctx context.Context, wsURL string, id Identity) (*ProfileSession, error) {
	ws, err := dial(ctx, wsURL)
	if err != nil {
		return nil, fmt.Errorf("online: connecting to %s: %w", wsURL, err)
	}
	ps := &ProfileSession{id: id}
	ps.s = signer{ws: ws, host: hostOf(wsURL), seq: func() uint64 { ps.n++; return ps.n }}
	p, err := ps.s.signIn(ctx, id)
	if err != nil {
		ws.Close()
		return nil, err
	}
	ps.profile = *p
	return ps, nil
}

// Profile is the profile as the server last told it.
func (ps *ProfileSession) Profile() ProfileInfo { return ps.profile }

// Games is the profile's games on the server, newest first, without
// tokens: a seat on another device is taken back with a reclaim.
func (ps *ProfileSession) Games(ctx context.Context) ([]GameRef, error) {
	a, err := ps.s.ask(ctx, Message{Type: TypeGames})
	if err != nil {
		return nil, err
	}
	return a.Games, nil
}

// Rename gives the profile a new display name (the server makes it
// unique) and returns it.
func (ps *ProfileSession) Rename(ctx context.Context, name string) (string, error) {
	a, err := ps.s.ask(ctx, Message{Type: TypeRename, Name: name})
	if err != nil {
		return "", err
	}
	p, err := ps.s.keep(ps.id, a)
	if p != nil {
		ps.profile = *p
	}
	return ps.profile.Name, err
}

// ReplaceKey replaces the profile's key by the next generation's: every
// other device's key is refused from then on. It needs the code.
func (ps *ProfileSession) ReplaceKey(ctx context.Context) error {
	next := ps.profile.Generation + 1
	a, err := ps.s.prove(ctx, Message{Type: TypeReplaceKey}, func(ch Challenge) (Proof, error) { return ps.id.Replace(ch, next) })
	if err != nil {
		return err
	}
	if err := ps.id.UseGeneration(next); err != nil {
		return err
	}
	p, err := ps.s.keep(ps.id, a)
	if p != nil {
		ps.profile = *p
	}
	return err
}

// Delete deletes the profile on the server; its games keep its name.
func (ps *ProfileSession) Delete(ctx context.Context) error {
	_, err := ps.s.ask(ctx, Message{Type: TypeDeleteProfile})
	return err
}

// Close ends the connection.
func (ps *ProfileSession) Close() { ps.s.ws.Close() }
