//go:build !js

package profile

import (
	"crypto/hkdf"
	"crypto/sha256"
)

// sum256 is SHA-256 (Go's; the browser's build asks WebCrypto).
func sum256(b []byte) ([32]byte, error) { return sha256.Sum256(b), nil }

// hkdfSHA256 is HKDF-SHA-256's n bytes (Go's; the browser's build asks
// WebCrypto).
func hkdfSHA256(secret, salt []byte, info string, n int) ([]byte, error) {
	return hkdf.Key(sha256.New, secret, salt, info, n)
}
