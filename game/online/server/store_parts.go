package server

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/nats-io/nats.go/jetstream"
)

// partKey is the key of a room's part n: the room's code, a dot, the
// number. A key listing of rooms skips it (it is no room code).
func partKey(code string, n int) (string, error) {
	if err := checkCode(code); err != nil {
		return "", err
	}
	if n < 0 {
		return "", fmt.Errorf("store: room %s: part %d", code, n)
	}
	return code + "." + strconv.Itoa(n), nil
}

func (m *memStore) PutPart(ctx context.Context, code string, n int, data []byte) error {
	key, err := partKey(code, n)
	if err != nil {
		return err
	}
	if err := checkDoc(code, data); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("store: room %s: %w", code, err)
	}
	if err := m.injected(ctx, "part", code); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return fmt.Errorf("store: room %s: %w", code, ErrClosed)
	}
	if m.parts == nil {
		m.parts = map[string][]byte{}
	}
	m.bytes += int64(len(data) - len(m.parts[key]))
	m.parts[key] = slices.Clone(data)
	m.seq++ // a write of the stream, as in JetStream
	return nil
}

func (m *memStore) Part(ctx context.Context, code string, n int) ([]byte, error) {
	key, err := partKey(code, n)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("store: room %s: %w", code, err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil, fmt.Errorf("store: room %s: %w", code, ErrClosed)
	}
	data, ok := m.parts[key]
	if !ok {
		return nil, fmt.Errorf("store: room %s: part %d: %w", code, n, ErrNoRoom)
	}
	return slices.Clone(data), nil
}

func (s *natsStore) PutPart(ctx context.Context, code string, n int, data []byte) error {
	key, err := partKey(code, n)
	if err != nil {
		return err
	}
	if err := checkDoc(code, data); err != nil {
		return err
	}
	_, err = s.write(ctx, s.kv, "part", key, data, func(ctx context.Context) (uint64, error) {
		return s.kv.Put(ctx, key, data)
	})
	if err != nil {
		return fmt.Errorf("store: room %s: part %d: %w", code, n, err)
	}
	return nil
}

func (s *natsStore) Part(ctx context.Context, code string, n int) ([]byte, error) {
	key, err := partKey(code, n)
	if err != nil {
		return nil, err
	}
	e, err := s.kv.Get(ctx, key)
	switch {
	case err == nil:
		return e.Value(), nil
	case errors.Is(err, jetstream.ErrKeyNotFound), errors.Is(err, jetstream.ErrKeyDeleted):
		return nil, fmt.Errorf("store: room %s: part %d: %w", code, n, ErrNoRoom)
	}
	return nil, fmt.Errorf("store: room %s: part %d: %w", code, n, err)
}
