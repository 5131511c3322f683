//go:build js

// Command profileweb signs in to a server with the browser's profile
// (online.WebIdentity: WebCrypto's Ed25519, the profile kept in
// localStorage), as the web build does, for TestBrowserProfileSignsWithWebCrypto:
// it makes the profile (or reads it), signs in or registers, and puts the
// outcome in window.profileResult as JSON.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"syscall/js"
	"time"

	"orbis/game/online"
)

const key = "orbis/online-profile.json"

func main() {
	result := map[string]any{}
	if err := run(result); err != nil {
		result["error"] = err.Error()
	}
	out, _ := json.Marshal(result)
	js.Global().Set("profileResult", string(out))
}

func run(result map[string]any) error {
	storage := js.Global().Get("localStorage")
	load := func() ([]byte, error) {
		v := storage.Call("getItem", key)
		if v.IsNull() {
			return nil, fmt.Errorf("%w: %s", online.ErrNoFile, key)
		}
		return []byte(v.String()), nil
	}
	save := func(data []byte) error {
		storage.Call("setItem", key, string(data))
		return nil
	}
	name := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search")).Call("get", "name").String()
	id := online.NewWebIdentity(load, save, name)
	loc := js.Global().Get("location")
	url := "ws://" + loc.Get("host").String() + "/ws"
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	started := time.Now()
	session, err := online.OpenProfile(ctx, url, id)
	if err != nil {
		var refused *online.ProfileRefused
		if errors.As(err, &refused) {
			result["refused"] = refused.Reason
		}
		return err
	}
	defer session.Close()
	p := session.Profile()
	result["id"], result["name"], result["generation"] = p.ID, p.Name, p.Generation
	result["ms"] = time.Since(started).Milliseconds()
	if v := storage.Call("getItem", key); !v.IsNull() {
		result["file"] = v.String()
	}
	return nil
}
