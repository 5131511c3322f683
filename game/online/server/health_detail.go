package server

import (
	"crypto/sha256"
	"crypto/subtle"
	"net"
	"net/http"
	"strings"
)

// wantsDetail reports whether a /healthz request asks for the detail page
// and may read it: the detail names rooms, for the operator only.
func (s *Server) wantsDetail(r *http.Request) bool {
	return r.URL.Query().Has("detail") && s.operator(r)
}

// operator reports whether a request comes from the server's operator:
// with the health token, or from a loopback address directly. A request a
// proxy relayed says so in its headers, and is not the operator's however
// local the proxy is; those headers are never read as an address.
func (s *Server) operator(r *http.Request) bool {
	if tok := s.cfg.HealthToken; tok != "" {
		if got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
			// Hashed first: the comparison's time then says nothing of the length.
			want, have := sha256.Sum256([]byte(tok)), sha256.Sum256([]byte(got))
			if subtle.ConstantTimeCompare(want[:], have[:]) == 1 {
				return true
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return false
	}
	ip := net.ParseIP(host)
	if ip == nil || !ip.IsLoopback() {
		return false
	}
	for _, h := range []string{"Forwarded", "X-Forwarded-For", "X-Real-Ip"} {
		if r.Header.Get(h) != "" {
			return false
		}
	}
	return true
}
