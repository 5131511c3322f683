package online

import "fmt"

// OriginPath is where, beside its WebSocket (".../ws/origin"), a server
// says whether it accepts a browser page's origin: a browser hides a
// refused upgrade's answer from the page, so the page asks here why.
const OriginPath = "/origin"

// OriginStatus is the answer at OriginPath for the origin asked about
// (?origin=, or the request's Origin header).
type OriginStatus struct {
	Origin  string `json:"origin"`
	Allowed bool   `json:"allowed"`
	// Host is the origin's host name, as the server's operator would give
	// it with --origin.
	Host string `json:"host,omitempty"`
}

// OriginRefused is a server's refusal of the page a browser player opened
// it by: a host name it was not told (orbis server --origin NAME).
type OriginRefused struct{ Host string }

func (e *OriginRefused) Error() string {
	return fmt.Sprintf("online: the server does not accept pages opened as %s (start it with --origin %s)", e.Host, e.Host)
}
