# syntax=docker/dockerfile:1
# The Curate image (docs/deploying.md): the API server (node dist/main.js) serving the built host app
# itself (HOST_APP_DIR), the enhancement worker (node dist/worker.js) and the migrations (node dist/migrate.js)
# in one image. Two stages: `build` installs the workspace with pnpm and builds; the runtime stage holds only
# Node, the server's production dependencies, the bundles, the migrations and the host app, run by a non-root
# user, with no package manager or build tool.
#
#   docker build -t curate .                                    # on the official Node 24 image
#   docker build --build-arg BASE=localhost/my-node:24 -t curate .   # on another base with Node 24 in PATH
#
# scripts/check-image.sh builds it on a local Debian base (no image registry needed) and tests it.

# Any image with Node 24 (node and npm in PATH) and Debian's groupadd/useradd.
ARG BASE=node:24-bookworm-slim

FROM ${BASE} AS build
ARG PNPM_VERSION=12.23.0
ENV CI=true
RUN npm install --global --no-fund --no-audit --loglevel=error pnpm@${PNPM_VERSION}
WORKDIR /src
# The lockfile and the manifests first: the install layer is reused until one of them changes. A new workspace
# package needs its line here (the frozen install fails without it).
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY packages/auth/package.json packages/auth/
COPY packages/core/package.json packages/core/
COPY packages/elements/package.json packages/elements/
COPY packages/host-app/package.json packages/host-app/
COPY packages/partner-example/package.json packages/partner-example/
COPY packages/server/package.json packages/server/
COPY packages/ui/package.json packages/ui/
RUN pnpm install --frozen-lockfile
COPY . .
# The server bundle, the host app (a production bundle with no VITE_* values: the server hands the page its
# settings at run time), its assets precompressed (brotli, gzip), and the server's production dependencies.
RUN pnpm --filter @curate/server run build \
 && NODE_ENV=production pnpm --filter @curate/host-app run build \
 && rm -rf packages/host-app/dist/.vite \
 && node scripts/precompress.mjs packages/host-app/dist/assets \
 && pnpm --filter @curate/server deploy --prod /out

FROM ${BASE}
# No package manager at run time (npm, npx, corepack and yarn of the base go), and a user of its own.
RUN rm -rf /usr/local/lib/node_modules /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
      /usr/local/bin/yarn /usr/local/bin/yarnpkg /opt/yarn-* \
 && groupadd --system --gid 10001 curate \
 && useradd --system --uid 10001 --gid curate --home-dir /data --no-create-home --shell /usr/sbin/nologin curate \
 && mkdir -p /data \
 && chown curate:curate /data
WORKDIR /app
COPY --from=build /out/package.json ./package.json
COPY --from=build /out/node_modules ./node_modules
COPY --from=build /src/packages/server/drizzle ./drizzle
COPY --from=build /src/packages/server/dist ./dist
COPY --from=build /src/packages/host-app/dist ./host-app
# Production defaults; every variable of docs/deploying.md can be set at run time. /data holds the PGlite folder
# and the development provider's key when no DATABASE_URL / OIDC_ISSUER is given (a volume in compose.yaml).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    LOG_FORMAT=json \
    HOST_APP_DIR=/app/host-app \
    CURATE_DATA_DIR=/data/pglite
USER 10001:10001
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v2/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
