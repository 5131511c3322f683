package notify

import (
	"fmt"
	"sync"

	"github.com/godbus/dbus/v5"
)

// Platform is the desktop's notifications on Linux: the session bus's
// org.freedesktop.Notifications. Where there is no session bus (no
// desktop, a server) it shows nothing, and says nothing to the player.
func Platform() System { return desktop }

var desktop = &freedesktop{}

// freedesktop sends notifications over a D-Bus session bus, connected at
// the first one (a bus of its own when address is set: the tests').
type freedesktop struct {
	address string

	once sync.Once
	conn *dbus.Conn // nil: no bus

	mu   sync.Mutex
	last uint32 // the notification shown last, which the next replaces
}

// The freedesktop.org notification service, and how long a notification
// stays: the server's own choice.
const (
	notifyName   = "org.freedesktop.Notifications"
	notifyPath   = "/org/freedesktop/Notifications"
	notifyMethod = notifyName + ".Notify"
	expireAsTold = int32(-1)
)

// connect opens the session bus once: never one it would have to start
// (no dbus-launch from a game).
func (d *freedesktop) connect() *dbus.Conn {
	d.once.Do(func() {
		var (
			conn *dbus.Conn
			err  error
		)
		if d.address != "" {
			conn, err = dbus.Connect(d.address)
		} else if conn, err = dbus.SessionBusPrivateNoAutoStartup(); err == nil {
			if err = conn.Auth(nil); err == nil {
				err = conn.Hello()
			}
			if err != nil {
				_ = conn.Close()
			}
		}
		if err == nil {
			d.conn = conn
		}
	})
	return d.conn
}

func (d *freedesktop) Notify(title, body, _ string) error {
	conn := d.connect()
	if conn == nil {
		return nil // no desktop to tell
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	hints := map[string]dbus.Variant{"urgency": dbus.MakeVariant(byte(1)), "category": dbus.MakeVariant("im.received")}
	call := conn.Object(notifyName, notifyPath).Call(notifyMethod, 0,
		"Orbis", d.last, "", title, body, []string{}, hints, expireAsTold)
	if call.Err != nil {
		return fmt.Errorf("notify: %s: %w", notifyMethod, call.Err)
	}
	var id uint32
	if err := call.Store(&id); err == nil {
		d.last = id
	}
	return nil
}

// Badge: the freedesktop notifications have no badge.
func (d *freedesktop) Badge(bool) {}

// Focused: the game's window knows.
func (d *freedesktop) Focused() (bool, bool) { return false, false }
