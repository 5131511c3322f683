//go:build js

package online

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
)

// browserSocket is the page's own WebSocket: its events fill a queue the
// client reads.
type browserSocket struct {
	ws    js.Value
	funcs map[string]js.Func // by event

	mu     sync.Mutex
	queue  [][]byte
	err    error
	signal chan struct{}
}

var errClosed = errors.New("online: the connection closed")

// dial opens a WebSocket to a server and waits for it to open.
func dial(ctx context.Context, url string) (socket, error) {
	ctor := js.Global().Get("WebSocket")
	if ctor.IsUndefined() {
		return nil, errors.New("online: this browser has no WebSocket")
	}
	s := &browserSocket{ws: ctor.New(url), funcs: map[string]js.Func{}, signal: make(chan struct{}, 1)}
	opened := make(chan struct{})
	var once sync.Once
	s.on("open", func(js.Value) { once.Do(func() { close(opened) }) })
	s.on("message", func(ev js.Value) {
		data := ev.Get("data")
		if data.Type() != js.TypeString {
			s.fail(fmt.Errorf("online: a message that is not JSON text"))
			return
		}
		text := data.String()
		if len(text) > MaxServerMessage {
			s.fail(fmt.Errorf("online: a message of %d bytes", len(text)))
			return
		}
		s.mu.Lock()
		s.queue = append(s.queue, []byte(text))
		s.mu.Unlock()
		s.wake()
	})
	s.on("close", func(ev js.Value) { s.fail(&closedError{ev.Get("code").Int()}) })
	s.on("error", func(js.Value) { s.fail(errClosed) })
	select {
	case <-opened:
		return s, nil
	case <-s.signal:
		s.Close()
		if refused := askOrigin(ctx, url); refused != nil {
			return nil, refused
		}
		if refused := askRefusal(ctx, url); refused != nil {
			return nil, refused
		}
		return nil, fmt.Errorf("online: connecting to %s: %w", url, s.err)
	case <-ctx.Done():
		s.Close()
		return nil, ctx.Err()
	}
}

func (s *browserSocket) on(event string, f func(js.Value)) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	})
	s.funcs[event] = fn
	s.ws.Call("addEventListener", event, fn)
}

func (s *browserSocket) fail(err error) {
	s.mu.Lock()
	if s.err == nil {
		s.err = err
	}
	s.mu.Unlock()
	s.wake()
}

func (s *browserSocket) wake() {
	select {
	case s.signal <- struct{}{}:
	default:
	}
}

func (s *browserSocket) Read(ctx context.Context) ([]byte, error) {
	for {
		s.mu.Lock()
		if len(s.queue) > 0 {
			data := s.queue[0]
			s.queue = s.queue[1:]
			s.mu.Unlock()
			return data, nil
		}
		err := s.err
		s.mu.Unlock()
		if err != nil {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-s.signal:
		}
	}
}

func (s *browserSocket) Write(_ context.Context, data []byte) error {
	s.mu.Lock()
	err := s.err
	s.mu.Unlock()
	if err != nil {
		return err
	}
	s.ws.Call("send", string(data))
	return nil
}

func (s *browserSocket) Close() {
	s.fail(errClosed)
	s.ws.Call("close")
	for event, f := range s.funcs { // the close event comes later, and must not call a released function
		s.ws.Call("removeEventListener", event, f)
		f.Release()
	}
	clear(s.funcs)
}
