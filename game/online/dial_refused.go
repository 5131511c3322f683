package online

import (
	"errors"
	"fmt"
	"strings"
)

// Why a connection to a server could not be made, as far as a client can
// tell: the desktop tells all of these, a browser only what its page's own
// server says (see askRefusal).
var (
	ErrNothingListens = errors.New("nothing listens at this address") // the host is there, the port is closed
	ErrNoSuchHost     = errors.New("no computer has this name")
)

// DialRefused is a server's refusal of a connection before the WebSocket
// upgrade: an HTTP status other than 101 (429 for too many connections
// from the address, 503 for a full server) and the server's words.
type DialRefused struct {
	Status int
	Detail string
}

func (e *DialRefused) Error() string {
	if e.Detail == "" {
		return fmt.Sprintf("refused with HTTP %d", e.Status)
	}
	return fmt.Sprintf("refused with HTTP %d: %s", e.Status, e.Detail)
}

// maxRefusalText bounds what is kept of a refusal's body: a server's
// sentence, not a web page.
const maxRefusalText = 512

// dialRefused is a refusal of a status and its answer's body.
func dialRefused(status int, body []byte) *DialRefused {
	text := strings.ToValidUTF8(string(body[:min(len(body), maxRefusalText)]), "")
	return &DialRefused{Status: status, Detail: strings.TrimSpace(text)}
}
