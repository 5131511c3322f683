package game

import "math"

// The marks a game sets on the review slider: where they stand, which are
// a mouse's targets, and what their tooltips say.

// markX is where a mark stands on the track, in design units.
func (b *ReviewBar) markX(pos int) float64 {
	t := b.track()
	if b.Len == 0 {
		return t.X
	}
	return t.X + t.W*float64(pos)/float64(b.Len)
}

// markAt is the key mark nearest a point above the track, within 12
// units: a mouse's target 24 wide. Key marks standing closer than that are
// one target, the first of them. The other marks (one a decision, a few
// units apart) are the slider's: a click there seeks as on the track, and
// the nearest one's tooltip shows (markNear).
func (b *ReviewBar) markAt(env *Env, x, y float64) (int, bool) {
	if b.fluid {
		return 0, false // too close together for a finger: the slider seeks
	}
	f := env.Frame()
	t := b.track()
	if top, mid := f.Y(t.Y-22), f.Y(t.Y+t.H/2); y < top || y > mid {
		return 0, false
	}
	best, bestD := -1, f.Px(12)
	for i, m := range b.Marks {
		if d := math.Abs(f.X(b.markX(m.Pos)) - x); m.Key && d <= bestD {
			best, bestD = i, d
		}
	}
	if best < 0 {
		return 0, false
	}
	first, _, _ := b.keyCluster(best)
	return first, true
}

// keyCluster is the chain of key marks standing less than a mouse's target
// (24 units) apart around key mark i: its first mark, and where it begins
// and ends on the track, in design units.
func (b *ReviewBar) keyCluster(i int) (first int, lo, hi float64) {
	lo = b.markX(b.Marks[i].Pos)
	hi, first = lo, i
	for grown := true; grown; {
		grown = false
		for j, m := range b.Marks {
			if !m.Key {
				continue
			}
			x := b.markX(m.Pos)
			if x < lo && x > lo-24 || x > hi && x < hi+24 {
				lo, hi, grown = min(lo, x), max(hi, x), true
			}
			if fx := b.markX(b.Marks[first].Pos); x == lo && (x < fx || j < first && x == fx) {
				first = j
			}
		}
	}
	return first, lo, hi
}

// markNear is the mark nearest a pointer over the slider, within a few
// units, for its tooltip.
func (b *ReviewBar) markNear(env *Env, x float64) (int, bool) {
	f := env.Frame()
	best, bestD := -1, f.Px(5)
	for i, m := range b.Marks {
		if d := math.Abs(f.X(b.markX(m.Pos)) - x); d <= bestD {
			best, bestD = i, d
		}
	}
	return best, best >= 0
}

// markTips are the tooltip's lines over mark i: its own words, or on a
// key mark the words of every key mark of its cluster, each wrapped.
func (b *ReviewBar) markTips(env *Env, i int, size, room float64) []string {
	if !b.Marks[i].Key {
		return env.Text().Wrap(b.Marks[i].Tip, size, room)
	}
	_, lo, hi := b.keyCluster(i)
	var lines []string
	for _, m := range b.Marks {
		if x := b.markX(m.Pos); m.Key && x >= lo && x <= hi && m.Tip != "" {
			lines = append(lines, env.Text().Wrap(m.Tip, size, room)...)
		}
	}
	return lines
}
