# websites-api as a container image: `podman build --format docker -t websites-api .` or `docker build -t
# websites-api .` (Podman's default OCI format has no HEALTHCHECK and would drop it). `npm run image` builds it
# and says which base images it used; docs/production.md#containers says how to run it. Dockerfile is a copy
# of this file for Docker (test/unit/containerfile.test.ts keeps the two equal).

# The build stage is the full image: nothing compiles today (better-sqlite3 and @node-rs/argon2 ship their
# binaries in their npm packages), but its python3, make and g++ are there for a platform they do not cover.
FROM docker.io/library/node:24-bookworm AS build
WORKDIR /app
# node-gyp builds against the image's own Node headers instead of downloading them.
ENV npm_config_nodedir=/usr/local npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
# The dependencies first: a change to the sources alone does not install (and compile) them again.
COPY package.json package-lock.json ./
COPY packages/client/package.json packages/client/
COPY patches patches
# --ignore-scripts defers the install scripts until the sources are in reach; rebuild then runs them (npm 11
# runs the root's postinstall, patch-package, too, not its prepare: the build needs the sources), and
# patch-package after it makes sure patches/ is applied whatever npm did. Behind a proxy that re-signs
# TLS, its CA comes as a build secret, kept out of the image:
# --secret id=ca-certificates,src=/etc/ssl/certs/ca-certificates.crt
RUN --mount=type=secret,id=ca-certificates,target=/run/secrets/ca-certificates.crt \
  if [ -s /run/secrets/ca-certificates.crt ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca-certificates.crt; fi \
  && npm ci --ignore-scripts && npm rebuild && npx patch-package
COPY . .
# The same build as `npm run build`, then the development dependencies go (the patched files stay).
RUN npm run build && npm prune --omit=dev
# What Node never loads here: type declarations, source maps, and the SQLite driver's C sources and its
# binaries for other platforms.
RUN find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \) -delete \
  && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
  && find node_modules/better-sqlite3/prebuilds -type f ! -name "linux-$(node -p process.arch).node" -delete

# The run: no toolchain, no sources, no npm cache.
FROM docker.io/library/node:24-bookworm-slim
# tini (Debian's, as `docker run --init` uses) is PID 1: it passes SIGTERM on to node and reaps orphaned
# processes. Node as PID 1 ignores a SIGTERM that comes before its handler is installed (see
# docs/production.md#containers).
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Owned by root and read-only to the service's user: it can write /data only.
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/client/package.json packages/client/
COPY --from=build /app/packages/client/dist packages/client/dist
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
# `websites-api` on the PATH, for `docker exec <container> websites-api keys create --account <name>`.
RUN chmod 755 dist/src/cli/index.js && ln -s /app/dist/src/cli/index.js /usr/local/bin/websites-api \
  && mkdir -m 700 /data && chown node:node /data
# HOST: reachable through the container's published ports. DATA_DIR: the SQLite database, the generated TLS
# certificate and secrets.key. TINI_SUBREAPER: tini still reaps when another init is PID 1 (`--init`).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 HTTPS_PORT=8443 DATA_DIR=/data TINI_SUBREAPER=1
# The official image's `node` user, by number so that an orchestrator can tell it is not root.
USER 1000:1000
VOLUME /data
EXPOSE 8080 8443
STOPSIGNAL SIGTERM
# Node's own fetch: the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["tini", "--", "websites-api"]
CMD ["serve"]
# version: package.json's (test/unit/containerfile.test.ts checks). `npm run image` adds the source's address
# and revision, which only the checkout knows.
LABEL org.opencontainers.image.title="websites-api" \
  org.opencontainers.image.description="Website records of a web-analytics platform, over HTTP and HTTPS" \
  org.opencontainers.image.version="0.1.0" \
  org.opencontainers.image.licenses="MIT"
