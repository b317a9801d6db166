"""Actions a player sends to `apply` (411 discretionary and limited actions).

kind: play | activate | move | hide | pass | end_turn | choose | concede.
`to` is -1 for the player's base or a battlefield index. Object references are
ids. `pay` is None (engine pays when there is one sensible payment), "auto"
(engine picks any legal payment) or {"exhaust": [ids], "recycle": [ids]}, optionally
with "add": [ids or [id, ability]] - other objects' Reaction Add abilities used while paying (430.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

BASE = -1
KINDS = ("play", "activate", "move", "hide", "pass", "end_turn", "choose", "concede", "invite")


@dataclass(slots=True)
class Action:
    kind: str
    player: int
    card: int = -1  # play / hide: the card; activate: the source
    ability: int = 0
    to: int = BASE
    units: list[int] = field(default_factory=list)
    targets: list[int] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    pay: Any = None
    choice: dict[str, Any] = field(default_factory=dict)

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "player": self.player}
        if self.card != -1:
            out["card"] = self.card
        if self.kind == "activate":
            out["ability"] = self.ability
        if self.kind in ("play", "move", "hide"):  # the destination (a hide's battlefield, 811.1)
            out["to"] = self.to
        for name in ("units", "targets", "options", "choice"):
            value = getattr(self, name)
            if value:
                out[name] = value
        if self.pay is not None:
            out["pay"] = self.pay
        return out

    @staticmethod
    def from_data(data: dict[str, Any]) -> Action:
        return Action(
            kind=data["kind"], player=data["player"], card=data.get("card", -1),
            ability=data.get("ability", 0), to=data.get("to", BASE), units=list(data.get("units", [])),
            targets=list(data.get("targets", [])), options=dict(data.get("options", {})),
            pay=data.get("pay"), choice=dict(data.get("choice", {})),
        )
