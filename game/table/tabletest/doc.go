// Package tabletest drives the online table both games share through a
// real server in the test's process, for the games' own tests.
package tabletest
