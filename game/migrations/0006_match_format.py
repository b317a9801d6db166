"""Match.format: the deck format its seats' decks must be legal in.

Matches already stored are casual (their decks were checked against those rules: at least 40 cards,
no ban list); new matches are Standard. (Which best-of readings a series follows is its
`rules_version`, migration 0004.)"""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('game', '0005_match_scenario'),
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
    ]
