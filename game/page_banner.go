package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
	"orbis/render"
)

// pageBanner is what the browser's page has to say over any scene: that
// a newer build of the game is ready (Reload: the page loads it), or, on
// iOS, how the game installs (OK: the page remembers it). The page is
// asked twice a second; the desktop's says nothing, and no banner shows.
type pageBanner struct {
	says   func() (updateReady, installHint bool) // pageSays, or a test's
	update func()                                 // pageUpdate, or a test's
	seen   func()                                 // pageInstallHintSeen, or a test's
	note   bannerNote
	hinted bool // the install hint was dismissed
	hover  bool // the pointer is over the button

	// Laid out in Update while a note shows, in screen pixels.
	box, button render.Rect
	lines       []string
	label       string
	size, line  float64 // the text's size and line height
	scale       float64 // screen pixels per design unit, for the button
}

type bannerNote uint8

const (
	noBanner bannerNote = iota
	bannerUpdate
	bannerInstall
)

// kindPageBanner is the banner button's target kind, which no scene uses.
const kindPageBanner = 1 << 20

// bannerPoll is how often, in frames, the page is asked.
const bannerPoll = 30

func newPageBanner() pageBanner {
	return pageBanner{says: pageSays, update: pageUpdate, seen: pageInstallHintSeen}
}

// poll asks the page what to show; it reports whether that changed.
func (b *pageBanner) poll() bool {
	if b.says == nil {
		return false
	}
	ready, hint := b.says()
	note := noBanner
	switch {
	case ready:
		note = bannerUpdate
	case hint && !b.hinted:
		note = bannerInstall
	}
	changed := note != b.note
	b.note = note
	return changed
}

// hit is the banner's button under the point, if it shows.
func (b *pageBanner) hit(x, y float64) input.Target {
	if b.note != noBanner && b.button.Contains(x, y) {
		return input.Target{Kind: kindPageBanner}
	}
	return input.Target{}
}

// take answers an intent meant for the banner (a click on its button, the
// pointer over it) and reports whether it was; it reports in changed
// whether the banner looks otherwise.
func (b *pageBanner) take(in input.Intent) (taken, changed bool) {
	if in.Kind == input.Hover {
		over := in.Over.Kind == kindPageBanner || in.Target.Kind == kindPageBanner
		changed, b.hover = over != b.hover, over
		return false, changed // the scene tracks the pointer too
	}
	if in.Kind != input.Click || in.Target.Kind != kindPageBanner {
		return false, false
	}
	switch b.note {
	case bannerUpdate:
		b.update()
	case bannerInstall:
		b.hinted, b.note = true, noBanner
		b.seen()
	}
	return true, true
}

// layout places the banner at the top of the screen, at least as large
// as 15 CSS px text and a 44 CSS px button on a phone, and as wide as the
// screen allows.
func (b *pageBanner) layout(env *Env) {
	if b.note == noBanner {
		return
	}
	f := env.Frame()
	u := max(f.S, f.CSS)
	pad := 12 * u
	width := min(760*u, f.W-16*u)
	b.size, b.line, b.scale = 15*u, 20*u, u
	say, label := Say("web.update_ready"), env.T("web.reload")
	if b.note == bannerInstall {
		say, label = Say("web.install_ios"), env.T("web.got_it")
	}
	b.label = label
	// The button as wide as its label wants, within 88 and 150 units:
	// the words get the rest.
	labelW := env.Text().Width(label, 16*u, true) + 2*(render.LabelMargin+8)*u
	btnW, btnH := min(150*u, max(88*u, labelW)), 44*u
	b.lines = env.Text().Wrap(env.Say(say), b.size, width-btnW-3*pad)
	height := max(float64(len(b.lines))*b.line, btnH) + 2*pad
	b.box = render.Rect{X: (f.W - width) / 2, Y: 8 * u, W: width, H: height}
	b.button = render.Rect{X: b.box.X + width - pad - btnW, Y: b.box.Y + (height-btnH)/2, W: btnW, H: btnH}
}

// draw draws the banner, if one shows, over whatever scene is drawn.
func (b *pageBanner) draw(env *Env, dst *ebiten.Image) {
	if b.note == noBanner {
		return
	}
	paint, text, u := env.Paint(), env.Text(), b.scale
	paint.Shadow(dst, b.box, 10*u)
	paint.Box(dst, b.box, 10*u, render.FeltDark)
	paint.Frame(dst, b.box, 10*u, 1.5*u, render.Gold)
	textLeft := b.box.X + 12*u
	y := b.box.Y + (b.box.H-float64(len(b.lines))*b.line)/2 + b.line/2 // lines are drawn by their middle
	for _, line := range b.lines {
		text.Draw(dst, line, textLeft, y, b.size, render.Ink, render.Left)
		y += b.line
	}
	paint.Button(dst, b.button, render.ButtonView{Shown: true, Enabled: true, Primary: true, Label: b.label}, b.hover, u)
}
