"""What one viewer's board shows, built from the engine's `view(state, viewer)` only.

The omniscient state is never handed to a template: the context below comes from the viewer's view
(hidden cards are already stripped there) and from the viewer's own legal actions. Each region of
the board is one partial with a stable root id; `render_regions` returns {id: html}.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from django.utils.html import escape
from django.utils.safestring import mark_safe

from decks.templatetags.card_tags import pip
from game.engine import SPECTATOR, Action, State, default_catalog, legal_actions, view
from game.engine.loop.explain import why_unplayable
from game.engine.loop.match import Match as BestOf
from game.engine.loop.match import decider
from game.engine.model.cards import VALUED_KEYWORDS, CardDef
from game.engine.model.events import ALL, sees
from game.engine.read.reading import reading
from game.engine.read.scripts import ability_list
from game.live.logs import LOG_LINES, VIEWS, recent_events
from game.live.memory import need_database
from game.live.presence import present, spectators
from game.live.recent import recent_actions
from game.live.seats import seats_of
from game.live.undo import undoable
from game.models import Match, MatchAction, Seat, Status
from game.services.decision_words import decision_title, may_yes_label, option_label, readable, source_text
from game.services.modes import mode_label
from game.services.prompts import answer_label, name_widget, pick_widget, stepper_widget
from game.services.regions import (
    battlefield_inputs,
    chain_inputs,
    clocks_inputs,
    concede_inputs,
    last_move_inputs,
    log_inputs,
    prompt_inputs,
    region_html,
    result_inputs,
    runes_inputs,
    scores_inputs,
    seat_head_inputs,
    seat_row_inputs,
    spectators_inputs,
    turn_inputs,
)
from game.services.rematch import rematch_state
from game.services.series_board import series_info

TURN_KINDS = ("invite", "pass", "end_turn")
PICK_KINDS = ("mulligan", "choose_cards")
STEPPER_KINDS = ("assign_damage", "split_damage")
PHASES = {"setup": "Setup", "awaken": "Awaken", "beginning": "Beginning", "channel": "Channel", "draw": "Draw",
          "main": "Main", "ending": "Ending", "end": "Ending"}
@dataclass
class Region:
    id: str
    template: str
    context: dict[str, Any] = field(default_factory=dict)


@lru_cache(maxsize=4096)
def card_info(key: str) -> dict[str, Any]:
    """Printed facts for a card tile and its zoom (the public catalog, never game state): cost with
    its power pips, domains (the frame's colours), type line, printed might and keywords, text.
    Shared between calls: never change the dict returned."""
    card = default_catalog().find(key)
    return {} if card is None else printed_facts(card)


def tile_facts(key: str, defs: dict[str, CardDef] | None) -> dict[str, Any]:
    """`card_info`, or the facts of the game's own definition when the catalog has another or none
    (a sandbox position's cards, docs/scenarios.md)."""
    card = defs.get(key) if defs else None
    if card is None or default_catalog().find(key) == card:
        return card_info(key)
    return printed_facts(card)


def printed_facts(card: CardDef) -> dict[str, Any]:
    pips = [{"c": p["classes"], "s": p["style"]} for p in (pip(None if d == "any" else d) for d in card.power)]
    kind = "Token " + (card.token_type or card.type) if card.supertype == "token" else card.type
    type_line = [kind.capitalize()] + ([card.supertype.capitalize()] if card.supertype not in ("", "token") else [])
    return {"text": card.text, "energy": card.energy, "power": len(card.power), "pips": pips,
            "domains": list(card.domains), "printed_might": card.might, "might_bonus": card.might_bonus,
            "kind": card.type, "type_line": " · ".join(type_line + list(card.tags)),
            "printed_keywords": [f"{k} {n}" if k in VALUED_KEYWORDS else k for k, n in card.keywords]}


def objects_by_id(v: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """Every object the viewer can see, by id (to name action targets)."""
    out: dict[int, dict[str, Any]] = {}
    for p in v["players"]:
        for zone in ("champion", "base", "runes", "trash", "banishment", "hand"):
            for o in p.get(zone, []):
                out[o["id"]] = o
        if p["legend"]:
            out[p["legend"]["id"]] = p["legend"]
        for o in p.get("added_legends", []):  # 107.4.d.1 (Neeko, Blending In)
            out[o["id"]] = o
    for b in v["battlefields"]:
        out[b["card"]["id"]] = b["card"]
        for o in b["units"] + b["facedown"]:
            if "id" in o:
                out[o["id"]] = o
    for c in v["chain"]:  # a spell on the chain by its card's id, an ability by its chain item's id (both public)
        item = {"id": c["id"], "name": c["name"], "controller": c["controller"], "card": c.get("card", ""),
                "type": "spell" if c.get("kind") == "card" else "ability"}
        out.setdefault(c["source"] if c.get("kind") == "card" and c["source"] >= 0 else c["id"], item)
    return out


def _name(objs: dict[int, dict[str, Any]], oid: int) -> str:
    return objs[oid]["name"] if oid in objs else "a hidden card"


ZONE_WORDS = {"champion": "champion zone", "base": "base", "runes": "runes", "trash": "trash",
              "banishment": "banishment", "hand": "hand"}


def target_labels(v: dict[str, Any], seat: int | None) -> dict[int, str]:
    """A label per visible object that tells two targets apart: whose it is and where it is,
    "your Jinx, Demolitionist (bf 1)" against "Bot 1's Jinx, Demolitionist (base)"; two alike in
    one place are numbered ("#2")."""
    names = [p["name"] for p in v["players"]]
    spots: list[tuple[dict[str, Any], str]] = []
    for p in v["players"]:
        for zone, word in ZONE_WORDS.items():
            spots += [(o, word) for o in p.get(zone, [])]
        if p["legend"]:
            spots.append((p["legend"], "legend"))
        spots += [(o, "legend") for o in p.get("added_legends", [])]
    for b in v["battlefields"]:
        spots.append((b["card"], f"battlefield {b['index'] + 1}"))
        spots += [(o, f"bf {b['index'] + 1}") for o in b["units"] + b["facedown"] if "id" in o]
    out: dict[int, str] = {}
    seen: dict[tuple[int, str, str], int] = {}
    alike: dict[tuple[int, str, str], int] = {}
    for o, where in spots:
        key = (o["controller"], o["name"], where)
        alike[key] = alike.get(key, 0) + 1
    for o, where in spots:
        if o["card"] and where.startswith("battlefield "):
            out[o["id"]] = f"{o['name']} ({where})"
            continue
        key = (o["controller"], o["name"], where)
        seen[key] = seen.get(key, 0) + 1
        whose = "your" if o["controller"] == seat else f"{names[o['controller']]}'s"
        number = f" #{seen[key]}" if alike[key] > 1 else ""
        out[o["id"]] = f"{whose} {o['name']} ({where}{number})"
    for c in v["chain"]:  # a spell or ability on the chain may be a target too (Repulse, counters)
        whose = "your" if c["controller"] == seat else f"{names[c['controller']]}'s"
        if c.get("kind") == "card" and c["source"] >= 0:
            out.setdefault(c["source"], f"{whose} {readable(c['name'])} (on the chain)")
        elif c.get("kind") != "card":
            name = readable(c["name"])  # "Slinger (ability)", "Annie (end of turn)": one parenthesis for both
            out[c["id"]] = f"{whose} {name[:-1]}, on the chain)" if name.endswith(")") else f"{whose} {name} (on the chain)"
    return out


def _target(labels: dict[int, str] | None, objs: dict[int, dict[str, Any]], oid: int) -> str:
    return labels[oid] if labels and oid in labels else _name(objs, oid)


def _place(v: dict[str, Any], to: int) -> str:
    if to < 0:
        return "your base"
    bfs = v["battlefields"]  # two battlefields may share a name: the number tells them apart
    return f"{bfs[to]['card']['name']} (bf {to + 1})" if to < len(bfs) else f"battlefield {to + 1}"


def _pay(objs: dict[int, dict[str, Any]], pay: Any) -> str:
    if not isinstance(pay, dict):
        return ""
    parts = []
    if pay.get("exhaust"):
        parts.append("exhaust " + ", ".join(_name(objs, r) for r in pay["exhaust"]))
    if pay.get("recycle"):
        parts.append("recycle " + ", ".join(_name(objs, r) for r in pay["recycle"]))
    if pay.get("add"):  # 430.3: other objects' Add abilities
        parts.append("use " + ", ".join(_name(objs, x[0] if isinstance(x, list) else x) for x in pay["add"]))
    return "; ".join(parts)


def placed(objs: dict[int, dict[str, Any]], oid: int) -> bool:
    """Whether playing this card puts it somewhere (a unit, gear...): a spell goes to the chain, not
    to a base or a battlefield."""
    return objs.get(oid, {}).get("type") != "spell"


def action_label(a: Action, v: dict[str, Any], objs: dict[int, dict[str, Any]], pending: str,
                 labels: dict[int, str] | None = None) -> str:
    """What a button says. `labels` (target_labels) names targets by whose and where they are."""
    if a.kind == "play":
        text = f"Play {_name(objs, a.card)}" + (f" to {_place(v, a.to)}" if placed(objs, a.card) else "")
        if a.options.get("accelerate"):
            text += " with Accelerate"
        if a.options.get("mode") is not None and a.card in objs:  # 355.3: the mode chosen as it is played
            text += f": {mode_label(str(objs[a.card].get('card', '')), a.options['mode'])}"
        text += play_options(a.options, objs, labels)
        if a.targets:
            text += " → " + ", ".join(_target(labels, objs, t) for t in a.targets)
        if a.options.get("move_to"):  # 355.4: where the spell moves its unit, chosen as it is played
            text += ", moving it to " + ", ".join("its base" if d < 0 else f"{_place(v, d)} (bf {d + 1})"
                                                  for d in a.options["move_to"])
        if paying := _pay(objs, a.pay):
            text += f" (pay: {paying})"
        return text
    if a.kind == "activate":
        source = objs.get(a.card, {})
        if source.get("type") != "rune":  # a unit's, gear's, legend's or battlefield's activated ability
            text = f"Use {_name(objs, a.card)}" + (f": {named}" if (named := ability_name(source, a.ability)) else "")
            return text + (" → " + ", ".join(_target(labels, objs, t) for t in a.targets) if a.targets else "")
        if a.ability == 1:
            return f"Recycle {source.get('name', 'rune')}: add 1 power"
        return f"Exhaust {source.get('name', 'rune')}: add 1 energy"
    if a.kind == "move":
        return f"Move {', '.join(_target(labels, objs, u) for u in a.units)} to {_place(v, a.to)}"
    if a.kind == "hide":
        paying = _pay(objs, a.pay)
        return f"Hide {_name(objs, a.card)} at {_place(v, a.to)}" + (f" (pay: {paying})" if paying else "")
    if a.kind == "pass":
        return "Pass focus" if v["showdown"] and not v["chain"] else "Pass"
    if a.kind == "end_turn":
        return "End turn"
    if a.kind == "concede":
        return "Concede"
    if a.kind == "invite":
        return "Invite your teammate to act"
    return choice_label(a.choice, v, objs, pending, labels)


def play_options(options: dict[str, Any], objs: dict[int, dict[str, Any]], labels: dict[int, str] | None) -> str:
    """The words of a play's cost options, so two plays of one card never read alike: an optional additional cost
    paid, Repeat, Power paid "any amount", discounts used and what they exhaust, [A] less instead of [1], a free gear,
    the unit an additional cost kills."""
    words = []
    if options.get("additional"):
        words.append("paying its additional cost")
    if options.get("repeat"):
        words.append(f"with Repeat{' x' + str(options['repeat']) if options['repeat'] > 1 else ''}")
    if options.get("power_x"):
        words.append(f"paying [A] x{options['power_x']}")
    if options.get("discounts"):
        words.append("for less (" + ", ".join(_name(objs, d) for d in options["discounts"]) + ")")
    if options.get("discount_units"):
        words.append("exhausting " + ", ".join(_target(labels, objs, u) for u in options["discount_units"]))
    if options.get("less_power"):
        words.append("[A] less instead of [1]")
    if options.get("free_gear"):
        words.append("ignoring its Energy cost")
    if isinstance(options.get("kill"), int):
        words.append(f"killing {_target(labels, objs, options['kill'])}")
    return (" " + ", ".join(words)) if words else ""


def ability_name(source: dict[str, Any], index: int) -> str:
    """An activated ability's keyword name (Equip, Empower...) when it has one and its card is in the
    catalog; "" otherwise (the button then names the card alone)."""
    card = default_catalog().defs.get(str(source.get("card", "")))
    if card is None:
        return ""
    abilities = ability_list(None, card)  # type: ignore[arg-type]  # the printed ones
    return str(abilities[index].get("name") or "") if 0 <= index < len(abilities) else ""


def choice_label(choice: dict[str, Any], v: dict[str, Any], objs: dict[int, dict[str, Any]], pending: str,
                 labels: dict[int, str] | None = None) -> str:
    if pending == "mulligan":
        cards = choice.get("cards", [])
        return "Keep this hand" if not cards else "Recycle " + " and ".join(_name(objs, c) for c in cards)
    if "assign" in choice:
        parts = [f"{n} to {_name(objs, int(t))}" for t, n in choice["assign"].items() if n]
        return ", ".join(parts) or "No damage"
    if "battlefield" in choice:
        return _place(v, choice["battlefield"])
    if "player" in choice:
        return _player_name(v, choice["player"])
    if "name" in choice:
        return f"Name {choice['name']}"
    if "first" in choice:  # order_damage: how many doublings apply before the Prevent Value (372)
        n = choice["first"]
        return "Prevent first, then double" if n == 0 else f"Double first ({n}), then prevent"
    if "targets" in choice:
        return ", ".join(_target(labels, objs, t) for t in choice["targets"]) or "No targets"
    if "cards" in choice:
        return ", ".join(_name(objs, c) for c in choice["cards"]) or "None"
    if "order" in choice:
        return " then ".join(_name(objs, x) if isinstance(x, int) and x in objs else readable(str(x)) for x in choice["order"])
    if "option" in choice:  # "choose one" (a mode's printed words: action_rows)
        return str(choice["option"]).replace("_", " ")
    if choice.get("yes") and isinstance(choice.get("kill"), int):  # "you may kill a friendly unit to ..." (386.2.a)
        return f"Yes, killing {_target(labels, objs, choice['kill'])}"
    return answer_label(choice) or json.dumps(choice)


def _player_name(v: dict[str, Any], index: Any) -> str:
    players = v["players"]
    return players[index]["name"] if isinstance(index, int) and 0 <= index < len(players) else str(index)


def move_text(payload: dict[str, Any], v: dict[str, Any], objs: dict[int, dict[str, Any]],
              labels: dict[int, str]) -> str:
    """What a player's action did, as the others read it ("played Cleave → your Jinx (bf 1)"): only
    objects the viewer can see are named (a card hidden facedown is "a card")."""
    kind = payload.get("kind")

    def named(oid: Any) -> str:
        return labels[oid] if isinstance(oid, int) and oid in labels else "a card"

    def targets() -> str:
        chosen = [t for t in payload.get("targets") or [] if isinstance(t, int)]
        return " → " + ", ".join(named(t) for t in chosen) if chosen else ""

    def place(to: Any) -> str:  # another player's action: their base, not "your base"
        return "their base" if not isinstance(to, int) or to < 0 else _place(v, to)

    card = payload.get("card")
    if kind == "play":
        name = objs[card]["name"] if card in objs else "a card"
        where = f" to {place(payload.get('to', -1))}" if card in objs and placed(objs, card) else ""
        return f"played {name}{where}{targets()}"
    if kind == "hide":
        return f"hid a card at {place(payload.get('to', 0))}"
    if kind == "move":
        units = [named(u) for u in payload.get("units") or []]
        return f"moved {', '.join(units)} to {place(payload.get('to', -1))}"
    if kind == "activate":
        return f"used {objs[card]['name'] if card in objs else 'an ability'}{targets()}"
    choice = payload.get("choice") if isinstance(payload.get("choice"), dict) else {}
    if kind == "choose" and choice.get("targets"):
        return "chose " + ", ".join(named(t) for t in choice["targets"])
    if kind == "choose" and "assign" in choice:
        return "assigned combat damage"
    return {"concede": "conceded", "invite": "invited their teammate", "end_turn": "ended the turn",
            "takeback": "took back their last action"}.get(
        str(kind), "made a decision")


def _move_cards(payload: dict[str, Any], visible: dict[int, Any]) -> list[int]:
    """The objects an action named that the viewer can see now (to highlight them)."""
    choice = payload.get("choice") if isinstance(payload.get("choice"), dict) else {}
    named = [payload.get("card")] + list(payload.get("units") or []) + list(payload.get("targets") or [])
    named += list(choice.get("targets") or [])
    return [oid for oid in named if isinstance(oid, int) and oid in visible]


QUIET = ("pass",)  # actions that leave a player's last move as it was


def last_moves(match: Match, step: int, seat: int | None, v: dict[str, Any], objs: dict[int, dict[str, Any]],
               labels: dict[int, str], replay: bool) -> dict[int, dict[str, Any]]:
    """{player: their last action as others see it}: its words, the objects to highlight, and
    whether it is news (after this viewer's own last action; for a spectator, the latest of all)."""
    rows = recent_actions(match, step, replay)
    on_chain = {c["source"]: {"name": c["name"], "type": "spell"} for c in v["chain"] if c["source"] >= 0}
    objs = {**on_chain, **objs}  # a card just played may still be on the chain
    mine = max((seq for seq, s, _ in rows if s == seat), default=-1) if seat is not None else -1
    latest = max((seq for seq, _, p in rows if p.get("kind") not in QUIET), default=-1)
    out: dict[int, dict[str, Any]] = {}
    for seq, who, payload in reversed(rows):
        if who in out or who == seat or payload.get("kind") in QUIET:
            continue
        fresh = seq > mine if seat is not None else seq == latest
        out[who] = {"text": move_text(payload, v, objs, labels), "seq": seq, "fresh": fresh,
                    "cards": " ".join(str(c) for c in _move_cards(payload, objs))}
    return out


def _cards_of(a: Action) -> list[int]:
    ids = ([a.card] if a.card >= 0 else []) + list(a.units) + list(a.targets)
    if "cards" in a.choice:
        ids += [c for c in a.choice["cards"] if isinstance(c, int)]
    if "assign" in a.choice:
        ids += [int(t) for t in a.choice["assign"]]
    return ids


def action_rows(state: State, seat: int, v: dict[str, Any]) -> list[dict[str, Any]]:
    objs = objects_by_id(v)
    pending = v["pending"]["kind"] if v["pending"] else ""
    if state.pending is not None and state.pending.player == seat:
        # cards this seat's own decision shows it (the top of its deck to put back, as a pick does)
        shown = [o for o in state.pending.options if type(o) is int and o in state.objs and o not in objs]
        objs = {**objs, **{o: {"name": state.name(o)} for o in shown}}
    labels = target_labels(v, seat)
    rows = []
    for a in legal_actions(state, seat):
        if a.kind == "concede":
            continue
        data = a.to_data()
        data.pop("player", None)
        pay = a.pay if isinstance(a.pay, dict) else {}
        # where it goes on the board: a battlefield or the base (a spell goes to neither)
        goes = a.kind in ("move", "hide") or (a.kind == "play" and placed(objs, a.card))
        label = action_label(a, v, objs, pending, labels)
        if a.kind == "choose" and "option" in a.choice and state.pending is not None:
            label = option_label(state, state.pending.data, a.choice["option"])
        elif a.kind == "choose" and a.choice == {"yes": True} and state.pending is not None:
            label = may_yes_label(state.pending.data) or label  # "Yes: 1 Energy"
        rows.append({
            "group": json.dumps({k: v for k, v in data.items() if k != "pay"}, sort_keys=True),
            "pay": " ".join([f"e{r}" for r in pay.get("exhaust", [])] + [f"r{r}" for r in pay.get("recycle", [])]),
            "base_label": action_label(Action.from_data({**a.to_data(), "pay": None}), v, objs, pending, labels),
            "kind": a.kind, "label": label, "json": json.dumps(data),
            "source": a.card if a.kind in ("play", "activate", "hide") else (a.units[0] if a.units else -1),
            "cards": " ".join(str(c) for c in _cards_of(a)), "to": a.to if goes else "",
            "targets": " ".join(str(t) for t in a.targets), "units": " ".join(str(u) for u in a.units),
        })
    return rows


def _decorate(o: dict[str, Any], actable: set[int], why: dict[int, str] | None = None,
              defs: dict[str, CardDef] | None = None) -> dict[str, Any]:
    if "id" not in o:
        return o
    out = {**o, **tile_facts(o["card"], defs), "actable": o["id"] in actable}
    if o.get("also"):  # 178: a unit gear reads as a unit, its Might from its Energy cost; its type line says both
        out.update(kind=o["type"], printed_might=out.get("energy") or 0,
                   type_line=" · ".join([o["type"].capitalize(), out.get("type_line", "")]).rstrip(" ·"))
    if why is not None and not out["actable"]:
        out["why"] = why.get(o["id"], "")
    return out


def equipped(objs: list[dict[str, Any]], names: dict[int, dict[str, Any]]) -> list[dict[str, Any]]:
    """A zone's objects as [{"o": object, "gear": [its attached gear]}], each attached gear moved
    beside its unit (a gear sits where its unit is, 719.3); the gear learns its unit's name."""
    here = {o["id"] for o in objs if "id" in o}
    out: list[dict[str, Any]] = []
    by_unit: dict[int, list[dict[str, Any]]] = {}
    for o in objs:
        unit = o.get("attached_to")
        if unit is not None:
            o = {**o, "attached_name": _name(names, unit)}
            if unit in here:
                by_unit.setdefault(unit, []).append(o)
                continue
        out.append({"o": o, "gear": []})
    for entry in out:
        entry["gear"] = by_unit.get(entry["o"].get("id", -1), [])
    return out


def board_context(match: Match, table: Any, seat: int | None, replay: bool = False) -> dict[str, Any]:
    """Context for every region, for a player (`seat`) or a spectator (`seat=None`).

    `table` is a game's State or, for a best-of match, the engine's Match (`series_context` adds the set).
    `replay`: a past state shown read-only (no actions, the log up to that step)."""
    if match.is_series:
        return series_context(match, table, seat, replay)
    return game_context(match, table, seat, replay, act=True)


def game_context(match: Match, state: State, seat: int | None, replay: bool, act: bool,
                 step: int | None = None) -> dict[str, Any]:
    """One game's regions; `act`: list the seat's legal actions; `step`: the log's last action
    (the match step) when it differs from the game's own step."""
    with reading(state):  # the board only reads the state: the engine works out passives once
        return _game_context(match, state, seat, replay, act, step)


def _game_context(match: Match, state: State, seat: int | None, replay: bool, act: bool,
                  step: int | None) -> dict[str, Any]:
    viewer = SPECTATOR if seat is None else seat
    v = view(state, viewer)
    defs = state.table.defs  # the game's own cards: a sandbox position may define cards of its own
    seats = seats_of(match)
    # a match ends with its game, or without it (abandoned: game.services.abandon)
    last_shown = (state.step if step is None else step) >= match.step  # a replay's last step
    finished = state.over or (match.status == Status.FINISHED and (not replay or last_shown))
    act = act and seat is not None and not finished and not replay
    actions = action_rows(state, seat, v) if act else []
    actable = {r["source"] for r in actions if r["source"] >= 0}
    who = decider(state) if not finished else -1
    names = [p["name"] for p in v["players"]]
    why: dict[int, str] = {}
    if act:
        why = {o["id"]: why_unplayable(state, seat, o["id"])
               for o in v["players"][seat].get("hand", []) if o["id"] not in actable}
    objs = objects_by_id(v)
    log_step = state.step if step is None else step
    moves = last_moves(match, log_step, seat, v, objs, target_labels(v, seat), replay)
    log = (log_context(log_entries(match, seat, until=log_step)) if replay
           else live_log_context(match, seat, log_step))
    players = []
    for p in v["players"]:
        i = p["index"]
        players.append({
            **p, "seat": seats[i] if i < len(seats) else None, "is_me": i == seat,
            "legend": _decorate(p["legend"], actable, defs=defs) if p["legend"] else None,
            "added_legends": [_decorate(o, actable, defs=defs) for o in p.get("added_legends", [])],
            "champion": [_decorate(o, actable, defs=defs) for o in p["champion"]],
            "base": [_decorate(o, actable, defs=defs) for o in p["base"]],
            "base_groups": equipped([_decorate(o, actable, defs=defs) for o in p["base"]], objs),
            "runes": [_decorate(o, actable, defs=defs) for o in p["runes"]],
            "hand": [_decorate(o, actable, why, defs) for o in p.get("hand", [])],
            "ready_runes": sum(1 for r in p["runes"] if not r.get("exhausted")),
            "is_turn": i == v["turn"]["player"] and not finished, "deciding": i == who,
            "is_winner": i in v["winners"], "last": moves.get(i),
        })
    me = seat if seat is not None else 0
    my_team = players[me]["team"] if seat is not None else 0
    for p in players:
        p["is_mate"] = bool(my_team) and p["team"] == my_team and not p["is_me"]
    teams = []
    for t in sorted({p["team"] for p in players if p["team"]}):
        members = [p for p in players if p["team"] == t]
        # 491.8.d.2: teammates share their points, each holds the team's total
        teams.append({"team": t, "points": max(p["points"] for p in members), "names": [p["name"] for p in members],
                      "mine": t == my_team, "is_winner": any(p["is_winner"] for p in members)})
    order = list(range(len(players)))
    order = order[me:] + order[:me]
    battlefields = []
    for b in v["battlefields"]:
        sides = []
        for i in order:
            units = [_decorate(u, actable, defs=defs) for u in b["units"] if u["controller"] == i]
            facedown = [_decorate(f, actable, defs=defs) for f in b["facedown"] if f["controller"] == i]
            if units or facedown:
                sides.append({"player": players[i], "units": units, "groups": equipped(units, objs),
                              "facedown": facedown})
        sd = v["showdown"]
        battlefields.append({
            **b, "card": _decorate(b["card"], actable, defs=defs), "sides": sides,
            "controller_name": names[b["controller"]] if b["controller"] >= 0 else "",
            "showdown": sd if sd and sd["battlefield"] == b["index"] else None,
        })
    chain = [{**c, "name": readable(c["name"]), "controller_name": names[c["controller"]],
              "target_names": [_name(objs, t) for t in c["targets"]],
              "mode_label": mode_label(str(objs.get(c["source"], {}).get("card", "")), c["mode"]) if "mode" in c else ""}
             for c in reversed(v["chain"])]
    pending = v["pending"]
    prompt = None
    if pending:
        prompt = {"kind": pending["kind"], "player": pending["player"], "who": names[pending["player"]],
                  "title": decision_title(state, pending["kind"], state.pending.data if state.pending else {}, seat),
                  "data": pending.get("data", {}), "mine": pending["player"] == seat}
        if prompt["mine"] and not replay:
            kind, data, options = pending["kind"], pending.get("data", {}), pending.get("options", [])
            prompt["about"] = source_text(state, state.pending.data if state.pending else {}, seat)
            if kind in PICK_KINDS:
                prompt["pick"] = pick_widget(state, kind, data)
            elif kind in STEPPER_KINDS:
                prompt["steppers"] = stepper_widget(state, kind, options, data)
            elif kind == "name" and data.get("open"):
                prompt["name_any"] = name_widget(data)
    return {
        "match": match, "v": v, "seat": seat, "spectator": seat is None, "players": players,
        "top": [players[i] for i in order[1:]], "me": players[order[0]], "battlefields": battlefields,
        "chain": chain, "prompt": prompt, "actions": actions, "teams": teams,
        "decisions": [r for r in actions if r["kind"] == "choose"],
        "turn_actions": [r for r in actions if r["kind"] in TURN_KINDS],
        "card_actions": [r for r in actions if r["kind"] not in ("choose", *TURN_KINDS)],
        "decider": who, "decider_name": names[who] if who >= 0 else "",
        "phase": PHASES.get(v["turn"]["phase"], v["turn"]["phase"].capitalize()),
        "turn_name": names[v["turn"]["player"]],
        "priority_name": names[v["priority"]] if v["priority"] >= 0 else "",
        "focus_name": names[v["focus"]] if v["focus"] >= 0 else "",
        **log,
        "replay": replay, "seq": state.step if step is None else step, "series": None,
        "can_concede": seat is not None and not replay and not finished, "finished": finished,
        "can_take_back": not replay and not finished and _takes_back(match.pk, state.step if step is None else step,
                                                                     seat),
        "spectators": spectators(match.pk),
        "away": away(match, players, present(match.pk)[1], replay or finished),
        "winners": [names[i] for i in v["winners"]],
        "mode_score": state.victory_score,  # the mode's; v["victory_score"] is the one in force (194)
        "outcome": outcome(match, v, seat, players, teams, finished, replay),
        "clocks": clock_faces(match, names, replay, finished),
        "hint_url": f"/matches/{match.pk}/hint/" if act and not finished and against_bots(match, seat) else "",
    }


def away(match: Match, players: list[dict[str, Any]], connected: frozenset[int], over: bool) -> list[str]:
    """The players of a live match with no connection to it (their clock, if any, keeps running): the
    banner that tells the others. Bots are never connected; a sandbox is played hot-seat."""
    if over or match.scenario or match.status != Status.LIVE:
        return []
    return [p["name"] for p in players
            if p["index"] not in connected and not getattr(p.get("seat"), "is_bot", True) and not p.get("removed")]


TIMED_OUT = "ran out of time"  # the end of a result whose clock ran out (game.services.actions)


def clock_faces(match: Match, names: list[str], replay: bool, finished: bool) -> list[dict[str, Any]]:
    """Every seat's clock as stored with the step (game.services.clocks): seconds left when the running
    one started, and since when it runs (the browser counts it down; the server decides). None untimed."""
    stored = match.clocks if match.clock_limit and isinstance(match.clocks, dict) else {}
    left = stored.get("left") or []
    running = -1 if replay or finished else int(stored.get("running", -1))
    since = int(stored.get("since", 0))
    return [{"seat": i, "name": names[i] if i < len(names) else f"Seat {i + 1}", "left": int(x),
             "running": i == running, "since": since} for i, x in enumerate(left)]


def _takes_back(match_id: int, step: int, seat: int | None) -> bool:
    """This seat may take back the action that led to `step` (game.live.undo: memory only)."""
    found = undoable(match_id, step)
    return seat is not None and found is not None and found[0] == seat


def against_bots(match: Match, seat: int | None) -> bool:
    """A player's own match where every other seat is a bot (hints and rematches are offered there)."""
    seats = seats_of(match)
    return seat is not None and all(s.is_bot for s in seats if s.index != seat)


def outcome(match: Match, v: dict[str, Any], seat: int | None, players: list[dict[str, Any]],
            teams: list[dict[str, Any]], finished: bool, replay: bool) -> dict[str, Any] | None:
    """The result banner of a finished match for this viewer: who won (or why it ended), the final
    score, the replay and, for a player, where its rematch stands (game.services.rematch). None while it
    goes on."""
    if not finished:
        return None
    names = [p["name"] for p in players]
    winners = list(v["winners"]) if v["over"] else []
    if winners and seat is not None and seat in winners:
        headline = "Your team wins" if teams else "You win"
    elif winners and seat is not None:
        headline = "Your team loses" if teams else "You lose"
    elif winners:
        won = [names[i] for i in winners]
        headline = " and ".join(won) + (" win" if len(won) > 1 else " wins")
    else:
        headline = "No winner"
    ended = "" if v["over"] else (match.result or "The match ended")
    if v["over"] and match.result.endswith(TIMED_OUT + ")"):  # a clock ran out (game.services.clocks)
        ended = match.result[match.result.rfind("(") + 1:-1]
    if teams:
        score = [f"Team {t['team']} ({' + '.join(t['names'])}) {t['points']}" for t in teams]
    else:
        score = [f"{p['name']} {p['points']}" for p in players]
    rematch = None
    if not replay and seat is not None:  # a finished board: rendered in a worker thread
        need_database()
        rematch = rematch_state(match, seat)
    return {"headline": headline, "ended": ended, "score": " · ".join(score), "pk": match.pk,
            "rematch": rematch, "won": bool(winners) and seat in winners}


def series_context(match: Match, s: BestOf, seat: int | None, replay: bool) -> dict[str, Any]:
    """A best-of match's board: the current (or last) game's regions, the set (game.services.series_board)
    and, between games, the set's decision in place of the game's actions."""
    names = s.names
    info = series_info(s, seat, names)
    if s.game is not None:
        ctx = game_context(match, s.game, seat, replay, act=not s.between, step=s.step)
    else:
        ctx = _empty_context(match, s, seat, replay, names)
    who = decider(s)
    # the set is decided, or the match ended without it (abandoned); a replay only at its last step
    finished = s.over or (match.status == Status.FINISHED and (not replay or s.step >= match.step))
    winner = s.winner
    result = {"over": s.over, "winners": [winner] if s.over and winner is not None and winner >= 0 else []}
    ctx.update(series=info, seq=s.step, decider=who, decider_name=names[who] if who >= 0 else "",
               can_concede=seat is not None and not replay and not finished, finished=finished,
               can_take_back=not replay and not finished and _takes_back(match.pk, s.step, seat),
               outcome=outcome(match, result, seat, ctx["players"], [], finished, replay))
    if s.between:
        ctx.update(prompt=None, actions=[], decisions=[], turn_actions=[], card_actions=[])
    return ctx


def _empty_context(match: Match, s: BestOf, seat: int | None, replay: bool, names: list[str]) -> dict[str, Any]:
    """Before the first game: no board yet, only the set and the decisions."""
    seats = list(Seat.objects.filter(match=match).select_related("user").order_by("index"))
    v = {"over": False, "step": s.step, "victory_score": 8, "winners": [], "chain": [], "showdown": None,
         "turn": {"number": 0, "player": 0, "phase": "setup"}}
    players = [{"index": i, "name": n, "points": 0, "seat": seats[i] if i < len(seats) else None, "is_me": i == seat}
               for i, n in enumerate(names)]
    return {"match": match, "v": v, "seat": seat, "spectator": seat is None, "players": players, "top": [],
            "me": None, "battlefields": [], "chain": [], "prompt": None, "actions": [], "decisions": [],
            "turn_actions": [], "card_actions": [], "phase": "Setup", "turn_name": "", "priority_name": "",
            "focus_name": "", **log_context(log_entries(match, seat, until=s.step if replay else None)),
            "replay": replay, "spectators": spectators(match.pk), "winners": [], "no_game": True}


def log_lines(match: Match, seat: int | None, until: int | None = None, step: int | None = None) -> list[str]:
    """The last log lines this viewer may read (events carry their audience)."""
    return [text for _, text in log_entries(match, seat, until, step)]


def log_entries(match: Match, seat: int | None, until: int | None = None,
                step: int | None = None) -> list[tuple[int, str]]:
    """The last `LOG_LINES` (key, line) this viewer may read, oldest first. A key names the line for
    good: (seq + 1) * 1000 + its place among that action's events (setup events: seq -1).
    `step`: the number of actions stored, when known; then the events of the last `LOG_LINES`
    actions come from memory (stored actions never change) and only newer ones are read."""
    viewer = SPECTATOR if seat is None else seat
    if until is None and step is not None:
        recent = recent_events(match, step)
        first = step - len(recent)
    else:
        rows = MatchAction.objects.filter(match=match)
        if until is not None:
            rows = rows.filter(seq__lt=until)
        pairs = list(rows.order_by("-seq").values_list("seq", "events")[:LOG_LINES])[::-1]
        recent = [events for _, events in pairs]
        first = pairs[0][0] if pairs else 0
    batches = [] if len(recent) == LOG_LINES else [(-1, list(match.setup_events))]
    batches += [(first + i, evs) for i, evs in enumerate(recent)]
    return [line for seq, evs in batches for line in _lines(seq, evs, viewer)][-LOG_LINES:]


def _lines(seq: int, events: list[dict[str, Any]], viewer: int) -> list[tuple[int, str]]:
    """The (key, line) of action `seq`'s events that `viewer` may read (setup events: seq -1)."""
    return [((seq + 1) * 1000 + k, readable(e["text"])) for k, e in enumerate(events) if sees(e.get("to", ALL), viewer)]


def log_item(key: int, text: str) -> str:
    return f'<li data-k="{key}">{escape(text)}</li>'


def log_context(entries: list[tuple[int, str]], items: list[str] | None = None) -> dict[str, Any]:
    """The log's list items newest first, each keyed (`data-k`) so an update can add only the new
    ones (`items`: the entries' <li>, when already made)."""
    items = items if items is not None else [log_item(key, text) for key, text in entries]
    return {"log_items": mark_safe("".join(reversed(items)))}  # noqa: S308 - each item escapes its text


def live_log_context(match: Match, seat: int | None, step: int) -> dict[str, Any]:
    """`log_context(log_entries(match, seat, step=step))` for a live board, worked out from this
    viewer's log of the step before when it is kept: only the newest action's lines are new (the
    same lines as from scratch: what is older than the last `LOG_LINES` actions drops out)."""
    viewer = SPECTATOR if seat is None else seat
    key = (match.pk, viewer)
    kept = VIEWS.peek(key)
    if kept is not None and kept[0] == step:
        return log_context(kept[1], kept[2])
    recent = recent_events(match, step) if kept is not None and kept[0] == step - 1 and step > 0 else None
    if recent:
        added = _lines(step - 1, recent[-1], viewer)
        oldest = step - LOG_LINES  # the first action still in the window (setup lines, seq -1: while < 0)
        pairs = [(entry, item) for entry, item in zip(kept[1], kept[2], strict=True) if entry[0] // 1000 - 1 >= oldest]
        pairs += [(entry, log_item(*entry)) for entry in added]
        pairs = pairs[-LOG_LINES:]
        entries, items = [e for e, _ in pairs], [i for _, i in pairs]
    else:
        entries = log_entries(match, seat, step=step)
        items = [log_item(k, text) for k, text in entries]
    VIEWS.put(key, (step, entries, items))
    return log_context(entries, items)


_SIDE = (("result", "result", result_inputs), ("turn", "turn", turn_inputs), ("scores", "scores", scores_inputs),
         ("clocks", "clocks", clocks_inputs),
         ("chain", "chain", chain_inputs), ("prompt", "prompt", prompt_inputs), ("log", "log", log_inputs),
         ("spectators", "spectators", spectators_inputs), ("concede", "concede", concede_inputs))


def regions(ctx: dict[str, Any]) -> list[Region]:
    """The board's regions, each with exactly the context its partial reads (`region_inputs`)."""
    out = [Region(rid, f"game/board/{name}.jinja", inputs(ctx)) for rid, name, inputs in _SIDE]
    for p in ctx["players"]:
        out.append(Region(f"seat-head-{p['index']}", "game/board/seat_head.jinja", seat_head_inputs(ctx, p)))
        out.append(Region(f"last-{p['index']}", "game/board/last_move.jinja", last_move_inputs(p)))
        out.append(Region(f"seat-row-{p['index']}", "game/board/seat_row.jinja", seat_row_inputs(p)))
        out.append(Region(f"runes-{p['index']}", "game/board/runes.jinja", runes_inputs(p)))
    for b in ctx["battlefields"]:
        out.append(Region(f"battlefield-{b['index']}", "game/board/battlefield.jinja", battlefield_inputs(b)))
    if not ctx["spectator"] and ctx.get("me"):
        out.append(Region("hand", "game/board/hand.jinja", {"me": {"hand": ctx["me"]["hand"]}}))
    if ctx.get("series"):
        out.append(Region("series", "game/board/series.jinja", {"series": ctx["series"]}))
    return out


def render_regions(ctx: dict[str, Any], oob: bool = False) -> dict[str, str]:
    """{region id: html}; with `oob` each root carries hx-swap-oob for a websocket push."""
    return {r.id: region_html(r, oob) for r in regions(ctx)}
