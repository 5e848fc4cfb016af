#!/usr/bin/env bash
# Installs what building and testing need, and only what is missing, so a
# second run takes a second: npm packages (from package-lock.json), the
# wasm32 Rust target, clippy and rustfmt, wasm-bindgen-cli at the exact version of the
# wasm-bindgen crate in Cargo.lock (the CLI and the crate must match), and
# with --browser Debian's chromium and firefox-esr for the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

browser=false
for arg in "$@"; do
  case "$arg" in
    --browser) browser=true ;;
    *) echo "setup: unknown option $arg (use --browser)" >&2; exit 2 ;;
  esac
done

if ! command -v cargo >/dev/null && [ -f "$HOME/.cargo/env" ]; then
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
fi
for tool in cargo rustup node npm; do
  command -v "$tool" >/dev/null || { echo "setup: $tool is not installed (need Rust by rustup, Node 20 and npm)" >&2; exit 1; }
done

# npm writes node_modules/.package-lock.json on every install: older than the
# lock file means the lock changed since.
if [ -L node_modules ]; then
  # A checkout sharing another one's packages (a git worktree beside it):
  # npm ci would empty the folder the link points to, under the other
  # checkout and everything else using it. That checkout installs them.
  echo "setup: node_modules links to $(readlink node_modules): left to that checkout (no npm ci here)"
elif [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
  touch node_modules/.package-lock.json
else
  echo "setup: node_modules is up to date"
fi

if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  echo "setup: rust target wasm32-unknown-unknown is installed"
else
  echo "setup: rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

for component in clippy rustfmt; do
  if rustup component list --installed | grep -q "^$component"; then
    echo "setup: rust component $component is installed"
  else
    echo "setup: rustup component add $component"
    rustup component add "$component"
  fi
done

want=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$want" ]; then
  echo "setup: no wasm-bindgen version in Cargo.lock" >&2
  exit 1
fi
have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [ "$have" = "$want" ] && wasm-bindgen-test-runner --version >/dev/null 2>&1; then
  echo "setup: wasm-bindgen-cli $want is installed"
else
  echo "setup: cargo install wasm-bindgen-cli --version $want (was: ${have:-none})"
  # Not --locked: the CLI's own lock file pins crates that no longer build here.
  cargo install --quiet --force wasm-bindgen-cli --version "$want"
fi

if $browser; then
  # Debian's chromium and firefox-esr (the Firefox the core flows also run
  # in, driven over WebDriver BiDi by puppeteer-core), a Chinese font (the
  # zh-CN screenshots and tests draw Chinese text; without one it is boxes)
  # and graphviz (the DOT export's test runs `dot -Tsvg`), installed when missing.
  missing=()
  for pair in chromium:/usr/bin/chromium firefox-esr:/usr/bin/firefox-esr \
    fonts-wqy-microhei:/usr/share/fonts/truetype/wqy/wqy-microhei.ttc graphviz:/usr/bin/dot; do
    package=${pair%%:*}
    if [ -e "${pair#*:}" ]; then
      echo "setup: $package is installed"
    else
      missing+=("$package")
    fi
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: apt-get install ${missing[*]}"
    sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
fi
