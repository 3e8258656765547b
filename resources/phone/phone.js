// The phone page (issue 40): one seat's hand and moves, or the public table for a spectator.
// Protocol: docs/phones.md.  The seat's token is in the URL fragment (#t=...), never sent over HTTP;
// it stays there, so a reload or a new tab of the same address takes the same seat again.
"use strict";

const $ = (id) => document.getElementById(id);
const token = new URLSearchParams(location.hash.slice(1)).get("t") || "";
let words = {};
let wsPort = 0;
let socket = null;
let state = null;
let proposal = null;     // {move, action, id}
let nextId = 1;
let retry = 1000;        // reconnect delay (ms), doubled up to 10 s while the table cannot be reached
let retryTimer = null;
let finished = false;    // denied or closed: no reconnecting
let hints = null;        // {title, lines, turn}: the hints asked for this turn
let considering = false; // the projected board marks the move this phone is looking at
let guide = null;        // {heading, text}: the guided first game's words for this seat

function say(key, params) {
  let text = words[key] || key;
  for (const [k, v] of Object.entries(params || {})) text = text.split("{" + k + "}").join(String(v));
  return text;
}

function status(text) { $("status").textContent = text || ""; }

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

async function start() {
  try {
    const config = await (await fetch("config.json", {cache: "no-store"})).json();
    words = config.words || {};
    wsPort = config.ws_port;
    document.documentElement.lang = (config.language || "en").replace("_", "-");
  } catch (e) {
    status("…");
    scheduleRetry();
    return;
  }
  fillStatic();
  connect();
}

function fillStatic() {
  $("hand-title").textContent = say("hand");
  $("actions-title").textContent = say("actions");
  $("pay-with").textContent = say("pay_with");
  $("confirm").textContent = say("confirm");
  $("cancel").textContent = say("cancel");
  $("undo").textContent = say("undo");
  $("hint").textContent = say("hint");
  $("players-title").textContent = say("players");
}

function connect() {
  if (finished || (socket && socket.readyState <= WebSocket.OPEN)) return;
  clearTimeout(retryTimer);
  status(say("connecting"));
  socket = new WebSocket("ws://" + location.hostname + ":" + wsPort);
  socket.onopen = () => { retry = 1000; send({type: "hello", token: token}); };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = () => { socket = null; if (!finished) { status(say("away")); scheduleRetry(); } };
}

function scheduleRetry() {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => (wsPort ? connect() : start()), retry);
  retry = Math.min(retry * 2, 10000);
}

// Phones drop their sockets when the screen locks: come back as soon as the page is seen again.
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !finished) { retry = 1000; wsPort ? connect() : start(); }
});

function receive(message) {
  switch (message.type) {
    case "welcome":
      status("");
      $("who").textContent = message.seat === null ? say("spectator") : message.name;
      break;
    case "state":
      if (!state || message.version >= state.version) {
        state = message; proposal = null; considering = false;
        if (hints && hints.turn !== turnKey()) hints = null;
        render();
      }
      break;
    case "hint":
      if (!message.asked) { hints = {title: say("no_hint"), lines: [], turn: turnKey()}; renderHints(); }
      break;
    case "hints":
      hints = {title: message.title, lines: message.lines, turn: turnKey()}; renderHints();
      break;
    case "guide":
      guide = message.text ? message : null; renderGuide();
      break;
    case "explained":
      if (proposal && message.id === proposal.id) showProposal(message);
      break;
    case "applied":
      if (!message.legal) showRefusal(message.reasons);
      break;
    case "undone":
      if (!message.done) showRefusal(message.reasons);
      break;
    case "denied":
      finished = true; state = null; render(); status(say("denied"));
      break;
    case "closed":
      finished = true; state = null; render(); status(say("closed"));
      break;
  }
}

function cardLabels() {
  const labels = {};
  for (const move of (state && state.moves) || []) {
    for (const card of move.cards) if (!Array.isArray(card.value)) labels[card.value] = card.label;
    for (const card of move.cards) if (Array.isArray(card.value) && card.value.length === 1) labels[card.value[0]] = card.label;
  }
  return labels;
}

// hints are about the position they were asked in: any change of the game puts them away
function turnKey() { return state ? state.version : -1; }

function renderHints() {
  const box = $("hints");
  box.hidden = !hints;
  if (!hints) return;
  $("hints-title").textContent = hints.title;
  const list = $("hints-lines");
  list.replaceChildren();
  for (const line of hints.lines) { const li = document.createElement("li"); li.textContent = line; list.append(li); }
}

// Every player's public figures (money, income, VP in the game's words), the one to move first marked.
function renderPlayers() {
  const list = $("players");
  list.replaceChildren();
  (state.players || []).forEach((figures, index) => {
    const li = document.createElement("li");
    if (index === state.current && !state.over) li.className = "current";
    const name = document.createElement("span"); name.className = "name";
    name.textContent = (index === state.current && !state.over ? "▶ " : "") + (state.names[index] ?? "");
    const shown = document.createElement("span"); shown.className = "figures";
    const me = state.view.players[index] || {};
    const rows = figures.length ? figures.slice(0, 3)
      : [[say("metric_money"), me.money !== undefined ? me.money : me.coins], [say("metric_vp"), me.vp]];
    shown.textContent = rows.filter((row) => row[1] !== undefined && row[1] !== "?")
      .map((row) => row[0] + " " + row[1]).join(" · ");
    li.append(name, shown);
    list.append(li);
  });
  $("table").hidden = !list.children.length;
}

// The guided first game speaks to the learner on their phone (the wall shows the same panel).
function renderGuide() {
  $("guide").hidden = !guide || !state || state.seat === null;
  if ($("guide").hidden) return;
  $("guide-title").textContent = guide.heading;
  $("guide-text").textContent = guide.text;
}

// The projected board marks the move this phone is looking at (and nothing once it stops).
function consider(action) {
  if (action === null && !considering) return;
  considering = action !== null;
  send({type: "consider", action: action});
}

function render() {
  const mine = state && state.seat !== null;
  $("me").hidden = !mine;
  $("hints").hidden = true;
  $("choices").hidden = !mine;
  $("proposal").hidden = true;
  $("result").hidden = true;
  if (!state) { $("turn").textContent = ""; $("away").hidden = $("guide").hidden = $("table").hidden = true; return; }
  // the other seats whose phone is away (the laptop says so too, with the table's choice)
  const away = ((state.table && state.table.away) || []).filter((seat) => seat !== state.seat);
  $("away").hidden = !away.length || state.over;
  $("away").textContent = away.map((seat) => say("seat_away", {name: state.names[seat] ?? ""})).join(" ");
  const header = document.querySelector("header");
  const myTurn = mine && state.current === state.seat;
  header.classList.toggle("mine", myTurn);
  $("turn").textContent = state.over ? say("game_over")
    : (myTurn ? say("your_turn") : say("turn_of", {name: state.names[state.current] ?? ""}))
      + " · " + say("round", {round: state.stage.round});
  if (state.over && state.outcome) {
    $("result").hidden = false;
    $("result").textContent = say("winners", {names: state.outcome.winners.map((i) => state.names[i]).join(", ")});
  }
  renderPlayers();
  if (!mine) return;
  const me = state.view.players[state.seat];
  const figures = $("figures");
  figures.replaceChildren();
  // the game's own figures worded on the desktop; else money and VP under the chart's names
  const money = me.money !== undefined ? me.money : me.coins;
  const rows = (state.figures && state.figures.length) ? state.figures
    : [[say("metric_money"), money], [say("metric_vp"), me.vp]].filter((row) => row[1] !== undefined);
  for (const [label, value] of rows) {
    const dt = document.createElement("dt"); dt.textContent = label;
    const dd = document.createElement("dd"); dd.textContent = value;
    figures.append(dt, dd);
  }
  const labels = cardLabels();
  const hand = $("hand");
  hand.replaceChildren();
  $("hand-title").hidden = hand.hidden = !(me.hand || []).length;  // no heading over an empty hand
  for (const card of me.hand || []) {
    const li = document.createElement("li");
    li.textContent = labels[card] || String(card).replace(/_/g, " ");
    hand.append(li);
  }
  renderMoves();
  renderGuide();
  $("undo").hidden = !state.can_undo;
  $("hint").hidden = !(myTurn && state.table && state.table.hints && !state.over);
  renderHints();
}

function renderMoves() {
  const box = $("moves");
  box.replaceChildren();
  if (!state.moves.length) {
    const p = document.createElement("p"); p.textContent = say("nothing"); box.append(p); return;
  }
  const byKind = new Map();
  for (const move of state.moves) {
    if (!byKind.has(move.kind)) byKind.set(move.kind, new Map());
    const groups = byKind.get(move.kind);
    if (!groups.has(move.group)) groups.set(move.group, []);
    groups.get(move.group).push(move);
  }
  for (const groups of byKind.values()) {
    const details = document.createElement("details");
    const first = groups.values().next().value[0];
    const summary = document.createElement("summary");
    let count = 0;
    for (const moves of groups.values()) count += moves.length;
    summary.textContent = first.label.split(" · ")[0] + " (" + count + ")";
    details.append(summary);
    if (byKind.size === 1) details.open = true;
    for (const [group, moves] of groups) {
      const div = document.createElement("div"); div.className = "group";
      if (group) { const h = document.createElement("h3"); h.textContent = group; div.append(h); }
      for (const move of moves) {
        const button = document.createElement("button");
        button.type = "button"; button.className = "move"; button.textContent = move.label;
        button.addEventListener("click", () => propose(move, move.cards.length ? move.cards[0].value : undefined));
        div.append(button);
      }
      details.append(div);
    }
    box.append(details);
  }
}

function propose(move, card) {
  const action = Object.assign({}, move.action);
  if (move.card_field && card !== undefined) action[move.card_field] = card;
  proposal = {move: move, action: action, id: nextId++};
  send({type: "propose", id: proposal.id, action: action});
  consider(action);
}

function showProposal(answer) {
  $("choices").hidden = true;
  $("proposal").hidden = false;
  $("proposal-title").textContent = answer.label || proposal.move.label;
  const select = $("cards");
  const cards = proposal.move.cards;
  $("card-row").hidden = cards.length < 2;
  select.replaceChildren();
  cards.forEach((card, index) => {
    const option = document.createElement("option");
    option.value = String(index); option.textContent = card.label;
    if (JSON.stringify(card.value) === JSON.stringify(proposal.action[proposal.move.card_field])) option.selected = true;
    select.append(option);
  });
  const lines = $("lines");
  lines.replaceChildren();
  for (const reason of answer.reasons || []) {
    const li = document.createElement("li"); li.className = "bad"; li.textContent = reason.text; lines.append(li);
  }
  for (const text of answer.lines || []) {
    const li = document.createElement("li"); li.textContent = text; lines.append(li);
  }
  $("confirm").disabled = !answer.legal;
}

function showRefusal(reasons) {
  $("proposal").hidden = false;
  $("choices").hidden = true;
  $("proposal-title").textContent = say("refused");
  const lines = $("lines");
  lines.replaceChildren();
  for (const reason of reasons || []) {
    const li = document.createElement("li"); li.className = "bad"; li.textContent = reason.text; lines.append(li);
  }
  $("confirm").disabled = true;
}

$("cards").addEventListener("change", (event) => {
  if (proposal) propose(proposal.move, proposal.move.cards[Number(event.target.value)].value);
});
$("confirm").addEventListener("click", () => {
  if (proposal) send({type: "apply", id: proposal.id, action: proposal.action});
});
$("cancel").addEventListener("click", () => { proposal = null; consider(null); render(); });
$("hint").addEventListener("click", () => send({type: "hint", id: nextId++}));
$("undo").addEventListener("click", () => send({type: "undo", id: nextId++}));

start();
