package server

import (
	"crypto/rand"
	"fmt"

	"orbis/game/online"
)

// newCode draws a room code from the system's secure random source.
func newCode() string {
	var b [online.CodeLen]byte
	_, _ = rand.Read(b[:]) // crypto/rand never fails on the platforms we build for
	for i := range b {
		b[i] = online.CodeAlphabet[b[i]&31]
	}
	return string(b[:])
}

// newToken draws a seat's secret: 128 bits, in hex.
func newToken() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return fmt.Sprintf("%x", b)
}
