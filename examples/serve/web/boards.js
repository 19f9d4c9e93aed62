// Drawing a view: DOM helpers, the generic rendering of every fact of a
// view, and a board picture per game. Each picture reads only the view's
// JSON (what this viewer may see), in the position format each game's
// package doc lists field by field; anything the picture does not place is
// still listed by facts().
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

  const seatColours = ["#2563eb", "#9333ea", "#dc2626", "#16a34a", "#d97706"];
  const seatColour = p => seatColours[((p % 5) + 5) % 5];
  const seatClass = p => (p >= 0 ? "bg" + (p % 5) : "bgspec");
  // seatNum reads a seat written "P2", 2 or "spectator".
  function seatNum(x) {
    if (typeof x === "number") return x;
    const m = /^P(\d+)$/.exec(String(x));
    return m ? Number(m[1]) : -1;
  }

  // stateOf is the position a view's JSON holds: every game writes its own
  // position object ({"game", "version": 1, "view": "P0", ...}).
  function stateOf(view) {
    return view;
  }

  // words turns a JSON key into words: "face_up" and "faceUp" into "face up".
  function words(k) {
    return String(k).replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  }

  const isScalar = v => v === null || typeof v !== "object";
  function scalar(v) {
    if (v === null || v === undefined) return h("span", { class: "nil" }, "—");
    if (v === "hidden") return h("span", { class: "card hidden" }, "hidden");
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
        return h("span", { class: "val" }, v.map((x, i) => [i ? ", " : "", x === "hidden" ? h("span", { class: "card hidden" }, "hidden") : String(x)]));
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

  // statusLine says who the viewer is, whose turn it is and what is decided.
  function statusLine(snap) {
    const who = snap.seat >= 0 ? "You are " + snap.seats[snap.seat].name : "Spectator";
    const chips = h("div", { class: "seats" }, snap.seats.map((x, i) =>
      h("span", { class: "seatchip " + seatClass(i) + (i === snap.to_move ? " tomove" : "") + (i === snap.seat ? " me" : "") },
        x.name + (x.bot ? " · bot " + x.bot : "") + (i === snap.seat ? " · you" : ""))));
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

  function resultTable(snap) {
    const r = snap.result || {};
    const winners = (r.winners || []).map(seatNum);
    return h("div", { class: "result", id: "result" },
      h("table", {},
        h("tr", {}, h("th", {}, "seat"), h("th", {}, "score"), h("th", {}, "place"), h("th", {}, "")),
        snap.seats.map((x, i) => h("tr", {},
          h("td", {}, x.name), h("td", {}, r.scores ? String(r.scores[i]) : ""),
          h("td", {}, r.rank ? String(r.rank[i] + 1) : ""), h("td", {}, winners.includes(i) ? "wins" : "")))));
  }

  const boards = {};

  function renderBoard(game, view, snap) {
    const f = boards[game];
    const st = stateOf(view);
    if (!f) return h("p", { class: "note" }, "No picture for " + game + "; its facts are listed below.");
    return f(st, snap);
  }

  // card shows one card by its notation name and printed name, or face down.
  function card(name, printed) {
    if (name === "hidden" || name === "?") return h("span", { class: "card hidden", "data-card": "hidden" }, "?");
    // "hidden-USA": a face-down card whose back (its deck) the viewer sees.
    const back = /^hidden-(.+)$/.exec(String(name));
    if (back) return h("span", { class: "card hidden", "data-card": "hidden", title: "a face-down " + back[1] + " card" }, "? " + back[1]);
    return h("span", { class: "card", "data-card": String(name) }, printed || String(name));
  }

  // ---- Tony & Tino: the 6×6 grid, tokens, crew tiles, rackets ---------------

  const ttCards = {
    stepup: "Step Up", stoolpigeon: "Stool Pigeon", takeover: "Takeover", supercrew: "Super Crew",
    doublecross: "Double Cross", luckybreak: "Lucky Break", policeraid: "Police Raid",
  };
  const ttTiles = ["Informant", "Henchman", "Lieutenant", "Godfather's Son"];

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

  // dollars reads "$30k".
  function dollars(x) {
    const m = /^\$?(\d+)(k?)$/.exec(String(x || ""));
    return m ? Number(m[1]) * (m[2] ? 1000 : 1) : 0;
  }

  // ttRackets reads the twelve rackets, V1..V6 then H1..H6:
  // {"street", "racket": "$30k", "at": street, P0, P1, setup, tie or draft}.
  function ttRackets(st) {
    return (st.rackets || []).map(x => ({ dollars: dollars(x.racket), fate: x.at }));
  }

  boards.tonytino = function (st, snap) {
    const corners = ttBoard(st);
    const rackets = ttRackets(st);
    const C = 62, X0 = 56, Y0 = 84, N = 6;
    const W = X0 + N * C + 100, H = Y0 + N * C + 34;
    const g = s("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": "the street grid", id: "ttgrid" });
    g.append(s("rect", { x: 0, y: 0, width: W, height: H, fill: "#2f3b2f", rx: 10 }));
    // Streets: a column for V1..V6, a row for H1..H6.
    for (let i = 0; i < N; i++) {
      const cx = X0 + i * C + C / 2, cy = Y0 + i * C + C / 2;
      g.append(s("line", { x1: cx, y1: Y0 - 10, x2: cx, y2: Y0 + N * C, stroke: "#6b6b6b", "stroke-width": 14 }));
      g.append(s("line", { x1: X0 - 10, y1: cy, x2: X0 + N * C + 8, y2: cy, stroke: "#6b6b6b", "stroke-width": 14 }));
      g.append(s("text", { x: cx, y: Y0 - 46, "text-anchor": "middle", fill: "#e8e2cf", "font-size": 14, "font-weight": 700 }, "ABCDEF"[i]));
      g.append(s("text", { x: X0 - 34, y: cy + 5, "text-anchor": "middle", fill: "#e8e2cf", "font-size": 14, "font-weight": 700 }, String(i + 1)));
    }
    const racket = (r, x, y, street) => {
      if (!r) return;
      const fate = r.fate;
      const won = seatNum(fate);
      const tied = fate === "tie" || fate === "setup";
      const fill = won >= 0 ? seatColour(won) : tied ? "#555" : fate === "draft" ? "#5b4636" : "#c99a2e";
      const label = r.dollars ? "$" + Math.round(r.dollars / 1000) + "k" : "?";
      const grp = s("g", { class: "racket", "data-street": street, "data-fate": String(fate) });
      grp.append(s("rect", { x: x - 26, y: y - 14, width: 52, height: 28, rx: 5, fill, stroke: "#1b1b1b" }));
      grp.append(s("text", { x, y: y + 5, "text-anchor": "middle", fill: "#fff", "font-size": 13, "font-weight": 700, "text-decoration": tied ? "line-through" : null }, label));
      if (won >= 0) grp.append(s("text", { x, y: y + 25, "text-anchor": "middle", fill: "#fff", "font-size": 10 }, "P" + won));
      const where = won >= 0 ? ", won by P" + won : fate === "setup" ? ", discarded at setup (the street was full)" : tied ? ", discarded on a tie" : fate === "draft" ? ", not drafted yet" : ", still on the street";
      grp.append(s("title", {}, street + ": " + label + where));
      g.append(grp);
    };
    for (let i = 0; i < N; i++) {
      racket(rackets[i], X0 + i * C + C / 2, Y0 - 24, "V" + (i + 1));
      racket(rackets[N + i], X0 + N * C + 52, Y0 + i * C + C / 2, "H" + (i + 1));
    }
    for (let i = 0; i < N * N && i < corners.length; i++) {
      const col = i % N, row = Math.floor(i / N);
      const x = X0 + col * C + C / 2, y = Y0 + row * C + C / 2;
      const name = "ABCDEF"[col] + (row + 1);
      const c = ttCorner(corners[i]);
      const grp = s("g", { class: "corner", "data-corner": name });
      if (st.first_target === name) grp.append(s("circle", { cx: x, cy: y, r: 29, fill: "none", stroke: "#facc15", "stroke-width": 4 }, s("title", {}, "the first target named")));
      if (c.seat !== undefined && c.seat >= 0) {
        grp.append(s("rect", { x: x - 23, y: y - 23, width: 46, height: 46, rx: 6, fill: seatColour(c.seat), stroke: "#111", "stroke-width": 2 }));
        grp.append(s("text", { x, y: y + 8, "text-anchor": "middle", fill: "#fff", "font-size": 22, "font-weight": 800 }, String(c.value)));
        grp.append(s("text", { x: x - 19, y: y - 11, fill: "#fff", "font-size": 9 }, "P" + c.seat));
        grp.append(s("title", {}, name + ": P" + c.seat + "'s " + (ttTiles[c.value] || "tile") + " (" + c.value + ")"));
      } else {
        grp.append(s("circle", { cx: x, cy: y, r: 17, fill: "#e9d8a6", stroke: "#7a5c1e", "stroke-width": 2 }));
        grp.append(s("text", { x, y: y + 6, "text-anchor": "middle", fill: "#3b2a08", "font-size": 16, "font-weight": 700 }, String(c.token)));
        grp.append(s("title", {}, name + ": a free corner, token " + c.token));
      }
      g.append(grp);
    }
    const bits = [];
    if (st.phase) bits.push("phase: " + st.phase);
    if (st.active) bits.push("turn: " + st.active);
    if (st.pending) bits.push("pending: " + (ttCards[st.pending] || st.pending) + (st.first_target ? " (first target " + st.first_target + ")" : ""));
    if (st.step_up) bits.push("Step Up resolved");
    if (st.extra_turn) bits.push("Super Crew resolved");
    if (Array.isArray(st.racket_stack)) bits.push("racket stack: " + st.racket_stack.length);
    g.append(s("text", { x: X0 - 40, y: H - 4, fill: "#e8e2cf", "font-size": 12 }, bits.join(" · ")));
    const players = st.players || [];
    const panel = h("div", { class: "players" }, players.map((p, i) => ttPlayer(p, i, rackets, snap)));
    return h("div", {}, g, panel);
  };

  function ttPlayer(p, i, rackets, snap) {
    const money = rackets.filter(r => seatNum(r.fate) === i).reduce((a, r) => a + (r.dollars || 0), 0);
    const won = rackets.filter(r => seatNum(r.fate) === i).length;
    const list = (xs, f) => (xs && xs.length ? xs.map(f) : [h("span", { class: "nil" }, "none")]);
    const pile = p.pile || [];
    const discards = p.discards || [];
    const hiddenDiscards = p.hidden_discards || 0;
    const name = snap && snap.seats && snap.seats[i] ? snap.seats[i].name : "P" + i;
    return h("div", { class: "player pc" + i, "data-seat": "P" + i },
      h("h4", {}, name, snap && snap.seat === i ? " (you)" : ""),
      h("div", {}, "$" + money.toLocaleString("en-US") + " in " + won + " racket" + (won === 1 ? "" : "s")),
      h("div", {}, "face-up tiles: ", list(p.face_up, v => (v === "hidden" ? card("hidden") : h("span", { class: "card" }, String(v) + " " + (ttTiles[Number(v)] || ""))))),
      h("div", {}, "tile pile: " + pile.length + " · deck: " + ((p.deck && p.deck.length) || 0) + " cards"),
      h("div", { class: "hand", "data-seat": "P" + i }, "hand: ", list(p.hand, c => card(c, ttCards[c]))),
      h("div", {}, "played: ", list(p.played, c => card(c, ttCards[c]))),
      h("div", {}, "discards: ", discards.length ? discards.map(c => card(c, ttCards[c])) : "", hiddenDiscards ? hiddenDiscards + " face down" : discards.length ? "" : h("span", { class: "nil" }, "none")));
  }

  // ---- Nostra City: the Street, Territories, Respect track, Jury box --------

  const ncKinds = { W: ["Wiseguy", "#7c2d12"], T: ["Turf", "#14532d"], R: ["Respect", "#1e3a8a"], I: ["Investigation", "#581c87"] };

  function splitCards(x) {
    if (Array.isArray(x)) return x.map(c => (typeof c === "object" && c ? c.card || c.id || c.name || JSON.stringify(c) : String(c)));
    if (typeof x === "string") return x.trim() ? x.trim().split(/\s+/) : [];
    return [];
  }

  function ncChips(x) {
    const cards = splitCards(x);
    return cards.length ? cards.map(c => (/^\?/.test(c) || c === "hidden" ? h("span", { class: "card hidden", "data-card": "hidden" }, c === "hidden" ? "?" : c) : card(c))) : [h("span", { class: "nil" }, "none")];
  }

  boards.nostracity = function (st, snap) {
    const seats = st.players || [];
    const rules = st.rules || {};
    const street = splitCards(st.street);
    const W = 760;
    const g = s("svg", { viewBox: `0 0 ${W} 330`, role: "img", "aria-label": "Nostra City", id: "ncboard" });
    g.append(s("rect", { x: 0, y: 0, width: W, height: 330, fill: "#1f2630", rx: 10 }));
    g.append(s("text", { x: 16, y: 24, fill: "#f5e9d7", "font-size": 15, "font-weight": 700 }, "The Street"));
    const slots = Math.max(4, street.length);
    for (let i = 0; i < slots; i++) {
      const c = street[i] && street[i] !== "-" ? street[i] : "";
      const kind = ncKinds[c[0]] || (c ? ["card", "#4b5563"] : ["empty", "#3b4250"]);
      const x = 16 + i * 120;
      g.append(s("rect", { x, y: 34, width: 108, height: 70, rx: 6, fill: kind[1], stroke: "#d9c9a3", class: "streetcard", "data-card": c }));
      g.append(s("text", { x: x + 8, y: 52, fill: "#d9c9a3", "font-size": 11 }, "S" + (i + 1) + " · " + kind[0]));
      g.append(s("text", { x: x + 54, y: 86, "text-anchor": "middle", fill: "#fff", "font-size": 20, "font-weight": 700 }, c || "—"));
    }
    const pileN = splitCards(st.street_pile).length;
    g.append(s("text", { x: 16 + slots * 120, y: 64, fill: "#d9c9a3", "font-size": 12 }, "Street pile: " + pileN));
    if (st.month !== undefined) g.append(s("text", { x: 16 + slots * 120, y: 84, fill: "#d9c9a3", "font-size": 12 }, "Month " + st.month + (st.phase !== undefined ? " · " + st.phase : "")));
    // The Respect track.
    const respect = seats.map(x => Number(x.respect) || 0);
    const maxR = Math.max(20, ...respect) + 1;
    g.append(s("text", { x: 16, y: 134, fill: "#f5e9d7", "font-size": 15, "font-weight": 700 }, "Respect track"));
    const tw = (W - 40) / maxR;
    for (let v = 0; v < maxR; v++) {
      g.append(s("rect", { x: 16 + v * tw, y: 142, width: tw - 2, height: 22, fill: v % 5 === 0 ? "#4b5563" : "#374151" }));
      if (v % 5 === 0) g.append(s("text", { x: 18 + v * tw, y: 157, fill: "#e5e7eb", "font-size": 10 }, String(v)));
    }
    respect.forEach((r, p) => {
      g.append(s("circle", { cx: 16 + r * tw + tw / 2, cy: 176 + p * 9, r: 5, fill: seatColour(p), stroke: "#fff", class: "respect", "data-seat": "P" + p }, s("title", {}, "P" + p + ": Respect " + r)));
    });
    // The Jury box: the Verdict token on the Guilt track.
    const guilt = Number(st.guilt);
    g.append(s("text", { x: 16, y: 246, fill: "#f5e9d7", "font-size": 15, "font-weight": 700 }, "Jury box"));
    const gmax = Math.max(12, isNaN(guilt) ? 0 : guilt + 1);
    const innocent = typeof rules.innocent_if_at_most === "number" ? rules.innocent_if_at_most : 0;
    for (let v = 0; v <= gmax; v++) {
      const x = 16 + v * 44;
      g.append(s("rect", { x, y: 256, width: 40, height: 40, rx: 4, fill: v <= innocent ? "#14532d" : "#7f1d1d", stroke: "#d9c9a3" }));
      g.append(s("text", { x: x + 20, y: 281, "text-anchor": "middle", fill: "#fff", "font-size": 14 }, String(v)));
    }
    if (!isNaN(guilt)) {
      g.append(s("circle", { cx: 16 + guilt * 44 + 20, cy: 276, r: 17, fill: "none", stroke: "#facc15", "stroke-width": 4, id: "verdict" }, s("title", {}, "the Verdict token: Guilt " + guilt)));
    }
    g.append(s("text", { x: 16, y: 318, fill: "#d9c9a3", "font-size": 12 }, "Guilt " + (isNaN(guilt) ? "?" : guilt) + " · the Godfather is Innocent at " + innocent + " or less"));
    // Territories: each player's Turfs, with their Wiseguys and Bills.
    const terr = h("div", { class: "players" }, seats.map((x, p) => {
      const name = snap.seats && snap.seats[p] ? snap.seats[p].name : "P" + p;
      return h("div", { class: "player pc" + p, "data-seat": "P" + p },
        h("h4", {}, name, snap.seat === p ? " (you)" : ""),
        h("div", {}, "Respect " + (x.respect !== undefined ? x.respect : "?") + (x.respect_cards ? " · Respect cards " + x.respect_cards : "")),
        h("div", {}, "Territory: ", ncChips(x.turfs)),
        h("div", {}, "Wiseguys: ", ncChips(x.wiseguys), x.busy ? " · busy: " + x.busy : ""),
        h("div", { class: "hand", "data-seat": "P" + p }, "Bank: ", ncChips(x.bank)),
        h("div", {}, "Corruption: ", ncChips(x.corruption)),
        h("div", {}, "Vendetta: ", ncChips(x.vendetta)),
        Array.isArray(x.bids) && x.bids.length ? h("div", {}, "Bids: " + x.bids.map(b => (b.wiseguy || "?") + " on " + (b.space || "?") + " with " + (b.bills || "?")).join("; ")) : null);
    }));
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
  const families = [["R", "red", "#dc2626"], ["N", "black", "#111827"], ["O", "orange", "#ea580c"], ["V", "green", "#15803d"]];

  function famColour(x) {
    const i = families.findIndex(f => f[0] === x || f[1] === String(x).toLowerCase());
    return i >= 0 && i < families.length ? families[i][2] : "#1e3a8a";
  }

  boards.mafia = function (st, snap) {
    const at = {}; // space id -> counter names
    const off = {}; // Prison, Station, Continent -> counter names
    const place = (name, where) => {
      const id = String(where);
      if (sicily.some(x => x[0] === id)) (at[id] = at[id] || []).push(name);
      else (off[id] = off[id] || []).push(name);
    };
    Object.entries(st.counters || {}).forEach(([k, v]) => place(k, v));
    const control = {}; // space id -> [family, count]
    Object.entries(st.control || {}).forEach(([k, v]) => { control[k] = [v.family, v.counters]; });
    const W = 640, H = 460;
    const g = s("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": "the map of Sicily", id: "sicily" });
    g.append(s("rect", { x: 0, y: 0, width: W, height: H, fill: "#cfe3f0", rx: 10 }));
    const pts = ring.map(id => sicily.find(x => x[0] === id)).map(x => x[2] + "," + x[3]).join(" ");
    g.append(s("polygon", { points: pts, fill: "#efe3c2", stroke: "#b59c62", "stroke-width": 24, "stroke-linejoin": "round" }));
    g.append(s("polygon", { points: pts, fill: "#efe3c2", stroke: "#8a7440", "stroke-width": 2 }));
    for (let i = 0; i + 1 < centre.length; i++) {
      const a = sicily.find(x => x[0] === centre[i]), b = sicily.find(x => x[0] === centre[i + 1]);
      g.append(s("line", { x1: a[2], y1: a[3], x2: b[2], y2: b[3], stroke: "#8a7440", "stroke-width": 3, "stroke-dasharray": "6 4" }));
    }
    const pal = sicily[0], cat = sicily[10];
    g.append(s("line", { x1: pal[2], y1: pal[3], x2: cat[2], y2: cat[3], stroke: "#64748b", "stroke-width": 1, "stroke-dasharray": "2 6" }));
    for (const [id, name, x, y] of sicily) {
      const grp = s("g", { class: "space", "data-space": id });
      const ctl = control[id];
      grp.append(s("circle", { cx: x, cy: y, r: 15, fill: ctl ? famColour(ctl[0]) : "#fffaf0", stroke: "#5b4a1e", "stroke-width": 2 }));
      grp.append(s("text", { x, y: y + 4, "text-anchor": "middle", "font-size": 10, "font-weight": 700, fill: ctl ? "#fff" : "#3b2a08" }, id));
      if (ctl && ctl[1] > 1) grp.append(s("text", { x: x + 13, y: y - 10, "font-size": 10, fill: "#111" }, "×" + ctl[1]));
      const famName = ctl ? String(ctl[0]) : "";
      grp.append(s("title", {}, name + (ctl ? ", controlled by the " + famName + " Family ×" + ctl[1] : "")));
      const home = Object.entries(st.homes || {}).filter(([, v]) => v === id).map(([f]) => f);
      if (home.length) grp.append(s("text", { x, y: y - 19, "text-anchor": "middle", "font-size": 9, fill: "#7c2d12" }, "home: " + home.join(", ")));
      (at[id] || []).forEach((c, k) => {
        const fam = c.split(".")[0];
        const colour = families.some(f => f[0] === fam) ? famColour(fam) : "#1e3a8a";
        const cx = x - 18 + (k % 4) * 12, cy = y + 22 + Math.floor(k / 4) * 12;
        grp.append(s("rect", { x: cx - 5, y: cy - 5, width: 10, height: 10, fill: colour, stroke: "#fff", class: "counter", "data-counter": c }, s("title", {}, c)));
      });
      g.append(grp);
    }
    let ly = 0;
    for (const [k, list] of Object.entries(off)) {
      g.append(s("text", { x: 200, y: 416 + ly, "font-size": 11, fill: "#1f2937", class: "offmap" }, (k === "off" ? "off the map" : k) + ": " + list.join(" ")));
      ly += 14;
    }
    families.forEach((f, i) => {
      g.append(s("rect", { x: 16, y: 300 + i * 18, width: 12, height: 12, fill: f[2] }));
      g.append(s("text", { x: 34, y: 310 + i * 18, "font-size": 11, fill: "#1f2937" }, "the " + f[1] + " Family (" + f[0] + ")"));
    });
    g.append(s("rect", { x: 16, y: 372, width: 12, height: 12, fill: "#1e3a8a" }));
    g.append(s("text", { x: 34, y: 382, "font-size": 11, fill: "#1f2937" }, "the State"));
    const dice = st.turn && Array.isArray(st.turn.dice) ? st.turn.dice : null;
    const line = [];
    if (dice) line.push("dice: " + dice.join(" and "));
    if (st.turns !== undefined) line.push("turn " + (st.turns + 1));
    if (typeof st.phase === "string") line.push(st.phase);
    if (typeof st.calendar === "string") line.push("calendar " + st.calendar);
    g.append(s("text", { x: 200, y: 398, "font-size": 12, fill: "#1f2937" }, line.join(" · ")));
    // Hands by side, as this viewer may see them.
    const hands = st.hands && typeof st.hands === "object" ? st.hands : null;
    const panel = hands ? h("div", { class: "players" }, Object.entries(hands).map(([side, cards]) =>
      h("div", { class: "player", "data-side": side }, h("h4", {}, side === "State" ? "the State" : "the " + side + " Family"),
        h("div", { class: "hand" }, "hand: ", Array.isArray(cards) && cards.length ? cards.map(c => card(c)) : h("span", { class: "nil" }, "none"))))) : null;
    return h("div", {}, g, panel);
  };

  // ---- Speakeasy: Manhattan, buildings, trucks and ships ---------------------

  const seBuildings = ["", "S", "T", "N", "C", "M"];
  const seBuildingNames = ["empty", "Speakeasy", "Stills", "Nightclub", "Casino", "Mobster Speakeasy"];
  const seZones = ["Downtown", "Midtown", "Uptown"];

  // seDistricts reads the 16 districts and their spaces (building, owner,
  // closed, city tile).
  function seDistricts(st) {
    return (st.districts || []).map(d => ({
      n: d.district, invasion: d.invasion, strength: d.strength,
      spaces: (d.spaces || []).map(x => ({ kind: seBuildingNames.findIndex(b => b.toLowerCase().startsWith(String(x.building || "empty").toLowerCase())), owner: seatNum(x.owner), closed: !!x.closed, tile: x.city_tile, name: x.space, building: x.building })),
    }));
  }

  boards.speakeasy = function (st, snap) {
    const seats = st.players || [];
    const districts = seDistricts(st);
    const trucks = {};
    seats.forEach((p, i) => (p.trucks || []).forEach(t => {
      if (t && t.district) (trucks[t.district] = trucks[t.district] || []).push([i, t.barrels]);
    }));
    const W = 760, H = 390, DW = 88, DH = 100;
    const g = s("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": "Manhattan", id: "manhattan" });
    g.append(s("rect", { x: 0, y: 0, width: W, height: H, fill: "#1e3a5f", rx: 10 }));
    districts.forEach((dist, i) => {
      const d = dist.n, col = i % 8, row = Math.floor(i / 8);
      const x = 14 + col * (DW + 4), y = 12 + row * (DH + 6);
      const zone = d <= 6 ? 0 : d <= 12 ? 1 : 2;
      const grp = s("g", { class: "district", "data-district": d });
      grp.append(s("rect", { x, y, width: DW, height: DH, rx: 5, fill: ["#e7e0cf", "#d8d0bd", "#c9c0aa"][zone], stroke: "#5c4b2e" }));
      grp.append(s("text", { x: x + 6, y: y + 14, "font-size": 11, "font-weight": 700, fill: "#3b2a08" }, String(d)));
      grp.append(s("text", { x: x + DW - 6, y: y + 14, "font-size": 9, "text-anchor": "end", fill: "#5c4b2e" }, seZones[zone]));
      dist.spaces.forEach((sp, j) => {
        const bx = x + 6 + j * 27, by = y + 22;
        const kind = sp.kind >= 0 ? sp.kind : 0;
        const fill = sp.owner >= 0 ? seatColour(sp.owner) : kind === 5 ? "#4b5563" : "#fffaf0";
        grp.append(s("rect", { x: bx, y: by, width: 24, height: 28, rx: 3, fill, stroke: sp.closed ? "#b91c1c" : "#5c4b2e", "stroke-width": sp.closed ? 3 : 1, class: "space", "data-space": sp.name },
          s("title", {}, sp.name + ": " + (sp.building || seBuildingNames[kind] || "?") + (sp.owner >= 0 ? " of P" + sp.owner : "") + (sp.closed ? ", closed" : "") + (sp.tile ? ", city tile " + sp.tile : ""))));
        grp.append(s("text", { x: bx + 12, y: by + 19, "text-anchor": "middle", "font-size": 13, "font-weight": 700, fill: sp.owner >= 0 || kind === 5 ? "#fff" : "#3b2a08" }, seBuildings[kind] || ""));
        const tile = sp.tile;
        if (tile) grp.append(s("text", { x: bx + 12, y: by + 38, "text-anchor": "middle", "font-size": 7, fill: "#5c4b2e" }, String(tile).slice(0, 7)));
      });
      const extra = [];
      if (dist.strength) extra.push("str " + dist.strength);
      if (dist.invasion) extra.push(dist.invasion);
      if (extra.length) grp.append(s("text", { x: x + 6, y: y + 74, "font-size": 8, fill: "#5c4b2e" }, extra.join(" · ")));
      (trucks[d] || []).forEach(([p, barrels], j) => grp.append(s("rect", { x: x + 8 + j * 18, y: y + DH - 18, width: 15, height: 10, rx: 2, fill: seatColour(p), stroke: "#fff", class: "truck" }, s("title", {}, "a truck of P" + p + (barrels !== undefined ? " with " + barrels + " barrels" : "")))));
      g.append(grp);
    });
    // The Docks: eight ports, the Ships at theirs.
    const dy = 238;
    g.append(s("text", { x: 14, y: dy, fill: "#e5e7eb", "font-size": 13, "font-weight": 700 }, "The Docks"));
    for (let p = 0; p < 8; p++) {
      g.append(s("rect", { x: 14 + p * 92, y: dy + 8, width: 86, height: 26, fill: "#2b4c74", stroke: "#9fb3c8" }));
      g.append(s("text", { x: 18 + p * 92, y: dy + 25, fill: "#cbd5e1", "font-size": 11 }, "port P" + (p + 1)));
    }
    (st.ships || []).forEach((sh, i) => {
      const port = Number(String(sh.port).replace(/\D/g, "")) - 1;
      const name = sh.ship;
      const x = 14 + port * 92;
      g.append(s("path", { d: `M${x + 8} ${dy + 44} h70 l-10 22 h-50 z`, fill: "#8b5a2b", stroke: "#fff", class: "ship", "data-ship": name },
        s("title", {}, "Ship " + name + ": " + sh.barrels + " barrels" + (sh.crate !== undefined ? ", crate " + sh.crate : ""))));
      g.append(s("text", { x: x + 43, y: dy + 60, "text-anchor": "middle", fill: "#fff", "font-size": 11, "font-weight": 700 }, name + ": " + sh.barrels));
    });
    // The locations and the Capos at their persons; the Park.
    if (st.persons && typeof st.persons === "object") {
      const ly = 318;
      g.append(s("text", { x: 14, y: ly, fill: "#e5e7eb", "font-size": 13, "font-weight": 700 }, "Capos"));
      Object.entries(st.persons).forEach(([loc, people], i) => {
        const x = 70 + i * 96;
        g.append(s("text", { x, y: ly, fill: "#cbd5e1", "font-size": 10 }, loc));
        Object.entries(people || {}).forEach(([who, seat], j) => {
          const p = seatNum(seat);
          g.append(s("rect", { x: x + j * 26, y: ly + 6, width: 22, height: 16, rx: 3, fill: p >= 0 ? seatColour(p) : "#2b4c74", stroke: "#9fb3c8", class: "capo", "data-location": loc, "data-person": who }, s("title", {}, loc + " " + who + ": " + (p >= 0 ? "P" + p + "'s Capo" : "free"))));
          g.append(s("text", { x: x + j * 26 + 11, y: ly + 18, "text-anchor": "middle", fill: "#fff", "font-size": 9 }, who));
        });
      });
      if (Array.isArray(st.park)) g.append(s("text", { x: 70 + Object.keys(st.persons).length * 96, y: ly + 18, fill: "#cbd5e1", "font-size": 10 }, "park: " + (st.park.join(" ") || "empty")));
    }
    g.append(s("text", { x: 14, y: H - 26, fill: "#cbd5e1", "font-size": 11 }, "S Speakeasy · T Stills · N Nightclub · C Casino · M Mobster Speakeasy · a coloured space is a player's, a red edge closed"));
    const foot = [];
    if (st.act !== undefined) foot.push("Act " + st.act);
    if (st.phase !== undefined) foot.push(String(st.phase));
    if (st.barrel_supply !== undefined) foot.push("barrel supply " + st.barrel_supply);
    g.append(s("text", { x: 14, y: H - 10, fill: "#cbd5e1", "font-size": 11 }, foot.join(" · ")));
    const showCards = x => (Array.isArray(x) && x.length ? x.map(c => card(c)) : [h("span", { class: "nil" }, "none")]);
    const players = h("div", { class: "players" }, seats.map((p, i) => h("div", { class: "player pc" + i, "data-seat": "P" + i },
      h("h4", {}, snap.seats && snap.seats[i] ? snap.seats[i].name : "P" + i, snap.seat === i ? " (you)" : ""),
      h("div", {}, "$" + p.cash + " cash · $" + p.safe + " in the Safe · " + p.goons + " Goons · " + p.leverage_tokens + " Leverage tokens"),
      h("div", {}, "tracks: " + Object.entries(p.tracks || {}).map(([k, v]) => k + " " + v).join(" · ")),
      h("div", { class: "hand", "data-seat": "P" + i }, "hand: ", showCards(p.hand)),
      h("div", {}, "Books: ", showCards(p.books), " · cooked: ", showCards(p.cooked)),
      h("div", {}, "Helpers: ", showCards(p.helpers), " · crates: ", showCards(p.crates)),
      h("div", {}, "city tiles: ", showCards(p.city_tiles), p.associate ? " · Associate " + p.associate : ""),
      h("div", {}, "trucks: " + (p.trucks || []).map(t => (t && t.district ? "district " + t.district + " (" + (t.barrels || 0) + " barrels)" : "off")).join(", ")))));
    return h("div", {}, g, players);
  };

  window.UI = { h, s, facts, stateOf, statusLine, resultTable, renderBoard, seatClass, seatNum, boards };
})();
