//go:build js

package profile

import (
	"errors"
	"fmt"
	"syscall/js"
)

// The browser's cryptography (WebCrypto), so that the web build links
// none of Go's (SHA-256 alone would cost 47 KB gzipped, Ed25519 140 KB
// brotli). Its calls return promises; awaitJS waits for one, so these
// functions block their goroutine like Go's own: never call them from a
// js.FuncOf callback (the game's Update and the client's goroutines are
// ordinary goroutines). WebCrypto exists only in a secure context (HTTPS,
// or localhost): elsewhere every function returns ErrNoWebCrypto.

// ErrNoWebCrypto is the error of a page without WebCrypto (a page served
// over plain HTTP from another machine) or whose WebCrypto lacks Ed25519.
var ErrNoWebCrypto = errors.New("profile: the browser offers no WebCrypto here (it needs HTTPS, or localhost)")

// subtle is crypto.subtle, or ErrNoWebCrypto.
func subtle() (js.Value, error) {
	c := js.Global().Get("crypto")
	if c.IsUndefined() || c.IsNull() {
		return js.Value{}, ErrNoWebCrypto
	}
	s := c.Get("subtle")
	if s.IsUndefined() || s.IsNull() {
		return js.Value{}, ErrNoWebCrypto
	}
	return s, nil
}

// callSubtle calls a crypto.subtle method and waits for its promise.
func callSubtle(method string, args ...any) (v js.Value, err error) {
	s, err := subtle()
	if err != nil {
		return js.Value{}, err
	}
	defer func() { // a method may throw at once (an algorithm it does not know)
		if p := recover(); p != nil {
			err = fmt.Errorf("%w: crypto.subtle.%s: %v", ErrNoWebCrypto, method, p)
		}
	}()
	return awaitJS(s.Call(method, args...))
}

// awaitJS waits for a promise's value, or its rejection as an error.
func awaitJS(promise js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	done := make(chan result, 1)
	resolve := js.FuncOf(func(_ js.Value, args []js.Value) any {
		v := js.Undefined()
		if len(args) > 0 {
			v = args[0]
		}
		done <- result{v: v}
		return nil
	})
	reject := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "rejected"
		if len(args) > 0 {
			msg = args[0].Call("toString").String()
		}
		done <- result{err: fmt.Errorf("%w: %s", ErrNoWebCrypto, msg)}
		return nil
	})
	defer resolve.Release()
	defer reject.Release()
	promise.Call("then", resolve, reject)
	r := <-done
	return r.v, r.err
}

// jsBytes is a Uint8Array holding b.
func jsBytes(b []byte) js.Value {
	u := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(u, b)
	return u
}

// goBytes is an ArrayBuffer's bytes.
func goBytes(buf js.Value) []byte {
	u := js.Global().Get("Uint8Array").New(buf)
	b := make([]byte, u.Get("length").Int())
	js.CopyBytesToGo(b, u)
	return b
}

// sum256 is SHA-256 by crypto.subtle.digest.
func sum256(b []byte) ([32]byte, error) {
	var sum [32]byte
	v, err := callSubtle("digest", "SHA-256", jsBytes(b))
	if err != nil {
		return sum, err
	}
	copy(sum[:], goBytes(v))
	return sum, nil
}

// hkdfSHA256 is HKDF-SHA-256's n bytes by crypto.subtle.deriveBits.
func hkdfSHA256(secret, salt []byte, info string, n int) ([]byte, error) {
	key, err := callSubtle("importKey", "raw", jsBytes(secret), "HKDF", false, []any{"deriveBits"})
	if err != nil {
		return nil, err
	}
	params := map[string]any{"name": "HKDF", "hash": "SHA-256", "salt": jsBytes(salt), "info": jsBytes([]byte(info))}
	bits, err := callSubtle("deriveBits", params, key, n*8)
	if err != nil {
		return nil, err
	}
	return goBytes(bits), nil
}

// webRandom reads crypto.getRandomValues: NewRecovery's source in the
// browser.
type webRandom struct{}

// WebRandom is the browser's random source (crypto.getRandomValues),
// which needs no secure context.
var WebRandom webRandom

func (webRandom) Read(p []byte) (n int, err error) {
	c := js.Global().Get("crypto")
	if c.IsUndefined() || c.IsNull() {
		return 0, ErrNoWebCrypto
	}
	for len(p) > 0 {
		chunk := p[:min(len(p), 65536)] // getRandomValues' limit
		u := js.Global().Get("Uint8Array").New(len(chunk))
		c.Call("getRandomValues", u)
		js.CopyBytesToGo(chunk, u)
		n += len(chunk)
		p = p[len(chunk):]
	}
	return n, nil
}
