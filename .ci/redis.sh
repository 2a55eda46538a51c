#!/usr/bin/env bash
# Start (or reuse) a throwaway Redis server on 127.0.0.1:56379 for the tests of the shared
# state (issue 25): no persistence, memory bounded, expiring keys evicted least recently used first.
# The scale suite (tests/scale) reads it from TEST_REDIS_URL, each suite in its own database.
set -euo pipefail
PORT=56379
if ! redis-cli -h 127.0.0.1 -p "$PORT" ping >/dev/null 2>&1; then
  redis-server --bind 127.0.0.1 --port "$PORT" --save '' --appendonly no \
    --maxmemory 256mb --maxmemory-policy volatile-lru \
    --daemonize yes --pidfile /tmp/directory-redis.pid --logfile /tmp/directory-redis.log
  for _ in $(seq 50); do
    redis-cli -h 127.0.0.1 -p "$PORT" ping >/dev/null 2>&1 && break
    sleep 0.1
  done
fi
redis-cli -h 127.0.0.1 -p "$PORT" ping >/dev/null
echo "Redis ready on 127.0.0.1:$PORT"
