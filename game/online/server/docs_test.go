package server

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestDocs holds both stores' buckets of documents to one behaviour: a
// document is made once, changed only from the revision read, listed by
// prefix, and two servers sharing a store see each other's changes.
func TestDocs(t *testing.T) {
	for _, k := range storeKinds() {
		t.Run(k.name, func(t *testing.T) {
			t.Parallel()
			a, b := k.pair(t)
			da, err := a.Docs(DocsRatings)
			if err != nil {
				t.Fatal(err)
			}
			db, err := b.Docs(DocsRatings)
			if err != nil {
				t.Fatal(err)
			}
			ctx := t.Context()
			if _, _, err := da.Get(ctx, "orbis.P1"); !errors.Is(err, ErrNoDoc) {
				t.Fatalf("Get of nothing: %v, want ErrNoDoc", err)
			}
			rev, err := da.Create(ctx, "orbis.P1", []byte(`{"r":1500}`))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := db.Create(ctx, "orbis.P1", []byte(`{}`)); !errors.Is(err, ErrExists) {
				t.Fatalf("second Create: %v, want ErrExists", err)
			}
			doc, got, err := db.Get(ctx, "orbis.P1")
			if err != nil || got != rev || string(doc) != `{"r":1500}` {
				t.Fatalf("other server's Get: %q %d %v, want the document at %d", doc, got, err, rev)
			}
			next, err := db.Update(ctx, "orbis.P1", []byte(`{"r":1520}`), rev)
			if err != nil || next <= rev {
				t.Fatalf("Update: %d %v", next, err)
			}
			// The first server still holds rev: its change must not land.
			if _, err := da.Update(ctx, "orbis.P1", []byte(`{"r":1490}`), rev); !errors.Is(err, ErrConflict) {
				t.Fatalf("Update from a stale revision: %v, want ErrConflict", err)
			}
			if err := da.Delete(ctx, "orbis.P1", rev); !errors.Is(err, ErrConflict) {
				t.Fatalf("Delete from a stale revision: %v, want ErrConflict", err)
			}
			for _, key := range []string{"orbis.P2", "orbit.P1", "orbis-x"} {
				if _, err := da.Create(ctx, key, []byte(`{}`)); err != nil {
					t.Fatal(err)
				}
			}
			for _, tt := range []struct {
				prefix string
				want   []string
			}{
				{"orbis.", []string{"orbis.P1", "orbis.P2"}},
				{"orbis", []string{"orbis-x", "orbis.P1", "orbis.P2"}},
				{"orbit.P", []string{"orbit.P1"}},
				{"", []string{"orbis-x", "orbis.P1", "orbis.P2", "orbit.P1"}},
				{"none.", nil},
			} {
				keys, err := db.Keys(ctx, tt.prefix)
				if err != nil || !slices.Equal(keys, tt.want) {
					t.Errorf("Keys(%q) = %q, %v; want %q", tt.prefix, keys, err, tt.want)
				}
			}
			if err := db.Delete(ctx, "orbis.P1", next); err != nil {
				t.Fatal(err)
			}
			if err := db.Delete(ctx, "orbis.P1", 0); err != nil {
				t.Fatalf("Delete of nothing: %v", err)
			}
			if _, _, err := da.Get(ctx, "orbis.P1"); !errors.Is(err, ErrNoDoc) {
				t.Fatalf("Get after Delete: %v, want ErrNoDoc", err)
			}
			if keys, _ := da.Keys(ctx, "orbis."); !slices.Equal(keys, []string{"orbis.P2"}) {
				t.Errorf("Keys after Delete = %q", keys)
			}
		})
	}
}

func TestDocsRefuseBadInput(t *testing.T) {
	s := NewMemoryStore()
	defer s.Close()
	if _, err := s.Docs("nope"); err == nil {
		t.Fatal("a bucket of no known name was opened")
	}
	d, err := s.Docs(DocsProfiles)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"", "a..b", ".a", "a.", "a b", "a*", "a>", strings.Repeat("k", MaxDocKey+1)} {
		if _, err := d.Create(t.Context(), key, []byte(`{}`)); err == nil {
			t.Errorf("Create(%q) was taken", key)
		}
	}
	if _, err := d.Create(t.Context(), "big", make([]byte, MaxSmallDoc+1)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("a document over the limit: %v, want ErrTooLarge", err)
	}
}
