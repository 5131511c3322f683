package orbit

// Wide: the table spreads over a wide screen's width (board's
// placeOthers), the others' systems or the solo column growing with it.
func (p *play) Wide() bool { return true }
