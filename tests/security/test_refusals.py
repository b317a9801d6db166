"""Refusals tell a player nothing it may not see (128): every id, every action kind, every viewer.

For states of random games (real implemented catalog decks and the fuzz test's decks with Hidden
cards, in Duel, FFA3 and 2v2), each seat sends every action kind naming every object id (and ids
that don't exist). Two things must hold for each refusal:
- an id the seat can't see (computed from the raw state by `tests.security.leaks`, not by the
  engine) gets exactly the answer an id that doesn't exist gets;
- the text passes the leak checker: no hidden card's name, code, rules text or id.
The same sweep then runs through the service a browser's frames take (`submit_action`), where a
spectator is refused before any id is read.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import pytest

from game.consumers import frame_problem
from game.engine import Action, IllegalAction, State, apply, legal_actions, new_game
from game.engine.model.actions import BASE
from game.services import Refused, load_state, submit_action
from game.services.state import game_of
from tests.engine import catalogplay, randomplay
from tests.security.leaks import Knowledge, hidden_where, leaks, looking_at, name_of

MISSING = 10_000  # an id no object has

Probe = Callable[[int], Action]


def probes(st: State, seat: int) -> dict[str, Probe]:
    """Every way an action names an object, for `seat` at `st`: by its own kind, and inside the
    seat's legal actions (their targets, payments and answers) with one id swapped."""
    out: dict[str, Probe] = {
        "play": lambda n: Action("play", seat, card=n),
        "play to a battlefield": lambda n: Action("play", seat, card=n, to=0),
        "activate": lambda n: Action("activate", seat, card=n),
        "activate 1": lambda n: Action("activate", seat, card=n, ability=1),
        "hide": lambda n: Action("hide", seat, card=n, to=0),
        "move to base": lambda n: Action("move", seat, units=[n], to=BASE),
        "move to a battlefield": lambda n: Action("move", seat, units=[n], to=0),
        "choose cards": lambda n: Action("choose", seat, choice={"cards": [n]}),
        "choose targets": lambda n: Action("choose", seat, choice={"targets": [n]}),
        "choose order": lambda n: Action("choose", seat, choice={"order": [n]}),
        "assign damage": lambda n: Action("choose", seat, choice={"assign": {str(n): 1}}),
        "split damage": lambda n: Action("choose", seat, choice={"split": {str(n): 1}}),
    }
    seen: set[str] = set()
    for legal in legal_actions(st, seat):  # one action of each shape the seat may take now
        data = legal.to_data()
        shape = f"legal {legal.kind} {sorted(k for k, v in data.items() if v)} {sorted(legal.choice)}"
        if shape in seen:
            continue
        seen.add(shape)
        if legal.targets:
            out[f"{shape} target"] = lambda n, d=data: Action.from_data({**d, "targets": [n, *d["targets"][1:]]})
        if legal.kind in ("play", "activate"):
            out[f"{shape} card"] = lambda n, d=data: Action.from_data({**d, "card": n})
            out[f"{shape} exhaust"] = lambda n, d=data: Action.from_data({**d, "pay": {"exhaust": [n]}})
            out[f"{shape} recycle"] = lambda n, d=data: Action.from_data({**d, "pay": {"recycle": [n]}})
            out[f"{shape} add"] = lambda n, d=data: Action.from_data({**d, "pay": {"exhaust": [], "add": [[n, 0]]}})
        if legal.units:
            out[f"{shape} units"] = lambda n, d=data: Action.from_data({**d, "units": [n, *d["units"][1:]]})
        for key in ("cards", "targets", "order"):
            if isinstance(legal.choice.get(key), list) and legal.choice[key]:
                out[f"{shape} {key}"] = lambda n, d=data, key=key: Action.from_data(
                    {**d, "choice": {**d["choice"], key: [n, *d["choice"][key][1:]]}})
    return out


def refusal(st: State, action: Action) -> str | None:
    """The engine's answer: its refusal, or None when the action is legal."""
    try:
        apply(st, action)
    except IllegalAction as exc:
        return str(exc)
    return None


def knowledge(st: State, seat: int) -> Knowledge:
    """What a seat knows without hearing events: its own deck list's names."""
    return Knowledge(seat, own={name_of(st, o) for o in st.objs if st.objs[o].owner == seat})


def shown(st: State, seat: int) -> set[int]:
    """Hidden ids the seat's own decision shows it: the cards it looks at, its triggers' sources."""
    sources = st.pending.data.get("sources", []) if st.pending is not None and st.pending.player == seat else []
    return looking_at(st, seat) | {s for s in sources if isinstance(s, int)}


def sweep(st: State, seat: int, answer: Callable[[Action], str | None]) -> Iterator[str]:
    """Every problem with `seat`'s refusals at `st`."""
    hidden = set(hidden_where(st, seat)) - shown(st, seat)
    known = knowledge(st, seat)
    checked: set[str] = set()
    ids = [*range(-2, max(st.objs) + 3), MISSING]
    for kind, probe in probes(st, seat).items():
        missing = answer(probe(MISSING))
        for oid in ids:
            text = answer(probe(oid))
            if oid in hidden and text != missing:
                yield f"{kind} naming hidden id {oid}: {text!r}, a missing id gets {missing!r}"
            if text is not None and text not in checked:
                checked.add(text)
                if found := leaks(text, st, known):
                    yield f"{kind} naming id {oid}: {text!r} tells {found}"


def states(mode: str, seed: int, decks: list[dict[str, Any]], cat: Any = None, every: int = 11) -> Iterator[State]:
    """States of one random game, every `every` actions (the first being the mulligan)."""
    rnd = random.Random(seed)
    st, _ = new_game(decks, mode=mode, seed=seed, catalog=cat)
    for step in range(400):
        if st.over:
            return
        if step % every == 0:
            yield st
        st, _ = apply(st, randomplay.pick(st, rnd))


def games() -> Iterator[tuple[str, State]]:
    for mode, seed in (("duel", 3), ("ffa3", 5), ("2v2", 8)):
        n = randomplay.MODE_PLAYERS[mode]
        decks = randomplay.decks(n, mode)
        yield from ((f"{mode} test decks seed {seed}", st) for st in states(mode, seed, decks, randomplay.catalog()))
    for seed in (12,):
        yield from ((f"duel catalog decks seed {seed}", st) for st in states("duel", seed, catalogplay.catalog_decks(seed)))


def test_the_engine_refuses_a_hidden_id_as_a_missing_one_for_every_kind_and_seat() -> None:
    problems: list[str] = []
    swept = facedown = 0
    for label, st in games():
        facedown += any(st.battlefields[b].facedown for b in range(len(st.battlefields)))
        for seat in range(len(st.players)):
            if st.players[seat].removed:
                continue
            swept += 1
            problems += [f"{label}, step {st.step}, seat {seat}: {p}" for p in sweep(st, seat, partial(refusal, st))]
    assert swept > 40 and facedown > 0  # many states, some with a facedown card to keep secret
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:20])


def test_a_hidden_target_is_not_named() -> None:
    """The attack that was reported: a legal targeted play, resent with the id of an opponent's hand
    card as its target, named the card ("<name> is not a legal target")."""
    decks = randomplay.decks(2, "duel")
    for st in states("duel", 3, decks, randomplay.catalog(), every=1):
        seat = st.priority if st.pending is None else st.pending.player
        targeted = [a for a in legal_actions(st, seat) if a.kind == "play" and a.targets]
        if targeted:
            break
    else:
        pytest.fail("no targeted play in the game")
    other = 1 - seat
    for oid in st.players[other].hand:
        text = refusal(st, Action.from_data({**targeted[0].to_data(), "targets": [oid]}))
        assert text == refusal(st, Action.from_data({**targeted[0].to_data(), "targets": [MISSING]}))
        assert name_of(st, oid) not in (text or "") or name_of(st, oid) in {name_of(st, o) for o in st.objs
                                                                             if o not in st.players[other].hand}


@pytest.mark.django_db
def test_the_service_refuses_a_hidden_id_as_a_missing_one_for_every_seat_and_spectators(duel) -> None:
    """Through `submit_action` (what a browser's frame reaches), after a few real steps."""
    rnd = random.Random(4)
    for _ in range(12):  # mulligans, then into the first turn
        table = load_state(duel)
        st = game_of(table)
        seat = randomplay.actor(st)
        action = randomplay.pick(st, rnd)
        submit_action(duel.pk, seat, table.step, {**action.to_data(), "player": seat})
    table = load_state(duel)
    st = game_of(table)

    def answer(seat: int) -> Callable[[Action], str | None]:
        def send(action: Action) -> str | None:
            if refusal(st, action) is None:
                return None  # a probe that happens to be legal (its own id): not sent
            try:
                submit_action(duel.pk, seat, table.step, action.to_data())
            except Refused as exc:
                return exc.reason
            raise AssertionError(f"the sweep applied {action}")  # probes are never legal here

        return send

    problems = [p for seat in (0, 1) for p in sweep(st, seat, answer(seat))]
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:20])
    # a spectator's frame is refused before any id is read: one answer whatever the id
    answers = {frame_problem(f'{{"seq": {table.step}, "action": {{"kind": "play", "card": {n}}}}}', duel.pk, None)[0]
               for n in [*range(max(st.objs) + 3), MISSING]}
    assert answers == {"Spectators can't act in this match."}


def test_a_damage_amount_offered_is_not_an_id_the_decider_may_name() -> None:
    """B assigns combat damage among A's units: the decision's options pair each unit with an amount.
    An amount (here 3) that is also the id of a card in a deck is still a hidden id: naming it gets
    the missing id's answer (the amounts were taken for offered ids, and such ids got the engine's
    other refusals: a leak of which ids are used)."""
    from game.engine.read.references import UNKNOWN_ID
    from game.scenarios.runner import Scenario

    sc = Scenario({"cards": {"Pup": {"type": "unit", "might": 3, "cost": 1}, "Ogre": {"type": "unit", "might": 5,
                                                                                   "cost": 1}},
                   "players": [{"name": "A", "base": [{"card": "Pup", "as": "p1"}, {"card": "Pup", "as": "p2"}]},
                               {"name": "B"}],
                   "battlefields": [{"as": "bf1", "controller": "B", "units": [{"card": "Ogre", "controller": "B"}]},
                                    {"as": "bf2"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    st, _ = apply(sc.st, Action("move", 0, units=[sc.obj("p1"), sc.obj("p2")], to=0))
    while st.pending is None:
        st, _ = apply(st, Action("pass", st.priority))
    assert st.pending.kind == "assign_damage" and st.pending.player == 1
    amounts = {n for option in st.pending.options for _, n in option}
    hidden = sorted(n for n in amounts if n in st.objs and st.objs[n].zone == "main_deck")
    assert hidden, "the position must have an amount that is a deck card's id"
    for n in hidden:
        with pytest.raises(IllegalAction, match=UNKNOWN_ID):
            apply(st, Action("choose", 1, choice={"assign": {str(n): 5}}))
