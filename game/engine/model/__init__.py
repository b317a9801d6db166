"""Layer 1, the model: what a game is made of, as plain data (docs/engine.md).

Cards (125-187), the state (105-124), actions (411), events and their privacy (128), costs as printed,
seeded randomness (114-115), modes (483-491), JSON, and the registries card scripts are written
against. Nothing here reads a rule that depends on other objects; it imports nothing of the engine
above it (`make lint` checks the layers).
"""
