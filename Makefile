# Mrok — the two commands are `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
CARGO ?= cargo
NPM ?= npm
MROK_RELEASE := target/release/mrok

.PHONY: help run build test test-rust lint openapi sdk sdk-check sdk-deps web admin clean

help:
	@echo "make run    - build what is needed and serve Mrok on http://localhost:8080"
	@echo "make test   - formatting, lints, every test (PostgreSQL too when MROK_TEST_POSTGRES_URL is set), openapi and SDK freshness"
	@echo "make build  - release binary and, when present, the web and admin bundles"
	@echo "make sdk    - regenerate openapi.json and the TypeScript SDK after an API change"

run: build
	$(MROK_RELEASE) serve

build:
	$(CARGO) build --release --locked -p mrok-app
	@if [ -f web/package.json ]; then $(MAKE) web; fi
	@if [ -f admin/package.json ]; then $(MAKE) admin; fi

web: sdk-deps
	cd web && $(NPM) ci --no-audit --no-fund && $(NPM) run build

admin: sdk-deps
	cd admin && $(NPM) ci --no-audit --no-fund && $(NPM) run build

test: lint test-rust sdk-check
	@echo "make test: all checks passed"

lint:
	$(CARGO) fmt --all --check
	$(CARGO) clippy --locked --workspace --all-targets -- -D warnings

test-rust:
	@if [ -n "$$MROK_TEST_POSTGRES_URL" ]; then echo "tests run on SQLite and on PostgreSQL"; \
	  else echo "MROK_TEST_POSTGRES_URL is not set: tests run on SQLite only"; fi
	$(CARGO) test --locked --workspace

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
	rm -rf sdk/node_modules web/node_modules web/dist admin/node_modules admin/dist
