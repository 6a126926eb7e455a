# syntax=docker/dockerfile:1
# Tourney: compiled with the dev dependencies, then run with the production ones and dist/ only.
# Debian (glibc) rather than Alpine: package-lock.json carries the glibc builds of the native
# packages, and better-sqlite3 ships prebuilt glibc binaries.
ARG NODE_IMAGE=node:20-bookworm-slim

# Installs happen where a compiler is at hand: better-sqlite3 builds its native module from
# source when its prebuilt binary cannot be downloaded. None of this reaches the final image.
FROM ${NODE_IMAGE} AS dependencies
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# The SDK and the engine are workspaces of the lockfile: npm ci needs their manifests to install
# the same tree. The server runs on the engine's build, as an installed package.
COPY packages/client/package.json ./packages/client/
COPY packages/engine/package.json ./packages/engine/
# npm ci runs the `prepare` script, which builds the SDK when its sources are there (not here).
COPY scripts ./scripts

FROM dependencies AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY console ./console
COPY packages/engine ./packages/engine
RUN npm run build

FROM dependencies AS production-dependencies
RUN npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/packages/engine/package.json ./packages/engine/
COPY --from=build /app/packages/engine/dist ./packages/engine/dist
COPY package.json ./
# The default SQLite database lives in /app/data: mount a volume there to keep it.
RUN mkdir data && chown node:node data
USER node
# Listen on every interface of the container; the same young-generation size and malloc arenas
# as `npm start` (docs/deploy.md says why).
ENV HOST=0.0.0.0 PORT=3000 NODE_OPTIONS=--max-semi-space-size=4 MALLOC_ARENA_MAX=2
EXPOSE 3000
# Ready = the process answers and reaches its database. Containers that run another command
# (`worker`, `migrate`, `seed`) serve no HTTP: disable the check for them (compose.yaml does).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "dist/cli/main.js"]
CMD ["serve"]
