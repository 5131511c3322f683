//go:build linux && !android

package game

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ebitengine/purego"
)

// soundDeviceMissing says why no sound can be played, or "" when it can.
// Ebitengine's audio (oto) tries a PulseAudio server first, then ALSA's
// devices; this asks the same two, the same way, without playing.
func soundDeviceMissing() string {
	pulse := pulseReachable()
	if pulse == nil {
		return ""
	}
	alsa := alsaOpens()
	if alsa == nil {
		return ""
	}
	return fmt.Sprintf("PulseAudio: %v; ALSA: %v", pulse, alsa)
}

// pulseReachable connects to the PulseAudio (or PipeWire) server's socket.
func pulseReachable() error {
	addr := os.Getenv("PULSE_SERVER")
	if addr == "" {
		dir := os.Getenv("XDG_RUNTIME_DIR")
		if dir == "" {
			dir = fmt.Sprintf("/run/user/%d", os.Getuid())
		}
		addr = "unix:" + filepath.Join(dir, "pulse", "native")
	}
	network, where := "unix", strings.TrimPrefix(addr, "unix:")
	if !strings.HasPrefix(addr, "unix:") && !strings.HasPrefix(addr, "/") {
		network, where = "tcp", strings.TrimPrefix(addr, "tcp:")
	}
	c, err := net.DialTimeout(network, where, 300*time.Millisecond)
	if err != nil {
		return err
	}
	return c.Close()
}

// quietALSA is a libasound error handler that says nothing, made once (a
// callback is never freed).
var quietALSA = sync.OnceValue(func() uintptr {
	return purego.NewCallback(func(file uintptr, line int32, function uintptr, err int32, format uintptr) uintptr { return 0 })
})

// alsaOpens opens ALSA's default playback device and closes it again.
func alsaOpens() error {
	var lib uintptr
	var err error
	for _, name := range []string{"libasound.so.2", "libasound.so"} {
		if lib, err = purego.Dlopen(name, purego.RTLD_LAZY|purego.RTLD_GLOBAL); err == nil {
			break
		}
	}
	if lib == 0 {
		return fmt.Errorf("no libasound: %w", err)
	}
	var open func(pcm *uintptr, name string, stream, mode int32) int32
	var closePCM func(pcm uintptr) int32
	var setErrorHandler func(handler uintptr) int32
	purego.RegisterLibFunc(&open, lib, "snd_pcm_open")
	purego.RegisterLibFunc(&closePCM, lib, "snd_pcm_close")
	purego.RegisterLibFunc(&setErrorHandler, lib, "snd_lib_error_set_handler")
	// A missing device is an answer here, not an error: libasound would
	// print a dozen lines about it. Its own handler comes back after.
	setErrorHandler(quietALSA())
	defer setErrorHandler(0)
	const playback, nonBlocking = 0, 1 // SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK
	var first int32
	for _, dev := range []string{"default", "plug:default"} {
		var pcm uintptr
		if rc := open(&pcm, dev, playback, nonBlocking); rc < 0 {
			if first == 0 {
				first = rc
			}
			continue
		}
		closePCM(pcm)
		return nil
	}
	return fmt.Errorf("snd_pcm_open default: error %d", first)
}
