"""Match.format (the deck format its seats' decks must be legal in) and Match.series_rules (which
best-of readings its series follows, game/engine/match.py `rules`).

Matches already stored are casual (their decks were checked against those rules: at least 40 cards,
no ban list) and keep series rules 1, so they replay exactly as they were played; new matches are
Standard and follow the Tournament Rules of 2026-10-09 (rules 2). A match still in the lobby has
dealt nothing yet, so it takes the new series rules too."""

from django.db import migrations, models


def lobby_matches_take_the_new_series_rules(apps, schema_editor):
    Match = apps.get_model("game", "Match")
    Match.objects.filter(status="lobby").update(series_rules=2)


class Migration(migrations.Migration):

    dependencies = [
        ('game', '0003_match_setup_version'),
    ]

    operations = [
        migrations.AddField(  # rows stored before this migration: casual
            model_name='match',
            name='format',
            field=models.CharField(choices=[('standard', 'Standard'), ('casual', 'Casual')], default='casual', max_length=10),
        ),
        migrations.AlterField(  # new rows: Standard
            model_name='match',
            name='format',
            field=models.CharField(choices=[('standard', 'Standard'), ('casual', 'Casual')], default='standard', max_length=10),
        ),
        migrations.AddField(  # rows stored before this migration: the readings they were played with
            model_name='match',
            name='series_rules',
            field=models.PositiveSmallIntegerField(default=1),
        ),
        migrations.AlterField(  # new rows: the Tournament Rules of 2026-10-09
            model_name='match',
            name='series_rules',
            field=models.PositiveSmallIntegerField(default=2),
        ),
        migrations.RunPython(lobby_matches_take_the_new_series_rules, migrations.RunPython.noop),
    ]
