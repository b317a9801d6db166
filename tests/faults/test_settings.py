"""The fault and multi-process servers' settings: what their tests count on, without starting one."""

from __future__ import annotations

from tests.faults.daphne import write_settings


def test_the_fault_servers_bots_act_without_delay_and_hash_passwords_fast(tmp_path):
    write_settings(tmp_path, "")
    settings: dict = {}
    exec((tmp_path / "fault_settings.py").read_text(), settings)
    assert settings["GAME_BOT_DELAY"] == 0  # what game.services.bots reads between a bot's actions
    assert settings["PASSWORD_HASHERS"] == ["django.contrib.auth.hashers.MD5PasswordHasher"]
