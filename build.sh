#!/usr/bin/env bash
# Builds, runs and tests Orbis. Usage: ./build.sh run|build|test|deps|fps
set -euo pipefail
cd "$(dirname "$0")"
export PATH="$PATH:/usr/local/go/bin:$HOME/go/bin"

# Debian packages the desktop build (cgo, X11, OpenGL, sound) needs.
system_packages=(gcc pkg-config libx11-dev libxrandr-dev libxcursor-dev libxinerama-dev libxi-dev libxxf86vm-dev libgl1-mesa-dev libasound2-dev)
# And what the tests need to run the game in a real window without a
# screen: a virtual X server, Mesa's software OpenGL, and real mouse events.
test_packages=(xvfb xauth xdotool libgl1-mesa-dri)

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
	go build -o orbis .
}

# The packages that must build and test without cgo and without a display.
display_free=(./rules/...)

test_all() {
	local unformatted
	unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
	if [ -n "$unformatted" ]; then
		echo "gofmt would change: $unformatted" >&2
		return 1
	fi
	go vet ./...
	# The tests that drive a real window under Xvfb run after the others, on
	# a quiet machine: real mouse events must not wait behind a busy CPU.
	ORBIS_DISPLAY_TESTS=later go test -count=1 ./...
	CGO_ENABLED=0 go vet "${display_free[@]}"
	CGO_ENABLED=0 go test -count=1 "${display_free[@]}"
	go test -count=1 -run 'TestScenePictures|TestEndToEndDragAndDrop' .
	# A short fuzzing run of record loading on top of its seed corpus; the
	# seeds are whole records, too large to minimise within the run.
	go test -run '^$' -fuzz '^FuzzParseRecord$' -fuzztime "${FUZZTIME:-20s}" -fuzzminimizetime 1x ./rules
}

case "${1:-}" in
deps) deps "${system_packages[@]}" "${test_packages[@]}" ;;
build) deps "${system_packages[@]}" && build ;;
run) deps "${system_packages[@]}" && build && exec ./orbis ;;
test) deps "${system_packages[@]}" "${test_packages[@]}" && test_all ;;
fps) deps "${system_packages[@]}" "${test_packages[@]}" && build && xvfb-run -a -s "-screen 0 1600x1000x24" ./orbis fps "${@:2}" ;;
*)
	echo "usage: ./build.sh run|build|test|deps|fps" >&2
	exit 2
	;;
esac
