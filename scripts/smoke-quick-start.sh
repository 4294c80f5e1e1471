#!/usr/bin/env bash
# The README's first command, checked as a user would: `npm start` in this checkout serves Kindred
# at http://localhost:3000 (embedded database in ./data), the page and the API both answer, and
# SIGTERM stops it cleanly. CI runs this on its clean clone after `npm ci`.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
npm start >"$log" 2>&1 &
pid=$!
cleanup() { kill "$pid" 2>/dev/null || true; pkill -f "apps/server/dist/main.js" 2>/dev/null || true; }
trap cleanup EXIT

for _ in $(seq 1 240); do
  if curl -fsS http://localhost:3000/api/health >/dev/null 2>&1; then break; fi
  sleep 0.5
done
curl -fsS http://localhost:3000/api/health | grep -q '"database":"ok"' || { cat "$log"; echo "health check failed"; exit 1; }
curl -fsS http://localhost:3000/ | grep -q '<div id="root">' || { cat "$log"; echo "the web app is not served"; exit 1; }
curl -fsS http://localhost:3000/robots.txt | grep -qi 'user-agent' || { echo "robots.txt missing"; exit 1; }
test -f data/pgdata/PG_VERSION || { echo "no embedded database in ./data"; exit 1; }

server_pid=$(pgrep -f "apps/server/dist/main.js" | head -1)
kill -TERM "$server_pid"
for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$server_pid" 2>/dev/null; then echo "server did not stop within 5 s of SIGTERM"; exit 1; fi
echo "quick start OK: npm start served http://localhost:3000 on PGlite in ./data"
