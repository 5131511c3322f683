//go:build !js

package notify

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

// TestMain lets the test binary stand in for osascript and PowerShell:
// asked to, it prints the arguments and the words it was given and ends.
func TestMain(m *testing.M) {
	if os.Getenv("ORBIS_NOTIFY_ECHO") == "1" {
		_ = json.NewEncoder(os.Stdout).Encode(echoed{Args: os.Args[1:],
			Title: os.Getenv("ORBIS_NOTIFY_TITLE"), Body: os.Getenv("ORBIS_NOTIFY_BODY"), Tag: os.Getenv("ORBIS_NOTIFY_TAG"), App: os.Getenv("ORBIS_NOTIFY_APP")})
		os.Exit(0)
	}
	if msg := os.Getenv("ORBIS_NOTIFY_FAIL"); msg != "" {
		os.Stderr.WriteString(msg)
		os.Exit(3)
	}
	os.Exit(m.Run())
}

type echoed struct {
	Args                  []string
	Title, Body, Tag, App string
}

// Words a notification may carry that a script would run or break on,
// were they written into it.
var hostileWords = []struct{ title, body string }{
	{"Orbis", "Your turn in the game with Anna"},
	{`Quote " and \ backslash`, "line one\nline two"},
	{`" & (do shell script "touch /tmp/x") & "`, `$(touch /tmp/x); $env:PATH '; Remove-Item x'`},
	{"Zażółć gęślą jaźń — à l'œuvre", "Spieler „Jörg“ ist dran"},
	{"", ""},
}

func echo(t *testing.T, cmd *exec.Cmd) echoed {
	t.Helper()
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v", cmd.Path, err)
	}
	var e echoed
	if err := json.Unmarshal(out, &e); err != nil {
		t.Fatalf("what the stand-in printed: %v: %q", err, out)
	}
	return e
}

// TestMacNotificationTakesTheWordsAsArguments: osascript gets the script
// line by line and the title and text as its run handler's arguments,
// exactly as given.
func TestMacNotificationTakesTheWordsAsArguments(t *testing.T) {
	t.Setenv("ORBIS_NOTIFY_ECHO", "1")
	for _, w := range hostileWords {
		e := echo(t, macCommand(context.Background(), os.Args[0], w.title, w.body, "orbis-ABCD2345"))
		want := []string{"-e", "on run argv", "-e", "display notification (item 2 of argv) with title (item 1 of argv)", "-e", "end run", w.title, w.body}
		if !slices.Equal(e.Args, want) {
			t.Errorf("osascript's arguments for %q:\n got %q\nwant %q", w.title, e.Args, want)
		}
	}
}

// TestWindowsToastTakesTheWordsFromItsEnvironment: PowerShell runs the
// script as written (encoded, nothing of the words in it) and reads the
// words from its environment, exactly as given.
func TestWindowsToastTakesTheWordsFromItsEnvironment(t *testing.T) {
	env := append(os.Environ(), "ORBIS_NOTIFY_ECHO=1")
	for _, w := range hostileWords {
		e := echo(t, windowsCommand(context.Background(), os.Args[0], w.title, w.body, "orbis-ABCD2345", env))
		if n := len(e.Args); n != 6 || e.Args[4] != "-EncodedCommand" {
			t.Fatalf("PowerShell's arguments: %q", e.Args)
		}
		raw, err := base64.StdEncoding.DecodeString(e.Args[5])
		if err != nil || len(raw)%2 != 0 {
			t.Fatalf("the encoded script: %v (%d bytes)", err, len(raw))
		}
		units := make([]uint16, len(raw)/2)
		for i := range units {
			units[i] = uint16(raw[2*i]) | uint16(raw[2*i+1])<<8
		}
		if script := string(utf16.Decode(units)); script != windowsScript {
			t.Errorf("the script PowerShell runs:\n%s\nwant\n%s", script, windowsScript)
		}
		if e.Title != w.title || e.Body != w.body || e.Tag != "orbis-ABCD2345" || e.App != windowsApp {
			t.Errorf("the words for %q: got %+v", w.title, e)
		}
	}
}

// TestWindowsTagKeepsItsEnd: a tag longer than Windows takes keeps its
// end, where a game's code is.
func TestWindowsTagKeepsItsEnd(t *testing.T) {
	for _, tc := range []struct{ tag, want string }{
		{"orbis-ABCD2345", "orbis-ABCD2345"},
		{"orbis-ABCDEFGH23", "orbis-ABCDEFGH23"},
		{"orbis-orbit-ABCDEFGH23", "orbit-ABCDEFGH23"},
		{"", ""},
	} {
		if got := windowsTag(tc.tag); got != tc.want {
			t.Errorf("windowsTag(%q) = %q, want %q", tc.tag, got, tc.want)
		}
	}
}

// TestANotificationProgramsFailureIsSaid: a program that fails gives an
// error that names it and carries what it said.
func TestANotificationProgramsFailureIsSaid(t *testing.T) {
	t.Setenv("ORBIS_NOTIFY_FAIL", "no notification centre here")
	c := &command{build: func(ctx context.Context, title, body, tag string) *exec.Cmd {
		return macCommand(ctx, os.Args[0], title, body, tag)
	}}
	err := c.Notify("Orbis", "Your turn", "orbis-ABCD2345")
	if err == nil || !strings.Contains(err.Error(), "no notification centre here") || !strings.Contains(err.Error(), os.Args[0]) {
		t.Fatalf("Notify: %v", err)
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 3 {
		t.Fatalf("Notify's error does not wrap the program's exit: %v", err)
	}
}
