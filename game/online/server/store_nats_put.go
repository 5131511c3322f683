package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// kvUpdater is nats.go's KeyValue.Update (a write of a key of a bucket if
// its latest revision is the one given) as one request and a look at its
// answer. nats.go decodes JetStream's answer with encoding/json and wraps
// the request in contexts and options: 5% of the server's time at 1,000
// moves a second, for an answer that is always {"stream":"KV_…","seq":N}
// when the write is taken. That form is read here; anything else (an
// error, or fields a later JetStream adds) is decoded as nats.go does.
type kvUpdater struct {
	nc      *nats.Conn
	subject string // the bucket's keys' subject before the key: $KV.<bucket>.
	acked   []byte // a taken write's answer up to its sequence
}

func newKVUpdater(nc *nats.Conn, bucket string) *kvUpdater {
	return &kvUpdater{
		nc:      nc,
		subject: "$KV." + bucket + ".",
		acked:   fmt.Appendf(nil, "{%q:%q,%q:", "stream", "KV_"+bucket, "seq"),
	}
}

// update writes value under key if the key's latest revision is rev,
// waiting at most timeout for JetStream's answer; it returns the new
// revision, or the errors kv.Update would (a wrong revision wraps
// jetstream.ErrKeyRevisionMismatch).
func (u *kvUpdater) update(key string, value []byte, rev uint64, timeout time.Duration) (uint64, error) {
	m := &nats.Msg{Subject: u.subject + key, Data: value,
		Header: nats.Header{jetstream.ExpectedLastSubjSeqHeader: {strconv.FormatUint(rev, 10)}}}
	resp, err := u.nc.RequestMsg(m, timeout)
	if errors.Is(err, nats.ErrNoResponders) {
		return 0, jetstream.ErrNoStreamResponse
	}
	if err != nil {
		return 0, err
	}
	return u.answer(resp.Data)
}

// put writes value under key whatever its latest revision, for a store
// alone that checked the revision itself (knownRevs): JetStream's check
// loads the key's latest message from its block to read its sequence.
func (u *kvUpdater) put(key string, value []byte, timeout time.Duration) (uint64, error) {
	resp, err := u.nc.RequestMsg(&nats.Msg{Subject: u.subject + key, Data: value}, timeout)
	if errors.Is(err, nats.ErrNoResponders) {
		return 0, jetstream.ErrNoStreamResponse
	}
	if err != nil {
		return 0, err
	}
	return u.answer(resp.Data)
}

// answer reads JetStream's answer to a write: the stream's sequence it
// was stored at, or why it was not.
func (u *kvUpdater) answer(data []byte) (uint64, error) {
	if seq, ok := u.plainAck(data); ok {
		return seq, nil
	}
	var ack struct {
		Error  *jetstream.APIError `json:"error"`
		Stream string              `json:"stream"`
		Seq    uint64              `json:"seq"`
	}
	if err := json.Unmarshal(data, &ack); err != nil {
		return 0, jetstream.ErrInvalidJSAck
	}
	if ack.Error != nil {
		err := fmt.Errorf("nats: %w", ack.Error)
		if isWrongRevision(err) {
			err = fmt.Errorf("%w: %w", err, jetstream.ErrKeyRevisionMismatch)
		}
		return 0, err
	}
	if ack.Stream == "" {
		return 0, jetstream.ErrInvalidJSAck
	}
	return ack.Seq, nil
}

// plainAck reads a taken write's answer in the form JetStream gives it:
// its sequence, and false for any other form.
func (u *kvUpdater) plainAck(data []byte) (uint64, bool) {
	rest, ok := bytes.CutPrefix(data, u.acked)
	// Up to 19 digits, then the end: no overflow, no other field.
	if n := len(rest) - 1; !ok || n < 1 || n > 19 || rest[n] != '}' {
		return 0, false
	}
	var seq uint64
	for _, b := range rest[:len(rest)-1] {
		if b < '0' || b > '9' {
			return 0, false
		}
		seq = seq*10 + uint64(b-'0')
	}
	return seq, seq > 0
}
