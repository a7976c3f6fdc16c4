# One image for every service; compose picks the entry point per service (docs/deployment.md).
# build: the whole workspace with its dev dependencies, compiled by `pnpm build:prod`.
# runtime: plain Node, the compiled entry points in server/ and production dependencies only.

FROM node:20-bookworm-slim AS deps
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH PRISMA_SCHEMA_ENGINE_BINARY=/bin/false
RUN npm install -g pnpm@10
WORKDIR /src
# Manifests first: this layer (the install) is reused until a dependency changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY apps/api/package.json apps/api/
COPY apps/realtime/package.json apps/realtime/
COPY apps/worker/package.json apps/worker/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/access/package.json packages/access/
COPY packages/jobs/package.json packages/jobs/
COPY packages/realtime-emitter/package.json packages/realtime-emitter/
COPY packages/storage/package.json packages/storage/
COPY packages/queries/package.json packages/queries/
COPY prisma/package.json prisma/
COPY tests/package.json tests/
COPY bench/package.json bench/
# The prisma postinstall generates the client: it needs the schema folder (one file per domain)
# and the config that points at it before install.
COPY prisma/prisma.config.ts prisma/
COPY prisma/schema/ prisma/schema/
RUN pnpm install --frozen-lockfile

FROM deps AS build
COPY . .
# Bundles, the web client, prisma/{schema,migrations} and a pruned production node_modules in /app
# (installed from the store the step above filled).
RUN pnpm build:prod --out /app

FROM node:20-bookworm-slim AS runtime
# A young generation of 2 MB semi-spaces instead of 16: the services allocate many short-lived
# buffers (uploads, CSV pages) and this keeps each process's resident memory ~30 MB lower at no
# measurable cost (docs/benchmarks.md "Upload streaming"; bench/upload-rss.ts reads this line).
ENV NODE_ENV=production NODE_OPTIONS="--enable-source-maps --max-semi-space-size=2"
# Two glibc malloc arenas instead of up to eight per core: Node's helper threads (GC, compiler,
# libuv pool) otherwise each grow an arena that is rarely given back. The built worker writing a
# 100,000-row PDF peaked ~10 MB lower (docs/benchmarks.md "Student-log PDF"; the worker benches
# read this line).
ENV MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app ./
# Uploaded files (STORAGE_DIR in compose): a named volume takes this folder's owner.
RUN mkdir -p /data/storage && chown node:node /data/storage
USER node
EXPOSE 3333 6001 8080
# Default command: the API; compose sets one per service.
CMD ["node", "server/api.js"]
