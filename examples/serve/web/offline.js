// The offline hot-seat: every move is made by the rules running in this
// page (the JavaScript module on the WebAssembly build), none by the
// server. Between two seats' turns a curtain hides the table, so the seat
// that just moved does not see the next one's hand.
import { load } from "/js/mafiarules.mjs";

const $ = (id) => document.getElementById(id);
let rules, pos, shown = null; // shown: the seat whose view is on screen

function render() {
  $("result").hidden = true;
  if (pos.over()) {
    const r = pos.result();
    $("curtain").hidden = true;
    $("table").hidden = false;
    $("view").textContent = pos.view(null).text();
    $("moves").replaceChildren();
    $("prompt").textContent = "";
    $("result").hidden = false;
    $("result").textContent = `Game over. Winners: ${r.winners.join(", ") || "nobody"}; scores ${r.scores.join(", ")}.`;
    return;
  }
  const seat = pos.toMove();
  if (seat !== shown) { // another seat decides: hide the table until it is ready
    $("table").hidden = true;
    $("view").textContent = "";
    $("moves").replaceChildren();
    $("curtain").hidden = false;
    $("pass").textContent = `Pass the screen to ${seat}.`;
    $("who").textContent = seat;
    return;
  }
  $("curtain").hidden = true;
  $("table").hidden = false;
  const view = pos.view(seat);
  $("view").textContent = view.text();
  view.free();
  $("prompt").textContent = pos.prompt();
  const buttons = pos.legal().map((move) => {
    const b = document.createElement("button");
    b.className = "move";
    b.dataset.move = move;
    b.textContent = pos.describe(move);
    b.addEventListener("click", () => play(move));
    return b;
  });
  $("moves").replaceChildren(...buttons);
}

function play(move) {
  const seat = pos.toMove();
  const { position, seen } = pos.apply(move);
  pos.free();
  pos = position;
  for (const e of seen[seat] ?? []) {
    const li = document.createElement("li");
    li.textContent = e.text;
    $("log").append(li);
  }
  render();
}

$("ready").addEventListener("click", () => { shown = pos.toMove(); $("log").replaceChildren(); render(); });

$("start").addEventListener("submit", (ev) => {
  ev.preventDefault();
  const players = Number($("players").value);
  try {
    if (pos) pos.free();
    pos = rules.newGame($("game").value, players ? { players } : null, $("seed").value || "0");
  } catch (e) {
    $("status").textContent = e.words ?? String(e);
    return;
  }
  shown = null;
  $("status").textContent = `${$("game").selectedOptions[0].textContent}: every move is made in this page.`;
  render();
});

try {
  rules = await load(new URL("/js/dist/mafiarules.wasm", location.href));
  for (const g of rules.games()) {
    const o = document.createElement("option");
    o.value = g.name;
    o.textContent = g.title;
    $("game").append(o);
  }
  $("game").addEventListener("change", () => {
    const g = rules.games().find((x) => x.name === $("game").value);
    $("players").value = g.minPlayers;
    $("players").min = g.minPlayers;
    $("players").max = g.maxPlayers;
  });
  $("game").value = "tonytino";
  $("game").dispatchEvent(new Event("change"));
  $("start").hidden = false;
  $("status").textContent = "The rules are loaded: choose a game.";
} catch (e) {
  $("status").textContent = `The rules did not load (${e.message}): build them with sh js/build.sh.`;
}
