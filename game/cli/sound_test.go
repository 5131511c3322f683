//go:build !js

package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// soundRun runs computers playing in a real window for a few seconds, with
// the sound system the environment gives (sounds are played at every step),
// and returns what the game logged.
func soundRun(t *testing.T, extraEnv ...string) string {
	t.Helper()
	display := xDisplay(t)
	bin := orbisBinary(t)
	cmd := exec.Command(bin, "fps", "--players", "4", "--seconds", "4", "--speed", "fast")
	cmd.Env = append(gameEnv(display, t.TempDir()), extraEnv...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the game ended with %v:\n%s", err, out)
	}
	return string(out)
}

// noPulse points PulseAudio's clients at a server that is not there.
func noPulse(t *testing.T) string {
	return "PULSE_SERVER=unix:" + filepath.Join(t.TempDir(), "no-pulse-here")
}

// TestTheGamePlaysWithoutASoundDevice: where no device opens (no sound
// card, no sound server, as on CI), the game starts and plays in silence.
func TestTheGamePlaysWithoutASoundDevice(t *testing.T) {
	out := soundRun(t, noPulse(t), "ALSA_CONFIG_PATH="+filepath.Join(t.TempDir(), "no-alsa-config"))
	if !strings.Contains(out, "orbis: no sound") {
		t.Errorf("the game did not find itself without sound:\n%s", out)
	}
}

// TestSoundThroughANullDevice: with a device (ALSA's null device, set up
// for this test only), the sound opens and the game plays its effects and
// music through it to the end.
func TestSoundThroughANullDevice(t *testing.T) {
	conf := filepath.Join(t.TempDir(), "asound.conf")
	if err := os.WriteFile(conf, []byte("pcm.!default { type null }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := soundRun(t, noPulse(t), "ALSA_CONFIG_PATH="+conf)
	if strings.Contains(out, "orbis: no sound") || !strings.Contains(out, "orbis: sound on") {
		t.Errorf("the null device was not used:\n%s", out)
	}
}
