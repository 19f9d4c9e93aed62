// Types of mafiarules.mjs: the SDK's games in JavaScript.

/** A refusal of the rules: kind ("illegal move", "bad config", ...), the rule's stable code ("" where it has none) and its words. */
export declare class RuleError extends Error {
  constructor(e: { kind: string; code: string; words: string });
  readonly kind: string;
  readonly code: string;
  readonly words: string;
}

/** One event of a move: its JSON, as the Go API writes it, and its words. */
export interface GameEvent {
  event: { kind: string; [key: string]: unknown };
  text: string;
}

/** The outcome of a finished game. */
export interface Result {
  scores: number[];
  rank: number[];
  winners: string[];
}

/** A game, as games() lists it. */
export interface GameInfo {
  name: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
}

/** A record: a whole game as data (see the Go package core's Record). */
export interface GameRecord {
  game: string;
  config?: unknown;
  seed: number;
  position?: unknown;
  moves: string[];
  over: boolean;
  hashes?: string[];
}

export interface Applied {
  position: Position;
  events: GameEvent[];
  /** What each seat ("P0", ...) and "spectator" sees of the events. */
  seen: Record<string, GameEvent[]>;
}

/** A position of a game: a handle into the module, freed by free() or when collected. */
export interface Position {
  legal(): string[];
  apply(move: string): Applied;
  view(seat?: string | null): Position;
  toMove(): string | null;
  over(): boolean;
  players(): number;
  result(): Result | null;
  text(): string;
  describe(move: string): string;
  prompt(): string;
  json(): string;
  hash(): string;
  defaultMove(): string;
  legalActions(): number[];
  actionMove(id: number): string;
  observation(seat?: string | null): Float32Array;
  free(): void;
}

export interface Rules {
  RuleError: typeof RuleError;
  games(): GameInfo[];
  newGame(name: string, config?: object | string | null, seed?: number | bigint | string): Position;
  decode(name: string, json: string | object): Position;
  replay(record: GameRecord | string): Position;
  takeBack(record: GameRecord | string, seat: string): GameRecord;
  held(): number;
  memoryBytes(): number;
  /** The Go heap in use after a collection, in bytes: what a leak grows, whatever the collector's timing. */
  liveBytes(): number;
}

/** Loads the rules from the .wasm file (by default dist/mafiarules.wasm beside the module). */
export declare function load(source?: string | URL | Uint8Array | ArrayBuffer): Promise<Rules>;
