//go:build !js

package online

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/coder/websocket"
)

type desktopSocket struct{ ws *websocket.Conn }

// dial opens a WebSocket to a server.
func dial(ctx context.Context, url string) (socket, error) {
	ws, resp, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		if resp != nil && resp.StatusCode != http.StatusSwitchingProtocols {
			// A refusal before the upgrade says why (too many connections).
			why, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
			if why := strings.TrimSpace(string(why)); why != "" {
				return nil, fmt.Errorf("%w: the server says: %s", err, why)
			}
		}
		return nil, err
	}
	ws.SetReadLimit(MaxServerMessage)
	return desktopSocket{ws}, nil
}

func (s desktopSocket) Read(ctx context.Context) ([]byte, error) {
	_, data, err := s.ws.Read(ctx)
	return data, err
}

func (s desktopSocket) Write(ctx context.Context, data []byte) error {
	return s.ws.Write(ctx, websocket.MessageText, data)
}

func (s desktopSocket) Close() { _ = s.ws.CloseNow() }
