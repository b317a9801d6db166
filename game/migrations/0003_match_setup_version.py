"""Match.setup_version: how a match's games deal object ids (game/engine/loop/setup.py).

Matches already stored keep version 1 (ids in deck-list order), so they replay from their seed and
actions exactly as they were dealt; new matches get the current version (2, seeded ids). A match
still in the lobby has dealt nothing yet, so it moves to the current version too."""

from django.db import migrations, models


def lobby_matches_deal_the_new_way(apps, schema_editor):
    Match = apps.get_model("game", "Match")
    Match.objects.filter(status="lobby").update(setup_version=2)


class Migration(migrations.Migration):

    dependencies = [
        ('game', '0002_match_best_of_gameresult'),
    ]

    operations = [
        migrations.AddField(  # rows stored before this migration: the dealing they were created with
            model_name='match',
            name='setup_version',
            field=models.PositiveSmallIntegerField(default=1),
        ),
        migrations.AlterField(  # new rows: the current dealing
            model_name='match',
            name='setup_version',
            field=models.PositiveSmallIntegerField(default=2),
        ),
        migrations.RunPython(lobby_matches_deal_the_new_way, migrations.RunPython.noop),
    ]
