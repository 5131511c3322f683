package game

import (
	"log"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"orbis/assets"
)

// Sound plays the table's effects and its music loop. A Sound without a
// device is silent and says so (Available); every method is safe on it,
// and on nil.
type Sound struct {
	ctx     *audio.Context
	effects [assets.NumEffects][]byte
	music   *audio.Player
	levels  SoundSettings
	why     string // the catalogue key of why there is no sound
}

// The loudest each kind of sound plays at, before the player's volume: the
// music sits well beneath the effects.
const (
	effectsGain = 0.9
	musicGain   = 0.35
)

// audioOnce: Ebitengine allows one audio context per process.
var (
	audioOnce sync.Once
	audioCtx  *audio.Context
	audioWhy  string
)

// openSound opens the sound device where there is one and starts the music.
// Where there is none (no sound card, no sound server), the game plays on
// in silence: an audio context there would end the game's loop with an
// error, so it is not made.
func openSound(levels SoundSettings) *Sound {
	audioOnce.Do(func() {
		if why := soundDeviceMissing(); why != "" {
			log.Printf("orbis: no sound: %s", why)
			audioWhy = "options.sound_no_device"
			return
		}
		audioCtx = audio.NewContext(assets.SampleRate)
		log.Printf("orbis: sound on")
	})
	s := &Sound{ctx: audioCtx, levels: levels, why: audioWhy}
	if s.ctx == nil {
		return s
	}
	loop := audio.NewInfiniteLoop(assets.NewMusic(), assets.MusicLength)
	music, err := s.ctx.NewPlayer(loop)
	if err != nil {
		log.Printf("orbis: the music could not start: %v", err)
	} else {
		s.music = music
		s.applyLevels()
		s.music.Play()
	}
	return s
}

// Available reports whether sounds can be heard at all.
func (s *Sound) Available() bool { return s != nil && s.ctx != nil }

// Why returns the catalogue key saying why there is no sound, or "".
func (s *Sound) Why() string {
	if s == nil {
		return "options.sound_no_device"
	}
	return s.why
}

// Play plays an effect once at the effects' volume. Effects overlap.
func (s *Sound) Play(e assets.Effect) {
	if !s.Available() || e >= assets.NumEffects || s.levels.Mute || s.levels.Effects == 0 {
		return
	}
	if s.effects[e] == nil {
		s.effects[e] = assets.EffectPCM(e) // made when first heard: none delays the first frame
	}
	p := s.ctx.NewPlayerFromBytes(s.effects[e])
	p.SetVolume(effectsGain * volume(s.levels.Effects))
	p.Play()
}

func (s *Sound) setLevels(l SoundSettings) {
	if s == nil {
		return
	}
	s.levels = l
	s.applyLevels()
}

func (s *Sound) applyLevels() {
	if s.music == nil {
		return
	}
	v := musicGain * volume(s.levels.Music)
	if s.levels.Mute {
		v = 0
	}
	s.music.SetVolume(v)
}

// volume turns a step 0..MaxVolume into a gain that sounds even: loudness
// follows roughly the square of the gain's steps.
func volume(step int) float64 {
	x := float64(min(max(step, 0), MaxVolume)) / MaxVolume
	return x * x
}
