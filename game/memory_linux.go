package game

import "github.com/ebitengine/purego"

// tuneMalloc keeps glibc from holding on to what the GL driver frees. A
// software renderer (Mesa's llvmpipe) allocates every texture and vertex
// buffer with malloc; after the first large block is freed glibc raises its
// mmap threshold, and the blocks that follow, atlas pages among them, then
// come from arenas that it seldom gives back. A fixed threshold (its own
// default, 128 KiB) keeps them mapped apart and returned when freed. Without
// glibc (no libc.so.6), nothing changes.
func tuneMalloc() {
	libc, err := purego.Dlopen("libc.so.6", purego.RTLD_NOW|purego.RTLD_GLOBAL)
	if err != nil {
		return
	}
	var mallopt func(param, value int32) int32
	purego.RegisterLibFunc(&mallopt, libc, "mallopt")
	const mMmapThreshold = -3 // M_MMAP_THRESHOLD in malloc.h
	mallopt(mMmapThreshold, 128<<10)
}
