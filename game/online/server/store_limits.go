package server

import (
	"context"
	"errors"
	"fmt"
)

// ErrFull is a write refused because the store holds as many bytes as it
// may (--store-max-bytes): nothing is lost, but no room grows or is made
// until space is freed.
var ErrFull = errors.New("the store is full")

// fits refuses a document that would take the memory store past its
// limit (m.mu held).
func (m *memStore) fits(code string, doc []byte) error {
	grow := int64(len(doc) - len(m.rooms[code].doc))
	if m.maxBytes > 0 && grow > 0 && m.bytes+grow > m.maxBytes {
		return fmt.Errorf("store: room %s: %w: %d of %d bytes", code, ErrFull, m.bytes, m.maxBytes)
	}
	return nil
}

func (m *memStore) Usage(context.Context) (used, limit int64, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.bytes, m.maxBytes, nil
}
