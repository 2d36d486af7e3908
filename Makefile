# Mrok — the two commands are `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
CARGO ?= cargo
NPM ?= npm
MROK_RELEASE := target/release/mrok
PYTHON ?= python3
SECURITY_VENV := .venv-security

.PHONY: help run build test test-rust test-web test-admin test-security lint openapi sdk sdk-check sdk-deps web web-deps admin admin-deps clean bench bench-lighthouse

help:
	@echo "make run    - build what is needed and serve Mrok on http://localhost:8080"
	@echo "make test   - formatting, lints, every test (PostgreSQL too when MROK_TEST_POSTGRES_URL is set), openapi and SDK freshness"
	@echo "make build  - release binary and, when present, the web and admin bundles"
	@echo "make sdk    - regenerate openapi.json and the TypeScript SDK after an API change"
	@echo "make bench  - the polled calls under wrk on a seeded world, memory, bundle sizes, live channel, Lighthouse on a phone (bench/results.md)"
	@echo "make test-security - schemathesis over openapi.json against the real server (part of make test)"

run: build
	$(MROK_RELEASE) serve

build:
	$(CARGO) build --release --locked -p mrok-app
	@if [ -f web/package.json ]; then $(MAKE) web; fi
	@if [ -f admin/package.json ]; then $(MAKE) admin; fi

web-deps: sdk-deps
	@if [ ! -d web/node_modules ] || [ web/package-lock.json -nt web/node_modules/.package-lock.json ]; then \
	  cd web && $(NPM) ci --no-audit --no-fund; fi

web: web-deps
	cd web && $(NPM) run build

admin-deps: sdk-deps
	@if [ ! -d admin/node_modules ] || [ admin/package-lock.json -nt admin/node_modules/.package-lock.json ]; then \
	  cd admin && $(NPM) ci --no-audit --no-fund; fi

admin: admin-deps
	cd admin && $(NPM) run build

test: lint test-rust sdk-check test-admin test-web test-security
	@echo "make test: all checks passed"

lint:
	$(CARGO) fmt --all --check
	$(CARGO) clippy --locked --workspace --all-targets -- -D warnings

test-rust:
	@if [ -n "$$MROK_TEST_POSTGRES_URL" ]; then echo "tests run on SQLite and on PostgreSQL"; \
	  else echo "MROK_TEST_POSTGRES_URL is not set: tests run on SQLite only"; fi
	$(CARGO) test --locked --workspace

# The player site: types, the import boundaries (ESLint), unit tests, the production build and
# its size budget, then the browser tests against `mrok serve` (the debug binary the Rust tests
# built) in Debian's Chromium.
# The back office: types, unit tests, the production build (its browser test runs with the web's).
test-admin: admin-deps
	cd admin && $(NPM) run typecheck && $(NPM) test && $(NPM) run build

test-web: web-deps test-admin
	cd web && $(NPM) run typecheck && $(NPM) run lint && $(NPM) test && $(NPM) run build && $(NPM) run size -- --check
	web/e2e/ensure-chromium.sh
	$(CARGO) build --locked --workspace --all-targets
	cd web && $(NPM) run e2e
	# The date tests again with the browser far west and far east of Warsaw (its calendar is the site's).
	cd web && for zone in America/Los_Angeles Pacific/Kiritimati; do MROK_E2E_TZ=$$zone node --test e2e/dates.test.mjs || exit 1; done

# Schemathesis over openapi.json against `mrok serve` (the debug binary), as a resident and as an
# admin, on SQLite and, with MROK_TEST_POSTGRES_URL, on PostgreSQL: no 5xx and no answer that
# breaks the document. Its Python tools live in a venv made from the pinned requirements.
test-security: $(SECURITY_VENV)/.installed
	$(CARGO) build --locked --workspace --all-targets
	$(SECURITY_VENV)/bin/python tests/security/run.py

$(SECURITY_VENV)/.installed: tests/security/requirements.txt
	rm -rf $(SECURITY_VENV)
	$(PYTHON) -m venv $(SECURITY_VENV)
	$(SECURITY_VENV)/bin/pip install --quiet --disable-pip-version-check -r tests/security/requirements.txt
	touch $@

# The release server on a seeded world under wrk (bench/results.md; BENCH_SCALE=small for a quick
# run), then the live channel's sockets. Not part of `make test`.
bench: web
	bench/ensure-wrk.sh
	ulimit -n 20000 && $(CARGO) bench --locked -p mrok-app --bench load
	ulimit -n 20000 && $(CARGO) bench --locked -p mrok-app --bench live
	$(MAKE) bench-lighthouse

# Lighthouse on mobile emulation against the release `mrok serve` of the built site, /login and
# /home on a cold cache, in Debian's Chromium: its section of bench/results.md (issue 49 point 10).
bench-lighthouse: web
	web/e2e/ensure-chromium.sh
	$(CARGO) build --release --locked -p mrok-app
	@if [ ! -d bench/lighthouse/node_modules ] || [ bench/lighthouse/package-lock.json -nt bench/lighthouse/node_modules/.package-lock.json ]; then \
	  cd bench/lighthouse && $(NPM) ci --no-audit --no-fund; fi
	MROK_BIN=$(MROK_RELEASE) node bench/lighthouse/run.mjs

openapi:
	$(CARGO) run --quiet --locked -p mrok-app -- openapi > openapi.json

sdk: openapi sdk-deps
	$(NPM) --prefix sdk run generate

sdk-deps:
	@if [ ! -d sdk/node_modules ]; then $(NPM) --prefix sdk ci --no-audit --no-fund; fi

sdk-check: sdk-deps
	$(NPM) --prefix sdk run check

clean:
	$(CARGO) clean
	rm -rf sdk/node_modules web/node_modules web/dist admin/node_modules admin/dist bench/lighthouse/node_modules $(SECURITY_VENV)
