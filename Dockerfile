# syntax=docker/dockerfile:1
# Congregate: the server with the built web app (docs/operations.md#container).
#   docker build -t congregate .
#   docker run -p 8080:8080 -v congregate-data:/data --env-file .env congregate
# Without DATABASE_URL the data lives in the embedded database under /data (a volume); with it, in PostgreSQL
# (compose.yaml). Uploaded files go to /data/files unless S3_BUCKET names a bucket.

ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: every dependency, then the web app ----------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/web apps/web
RUN npm run build:web

# --- production dependencies of the server only (no web libraries, no embedded PostgreSQL, no test tools) -----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund --workspace=@congregate/server --workspace=@congregate/contracts \
  && npm cache clean --force

# --- runtime ---------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY packages/contracts/package.json packages/contracts/tsconfig.json packages/contracts/
COPY packages/contracts/src packages/contracts/src
COPY apps/server/package.json apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY --from=build /app/apps/web/dist apps/web/dist
# pg_dump/pg_restore for `npm run backup`/`restore` against PostgreSQL: they must be at least the server's major
# version (compose.yaml runs 18; Debian's own are 15), so from the PostgreSQL project's apt repository.
# --build-arg PG_CLIENT_MAJOR=none leaves them out (embedded database only).
ARG PG_CLIENT_MAJOR=18
RUN if [ "$PG_CLIENT_MAJOR" != none ]; then \
      apt-get update \
      && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
      && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
      && apt-get install -y --no-install-recommends "postgresql-client-$PG_CLIENT_MAJOR" \
      && rm -rf /var/lib/apt/lists/*; \
    fi
# The data folder (embedded database, its lock, local files) belongs to the unprivileged user.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
WORKDIR /app/apps/server
EXPOSE 8080
# Liveness: the process answers. Readiness (database reachable, migrations applied) is /api/health/ready.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server.ts"]
