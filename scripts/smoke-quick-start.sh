#!/usr/bin/env bash
# The README's first command, checked as a user would: `npm start` in this checkout serves Kindred
# at http://localhost:3000 (embedded database in ./data), the page and the API both answer, and
# SIGTERM stops it cleanly; a second `npm start` with nothing changed skips the build and serves
# again. CI runs this on its clean clone after `npm ci`. PORT moves it off 3000 (a shared machine).
set -euo pipefail
cd "$(dirname "$0")/.."
export PORT=${PORT:-3000}
url="http://localhost:$PORT"
log=$(mktemp)

# The server is the process listening on the port: `npm start` runs it under a shell, and other
# checkouts on the same machine may run servers of their own.
server_pid() { ss -ltnpH "sport = :$PORT" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2; }
wait_for_health() {
  for _ in $(seq 1 240); do
    if curl -fsS "$url/api/health" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  cat "$log"
  echo "the server did not answer at $url"
  exit 1
}
stop_server() {
  local server
  server=$(server_pid)
  kill -TERM "$server"
  for _ in $(seq 1 50); do kill -0 "$server" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$server" 2>/dev/null; then echo "server did not stop within 5 s of SIGTERM"; exit 1; fi
  wait "$pid" 2>/dev/null || true
}
cleanup() {
  kill "$pid" 2>/dev/null || true
  local server
  server=$(server_pid || true)
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
}
trap cleanup EXIT

npm start >"$log" 2>&1 &
pid=$!
wait_for_health
curl -fsS "$url/api/health" | grep -q '"database":"ok"' || { cat "$log"; echo "health check failed"; exit 1; }
curl -fsS "$url/" | grep -q '<div id="root">' || { cat "$log"; echo "the web app is not served"; exit 1; }
curl -fsS "$url/robots.txt" | grep -qi 'user-agent' || { echo "robots.txt missing"; exit 1; }
test -f data/pgdata/PG_VERSION || { echo "no embedded database in ./data"; exit 1; }
stop_server

# A restart with nothing changed starts without building (scripts/build.mjs --if-changed).
npm start >"$log" 2>&1 &
pid=$!
wait_for_health
curl -fsS "$url/" | grep -q '<div id="root">' || { cat "$log"; echo "the restart does not serve the app"; exit 1; }
grep -q 'The build is up to date' "$log" || { cat "$log"; echo "the restart did not skip the build"; exit 1; }
if grep -q 'vite build' "$log"; then cat "$log"; echo "the restart built again"; exit 1; fi
stop_server
echo "quick start OK: npm start served $url on PGlite in ./data, and a restart skipped the build"
