# Source this file (`source scripts/node-lts.sh`) to run the project on the Node.js LTS it
# supports (.nvmrc) where the machine's own Node is another one. It takes the official build
# from the npm registry (the `node-linux-<arch>` package holds the binary and the headers),
# keeps it under ~/.cache/atelier, and puts it first on PATH. npm_config_nodedir points node-gyp
# at that Node's headers, so native addons (better-sqlite3) are built for the Node that loads them.
# The machine's npm runs on whichever `node` comes first on PATH, so it needs nothing of its own.

ATELIER_NODE_VERSION=24.21.0

atelier_use_node_lts() {
  local root major arch dir tarball
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  major="$(tr -d ' \nv' <"$root/.nvmrc")"
  if [ "${ATELIER_NODE_VERSION%%.*}" != "$major" ]; then
    echo "scripts/node-lts.sh pins Node $ATELIER_NODE_VERSION but .nvmrc says $major" >&2
    return 1
  fi
  if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" = "$major" ]; then
    # Already on it: build addons against this Node's own headers, whatever a user-wide
    # npmrc names (it may point at another Node's).
    dir="$(node -p 'require("path").resolve(process.execPath, "../..")')"
    if [ -f "$dir/include/node/node_version.h" ]; then export npm_config_nodedir="$dir"; fi
    return 0
  fi
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64) arch=arm64 ;;
    *) echo "no Node $major build on the npm registry for $(uname -m)" >&2; return 1 ;;
  esac
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/atelier/node-v$ATELIER_NODE_VERSION-linux-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    tarball="$(mktemp -d)"
    (cd "$tarball" && npm pack --silent "node-linux-$arch@$ATELIER_NODE_VERSION" >/dev/null) || return 1
    mkdir -p "$dir.partial"
    tar -xzf "$tarball"/*.tgz -C "$dir.partial" --strip-components=1 || return 1
    rm -rf "$tarball" "$dir"
    mv "$dir.partial" "$dir"
  fi
  export PATH="$dir/bin:$PATH"
  export npm_config_nodedir="$dir"
  hash -r
}

atelier_use_node_lts
