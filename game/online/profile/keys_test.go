//go:build !js

package profile

import (
	"crypto/ed25519"
	"encoding/hex"
	"errors"
	"testing"
)

// The known code's keys and id, from the independent implementation.
const (
	katID      = "3KHAD65DDPEH6C4J"
	katFirst   = "508d87dfc0b71ae179d8d4cd364fd41d96d5448ca84fbf7ebeb1d68741998924"
	katSecond  = "c842f151cc6c7a118327efe9e904a04d5f1ac5b96a0a402d347cc797fe59f5be"
	katReplace = "b9e8a64871827d4368bb3dec01a8323389b0c23fd6865e2b42c4ecc1ba6336a5"
)

func mustKey(t testing.TB, r Recovery, generation uint32) ed25519.PrivateKey {
	t.Helper()
	k, err := r.Key(generation)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func TestKeysKnownAnswer(t *testing.T) {
	r := katRecovery(t)
	replace, err := r.ReplaceKey()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		key  ed25519.PrivateKey
		want string
	}{
		{"generation 1", mustKey(t, r, 1), katFirst},
		{"generation 2", mustKey(t, r, 2), katSecond},
		{"replacing key", replace, katReplace},
	} {
		if got := hex.EncodeToString(PublicKey(tc.key)); got != tc.want {
			t.Errorf("%s's public key = %s, want %s", tc.name, got, tc.want)
		}
	}
	if id, err := r.ID(); err != nil || id != katID {
		t.Errorf("id = %q, %v, want %s", id, err, katID)
	}
}

// A replaced key is unrelated to the one before, and the code typed on
// another device makes the same keys and id.
func TestReplaceMakesANewKeyTheCodeMakesTheSameKeys(t *testing.T) {
	here := katRecovery(t)
	there, err := ParseRecovery("0410 6105 0r3g g28a 1c6o t3gf 2o8h 2aqm")
	if err != nil {
		t.Fatal(err)
	}
	replaceHere, _ := here.ReplaceKey()
	replaceThere, _ := there.ReplaceKey()
	if !replaceHere.Equal(replaceThere) {
		t.Error("the replacing key differs on another device")
	}
	seen := map[string]uint32{hex.EncodeToString(PublicKey(replaceHere)): 0}
	for g := uint32(1); g <= 5; g++ {
		k := mustKey(t, here, g)
		if !k.Equal(mustKey(t, there, g)) {
			t.Errorf("generation %d differs on another device", g)
		}
		pub := hex.EncodeToString(PublicKey(k))
		if before, ok := seen[pub]; ok {
			t.Errorf("generation %d's key is generation %d's (0 is the replacing key)", g, before)
		}
		seen[pub] = g
	}
	idHere, _ := here.ID()
	idThere, _ := there.ID()
	second, _ := IDOf(PublicKey(mustKey(t, here, 2)))
	if idHere != idThere || idHere == second {
		t.Errorf("ids %s here, %s there, %s of generation 2: want the first two equal, the last another", idHere, idThere, second)
	}
	other, _ := NewRecovery(katRandomShifted())
	if otherID, _ := other.ID(); otherID == idHere {
		t.Error("another code has the same id")
	}
}

func katRandomShifted() *byteReader { return &byteReader{b: 2} }

// byteReader reads b, b+1, b+2, ...
type byteReader struct{ b byte }

func (r *byteReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = r.b
		r.b++
	}
	return len(p), nil
}

func TestKeysRefuse(t *testing.T) {
	if _, err := katRecovery(t).Key(0); !errors.Is(err, ErrGeneration) {
		t.Errorf("Key(0) = %v, want ErrGeneration", err)
	}
	if _, err := (Recovery{}).Key(1); !errors.Is(err, ErrRecovery) {
		t.Errorf("no code's Key(1) = %v, want ErrRecovery", err)
	}
	if _, err := (Recovery{}).ReplaceKey(); !errors.Is(err, ErrRecovery) {
		t.Errorf("no code's ReplaceKey = %v, want ErrRecovery", err)
	}
	if _, err := IDOf(make([]byte, 31)); !errors.Is(err, ErrID) {
		t.Errorf("IDOf 31 bytes = %v, want ErrID", err)
	}
	if PublicKey(make([]byte, 3)) != nil {
		t.Error("PublicKey of 3 bytes is not nil")
	}
}

func TestParseID(t *testing.T) {
	for _, tc := range []struct {
		in string
		ok bool
	}{
		{katID, true},
		{"0000000000000000", true},
		{"3khad65ddpeh6c4j", false}, // ids are machine-written: exactly as IDOf writes them
		{"3KHAD65DDPEH6C4", false},
		{"3KHAD65DDPEH6C4JX", false},
		{"3KHAD65DDPEH6C4U", false},
		{"3KHAD65DDPEH6C4\xff", false},
		{"", false},
	} {
		got, err := ParseID(tc.in)
		if tc.ok != (err == nil) || (err == nil && got != tc.in) || (err != nil && !errors.Is(err, ErrID)) {
			t.Errorf("ParseID(%q) = %q, %v, want ok %v", tc.in, got, err, tc.ok)
		}
	}
}
