// The web table's client: the create-table form, a seat's (or a
// spectator's) table, and the record stepper. No build step and no
// network beyond this server. Everything shown comes from the server's
// snapshot of one viewer: that viewer's View, legal moves and events.
"use strict";

const UI = window.UI;
const { h, facts, seatClass } = UI;

const main = document.getElementById("main");

function show(...kids) {
  main.replaceChildren(...kids.flat());
}

// RawJSON is a request body already written as JSON.
class RawJSON {
  constructor(text) { this.text = text; }
}

async function api(method, path, token, body) {
  const headers = {};
  if (token) headers["Authorization"] = "Bearer " + token;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const text = body === undefined ? undefined : body instanceof RawJSON ? body.text : JSON.stringify(body);
  const r = await fetch(path, { method, headers, body: text });
  let data = null;
  try { data = await r.json(); } catch (e) { data = { error: "bad reply", reason: String(e) }; }
  if (!r.ok) {
    const err = new Error((data && data.error) || ("HTTP " + r.status));
    err.reason = data && data.reason;
    err.status = r.status;
    throw err;
  }
  return data;
}

function errorBox(e) {
  return h("p", { class: "error", role: "alert" }, (e.message || String(e)) + (e.reason ? ": " + e.reason : ""));
}

// ---- the create-table form ----------------------------------------------

async function createPage() {
  let info;
  try {
    info = await api("GET", "/api/games");
  } catch (e) {
    show(errorBox(e));
    return;
  }
  const gameSel = h("select", { id: "game", name: "game" },
    info.games.map(g => h("option", { value: g.name }, g.title)));
  const seatsInput = h("input", { id: "players", type: "number", min: 1, max: 9, value: 2 });
  const seatsBox = h("div", { id: "seatbots", class: "row" });
  const switchesBox = h("div", { id: "switches" });
  const seedInput = h("input", { id: "seed", type: "text", inputmode: "numeric", placeholder: "drawn by the server", size: 22 });
  const clockInput = h("input", { id: "clock", type: "number", min: 5, max: 3600, placeholder: "none", size: 6 });
  const out = h("div", { id: "created" });
  const form = h("form", { class: "create", id: "create" },
    h("h2", {}, "Create a table"),
    h("div", { class: "row" },
      h("label", {}, "Game ", gameSel),
      h("label", {}, "Seats ", seatsInput),
      h("label", {}, "Seed ", seedInput),
      h("label", { title: "Seconds each person has per move, 5 to 3600; when they run out the server makes the seat's default move. Empty: no clock." }, "Clock per move ", clockInput, " s")),
    h("div", {}, h("div", { class: "note" }, "Who sits where: a person gets a secret link; a bot plays on the server."), seatsBox),
    h("div", {}, h("h3", {}, "House rules"), switchesBox),
    h("div", {}, h("button", { class: "primary", type: "submit", id: "createbtn" }, "Create the table")),
    h("p", { class: "note" }, "Leave the seed empty for a fair game: the seed and the moves rebuild every hidden card, so the server keeps it secret until the game is over."));

  function game() { return info.games.find(g => g.name === gameSel.value); }
  function seatRows() {
    const g = game();
    const n = Math.max(g.min, Math.min(g.max, Number(seatsInput.value) || g.min));
    const old = [...seatsBox.querySelectorAll("select")].map(s => s.value);
    seatsBox.replaceChildren(...Array.from({ length: n }, (_, i) =>
      h("label", { class: "seatbot" }, "P" + i + " ",
        h("select", { id: "bot" + i, "data-seat": i },
          h("option", { value: "" }, "a person"),
          info.bots.map(b => h("option", { value: b }, "bot: " + b))))));
    seatsBox.querySelectorAll("select").forEach((s, i) => {
      s.value = old[i] !== undefined ? old[i] : (i === 0 ? "" : "random");
    });
  }
  function gameChanged() {
    const g = game();
    seatsInput.min = g.min;
    seatsInput.max = g.max;
    if (Number(seatsInput.value) < g.min || Number(seatsInput.value) > g.max) seatsInput.value = Math.max(g.min, Math.min(g.max, 4));
    seatsInput.disabled = g.min === g.max;
    switchesBox.replaceChildren(...(g.switches.length ? g.switches.map(switchRow) : [h("p", { class: "note" }, "This game has no house-rule switches.")]));
    seatRows();
  }
  if (info.games.some(g => g.name === "tonytino")) gameSel.value = "tonytino"; // the reference game first
  gameSel.addEventListener("change", gameChanged);
  seatsInput.addEventListener("change", seatRows);
  gameChanged();

  form.addEventListener("submit", async ev => {
    ev.preventDefault();
    const g = game();
    const config = { players: Number(seatsInput.value) };
    try {
      for (const row of switchesBox.querySelectorAll("[data-key]")) {
        const v = switchValue(row);
        if (v !== undefined) config[row.dataset.key] = v;
      }
    } catch (e) {
      out.replaceChildren(errorBox(e));
      return;
    }
    const req = { game: g.name, config, bots: [...seatsBox.querySelectorAll("select")].map(s => s.value) };
    if (clockInput.value.trim() !== "") req.clock = Number(clockInput.value);
    const seed = seedInput.value.trim();
    if (seed !== "" && !/^\d{1,20}$/.test(seed)) {
      out.replaceChildren(errorBox(new Error("the seed is a whole number from 0 to 18446744073709551615")));
      return;
    }
    try {
      // A seed may exceed what a JavaScript number holds exactly: its
      // digits go into the JSON as they are.
      const body = seed === "" ? req : new RawJSON(JSON.stringify(req).replace(/}$/, ',"seed":' + seed + "}"));
      const c = await api("POST", "/api/tables", "", body);
      out.replaceChildren(linksBox(c, g));
    } catch (e) {
      out.replaceChildren(errorBox(e));
    }
  });
  show(form, out);
}

function switchRow(sw) {
  let input;
  const id = "sw-" + sw.key;
  switch (sw.type) {
    case "bool":
      input = h("input", { type: "checkbox", id });
      input.checked = sw.default === true;
      break;
    case "int":
      input = h("input", { type: "number", id, placeholder: "default " + JSON.stringify(sw.default) });
      break;
    case "string":
      input = h("input", { type: "text", id, placeholder: "default" });
      break;
    default:
      input = h("input", { type: "text", id, size: 30, placeholder: sw.type === "object" ? "JSON, empty for the default" : "e.g. 4,5,6 (empty: default)" });
  }
  return h("div", { class: "switch", "data-key": sw.key, "data-type": sw.type },
    h("label", { for: id }, input, " ", h("code", {}, sw.key)),
    h("div", { class: "doc" }, sw.doc));
}

// switchValue reads one switch row: undefined leaves the key out.
function switchValue(row) {
  const input = row.querySelector("input");
  const type = row.dataset.type;
  if (type === "bool") return input.checked ? true : undefined;
  const v = input.value.trim();
  if (v === "") return undefined;
  if (type === "int") return Number(v);
  if (type === "string") return v;
  if (type === "[]int") return v.split(",").map(x => Number(x.trim()));
  try { return JSON.parse(v); } catch (e) { throw new Error(row.dataset.key + ": not JSON"); }
}

function linksBox(c, g) {
  const abs = p => location.origin + p;
  return h("div", { class: "links", id: "links" },
    h("h3", {}, g.title + ": table created"),
    h("p", { class: "note" }, "Each person's link is secret: it alone lets its holder see that seat's cards and move for it. Send each link to its player only."),
    h("ul", {},
      c.seats.map(s => h("li", {},
        h("b", {}, s.name), " ",
        s.bot ? "— a bot (" + s.bot + ")" :
          [h("a", { href: s.link, class: "seatlink", "data-seat": s.seat }, "open " + s.seat + "'s seat"), " ", h("code", {}, abs(s.link))])),
      h("li", {}, h("b", {}, "Spectators"), " ", h("a", { href: c.spectator, class: "speclink" }, "watch"), " ", h("code", {}, abs(c.spectator)))));
}

// ---- a table --------------------------------------------------------------

function tokenFromHash() {
  const m = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(location.hash);
  return m ? m[1] : "";
}

// glossaries caches GET /api/games' glossary of each game.
let glossaries = null;
async function loadGlossaries() {
  if (glossaries) return;
  try {
    const info = await api("GET", "/api/games");
    glossaries = Object.fromEntries(info.games.map(g => [g.name, g.glossary || []]));
  } catch (e) {
    glossaries = {}; // the board still draws, with codes for names
  }
}
function useGlossary(game) {
  UI.setGlossary((glossaries && glossaries[game]) || []);
}

// glossBox shows the entry of whatever card, piece or place was last
// tapped or clicked: the same text as its hover title, for a touch screen.
function glossBox() {
  const box = h("div", { class: "panel gloss", id: "gloss" },
    h("h3", {}, "What is it?"), h("p", { class: "note" }, "Point at a card, a piece or a place for its name and rules; tap or click it to keep them here. A name marked † is the SDK's placeholder, not one printed on the game."));
  main.addEventListener("click", ev => {
    const el = ev.target.closest && ev.target.closest("[data-gloss]");
    const e = el && UI.gloss(el.dataset.gloss);
    if (!e) return;
    box.replaceChildren(h("h3", {}, e.name), h("p", { class: "note" }, e.kind + " · " + el.dataset.gloss + (e.printed ? "" : " · † " + UI.placeholderNote)), h("p", { id: "glosstext" }, e.text));
  });
  return box;
}

async function tablePage(id) {
  const token = tokenFromHash();
  const status = h("div", { class: "panel status", id: "status" }, "Connecting…");
  const board = h("div", { class: "panel board", id: "board" });
  const factsBox = h("div", { class: "panel", id: "facts" });
  const movesBox = h("div", { class: "panel", id: "movesbox" }, h("h3", {}, "Your moves"), h("div", { class: "moves", id: "moves" }));
  const logList = h("ol", { id: "loglist" });
  const tbBox = h("div", { id: "tbbox" });
  const whyBox = h("div", { id: "takebackwhy" });
  const logBox = h("div", { class: "panel log" }, h("h3", {}, "What you saw happen"), tbBox, whyBox, logList);
  const clockBox = h("div", { id: "clock", class: "clock" });
  const errBox = h("div", { id: "err" });
  // The moves span the page's width above the board, in columns, so a
  // long list is seen whole without scrolling inside a box.
  show(status, errBox, movesBox, h("div", { class: "layout" },
    h("div", {}, board, factsBox),
    h("aside", {}, glossBox(), logBox)));
  let glossFor = "";

  let snap = null;
  let lastMove = -1;
  let busy = false;
  let deadline = 0; // performance.now() when the seat to move runs out of time (0: no clock runs)

  function addEvent(e) {
    const li = h("li", { "data-i": e.i }, e.text);
    if (e.note) li.classList.add("note");
    if (e.move !== lastMove) li.classList.add("move-start");
    lastMove = e.move;
    logList.append(li);
    logList.scrollTop = logList.scrollHeight;
  }

  function render(s) {
    if (glossFor !== s.game) {
      glossFor = s.game;
      useGlossary(s.game);
    }
    document.body.dataset.moves = String(s.moves);
    document.body.dataset.over = String(s.over);
    if (snap && snap.moves !== s.moves) whyBox.replaceChildren(); // the "why not" was of another move
    snap = s;
    status.replaceChildren(...UI.statusLine(s), clockBox);
    status.querySelectorAll(".seatchip").forEach(chip => {
      const x = s.seats[Number(chip.dataset.seat.slice(1))];
      if (x && x.left) { chip.classList.add("left"); chip.append(" · left"); }
    });
    deadline = s.time_left_ms !== undefined && s.time_left_ms !== null ? performance.now() + s.time_left_ms : 0;
    tick();
    takeBackControls(s);
    try {
      board.replaceChildren(UI.renderBoard(s.game, s.view, s));
    } catch (e) {
      board.replaceChildren(errorBox(new Error("the board could not be drawn: " + e.message)));
    }
    factsBox.replaceChildren(
      h("details", { open: "" }, h("summary", {}, "Every fact of " + (s.seat >= 0 ? "your" : "the spectators'") + " view"), facts(UI.stateOf(s.view))),
      h("details", {}, h("summary", {}, "The view as text"), h("pre", { class: "text" }, s.text)));
    const moves = movesBox.querySelector("#moves");
    if (s.over) {
      movesBox.querySelector("h3").textContent = "The result";
      moves.replaceChildren(UI.resultTable(s), recordButton(id, token));
    } else if (s.legal && s.legal.length) {
      movesBox.querySelector("h3").textContent = s.legal.length === 1 ? "Your move" : "Your " + s.legal.length + " moves";
      moves.replaceChildren(...s.legal.map(m => h("button", { class: "move", "data-move": m.move, title: m.move, onclick: () => play(m.move) }, m.label)));
      narrow();
    } else {
      movesBox.querySelector("h3").textContent = s.seat >= 0 ? "Your moves" : "Spectating";
      moves.replaceChildren(h("p", { class: "note", id: "waiting" },
        s.seat < 0 ? "Spectators make no moves." :
          s.seats[s.seat].left ? "You left the table: the server makes your default move whenever you are to move." :
            "Waiting for " + s.seats[s.to_move].name + "…"));
    }
    if (s.stuck) errBox.replaceChildren(errorBox(new Error("a bot stopped: " + s.stuck)));
  }

  // tick writes the time the seat to move has left, counted down here from
  // the server's last word.
  function tick() {
    const s = snap;
    if (!s || s.over || !s.clock) {
      clockBox.replaceChildren();
      return;
    }
    if (!deadline) {
      clockBox.replaceChildren(h("span", { class: "note" }, "Clock: " + s.clock + " s a move"));
      return;
    }
    const ms = Math.max(0, deadline - performance.now());
    const sec = Math.ceil(ms / 1000);
    const text = Math.floor(sec / 60) + ":" + String(sec % 60).padStart(2, "0");
    const who = s.seat === s.to_move ? "You have " : s.seats[s.to_move].name + " has ";
    clockBox.replaceChildren(h("span", { class: "timeleft" + (sec <= 10 ? " low" : ""), id: "timeleft", "data-ms": String(Math.round(ms)) },
      who + text + " to move"), h("span", { class: "note" }, " (of " + s.clock + " s; then the server makes the default move)"));
  }
  const ticker = setInterval(tick, 250);
  window.addEventListener("pagehide", () => clearInterval(ticker));

  // takeBackControls offers a seat the take-back of its last move, its
  // answer to another seat's, and leaving the table.
  function takeBackControls(s) {
    const me = s.seat;
    if (me < 0 || s.over) { tbBox.replaceChildren(); return; }
    if (s.seats[me].left) {
      tbBox.replaceChildren(h("p", { class: "note", id: "youleft" }, "You left the table: the server makes your default moves."));
      return;
    }
    const kids = [];
    const tb = s.take_back;
    const name = p => (s.seats[Number(String(p).slice(1))] || { name: p }).name;
    if (tb) {
      const waiting = tb.waiting.map(name).join(", ");
      if (tb.by === "P" + me) {
        kids.push(h("p", { id: "takebackasked" }, "You asked to take back your last move; waiting for " + waiting + ". "),
          h("button", { id: "tbwithdraw", onclick: () => answer(false) }, "Withdraw"));
      } else if (tb.waiting.includes("P" + me)) {
        kids.push(h("p", { id: "takebackasked" }, name(tb.by) + " asks to take back their last move."),
          h("button", { id: "tbagree", class: "primary", onclick: () => answer(true) }, "Agree"), " ",
          h("button", { id: "tbrefuse", onclick: () => answer(false) }, "Refuse"));
      } else {
        kids.push(h("p", { class: "note", id: "takebackasked" }, name(tb.by) + "'s take-back waits for " + waiting + "."));
      }
    } else if (s.last_mover === me) {
      kids.push(h("button", { id: "takeback", onclick: takeBack, title: "The other seats are asked; the game's rule may refuse (a move that drew or showed a card cannot be taken back)" }, "Take back my last move"));
    }
    const leave = h("button", { id: "leave" }, "Leave the table");
    leave.addEventListener("click", () => {
      leave.replaceWith(h("span", { class: "confirm" }, "The server will make your default move whenever you are to move, for the rest of the game. ",
        h("button", { id: "leaveyes", onclick: leaveTable }, "Leave"), " ",
        h("button", { onclick: () => takeBackControls(snap) }, "Stay")));
    });
    kids.push(h("div", { class: "leave" }, leave));
    tbBox.replaceChildren(...kids);
  }

  async function takeBack() {
    try {
      await api("POST", "/api/tables/" + id + "/takeback", token, { at: snap.moves, take_backs: snap.take_backs });
      whyBox.replaceChildren();
    } catch (e) {
      whyBox.replaceChildren(h("p", { class: "error whynot", role: "alert", id: "whynot" },
        "This move cannot be taken back: " + String(e.reason || e.message).replace(/^illegal move: /, "")));
    }
  }
  async function answer(agree) {
    try {
      await api("POST", "/api/tables/" + id + "/takeback/answer", token, { agree });
    } catch (e) {
      whyBox.replaceChildren(errorBox(e));
    }
  }
  async function leaveTable() {
    try {
      await api("POST", "/api/tables/" + id + "/leave", token, {});
    } catch (e) {
      whyBox.replaceChildren(errorBox(e));
    }
  }

  // A click on a corner, a space or a street of the board narrows the move
  // buttons to the moves that name it; a second click shows them all.
  let picked = "";
  board.addEventListener("click", ev => {
    const el = ev.target.closest("[data-corner],[data-space],[data-street],[data-district]");
    const id = el ? el.dataset.corner || el.dataset.space || el.dataset.street || el.dataset.district : "";
    picked = id && id !== picked ? id : "";
    narrow();
  });
  function narrow() {
    const want = picked.toLowerCase();
    movesBox.querySelectorAll("button.move").forEach(b => {
      const names = b.dataset.move.toLowerCase().split(/\s+/);
      b.classList.toggle("dim", want !== "" && !names.includes(want));
    });
  }

  async function play(move) {
    if (busy || !snap) return;
    busy = true;
    movesBox.querySelectorAll("button.move").forEach(b => { b.disabled = true; });
    try {
      await api("POST", "/api/tables/" + id + "/moves", token, { move, at: snap.moves, take_backs: snap.take_backs });
      errBox.replaceChildren();
    } catch (e) {
      errBox.replaceChildren(errorBox(e));
      movesBox.querySelectorAll("button.move").forEach(b => { b.disabled = false; });
    } finally {
      busy = false;
    }
  }

  await loadGlossaries();
  await follow(id, token, msg => {
    if (msg.event === "reset") { logList.replaceChildren(); lastMove = -1; } // a take-back: the log comes again
    else if (msg.event === "ev") addEvent(JSON.parse(msg.data));
    else if (msg.event === "state") render(JSON.parse(msg.data));
    else if (msg.event === "error") errBox.replaceChildren(errorBox(msg.error));
    return msg.event !== "end";
  });
}

function recordButton(id, token) {
  const b = h("button", { id: "download" }, "Download the record");
  b.addEventListener("click", async () => {
    try {
      // The record's text as the server wrote it: parsing it in JavaScript
      // would round a seed above 2^53.
      const r = await fetch("/api/tables/" + id + "/record", { headers: token ? { Authorization: "Bearer " + token } : {} });
      const text = await r.text();
      if (!r.ok) {
        let e = { error: "HTTP " + r.status };
        try { e = JSON.parse(text); } catch (x) { /* keep the status */ }
        const err = new Error(e.error);
        err.reason = e.reason;
        throw err;
      }
      const game = JSON.parse(text).game;
      const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
      const a = h("a", { href: url, download: game + "-" + id.slice(0, 8) + ".json" });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      b.after(errorBox(e));
    }
  });
  return h("div", {}, h("p", {}, b, " ", h("a", { href: "/replay" }, "step through a record")),
    h("p", { class: "note" }, "The record holds the seed and every move: with them it shows every card of the game, the face-down ones included."));
}

// follow reads the table's event stream with fetch (so the token travels
// as a header, never in a URL), reconnecting from the last event seen.
async function follow(id, token, onMsg) {
  let from = 0;
  let takeBacks = 0; // the take-backs the log seen so far is of
  for (let tries = 0; tries < 30; tries++) {
    try {
      const headers = token ? { Authorization: "Bearer " + token } : {};
      const r = await fetch("/api/tables/" + id + "/stream?text=1&from=" + from + "&take_backs=" + takeBacks, { headers });
      if (!r.ok) {
        let e = { error: "HTTP " + r.status };
        try { e = await r.json(); } catch (x) { /* keep the status */ }
        const err = new Error(e.error);
        err.reason = e.reason;
        onMsg({ event: "error", error: err });
        return;
      }
      tries = 0;
      const reader = r.body.getReader();
      const dec = new TextDecoder();
      let buf = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += dec.decode(value, { stream: true });
        let i;
        while ((i = buf.indexOf("\n\n")) >= 0) {
          const chunk = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const m = { event: "message", data: "" };
          for (const line of chunk.split("\n")) {
            if (line.startsWith("event: ")) m.event = line.slice(7);
            else if (line.startsWith("data: ")) m.data += line.slice(6);
            else if (line.startsWith("id: ")) m.id = line.slice(4);
          }
          if (chunk.startsWith(":")) continue;
          if (m.event === "ev") from = Number(m.id) + 1;
          if (m.event === "reset") { from = 0; takeBacks = JSON.parse(m.data).take_backs; }
          if (m.event === "state") { const tb = /"take_backs":(\d+)/.exec(m.data); if (tb) takeBacks = Number(tb[1]); }
          if (!onMsg(m)) return;
        }
      }
    } catch (e) {
      /* the connection dropped: reconnect below */
    }
    await new Promise(res => setTimeout(res, Math.min(250 * (tries + 1), 4000)));
  }
}

// ---- stepping through a record -------------------------------------------

function replayPage() {
  const file = h("input", { type: "file", id: "recordfile", accept: "application/json,.json" });
  const text = h("textarea", { id: "recordtext", rows: 4, cols: 80, placeholder: "…or paste a record's JSON here" });
  const go = h("button", { class: "primary", id: "loadrecord" }, "Load");
  const out = h("div", { id: "replay" });
  show(h("div", { class: "panel" },
    h("h2", {}, "Step through a record"),
    h("p", { class: "note" }, "A finished table's record, shown move by move as a spectator saw it: the spectators' view and events only."),
    h("div", {}, file), h("div", {}, text), go), out);
  file.addEventListener("change", async () => {
    if (file.files.length) text.value = await file.files[0].text();
  });
  go.addEventListener("click", () => {
    try { JSON.parse(text.value); } catch (e) { out.replaceChildren(errorBox(new Error("not JSON: " + e.message))); return; }
    stepper(text.value.trim(), out);
  });
}

// stepper shows a record step by step. The record's text is sent as it
// is: a seed can exceed what a JavaScript number holds exactly.
function stepper(recText, out) {
  const range = h("input", { type: "range", min: 0, max: 0, value: 0, id: "step" });
  const label = h("span", { id: "steplabel" });
  const board = h("div", { class: "panel board", id: "board" });
  const info = h("div", { class: "panel", id: "stepinfo" });
  let step = 0;
  let steps = 0;
  const btn = (t, f, id) => h("button", { onclick: f, id }, t);
  async function load(k) {
    try {
      const r = await api("POST", "/api/replay", "", new RawJSON('{"record":' + recText + ',"step":' + Number(k) + "}"));
      step = r.step;
      steps = r.steps;
      range.max = steps;
      range.value = step;
      label.textContent = "after move " + step + " of " + steps;
      await loadGlossaries();
      useGlossary(r.game);
      board.replaceChildren(UI.renderBoard(r.game, r.view, r));
      info.replaceChildren(
        h("div", { class: "status" }, ...UI.statusLine(Object.assign({ seat: -1 }, r))),
        h("h3", {}, "What the table saw at this move"),
        r.events.length ? h("ol", {}, r.events.map(e => h("li", {}, e.text))) : h("p", { class: "note" }, step ? "nothing public" : "the start"),
        r.over ? UI.resultTable(r) : null,
        h("details", {}, h("summary", {}, "Every fact of the spectators' view"), facts(UI.stateOf(r.view))),
        h("details", {}, h("summary", {}, "The view as text"), h("pre", { class: "text" }, r.text)));
    } catch (e) {
      out.replaceChildren(errorBox(e));
    }
  }
  // Steps load one after another, each from the step the last one reached,
  // so quick clicks move one step each.
  let queue = Promise.resolve();
  const go = target => { queue = queue.then(() => load(target())); };
  range.addEventListener("input", () => { const v = Number(range.value); go(() => v); });
  out.replaceChildren(h("div", { class: "panel replaybar" },
    btn("⏮", () => go(() => 0), "first"), btn("◀", () => go(() => Math.max(0, step - 1)), "prev"),
    range, btn("▶", () => go(() => Math.min(steps, step + 1)), "next"), btn("⏭", () => go(() => steps), "last"), label), info, board, glossBox());
  go(() => 0);
}

// ---- routing --------------------------------------------------------------

(function route() {
  const m = /^\/t\/([0-9a-f]{32})$/.exec(location.pathname);
  if (m) tablePage(m[1]);
  else if (location.pathname === "/replay") replayPage();
  else createPage();
})();
