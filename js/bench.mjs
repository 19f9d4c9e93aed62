// Moves a second for random Tony & Tino games in node, through the module
// (legal() and apply() of a notation, as a UI plays): node js/bench.mjs
// (build js/dist first: sh js/build.sh). The Go figure of the same games
// through the registry: go test -run XXX -bench RegistryRandomGame .
import { load } from "./mafiarules.mjs";

const sdk = await load();
let moves = 0;
let games = 0;
const start = performance.now();
while (performance.now() - start < 5000) {
  let pos = sdk.newGame("tonytino", null, games++);
  for (let k = 0; !pos.over(); k++) {
    const legal = pos.legal();
    const { position } = pos.apply(legal[k % legal.length]);
    pos.free();
    pos = position;
    moves++;
  }
  pos.free();
}
const seconds = (performance.now() - start) / 1000;
console.log(`tonytino in node: ${games} games, ${moves} moves in ${seconds.toFixed(1)} s: ${Math.round(moves / seconds)} moves/s`);
