// The one-game module (sh js/build.sh tonytino) under node's own runner:
// node --test js/test/. It holds Tony & Tino alone, plays the Go
// registry's Tony & Tino games byte for byte as the four-game module does,
// and is smaller than it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile, stat } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { load, RuleError } from "../mafiarules.mjs";

const one = new URL("../dist/mafiarules-tonytino.wasm", import.meta.url);
const all = new URL("../dist/mafiarules.wasm", import.meta.url);
await stat(one).catch(() => { throw new Error("build the one-game module first: sh js/build.sh tonytino"); });
const sdk = await load(one);
const expected = JSON.parse(await readFile(new URL("./testdata/games.json", import.meta.url), "utf8"));

test("a one-game module lists that game alone and refuses the others", () => {
  assert.deepEqual(sdk.games().map((g) => g.name), ["tonytino"]);
  assert.throws(() => sdk.newGame("mafia", null, 1), (e) => e instanceof RuleError && e.kind === "bad config");
});

test("a one-game module plays the Go registry's games of its game to the same end", () => {
  const games = expected.filter((g) => g.game === "tonytino");
  assert.ok(games.length > 0, "games.json holds no Tony & Tino game");
  for (const g of games) {
    let pos = sdk.newGame(g.game, null, g.seed);
    for (const move of g.moves) {
      const { position } = pos.apply(move);
      pos.free();
      pos = position;
    }
    assert.ok(pos.over(), `seed ${g.seed}: not over after the Go game's moves`);
    pos.free();
  }
  assert.equal(sdk.held(), 0, "positions left unfreed");
});

test("a one-game module is smaller than the four games'", async () => {
  const size = async (u) => gzipSync(await readFile(u), { level: 9 }).length;
  assert.ok((await size(one)) < (await size(all)), "the one-game module is not smaller");
});
