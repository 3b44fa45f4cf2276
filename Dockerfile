# syntax=docker/dockerfile:1
# One image for both processes:
#   api (default):  node api/dist/main.js          (GraphQL, REST, /healthz, built web app)
#   worker:         node api/dist/worker.js        (Temporal worker; set as the container command)

# ---- build: install everything, compile workspaces, then drop dev dependencies ----------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV CI=true
# Manifests first so the dependency layer is cached until a package.json or the lock changes.
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY api/package.json api/
COPY workflows/package.json workflows/
COPY web/package.json web/
# No dependency install script is allowed by the root package.json (allowScripts), so skipping
# them here gives the same tree with the npm 10 that ships in this image.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund --ignore-scripts \
 && npm cache clean --force

# ---- runtime -------------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    CHROMIUM_PATH=/usr/bin/chromium
# Report PDFs are printed by the system Chromium (playwright-core drives it; it downloads no browser).
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-liberation \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
# ./data is the embedded (PGlite) default's storage when DATABASE_URL is not set.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4000
# A young generation of 64 MB a half (V8's default is 16 MB) about halves the garbage collector's time a
# request under load (bench/graphql-path.mjs), for up to ~100 MB more memory when busy, ~25 MB idle.
# The embedded default (`npm start`) keeps V8's default: there memory matters more than throughput.
CMD ["node", "--max-semi-space-size=64", "api/dist/main.js"]
