# Riftbound Table: `make run` starts the site with demo data, `make test` runs every test,
# `make test-fast` the engine, card, scenario, deck and bot tests (no browser, no servers).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# With DEBUG off the site needs a SECRET_KEY: unless one is exported, this checkout's own, made once
# in .secret_key (ignored by git) so that logins survive restarts. The tests make their own.
KEY_FILE := .secret_key
WITH_KEY = SECRET_KEY="$${SECRET_KEY:-$$(cat $(KEY_FILE))}"
# pytest-xdist workers (auto: one per CPU)
TEST_WORKERS ?= auto

.PHONY: run test test-fast setup lint bench clean

# The tests keep Python's compiled modules (and pytest's rewritten test modules) in __pycache__ (ignored by
# git), whatever the environment says: the suite starts dozens of Python processes (servers, staged matches,
# fault drills), and under PYTHONDONTWRITEBYTECODE each would compile the whole site again.
test test-fast: export PYTHONDONTWRITEBYTECODE :=

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

$(KEY_FILE):
	umask 077 && $(PYTHON) -c "import secrets; print(secrets.token_urlsafe(50))" > $@

setup: $(STAMP) $(KEY_FILE)
	$(WITH_KEY) $(PY) manage.py migrate --noinput
	$(WITH_KEY) $(PY) manage.py load_cards
	$(WITH_KEY) $(PY) manage.py load_demo

run: setup
	$(WITH_KEY) $(PY) manage.py collectstatic --noinput --verbosity 0
	@echo "Riftbound Table: open http://127.0.0.1:8000/ (Ctrl+C stops the server)"
	$(WITH_KEY) $(VENV)/bin/daphne -b 127.0.0.1 -p 8000 riftbound_site.server_asgi:application

test: $(STAMP)
	bash scripts/ensure_chromium.sh
	bash scripts/ensure_services.sh
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports --no-cache
	$(PY) -m pytest -n $(TEST_WORKERS)

# The inner loop: the rules engine, cards, scenarios, decks and bots, in parallel; nothing that needs
# Chromium or starts a server.
test-fast: $(STAMP)
	$(PY) -m pytest -n $(TEST_WORKERS) -m "not browser and not server" tests/engine tests/cards tests/decks tests/bot

# ruff, and the import contracts: the engine's layers (docs/engine.md) and the live path (docs/live.md)
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports --no-cache

bench: $(STAMP)
	$(PY) bench/engine.py

clean:
	rm -rf $(VENV) db.sqlite3 staticfiles
