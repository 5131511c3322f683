package assets

import (
	"encoding/binary"
	"errors"
	"io"
	"math"
)

// The table's sounds are synthesised here, not recorded: short effects made
// of sine partials and filtered noise with soft envelopes, and a quiet loop
// of slow chords computed sample by sample as it plays. Samples are 16-bit
// little-endian stereo at SampleRate, what Ebitengine's audio plays.

// SampleRate is the sounds' sample rate in Hz.
const SampleRate = 44100

// bytesPerFrame is one stereo frame of two 16-bit samples.
const bytesPerFrame = 4

// Effect names one of the table's sound effects.
type Effect uint8

// The effects.
const (
	EffectTake   Effect = iota // a tile taken from the display
	EffectCubes                // worshippers landing
	EffectPlace                // a tile set into the pyramid
	EffectCancel               // a tile cancelled or turned to Wilderness
	EffectTurn                 // the player's turn begins
	EffectEnd                  // the game is over
	NumEffects
)

// partial is one sine of an effect: its frequency (gliding linearly to
// glide by the end), loudness, when it starts and how fast it fades.
type partial struct {
	freq, glide  float64 // Hz at the start and at the end of the effect
	gain         float64
	start, decay float64 // seconds
}

// effectSpec is an effect's recipe: partials, a noise burst for the attack
// of a wooden piece, and its length.
type effectSpec struct {
	length   float64 // seconds
	partials []partial
	noise    float64 // loudness of the noise burst
	noiseDec float64 // its decay in seconds
	noiseLP  float64 // its low-pass, 0..1 (smaller is darker)
	seed     uint32
}

var effectSpecs = [NumEffects]effectSpec{
	EffectTake: {length: 0.22, noise: 0.35, noiseDec: 0.018, noiseLP: 0.35, seed: 1, partials: []partial{
		{freq: 660, glide: 880, gain: 0.22, decay: 0.07}, {freq: 1320, glide: 1760, gain: 0.06, decay: 0.04},
	}},
	EffectCubes: {length: 0.32, partials: []partial{
		{freq: 1900, glide: 1900, gain: 0.12, start: 0.00, decay: 0.012}, {freq: 2300, glide: 2300, gain: 0.10, start: 0.07, decay: 0.012},
		{freq: 2050, glide: 2050, gain: 0.11, start: 0.15, decay: 0.012}, {freq: 2500, glide: 2500, gain: 0.08, start: 0.21, decay: 0.01},
	}, noise: 0.25, noiseDec: 0.01, noiseLP: 0.6, seed: 2},
	EffectPlace: {length: 0.28, noise: 0.5, noiseDec: 0.025, noiseLP: 0.12, seed: 3, partials: []partial{
		{freq: 170, glide: 140, gain: 0.45, decay: 0.08}, {freq: 340, glide: 300, gain: 0.12, decay: 0.05},
	}},
	EffectCancel: {length: 0.45, partials: []partial{
		{freq: 440, glide: 430, gain: 0.18, decay: 0.09}, {freq: 330, glide: 300, gain: 0.2, start: 0.12, decay: 0.13},
	}},
	EffectTurn: {length: 0.9, partials: []partial{
		{freq: 880, glide: 880, gain: 0.16, decay: 0.3}, {freq: 1320, glide: 1320, gain: 0.07, decay: 0.22}, {freq: 2640, glide: 2640, gain: 0.025, decay: 0.1},
	}},
	EffectEnd: {length: 1.6, partials: []partial{
		{freq: 523.25, glide: 523.25, gain: 0.15, start: 0.0, decay: 0.35}, {freq: 659.25, glide: 659.25, gain: 0.15, start: 0.15, decay: 0.35},
		{freq: 783.99, glide: 783.99, gain: 0.15, start: 0.3, decay: 0.4}, {freq: 1046.5, glide: 1046.5, gain: 0.16, start: 0.45, decay: 0.6},
	}},
}

// fadeOut is the last stretch of every effect, brought to silence so that
// it never ends in a click.
const fadeOut = 0.02

// EffectPCM returns an effect's samples.
func EffectPCM(e Effect) []byte {
	if e >= NumEffects {
		return nil
	}
	spec := &effectSpecs[e]
	n := int(spec.length * SampleRate)
	out := make([]byte, n*bytesPerFrame)
	rng := spec.seed*2654435761 + 1
	lp := 0.0
	for i := range n {
		t := float64(i) / SampleRate
		v := 0.0
		for _, p := range spec.partials {
			if t < p.start {
				continue
			}
			dt := t - p.start
			// The phase of a linear glide: the integral of the frequency.
			f0, f1 := p.freq, p.glide
			phase := 2 * math.Pi * (f0*dt + (f1-f0)*dt*dt/(2*spec.length))
			attack := min(1, dt/0.003) // 3 ms: no click at the onset
			v += p.gain * attack * math.Exp(-dt/p.decay) * math.Sin(phase)
		}
		if spec.noise > 0 {
			rng ^= rng << 13
			rng ^= rng >> 17
			rng ^= rng << 5
			white := float64(rng)/float64(math.MaxUint32)*2 - 1
			lp += spec.noiseLP * (white - lp)
			v += spec.noise * min(1, t/0.002) * math.Exp(-t/spec.noiseDec) * lp
		}
		if left := spec.length - t; left < fadeOut {
			v *= left / fadeOut
		}
		putFrame(out[i*bytesPerFrame:], v, v)
	}
	return out
}

// putFrame writes one stereo frame, clipped to the 16-bit range.
func putFrame(b []byte, l, r float64) {
	binary.LittleEndian.PutUint16(b, uint16(toInt16(l)))
	binary.LittleEndian.PutUint16(b[2:], uint16(toInt16(r)))
}

func toInt16(v float64) int16 {
	return int16(math.Round(min(1, max(-1, v)) * math.MaxInt16))
}

// The music: four slow chords (A minor, F, C, G), each held musicChord
// seconds with a soft swell, as a pad of detuned sines and a low root.
const (
	musicChord = 4.0
	musicBars  = 4
	// MusicLength is the loop's length in bytes.
	MusicLength = int64(musicChord*musicBars*SampleRate) * bytesPerFrame
)

var musicChords = [musicBars][4]float64{
	{110.00, 220.00, 261.63, 329.63}, // A minor
	{87.31, 174.61, 261.63, 349.23},  // F
	{130.81, 196.00, 261.63, 329.63}, // C
	{98.00, 196.00, 246.94, 293.66},  // G
}

// Music is the loop, computed as it is read: an io.ReadSeeker of
// MusicLength bytes whose end meets its start without a seam. It holds no
// samples, only where it is.
type Music struct{ pos int64 }

// NewMusic returns the loop at its start.
func NewMusic() *Music { return &Music{} }

// Read fills p with the loop's samples from where it is, whole frames only.
func (m *Music) Read(p []byte) (int, error) {
	if m.pos >= MusicLength {
		return 0, io.EOF
	}
	n := min(int64(len(p)), MusicLength-m.pos) / bytesPerFrame * bytesPerFrame
	if n == 0 {
		return 0, nil
	}
	first := m.pos / bytesPerFrame
	for i := range n / bytesPerFrame {
		l, r := musicFrame(first + i)
		putFrame(p[i*bytesPerFrame:], l, r)
	}
	m.pos += n
	return int(n), nil
}

// Seek moves within the loop; positions are rounded down to a frame.
func (m *Music) Seek(offset int64, whence int) (int64, error) {
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		offset += m.pos
	case io.SeekEnd:
		offset += MusicLength
	default:
		return m.pos, errors.New("assets: music: bad whence")
	}
	if offset < 0 {
		return m.pos, errors.New("assets: music: seek before the start")
	}
	m.pos = offset / bytesPerFrame * bytesPerFrame
	return m.pos, nil
}

// musicFrame computes frame i of the loop. Each chord swells in and out
// (a sine-squared envelope over its bar), so the loop's seam, like every
// change of chord, passes through silence.
func musicFrame(i int64) (l, r float64) {
	t := float64(i) / SampleRate
	bar := int(t/musicChord) % musicBars
	in := math.Mod(t, musicChord) / musicChord
	env := math.Sin(math.Pi * in)
	env *= env
	chord := &musicChords[bar]
	for k, f := range chord {
		gain := 0.05
		if k == 0 {
			gain = 0.07 // the root
		}
		// Two voices a few cents apart, one leaning left, one right.
		a := math.Sin(2 * math.Pi * f * 0.997 * t)
		b := math.Sin(2 * math.Pi * f * 1.003 * t)
		l += gain * env * (0.65*a + 0.35*b)
		r += gain * env * (0.35*a + 0.65*b)
	}
	return l, r
}
