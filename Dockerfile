# One multi-stage image for every app; compose picks the start script per service.
FROM node:20-bookworm-slim AS deps
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH PRISMA_SCHEMA_ENGINE_BINARY=/bin/false
RUN npm install -g pnpm@10
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY apps/api/package.json apps/api/
COPY apps/realtime/package.json apps/realtime/
COPY apps/worker/package.json apps/worker/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/jobs/package.json packages/jobs/
COPY packages/realtime-emitter/package.json packages/realtime-emitter/
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
RUN pnpm --filter @trilha/db generate && pnpm --filter @trilha/web build

FROM build AS runtime
ENV NODE_ENV=production
EXPOSE 3333 6001 8080
# Default command: the API; compose overrides it per service.
CMD ["pnpm", "exec", "tsx", "apps/api/src/main.ts"]
