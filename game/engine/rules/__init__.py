"""Layer 4, the rules areas, one module each (docs/engine.md): the chain and priority, playing cards,
costs and the Rune Pool, abilities, movement, showdowns, combat, cleanups, the turn, Mighty, Double
and Swap. Each module's docstring names its rules. It imports only the layers below.
"""
