package online

import (
	"context"
	"log"
	"strconv"
	"strings"
)

// A client given an Identity (DialAs) signs in on every connection it
// makes, before its create, join, resume or reclaim: the seat records the
// profile, and the table shows the profile's display name. A server that
// refuses the profile (a name it does not sign for, a limit, a key the
// device cannot make any more) does not stop the client: it plays as a
// client without a profile does, and ProfileErr says why.

// signIn signs a new connection in as the client's identity; only the
// connection's own failure is returned. A name typed for the table (a
// create's or join's) is the person's: a profile named otherwise is
// renamed to it first, unless it holds that name with a number the
// server added.
func (c *Client) signIn(ctx context.Context, ws socket, typed string) error {
	if c.identity == nil {
		return nil
	}
	s := signer{ws: ws, host: hostOf(c.url), seq: c.nextSeq}
	p, err := s.signIn(ctx, c.identity)
	if err == nil && typed != "" && !isNameOf(p.Name, typed) {
		a, rerr := s.ask(ctx, Message{Type: TypeRename, Name: typed})
		if rerr == nil {
			var renamed *ProfileInfo
			if renamed, rerr = s.keep(c.identity, a); renamed != nil {
				p = renamed
			}
		}
		if rerr != nil && !profileOnly(rerr) {
			return rerr
		}
		if rerr != nil {
			log.Printf("orbis: online: the profile keeps its name: %v", rerr)
		}
	}
	if err != nil && !profileOnly(err) {
		return err
	}
	if err != nil {
		log.Printf("orbis: online: playing without a profile: %v", err)
	}
	c.mu.Lock()
	c.profile, c.profileErr = p, err
	c.mu.Unlock()
	return nil
}

// nextSeq is the client's next request number.
func (c *Client) nextSeq() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.seq++
	return c.seq
}

// Profile is the profile the connection signed in as, nil for none.
func (c *Client) Profile() *ProfileInfo {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.profile
}

// ProfileErr says why the client plays without the profile it was given.
func (c *Client) ProfileErr() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.profileErr
}

// isNameOf reports whether a display name the server gave is the name
// typed, or that name with a number added (NumberedName).
func isNameOf(given, typed string) bool {
	name, err := NormalName(typed)
	if err != nil || given == name {
		return err != nil || given == name
	}
	at := strings.LastIndexByte(given, ' ')
	if at < 0 {
		return false
	}
	n, err := strconv.Atoi(given[at+1:])
	return err == nil && n >= 2 && NumberedName(name, n) == given
}
