// Drawing a view: DOM helpers, the generic rendering of every fact of a
// view, the game's glossary (names and rules texts of its cards, pieces
// and places) and a board picture per game. Each picture reads only the
// view's JSON (what this viewer may see), in the position format each
// game's package doc lists field by field; the reading of each format is
// kept in one small function per game (ttBoard, ncStreet, mafiaCounter,
// seDistricts...), the one place to change when a format changes.
// Anything a picture does not place is still listed by facts().
"use strict";

(function () {
  const SVG = "http://www.w3.org/2000/svg";

  function put(e, attrs, kids) {
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k.startsWith("on") && typeof v === "function") e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v === true ? "" : String(v));
    }
    for (const k of kids.flat(Infinity)) {
      if (k === undefined || k === null || k === false) continue;
      e.append(k instanceof Node ? k : String(k));
    }
    return e;
  }
  // h builds an HTML element; s an SVG one. Text is always text, never markup.
  const h = (tag, attrs, ...kids) => put(document.createElement(tag), attrs, kids);
  const s = (tag, attrs, ...kids) => put(document.createElementNS(SVG, tag), attrs, kids);

  // The smallest text on a board, in the picture's own units: every
  // picture is drawn at its natural size when the window is wide enough
  // (1400 pixels or more), so this is the size on the screen.
  const SMALL = 13;

  const seatColours = ["#2563eb", "#9333ea", "#dc2626", "#16a34a", "#d97706"];
  const seatColour = p => seatColours[((p % 5) + 5) % 5];
  const seatClass = p => (p >= 0 ? "bg" + (p % 5) : "bgspec");
  // seatNum reads a seat written "P2", 2 or "spectator".
  function seatNum(x) {
    if (typeof x === "number") return x;
    const m = /^P(\d+)$/.exec(String(x));
    return m ? Number(m[1]) : -1;
  }

  // The colours of the sides a seat can play, as its name writes them:
  // Tony & Tino's "P0 (blue)", Mafia's "P1 (the red and orange Families)"
  // and "P0 (the State)". The board draws each side in the same colour.
  const sideColours = {
    blue: "#2563eb", purple: "#9333ea",
    red: "#dc2626", black: "#111827", orange: "#ea580c", green: "#15803d", state: "#1e3a8a",
  };
  // sidesOf lists the sides a seat's name says it plays: ["red", "orange"].
  function sidesOf(name) {
    const m = /\(([^)]*)\)/.exec(String(name || ""));
    if (!m) return [];
    return m[1].toLowerCase().split(/[\s,]+/).filter(w => w in sideColours);
  }

  // ---- the glossary -----------------------------------------------------------

  // glossary maps a game's codes ("stool-pigeon", "W05", "Boss") to their
  // entry {kind, code, name, text}, from GET /api/games.
  let glossary = new Map();
  function setGlossary(entries) {
    glossary = new Map((entries || []).map(e => [String(e.code).toLowerCase(), e]));
  }
  // gloss finds a code's entry; a code with a copy number ("fleet0", an
  // Operations card of the kind "fleet") falls back to its kind.
  function gloss(code) {
    const c = String(code || "").toLowerCase();
    return glossary.get(c) || glossary.get(c.replace(/\d+$/, "")) || null;
  }
  // placeholderNote says what a name not printed on the published game's
  // component is (glossary entries with printed false).
  const placeholderNote = "a placeholder name: the SDK's own label, since no printed name could be read";
  // tip is the text shown on hover and on a tap: the name, the kind, the
  // rules text, and whether the name is a placeholder.
  function tip(e, code) {
    if (!e) return String(code);
    return e.name + " (" + e.kind + (String(e.code) !== e.name ? ", " + code : "") + (e.printed ? "" : "; " + placeholderNote) + "): " + e.text;
  }
  // named is a card or piece by its printed name, with its rules text on
  // hover (title) and on a tap (data-gloss: the page shows the entry).
  // withCode also shows the code the moves use ("W05 Baldini No-Loss"). A
  // placeholder name is marked (class placeholder: a dagger after it).
  function named(code, withCode, extraClass) {
    const e = gloss(code);
    const label = e ? (withCode && e.name !== String(code) ? code + " " + e.name : e.name) : String(code);
    const cls = "card" + (extraClass ? " " + extraClass : "") + (e && !e.printed ? " placeholder" : "");
    return h("span", { class: cls, "data-card": String(code), "data-gloss": e ? String(code) : null, title: e ? tip(e, code) : null }, label);
  }
  // svgTitle is an SVG <title> (the hover text) for a code, with a lead.
  function svgTitle(lead, code) {
    const e = gloss(code);
    return s("title", {}, lead + (e ? " — " + tip(e, code) : ""));
  }

  // words turns a JSON key into words: "face_up" and "faceUp" into "face up".
  function words(k) {
    return String(k).replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  }

  // stateOf is the position a view's JSON holds: every game writes its own
  // position object ({"game", "version": 1, "view": "P0", ...}).
  function stateOf(view) {
    return view;
  }

  const isScalar = v => v === null || typeof v !== "object";
  function scalar(v) {
    if (v === null || v === undefined) return h("span", { class: "nil" }, "—");
    if (v === "hidden") return h("span", { class: "card hidden" }, "hidden");
    const e = typeof v === "string" ? gloss(v) : null;
    if (e) return h("span", { class: "val", "data-gloss": String(v), title: tip(e, v) }, String(v) + " (" + e.name + ")");
    return h("span", { class: "val" }, String(v));
  }

  // facts renders any JSON value as nested lists and tables: every field
  // the view holds, by name. Only the RNG (empty in a view) is left out.
  function facts(v, depth) {
    depth = depth || 0;
    if (isScalar(v)) return scalar(v);
    if (Array.isArray(v)) {
      if (v.length === 0) return h("span", { class: "nil" }, "none");
      if (v.every(isScalar)) {
        return h("span", { class: "val" }, v.map((x, i) => [i ? ", " : "", scalar(x)]));
      }
      if (v.every(x => x && typeof x === "object" && !Array.isArray(x))) {
        const keys = [];
        v.forEach(x => Object.keys(x).forEach(k => { if (!keys.includes(k) && k !== "rng") keys.push(k); }));
        return h("table", { class: "grid" },
          h("tr", {}, h("th", {}, "#"), keys.map(k => h("th", {}, words(k)))),
          v.map((x, i) => h("tr", {}, h("td", {}, String(i)), keys.map(k => h("td", {}, k in x ? facts(x[k], depth + 1) : "")))));
      }
      return h("ol", { start: 0 }, v.map(x => h("li", {}, facts(x, depth + 1))));
    }
    const dl = h("dl", { class: "facts" });
    for (const [k, x] of Object.entries(v)) {
      if (k === "rng") continue;
      dl.append(h("dt", {}, words(k)), h("dd", {}, facts(x, depth + 1)));
    }
    return dl;
  }

  // seatChip is a seat's name with a swatch in the colour of each side it
  // plays (a Mafia seat may play two Families), or of the seat itself.
  function seatChip(x, i, snap) {
    const sides = sidesOf(x.name);
    const swatches = sides.length ? sides.map(c => h("span", { class: "swatch side-" + c, title: c === "state" ? "the State" : c })) : [h("span", { class: "swatch " + seatClass(i) })];
    return h("span", { class: "seatchip" + (i === snap.to_move ? " tomove" : "") + (i === snap.seat ? " me" : ""), "data-seat": "P" + i },
      swatches, x.name + (x.bot ? " · bot " + x.bot : "") + (i === snap.seat ? " · you" : ""));
  }

  // statusLine says who the viewer is, whose turn it is and what is decided.
  function statusLine(snap) {
    const who = snap.seat >= 0 ? "You are " + snap.seats[snap.seat].name : "Spectator";
    const chips = h("div", { class: "seats" }, snap.seats.map((x, i) => seatChip(x, i, snap)));
    let line;
    if (snap.over) {
      const w = (snap.result && snap.result.winners) || [];
      line = "Game over: " + (w.length ? w.map(p => snap.seats[seatNum(p)].name).join(" and ") + (w.length > 1 ? " share the win" : " wins") : "nobody wins");
    } else if (snap.seat >= 0 && snap.to_move === snap.seat) {
      line = [h("span", { class: "prompt", id: "prompt" }, snap.prompt || "Your move")];
    } else {
      line = [snap.seats[snap.to_move] ? snap.seats[snap.to_move].name + " decides: " : "", h("span", { class: "prompt", id: "prompt" }, snap.prompt || "")];
    }
    return [h("h2", {}, snap.title + " · " + who), chips, h("div", { id: "turn" }, line)];
  }

  // resultTable is the finished game: each seat's score in the game's own
  // unit (as the server writes it), place and whether it won.
  function resultTable(snap) {
    const r = snap.result || {};
    const winners = (r.winners || []).map(seatNum);
    const text = snap.scores_text || [];
    return h("div", { class: "result", id: "result" },
      h("table", {},
        h("tr", {}, h("th", {}, "seat"), h("th", {}, "score"), h("th", {}, "place"), h("th", {}, "outcome")),
        snap.seats.map((x, i) => h("tr", {},
          h("td", {}, x.name), h("td", {}, text[i] !== undefined ? text[i] : r.scores ? String(r.scores[i]) : ""),
          h("td", {}, r.rank ? ordinal(r.rank[i] + 1) : ""), h("td", {}, winners.includes(i) ? "wins" : "")))));
  }

  function ordinal(n) {
    const t = n % 100;
    const suf = t >= 11 && t <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] || "th";
    return n + suf;
  }

  const boards = {};

  function renderBoard(game, view, snap) {
    const f = boards[game];
    const st = stateOf(view);
    if (!f) return h("p", { class: "note" }, "No picture for " + game + "; its facts are listed below.");
    return f(st, snap);
  }

  // picture is a board's SVG at its natural size (the page shrinks it
  // only on a narrow screen).
  function picture(id, label, W, H) {
    return s("svg", { viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: "img", "aria-label": label, id });
  }

  // card shows one card by its printed name (glossary), or face down.
  function card(name, withCode) {
    if (name === "hidden" || name === "?") return h("span", { class: "card hidden", "data-card": "hidden", title: "a face-down card" }, "?");
    // "hidden-USA": a face-down card whose back (its deck) the viewer sees.
    const back = /^hidden-(.+)$/.exec(String(name));
    if (back) return h("span", { class: "card hidden", "data-card": "hidden", title: "a face-down " + back[1] + " card" }, "? " + back[1]);
    return named(name, withCode);
  }
  const cards = (xs, withCode) => (Array.isArray(xs) && xs.length ? xs.map(c => card(c, withCode)) : [h("span", { class: "nil" }, "none")]);

  // wrap splits text into lines of at most n characters, at spaces.
  function wrap(text, n) {
    const out = [];
    let line = "";
    for (const w of String(text).split(/\s+/)) {
      if (line && line.length + 1 + w.length > n) {
        out.push(line);
        line = w;
      } else line = line ? line + " " + w : w;
    }
    if (line) out.push(line);
    return out;
  }

  // ---- Tony & Tino: the 6×6 grid, tokens, crew tiles, rackets ---------------

  // ttCorner reads one cell: a crew tile "P0:2" or a free corner's token "7".
  function ttCorner(c) {
    const m = /^P(\d+):(-?\d+)$/.exec(String(c));
    if (m) return { seat: Number(m[1]), value: Number(m[2]) };
    return { token: c };
  }

  // ttBoard reads the 36 corners row by row from six strings of six cells.
  function ttBoard(st) {
    return (st.board || []).flatMap(r => String(r).trim().split(/\s+/));
  }

  // dollars reads "30k" or "$30k".
  function dollars(x) {
    const m = /^\$?(\d+)(k?)$/.exec(String(x || ""));
    return m ? Number(m[1]) * (m[2] ? 1000 : 1) : 0;
  }

  // ttRackets reads the twelve rackets, V1..V6 then H1..H6:
  // {"street", "racket": "30k", "at": street, P0, P1, setup, tie or draft}.
  function ttRackets(st) {
    return (st.rackets || []).map(x => ({ dollars: dollars(x.racket), fate: x.at }));
  }

  // ttTileName is a crew tile's name short enough for its square.
  function ttTileName(v) {
    const e = gloss(String(v));
    if (!e) return "";
    return e.name.length <= 10 ? e.name : e.name.split(" ").pop();
  }

  // ttDecision is the pending decision (position format 2): its kind, the
  // seat deciding, the card played and the first target named.
  function ttDecision(st) {
    return (st.decisions && st.decisions[0]) || {};
  }

  // counted reads a counted pile {"step-up": 2, "hidden": 1}: the ids, one
  // per card, and how many are hidden.
  function counted(x) {
    const ids = [];
    let hidden = 0;
    for (const [id, n] of Object.entries(x || {})) {
      if (id === "hidden") hidden += n;
      else for (let k = 0; k < n; k++) ids.push(id);
    }
    return { ids, hidden };
  }

  boards.tonytino = function (st, snap) {
    const corners = ttBoard(st);
    const dec = ttDecision(st);
    const rackets = ttRackets(st);
    const C = 80, X0 = 60, Y0 = 96, N = 6;
    const W = X0 + N * C + 110, H = Y0 + N * C + 40;
    const g = picture("ttgrid", "the street grid", W, H);
    g.append(s("rect", { x: 0, y: 0, width: W, height: H, fill: "#2f3b2f", rx: 10 }));
    // Streets: a column for V1..V6, a row for H1..H6.
    for (let i = 0; i < N; i++) {
      const cx = X0 + i * C + C / 2, cy = Y0 + i * C + C / 2;
      g.append(s("line", { x1: cx, y1: Y0 - 10, x2: cx, y2: Y0 + N * C, stroke: "#6b6b6b", "stroke-width": 16 }));
      g.append(s("line", { x1: X0 - 10, y1: cy, x2: X0 + N * C + 8, y2: cy, stroke: "#6b6b6b", "stroke-width": 16 }));
      g.append(s("text", { x: cx, y: Y0 - 56, "text-anchor": "middle", fill: "#e8e2cf", "font-size": 15, "font-weight": 700 }, "ABCDEF"[i]));
      g.append(s("text", { x: X0 - 40, y: cy + 5, "text-anchor": "middle", fill: "#e8e2cf", "font-size": 15, "font-weight": 700 }, String(i + 1)));
    }
    const racket = (r, x, y, street) => {
      if (!r) return;
      const fate = r.fate;
      const won = seatNum(fate);
      const tied = fate === "tie" || fate === "setup";
      const fill = won >= 0 ? seatColour(won) : tied ? "#555" : fate === "draft" ? "#5b4636" : "#c99a2e";
      const label = r.dollars ? "$" + Math.round(r.dollars / 1000) + "k" : "?";
      const grp = s("g", { class: "racket", "data-street": street, "data-fate": String(fate) });
      grp.append(s("rect", { x: x - 30, y: y - 15, width: 60, height: 30, rx: 5, fill, stroke: "#1b1b1b" }));
      grp.append(s("text", { x, y: y + 5, "text-anchor": "middle", fill: "#fff", "font-size": 14, "font-weight": 700, "text-decoration": tied ? "line-through" : null }, label));
      if (won >= 0) grp.append(s("text", { x, y: y + 29, "text-anchor": "middle", fill: "#fff", "font-size": SMALL }, "P" + won));
      const where = won >= 0 ? ", won by P" + won : fate === "setup" ? ", discarded at setup (the street was full)" : tied ? ", discarded on a tie" : fate === "draft" ? ", not drafted yet" : ", still on the street";
      grp.append(s("title", {}, "the racket of street " + street + ": " + label + where));
      g.append(grp);
    };
    for (let i = 0; i < N; i++) {
      racket(rackets[i], X0 + i * C + C / 2, Y0 - 28, "V" + (i + 1));
      racket(rackets[N + i], X0 + N * C + 56, Y0 + i * C + C / 2, "H" + (i + 1));
    }
    for (let i = 0; i < N * N && i < corners.length; i++) {
      const col = i % N, row = Math.floor(i / N);
      const x = X0 + col * C + C / 2, y = Y0 + row * C + C / 2;
      const name = "ABCDEF"[col] + (row + 1);
      const c = ttCorner(corners[i]);
      const grp = s("g", { class: "corner", "data-corner": name });
      if (dec.first_target === name) grp.append(s("circle", { cx: x, cy: y, r: 37, fill: "none", stroke: "#facc15", "stroke-width": 4 }, s("title", {}, "the first target named")));
      if (c.seat !== undefined && c.seat >= 0) {
        const code = String(c.value);
        grp.append(s("rect", { x: x - 31, y: y - 31, width: 62, height: 62, rx: 6, fill: seatColour(c.seat), stroke: "#111", "stroke-width": 2, "data-gloss": gloss(code) ? code : null }));
        grp.append(s("text", { x, y: y + 4, "text-anchor": "middle", fill: "#fff", "font-size": 24, "font-weight": 800 }, code));
        grp.append(s("text", { x, y: y + 23, "text-anchor": "middle", fill: "#fff", "font-size": SMALL, class: "tilename" }, ttTileName(c.value)));
        grp.append(svgTitle(name + ": " + snapSeat(snap, c.seat) + "'s crew tile", code));
      } else {
        grp.append(s("circle", { cx: x, cy: y, r: 20, fill: "#e9d8a6", stroke: "#7a5c1e", "stroke-width": 2 }));
        grp.append(s("text", { x, y: y + 6, "text-anchor": "middle", fill: "#3b2a08", "font-size": 17, "font-weight": 700 }, String(c.token)));
        grp.append(s("title", {}, name + ": a free corner, token " + c.token));
      }
      g.append(grp);
    }
    const bits = [];
    if (st.phase) bits.push("phase: " + st.phase);
    if (st.decision) bits.push("decision: " + st.decision);
    if (st.active) bits.push("turn: " + st.active);
    if (dec.card) bits.push("pending: " + (gloss(dec.card) ? gloss(dec.card).name : dec.card) + (dec.first_target ? " (first target " + dec.first_target + ")" : ""));
    if (st.step_up) bits.push("Step Up resolved");
    if (st.extra_turn) bits.push("Super Crew resolved");
    if (Array.isArray(st.racket_stack)) bits.push("racket stack: " + st.racket_stack.length);
    g.append(s("text", { x: 14, y: H - 10, fill: "#e8e2cf", "font-size": SMALL }, bits.join(" · ")));
    const players = st.players || [];
    const panel = h("div", { class: "players" }, players.map((p, i) => ttPlayer(p, i, rackets, snap)));
    return h("div", {}, g, panel);
  };

  // snapSeat is seat p's name at this table ("P0 (blue)").
  function snapSeat(snap, p) {
    return snap && snap.seats && snap.seats[p] ? snap.seats[p].name : "P" + p;
  }

  function ttPlayer(p, i, rackets, snap) {
    const money = rackets.filter(r => seatNum(r.fate) === i).reduce((a, r) => a + (r.dollars || 0), 0);
    const won = rackets.filter(r => seatNum(r.fate) === i).length;
    const pile = p.pile || [];
    const disc = counted(p.discards);
    const discards = disc.ids;
    const hiddenDiscards = disc.hidden;
    return h("div", { class: "player pc" + i, "data-seat": "P" + i },
      h("h4", {}, snapSeat(snap, i), snap && snap.seat === i ? " (you)" : ""),
      h("div", {}, "$" + money.toLocaleString("en-US") + " in " + won + " racket" + (won === 1 ? "" : "s")),
      h("div", {}, "face-up crew tiles: ", cards(p.face_up, true)),
      h("div", {}, "tile pile: " + pile.length + " · deck: " + ((p.deck && p.deck.length) || 0) + " cards"),
      h("div", { class: "hand", "data-seat": "P" + i }, "hand: ", cards(p.hand)),
      h("div", {}, "played: ", cards(counted(p.played).ids)),
      h("div", {}, "discards: ", discards.length ? discards.map(c => card(c)) : "", hiddenDiscards ? hiddenDiscards + " face down" : discards.length ? "" : h("span", { class: "nil" }, "none")));
  }

  // ---- Nostra City: the Street, Territories, Respect track, Jury box --------

  // The kinds of Street card by their code's letter. Turfs and Respect
  // cards have no glossary entry: their kind is their label.
  const ncKinds = { W: ["Wiseguy", "#7c2d12"], T: ["Turf", "#14532d"], R: ["Respect card", "#1e3a8a"], I: ["Investigation", "#581c87"] };

  // ncCards reads a list of cards: a set (an array of ids), or a counted
  // pile ({"5k": 2, "hidden": 3}: each id as many times as counted,
  // face-down ones as "hidden").
  function ncCards(x) {
    if (Array.isArray(x)) return x.filter(c => c !== null && c !== undefined).map(String);
    if (x && typeof x === "object") {
      const c = counted(x);
      return c.ids.concat(Array(c.hidden).fill("hidden"));
    }
    return [];
  }
  // ncStreet reads the Street's four spaces (null: an empty space).
  function ncStreet(st) {
    return (st.street || []).map(c => (c === null || c === undefined ? "" : String(c)));
  }

  // ncChip is one card of a Territory, a Bank or a hand.
  function ncChip(c) {
    if (/^\?/.test(c) || c === "hidden") return h("span", { class: "card hidden", "data-card": "hidden", title: "face down" }, c === "hidden" ? "?" : c);
    const kind = ncKinds[c[0]];
    if (!gloss(c) && kind && /^[A-Z]\d+$/.test(c)) return h("span", { class: "card", "data-card": c, title: "a " + kind[0] }, kind[0] + " " + c);
    return card(c, true);
  }
  function ncChips(x) {
    const cs = ncCards(x);
    return cs.length ? cs.map(ncChip) : [h("span", { class: "nil" }, "none")];
  }

  boards.nostracity = function (st, snap) {
    const seats = st.players || [];
    const rules = st.rules || {};
    const street = ncStreet(st);
    const W = 900, H = 380;
    const g = picture("ncboard", "Nostra City", W, H);
    g.append(s("rect", { x: 0, y: 0, width: W, height: H, fill: "#1f2630", rx: 10 }));
    g.append(s("text", { x: 16, y: 26, fill: "#f5e9d7", "font-size": 16, "font-weight": 700 }, "The Street"));
    const slots = Math.max(4, street.length);
    const CW = 164;
    for (let i = 0; i < slots; i++) {
      const c = street[i] || "";
      const kind = ncKinds[c[0]] || (c ? ["card", "#4b5563"] : ["empty", "#3b4250"]);
      const e = c ? gloss(c) : null;
      const x = 16 + i * (CW + 8);
      const grp = s("g", { class: "streetcard", "data-card": c, "data-space": "S" + (i + 1), "data-gloss": e ? c : null });
      grp.append(s("rect", { x, y: 36, width: CW, height: 92, rx: 6, fill: kind[1], stroke: "#d9c9a3" }));
      grp.append(s("text", { x: x + 8, y: 54, fill: "#d9c9a3", "font-size": SMALL }, "S" + (i + 1) + " · " + kind[0]));
      grp.append(s("text", { x: x + 8, y: 78, fill: "#fff", "font-size": 20, "font-weight": 700 }, c || "—"));
      if (e) wrap(e.name, 22).slice(0, 2).forEach((line, k) => grp.append(s("text", { x: x + 8, y: 98 + k * 16, fill: "#fff", "font-size": SMALL }, line)));
      grp.append(svgTitle("Street space S" + (i + 1) + ": " + (c ? "a " + kind[0] + " " + c : "empty"), c));
      g.append(grp);
    }
    const px = 16 + slots * (CW + 8);
    g.append(s("text", { x: px, y: 60, fill: "#d9c9a3", "font-size": SMALL }, "Street pile:"));
    g.append(s("text", { x: px, y: 78, fill: "#d9c9a3", "font-size": SMALL }, ncCards(st.street_pile).length + " cards"));
    if (st.month !== undefined) g.append(s("text", { x: px, y: 100, fill: "#d9c9a3", "font-size": SMALL }, "Month " + st.month));
    if (st.phase !== undefined) g.append(s("text", { x: px, y: 118, fill: "#d9c9a3", "font-size": SMALL }, String(st.phase)));
    // The Respect track.
    const respect = seats.map(x => Number(x.respect) || 0);
    const maxR = Math.max(20, ...respect) + 1;
    g.append(s("text", { x: 16, y: 158, fill: "#f5e9d7", "font-size": 16, "font-weight": 700 }, "Respect track"));
    const tw = (W - 40) / maxR;
    for (let v = 0; v < maxR; v++) {
      g.append(s("rect", { x: 16 + v * tw, y: 166, width: tw - 2, height: 24, fill: v % 5 === 0 ? "#4b5563" : "#374151" }));
      if (v % 5 === 0) g.append(s("text", { x: 19 + v * tw, y: 183, fill: "#e5e7eb", "font-size": SMALL }, String(v)));
    }
    respect.forEach((r, p) => {
      g.append(s("circle", { cx: 16 + r * tw + tw / 2, cy: 200 + p * 10, r: 6, fill: seatColour(p), stroke: "#fff", class: "respect", "data-seat": "P" + p }, s("title", {}, snapSeat(snap, p) + ": Respect " + r)));
    });
    // The Jury box: the Verdict token on the Guilt track.
    const guilt = Number(st.guilt);
    const jy = 262;
    g.append(s("text", { x: 16, y: jy, fill: "#f5e9d7", "font-size": 16, "font-weight": 700 }, "Jury box"));
    const gmax = Math.max(12, isNaN(guilt) ? 0 : guilt + 1);
    const innocent = typeof rules.innocent_if_at_most === "number" ? rules.innocent_if_at_most : 0;
    for (let v = 0; v <= gmax; v++) {
      const x = 16 + v * 46;
      g.append(s("rect", { x, y: jy + 10, width: 42, height: 42, rx: 4, fill: v <= innocent ? "#14532d" : "#7f1d1d", stroke: "#d9c9a3" }, s("title", {}, "Guilt " + v + (v <= innocent ? ": the Godfather is Innocent" : ": the Godfather is Guilty"))));
      g.append(s("text", { x: x + 21, y: jy + 36, "text-anchor": "middle", fill: "#fff", "font-size": 15 }, String(v)));
    }
    if (!isNaN(guilt)) {
      g.append(s("circle", { cx: 16 + guilt * 46 + 21, cy: jy + 31, r: 18, fill: "none", stroke: "#facc15", "stroke-width": 4, id: "verdict" }, s("title", {}, "the Verdict token: Guilt " + guilt)));
    }
    g.append(s("text", { x: 16, y: jy + 80, fill: "#d9c9a3", "font-size": SMALL }, "Guilt " + (isNaN(guilt) ? "?" : guilt) + " · the Godfather is Innocent at " + innocent + " or less · the ringed square is the Verdict token"));
    // Territories: each player's Turfs, with their Wiseguys and Bills.
    const terr = h("div", { class: "players" }, seats.map((x, p) => h("div", { class: "player pc" + p, "data-seat": "P" + p },
      h("h4", {}, snapSeat(snap, p), snap.seat === p ? " (you)" : ""),
      h("div", {}, "Respect " + (Number(x.respect) || 0) + (x.respect_cards ? " · Respect cards " + ncCards(x.respect_cards).join(" ") : "")),
      h("div", {}, "Territory: ", ncChips(x.turfs)),
      h("div", {}, "Wiseguys: ", ncChips(x.wiseguys)),
      x.busy ? h("div", {}, "Busy: ", ncChips(x.busy)) : null,
      h("div", { class: "hand", "data-seat": "P" + p }, "Bank: ", ncChips(x.bank)),
      h("div", {}, "Corruption: ", ncChips(x.corruption)),
      h("div", {}, "Vendetta: ", ncChips(x.vendetta)),
      x.investigations ? h("div", {}, "Investigations: ", ncChips(x.investigations)) : null,
      Array.isArray(x.bids) && x.bids.length ? h("div", {}, "Bids: ", x.bids.map(b => [ncChip(b.wiseguy || "hidden"), " on " + (b.space || "a resolved space") + " with ", ncChips(b.bills), " "])) : null)));
    return h("div", {}, g, terr);
  };

  // ---- Mafia: the map of Sicily, counters and control -----------------------

  // The spaces of Sicily in slot order, with a place on the picture.
  const sicily = [
    ["PAL", "Palermo", 150, 62], ["BAG", "Bagheria", 196, 84], ["TER", "Termini Imerese", 240, 72], ["CEF", "Cefalù", 292, 58],
    ["SST", "Santo Stefano di Camastra", 346, 52], ["SAG", "Sant'Agata di Militello", 398, 50], ["PAT", "Patti", 452, 46],
    ["MIL", "Milazzo", 506, 36], ["MES", "Messina", 572, 40], ["TAO", "Taormina", 556, 116], ["CAT", "Catania", 540, 186],
    ["LEN", "Lentini", 528, 248], ["SIR", "Siracusa", 540, 312], ["NOT", "Noto", 500, 352], ["RAG", "Ragusa", 436, 346],
    ["GEL", "Gela", 362, 318], ["LIC", "Licata", 296, 302], ["AGR", "Agrigento", 228, 282], ["SCI", "Sciacca", 150, 240],
    ["MAZ", "Mazara del Vallo", 70, 184], ["TRA", "Trapani", 44, 96], ["COR", "Corleone", 136, 146], ["MAD", "Madonie", 306, 124],
    ["CAL", "Calascibetta", 330, 184], ["ENN", "Enna", 334, 240], ["PIA", "Piazza Armerina", 372, 272],
  ];
  const ring = ["PAL", "BAG", "TER", "CEF", "SST", "SAG", "PAT", "MIL", "MES", "TAO", "CAT", "LEN", "SIR", "NOT", "RAG", "GEL", "LIC", "AGR", "SCI", "MAZ", "TRA", "COR"];
  const centre = ["CEF", "MAD", "CAL", "ENN", "PIA", "GEL"];
  // The Families by their letter in a counter's id ("R.B", "N.P1").
  const families = [["R", "red"], ["N", "black"], ["O", "orange"], ["V", "green"]];
  const famColour = x => {
    const f = families.find(f => f[0] === x || f[1] === String(x).toLowerCase());
    return f ? sideColours[f[1]] : sideColours.state;
  };

  // mafiaCounter reads a counter's id: its side and its kind (a glossary
  // code) and the letters drawn on it. "R.B" the red Boss, "N.P2" a black
  // Picciotto, "CC3" a Carabiniere, "prefetto", "sisde".
  function mafiaCounter(id) {
    const m = /^([A-Z])\.(B|P\d*)$/.exec(id);
    if (m) {
      const fam = families.find(f => f[0] === m[1]);
      const boss = m[2] === "B";
      return { side: fam ? fam[1] : m[1], colour: famColour(m[1]), kind: boss ? "Boss" : "Picciotto", mark: boss ? "B" : "P" };
    }
    if (/^CC\d*$/.test(id)) return { side: "State", colour: sideColours.state, kind: "Carabiniere", mark: "C" };
    if (id === "prefetto") return { side: "State", colour: sideColours.state, kind: "Prefetto", mark: "Pf" };
    if (id === "sisde") return { side: "State", colour: sideColours.state, kind: "SISDE", mark: "S" };
    return { side: "", colour: "#444", kind: id, mark: id.slice(0, 2) };
  }

  boards.mafia = function (st, snap) {
    const K = 1.45; // the map's scale: the spaces' places are in the units of a 640-wide map
    const at = {}; // space id -> counter names
    const off = {}; // prison, carabinieri-station, continent -> counter names
    const place = (name, where) => {
      const id = String(where);
      if (sicily.some(x => x[0] === id)) (at[id] = at[id] || []).push(name);
      else (off[id] = off[id] || []).push(name);
    };
    Object.entries(st.counters || {}).forEach(([k, v]) => place(k, v));
    const control = {}; // space id -> [family, count]
    Object.entries(st.control || {}).forEach(([k, v]) => { control[k] = [v.faction, v.counters]; });
    // The sides (format 2): factions keyed red .. state, each with its seat,
    // home, hand (a hidden card is {"hidden": deck}) and skipped movement.
    const factions = st.factions && typeof st.factions === "object" ? st.factions : {};
    const W = 940, H = 740;
    const g = picture("sicily", "the map of Sicily", W, H);
    g.append(s("rect", { x: 0, y: 0, width: W, height: H, fill: "#cfe3f0", rx: 10 }));
    const P = id => { const x = sicily.find(y => y[0] === id); return [x[2] * K + 10, x[3] * K + 20]; };
    const pts = ring.map(id => P(id).join(",")).join(" ");
    g.append(s("polygon", { points: pts, fill: "#efe3c2", stroke: "#b59c62", "stroke-width": 34, "stroke-linejoin": "round" }));
    g.append(s("polygon", { points: pts, fill: "#efe3c2", stroke: "#8a7440", "stroke-width": 2 }));
    for (let i = 0; i + 1 < centre.length; i++) {
      const [ax, ay] = P(centre[i]), [bx, by] = P(centre[i + 1]);
      g.append(s("line", { x1: ax, y1: ay, x2: bx, y2: by, stroke: "#8a7440", "stroke-width": 3, "stroke-dasharray": "6 4" }));
    }
    const [palX, palY] = P("PAL"), [catX, catY] = P("CAT");
    g.append(s("line", { x1: palX, y1: palY, x2: catX, y2: catY, stroke: "#64748b", "stroke-width": 1, "stroke-dasharray": "2 6" }, s("title", {}, "the air route between the airports")));
    const homes = Object.entries(factions).filter(([, v]) => v && v.home).map(([f, v]) => [f, v.home]);
    for (const [id, name] of sicily) {
      const [x, y] = P(id);
      const grp = s("g", { class: "space", "data-space": id });
      const ctl = control[id];
      grp.append(s("circle", { cx: x, cy: y, r: 21, fill: ctl ? famColour(ctl[0]) : "#fffaf0", stroke: "#5b4a1e", "stroke-width": 2 }));
      grp.append(s("text", { x, y: y + 5, "text-anchor": "middle", "font-size": SMALL, "font-weight": 700, fill: ctl ? "#fff" : "#3b2a08" }, id));
      if (ctl && ctl[1] > 1) grp.append(s("text", { x: x + 18, y: y - 14, "font-size": SMALL, "font-weight": 700, fill: "#111" }, "×" + ctl[1]));
      const home = homes.filter(([, v]) => v === id).map(([f]) => f);
      grp.append(s("title", {}, name + " (" + id + ")" + (ctl ? ", controlled by the " + ctl[0] + " Family" + (ctl[1] > 1 ? " with " + ctl[1] + " counters" : "") : "") + (home.length ? ", home of the " + home.join(" and ") + " Boss" : "")));
      if (home.length) grp.append(s("text", { x, y: y - 26, "text-anchor": "middle", "font-size": SMALL, fill: "#7c2d12", "font-weight": 700 }, "⌂ " + home.join(", ")));
      (at[id] || []).forEach((c, k) => {
        const ct = mafiaCounter(c);
        const cx = x - 30 + (k % 3) * 22, cy = y + 34 + Math.floor(k / 3) * 22;
        const piece = s("g", { class: "counter", "data-counter": c, "data-gloss": gloss(ct.kind) ? ct.kind : null });
        piece.append(s("rect", { x: cx - 10, y: cy - 10, width: 20, height: 20, rx: 3, fill: ct.colour, stroke: "#fff" }));
        piece.append(s("text", { x: cx, y: cy + 5, "text-anchor": "middle", "font-size": SMALL, "font-weight": 700, fill: "#fff" }, ct.mark));
        piece.append(svgTitle(c + ": " + (ct.side === "State" ? "the State's " : "the " + ct.side + " Family's ") + ct.kind, ct.kind));
        grp.append(piece);
      });
      g.append(grp);
    }
    // The legend: the sides' colours and the counters' letters.
    const ly = 596;
    families.forEach((f, i) => {
      g.append(s("rect", { x: 16, y: ly + i * 22, width: 16, height: 16, fill: sideColours[f[1]] }));
      g.append(s("text", { x: 40, y: ly + 13 + i * 22, "font-size": SMALL, fill: "#1f2937" }, "the " + f[1] + " Family (" + f[0] + ")"));
    });
    g.append(s("rect", { x: 16, y: ly + 88, width: 16, height: 16, fill: sideColours.state }));
    g.append(s("text", { x: 40, y: ly + 101, "font-size": SMALL, fill: "#1f2937" }, "the State"));
    [["B", "Boss"], ["P", "Picciotto"], ["C", "Carabiniere"], ["Pf", "Prefetto"], ["S", "SISDE"]].forEach(([mark, kind], i) => {
      const e = gloss(kind);
      const grp = s("g", { class: "legend", "data-gloss": e ? kind : null });
      grp.append(s("text", { x: 210, y: ly + 13 + i * 22, "font-size": SMALL, "font-weight": 700, fill: "#1f2937" }, mark));
      grp.append(s("text", { x: 234, y: ly + 13 + i * 22, "font-size": SMALL, fill: "#1f2937" }, e ? e.name : kind));
      grp.append(svgTitle(kind, kind));
      g.append(grp);
    });
    let oy = 0;
    for (const [k, list] of Object.entries(off)) {
      g.append(s("text", { x: 380, y: ly + 13 + oy, "font-size": SMALL, fill: "#1f2937", class: "offmap" }, ({ off: "off the map", prison: "Prison", "carabinieri-station": "Carabinieri Station", continent: "Continent" }[k] || k) + ": " + list.join(" ")));
      oy += 20;
    }
    const dice = st.turn && Array.isArray(st.turn.dice) ? st.turn.dice : null;
    const line = [];
    if (dice) line.push("dice: " + dice.join(" and "));
    if (st.turns !== undefined) line.push("turn " + (st.turns + 1));
    if (typeof st.phase === "string") line.push(st.phase);
    if (typeof st.decision === "string" && st.decision !== st.phase) line.push(st.decision);
    if (typeof st.calendar === "string") line.push("calendar " + st.calendar);
    g.append(s("text", { x: 16, y: H - 16, "font-size": 14, fill: "#1f2937" }, line.join(" · ")));
    // Hands by side, as this viewer may see them: a hidden card shows its
    // deck's back.
    const held = cs => (Array.isArray(cs) ? cs.map(c => (c && typeof c === "object" && c.hidden ? "hidden-" + c.hidden : c)) : []);
    const sides = ["red", "black", "orange", "green", "state"].filter(side => factions[side]);
    const panel = sides.length ? h("div", { class: "players" }, sides.map(side =>
      h("div", { class: "player side-border-" + side, "data-side": side }, h("h4", {}, (side === "state" ? "the State" : "the " + side + " Family") + (factions[side].seat ? " (" + factions[side].seat + ")" : "")),
        h("div", { class: "hand" }, "hand: ", cards(held(factions[side].hand)))))) : null;
    return h("div", {}, g, panel);
  };

  // ---- Speakeasy: Manhattan, buildings, trucks and ships ---------------------

  // The buildings by their name in the format, with the letter drawn.
  const seBuildings = {
    speakeasy: ["S", "Speakeasy"], stills: ["T", "Stills"], nightclub: ["N", "Nightclub"], casino: ["C", "Casino"], "mobster-speakeasy": ["M", "Mobster Speakeasy"],
  };
  const seZones = ["Downtown", "Midtown", "Uptown"];

  // seDistricts reads the 16 districts ("1" to "16") and their spaces
  // (building, owner, closed, city tile); a value left out is absent.
  function seDistricts(st) {
    return (st.districts || []).map(d => ({
      n: Number(d.district), invasion: d.invasion, strength: d.strength,
      spaces: (d.spaces || []).map(x => ({ building: x.building ? String(x.building).toLowerCase() : "", owner: seatNum(x.owner), closed: !!x.closed, tile: x.city_tile, name: x.space })),
    }));
  }

  boards.speakeasy = function (st, snap) {
    const seats = st.players || [];
    const districts = seDistricts(st);
    const trucks = {};
    seats.forEach((p, i) => (p.trucks || []).forEach(t => {
      if (t && t.district) (trucks[Number(t.district)] = trucks[Number(t.district)] || []).push([i, t.barrels || 0]);
    }));
    const W = 940, H = 580, DW = 110, DH = 132;
    const g = picture("manhattan", "Manhattan", W, H);
    g.append(s("rect", { x: 0, y: 0, width: W, height: H, fill: "#1e3a5f", rx: 10 }));
    districts.forEach((dist, i) => {
      const d = dist.n, col = i % 8, row = Math.floor(i / 8);
      const x = 12 + col * (DW + 5), y = 12 + row * (DH + 6);
      const zone = d <= 6 ? 0 : d <= 12 ? 1 : 2;
      const grp = s("g", { class: "district", "data-district": d });
      grp.append(s("rect", { x, y, width: DW, height: DH, rx: 5, fill: ["#e7e0cf", "#d8d0bd", "#c9c0aa"][zone], stroke: "#5c4b2e" }, s("title", {}, "district " + d + ", " + seZones[zone])));
      grp.append(s("text", { x: x + 6, y: y + 16, "font-size": 14, "font-weight": 700, fill: "#3b2a08" }, String(d)));
      grp.append(s("text", { x: x + DW - 6, y: y + 16, "font-size": SMALL, "text-anchor": "end", fill: "#5c4b2e" }, seZones[zone]));
      dist.spaces.forEach((sp, j) => {
        const by = y + 24 + j * 24;
        const b = seBuildings[sp.building];
        const fill = sp.owner >= 0 ? seatColour(sp.owner) : sp.building === "mobster-speakeasy" ? "#4b5563" : "#fffaf0";
        const what = sp.name + ": " + (b ? b[1] : "empty") + (sp.owner >= 0 ? " of " + snapSeat(snap, sp.owner) : "") + (sp.closed ? ", closed" : "") + (sp.tile ? ", city tile " + sp.tile : "");
        const sg = s("g", { class: "space", "data-space": sp.name });
        sg.append(s("rect", { x: x + 5, y: by, width: 22, height: 21, rx: 3, fill, stroke: sp.closed ? "#b91c1c" : "#5c4b2e", "stroke-width": sp.closed ? 3 : 1 }));
        sg.append(s("text", { x: x + 16, y: by + 15, "text-anchor": "middle", "font-size": SMALL, "font-weight": 700, fill: sp.owner >= 0 || sp.building === "mobster-speakeasy" ? "#fff" : "#3b2a08" }, b ? b[0] : ""));
        sg.append(s("text", { x: x + 31, y: by + 15, "font-size": SMALL, fill: "#3b2a08" }, sp.tile ? String(sp.tile).replace("private-party", "pr.party") : sp.name));
        sg.append(s("title", {}, what));
        grp.append(sg);
      });
      if (dist.strength) grp.append(s("text", { x: x + 6, y: y + 126, "font-size": SMALL, fill: "#5c4b2e" }, "strength " + dist.strength, s("title", {}, "district " + d + ": strength " + dist.strength + (dist.invasion ? ", invasion " + dist.invasion : ""))));
      (trucks[d] || []).forEach(([p, barrels], j) => {
        const tg = s("g", { class: "truck", "data-seat": "P" + p });
        tg.append(s("rect", { x: x + 6 + j * 34, y: y + 96, width: 30, height: 17, rx: 2, fill: seatColour(p), stroke: "#fff" }));
        tg.append(s("text", { x: x + 21 + j * 34, y: y + 109, "text-anchor": "middle", "font-size": SMALL, fill: "#fff" }, String(barrels || 0)));
        tg.append(s("title", {}, "a truck of " + snapSeat(snap, p) + " with " + (barrels || 0) + " barrels"));
        grp.append(tg);
      });
      g.append(grp);
    });
    // The Docks: eight ports, the Ships at theirs.
    const dy = 306;
    g.append(s("text", { x: 14, y: dy, fill: "#e5e7eb", "font-size": 15, "font-weight": 700 }, "The Docks"));
    for (let p = 0; p < 8; p++) {
      g.append(s("rect", { x: 12 + p * 115, y: dy + 8, width: 110, height: 24, fill: "#2b4c74", stroke: "#9fb3c8" }));
      g.append(s("text", { x: 18 + p * 115, y: dy + 25, fill: "#e5e7eb", "font-size": SMALL }, "port " + (p + 1)));
    }
    (st.ships || []).forEach(sh => {
      const port = Number(String(sh.port).replace(/\D/g, "")) - 1;
      const x = 12 + port * 115;
      const crate = sh.crate !== undefined && sh.crate !== null ? String(sh.crate) : "";
      const e = crate ? gloss(crate) : null;
      const grp = s("g", { class: "ship", "data-ship": sh.ship, "data-gloss": e ? crate : null });
      grp.append(s("path", { d: `M${x} ${dy + 38} h110 l-10 40 h-90 z`, fill: "#8b5a2b", stroke: "#fff" }));
      grp.append(s("text", { x: x + 55, y: dy + 54, "text-anchor": "middle", fill: "#fff", "font-size": SMALL, "font-weight": 700 }, "Ship " + sh.ship + " · " + (sh.barrels || 0) + " barrels"));
      if (crate) grp.append(s("text", { x: x + 55, y: dy + 71, "text-anchor": "middle", fill: "#fff", "font-size": SMALL }, e ? e.name.replace(" Crate", "") : crate));
      grp.append(svgTitle("Ship " + sh.ship + " at " + String(sh.port).replace("-", " ") + ": " + (sh.barrels || 0) + " barrels" + (crate ? ", crate " + crate : ""), crate));
      g.append(grp);
    });
    // The locations, by name, and the Capos at their persons.
    const ly = 418;
    if (typeof st.act === "number") { // the persons talked to; free ones are left out
      g.append(s("text", { x: 14, y: ly, fill: "#e5e7eb", "font-size": 15, "font-weight": 700 }, "Capos at the locations"));
      Object.entries(st.persons || {}).forEach(([loc, people], i) => {
        const x = 12 + i * 152;
        const e = gloss(loc);
        const lg = s("g", { class: "location", "data-location": loc, "data-gloss": e ? loc : null });
        lg.append(s("text", { x, y: ly + 22, fill: "#e5e7eb", "font-size": SMALL, "font-weight": 700 }, e ? e.name : loc));
        lg.append(svgTitle(e ? e.name : loc, loc));
        g.append(lg);
        Object.entries(people || {}).forEach(([who, seat], j) => {
          const p = seatNum(seat);
          g.append(s("rect", { x: x + j * 34, y: ly + 30, width: 30, height: 22, rx: 3, fill: p >= 0 ? seatColour(p) : "#2b4c74", stroke: "#9fb3c8", class: "capo", "data-location": loc, "data-person": who }, s("title", {}, (e ? e.name : loc) + ", person " + who + ": " + (p >= 0 ? snapSeat(snap, p) + "'s Capo" : "free"))));
          g.append(s("text", { x: x + j * 34 + 15, y: ly + 46, "text-anchor": "middle", fill: "#fff", "font-size": SMALL }, who));
        });
      });
      if (Array.isArray(st.park)) {
        const e = gloss("park");
        const taken = st.park.filter(x => x !== null && x !== undefined).map(x => snapSeat(snap, seatNum(x)));
        g.append(s("text", { x: 14, y: ly + 76, fill: "#e5e7eb", "font-size": SMALL, "data-gloss": e ? "park" : null }, (e ? e.name : "Park") + ": " + (taken.length ? taken.join(", ") : "empty"), svgTitle("the Park", "park")));
      }
    }
    g.append(s("text", { x: 14, y: H - 48, fill: "#e5e7eb", "font-size": SMALL }, "S Speakeasy · T Stills · N Nightclub · C Casino · M Mobster Speakeasy"));
    g.append(s("text", { x: 14, y: H - 30, fill: "#e5e7eb", "font-size": SMALL }, "a coloured square is a player's building, a red edge a closed one; beside it the space's city tile, or its name"));
    const foot = [];
    if (st.act !== undefined) foot.push("Act " + st.act);
    if (st.phase !== undefined) foot.push(String(st.phase));
    if (st.phase !== undefined) foot.push("barrel supply " + (st.barrel_supply || 0));
    g.append(s("text", { x: 14, y: H - 10, fill: "#e5e7eb", "font-size": SMALL }, foot.join(" · ")));
    const players = h("div", { class: "players" }, seats.map((p, i) => h("div", { class: "player pc" + i, "data-seat": "P" + i },
      h("h4", {}, snapSeat(snap, i), snap.seat === i ? " (you)" : ""),
      h("div", {}, "$" + (p.cash || 0) + " cash · $" + (p.safe || 0) + " in the Safe · " + (p.goons || 0) + " Goons · " + (p.leverage_tokens || 0) + " Leverage tokens"),
      h("div", {}, "tracks: " + Object.entries(p.tracks || {}).map(([k, v]) => k + " " + v).join(" · ")),
      h("div", { class: "hand", "data-seat": "P" + i }, "Operations hand: ", cards(p.hand)),
      h("div", {}, "Books: ", cards(p.books), " · cooked: ", cards(p.cooked)),
      h("div", {}, "Helpers: ", cards(p.helpers), " · Crates: ", cards(p.crates)),
      h("div", {}, "city tiles: ", cards(p.city_tiles), p.associate ? " · Associate " + p.associate : ""),
      h("div", {}, "trucks: " + (p.trucks || []).map(t => (t && t.district ? "district " + t.district + " (" + (t.barrels || 0) + " barrels)" : "off the board")).join(", ")))));
    const display = Array.isArray(st.helper_display) ? h("div", { class: "panel-line" }, "Helper display: ", cards(st.helper_display)) : null;
    return h("div", {}, g, display, players);
  };

  window.UI = { h, s, facts, stateOf, statusLine, resultTable, renderBoard, seatClass, seatNum, sidesOf, setGlossary, gloss, tip, placeholderNote, boards };
})();
