#!/usr/bin/env bash
# Builds, runs, tests and packages Orbis.
# Usage: ./build.sh run|build|test|deps|fps|soak|screenshots|ladder|cluster|load|web|serve|host|linux|install|uninstall|windows|macos|all
set -eEuo pipefail # -E: the test job's ERR trap names the failing step from within its functions
cd "$(dirname "$0")"
export PATH="$PATH:/usr/local/go/bin:$HOME/go/bin"

# The Go release the project builds with. A machine without a Go this
# recent gets it from the Go module proxy, which serves Go itself as a
# module (what the go command's own toolchain switching downloads).
go_release=1.26.8

# go_is_recent reports whether the go on PATH is Go 1.26 or later.
go_is_recent() {
	local minor
	command -v go >/dev/null || return 1
	minor=$(go env GOVERSION 2>/dev/null | sed -nE 's/^go1\.([0-9]+).*/\1/p')
	[ -n "$minor" ] && [ "$minor" -ge 26 ]
}

# ensure_go puts Go $go_release on PATH unless a recent Go is there,
# fetching it once into ~/.cache/orbis.
ensure_go() {
	go_is_recent && return 0
	local dir="$HOME/.cache/orbis/go$go_release"
	if [ ! -x "$dir/bin/go" ]; then
		deps curl unzip ca-certificates
		local arch proxy tmp
		arch=$(dpkg --print-architecture)
		proxy="${GOPROXY:-https://proxy.golang.org}"
		proxy="${proxy%%,*}"
		tmp=$(mktemp -d)
		echo "Fetching Go $go_release from $proxy" >&2
		curl -fsSL "$proxy/golang.org/toolchain/@v/v0.0.1-go$go_release.linux-$arch.zip" -o "$tmp/go.zip"
		unzip -q "$tmp/go.zip" -d "$tmp"
		# Module zips keep no file modes.
		chmod +x "$tmp/golang.org/toolchain@v0.0.1-go$go_release.linux-$arch"/bin/* "$tmp/golang.org/toolchain@v0.0.1-go$go_release.linux-$arch"/pkg/tool/*/*
		mkdir -p "$(dirname "$dir")"
		mv "$tmp/golang.org/toolchain@v0.0.1-go$go_release.linux-$arch" "$dir"
		rm -rf "$tmp"
	fi
	export PATH="$dir/bin:$PATH"
	go version >&2
}

# Debian packages the desktop build (cgo, X11, OpenGL, sound) needs.
system_packages=(gcc pkg-config libx11-dev libxrandr-dev libxcursor-dev libxinerama-dev libxi-dev libxxf86vm-dev libgl1-mesa-dev libasound2-dev)
# And what the tests need to run the game in a real window without a
# screen: a virtual X server, Mesa's software OpenGL, and real mouse events.
# And the browser the web build is tested in.
test_packages=(xvfb xauth xdotool libgl1-mesa-dri chromium)

# deps installs whichever of the given system packages are missing.
deps() {
	local missing=()
	for p in "$@"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	echo "Installing ${missing[*]}" >&2
	local sudo=""
	[ "$(id -u)" -ne 0 ] && sudo="sudo"
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

build() {
	local began=$SECONDS
	# The first build compiles Ebitengine and the GL and X11 bindings with cgo.
	echo "Building ./orbis (a first build takes a minute or two)…" >&2
	go build -o orbis .
	echo "Built ./orbis in $((SECONDS - began)) s" >&2
}

# step announces a stage of a long job, so that the terminal shows progress.
step() {
	current_step="$1"
	echo "==> $1 ($((SECONDS - job_began)) s)" >&2
}
job_began=$SECONDS
current_step=""

# soak runs computer games in the real window for SOAK_MINUTES (30) and
# prints the game's resident memory every 30 s: the curve must stay flat.
soak() {
	local minutes=${SOAK_MINUTES:-30} xvfb pid rss t=0
	xvfb-run -a -s "-screen 0 1600x1000x24" ./orbis fps --players 4 --seconds $((minutes * 60)) --ai hard --speed fast >/tmp/orbis-soak.log 2>&1 &
	xvfb=$!
	for _ in $(seq 1 40); do pid=$(pgrep -x orbis -P "$xvfb") && break; sleep 0.5; done # this run's game, no other
	[ -n "${pid:-}" ] || { echo "the game did not start" >&2; return 1; }
	echo "minute  RSS (MB)"
	while kill -0 "$pid" 2>/dev/null; do
		rss=$(awk '/VmRSS/{print $2}' "/proc/$pid/status" 2>/dev/null || true)
		[ -n "$rss" ] && printf '%6.1f  %d\n' "$(echo "$t / 60" | bc -l)" $((rss / 1024))
		sleep 30
		t=$((t + 30))
	done
	wait || true
	tail -4 /tmp/orbis-soak.log
}

# screenshots writes docs/screenshots: every scene a player sees, at the two
# window sizes the table is designed for, from seed 7.
screenshots() {
	local out=docs/screenshots size tag p sc
	mkdir -p "$out"
	for size in 1280x800 1920x1080; do
		tag=${size%%x*}
		for sc in title setup tutorial; do
			xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --scene "$sc" --players 4 --size "$size" --out "$out/$sc-$tag.png"
		done
		for p in 2 4; do
			for sc in play choice exchange hint notice legend gameover; do
				xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --scene "$sc" --players "$p" --seed 7 --size "$size" --out "$out/$sc-${p}p-$tag.png"
			done
		done
	done
	# Every language: the title, its options, the setup, the table, the
	# rules, the legend and the game's end, at the smaller size; the games
	# in progress (the title's Continue, their list, the question before a
	# delete, the replay viewer's list).
	local lang
	for lang in en de fr pl; do
		mkdir -p "$out/$lang"
		for sc in title options setup rules continue inprogress deletegame reviewsaves; do
			xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --lang "$lang" --scene "$sc" --players 4 --size 1280x800 --out "$out/$lang/$sc.png"
		done
		for sc in play legend gameover; do
			xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --lang "$lang" --scene "$sc" --players 4 --seed 7 --size 1280x800 --out "$out/$lang/$sc.png"
		done
	done
	# What a new player found and what answers it, in every language: the
	# question before a Wilderness, the exchange, the hint, the tutorial's
	# lessons by doing, the replay viewer and its analysis in the game's
	# words, and a room's invitation, chat, pause menu and players (the
	# host's, their question before a change, a guest's, a seat played on
	# another device, a table whose server lost its last moves), a join the
	# server refused (too many connections from one address, a full server)
	# and a room that failed on the server.
	for lang in en de fr pl; do
		for sc in tutorial tutorial-rows tutorial-god tutorial-exchange; do
			xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --lang "$lang" --scene "$sc" --players 2 --size 1280x800 --out "$out/$lang/$sc.png"
		done
		for sc in wild exchange hint; do
			xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --lang "$lang" --scene "$sc" --players 2 --seed 7 --size 1280x800 --out "$out/$lang/$sc.png"
		done
		for sc in review analysis; do
			xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --lang "$lang" --scene "$sc" --players 2 --seed 7 --size 1280x800 --out "$out/$sc-$lang.png"
		done
		for sc in invite chat onlinepause seats seatsask seatsguest lost wentback toomanyconns connsfull roomfailed originrefused server_full too_many_rooms; do
			xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --lang "$lang" --scene "$sc" --players 3 --size 1280x800 --out "$out/online-$sc-$lang.png"
		done
	done
	# Playing online, in every language: the lobby, and a table of each game
	# in a room of a server the picture runs (a computer seat, one left open).
	for lang in en de fr pl; do
		xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --lang "$lang" --scene lobby --size 1280x800 --out "$out/online-lobby-$lang.png"
		xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --lang "$lang" --scene online --players 3 --size 1280x800 --out "$out/online-orbis-$lang.png"
		xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --game orbit --lang "$lang" --scene online --players 3 --size 1280x800 --out "$out/online-orbit-$lang.png"
	done
	# The statistics over a made-up history, in every language.
	for lang in en de fr pl; do
		xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --lang "$lang" --scene stats --size 1920x1080 --out "$out/stats-$lang.png"
	done
	# The setup with the named rivals, their styles and ratings, in every language.
	for lang in en de fr pl; do
		xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --lang "$lang" --scene rivals --players 4 --size 1280x800 --out "$out/setup-rivals-$lang.png"
	done
	# Orbit: every scene, solo and at a table of 3 and of 6, and its table
	# and end in every language.
	local o=$out/orbit
	mkdir -p "$o"
	for sc in title setup rules; do
		xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --game orbit --scene "$sc" --players 6 --size 1280x800 --out "$o/$sc.png"
	done
	xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --game orbit --scene stats --size 1280x800 --out "$o/stats.png"
	# Learn to play: its Scout lesson on the desktop, its Buy on a phone.
	xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --game orbit --scene tutorial-scout --players 1 --size 1280x800 --out "$o/tutorial-en.png"
	xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --game orbit --scene tutorial-buy --players 1 --size 390x844 --out "$o/tutorial-phone-en.png"
	for sc in play accept countermand scout again buy zap gameover; do
		xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --game orbit --scene "$sc" --players 1 --seed 7 --size 1280x800 --out "$o/$sc-1p.png"
	done
	for p in 3 6; do
		for sc in play order buy gameover; do
			xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --game orbit --scene "$sc" --players "$p" --seed 7 --size 1280x800 --out "$o/$sc-${p}p.png"
		done
	done
	xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --game orbit --scene play --players 3 --seed 7 --size 1920x1080 --out "$o/play-3p-1920.png"
	xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --game orbit --scene analysis --players 3 --seed 7 --size 1280x800 --out "$o/review-analysis-en.png"
	for lang in de fr pl; do
		mkdir -p "$o/$lang"
		for sc in play again gameover; do
			xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --game orbit --lang "$lang" --scene "$sc" --players 3 --seed 7 --size 1280x800 --out "$o/$lang/$sc.png"
		done
		xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --game orbit --lang "$lang" --scene accept --players 1 --seed 7 --size 1280x800 --out "$o/$lang/accept.png"
		for sc in countermand gameover; do
			xvfb-run -a -s "-screen 0 2000x1200x24" ./orbis screenshot --game orbit --lang "$lang" --scene "$sc" --players 1 --seed 7 --size 1280x800 --out "$o/$lang/$sc-1p.png"
		done
	done
	# Wide screens: the tables over a 21:9 window's width, and a 16:9 one's.
	mkdir -p "$out/wide"
	for p in 2 4; do
		xvfb-run -a -s "-screen 0 2600x1500x24" ./orbis screenshot --scene play --players "$p" --seed 7 --size 2560x1080 --out "$out/wide/play-${p}p-2560x1080.png"
	done
	xvfb-run -a -s "-screen 0 2600x1500x24" ./orbis screenshot --scene play --players 3 --seed 7 --size 2560x1440 --out "$out/wide/play-3p-2560x1440.png"
	for p in 3 6; do
		xvfb-run -a -s "-screen 0 2600x1500x24" ./orbis screenshot --game orbit --scene play --players "$p" --seed 7 --size 2560x1080 --out "$out/wide/orbit-play-${p}p-2560x1080.png"
	done
	handheld_screenshots "$out"
	echo "docs/screenshots: $(ls "$out"/*.png "$out"/*/*.png "$out"/*/*/*.png | wc -l) pictures" >&2
}

# handheld_screenshots writes docs/screenshots/phone (a 390x844 phone at its
# 2x density, upright and on its side) and docs/screenshots/tablet (768x1024
# and 1024x768): the title, the setup, Orbis' table of 2 and 4, Orbit's solo
# and of 6, the final scores and the rules, in English, and on the phone
# Orbis' replay viewer and its analysis; the phone's upright tables in
# German, French and Polish too.
handheld_screenshots() {
	local out=$1 dir size scale tag lang
	for dir in phone tablet; do
		mkdir -p "$out/$dir"
		for size in $([ $dir = phone ] && echo "390x844 844x390" || echo "768x1024 1024x768"); do
			scale=$([ $dir = phone ] && echo 2 || echo 1)
			tag=$(echo "$size" | awk -Fx '{print ($1 < $2) ? "portrait" : "landscape"}')
			shoot() { # shoot NAME ARGS...: one picture of this size
				local name=$1
				shift
				xvfb-run -a -s "-screen 0 2600x1800x24" ./orbis screenshot --size "$size" --device-scale "$scale" --seed 7 "$@" --out "$out/$dir/$name-$tag.png"
			}
			shoot title --scene title
			shoot setup --scene setup --players 4
			shoot rules --scene rules
			shoot orbis-play-2p --scene play --players 2
			shoot orbis-play-4p --scene play --players 4
			shoot orbis-gameover-4p --scene gameover --players 4
			shoot orbit-play-1p --game orbit --scene play --players 1
			shoot orbit-play-6p --game orbit --scene play --players 6
			shoot orbit-gameover-3p --game orbit --scene gameover --players 3
			if [ $dir = phone ]; then
				shoot orbis-review-2p --scene review --players 2
				shoot orbis-analysis-2p --scene analysis --players 2
			fi
		done
	done
	for lang in de fr pl; do
		mkdir -p "$out/phone/$lang"
		xvfb-run -a -s "-screen 0 2600x1800x24" ./orbis screenshot --size 390x844 --device-scale 2 --seed 7 --lang "$lang" --scene play --players 2 --out "$out/phone/$lang/orbis-play-2p-portrait.png"
		xvfb-run -a -s "-screen 0 2600x1800x24" ./orbis screenshot --size 390x844 --device-scale 2 --seed 7 --lang "$lang" --game orbit --scene play --players 1 --out "$out/phone/$lang/orbit-play-1p-portrait.png"
	done
}

# ladder rewrites docs/ladder.md and assets/ladder.json: every computer
# opponent of each game against every other in 2-player games, rated on
# the Elo scale (about 20 minutes on two cores). Orbis' searches think
# 200 ms a turn, a quarter of the game's budget, the same for Hard and
# Expert, whose claim is to be stronger at equal think time.
ladder() {
	./orbis arena --ladder --game orbis --games 20 --budget 200ms --seed 1 --workers 2 --out docs/ladder.md
	./orbis arena --ladder --game orbit --games 100 --seed 1 --workers 2 --out docs/ladder.md
}

# The web build's budget on the wire: the whole first load (page, scripts,
# service worker, program) with brotli, and the program gzipped for the
# browsers that send no br (they send it only over HTTPS or to localhost).
web_brotli_limit=3400000
web_gzip_limit=$((5 * 1024 * 1024))

# web_ebiten writes dist/ebiten-web: a copy of the Ebitengine release go.mod
# requires with patches/ebiten-web/*.patch applied, and a go.work that builds
# the browser's program against it (the desktop builds use Ebitengine as it
# is). The patches leave out what a browser never runs: go/build, the VM
# guest's connection (encoding/gob, net), log/slog, the shaders' templates
# (text/template), the internal images' zip (archive/zip) and the
# texel-unit shaders' printer (go/printer), 950 KB of the wasm gzipped and
# 650 KB with brotli (patches/ebiten-web/README.md). A
# release the patches no longer apply to, or whose shader sources patch 4
# no longer writes exactly, fails the build here.
web_ebiten() {
	local dir=dist/ebiten-web version src key p tmp
	command -v patch >/dev/null || deps patch
	version=$(go list -m -f '{{.Version}}' github.com/hajimehoshi/ebiten/v2)
	src=$(go list -m -f '{{.Dir}}' github.com/hajimehoshi/ebiten/v2)
	if [ -z "$src" ]; then
		go mod download github.com/hajimehoshi/ebiten/v2
		src=$(go list -m -f '{{.Dir}}' github.com/hajimehoshi/ebiten/v2)
	fi
	key="$version $(cat patches/ebiten-web/*.patch patches/ebiten-web/shadersources.go | sha256sum | cut -c1-16)"
	if [ "$(cat "$dir/key" 2>/dev/null)" != "$key" ]; then
		rm -rf "$dir" && mkdir -p "$dir"
		tmp="$dir/tmp"
		cp -R "$src" "$tmp" && chmod -R u+w "$tmp"
		# Patch 4 writes the built-in and ColorM shaders' sources without
		# text/template: they must stay the release's, byte for byte, for
		# every filter and address (patches/ebiten-web/shadersources.go).
		cp patches/ebiten-web/shadersources.go "$tmp/orbis_shadersources.go"
		(cd "$tmp" && GOWORK=off go run orbis_shadersources.go) >"$dir/shaders.release"
		for p in patches/ebiten-web/*.patch; do
			patch -d "$tmp" -p1 --forward --quiet <"$p" || {
				echo "$p does not apply to Ebitengine $version: update patches/ebiten-web (README.md there)" >&2
				return 1
			}
		done
		(cd "$tmp" && GOWORK=off go run orbis_shadersources.go) >"$dir/shaders.patched"
		rm "$tmp/orbis_shadersources.go"
		if ! cmp -s "$dir/shaders.release" "$dir/shaders.patched"; then
			diff -u "$dir/shaders.release" "$dir/shaders.patched" | head -40 >&2 || true
			echo "patches/ebiten-web changes the shaders' sources of Ebitengine $version: update 4-shader-templates.patch (README.md there)" >&2
			return 1
		fi
		mv "$tmp" "$dir/ebiten"
		printf 'go %s\n\nuse ../..\n\nreplace github.com/hajimehoshi/ebiten/v2 %s => ./ebiten\n' \
			"$(go list -m -f '{{.GoVersion}}')" "$version" >"$dir/go.work"
		echo "$key" >"$dir/key"
	fi
	# What the patches leave out must stay out: a new release or a new
	# import may bring a package back in by another path.
	local back
	back=$(GOWORK="$PWD/$dir/go.work" GOOS=js GOARCH=wasm go list -deps . | grep -xE 'go/build|encoding/gob|net|log/slog|text/template|text/template/parse|archive/zip|go/printer' || true)
	if [ -n "$back" ]; then
		echo "the browser's program links $(echo $back) again: see patches/ebiten-web/README.md" >&2
		return 1
	fi
}

# web_build writes dist/web: the page, its loading screen's script, its
# service worker, Go's wasm_exec.js and the program, then packs them with
# `orbis webpack` (the desktop binary's sub-command, built without cgo so
# that it needs no system package): the scripts and the program named by
# their content hash, the web app's manifest and icons, and a brotli and a
# gzip copy of each file beside it. It prints both sizes and fails past
# their limits.
web_build() {
	local out=dist/web
	rm -rf "$out" && mkdir -p "$out"
	web_ebiten
	# The screens' and the table's code is built without inlining for the
	# browser: 88 KB less with brotli (the first load's budget), where the
	# rules and the computers' search, which think, keep it.
	GOWORK="$PWD/dist/ebiten-web/go.work" GOOS=js GOARCH=wasm go build -trimpath -ldflags "-s -w" \
		-gcflags=orbis/game/...=-l -gcflags=orbis/render/...=-l -gcflags=orbis/input=-l -o "$out/orbis.wasm" .
	cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" assets/web/index.html assets/web/loader.js assets/web/sw.js "$out/"
	CGO_ENABLED=0 go run . webpack --max-brotli "$web_brotli_limit" --max-gzip-wasm "$web_gzip_limit" "$out"
}

# The packages that must build and test without cgo and without a display.
display_free=(./rules/... ./game/session/... ./game/online/...)

test_all() {
	local unformatted
	trap 'echo "FAILED at: $current_step, after $((SECONDS - job_began)) s" >&2' ERR
	step "gofmt, go vet and staticcheck"
	unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
	if [ -n "$unformatted" ]; then
		echo "gofmt would change: $unformatted" >&2
		return 1
	fi
	go vet ./...
	go vet -tags cluster ./game/cli # the cluster test, run by ./build.sh cluster
	# staticcheck, pinned in go.mod's tool directive (honnef.co/go/tools v0.8.2).
	go tool staticcheck ./...
	# The tests that drive a real window under Xvfb run after the others, on
	# a quiet machine: real mouse events must not wait behind a busy CPU.
	step "unit tests, then the tests in a real window under Xvfb"
	ORBIS_DISPLAY_TESTS=later go test -count=1 ./...
	step "the rules without cgo, and the browser's packages"
	CGO_ENABLED=0 go vet "${display_free[@]}"
	# The browser's own files (the root package is compiled by web_build);
	# the online server never runs in a browser, and its tests dial as
	# native clients do.
	GOOS=js GOARCH=wasm go vet $(GOOS=js GOARCH=wasm go list ./game/... ./render/... ./input/... ./assets/... ./rules/... | grep -v '/game/online/server$')
	CGO_ENABLED=0 go test -count=1 "${display_free[@]}"
	step "the Windows and macOS programs compile"
	# ./build.sh windows|macos cross-compile them; a Unix-only call in a
	# shared file broke the Windows one unseen for days.
	GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go build -o /dev/null .
	GOOS=darwin GOARCH=arm64 CGO_ENABLED=0 go build -o /dev/null .
	step "the web build"
	web_build
	step "pictures, end-to-end and browser tests"
	ORBIS_WEB_DIR="$PWD/dist/web" ORBIS_SCREENSHOT_DIR="$PWD/dist/test" \
		go test -count=1 -run 'TestScenePictures|TestEndToEnd|TestBrowser' -v ./game/cli
	# A short fuzzing run of record loading on top of its seed corpus; the
	# seeds are whole records, too large to minimise within the run. The
	# budgets count executions (about 15-20 s each on two idle cores): a
	# duration ends in a race of Go 1.26's fuzzing coordinator that fails
	# the run with "context deadline exceeded" and no failing input on a
	# busy machine (go.dev/issue/75804, fixed in Go 1.27).
	step "fuzzing record loading"
	go test -run '^$' -fuzz '^FuzzParseRecord$' -fuzztime "${FUZZTIME:-600000x}" -fuzzminimizetime 1x ./rules/orbis
	go test -run '^$' -fuzz '^FuzzParseRecord$' -fuzztime "${FUZZTIME:-500000x}" -fuzzminimizetime 1x ./rules/orbit
	step "fuzzing the online protocol's decoder"
	go test -run '^$' -fuzz '^FuzzDecodeRequest$' -fuzztime "${FUZZTIME:-300000x}" -fuzzminimizetime 1x ./game/online
	trap - ERR
	echo "PASS: every test passed in $((SECONDS - job_began)) s (gofmt, vet, unit, window, browser, fuzz)" >&2
}

# The desktop packages go into dist/<platform>. The host ./orbis (build)
# writes their icons and metadata with `orbis package`.

# package_linux writes dist/linux: the game, its menu entry and icons.
package_linux() {
	rm -rf dist/linux
	go build -trimpath -ldflags "-s -w" -o dist/linux/orbis .
	./orbis package linux --out dist/linux
}

# package_windows cross-compiles dist/windows/orbis.exe with its icon,
# manifest and version info. A subshell, so that its trap removes the
# resource object next to main.go however the build ends.
package_windows() (
	syso=rsrc_windows_amd64.syso
	trap 'rm -f "$syso"' EXIT
	./orbis package windows-resources --out "$syso"
	GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go build -trimpath -ldflags "-H=windowsgui -s -w" -o dist/windows/orbis.exe .
	./orbis package check-exe dist/windows/orbis.exe
)

# package_macos cross-compiles both Mac architectures and assembles
# dist/macos/Orbis.app (a universal executable) and its zip.
package_macos() (
	thin=$(mktemp -d)
	trap 'rm -rf "$thin"' EXIT
	for arch in amd64 arm64; do
		GOOS=darwin GOARCH=$arch CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o "$thin/orbis-$arch" .
	done
	mkdir -p dist/macos
	./orbis package macos --out dist/macos/Orbis.app --amd64 "$thin/orbis-amd64" --arm64 "$thin/orbis-arm64" --zip dist/macos/Orbis.app.zip
)

# Where install_local puts the Linux package: menus read the data folder.
local_bin="$HOME/.local/bin/orbis"
local_share="${XDG_DATA_HOME:-$HOME/.local/share}"

# install_local installs dist/linux for this user, with the menu entry
# starting the installed binary by its absolute path.
install_local() (
	staging=$(mktemp -d)
	trap 'rm -rf "$staging"' EXIT
	./orbis package linux --out "$staging" --exec "$local_bin" >/dev/null
	install -D -m 755 dist/linux/orbis "$local_bin"
	install -D -m 644 "$staging/orbis.desktop" "$local_share/applications/orbis.desktop"
	echo "Installed $local_bin"
	echo "Installed $local_share/applications/orbis.desktop"
	(cd "$staging" && find icons -type f | sort -V) | while IFS= read -r icon; do
		install -D -m 644 "$staging/$icon" "$local_share/$icon"
		echo "Installed $local_share/$icon"
	done
	refresh_menus
	case ":$PATH:" in
	*":$HOME/.local/bin:"*) ;;
	*) echo "The menu entry works as it is; to type 'orbis' in a terminal, add ~/.local/bin to PATH." ;;
	esac
)

# uninstall_local removes what install_local installed; saved games stay.
uninstall_local() {
	local f
	for f in "$local_bin" "$local_share/applications/orbis.desktop" "$local_share"/icons/hicolor/*/apps/orbis.png; do
		[ -e "$f" ] || continue
		rm -f "$f"
		echo "Removed $f"
	done
	refresh_menus
	echo "Saved games are kept in ${XDG_CONFIG_HOME:-$HOME/.config}/orbis."
}

# refresh_menus updates the menu and icon caches, where the desktop has them.
refresh_menus() {
	if command -v update-desktop-database >/dev/null && [ -d "$local_share/applications" ]; then
		update-desktop-database -q "$local_share/applications"
	fi
	if command -v gtk-update-icon-cache >/dev/null && [ -d "$local_share/icons/hicolor" ]; then
		gtk-update-icon-cache -q -t -f "$local_share/icons/hicolor"
	fi
}

# captains plays Orbit's biggest rooms: the whole game of a hundred, and the
# turn times of the load test (docs/performance.md).
captains() {
	ORBIS_CAPTAINS=100 go test -run TestARoomOfManyCaptains -count=1 -v -timeout 15m ./game/cli
	CGO_ENABLED=0 go run . loadtest --game orbit --players 100 --rooms 1 --duration 40s
	CGO_ENABLED=0 go run . loadtest --game orbit --players 24 --rooms 10 --duration 40s
}

# server_load runs the online issue's point 6 (docs/performance.md): rooms of
# two people thinking about 5 s a move (ORBIS_LOAD_ROOMS, 5,000) for 2
# minutes against orbis server in its own process, then against orbis
# bare-server, which only stores each move and sends it to its room: the
# server's CPU a move, and the least this machine's stack lets a move cost.
server_load() {
	local rooms="${ORBIS_LOAD_ROOMS:-5000}" dir bin pid
	dir="$(mktemp -d)"
	bin="$dir/orbis"
	CGO_ENABLED=0 go build -o "$bin" .
	ulimit -n "$(ulimit -Hn)"
	"$bin" server --addr 127.0.0.1:8090 --data "$dir/server" --web "" --max-conns -1 --max-conns-per-addr -1 \
		--max-rooms 1000000 --open-rooms 1000000 --create-rate 1000000 --join-rate 1000000 --message-rate 1000 --log-level warn &
	pid=$!
	sleep 3
	echo "== orbis server, $rooms rooms"
	"$bin" loadtest --url ws://127.0.0.1:8090/ws --rooms "$rooms" --players 2 --think 5s --duration 2m || true
	kill "$pid"
	wait "$pid" || true
	mkdir -p "$dir/bare"
	"$bin" bare-server --addr 127.0.0.1:8091 --data "$dir/bare" &
	pid=$!
	sleep 2
	echo "== orbis bare-server, $rooms rooms"
	"$bin" loadtest --bare --url ws://127.0.0.1:8091/ws --rooms "$rooms" --players 2 --think 5s --duration 2m || true
	kill "$pid"
	wait "$pid" || true
	rm -rf "$dir"
}

usage="usage: ./build.sh run|build|test|deps|fps|soak|screenshots|ladder|cluster|load|server-load|captains|web|serve|host|linux|install|uninstall|windows|macos|all"

# One statement a step, not && chains: set -e does not stop a function that
# runs before the last && of a list. The braces make bash read the whole
# dispatch before running it, so editing this file mid-run is harmless.
{
	case "${1:-}" in
	deps) deps "${system_packages[@]}" "${test_packages[@]}" ;;
	build) ensure_go; deps "${system_packages[@]}"; build ;;
	run) ensure_go; deps "${system_packages[@]}"; build; exec ./orbis ;;
	test) ensure_go; deps "${system_packages[@]}" "${test_packages[@]}"; test_all ;;
	soak) ensure_go; deps "${system_packages[@]}" "${test_packages[@]}" bc; build; soak ;;
	screenshots) ensure_go; deps "${system_packages[@]}" "${test_packages[@]}"; build; screenshots ;;
	ladder) ensure_go; deps "${system_packages[@]}"; build; ladder ;;
	# Three NATS nodes, two servers, one of each killed mid-game (game/cli/cluster_test.go); then three servers
	# sharing 6,000 rooms of two under load, one killed (cluster_load_test.go: ORBIS_CLUSTER_ROOMS a server,
	# ORBIS_CLUSTER_THINK, ORBIS_CLUSTER_WINDOW); not in test.
	cluster) ensure_go; deps "${system_packages[@]}"; go test -tags cluster -run TestCluster -count=1 -v -timeout 40m ./game/cli ;;
	# A thousand rooms of scripted clients against a server in one process for 60 s (docs/performance.md); not in test.
	load) ensure_go; CGO_ENABLED=0 go run . loadtest --rooms 1000 --duration 60s "${@:2}" ;;
	# 5,000 rooms against orbis server in its own process, then against the bare server (server_load); not in test.
	server-load) ensure_go; server_load ;;
	# Orbit for many captains: a whole game of 100 (2 people, 98 computers) through a server process, then the
	# load of 1 room of 100 and of 10 rooms of 24 scripted captains (test plays a room of 24); not in test.
	captains) ensure_go; deps "${system_packages[@]}"; captains ;;
	fps) ensure_go; deps "${system_packages[@]}" "${test_packages[@]}"; build; xvfb-run -a -s "-screen 0 1600x1000x24" ./orbis fps "${@:2}" ;;
	web) ensure_go; web_build ;;
	# The server needs no cgo: it runs on a machine without the desktop's packages.
	serve) ensure_go; web_build; CGO_ENABLED=0 go run . serve "${@:2}" ;;
	# Online rooms with the web build beside them: the one command to host.
	host) ensure_go; web_build; CGO_ENABLED=0 go run . server --web dist/web "${@:2}" ;;
	linux) ensure_go; deps "${system_packages[@]}"; build; package_linux ;;
	install) ensure_go; deps "${system_packages[@]}"; build; package_linux; install_local ;;
	uninstall) uninstall_local ;;
	windows) ensure_go; deps "${system_packages[@]}"; build; package_windows ;;
	macos) ensure_go; deps "${system_packages[@]}"; build; package_macos ;;
	all) ensure_go; deps "${system_packages[@]}"; build; package_linux; package_windows; package_macos; web_build ;;
	*)
		echo "$usage" >&2
		exit 2
		;;
	esac
	exit
}
