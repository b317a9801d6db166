/* The match board: what htmx's websocket extension cannot do by itself.
   - send action frames {"seq", "action"} built from the server-rendered buttons,
   - playing where the cards are: click a highlighted card (shift-click units to move together), then
     click a highlighted battlefield, your base or a target on the board, or drag the card there; once
     the board has said which action it is, it is sent. The side panel lists only what the board can't
     express (an Accelerate or not, an ability, which runes pay), and lists everything on request,
   - decisions: mark cards then confirm (mulligan, choose cards), damage steppers with running totals
     and the lethal/Tank rules, a rune chooser when several payments are legal,
   - keyboard: Space passes, Enter ends the turn, Z takes back, Escape cancels, 1-9 pick a card from your hand,
   - the seat's auto-pass preferences ({"autopass": {...}} frames), the chat ({"chat": ...}, {"mute": ...}),
   - connection status; the extension reconnects with backoff and the server resends the full board. */
(function () {
  "use strict";
  let socket = null;
  let selected = [];          // selected object ids (numbers)
  let narrowTo = null;        // destination filter (battlefield index or -1) or null
  let narrowCards = [];       // targets clicked on the board (object ids)
  let listAll = false;        // the side panel lists every choice, the board's too
  let lastSeq = null;
  let picked = [];            // ids marked in a pick decision
  let payGroup = null;        // a play whose payment is being chosen (its data-group)
  let payRunes = [];          // rune ids marked for that payment

  const $ = (sel, root) => (root || document).querySelector(sel);
  const $$ = (sel, root) => Array.from((root || document).querySelectorAll(sel));
  const seq = () => { const t = $("#turn"); return t ? parseInt(t.dataset.seq, 10) : null; };
  const ids = (text) => (text || "").split(" ").filter(Boolean).map(Number);

  const finished = () => { const t = $("#turn"); return Boolean(t && t.dataset.over === "1"); };

  // the connection badge: "live" while the match goes on, "finished" once it is over (no live badge)
  function status(state, text) {
    const el = $("#conn");
    if (!el) return;
    if (finished() && state === "open") { state = "over"; text = "finished"; }
    el.dataset.state = state; el.textContent = text;
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

  // the selection's buttons (a multi-unit move is made up here), before the board narrows them
  function candidates() {
    if (selected.length === 1) return cardButtons().filter((b) => Number(b.dataset.source) === selected[0]);
    return selected.length > 1 ? multiMoves() : [];
  }

  function narrowed(buttons) {
    return buttons.filter((b) => (narrowTo === null || b.dataset.to === String(narrowTo)) &&
      narrowCards.every((id) => ids(b.dataset.cards).includes(id)));
  }

  // a place or target the board can point at; "" for an action it can't express (an ability...)
  function spot(b) { return b.dataset.to !== "" || b.dataset.targets ? b.dataset.to + "|" + (b.dataset.targets || "") : ""; }

  function render() {
    $$(".is-selected, .is-target, .is-dest").forEach((el) => el.classList.remove("is-selected", "is-target", "is-dest"));
    $$(".card-actions .synthetic").forEach((el) => el.remove());
    const label = $(".card-actions .selected-label");
    const left = narrowed(candidates());
    const visible = payments(left);
    const spots = new Set(visible.map(spot).filter(Boolean));
    const onBoard = payGroup === null && spots.size > 1 && !listAll;  // the board still tells them apart
    const listed = visible.filter((b) => !onBoard || !spot(b));
    $$(".card-actions .act-card").forEach((b) => { b.hidden = !listed.includes(b); });
    const more = $(".card-actions .list-all");
    if (more) {
      more.hidden = !onBoard;
      more.textContent = "List the " + visible.filter(spot).length + " choices";
    }
    selected.forEach((id) => $$('[data-oid="' + id + '"]').forEach((el) => el.classList.add("is-selected")));
    left.forEach((b) => {
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
      label.textContent = selected.length === 0 ? "" : payGroup !== null
        ? "Choose runes: click the runes to pay with, or pay automatically (Esc cancels)."
        : onBoard ? "Click a highlighted battlefield, your base or a target on the board, or drag the card there (Esc cancels)."
        : visible.length ? "Choose what to do (Esc cancels):" : "Nothing legal for that selection right now (Esc cancels).";
    }
  }

  // A battlefield, the base or a target pointed at on the board (a click or a drop): narrow the
  // choices; once one action is left, send it (several payments of it: choose the runes).
  function aim(to, target) {
    if (to !== null) narrowTo = narrowTo === to ? null : to;
    if (target !== null) narrowCards = narrowCards.includes(target) ? narrowCards.filter((x) => x !== target) : narrowCards.concat([target]);
    const left = narrowed(candidates());
    const groups = new Set(left.map((b) => b.dataset.group || b.dataset.action));
    if (left.length && groups.size === 1 && (narrowTo !== null || narrowCards.length)) {
      if (left.length === 1) { send(JSON.parse(left[0].dataset.action)); clear(); return; }
      payGroup = left[0].dataset.group;
      payRunes = [];
    }
    render();
  }

  // Several payments for one play: show it once ("choose runes"); in the chooser, marked runes narrow them.
  function payments(buttons) {
    $$(".rune.is-payable, .rune.is-paying").forEach((el) => el.classList.remove("is-payable", "is-paying"));
    if (payGroup !== null) {
      const group = buttons.filter((b) => b.dataset.group === payGroup);
      if (!group.length) { payGroup = null; payRunes = []; return payments(buttons); }
      group.forEach((b) => payIds(b).forEach((id) => markRune(id, "is-payable")));
      payRunes.forEach((id) => markRune(id, "is-paying"));
      return group.filter((b) => payRunes.every((id) => payIds(b).includes(id))).concat([autoPay(group[0])]);
    }
    const seen = {};
    const out = [];
    buttons.forEach((b) => {
      const g = b.dataset.group;
      if (!g || !b.dataset.pay) { out.push(b); return; }
      const size = buttons.filter((x) => x.dataset.group === g).length;
      if (size < 2) { out.push(b); return; }
      if (seen[g]) return;
      seen[g] = true;
      out.push(chooser(b, size));
    });
    return out;
  }

  function payIds(b) { return (b.dataset.pay || "").split(" ").filter(Boolean).map((x) => Number(x.slice(1))); }
  function markRune(id, cls) { $$('.runes [data-oid="' + id + '"]').forEach((el) => el.classList.add(cls)); }

  function autoPay(b) {
    const btn = document.createElement("button");
    btn.type = "button";
    btn.className = "act act-card synthetic act-autopay";
    btn.dataset.action = JSON.stringify(Object.assign(JSON.parse(b.dataset.group), { pay: "auto" }));
    btn.dataset.to = "";
    btn.textContent = "Pay automatically";
    $(".card-actions").appendChild(btn);
    return btn;
  }

  function chooser(b, size) {
    const btn = document.createElement("button");
    btn.type = "button";
    btn.className = "act act-card synthetic act-paychoice";
    btn.dataset.group = b.dataset.group;
    btn.dataset.cards = b.dataset.cards;
    btn.dataset.to = b.dataset.to;
    btn.dataset.targets = b.dataset.targets || "";
    btn.dataset.kind = b.dataset.kind;
    btn.textContent = (b.dataset.baseLabel || b.textContent) + " · choose runes (" + size + " ways)";
    $(".card-actions").appendChild(btn);
    return btn;
  }

  // ---- pick decisions: mark cards, then confirm ----
  function pickBox() { return $("#prompt .pick"); }
  function pickIds() { const box = pickBox(); return box ? $$(".pick-opt", box).map((b) => Number(b.dataset.pick)) : []; }

  function renderPick() {
    $$(".is-picked, .is-pickable").forEach((el) => el.classList.remove("is-picked", "is-pickable"));
    const box = pickBox();
    if (!box) { picked = []; return; }
    const options = pickIds();
    picked = picked.filter((id) => options.includes(id));
    const min = Number(box.dataset.min), max = Number(box.dataset.max);
    options.forEach((id) => $$('#match-root .tile[data-oid="' + id + '"]').forEach((el) => el.classList.add("is-pickable")));
    picked.forEach((id) => $$('#match-root .tile[data-oid="' + id + '"]').forEach((el) => el.classList.add("is-picked")));
    $$(".pick-opt", box).forEach((b) => b.setAttribute("aria-pressed", String(picked.includes(Number(b.dataset.pick)))));
    $(".pick-n", box).textContent = String(picked.length);
    const confirm = $(".pick-confirm", box);
    confirm.disabled = !(picked.length >= min && picked.length <= max);
    const n = picked.length || min;
    confirm.textContent = picked.length === 0 && box.dataset.none ? box.dataset.none
      : box.dataset.verb + " " + n + " card" + (n === 1 ? "" : "s");
  }

  function togglePick(id) {
    const box = pickBox();
    if (!box || !pickIds().includes(id)) return false;
    const max = Number(box.dataset.max);
    if (picked.includes(id)) picked = picked.filter((x) => x !== id);
    else if (picked.length < max) picked = picked.concat([id]);
    else if (max === 1) picked = [id];
    else notice("You can choose at most " + max + ".");
    renderPick();
    return true;
  }

  // ---- sideboarding between games: cards out and as many in ----
  function sideboardChoice() {
    const refs = (side) => $$('#prompt .sb-opt[data-side="' + side + '"][aria-pressed="true"]').map((b) => b.dataset.ref);
    return { out: refs("out"), in: refs("in") };
  }

  function renderSideboard() {
    const confirm = $("#prompt .sb-confirm");
    if (!confirm) return;
    const c = sideboardChoice();
    confirm.disabled = c.out.length !== c.in.length;
    confirm.textContent = !c.out.length && !c.in.length ? "Keep my deck as it is"
      : c.out.length === c.in.length ? "Swap " + c.out.length + " card" + (c.out.length === 1 ? "" : "s")
      : "Take out " + c.out.length + ", put in " + c.in.length + ": they must match";
  }

  // ---- steppers: damage amounts with running totals ----
  // Combat damage (465.2.c): the server gives each unit's facts from the engine (game.engine.loop.explain:
  // lethal `need`, the `tiers` it may be assigned in, `exempt` when it can't be dealt damage); the check
  // below is the engine's check_assignment (game/engine/rules/combat.py) on those facts, step for step
  // and with its words, so the board refuses exactly what the engine refuses (tests/browser/test_steppers.py).
  function stepValues(box) {
    return $$(".stepper", box).map((row) => ({ row: row, id: row.dataset.target, name: row.dataset.name || "",
      need: Number(row.dataset.need), tiers: ids(row.dataset.tiers), exempt: row.dataset.exempt === "1",
      n: Number($(".st-val", row).textContent) }));
  }

  // every way to settle the units' tiers: one tier per unit, a unit with two taking either (465.2.c.8-9)
  function tierChoices(units) {
    let out = [[]];
    units.forEach((u) => { out = [].concat(...out.map((acc) => (u.tiers.length ? u.tiers : [1]).map((t) => acc.concat([t])))); });
    return out;
  }

  function assignProblem(units) {
    const ordered = units.filter((u) => !u.exempt);
    if (units.filter((u) => u.n > 0 && (u.exempt || u.n < u.need)).length > 1) return "each unit must be assigned lethal damage before the next gets any";
    if (ordered.some((u) => u.n < u.need) && ordered.some((u) => u.n > u.need)) return "no unit may get more than lethal damage while another has less";
    let why = "";
    for (const tier of tierChoices(ordered)) {
      const bad = ordered.findIndex((u, i) => u.n > 0 && ordered.some((x, j) => tier[j] < tier[i] && x.n < x.need));
      if (bad < 0) return "";
      why = why || (tier[bad] === 1 ? "units with Tank must be assigned lethal damage first" : ordered[bad].name + " must be assigned lethal damage last");
    }
    return why;
  }

  function stepProblem(box, units) {
    const total = Number(box.dataset.total);
    const sum = units.reduce((a, u) => a + u.n, 0);
    if (sum !== total) return sum < total ? (total - sum) + " more to assign" : (sum - total) + " too many";
    if (box.dataset.each === "1" && units.filter((u) => u.n > 0).length !== Math.min(units.length, total)) {
      return units.length > total ? "exactly " + total + " targets get 1 each" : "each target gets at least 1";  // 355.14.f-h
    }
    return box.dataset.rules === "1" ? assignProblem(units) : "";
  }

  function renderSteppers() {
    const box = $("#prompt .steppers");
    if (!box) return;
    const units = stepValues(box);
    const total = Number(box.dataset.total);
    const sum = units.reduce((a, u) => a + u.n, 0);
    units.forEach((u) => {
      u.row.classList.toggle("is-lethal", box.dataset.rules === "1" && !u.exempt && u.n >= u.need);
      $(".st-minus", u.row).disabled = u.n <= 0;
      $(".st-plus", u.row).disabled = sum >= total;
    });
    const problem = stepProblem(box, units);
    const status = $(".st-status", box);
    status.classList.toggle("bad", Boolean(problem));
    status.textContent = "Assigned " + sum + " / " + total + (problem ? ": " + problem : " · ready to confirm");
    $(".st-confirm", box).disabled = Boolean(problem);
  }

  function stepBy(btn) {
    const out = $(".st-val", btn.closest(".stepper"));
    out.textContent = String(Math.max(0, Number(out.textContent) + (btn.classList.contains("st-plus") ? 1 : -1)));
    renderSteppers();
  }

  function confirmSteppers(box) {
    const amounts = {};
    stepValues(box).forEach((u) => { amounts[u.id] = u.n; });
    send({ kind: "choose", choice: { [box.dataset.key]: amounts } });
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

  function clear() { selected = []; narrowTo = null; narrowCards = []; payGroup = null; payRunes = []; listAll = false; render(); }

  function destOf(el) {
    const dest = el.closest(".is-dest");
    if (!dest) return null;
    return dest.dataset.to !== undefined ? Number(dest.dataset.to) : -1;
  }

  function onTile(el, shift) {
    const id = Number(el.dataset.oid);
    const hasOwn = cardButtons().some((b) => Number(b.dataset.source) === id);
    if (selected.length && !selected.includes(id) && el.classList.contains("is-target") && !shift) {
      aim(null, id);      // a target
      return;
    }
    if (selected.length && !selected.includes(id) && !shift && destOf(el) !== null) {
      aim(destOf(el), null);  // a card in a highlighted battlefield or base: that place
      return;
    }
    if (!hasOwn) { if (selected.length) clear(); return; }
    if (shift && selected.length) {
      selected = selected.includes(id) ? selected.filter((x) => x !== id) : selected.concat([id]);
    } else {
      selected = selected.length === 1 && selected[0] === id ? [] : [id];
    }
    narrowTo = null; narrowCards = []; payGroup = null; payRunes = []; listAll = false;
    render();
  }

  // ---- drag and drop: a card onto a highlighted place or target ----
  document.addEventListener("dragstart", (ev) => {
    const tile = ev.target.closest && ev.target.closest("#match-root .tile[data-oid]");
    if (!tile || ev.target.closest(".match.is-replay")) return;
    const id = Number(tile.dataset.oid);
    if (!cardButtons().some((b) => Number(b.dataset.source) === id)) { ev.preventDefault(); return; }
    if (!selected.includes(id)) { selected = [id]; narrowTo = null; narrowCards = []; payGroup = null; listAll = false; }
    hideZoom();
    render();
    ev.dataTransfer.effectAllowed = "move";
    ev.dataTransfer.setData("text/plain", String(id));
  });
  function dropSpot(target) {
    if (!target || !target.closest) return null;
    const tile = target.closest("#match-root .is-target[data-oid]");
    if (tile) return { target: Number(tile.dataset.oid) };
    const to = destOf(target);
    return to === null ? null : { to: to };
  }
  document.addEventListener("dragover", (ev) => { if (selected.length && dropSpot(ev.target)) ev.preventDefault(); });
  document.addEventListener("drop", (ev) => {
    const where = selected.length ? dropSpot(ev.target) : null;
    if (!where) return;
    ev.preventDefault();
    narrowTo = null; narrowCards = [];
    aim(where.to === undefined ? null : where.to, where.target === undefined ? null : where.target);
  });

  document.addEventListener("submit", (ev) => {
    const form = ev.target.closest("form.name-any");
    if (!form) return;
    ev.preventDefault();   // naming (759-763): any legal name; the server says if it isn't one
    const name = form.elements.name.value.trim();
    if (name) send({ kind: "choose", choice: { name: name } });
  });

  document.addEventListener("click", (ev) => {
    if (ev.target.closest(".match.is-replay")) return;
    const sb = ev.target.closest(".sb-opt");
    if (sb) { sb.setAttribute("aria-pressed", String(sb.getAttribute("aria-pressed") !== "true")); renderSideboard(); return; }
    const sbConfirm = ev.target.closest(".sb-confirm");
    if (sbConfirm) { send({ kind: "choose", choice: sideboardChoice() }); return; }
    const opt = ev.target.closest(".pick-opt");
    if (opt) { togglePick(Number(opt.dataset.pick)); return; }
    if (ev.target.closest(".pick-confirm")) { send({ kind: "choose", choice: { cards: picked.slice() } }); return; }
    const stepBtn = ev.target.closest(".st-btn");
    if (stepBtn) { stepBy(stepBtn); return; }
    const stConfirm = ev.target.closest(".st-confirm");
    if (stConfirm) { confirmSteppers(stConfirm.closest(".steppers")); return; }
    if (ev.target.closest(".list-all")) { listAll = true; render(); return; }
    const paychoice = ev.target.closest(".act-paychoice");
    if (paychoice) { payGroup = paychoice.dataset.group; payRunes = []; render(); return; }
    const rune = ev.target.closest(".rune.is-payable");
    if (rune && payGroup !== null) {
      const id = Number(rune.dataset.oid);
      payRunes = payRunes.includes(id) ? payRunes.filter((x) => x !== id) : payRunes.concat([id]);
      render();
      return;
    }
    const pickTile = ev.target.closest(".tile.is-pickable");
    if (pickTile && togglePick(Number(pickTile.dataset.oid))) return;
    const btn = ev.target.closest("button[data-action]");
    if (btn) {
      if (btn.classList.contains("act-concede") && !window.confirm(btn.dataset.confirm || "Concede this match?")) return;
      send(JSON.parse(btn.dataset.action));
      clear();
      return;
    }
    if (!ev.target.closest("#match-root") || ev.target.closest(".match.is-replay")) return;
    const tile = ev.target.closest("[data-oid]");
    if (tile && !ev.target.closest("#prompt")) { onTile(tile, ev.shiftKey); return; }
    if (selected.length && destOf(ev.target) !== null) aim(destOf(ev.target), null);
  });

  // ---- the zoom: the whole card pointed at, large and opaque (hover, keyboard focus, long-press).
  // It copies the card's own .tip, rendered by the server for this viewer: a facedown card of
  // someone else has none, so the zoom never shows more than the board does. ----
  let zoomed = null;
  let pressTimer = null;
  let longPressed = false;

  function zoomable(target) {
    const el = target && target.closest ? target.closest(".tile, .bf-head") : null;
    return el && el.querySelector(":scope > .tip") ? el : null;
  }

  function showZoom(el) {
    const zoom = $("#zoom");
    if (!zoom || !el) return;
    const tip = el.querySelector(":scope > .tip");
    if (!tip) return;
    if (zoomed !== el) {
      zoom.replaceChildren(tip.cloneNode(true));
      const css = getComputedStyle(el);
      zoom.style.setProperty("--d1", css.getPropertyValue("--d1") || "#8a94a6");
      zoom.style.setProperty("--d2", css.getPropertyValue("--d2") || "#8a94a6");
    }
    zoomed = el;
    zoom.hidden = false;
    const r = el.getBoundingClientRect();
    const w = zoom.offsetWidth, h = zoom.offsetHeight, W = window.innerWidth, H = window.innerHeight, gap = 10;
    let left = r.right + gap, top = Math.min(Math.max(8, r.top), H - h - 8);
    if (left + w > W - 8) left = r.left - w - gap;
    if (left < 8) {  // no room beside it (a narrow screen): above it, else below
      left = Math.max(8, Math.min(W - w - 8, r.left + r.width / 2 - w / 2));
      top = r.top - h - gap >= 8 ? r.top - h - gap : Math.min(H - h - 8, r.bottom + gap);
    }
    zoom.style.left = left + "px";
    zoom.style.top = Math.max(8, top) + "px";
  }

  function hideZoom() {
    const zoom = $("#zoom");
    if (zoom) zoom.hidden = true;
    zoomed = null;
  }

  document.addEventListener("mouseover", (ev) => {
    const z = zoomable(ev.target);
    if (z) showZoom(z); else if (zoomed && !(ev.target.closest && ev.target.closest("#zoom"))) hideZoom();
  });
  document.addEventListener("focusin", (ev) => { const z = zoomable(ev.target); if (z) showZoom(z); else hideZoom(); });
  document.addEventListener("focusout", (ev) => { if (zoomable(ev.target) === zoomed) hideZoom(); });
  document.addEventListener("scroll", () => { if (zoomed) hideZoom(); }, true);
  // long-press (touch): hold a card to read it; the click that ends the press does nothing else
  document.addEventListener("touchstart", (ev) => {
    const z = zoomable(ev.target);
    clearTimeout(pressTimer);
    longPressed = false;
    if (!z) { hideZoom(); return; }
    pressTimer = setTimeout(() => { longPressed = true; showZoom(z); }, 450);
  }, { passive: true });
  document.addEventListener("touchmove", () => clearTimeout(pressTimer), { passive: true });
  document.addEventListener("touchend", () => clearTimeout(pressTimer), { passive: true });
  document.addEventListener("contextmenu", (ev) => { if (longPressed && zoomable(ev.target)) ev.preventDefault(); });
  document.addEventListener("click", (ev) => {
    if (longPressed) { longPressed = false; ev.stopImmediatePropagation(); ev.preventDefault(); }
  }, true);

  document.addEventListener("mouseover", (ev) => {
    const btn = ev.target.closest(".act-card");
    $$(".is-hint").forEach((el) => el.classList.remove("is-hint"));
    if (btn) ids(btn.dataset.cards).forEach((id) => $$('#match-root [data-oid="' + id + '"]').forEach((el) => el.classList.add("is-hint")));
  });

  document.addEventListener("keydown", (ev) => {
    if (!$("#match-root") || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const tag = (ev.target.tagName || "").toLowerCase();
    if (["input", "select", "textarea"].includes(tag)) return;
    if (ev.key === "Escape") { picked = []; renderPick(); clear(); hideZoom(); return; }
    if (tag === "button" || tag === "summary" || tag === "a") return;   // let focused controls work
    if (ev.key === " ") {
      const pass = $("#prompt .act-pass");
      if (pass) { ev.preventDefault(); pass.click(); }
    } else if (ev.key === "Enter") {
      const end = $("#prompt .act-end_turn");
      if (end) { ev.preventDefault(); end.click(); }
      else if (ev.target.dataset && ev.target.dataset.oid) { ev.preventDefault(); onTile(ev.target, ev.shiftKey); }
    } else if (ev.key === "z" || ev.key === "Z") {
      const back = $("#concede .act-takeback");
      if (back) { ev.preventDefault(); back.click(); }
    } else if (/^[1-9]$/.test(ev.key)) {
      const card = $$("#hand [data-oid]")[Number(ev.key) - 1];
      if (card && togglePick(Number(card.dataset.oid))) return;
      if (card) { card.focus(); onTile(card, false); }
    }
  });

  // ---- what the other players just did: their last action's cards highlighted on the table (the
  // server names them in each seat's "Last:" line, only cards this viewer can see); a new one pulses ----
  const lastSeen = {};
  let lastKnown = false;      // the page's first board is not news: what changes after it is
  function markLastMoves() {
    $$(".is-last, .is-last-new").forEach((el) => el.classList.remove("is-last", "is-last-new"));
    $$(".last-move[data-last]").forEach((line) => {
      const key = line.id;
      const isNew = lastKnown && lastSeen[key] !== line.dataset.seq;
      lastSeen[key] = line.dataset.seq;
      if (!line.classList.contains("is-fresh")) return;
      ids(line.dataset.last).forEach((id) => $$('#match-root [data-oid="' + id + '"]').forEach((el) => {
        el.classList.add("is-last");
        if (isNew) el.classList.add("is-last-new");
      }));
    });
    lastKnown = true;
  }

  document.addEventListener("htmx:wsConnecting", () => status("connecting", "connecting…"));
  // ---- auto-pass preferences (the seat's own panel, outside the live board): sent as they change ----
  document.addEventListener("change", (ev) => {
    const panel = ev.target.closest("#autopass");
    if (!panel || !ev.target.classList.contains("ap-opt")) return;
    if (!socket) { notice("Not connected yet: wait a moment."); return; }
    const on = $("input[name=on]", panel).checked, hold = $("input[name=hold]", panel).checked;
    const stops = $$("input[name=stop]:checked", panel).map((el) => el.value);
    socket.send(JSON.stringify({ autopass: { on: on, hold: hold, stops: stops } }));
  });

  // ---- chat (#chat, outside the board): lines, emotes and mutes go as {"chat": ...} / {"mute": ...} ----
  function sendFrame(frame) {
    if (!socket) { notice("Not connected yet: wait a moment."); return false; }
    socket.send(JSON.stringify(frame));
    return true;
  }
  document.addEventListener("submit", (ev) => {
    const form = ev.target.closest("#chat .chat-form");
    if (!form) return;
    ev.preventDefault();
    const input = $("input[name=text]", form);
    if (input.value.trim() && sendFrame({ chat: { text: input.value } })) input.value = "";
  });
  document.addEventListener("click", (ev) => {
    const emote = ev.target.closest("#chat .chat-emote");
    if (emote) { sendFrame({ chat: { emote: emote.dataset.emote } }); return; }
    const mute = ev.target.closest("#chat .chat-mute, #chat .chat-unmute");
    if (mute) sendFrame({ mute: { name: mute.dataset.name, on: mute.classList.contains("chat-mute") } });
  });

  document.addEventListener("htmx:wsOpen", (ev) => { socket = ev.detail.socketWrapper; status("open", "live"); });
  document.addEventListener("htmx:wsClose", () => { socket = null; status("closed", "reconnecting…"); });
  document.addEventListener("htmx:wsError", () => status("closed", "connection problem, retrying…"));
  document.addEventListener("htmx:wsAfterMessage", (ev) => {
    const root = $("#match-root");
    if (root && root.dataset.reload) { window.location.reload(); return; }
    const now = seq();
    const msg = String(ev.detail.message || "");
    if (now !== lastSeq && !msg.includes('id="notice"')) { const n = $("#notice"); if (n) n.hidden = true; }
    if (now !== lastSeq) { picked = []; payGroup = null; payRunes = []; }
    lastSeq = now;
    if (finished() && socket) status("open", "live");
    // new log lines arrive on top of the list (afterbegin): keep the newest LOG_LINES
    document.querySelectorAll("#log-lines > li:nth-child(n+61)").forEach((li) => li.remove());
    // keep the selection if its cards are still there and can still act
    selected = selected.filter((id) => cardButtons().some((b) => Number(b.dataset.source) === id));
    render();
    renderPick();
    renderSteppers();
    if (zoomed && !document.contains(zoomed)) hideZoom();
    markLastMoves();
    if (msg.includes('id="chat')) tidyChat();
  });
  // the running clock counts down here from the server's figures (seconds left when it started, and
  // since when); the server alone decides when it has run out (game.services.clocks)
  function tickClocks() {
    $$("#clocks .clock.is-running").forEach((el) => {
      const left = Math.max(0, Number(el.dataset.left) - (Date.now() / 1000 - Number(el.dataset.since)));
      const s = Math.floor(left);
      $(".clock-time", el).textContent = Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
      el.classList.toggle("is-low", left < 60);
    });
  }
  window.setInterval(tickClocks, 1000);

  // the chat: no "mute" on your own lines, the newest 100 lines of each list, scrolled to the newest
  function tidyChat() {
    const dock = $("#chat");
    if (!dock) return;
    $$(".chat-mute", dock).forEach((b) => { b.hidden = Boolean(dock.dataset.me) && b.dataset.name === dock.dataset.me; });
    $$(".chat-lines", dock).forEach((list) => {
      $$(":scope > li", list).slice(0, -100).forEach((li) => li.remove());
      list.scrollTop = list.scrollHeight;
    });
  }
  // the table fills the screen under the site header, whatever its height (it wraps on narrow screens)
  function measureHeader() {
    const header = $(".site-header");
    if (header) document.documentElement.style.setProperty("--hdr", header.offsetHeight + "px");
  }
  window.addEventListener("resize", measureHeader);
  document.addEventListener("DOMContentLoaded", measureHeader);

  document.addEventListener("DOMContentLoaded", () => { lastSeq = seq(); renderPick(); renderSteppers(); markLastMoves(); });
})();
