package orbit

import (
	"strconv"

	"orbis/game"
	rules "orbis/rules/orbit"
)

// The catalogue keys of the names the rules use, written out in full, so
// that the words test sees every key the game can ask for.
var (
	orderKeys = [rules.NumOrders]string{
		rules.Scout: "orbit.order.scout", rules.Mine: "orbit.order.mine",
		rules.Buy: "orbit.order.buy", rules.Zap: "orbit.order.zap",
	}
	bodyKeys = [rules.NumBodies]string{
		rules.SpaceDust: "orbit.body.space_dust", rules.Planet: "orbit.body.planet", rules.Moon: "orbit.body.moon",
		rules.Asteroid: "orbit.body.asteroid", rules.Comet: "orbit.body.comet", rules.Wormhole: "orbit.body.wormhole",
	}
	resourceKeys = [rules.NumResources]string{
		rules.Water: "orbit.resource.water", rules.Ore: "orbit.resource.ore", rules.Gold: "orbit.resource.gold",
	}
	shipKeys    = [rules.Ships]string{"orbit.ship.red", "orbit.ship.green", "orbit.ship.blue"}
	paymentKeys = [rules.NumPayments]string{
		rules.PayWater: "orbit.pay.water", rules.PayOre: "orbit.pay.ore", rules.PayGold: "orbit.pay.gold", rules.PayEach: "orbit.pay.each",
	}
	// promptKeys say what the person to act does, by order.
	promptKeys = [rules.NumOrders]string{
		rules.Scout: "orbit.prompt.scout", rules.Mine: "orbit.prompt.mine",
		rules.Buy: "orbit.prompt.buy", rules.Zap: "orbit.prompt.zap",
	}
	// promptTouchKeys say it to a finger: tap, not click.
	promptTouchKeys = [rules.NumOrders]string{
		rules.Scout: "orbit.prompt.scout_touch", rules.Mine: "orbit.prompt.mine_touch",
		rules.Buy: "orbit.prompt.buy_touch", rules.Zap: "orbit.prompt.zap_touch",
	}
	// computerNameKeys name the computer captains nobody named, by seat.
	computerNameKeys = [rules.MaxPlayers]string{
		"orbit.setup.computer_name.1", "orbit.setup.computer_name.2", "orbit.setup.computer_name.3",
		"orbit.setup.computer_name.4", "orbit.setup.computer_name.5", "orbit.setup.computer_name.6",
	}
	// rankKeys are the solo ranks as the rules print them, best first, with
	// the lowest score of each.
	rankKeys = [...]struct {
		from int
		key  string
	}{
		{30, "orbit.rank.commodore"}, {25, "orbit.rank.assignments"}, {20, "orbit.rank.nicely_done"},
		{15, "orbit.rank.displeased"}, {10, "orbit.rank.second_officer"}, {0, "orbit.rank.private"},
		{-1 << 30, "orbit.rank.ice_planet"},
	}
	rulesSections = []game.RuleSection{
		{Title: "orbit.rules.overview.title", Body: "orbit.rules.overview.body"},
		{Title: "orbit.rules.hexes.title", Body: "orbit.rules.hexes.body"},
		{Title: "orbit.rules.orders.title", Body: "orbit.rules.orders.body"},
		{Title: "orbit.rules.end.title", Body: "orbit.rules.end.body"},
		{Title: "orbit.rules.solo.title", Body: "orbit.rules.solo.body"},
		{Title: "orbit.rules.controls.title", Body: "orbit.rules.controls.body"},
	}
)

// keyOf returns table[i], or "" (a missing key, shown as "{}") for an index
// the table does not have.
func keyOf[I ~uint8 | ~int | ~int8](table []string, i I) string {
	if int(i) < 0 || int(i) >= len(table) {
		return ""
	}
	return table[i]
}

func orderWord(env *game.Env, o rules.Order) string { return env.T(keyOf(orderKeys[:], o)) }
func bodyWord(env *game.Env, b rules.Body) string   { return env.T(keyOf(bodyKeys[:], b)) }
func shipWord(env *game.Env, ship int) string       { return env.T(keyOf(shipKeys[:], ship)) }
func resourceWord(env *game.Env, r rules.Resource) string {
	return env.T(keyOf(resourceKeys[:], r))
}

// rankFor is the solo rank a score earns.
func rankFor(score int) string {
	for _, r := range rankKeys {
		if score >= r.from {
			return r.key
		}
	}
	return rankKeys[len(rankKeys)-1].key
}

// countermandCost is what the n-th countermand adds to the solo penalty.
func countermandCost(k *rules.Kit, n int) int { return k.PenaltyFor(n) - k.PenaltyFor(n-1) }

// hexWord names a hex: its body, or space dust, with its resource.
func hexWord(env *game.Env, h *rules.HexDef) string {
	return env.T("orbit.hex", bodyWord(env, h.Body), resourceWord(env, h.Resource))
}

// hexTip explains a hex: what it is, what it is worth now and what it will
// be worth as it turns.
func hexTip(env *game.Env, h *rules.HexDef, turns int) []string {
	lines := []string{hexWord(env, h)}
	now := int(h.Edges[turns])
	if turns >= rules.EdgeCount-1 {
		return append(lines, env.T("orbit.tip.spent", now))
	}
	var next []string
	for e := turns + 1; e < rules.EdgeCount; e++ {
		next = append(next, strconv.Itoa(int(h.Edges[e])))
	}
	lines = append(lines, env.T("orbit.tip.value", now, env.T("orbit.tip.then", joinWith(env, next))))
	if h.Body == rules.Wormhole {
		lines = append(lines, env.T("orbit.tip.wormhole"))
	}
	return lines
}

// joinWith joins values with the language's comma.
func joinWith(env *game.Env, parts []string) string {
	if len(parts) == 0 {
		return ""
	}
	out := parts[0]
	for _, p := range parts[1:] {
		out = env.T("list.comma", out, p)
	}
	return out
}

// goalTip explains a goal, what it counts at most, and what it scores now.
func goalTip(env *game.Env, g rules.Goal, now int) []string {
	lines := goalRule(env, g)
	if g.Max > 0 {
		lines = append(lines, env.T("orbit.tip.goal_max", int(g.Max)))
	}
	return append(lines, env.T("orbit.tip.goal_now", now))
}

// goalRule names a goal's shape and says what it scores.
func goalRule(env *game.Env, g rules.Goal) []string {
	switch g.Shape {
	case rules.Circle:
		return []string{env.T("orbit.goal.circle"), env.N("orbit.tip.goal_circle", int(g.Points), int(g.Points), resourceWord(env, g.Resource))}
	case rules.Triangle:
		return []string{env.T("orbit.goal.triangle"), env.N("orbit.tip.goal_triangle", int(g.Points), int(g.Points), bodyWord(env, g.Body))}
	case rules.Square:
		return []string{env.T("orbit.goal.square"), env.N("orbit.tip.goal_square", int(g.Points), int(g.Points), bodyWord(env, g.Body), bodyWord(env, g.Other))}
	}
	return nil
}
