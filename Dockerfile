# syntax=docker/dockerfile:1
# Production image of e-Nilami: one Node process serving the web app, the API and Socket.IO on PORT.
#   docker build -t enilami .
#   docker run -p 3000:3000 -v enilami-data:/data enilami          (embedded database in /data)
# compose.yaml runs it against PostgreSQL and Redis behind nginx. See README.md, "Running in production".

# Debian (glibc) in every stage: the lock file's native packages (@node-rs/argon2's linux-x64-gnu build)
# are the ones installed, and what the build stage compiled runs unchanged in the runtime stage.
ARG NODE_IMAGE=node:22-bookworm-slim

# --- build: every dependency, then the web app (apps/web/dist) and the server bundle (apps/server/dist)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- deps: the server's production dependencies only (no Vite, React, Playwright or test tools)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace @eauction/server --no-audit --no-fund && npm cache clean --force

# --- runtime
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
# The bundle inlines @eauction/shared and finds the migrations and the web build beside itself
# (apps/server/src/paths.ts), so the repository's layout is kept.
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The web app's server render (self-contained), through which every page is sent (decision 035).
COPY --from=build /app/apps/web/dist-server ./apps/web/dist-server
# Uploads (KYC documents, sale notices, photos), the mail outbox and, without DATABASE_URL, the
# embedded database. Owned by the unprivileged user so a new named volume starts writable.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness only: a database outage is reported by /readyz to the load balancer, and restarting a
# healthy process would not bring the database back.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself (main.ts): it stops taking connections, finishes requests
# in flight, tells sockets to reconnect and exits within 10 s.
CMD ["node", "apps/server/dist/main.mjs"]
