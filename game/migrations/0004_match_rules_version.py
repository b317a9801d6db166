"""Match.rules_version: the Core Rules version a match's games are played by (game/engine/model/state.py).

Matches already stored were played by v1.4 (1), so they replay from their seed and actions exactly as
they were played; new matches get the current version (2, the Core Rules dated 2026-10-09). A match
still in the lobby has played nothing yet, so it moves to the current version too."""

from django.db import migrations, models


def lobby_matches_play_by_the_new_rules(apps, schema_editor):
    Match = apps.get_model("game", "Match")
    Match.objects.filter(status="lobby").update(rules_version=2)


class Migration(migrations.Migration):

    dependencies = [
        ('game', '0003_match_setup_version'),
    ]

    operations = [
        migrations.AddField(  # rows stored before this migration: the rules they were played by
            model_name='match',
            name='rules_version',
            field=models.PositiveSmallIntegerField(default=1),
        ),
        migrations.AlterField(  # new rows: the current rules
            model_name='match',
            name='rules_version',
            field=models.PositiveSmallIntegerField(default=2),
        ),
        migrations.RunPython(lobby_matches_play_by_the_new_rules, migrations.RunPython.noop),
    ]
