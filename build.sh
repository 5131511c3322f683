#!/usr/bin/env bash
# Builds, runs and tests Orbis. Usage: ./build.sh run|build|test|deps
set -euo pipefail
cd "$(dirname "$0")"
export PATH="$PATH:/usr/local/go/bin:$HOME/go/bin"

# Debian packages the desktop build (cgo, X11, OpenGL, sound) needs.
system_packages=(gcc pkg-config libx11-dev libxrandr-dev libxcursor-dev libxinerama-dev libxi-dev libxxf86vm-dev libgl1-mesa-dev libasound2-dev)

# deps installs whichever of the system packages are missing.
deps() {
	local missing=()
	for p in "${system_packages[@]}"; do
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
	go test -count=1 ./...
	CGO_ENABLED=0 go vet "${display_free[@]}"
	CGO_ENABLED=0 go test -count=1 "${display_free[@]}"
	# A short fuzzing run of record loading on top of its seed corpus; the
	# seeds are whole records, too large to minimise within the run.
	go test -run '^$' -fuzz '^FuzzParseRecord$' -fuzztime "${FUZZTIME:-20s}" -fuzzminimizetime 1x ./rules
}

case "${1:-}" in
deps) deps ;;
build) deps && build ;;
run) deps && build && exec ./orbis ;;
test) deps && test_all ;;
*)
	echo "usage: ./build.sh run|build|test|deps" >&2
	exit 2
	;;
esac
