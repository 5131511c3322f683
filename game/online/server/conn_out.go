package server

import (
	"context"
	"fmt"
	"runtime/debug"
	"time"

	"github.com/coder/websocket"
)

// A connection's messages wait in its outbox, a list grown as they come
// (most clients have none waiting, and one now and then), and are
// written by a goroutine that runs only while there are some: an idle
// connection holds no writer's stack and no channel of sendQueue slots
// (6 KiB), which at 10,000 connections was a fifth of a server's memory.
type outbox struct {
	msgs    [][]byte
	writing bool // a goroutine is writing the messages
	stopped bool // a write failed or the close was sent: nothing more goes out
	drained bool // the connection is over and all is written (finished is closed)
}

// push queues a message and sees that it is written, or reports why not:
// the connection is over, or sendQueue messages wait already.
func (c *conn) push(data []byte) (queued, full bool) {
	c.outMu.Lock()
	defer c.outMu.Unlock()
	switch {
	case isClosed(c.done) || c.out.stopped:
		return false, false
	case len(c.out.msgs) >= sendQueue:
		return false, true
	}
	c.out.msgs = append(c.out.msgs, data)
	c.kickLocked()
	return true, false
}

// outLen is how many messages wait.
func (c *conn) outLen() int {
	c.outMu.Lock()
	defer c.outMu.Unlock()
	return len(c.out.msgs)
}

// kick sees that a writer runs: to write what waits, and then the close
// once the connection is ending or over.
func (c *conn) kick() {
	c.outMu.Lock()
	defer c.outMu.Unlock()
	c.kickLocked()
}

func (c *conn) kickLocked() {
	if c.out.writing || c.out.drained {
		return
	}
	c.out.writing = true
	c.srv.workers.run(c.writeOut)
}

// writeOut writes the messages waiting, in order, until there are none;
// then, once the server ends the connection, why; once the connection is
// over, it closes finished.
func (c *conn) writeOut() {
	defer func() {
		if p := recover(); p != nil {
			c.srv.log.Error("a connection's writer failed", "addr", c.addr, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			_ = c.ws.CloseNow()
			c.outMu.Lock()
			c.stopLocked()
			c.idleLocked()
			c.outMu.Unlock()
		}
	}()
	for {
		c.outMu.Lock()
		if len(c.out.msgs) == 0 || c.out.stopped {
			if c.out.stopped || !c.isEnding() || c.closeCode == 0 {
				c.idleLocked()
				c.outMu.Unlock()
				return
			}
			c.stopLocked() // the close is the last frame
			c.outMu.Unlock()
			_ = c.ws.Close(c.closeCode, c.closeReason)
			c.outMu.Lock()
			c.idleLocked()
			c.outMu.Unlock()
			return
		}
		data := c.out.msgs[0]
		c.out.msgs[0] = nil
		c.out.msgs = c.out.msgs[1:]
		if len(c.out.msgs) == 0 {
			c.out.msgs = nil // let the grown list go
		}
		c.outMu.Unlock()
		if !c.write(data) {
			c.outMu.Lock()
			c.stopLocked()
			c.idleLocked()
			c.outMu.Unlock()
			return
		}
	}
}

// stopLocked writes nothing more: what waits is let go.
func (c *conn) stopLocked() {
	c.out.stopped = true
	for _, data := range c.out.msgs {
		c.written(data)
	}
	c.out.msgs = nil
}

// idleLocked ends a writer's run; the connection's last closes finished.
func (c *conn) idleLocked() {
	c.out.writing = false
	if isClosed(c.done) && !c.out.drained {
		c.out.drained = true
		close(c.finished)
	}
}

// write sends one message; a client that does not take it within
// writeTimeout is closed (its reader ends too). One timer of the
// connection bounds its writes, not a context each.
func (c *conn) write(data []byte) bool {
	defer c.written(data)
	if c.writeTimer == nil { // only the writer touches it, one at a time
		c.writeTimer = time.AfterFunc(c.srv.lim.writeWithin, func() {
			c.writeLate.Store(true)
			_ = c.ws.CloseNow()
		})
	} else {
		c.writeTimer.Reset(c.srv.lim.writeWithin)
	}
	err := c.ws.Write(context.Background(), websocket.MessageText, data)
	c.writeTimer.Stop()
	if err != nil {
		if c.ctx.Err() == nil && c.writeLate.Load() {
			c.srv.lim.slow.write("client too slow: a write timed out", "addr", c.addr, "queued_bytes", c.queued.Load())
		}
		_ = c.ws.CloseNow()
		return false
	}
	return true
}

// takeApart checks and serves a message on a worker (workers.go) that
// the reader waits for: the reader, alive as long as its connection,
// keeps the small stack a read needs (4 KiB), and the deep one a
// request's decoding and work grow (a room's store write) goes with the
// request.
func (c *conn) takeApart(ctx context.Context, typ websocket.MessageType, data []byte) (over bool) {
	c.taking = takeJob{ctx: ctx, typ: typ, data: data}
	c.srv.workers.run(c.takeTask)
	<-c.taken
	over = c.taking.over
	c.taking = takeJob{} // nothing of the message is held past it
	return over
}

// takeJob is a message handed to a worker, and what serving it said.
type takeJob struct {
	ctx  context.Context
	typ  websocket.MessageType
	data []byte
	over bool
}

// takeQueued serves c.taking on a worker and tells the reader.
func (c *conn) takeQueued() {
	job := &c.taking
	job.over = true // unless take returns
	defer func() { c.taken <- struct{}{} }()
	defer c.contain("taking a message")
	job.over = c.take(job.ctx, job.typ, job.data)
}

// contain stops a panic on a connection's own goroutine (net/http's
// handler, which contained one, has returned): it is logged and the
// connection closed, and the server goes on.
func (c *conn) contain(doing string) {
	if p := recover(); p != nil {
		c.srv.log.Error("a connection failed", "doing", doing, "addr", c.addr, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
		c.end(websocket.StatusInternalError, "the server failed at a request")
		_ = c.ws.CloseNow()
	}
}
