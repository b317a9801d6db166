/* The match board: what htmx's websocket extension cannot do by itself.
   - send action frames {"seq", "action"} built from the server-rendered buttons,
   - card selection: click a highlighted card to see its actions, shift-click units to move together,
     click a highlighted destination or target to narrow the choices, then confirm with a button,
   - keyboard: Space passes, Enter ends the turn, Escape cancels, 1-9 pick a card from your hand,
   - connection status; the extension reconnects with backoff and the server resends the full board. */
(function () {
  "use strict";
  let socket = null;
  let selected = [];          // selected object ids (numbers)
  let narrowTo = null;        // destination filter (battlefield index or -1) or null
  let narrowCard = null;      // target filter (object id) or null
  let lastSeq = null;

  const $ = (sel, root) => (root || document).querySelector(sel);
  const $$ = (sel, root) => Array.from((root || document).querySelectorAll(sel));
  const seq = () => { const t = $("#turn"); return t ? parseInt(t.dataset.seq, 10) : null; };
  const ids = (text) => (text || "").split(" ").filter(Boolean).map(Number);

  function status(state, text) {
    const el = $("#conn");
    if (el) { el.dataset.state = state; el.textContent = text; }
  }

  function notice(text) {
    const el = $("#notice");
    if (!el) return;
    el.textContent = text;
    el.hidden = false;
    el.classList.add("is-error");
  }

  function send(action) {
    if (!socket) { notice("Not connected yet: wait a moment."); return; }
    socket.send(JSON.stringify({ seq: seq(), action: action }));
  }

  function cardButtons() { return $$(".card-actions .act-card:not(.synthetic)"); }

  function destName(to) {
    if (to === -1) return "base";
    const h = $("#battlefield-" + to + " h3");
    return h ? h.textContent.trim() : "battlefield " + (to + 1);
  }

  function render() {
    $$(".is-selected, .is-target, .is-dest").forEach((el) => el.classList.remove("is-selected", "is-target", "is-dest"));
    $$(".card-actions .synthetic").forEach((el) => el.remove());
    const label = $(".card-actions .selected-label");
    let shown = [];
    if (selected.length === 1) {
      shown = cardButtons().filter((b) => Number(b.dataset.source) === selected[0]);
    } else if (selected.length > 1) {
      shown = multiMoves();
    }
    const visible = shown.filter((b) => (narrowTo === null || b.dataset.to === String(narrowTo)) &&
      (narrowCard === null || ids(b.dataset.cards).includes(narrowCard)));
    cardButtons().forEach((b) => { b.hidden = !visible.includes(b); });
    visible.forEach((b) => { b.hidden = false; });
    selected.forEach((id) => $$('[data-oid="' + id + '"]').forEach((el) => el.classList.add("is-selected")));
    shown.forEach((b) => {
      ids(b.dataset.cards).forEach((id) => {
        if (!selected.includes(id)) $$('#match-root [data-oid="' + id + '"]').forEach((el) => el.classList.add("is-target"));
      });
      if (b.dataset.to !== "" && b.dataset.kind !== "activate") {
        const bf = $("#battlefield-" + b.dataset.to);
        if (bf) bf.classList.add("is-dest");
        else if (b.dataset.to === "-1") { const base = $(".seat-me .zone-base"); if (base) base.classList.add("is-dest"); }
      }
    });
    if (label) {
      label.hidden = selected.length === 0;
      label.textContent = selected.length === 0 ? "" : visible.length
        ? "Choose what to do (Esc cancels):" : "Nothing legal for that selection right now (Esc cancels).";
    }
  }

  function multiMoves() {
    const moves = cardButtons().filter((b) => b.dataset.kind === "move");
    const byTo = {};
    moves.forEach((b) => { const u = Number(b.dataset.source); (byTo[b.dataset.to] = byTo[b.dataset.to] || new Set()).add(u); });
    const box = $(".card-actions");
    const out = [];
    Object.keys(byTo).forEach((to) => {
      if (!selected.every((u) => byTo[to].has(u))) return;
      const btn = document.createElement("button");
      btn.type = "button";
      btn.className = "act act-card synthetic";
      btn.dataset.kind = "move";
      btn.dataset.to = to;
      btn.dataset.cards = selected.join(" ");
      btn.dataset.action = JSON.stringify({ kind: "move", units: selected.slice(), to: Number(to) });
      btn.textContent = "Move " + selected.length + " units to " + destName(Number(to));
      box.appendChild(btn);
      out.push(btn);
    });
    return out;
  }

  function clear() { selected = []; narrowTo = null; narrowCard = null; render(); }

  function onTile(el, shift) {
    const id = Number(el.dataset.oid);
    const hasOwn = cardButtons().some((b) => Number(b.dataset.source) === id);
    if (selected.length && !selected.includes(id) && el.classList.contains("is-target") && !shift) {
      narrowCard = narrowCard === id ? null : id;      // a target: narrow the choices
      render();
      return;
    }
    if (!hasOwn) { if (selected.length) clear(); return; }
    if (shift && selected.length) {
      selected = selected.includes(id) ? selected.filter((x) => x !== id) : selected.concat([id]);
    } else {
      selected = selected.length === 1 && selected[0] === id ? [] : [id];
    }
    narrowTo = null; narrowCard = null;
    render();
  }

  document.addEventListener("click", (ev) => {
    const btn = ev.target.closest("button[data-action]");
    if (btn) {
      if (btn.classList.contains("act-concede") && !window.confirm("Concede this match?")) return;
      send(JSON.parse(btn.dataset.action));
      clear();
      return;
    }
    if (!ev.target.closest("#match-root") || ev.target.closest(".match.is-replay")) return;
    const tile = ev.target.closest("[data-oid]");
    if (tile && !ev.target.closest("#prompt")) { onTile(tile, ev.shiftKey); return; }
    const dest = ev.target.closest(".is-dest");
    if (dest) {
      const to = dest.dataset.to !== undefined ? Number(dest.dataset.to) : -1;
      narrowTo = narrowTo === to ? null : to;
      render();
    }
  });

  document.addEventListener("mouseover", (ev) => {
    const btn = ev.target.closest(".act-card");
    $$(".is-hint").forEach((el) => el.classList.remove("is-hint"));
    if (btn) ids(btn.dataset.cards).forEach((id) => $$('#match-root [data-oid="' + id + '"]').forEach((el) => el.classList.add("is-hint")));
  });

  document.addEventListener("keydown", (ev) => {
    if (!$("#match-root") || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const tag = (ev.target.tagName || "").toLowerCase();
    if (["input", "select", "textarea"].includes(tag)) return;
    if (ev.key === "Escape") { clear(); return; }
    if (tag === "button" || tag === "summary" || tag === "a") return;   // let focused controls work
    if (ev.key === " ") {
      const pass = $("#prompt .act-pass");
      if (pass) { ev.preventDefault(); pass.click(); }
    } else if (ev.key === "Enter") {
      const end = $("#prompt .act-end_turn");
      if (end) { ev.preventDefault(); end.click(); }
      else if (ev.target.dataset && ev.target.dataset.oid) { ev.preventDefault(); onTile(ev.target, ev.shiftKey); }
    } else if (/^[1-9]$/.test(ev.key)) {
      const card = $$("#hand [data-oid]")[Number(ev.key) - 1];
      if (card) { card.focus(); onTile(card, false); }
    }
  });

  document.addEventListener("htmx:wsConnecting", () => status("connecting", "connecting…"));
  document.addEventListener("htmx:wsOpen", (ev) => { socket = ev.detail.socketWrapper; status("open", "live"); });
  document.addEventListener("htmx:wsClose", () => { socket = null; status("closed", "reconnecting…"); });
  document.addEventListener("htmx:wsError", () => status("closed", "connection problem, retrying…"));
  document.addEventListener("htmx:wsAfterMessage", (ev) => {
    const root = $("#match-root");
    if (root && root.dataset.reload) { window.location.reload(); return; }
    const now = seq();
    const msg = String(ev.detail.message || "");
    if (now !== lastSeq && !msg.includes('id="notice"')) { const n = $("#notice"); if (n) n.hidden = true; }
    lastSeq = now;
    // keep the selection if its cards are still there and can still act
    selected = selected.filter((id) => cardButtons().some((b) => Number(b.dataset.source) === id));
    render();
  });
  document.addEventListener("DOMContentLoaded", () => { lastSeq = seq(); });
})();
