package orbit

import (
	"orbis/game"
	rules "orbis/rules/orbit"
)

// The statistics keep, for each seat of a finished game, the points each
// of its goals scored (by the goal's shape) and the resources on its
// tracker at the end, by the rules' record names. Orbit has no god: its
// goals are what a captain plays for.

// The kinds of Orbit's tallies in the statistics.
const (
	tallyGoal     = "goal"
	tallyResource = "resource"
)

// goalShapes are the shapes of a captain's goals, in Breakdown.Goals' order.
var goalShapes = [...]rules.Shape{rules.Circle, rules.Triangle, rules.Square}

// goalNameKeys and resourceNameKeys name the tallies' bars.
var (
	goalNameKeys     = [...]string{"orbit.goal.circle", "orbit.goal.triangle", "orbit.goal.square"}
	resourceNameKeys = [rules.NumResources]string{
		rules.Water: "orbit.statistics.water", rules.Ore: "orbit.statistics.ore", rules.Gold: "orbit.statistics.gold",
	}
)

// seatTallies are one seat's tallies from its final score and kit.
func seatTallies(b *rules.Breakdown, pl *rules.Player) map[string]map[string]int {
	goals, resources := map[string]int{}, map[string]int{}
	for i, shape := range goalShapes {
		if b.Goals[i] > 0 {
			goals[shape.String()] = b.Goals[i]
		}
	}
	for r := range rules.NumResources {
		if pl.Track[r] > 0 {
			resources[r.String()] = int(pl.Track[r])
		}
	}
	return map[string]map[string]int{tallyGoal: goals, tallyResource: resources}
}

// TallyCharts: the points of each goal and the resources kept, on average
// (game.Tallied).
func (g *Game) TallyCharts() []game.TallyChart {
	var shapes, resources []string
	for _, s := range goalShapes {
		shapes = append(shapes, s.String())
	}
	for r := range rules.NumResources {
		resources = append(resources, r.String())
	}
	return []game.TallyChart{
		{Kind: tallyGoal, Title: "orbit.statistics.goals", Names: shapes, Name: goalRecordName, Mean: true},
		{Kind: tallyResource, Title: "orbit.statistics.resources", Names: resources, Name: resourceRecordName, Mean: true},
	}
}

// goalRecordName names a goal by its shape's record name; "" for none.
func goalRecordName(env *game.Env, name string) string {
	for i, s := range goalShapes {
		if s.String() == name {
			return env.T(goalNameKeys[i])
		}
	}
	return ""
}

// resourceRecordName names a resource by its record name; "" for none.
func resourceRecordName(env *game.Env, name string) string {
	for r := range rules.NumResources {
		if r.String() == name {
			return env.T(resourceNameKeys[r])
		}
	}
	return ""
}
