//go:build !js

package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
)

// nodeStartWait bounds a node's start; JetStream's meta leader is elected
// later, once enough of the cluster's nodes are up.
const nodeStartWait = 30 * time.Second

// cmdNATSNode runs one node of a NATS cluster with JetStream, the same
// server `orbis server --nats` connects to. It exists so that tests (and
// operators with no nats-server installed) can run the cluster `orbis
// server --replicas 3` needs from this binary alone. It runs until
// SIGTERM or SIGINT.
func cmdNATSNode(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis nats-node", flag.ContinueOnError)
	fs.SetOutput(stderr)
	name := fs.String("name", "", "the node's name, unique in the cluster")
	host := fs.String("host", "127.0.0.1", "address clients and routes connect to")
	port := fs.Int("port", 4222, "client port")
	clusterPort := fs.Int("cluster-port", 6222, "port other nodes route to")
	routes := fs.String("routes", "", "comma-separated nats://host:port of the other nodes' cluster ports")
	cluster := fs.String("cluster", "orbis", "the cluster's name")
	data := fs.String("data", "", "directory of the node's JetStream storage")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 || *name == "" || *data == "" {
		return usageError("want flags only, with --name and --data")
	}
	opts := &natsserver.Options{
		ServerName: *name,
		Host:       *host,
		Port:       *port,
		JetStream:  true,
		StoreDir:   *data,
		// As the embedded store's: a whole room document fits in a message.
		MaxPayload: 2 << 20,
		// Every open room's watch is a consumer of the rooms' stream: more
		// than the default 1,000 rooms must be able to be open at once.
		JetStreamLimits: natsserver.JSLimitOpts{DefaultMaxConsumers: -1},
		Cluster:         natsserver.ClusterOpts{Name: *cluster, Host: *host, Port: *clusterPort},
		NoSigs:          true, // the signals are handled here, to stop cleanly
		Logtime:         true,
	}
	if *routes != "" {
		for _, r := range strings.Split(*routes, ",") {
			// RoutesFromStr drops what it cannot parse: check first.
			if u, err := url.Parse(strings.TrimSpace(r)); err != nil || u.Host == "" {
				return usageError("--routes: %q is no nats://host:port", r)
			}
		}
		opts.Routes = natsserver.RoutesFromStr(*routes)
	}
	if err := os.MkdirAll(*data, 0o750); err != nil {
		return fmt.Errorf("nats node: data directory: %w", err)
	}
	srv, err := natsserver.NewServer(opts)
	if err != nil {
		return fmt.Errorf("nats node: %w", err)
	}
	srv.ConfigureLogger()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv.Start()
	if !srv.ReadyForConnections(nodeStartWait) {
		srv.Shutdown()
		srv.WaitForShutdown()
		return fmt.Errorf("nats node: not ready after %s", nodeStartWait)
	}
	// A JetStream failure is only logged by the server, which runs on
	// without it: useless to the rooms.
	if !srv.JetStreamEnabled() {
		srv.Shutdown()
		srv.WaitForShutdown()
		return errors.New("nats node: JetStream did not start in " + *data)
	}
	<-ctx.Done()
	srv.Shutdown()
	srv.WaitForShutdown()
	return nil
}
