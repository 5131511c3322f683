package orbis

// Wide: the table spreads over a wide screen's width (board's widen), the
// rivals' row and the active seat's room growing with it.
func (p *play) Wide() bool { return true }
