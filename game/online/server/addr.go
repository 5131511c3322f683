package server

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// clientAddr is the address a request comes from, as every limit per
// address counts it: the TCP peer, or the client a trusted proxy names.
func (s *Server) clientAddr(r *http.Request) netip.Addr {
	return clientAddrOf(r, s.cfg.TrustedProxies)
}

// clientAddrOf is the address a request comes from: its peer's, or, when
// the peer is a reverse proxy inside one of the trusted prefixes, the
// address that proxy (and any trusted proxies before it) says it forwards
// for. Headers from anyone else are never read: a client could put any
// address there.
func clientAddrOf(r *http.Request, trusted []netip.Prefix) netip.Addr {
	peer, err := netip.ParseAddrPort(r.RemoteAddr)
	addr := peer.Addr().Unmap()
	if err != nil { // not host:port (a test's or a unix socket's): the text as it is
		addr, _ = netip.ParseAddr(r.RemoteAddr)
		addr = addr.Unmap()
	}
	if !inPrefixes(addr, trusted) {
		return addr
	}
	// The hops, nearest last: each proxy appends the peer it heard from.
	hops := forwardedFor(r.Header.Values("Forwarded"))
	if len(hops) == 0 {
		for _, v := range r.Header.Values("X-Forwarded-For") {
			hops = append(hops, strings.Split(v, ",")...)
		}
	}
	for i := len(hops) - 1; i >= 0; i-- {
		hop, ok := parseHop(hops[i])
		if !ok {
			return addr // a hop that names no address: the last proxy that did
		}
		addr = hop
		if !inPrefixes(addr, trusted) {
			return addr
		}
	}
	return addr
}

// forwardedFor is the for= of each element of RFC 7239 Forwarded headers,
// in order.
func forwardedFor(values []string) []string {
	var out []string
	for _, v := range values {
		for _, elem := range strings.Split(v, ",") {
			for _, pair := range strings.Split(elem, ";") {
				k, val, ok := strings.Cut(strings.TrimSpace(pair), "=")
				if ok && strings.EqualFold(k, "for") {
					out = append(out, val)
				}
			}
		}
	}
	return out
}

// parseHop reads one forwarded address: 192.0.2.1, "[2001:db8::1]:4711",
// 192.0.2.1:4711; "unknown" and obfuscated names are no address.
func parseHop(s string) (netip.Addr, bool) {
	s = strings.Trim(strings.TrimSpace(s), `"`)
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr().Unmap(), true
	}
	a, err := netip.ParseAddr(strings.TrimSuffix(strings.TrimPrefix(s, "["), "]"))
	return a.Unmap(), err == nil
}

func inPrefixes(a netip.Addr, ps []netip.Prefix) bool {
	for _, p := range ps {
		if p.Contains(a) {
			return true
		}
	}
	return false
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

// ParseTrustedProxies reads --trust-proxy: comma-separated CIDR prefixes
// (a bare address is a prefix of one address).
func ParseTrustedProxies(s string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			a, aerr := netip.ParseAddr(f)
			if aerr != nil {
				return nil, fmt.Errorf("trusted proxy %q: want a CIDR prefix like 10.0.0.0/8 or an address: %w", f, err)
			}
			p = netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen())
		}
		out = append(out, p.Masked())
	}
	return out, nil
}
