package online

import (
	"fmt"
	"strings"
)

// The profiles' part of the protocol (docs/protocol.md, "Profiles"). Its
// types are plain bytes and strings, the same JSON as package profile's,
// so that this package (and the browser's build) never links the
// standard library's Ed25519: the desktop signs with package profile,
// the browser with WebCrypto.

// The sizes of a profile's parts on the wire.
const (
	ProfileIDLen  = 16 // characters of a profile id (Crockford's base 32)
	NonceLen      = 32 // bytes of a challenge's nonce
	PublicKeyLen  = 32 // bytes of an Ed25519 public key
	SignatureLen  = 64 // bytes of an Ed25519 signature
	MaxOriginLen  = 255
	MaxGeneration = 1 << 20 // a key replaced a million times is no person's
)

// Challenge is what the server asks a connection to sign: its nonce, its
// name as the client dialed it, and when it issued it (Unix seconds).
type Challenge struct {
	Nonce  []byte `json:"nonce"`
	Origin string `json:"origin"`
	Time   int64  `json:"time"`
}

// Proof is a client's signed answer to the connection's challenge:
// register (ID, Key, Replace, Signature, ReplaceSignature), sign_in (ID,
// Generation, Signature), replace_key (ID, Generation, Key, Signature by
// the replacing key).
type Proof struct {
	ID               string `json:"id"`
	Generation       uint32 `json:"generation,omitempty"`
	Key              []byte `json:"key,omitempty"`
	Replace          []byte `json:"replace,omitempty"`
	Signature        []byte `json:"signature"`
	ReplaceSignature []byte `json:"replace_signature,omitempty"`
}

// ProfileInfo is the server's answer naming the connection's profile:
// its id, its display name (made unique on the server) and the generation
// of the key in use; Deleted after delete_profile.
type ProfileInfo struct {
	ID         string `json:"id"`
	Name       string `json:"name,omitempty"`
	Generation uint32 `json:"generation,omitempty"`
	Deleted    bool   `json:"deleted,omitempty"`
}

// CheckProfileID checks a profile id as it comes from the network: 16
// upper-case characters of the codes' alphabet.
func CheckProfileID(id string) error {
	if len(id) != ProfileIDLen {
		return fmt.Errorf("a profile id of %d characters, want %d", len(id), ProfileIDLen)
	}
	for i := range len(id) {
		if strings.IndexByte(CodeAlphabet, id[i]) < 0 {
			return fmt.Errorf("a profile id with %q at character %d", id[i], i+1)
		}
	}
	return nil
}

// checkProfile validates a profile request's fields.
func (m *Message) checkProfile(bad func(string, ...any) error) error {
	switch m.Type {
	case TypeChallenge, TypeDeleteProfile:
		return nil
	case TypeRename:
		return m.checkName()
	case TypeReclaim:
		return m.checkCode(bad)
	}
	p := m.Proof
	if p == nil {
		return bad("no proof")
	}
	if err := CheckProfileID(p.ID); err != nil {
		return bad("%v", err)
	}
	if len(p.Signature) != SignatureLen {
		return bad("a signature of %d bytes, want %d", len(p.Signature), SignatureLen)
	}
	switch m.Type {
	case TypeRegister:
		if len(p.Key) != PublicKeyLen || len(p.Replace) != PublicKeyLen {
			return bad("keys of %d and %d bytes, want %d", len(p.Key), len(p.Replace), PublicKeyLen)
		}
		if len(p.ReplaceSignature) != SignatureLen {
			return bad("a replacing signature of %d bytes, want %d", len(p.ReplaceSignature), SignatureLen)
		}
		return m.checkName()
	case TypeSignIn:
		if p.Generation == 0 || p.Generation > MaxGeneration {
			return bad("key generation %d", p.Generation)
		}
	case TypeReplaceKey:
		if p.Generation < 2 || p.Generation > MaxGeneration {
			return bad("key generation %d: a replacement's is 2 or more", p.Generation)
		}
		if len(p.Key) != PublicKeyLen {
			return bad("a key of %d bytes, want %d", len(p.Key), PublicKeyLen)
		}
	}
	return nil
}
