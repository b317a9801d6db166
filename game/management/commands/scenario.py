"""`manage.py scenario PATH [PATH ...] [--dump]`: run rules scenarios (files or folders anywhere)."""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError, CommandParser

from game.scenarios.runner import run_paths, scenario_files


class Command(BaseCommand):
    requires_system_checks: list[str] = []
    help = "Run rules scenario files (YAML); exit non-zero naming each failed expectation."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("paths", nargs="+", help="scenario files or folders")
        parser.add_argument("--dump", action="store_true", help="print each final view as JSON")

    def handle(self, *args, paths: list[str], dump: bool = False, **options) -> None:
        if not scenario_files(paths):
            raise CommandError("no scenario files found")
        results = run_paths(paths)
        failed = 0
        for r in results:
            if r.ok:
                self.stdout.write(f"ok    {r.path}  {r.name}")
            else:
                failed += 1
                self.stdout.write(f"FAIL  {r.path}  {r.name}")
                for f in r.failures:
                    self.stdout.write(f"      {f}")
            if dump:
                self.stdout.write(json.dumps(r.final, indent=2, default=str))
        self.stdout.write(f"{len(results) - failed} passed, {failed} failed")
        if failed:
            raise CommandError(f"{failed} scenario(s) failed")
