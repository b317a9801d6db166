#!/usr/bin/env bash
# PostgreSQL and Redis binaries for the multi-process tests (tests/multiprocess/): installed with
# apt-get when missing and we are root on Debian/Ubuntu; otherwise skipped with the reason (those
# tests then skip). The tests start their own instances on free loopback ports in temp folders.
set -u
need=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
if [ ${#need[@]} -eq 0 ]; then
  echo "ensure_services: postgresql and redis-server are installed"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "ensure_services: skipping install of ${need[*]}: not root (multi-process tests will skip)"
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure_services: skipping install of ${need[*]}: no apt-get (multi-process tests will skip)"
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null; }; then
  echo "ensure_services: apt-get could not install ${need[*]} (multi-process tests will skip)"
  exit 0
fi
# The packages may start system services; the tests use their own instances, so stop those.
service postgresql stop >/dev/null 2>&1 || true
service redis-server stop >/dev/null 2>&1 || true
echo "ensure_services: installed ${need[*]}"
