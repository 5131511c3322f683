// Package servertest runs an online server in a test's own process, for
// the tests of the clients, the lobby and the tables that talk to one.
package servertest
