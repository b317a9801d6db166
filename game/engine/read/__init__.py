"""Layer 2, reading a state without changing it (docs/engine.md): current characteristics (475-482
layers, copy effects, Mighty), conditions and values, target selectors, the scripts of cards, naming,
ignoring, privacy and views. It imports only the model.
"""
