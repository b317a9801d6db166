"""Moving objects between zones, and the limited actions that do only that:
draw (414), recycle (417), channel (431), burn out (432), kill (429), banish (428),
discard (423), recall (456), burn (441).

`put` is the single place that changes where an object is; it keeps the zone
lists and `Obj.zone` in step and applies rule 124 (a new object, temporary
modifications cleared) and rule 186.1 (a token leaving the board ceases to exist).
"""

from __future__ import annotations

from typing import Any

from ..model import registry, rng
from ..model.events import ALL, Log, all_but
from ..model.state import (
    BANISH,
    BASE,
    BF,
    BF_CARD,
    BOARD_ZONES,
    CHAIN,
    CHAMPION,
    FACEDOWN,
    HAND,
    LEGEND,
    MAIN,
    RULES_V14,
    RUNE_DECK,
    TRASH,
    Obj,
    State,
)

registry.add_keys("passive", {
    "trash_to_banish": "\"If a card would go to your trash from anywhere other than your Main Deck, banish it "
                       "instead\": a card its controller owns that would be put into their trash from anywhere but "
                       "their Main Deck is banished instead (370) (zones.py `put`).",
    "extra_deathknell": "\"Your [Deathknell] effects trigger an additional time\": each one its controller controls "
                        "fires a dying object's Deathknell once more (808) (zones.py).",
})


def _banished_instead(st: State, owner: int) -> bool:
    """A passive `trash_to_banish` of an object `owner` controls is on the board (Endless Riches)."""
    from ..read import layers

    if not layers.any_passive(st, "trash_to_banish"):
        return False
    return any(s.get("trash_to_banish") and st.objs[src].controller == owner for src, s in layers.statics(st))


def _list(st: State, zone: str, owner: int, controller: int, loc: int, is_rune: bool) -> list[int] | None:
    if zone == BASE:
        p = st.players[controller]
        return p.runes if is_rune else p.base
    if zone == BF:
        return st.battlefields[loc].units
    if zone == FACEDOWN:
        return st.battlefields[loc].facedown
    if zone in (CHAIN, LEGEND, BF_CARD):
        return None
    return getattr(st.players[owner], zone)


def link_control(st: State, p: int, oid: int, holder: int, back: int) -> None:
    """`p` controls `oid` "until `holder` leaves the board": when that object (the same one, 124) leaves, `oid`
    (if it is still the same object on the board) returns to `back`'s control, to their base (not a move)."""
    pl = st.players[p]
    pl.extra["control_links"] = [*pl.extra.get("control_links", []),
                                 [oid, st.objs[oid].gen, holder, st.objs[holder].gen, back]]


def _end_control_links(st: State, oid: int, gen: int) -> None:
    """`oid` leaves the board: the control it held ends (its linked objects go back), and links about it go."""
    back: list[tuple[int, int, int]] = []
    for pl in st.players:
        links = pl.extra.get("control_links")
        if not links:
            continue
        keep = [k for k in links if not (k[2] == oid and k[3] == gen) and not (k[0] == oid and k[1] == gen)]
        back += [(k[0], k[1], k[4]) for k in links if k[2] == oid and k[3] == gen]
        if keep:
            pl.extra["control_links"] = keep
        else:
            pl.extra.pop("control_links")
    for obj, obj_gen, to in back:
        o = st.objs.get(obj)
        if o is not None and o.gen == obj_gen and o.zone in (BASE, BF) and 0 <= to < len(st.players) \
                and not st.players[to].removed:
            if o.extra.get("attached_to") is not None:
                from .equipment import detach

                detach(st, obj)
            put(st, obj, BASE, controller=to)


def in_play(st: State, key: str) -> bool:
    """An object of this card is on the board (a Legend Zone is part of it, 107.4) or on the chain (440.3.c)."""
    return any(o.card == key and o.zone in (BASE, BF, LEGEND, CHAIN) for o in st.objs.values())


def create_legend(st: State, log: Log, p: int, key: str, holder: int) -> int | None:
    """440.2.b.4, 107.4.d.1: create a legend (card `key`) in `p`'s Legend Zone "while `holder` is on the board",
    ready (174.2.b). 440.3.c: a legend chosen while building the deck (103.1) exists in play once at a time: when one
    is already on the board or the chain, the creation is negated (None)."""
    name = st.table.defs[key].name
    if in_play(st, key):
        log.add("create_negated", f"{name} is already in play: it isn't added again (440.3.c)", ALL, card=key)
        return None
    oid = st.new_id()
    st.objs[oid] = Obj(oid, key, p, p, LEGEND, extra={"while_on_board": [holder, st.objs[holder].gen]})
    st._own.add(oid)
    pl = st.players[p]
    pl.extra["legends"] = [*pl.extra.get("legends", []), oid]
    from ..read.layers import stamp

    stamp(st, oid)  # 482.1: its passives apply from now
    log.add("create_legend", f"{name} is added to {pl.name}'s Legend Zone", ALL, card=oid, player=p)
    return oid


def _end_added_legends(st: State, oid: int, gen: int) -> None:
    """`oid` leaves the board: a legend added "while I'm on the board" leaves the Legend Zone and ceases to exist
    (440.3.b; it can exist nowhere else but banishment, 107.4.d.2)."""
    for pl in st.players:
        added = pl.extra.get("legends")
        if not added:
            continue
        gone = [x for x in added if st.objs[x].extra.get("while_on_board") == [oid, gen]]
        if not gone:
            continue
        kept = [x for x in added if x not in gone]
        if kept:
            pl.extra["legends"] = kept
        else:
            del pl.extra["legends"]
        for x in gone:
            del st.objs[x]
            st._own.discard(x)


def put(st: State, oid: int, zone: str, controller: int | None = None, loc: int = -1,
        bottom: bool = True) -> None:
    """Move an object to `zone` (board zones need a controller; battlefield zones need `loc`)."""
    if zone == TRASH and st.objs[oid].zone != MAIN and _banished_instead(st, st.objs[oid].owner):
        zone = BANISH  # 370: "if a card would go to your trash from anywhere other than your Main Deck, banish it"
    o = st.w(oid)
    if o.zone == TRASH and ("died_at" in o.extra or "flow_granted" in o.extra):  # it leaves the trash: where
        # it died is forgotten, and a [Flow] given to it there ends (a new object, 124)
        o.extra = {k: v for k, v in o.extra.items() if k not in ("died_at", "flow_granted")}
    is_rune = st.table.defs[o.card].type == "rune"
    old = _list(st, o.zone, o.owner, o.controller, o.loc, is_rune)
    if old is not None:
        try:
            old.remove(oid)
        except ValueError:  # a permanent whose control changed in another player's base (323.6): that base's list
            next(lst for p in st.players if oid in (lst := p.runes if is_rune else p.base)).remove(oid)
    if zone not in BOARD_ZONES and zone != FACEDOWN:
        controller = o.owner  # 056: non-board zones belong to the owner
    elif controller is None:
        controller = o.controller
    crossing = (o.zone in BOARD_ZONES) != (zone in BOARD_ZONES)
    if crossing and o.zone in BOARD_ZONES and any("control_links" in pl.extra for pl in st.players):
        _end_control_links(st, oid, o.gen)  # "you control it until I leave the board"
    if crossing and o.zone in BOARD_ZONES and any("legends" in pl.extra for pl in st.players):
        _end_added_legends(st, oid, o.gen)  # "add it to your Legend Zone while I'm on the board"
    prev_extra = o.extra
    from_field = o.loc if o.zone == BF and zone == HAND else -1  # "when a unit here is returned to a hand"
    if crossing:  # 124.1: a new object; temporary modifications stop being tracked
        o.extra = {}
        o.gen += 1
        o.exhausted = False
        o.damage = 0
        o.buffs = 0  # 705
        o.stunned = False
        o.might_mod = 0
        o.kw_mod = []
        o.designation = ""
        if o.token and zone != CHAIN:  # 186.1
            if zone not in BOARD_ZONES:  # its "when this leaves the board" triggers first (383.2.c)
                _fire_leaves(st, oid)
            del st.objs[oid]
            st._own.discard(oid)
            _attachments(st, oid, prev_extra, crossing)
            return
    o.zone, o.controller, o.loc = zone, controller, loc
    if crossing and zone in BOARD_ZONES:  # 482.1: the timestamp of its passive abilities
        from ..read.layers import stamp

        stamp(st, oid)
    new = _list(st, zone, o.owner, controller, loc, is_rune)
    if new is not None:
        if zone in (MAIN, RUNE_DECK) and not bottom:
            new.insert(0, oid)
        else:
            new.append(oid)
    _attachments(st, oid, prev_extra, crossing)
    if crossing and zone not in BOARD_ZONES:  # "when this leaves the board"
        _fire_leaves(st, oid)
    if from_field >= 0 and st.table.defs[o.card].type == "unit":
        from .triggers import battlefield_event

        battlefield_event(st, "returned_here", o.owner, at=from_field)  # that player's (the card now hidden)


def _fire_leaves(st: State, oid: int) -> None:
    """Queue the object's "when this leaves the board" trigger (a token's too, as it ceases to
    exist: the trigger keeps its text, 186.1)."""
    from ..read.scripts import script_for

    if "leaves" in (script_for(st.table.defs[st.objs[oid].card]) or {}).get("triggers", {}):
        from .triggers import fire

        fire(st, Log(), oid, "leaves")


def _attachments(st: State, oid: int, prev_extra: dict, crossing: bool) -> None:
    """719.3.a / 719.5: attached equipment travels with its unit, and detaches when either leaves."""
    if prev_extra and ("gear" in prev_extra or "attached_to" in prev_extra):
        from .equipment import after_put

        after_put(st, oid, prev_extra, crossing)


def where(st: State, oid: int) -> str:
    """`base`, `bf<i>` (0-based), or the zone name."""
    o = st.objs[oid]
    if o.zone == BF:
        return f"bf{o.loc}"
    return o.zone


def draw(st: State, log: Log, p: int, n: int = 1, burned: int = 0) -> None:
    """Draw n; an empty Main Deck burns out first (414.4, 432). `burned` counts burn outs already
    processed in this sequence (432.3.c: later ones can win at once)."""
    if st.players[p].removed:  # 652.3: a player who left the game has no deck and draws nothing
        return
    drawn = 0
    for i in range(n):
        oid, burned = _top_card(st, log, p, ["draw", p, n - i], burned)
        if oid is None:
            break
        put(st, oid, HAND)
        name = st.players[p].name
        log.add("draw", f"{name} draws a card", all_but(p), player=p)  # the drawer reads the name
        log.add("draw_card", f"{name} draws {st.name(oid)}", p, player=p, card=oid)
        drawn += 1
        _count_draw(st, log, p)
    if drawn:
        _drew(st, log, p, drawn)


def _drew(st: State, log: Log, p: int, n: int) -> None:
    """"When you draw 1 or more cards" (`draws`, data `count` and `others`: the other cards in the hand), once
    per draw instruction (only in games with such a card)."""
    from ..read.scripts import table_mentions

    if table_mentions(st, "draws") and p < len(st.players) and not st.players[p].removed:
        from .triggers import broadcast

        broadcast(st, log, "draws", p, {"count": n, "others": len(st.players[p].hand) - n})


def _count_draw(st: State, log: Log, p: int) -> None:
    """Cards `p` drew this turn; the second fires "when you draw your second card each turn" (counted only in
    games with such a card)."""
    from ..read.scripts import table_mentions

    if not table_mentions(st, "draw_second"):
        return
    mark = st.players[p].extra.get("drawn")
    n = (mark[1] if mark and mark[0] == st.turn_number else 0) + 1
    st.players[p].extra["drawn"] = [st.turn_number, n]
    if n == 2:
        from .triggers import broadcast

        broadcast(st, log, "draw_second", p)


def burn(st: State, log: Log, p: int, n: int = 1, burned: int = 0) -> None:
    """441: put the top `n` cards of the Main Deck into the trash; with too few, burn as many as
    possible, burn out, then burn the rest (441.4, 432.1.b). `burned` as for `draw`."""
    for i in range(n):
        oid, burned = _top_card(st, log, p, ["burn", p, n - i], burned)
        if oid is None:
            return
        name = st.name(oid)
        put(st, oid, TRASH)
        log.add("burn", f"{st.players[p].name} burns {name}", ALL, player=p, card=oid)


def _top_card(st: State, log: Log, p: int, rest: list, burned: int) -> tuple[int | None, int]:
    """(the top card of `p`'s Main Deck, burn outs so far), burning out first while it is empty
    (432); None when the game ended, or when a burn-out point choice must be made first (then
    `rest` + [burned], the rest of the draw or burn, waits as the next task)."""
    if st.over:
        return None, burned
    while not st.players[p].main_deck and not st.over:
        burn_out(st, log, p, repeated=burned > 0)
        burned += 1
        if st.pending is not None:
            st.tasks.insert(0, [*rest, burned])
            return None, burned
    if st.over:
        return None, burned
    return st.players[p].main_deck[0], burned


def burn_out(st: State, log: Log, p: int, repeated: bool = False) -> None:
    """432.2: recycle the trash into the Main Deck, then an opponent of their choice gains 1 point."""
    player = st.players[p]
    log.add("burn_out", f"{player.name} burns out", ALL, player=p)
    recycle_main(st, p, list(player.trash))
    opps = st.opponents(p)
    if not opps:
        return
    if len(opps) == 1:
        gain_burn_point(st, log, opps[0], immediate=repeated)
    else:
        from ..model.state import Pending

        st.pending = Pending("burn_out_opponent", p, [st.players[o].name for o in opps],
                             {"repeated": repeated})


def gain_burn_point(st: State, log: Log, who: int, immediate: bool) -> None:
    from .scoring import gain_points, immediate_win_check

    gain_points(st, log, who, 1, "burn out")
    if immediate:  # 432.3.c.1: later burn outs in one sequence can win at once
        immediate_win_check(st, log)


def recycle_main(st: State, owner: int, oids: list[int]) -> None:
    """417.5: several cards go to the bottom of the Main Deck in a random order. Each card goes to its
    owner's deck (417.1.c), and "when you recycle one or more cards to your Main Deck" fires once
    for each owner (Karma, Channeler: Origins FAQ, players always recycle their own cards)."""
    oids = list(oids)
    if len(oids) > 1:
        rng.shuffle(st, oids)
    owners: list[int] = []
    for oid in oids:
        if st.objs[oid].owner not in owners:
            owners.append(st.objs[oid].owner)
        put(st, oid, MAIN)
    if oids:
        from .triggers import broadcast

        for p in owners:
            broadcast(st, Log(), "recycle_cards", p)


def spend_buff(st: State, oid: int, player: int) -> None:
    """`player` spends one buff of unit `oid` (427.1.b.2: it may have several); fires "when you spend a buff"."""
    st.w(oid).buffs -= 1
    from .triggers import broadcast

    broadcast(st, Log(), "spend_buff", player, {"it": oid})


def recycle_rune(st: State, oid: int) -> None:
    """417.1.b: a rune goes to the bottom of its owner's Rune Deck; one from the board fires "when you recycle a
    rune" for its owner."""
    from_board = st.objs[oid].zone in (BASE, BF)
    put(st, oid, RUNE_DECK)
    if from_board:
        from .triggers import broadcast

        broadcast(st, Log(), "recycle_rune", st.objs[oid].owner)


def channel(st: State, log: Log, p: int, n: int, exhausted: bool = False) -> int:
    """431: top runes of the Rune Deck onto the board, ready by default; as many as possible."""
    player = st.players[p]
    done = 0
    for _ in range(n):
        if not player.rune_deck:
            break
        oid = player.rune_deck[0]
        put(st, oid, BASE, controller=p)
        if exhausted:
            st.w(oid).exhausted = True
        done += 1
        player = st.players[p]
    if done:
        log.add("channel", f"{player.name} channels {done} rune{'s' if done > 1 else ''}", ALL, player=p, n=done)
    return done


def kill(st: State, log: Log, oid: int, by: list[Any] | None = None) -> None:
    """429: a permanent goes from the board to its owner's trash, unless a replacement saves it
    (367-373, `replacements.kill_together`). `by` is [player, by a spell] when a player kills it
    (a kill effect, or lethal damage they dealt): their "when you kill" triggers fire with what
    it was."""
    from .replacements import kill_together

    kill_together(st, log, [(oid, by)])


def die(st: State, log: Log, oid: int, by: list[Any] | None = None, leaving: frozenset[int] = frozenset()) -> None:
    """The death itself, once no replacement applies: its Deathknell is queued first (808.1.d.2),
    then "when you kill" / "when a friendly unit dies" triggers, then it goes to the trash. The unit
    and the others dying at the same moment (`leaving`) can't trigger on it (383.2.c.2)."""
    from .triggers import happened

    o = st.objs[oid]
    instead = o.extra.get("banish_instead")
    if instead and instead[0] == st.turn_number and o.zone in (BASE, BF):  # "if it would die this turn, banish it
        banish(st, log, oid, by=int(instead[1]))  # instead": it doesn't die - no Deathknell, no "when ... dies"
        return
    killed = kill_facts(st, oid, by)  # None unless a player killed a unit on the board
    first = False
    if o.zone in (BASE, BF) and st.card(oid).type == "unit" and o.controller >= 0:
        first = st.players[o.controller].extra.get("unit_died") != st.turn_number  # "the first time ... each turn"
        st.players[o.controller].extra["unit_died"] = st.turn_number  # "if an enemy unit has died this turn"
        if st.phase == "beginning" and st.turn_player == o.controller and _reads(st, "died_in_your_beginning"):
            st.players[o.controller].extra["died_in_beginning"] = st.turn_number
    if o.zone in (BASE, BF) and st.card(oid).is_a("gear") and o.controller >= 0 and st.rules != RULES_V14:
        st.players[o.controller].extra["gear_died"] = st.turn_number  # "if a friendly unit or gear died this turn"
    # Deathknell, "when you kill", "when a friendly unit dies"
    happened(st, log, "dies", oid, leaving | {oid}, by=by, killed=killed, first=first)
    for _ in range(extra_deathknells(st, oid)):  # "your Deathknell effects trigger an additional time"
        happened(st, log, "deathknell_again", oid)
    name = st.name(oid)
    at = o.loc if o.zone == BF else -1
    if at >= 0 and o.token and o.controller >= 0 and st.rules != RULES_V14 and st.card(oid).has("Deathknell"):
        pl = st.players[o.controller]  # a token ceases to exist (186.1); its Deathknell acts there (808.1.d.3)
        mark = pl.extra.get("gone_at")
        gone = dict(mark[1]) if mark and mark[0] == st.turn_number else {}
        pl.extra["gone_at"] = [st.turn_number, {**gone, str(oid): at}]
    if at >= 0 and not o.token and o.controller >= 0 and st.card(oid).type == "unit":
        from .triggers import here_event

        here_event(st, "unit_dies_here", o.controller, at)  # "the first time each turn a non-token unit ... here"
    _this_turn_deaths(st, oid)  # "when it dies this turn" (a delayed trigger about it)
    put(st, oid, TRASH)
    if at >= 0 and oid in st.objs:  # 808.1.d.3: its Deathknell knows where it died ("here")
        st.w(oid).extra["died_at"] = at
    log.add("kill", f"{name} dies", ALL, card=oid)
    if killed is not None and oid in st.objs and st.objs[oid].owner == by[0]:  # 383.2.c.1: its own death
        from .triggers import fire_in_trash

        fire_in_trash(st, oid, "kill", by[0], killed)


def _this_turn_deaths(st: State, oid: int) -> None:
    """Queue the "it_dies" triggers an effect created this turn about this very unit (once each)."""
    from .triggers import about_this_turn

    about_this_turn(st, "it_dies", oid)


def _reads(st: State, word: str) -> bool:
    """A card of this game reads that bookkeeping ("if a friendly unit died during your Beginning Phase")."""
    from ..read.scripts import table_mentions

    return table_mentions(st, word)


def kill_facts(st: State, oid: int, by: list[Any] | None) -> dict[str, Any] | None:
    """What "when you kill a unit" triggers read: a unit on the board killed by a player (a kill
    effect, or lethal damage they dealt), with the spell or ability it is attributed to (429.5)."""
    o = st.objs[oid]
    if by is None or by[0] < 0 or o.zone not in (BASE, BF) or st.card(oid).type != "unit":
        return None
    from ..read.conditions import friendly

    return {"spell": bool(by[1]), "stunned": o.stunned, "enemy": not friendly(st, by[0], o.controller),
            "source": by[2] if len(by) > 2 else -1}


def extra_deathknells(st: State, oid: int) -> int:
    """How many more times a dying object's Deathknell triggers (808): one per passive
    `extra_deathknell` its controller controls on the board (Karthus, Eternal; itself too, as it
    dies: 383.2.c.3)."""
    from ..read.layers import any_passive, statics

    if not any_passive(st, "extra_deathknell"):
        return 0
    from ..read.conditions import location

    o = st.objs[oid]
    ctrl, at = o.controller, (o.loc if o.zone == BF else -1)
    return sum(1 for src, s in statics(st) if s.get("extra_deathknell") and st.objs[src].controller == ctrl
               and (not s.get("here") or (at >= 0 and location(st, src) == at)))  # "friendly ... here"


def banish(st: State, log: Log, oid: int, by: int | None = None) -> None:
    """428: to its owner's banishment. `by`: the player whose effect banishes it ("when you banish a card
    you own": their `banish_own` triggers, when they own it)."""
    name = st.name(oid)
    owner = st.objs[oid].owner
    put(st, oid, BANISH)
    log.add("banish", f"{name} is banished", ALL, card=oid)
    if by is not None and by == owner and oid in st.objs:  # a token ceased to exist: no card banished
        from .triggers import broadcast

        broadcast(st, log, "banish_own", by, {"it": oid})


def discard(st: State, log: Log, oid: int) -> None:
    from .triggers import happened

    put(st, oid, TRASH)
    log.add("discard", f"{st.players[st.objs[oid].owner].name} discards {st.name(oid)}", ALL, card=oid)
    happened(st, log, "discarded", oid)  # "when this is discarded"


def recall(st: State, log: Log, oid: int) -> None:
    """456: to its controller's base, not a move; state unchanged (460)."""
    o = st.objs[oid]
    if o.zone == BASE:
        return
    put(st, oid, BASE, controller=o.controller)
    log.add("recall", f"{st.name(oid)} is recalled", ALL, card=oid)


def reveal(st: State, log: Log, oid: int) -> None:
    """422.4: a facedown card that changes zones is revealed to all players."""
    o = st.objs[oid]
    log.add("reveal", f"{st.players[o.owner].name} reveals {st.name(oid)}", ALL, card=oid, name=st.name(oid))


def remove_facedown(st: State, log: Log, oid: int, zone: str = TRASH) -> None:
    """A facedown card leaves its battlefield (to its owner's trash by default), revealed first."""
    reveal(st, log, oid)
    put(st, oid, zone)


def discard_cards(st: State, log: Log, p: int, cards: list[int]) -> None:
    """423: player `p` discards these cards; "when you discard one or more cards" fires once."""
    done = [oid for oid in cards if oid in st.players[p].hand]
    for oid in done:
        discard(st, log, oid)
    if done:
        st.players[p].extra["discarded"] = st.turn_number  # "if you've discarded a card this turn"
        from .triggers import broadcast

        broadcast(st, log, "discard", p)


def ask_discard(st: State, log: Log, p: int, n: int) -> bool:
    """423.4: player `p` discards `n` cards of their choice (as many as they can). With no real
    choice the cards go at once; otherwise a `choose_cards` decision is set (queued as a task when
    another decision is open). Effect verbs call this. True when a decision now waits."""
    hand = st.players[p].hand
    n = min(n, len(hand))
    if n <= 0:
        return False
    if n == len(hand) or len({st.objs[c].card for c in hand}) == 1:
        discard_cards(st, log, p, list(hand)[:n])
        return False
    if st.pending is not None:
        st.tasks.insert(0, ["choose_cards", p, n])
        return False
    from ..model.state import Pending

    st.pending = Pending("choose_cards", p, list(hand), {"count": n, "purpose": "discard"})
    st.priority = -1
    return True


def exhaust(st: State, log: Log, oid: int) -> None:
    """Exhaust a permanent (a cost, an effect, a move): if it was ready on the board it "becomes exhausted"
    (its "when I become exhausted", its controller's "when another friendly unit becomes exhausted")."""
    o = st.objs[oid]
    if o.exhausted:
        return
    st.w(oid).exhausted = True
    if o.zone in (BASE, BF):
        from .triggers import happened, listened

        if listened(st, "exhausted", "friendly_exhausted"):  # only games with a card that listens pay for it
            happened(st, log, "exhausted", oid)


def to_hand(st: State, oid: int) -> None:
    put(st, oid, HAND)


def to_champion_zone(st: State, oid: int) -> None:
    put(st, oid, CHAMPION)
