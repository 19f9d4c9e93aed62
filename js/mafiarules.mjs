// The SDK's four games in JavaScript: the Go rules compiled to WebAssembly
// (dist/mafiarules.wasm, built by build.sh) behind a small typed API. Every
// value is the JSON the Go API writes; a refusal throws a RuleError with
// the rule's kind, code and words. Positions hold a handle into the module:
// free() releases one at once, and a Position the program drops is freed
// when it is collected.

import "./dist/wasm_exec.js";

/** A refusal of the rules. */
export class RuleError extends Error {
  constructor({ kind, code, words }) {
    super(code ? `${kind}: ${words} [${code}]` : `${kind}: ${words}`);
    this.name = "RuleError";
    this.kind = kind;
    this.code = code;
    this.words = words;
  }
}

function unwrap(text) {
  const r = JSON.parse(text);
  if (r.error) throw new RuleError(r.error);
  return r.ok;
}

function seedText(seed) {
  if (typeof seed === "bigint") return seed.toString();
  if (typeof seed === "number" && Number.isSafeInteger(seed) && seed >= 0) return String(seed);
  if (typeof seed === "string") return seed;
  throw new RuleError({ kind: "bad config", code: "", words: `the seed ${seed} is not a whole number from 0 to 2^64-1` });
}

function configText(config) {
  if (config === undefined || config === null) return "";
  return typeof config === "string" ? config : JSON.stringify(config);
}

async function wasmBytes(source) {
  if (source instanceof Uint8Array || source instanceof ArrayBuffer) return source;
  const url = source ?? new URL("./dist/mafiarules.wasm", import.meta.url);
  if (typeof process !== "undefined" && process.versions?.node && (url instanceof URL ? url.protocol === "file:" : !/^https?:/.test(url))) {
    const { readFile } = await import("node:fs/promises");
    return readFile(url);
  }
  const res = await fetch(url);
  if (!res.ok) throw new Error(`loading ${url}: ${res.status}`);
  return res.arrayBuffer();
}

/**
 * Loads the rules: source is the .wasm file's URL or path (by default the
 * one in dist/ beside this module) or its bytes.
 */
export async function load(source) {
  const go = new globalThis.Go();
  const ready = new Promise((resolve) => { globalThis.__mafiarulesReady = resolve; });
  const { instance } = await WebAssembly.instantiate(await wasmBytes(source), go.importObject);
  go.run(instance);
  await ready;
  const go_ = globalThis.__mafiarules;
  const memory = instance.exports.mem;
  const registry = new FinalizationRegistry((h) => go_.free(h));

  class Position {
    #h;
    constructor(h) {
      this.#h = h;
      registry.register(this, h, this);
    }
    #call(name, ...args) {
      if (this.#h === 0) throw new RuleError({ kind: "bad state", code: "", words: "this position was freed" });
      return unwrap(go_[name](this.#h, ...args));
    }
    /** The moves the seat to move may make, in notation. */
    legal() { return this.#call("legal"); }
    /** The next position, every event of the move and what each seat (and "spectator") sees of them. */
    apply(move) {
      const r = this.#call("apply", String(move));
      const seen = {};
      for (const [seat, idx] of Object.entries(r.seen)) seen[seat] = idx.map((i) => r.events[i]);
      return { position: new Position(r.position), events: r.events, seen };
    }
    /** The position as seat ("P0", ...; null: a spectator) may see it. */
    view(seat = null) { return new Position(this.#call("view", seat)); }
    /** The seat to move, "P0", ..., or null once the game is over. */
    toMove() { return this.#call("toMove"); }
    over() { return this.#call("over"); }
    players() { return this.#call("players"); }
    /** The result of a finished game ({scores, rank, winners}), null before. */
    result() { return this.#call("result"); }
    /** The position as text, as the terminal prints it. */
    text() { return this.#call("text"); }
    describe(move) { return this.#call("describe", String(move)); }
    prompt() { return this.#call("prompt"); }
    /** The position in the game's position format, as text. */
    json() { return this.#call("json"); }
    /** The position's fingerprint, as records hold it. */
    hash() { return this.#call("hash"); }
    /** The move made for a seat that timed out or left ("" when over). */
    defaultMove() { return this.#call("defaultMove"); }
    legalActions() { return this.#call("legalActions"); }
    actionMove(id) { return this.#call("actionMove", id); }
    observation(seat = null) { return Float32Array.from(this.#call("observation", seat)); }
    /** Releases the position's handle; the Position is not used after. */
    free() {
      if (this.#h !== 0) {
        go_.free(this.#h);
        registry.unregister(this);
        this.#h = 0;
      }
    }
  }

  return {
    RuleError,
    /** The games: [{name, title, minPlayers, maxPlayers}]. */
    games: () => unwrap(go_.games()),
    /** A new game of name with its config (an object, JSON text or null) from seed. */
    newGame: (name, config, seed = 0) => new Position(unwrap(go_.newGame(String(name), configText(config), seedText(seed)))),
    /** A position decoded from the game's position format. */
    decode: (name, json) => new Position(unwrap(go_.decode(String(name), typeof json === "string" ? json : JSON.stringify(json)))),
    /** The position a record (object or JSON) ends at. */
    replay: (record) => new Position(unwrap(go_.replay(typeof record === "string" ? record : JSON.stringify(record)))),
    /** The record with seat's last move taken back, where the game's online rule allows it. */
    takeBack: (record, seat) => unwrap(go_.takeBack(typeof record === "string" ? record : JSON.stringify(record), seat)),
    /** The number of positions not yet freed. */
    held: () => go_.held(),
    /** The module's memory in bytes (WebAssembly memory grows, never shrinks). */
    memoryBytes: () => memory.buffer.byteLength,
    /** The Go heap in use after a collection, in bytes: what a leak grows. */
    liveBytes: () => go_.liveBytes(),
  };
}
