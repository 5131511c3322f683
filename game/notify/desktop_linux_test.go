package notify

import (
	"bufio"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/godbus/dbus/v5"
)

// notificationServer is a desktop's notification service, as a test
// holds one on a bus of its own: it keeps what it was asked to show.
type notificationServer struct {
	shown chan [3]string // app, summary, body
}

func (s *notificationServer) Notify(app string, replaces uint32, icon, summary, body string, actions []string,
	hints map[string]dbus.Variant, expire int32) (uint32, *dbus.Error) {
	s.shown <- [3]string{app, summary, body}
	return replaces + 1, nil
}

// sessionBus starts a D-Bus daemon of the test's own and returns its
// address; the test is skipped where the machine has none.
func sessionBus(t *testing.T) string {
	t.Helper()
	path, err := exec.LookPath("dbus-daemon")
	if err != nil {
		t.Skip("no dbus-daemon on this machine")
	}
	cmd := exec.Command(path, "--session", "--nofork", "--nopidfile", "--print-address=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting dbus-daemon: %v", err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	line := make(chan string, 1)
	go func() {
		s, _ := bufio.NewReader(out).ReadString('\n')
		line <- strings.TrimSpace(s)
	}()
	select {
	case addr := <-line:
		if addr == "" {
			t.Fatal("dbus-daemon printed no address")
		}
		return addr
	case <-time.After(10 * time.Second):
		t.Fatal("dbus-daemon said no address")
	}
	return ""
}

// TestDesktopNotifiesOverDBus: on a session bus with a notification
// service, Notify calls org.freedesktop.Notifications.Notify with the
// game's words; on a bus without one it fails with an error the bell only
// logs, and with no bus at all it does nothing.
func TestDesktopNotifiesOverDBus(t *testing.T) {
	addr := sessionBus(t)
	svc, err := dbus.Connect(addr)
	if err != nil {
		t.Fatal(err)
	}
	defer svc.Close()
	d := &freedesktop{address: addr}
	if err := d.Notify("Your turn", "nobody listens", "orbis-A"); err == nil {
		t.Fatal("a notification to a bus with no notification service did not fail")
	}
	server := &notificationServer{shown: make(chan [3]string, 4)}
	if err := svc.Export(server, notifyPath, notifyName); err != nil {
		t.Fatal(err)
	}
	if reply, err := svc.RequestName(notifyName, dbus.NameFlagDoNotQueue); err != nil || reply != dbus.RequestNameReplyPrimaryOwner {
		t.Fatalf("taking the notification service's name: %v, %v", reply, err)
	}
	if err := d.Notify("Your turn", "Orbis: your turn · room ABCD-EFGH", "orbis-A"); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-server.shown:
		if got != [3]string{"Orbis", "Your turn", "Orbis: your turn · room ABCD-EFGH"} {
			t.Fatalf("the desktop was asked to show %q", got)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the notification service heard nothing")
	}
	if d.last != 1 {
		t.Fatalf("the notification's id %d was not kept for the next to replace", d.last)
	}
	none := &freedesktop{address: "unix:path=/nonexistent/bus"}
	if err := none.Notify("Your turn", "", ""); err != nil {
		t.Fatalf("no bus: %v, want nothing done", err)
	}
}
