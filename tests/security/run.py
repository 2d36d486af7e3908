#!/usr/bin/env python3
"""Schemathesis over the real server: 0 server errors and 0 answers that break `openapi.json`.

For each database (SQLite always; PostgreSQL when MROK_TEST_POSTGRES_URL points at a server) this
starts `target/debug/mrok serve` on a free port with a fresh data folder (and a throwaway
PostgreSQL database, dropped afterwards), rate limits off, seeds a small world through the CLI and
the API (a resident with characters, two admins, sessions, a conversation, news, a tavern event)
and runs `schemathesis run` against the server's own `/api/openapi.json` with each token. Runs are
seeded and bounded, so a run is repeatable; the two databases run side by side.

    make test-security                       # what `make test` runs
    .venv-security/bin/python tests/security/run.py --databases sqlite --max-examples 50 --keep

A failure prints schemathesis' report (with a curl line that reproduces each finding), keeps the
reports and the server log in /tmp and exits 1.
"""

from __future__ import annotations

import argparse
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import requests

ROOT = Path(__file__).resolve().parents[2]
SCHEMATHESIS = Path(sys.executable).with_name("schemathesis")
CONFIG = Path(__file__).with_name("schemathesis.toml")

# What every answer must satisfy. `not_a_server_error`: no 5xx. `response_schema_conformance`:
# the body matches the documented schema for its status. `status_code_conformance`: the status is
# one the operation documents. `content_type_conformance`: the body's media type is the
# documented one.
CHECKS = [
    "not_a_server_error",
    "response_schema_conformance",
    "status_code_conformance",
    "content_type_conformance",
]

# Operations that would take the runner's own admin out of the run: deleting an account, changing
# a role and imprisoning an account pick ids at random, and the admin's own id is a small number
# like any other. They run last, alone, with a second admin whose loss ends nothing else.
SELF_DESTRUCTIVE = ["adminDeleteUser", "adminSetUserRole", "adminBlockUser"]

PASSWORD = "Mocne1Haslo!"


@dataclass
class Account:
    email: str
    token: str = ""
    user_id: int = 0


def log(message: str) -> None:
    print(f"[security] {message}", flush=True)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def postgres_database(server_url: str) -> Iterator[str]:
    """A throwaway database on the server at `server_url`, dropped afterwards."""
    name = f"mrok_security_{os.getpid()}_{secrets.token_hex(4)}"
    subprocess.run(
        ["psql", server_url, "-v", "ON_ERROR_STOP=1", "-qc", f'CREATE DATABASE "{name}"'],
        check=True,
    )
    parts = urllib.parse.urlsplit(server_url)
    try:
        yield urllib.parse.urlunsplit(parts._replace(path=f"/{name}"))
    finally:
        subprocess.run(
            ["psql", server_url, "-qc", f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'],
            check=False,
        )


class Server:
    """`mrok serve` on a free port over one data folder and database."""

    def __init__(self, binary: Path, data_dir: Path, database_url: str | None) -> None:
        self.binary = binary
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.env = {
            **os.environ,
            "MROK_DATA_DIR": str(data_dir),
            "MROK_BIND": f"127.0.0.1:{self.port}",
            "MROK_PUBLIC_URL": self.base,
            "MROK_RATE_LIMITS": "off",
            "MROK_JWT_SECRET": secrets.token_hex(32),
            "RUST_LOG": os.environ.get("MROK_SECURITY_LOG", "warn"),
        }
        if database_url:
            self.env["MROK_DATABASE_URL"] = database_url
        else:
            self.env.pop("MROK_DATABASE_URL", None)
        self.log_path = data_dir.parent / "server.log"
        self.process: subprocess.Popen[bytes] | None = None

    def cli(self, *args: str) -> None:
        subprocess.run([str(self.binary), *args], env=self.env, check=True, capture_output=True)

    def start(self) -> None:
        with open(self.log_path, "wb") as output:
            self.process = subprocess.Popen(
                [str(self.binary), "serve"], env=self.env, stdout=output, stderr=output
            )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"mrok serve exited:\n{self.log_path.read_text()[-4000:]}")
            try:
                if requests.get(f"{self.base}/api/site", timeout=2).ok:
                    return
            except requests.ConnectionError:
                pass
            time.sleep(0.2)
        raise RuntimeError("mrok serve did not answer within 60 s")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def call(self, method: str, path: str, token: str | None = None, **kwargs) -> dict:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        response = requests.request(
            method, f"{self.base}/api{path}", headers=headers, timeout=30, **kwargs
        )
        if not response.ok:
            raise RuntimeError(f"{method} {path}: {response.status_code} {response.text}")
        return response.json() if response.content else {}

    def login(self, account: Account) -> None:
        body = self.call("POST", "/login", json={"email": account.email, "password": PASSWORD})
        account.token, account.user_id = body["token"], body["userId"]


def prepare(server: Server) -> tuple[Account, Account, Account]:
    """A resident with a main character and some of the world to find: a session of each kind, a
    conversation, a news item, a tavern event; two admins."""
    resident = Account("mieszkaniec@example.com")
    other = Account("sasiad@example.com")
    admin = Account("admin@example.com")
    doomed_admin = Account("admin2@example.com")
    for account, role in [
        (resident, "mieszkaniec"),
        (other, "mieszkaniec"),
        (admin, "admin"),
        (doomed_admin, "admin"),
    ]:
        server.cli("user", "create", "--email", account.email, "--password", PASSWORD,
                   "--role", role)
    server.start()
    for account in (resident, other, admin, doomed_admin):
        server.login(account)
    for account, name in [(resident, "Morwena"), (other, "Bertram"), (admin, "Strażnik")]:
        server.call("POST", "/createCharacter", account.token,
                    json={"user": name, "gender": "Kobieta", "race": "Człowiek"})
    secondary = server.call("POST", "/secondary-characters", resident.token,
                            json={"userId": resident.user_id, "name": "Ilvar", "race": "Wampir",
                                  "gender": "Mężczyzna", "magic": "Nie"})
    for card in (f"/home/profile/character-card/{resident.user_id}",
                 f"/secondary-characters/{secondary['character']['id']}/character-card"):
        server.call("POST", f"{card}/skills", resident.token,
                    json={"name": "Tropienie", "level": 2, "description": "Po śladach."})
        server.call("POST", f"{card}/flaws", resident.token,
                    json={"name": "Gniew", "description": "Łatwo wpada w szał."})
    server.call("POST", "/generalSessions", resident.token,
                json={"title": "Mgła nad traktem", "users": [other.user_id],
                      "message": "<p>Zaczyna padać.</p>"})
    server.call("POST", "/privateSessions", resident.token,
                json={"title": "Narada", "participantIds": [other.user_id],
                      "message": "<p>Cisza.</p>"})
    server.call("POST", "/conversations", resident.token,
                json={"receiver_id": other.user_id, "subject": "Powitanie",
                      "content": "Witaj, sąsiedzie."})
    news = server.call("POST", "/news", admin.token,
                       json={"title": "Wieści z grodu", "content": "<p>Brama otwarta.</p>"})
    server.call("POST", f"/news/{news['id']}/comments", resident.token,
                json={"content": "Nareszcie."})
    server.call("POST", "/tavern/events", admin.token,
                json={"title": "Turniej", "description": "Na dziedzińcu.", "date": "2099-01-01",
                      "time": "18:00"})
    return resident, admin, doomed_admin


@dataclass
class Run:
    name: str
    token: str
    include: list[str] | None = None  # operation ids; all when None
    exclude: list[str] | None = None


def schemathesis(server: Server, run: Run, args: argparse.Namespace, reports: Path) -> str | None:
    """One schemathesis run; its report when it failed."""
    command = [
        str(SCHEMATHESIS), "--config-file", str(CONFIG), "run", f"{server.base}/api/openapi.json",
        "--header", f"Authorization: Bearer {run.token}",
        "--checks", ",".join(CHECKS),
        "--phases", "examples,coverage,fuzzing",
        "--max-examples", str(args.max_examples),
        "--seed", str(args.seed),
        "--workers", str(args.workers),
        "--generation-database", "none",
        "--generation-with-security-parameters", "false",
        "--request-timeout", "30",
        "--continue-on-failure",
        "--no-color",
        "--report", "junit",
        "--report-dir", str(reports / run.name),
    ]
    for operation in run.include or []:
        command += ["--include-operation-id", operation]
    for operation in run.exclude or []:
        command += ["--exclude-operation-id", operation]
    started = time.monotonic()
    result = subprocess.run(command, cwd=reports, text=True, capture_output=True)
    took = time.monotonic() - started
    output = result.stdout + result.stderr
    (reports / f"{run.name}.txt").write_text(output)
    summary = result.stdout.strip().splitlines()[-1:] or ["(no output)"]
    log(f"{run.name}: {summary[0].strip('= ')} ({took:.0f} s)")
    return None if result.returncode == 0 else output


def one_database(label: str, args: argparse.Namespace) -> list[str]:
    """Every run on one database; the reports of those that failed."""
    if label == "postgres":
        with postgres_database(os.environ["MROK_TEST_POSTGRES_URL"]) as database_url:
            return runs_on(label, database_url, args)
    return runs_on(label, None, args)


def runs_on(label: str, database_url: str | None, args: argparse.Namespace) -> list[str]:
    with tempfile.TemporaryDirectory(prefix=f"mrok-security-{label}-") as scratch:
        scratch_dir = Path(scratch)
        reports = scratch_dir / "reports"
        reports.mkdir()
        server = Server(args.binary, scratch_dir / "data", database_url)
        try:
            resident, admin, doomed_admin = prepare(server)
            # The resident first: the admin's runs may then imprison it, block the game for
            # residents or change its role without spoiling anything.
            runs = [
                Run(f"{label}-resident", resident.token),
                Run(f"{label}-admin", admin.token, exclude=SELF_DESTRUCTIVE),
                Run(f"{label}-admin-self-destructive", doomed_admin.token,
                    include=SELF_DESTRUCTIVE),
            ]
            failures = [
                f"{run.name}:\n{output}"
                for run in runs
                if (output := schemathesis(server, run, args, reports)) is not None
            ]
        except Exception:
            if server.log_path.exists():
                print(server.log_path.read_text()[-4000:], file=sys.stderr)
            raise
        finally:
            server.stop()
        if args.keep or failures:
            kept = Path(tempfile.mkdtemp(prefix=f"mrok-security-{label}-kept-"))
            shutil.copytree(scratch_dir, kept, dirs_exist_ok=True)
            log(f"{label}: reports and server log kept in {kept}")
        return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", type=Path, default=ROOT / "target/debug/mrok")
    parser.add_argument("--databases", default="sqlite,postgres",
                        help="comma-separated: sqlite, postgres (postgres needs "
                             "MROK_TEST_POSTGRES_URL)")
    parser.add_argument("--max-examples", type=int, default=6,
                        help="test cases per operation in the fuzzing phase")
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--workers", type=int, default=1,
                        help="schemathesis workers per run (its threads share one core)")
    parser.add_argument("--report-chars", type=int, default=60000,
                        help="how much of a failed run's report to print")
    parser.add_argument("--keep", action="store_true",
                        help="keep the reports and the server log aside also when all passes "
                             "(a failing database's are always kept)")
    args = parser.parse_args()
    if not args.binary.exists():
        log(f"{args.binary} is missing: run `cargo build --locked --workspace --all-targets`")
        return 1
    labels = args.databases.split(",")
    for label in labels:
        if label not in ("sqlite", "postgres"):
            parser.error(f"unknown database {label}")
    if "postgres" in labels and not os.environ.get("MROK_TEST_POSTGRES_URL"):
        log("MROK_TEST_POSTGRES_URL is not set: PostgreSQL skipped")
        labels.remove("postgres")
    started = time.monotonic()
    # One schemathesis process per database, side by side: each keeps one core busy.
    with ThreadPoolExecutor(max_workers=len(labels) or 1) as pool:
        results = list(pool.map(lambda label: one_database(label, args), labels))
    failures = [failure for result in results for failure in result]
    for failure in failures:
        print(failure[-args.report_chars:], flush=True)
    verdict = "FAILED" if failures else "passed"
    log(f"{verdict} in {time.monotonic() - started:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
