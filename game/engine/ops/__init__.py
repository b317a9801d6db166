"""Layer 3, operations: the small steps that change a state and the rules that come with them every
time (docs/engine.md). Zones (moving objects, kill, draw, ...), damage, attachment, deaths and their
replacements, Replace, Skip, points, the triggers that what happened queues (382), and running a
script's steps through the verb table (which the effects layer fills). It imports only the model and
reading.
"""
