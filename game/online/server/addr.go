package server

import (
	"net"
	"net/http"
	"net/netip"
)

// clientAddr is the address a request comes from, as every limit per
// address counts it: today the TCP peer of the request.
func (s *Server) clientAddr(r *http.Request) netip.Addr {
	ap, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil {
		return netip.Addr{}
	}
	return ap.Addr().Unmap()
}

// peerAddr is the address a connection comes from (its TCP peer).
func peerAddr(a net.Addr) netip.Addr {
	if ta, ok := a.(*net.TCPAddr); ok {
		return ta.AddrPort().Addr().Unmap()
	}
	ap, err := netip.ParseAddrPort(a.String())
	if err != nil {
		return netip.Addr{}
	}
	return ap.Addr().Unmap()
}

// addrKey is what a limit per address counts an address under: an IPv4
// address as it is, an IPv6 address by its /64, since one subscriber is
// given a whole /64 and may use any address in it.
func addrKey(a netip.Addr) string {
	a = a.Unmap()
	switch {
	case !a.IsValid():
		return "unknown"
	case a.Is6():
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}
