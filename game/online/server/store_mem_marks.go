package server

import (
	"context"
	"fmt"
	"maps"
	"slices"
)

func (m *memStore) PutMarks(ctx context.Context, marks map[string]Mark) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("store: marks: %w", err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return fmt.Errorf("store: marks: %w", ErrClosed)
	}
	if m.marks == nil {
		m.marks = map[string]Mark{}
	}
	maps.Copy(m.marks, marks)
	return nil
}

func (m *memStore) Marks(ctx context.Context) (map[string]Mark, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("store: marks: %w", err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil, fmt.Errorf("store: marks: %w", ErrClosed)
	}
	return maps.Clone(m.marks), nil
}

func (m *memStore) Lost(ctx context.Context) (*LostData, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.lost == nil {
		return nil, nil
	}
	return &LostData{Revisions: slices.Clone(m.lost.Revisions), Bytes: m.lost.Bytes}, nil
}
