# syntax=docker/dockerfile:1.7
# One image for every Pill component. The component is chosen at run time:
#   PILL_SERVICE=link (default gateway), or the command
#   node --conditions=pill-compiled -r reflect-metadata services/<service>/dist/main.js
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# Only the manifests, so the dependency layers are cached until a package.json or the lock changes.
FROM base AS manifests
COPY . /src
RUN cd /src && find . -name node_modules -prune -o \( -name package.json -o -name package-lock.json -o -name .npmrc \) -print0 \
    | tar --null -cf - -T - | tar -xf - -C /app

# Everything, to compile the services (dist/ next to each src/) and build the web app.
FROM base AS build
COPY --from=manifests /app ./
# The lock names every platform's native packages (`npm test` checks it with `npm ci --dry-run`).
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

# Production dependencies only: nothing compiles TypeScript at run time.
FROM base AS deps
COPY --from=manifests /app ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev

FROM base AS runtime
ENV NODE_ENV=production \
    PILL_SERVICE=gateway \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/tmp/pill-data
# The compiled output, its data and the encoder's model, owned by root and read-only for the app
# user; it writes only under /tmp.
COPY --from=deps /app ./
COPY --from=build /app/proto/dist ./proto/dist
COPY --from=build /app/services ./services
COPY --from=build /app/web/dist ./web/dist
RUN find services -type d \( -name src -o -name eval -o -name training -o -name test \) -prune -exec rm -rf {} +
USER 10001:10001
# 3000: the gateway (services: 8080 for probes); 9464: every process's /metrics (METRICS_PORT).
EXPOSE 3000 9464
# Every component answers /healthz on PORT: the gateway on its API port, services on a health port.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["sh", "-c", "exec node --conditions=pill-compiled -r reflect-metadata \"services/${PILL_SERVICE}/dist/main.js\""]
