//go:build !js

package online

import (
	"context"

	"github.com/coder/websocket"
)

type desktopSocket struct{ ws *websocket.Conn }

// dial opens a WebSocket to a server.
func dial(ctx context.Context, url string) (socket, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
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
