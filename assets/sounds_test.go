package assets

import (
	"bytes"
	"encoding/binary"
	"io"
	"math"
	"testing"
)

func samples(pcm []byte) []int16 {
	out := make([]int16, len(pcm)/2)
	for i := range out {
		out[i] = int16(binary.LittleEndian.Uint16(pcm[2*i:]))
	}
	return out
}

func TestEffectsAreShortCleanAndDistinct(t *testing.T) {
	seen := map[string]Effect{}
	for e := range NumEffects {
		pcm := EffectPCM(e)
		if len(pcm) == 0 || len(pcm)%bytesPerFrame != 0 {
			t.Fatalf("effect %d: %d bytes, want whole stereo frames", e, len(pcm))
		}
		if secs := float64(len(pcm)/bytesPerFrame) / SampleRate; secs > 2 {
			t.Errorf("effect %d lasts %.2f s; an effect must not hold the table up", e, secs)
		}
		s := samples(pcm)
		peak := 0
		for _, v := range s {
			peak = max(peak, int(math.Abs(float64(v))))
		}
		if peak < math.MaxInt16/10 {
			t.Errorf("effect %d peaks at %d: too quiet to hear", e, peak)
		}
		if peak >= math.MaxInt16 {
			t.Errorf("effect %d clips", e)
		}
		// No click: it starts and ends at (almost) silence.
		for _, edge := range []int16{s[0], s[1], s[len(s)-1], s[len(s)-2]} {
			if math.Abs(float64(edge)) > 200 {
				t.Errorf("effect %d starts or ends at %d, not silence", e, edge)
			}
		}
		key := string(pcm)
		if other, dup := seen[key]; dup {
			t.Errorf("effects %d and %d are the same sound", other, e)
		}
		seen[key] = e
		if !bytes.Equal(pcm, EffectPCM(e)) {
			t.Errorf("effect %d differs between two makings: it must be deterministic", e)
		}
	}
	if EffectPCM(NumEffects) != nil {
		t.Error("an effect that does not exist has samples")
	}
}

func TestMusicLoopsWithoutASeam(t *testing.T) {
	m := NewMusic()
	all, err := io.ReadAll(m)
	if err != nil {
		t.Fatal(err)
	}
	if int64(len(all)) != MusicLength {
		t.Fatalf("the loop is %d bytes, want %d", len(all), MusicLength)
	}
	s := samples(all)
	peak := 0.0
	for _, v := range s {
		peak = max(peak, math.Abs(float64(v)))
	}
	if peak > math.MaxInt16*0.5 || peak < math.MaxInt16*0.05 {
		t.Errorf("the music peaks at %.0f: it should be quiet, beneath the effects, and audible", peak)
	}
	// The end meets the start: the jump across the seam is no larger than
	// between neighbouring samples elsewhere.
	maxStep := 0.0
	for i := 2; i < len(s); i++ {
		maxStep = max(maxStep, math.Abs(float64(s[i])-float64(s[i-2])))
	}
	for ch := range 2 {
		if jump := math.Abs(float64(s[ch]) - float64(s[len(s)-2+ch])); jump > maxStep {
			t.Errorf("channel %d jumps %.0f across the seam, more than anywhere else (%.0f)", ch, jump, maxStep)
		}
	}
	// Seeking gives the same samples as reading there.
	for _, at := range []int64{0, 4, 44100 * 4 * 3, MusicLength - 400} {
		if _, err := m.Seek(at, io.SeekStart); err != nil {
			t.Fatal(err)
		}
		buf := make([]byte, 400)
		n, _ := io.ReadFull(m, buf)
		if !bytes.Equal(buf[:n], all[at:at+int64(n)]) {
			t.Errorf("reading at %d after a seek differs from reading through", at)
		}
	}
	if _, err := m.Seek(-1, io.SeekStart); err == nil {
		t.Error("a seek before the start is no error")
	}
	if pos, _ := m.Seek(-2, io.SeekEnd); pos%bytesPerFrame != 0 {
		t.Errorf("seek to a half frame: at %d", pos)
	}
	// An odd buffer is filled with whole frames only.
	m.Seek(0, io.SeekStart)
	if n, _ := m.Read(make([]byte, 7)); n != 4 {
		t.Errorf("Read into 7 bytes gave %d, want one frame (4)", n)
	}
}

// BenchmarkMusicSecond computes one second of the music loop: the share
// of a core the music costs while it plays.
func BenchmarkMusicSecond(b *testing.B) {
	m := NewMusic()
	buf := make([]byte, SampleRate*bytesPerFrame)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.Seek(0, io.SeekStart); err != nil {
			b.Fatal(err)
		}
		if _, err := io.ReadFull(m, buf); err != nil {
			b.Fatal(err)
		}
	}
}
