"""Layer 6, the loop (docs/engine.md): `apply` (dispatching an action, answering a decision, running
tasks and cleanups until someone must act), `legal_actions`, setting up a game, players leaving,
and a best-of-3/5 Match. The top of the engine: `game/engine/__init__.py` exports its doors.
"""
