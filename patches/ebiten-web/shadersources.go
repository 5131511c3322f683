//go:build ignore

// shadersources prints the Kage source of Ebitengine's built-in and ColorM
// shaders for every filter and address. build.sh runs it inside a copy of
// the Ebitengine release before and after patches/ebiten-web/*.patch are
// applied and fails when the two differ: patch 4 writes these sources
// without text/template, and they must stay the release's, byte for byte.
package main

import (
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2/internal/builtinshader"
	"github.com/hajimehoshi/ebiten/v2/internal/colormshader"
)

func main() {
	for filter := range builtinshader.FilterCount {
		for address := range builtinshader.AddressCount {
			fmt.Printf("==== builtinshader filter %d address %d\n", filter, address)
			os.Stdout.Write(builtinshader.ShaderSource(builtinshader.Filter(filter), builtinshader.Address(address)))
		}
	}
	for filter := range colormshader.FilterCount {
		for address := range colormshader.AddressCount {
			fmt.Printf("==== colormshader filter %d address %d\n", filter, address)
			os.Stdout.Write(colormshader.ShaderSource(colormshader.Filter(filter), colormshader.Address(address)))
		}
	}
}
