"""The SDK's four games for Python trainers, through its C library.

Build the library once, from the repository's root:

    go build -buildmode=c-shared -o python/mafiarules/libmafiarules.so ./capi

(or point the MAFIARULES_LIB environment variable at a library built
elsewhere). Only the standard library's ctypes and numpy are needed.

VectorEnv steps N games of one game at once, shaped like Gymnasium's vector
environments; AECEnv plays one game turn by turn, shaped like PettingZoo's
AEC API. A rule the action breaks raises a RuleError (IllegalMove, BadConfig,
...) carrying the rule's words and its stable code.

Both are used from one thread at a time each.
"""

import ctypes
import json
import os

import numpy as np

__all__ = [
    "VectorEnv", "AECEnv", "RuleError", "IllegalMove", "NotYourTurn", "GameOver",
    "BadConfig", "BadNotation", "BadState", "BadRecord", "episode_seed", "library",
]


class RuleError(Exception):
    """A refusal of the rules: kind (the core error kind's words, such as
    "illegal move"), code (the rule's stable name, "" where it has none)
    and words (the rule broken, in words)."""

    def __init__(self, kind, code, words):
        super().__init__(f"{kind}: {words}" + (f" [{code}]" if code else ""))
        self.kind, self.code, self.words = kind, code, words


class IllegalMove(RuleError):
    """The action is not a legal move now."""


class NotYourTurn(RuleError):
    """The move's mover is not the seat to move."""


class GameOver(RuleError):
    """A move was made in a finished game."""


class BadConfig(RuleError):
    """The game, its config or the batch's shape is not one the rules allow."""


class BadNotation(RuleError):
    """Text that is not a move."""


class BadState(RuleError):
    """A position that the game could not reach."""


class BadRecord(RuleError):
    """A record that does not replay."""


_KINDS = {
    "illegal move": IllegalMove, "not your turn": NotYourTurn, "game is over": GameOver,
    "bad config": BadConfig, "bad move notation": BadNotation, "bad state": BadState,
    "bad record": BadRecord,
}

_ERRLEN = 4096
_lib = None


def library():
    """The loaded C library: MAFIARULES_LIB, or libmafiarules.so beside this file."""
    global _lib
    if _lib is not None:
        return _lib
    path = os.environ.get("MAFIARULES_LIB") or os.path.join(os.path.dirname(__file__), "libmafiarules.so")
    if not os.path.exists(path):
        raise OSError(f"{path} does not exist: build it with "
                      "go build -buildmode=c-shared -o python/mafiarules/libmafiarules.so ./capi")
    lib = ctypes.CDLL(path)
    c = ctypes
    P = c.c_void_p
    err = [c.c_char_p, c.c_int]
    sig = {
        "mr_num_actions": ([c.c_char_p, c.c_char_p] + err, c.c_int64),
        "mr_observation_size": ([c.c_char_p, c.c_char_p] + err, c.c_int64),
        "mr_episode_seed": ([c.c_uint64, c.c_int, c.c_uint64], c.c_uint64),
        "mr_batch_new": ([c.c_char_p, c.c_char_p, c.c_int, c.c_uint64, c.c_int, P, P, P, P, P] + err, c.c_int64),
        "mr_batch_shape": ([c.c_int64, P, P, P] + err, c.c_int64),
        "mr_batch_reset": ([c.c_int64] + err, c.c_int64),
        "mr_batch_step": ([c.c_int64, P] + err, c.c_int64),
        "mr_batch_random": ([c.c_int64, c.c_uint64, P] + err, c.c_int64),
        "mr_batch_close": ([c.c_int64], None),
        "mr_game_new": ([c.c_char_p, c.c_char_p, c.c_uint64] + err, c.c_int64),
        "mr_game_info": ([c.c_int64, P, P, P] + err, c.c_int64),
        "mr_game_legal_actions": ([c.c_int64, P, c.c_int] + err, c.c_int64),
        "mr_game_observation": ([c.c_int64, c.c_int, P, c.c_int] + err, c.c_int64),
        "mr_game_step": ([c.c_int64, c.c_int] + err, c.c_int64),
        "mr_game_rewards": ([c.c_int64, P] + err, c.c_int64),
        "mr_game_view_json": ([c.c_int64, c.c_int, c.c_char_p, c.c_int] + err, c.c_int64),
        "mr_game_record_json": ([c.c_int64, c.c_char_p, c.c_int] + err, c.c_int64),
        "mr_game_close": ([c.c_int64], None),
    }
    for name, (args, res) in sig.items():
        f = getattr(lib, name)
        f.argtypes, f.restype = args, res
    _lib = lib
    return lib


class _Err:
    """A buffer the library writes an error into, raised as a RuleError."""

    def __init__(self):
        self.buf = ctypes.create_string_buffer(_ERRLEN)

    def check(self, result):
        if result < 0:
            e = json.loads(self.buf.value.decode())
            raise _KINDS.get(e["kind"], RuleError)(e["kind"], e["code"], e["words"])
        return result


def _config(config):
    if config is None:
        return None
    if isinstance(config, dict):
        config = json.dumps(config)
    return config.encode()


def _ptr(a):
    return a.ctypes.data_as(ctypes.c_void_p)


def episode_seed(seed, game, episode):
    """The seed game `game` of a VectorEnv reset with `seed` deals its
    `episode`-th game (0 first) from, as sdk.EpisodeSeed."""
    return library().mr_episode_seed(seed, game, episode)


class VectorEnv:
    """num_envs games of one game and config, stepped at once in place.

    The shapes are Gymnasium's vector API's, with one difference: rewards are
    per seat, an array of (num_envs, seats), since every seat of a
    multi-player game has its own; the seat each game waits on is in
    infos["to_move"] and its legal actions in infos["action_mask"].

    The arrays reset and step return are the library's own buffers, written
    again by the next call (no copy a step): copy what you keep.
    A finished game reports termination once, with its final rewards and last
    observation, and starts again on the next step from its next seed, whatever
    action that step gives it (next-step autoreset, as Gymnasium 1.0).
    """

    def __init__(self, game, num_envs, config=None, seed=0, workers=0, observations=True):
        lib = library()
        err = _Err()
        cfg = _config(config)
        self.game, self.num_envs, self._config, self._workers = game, num_envs, cfg, workers
        self.num_actions = err.check(lib.mr_num_actions(game.encode(), cfg, err.buf, _ERRLEN))
        self.observation_size = err.check(lib.mr_observation_size(game.encode(), cfg, err.buf, _ERRLEN))
        probe = AECEnv(game, config, seed=0)
        self.num_seats = len(probe.possible_agents)
        probe.close()
        n = num_envs
        self._obs = np.zeros((n, self.observation_size), np.float32) if observations else None
        self._mask = np.zeros((n, self.num_actions), np.uint8) if observations else None
        self._rewards = np.zeros((n, self.num_seats), np.float32)
        self._done = np.zeros(n, np.bool_)
        self._to_move = np.zeros(n, np.int8)
        self._actions = np.zeros(n, np.int32)
        self._truncations = np.zeros(n, np.bool_)
        self._handle = 0
        self._open(seed)

    def _open(self, seed):
        lib, err = library(), _Err()
        if self._handle:
            lib.mr_batch_close(self._handle)
            self._handle = 0
        obs = _ptr(self._obs) if self._obs is not None else None
        mask = _ptr(self._mask) if self._mask is not None else None
        self._handle = err.check(lib.mr_batch_new(
            self.game.encode(), self._config, self.num_envs, seed, self._workers, obs, mask,
            _ptr(self._rewards), _ptr(self._done), _ptr(self._to_move), err.buf, _ERRLEN))
        self.seed = seed

    def _infos(self):
        infos = {"to_move": self._to_move}
        if self._mask is not None:
            infos["action_mask"] = self._mask
        return infos

    def reset(self, seed=None, options=None):
        """Every game from its first seed: (observations, infos)."""
        if seed is not None and seed != self.seed:
            self._open(seed)
        else:
            err = _Err()
            err.check(library().mr_batch_reset(self._handle, err.buf, _ERRLEN))
        return self._obs, self._infos()

    def step(self, actions):
        """One action id per game: (observations, rewards, terminations,
        truncations, infos). An illegal action raises IllegalMove naming the
        game, and no game moves."""
        a = np.ascontiguousarray(actions, dtype=np.int32)
        if a.shape != (self.num_envs,):
            raise BadConfig("bad config", "", f"a step gives one action to each of the {self.num_envs} games, not {a.shape}")
        err = _Err()
        err.check(library().mr_batch_step(self._handle, _ptr(a), err.buf, _ERRLEN))
        return self._obs, self._rewards, self._done, self._truncations, self._infos()

    def random_actions(self, seed):
        """A legal action of every game, drawn uniformly from seed (the
        random policy; an array the next call writes again)."""
        err = _Err()
        err.check(library().mr_batch_random(self._handle, seed, _ptr(self._actions), err.buf, _ERRLEN))
        return self._actions

    def close(self):
        if self._handle:
            library().mr_batch_close(self._handle)
            self._handle = 0

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass


class AECEnv:
    """One game, turn by turn, shaped like PettingZoo's AEC API: agents are
    the seats "P0", "P1", ...; agent_selection is the seat to move; observe(agent)
    is {"observation": ..., "action_mask": ...} (the mask all 0 for a seat not
    to move); step(action) makes the selected agent's move; rewards hold each
    seat's win share on the game's last step. Once the game is over every agent
    is terminated, and each is stepped with None to leave, as PettingZoo's
    dead-agent steps go."""

    metadata = {"name": "mafiarules", "is_parallelizable": False}

    def __init__(self, game, config=None, seed=0):
        self.game, self._config = game, _config(config)
        self._handle = 0
        self.reset(seed)

    def reset(self, seed=None, options=None):
        lib, err = library(), _Err()
        if seed is None:
            seed = getattr(self, "seed", 0)
        if self._handle:
            lib.mr_game_close(self._handle)
        self._handle = err.check(lib.mr_game_new(self.game.encode(), self._config, seed, err.buf, _ERRLEN))
        self.seed = seed
        seats, _, _ = self._info()
        self.possible_agents = [f"P{p}" for p in range(seats)]
        self.agents = list(self.possible_agents)
        self.num_actions = err.check(lib.mr_num_actions(self.game.encode(), self._config, err.buf, _ERRLEN))
        self.observation_size = err.check(lib.mr_observation_size(self.game.encode(), self._config, err.buf, _ERRLEN))
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def _info(self):
        seats, to_move, over = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
        err = _Err()
        err.check(library().mr_game_info(self._handle, ctypes.byref(seats), ctypes.byref(to_move),
                                         ctypes.byref(over), err.buf, _ERRLEN))
        return seats.value, to_move.value, bool(over.value)

    def _select(self):
        _, to_move, over = self._info()
        if over:
            self.agent_selection = self.agents[0] if self.agents else None
        else:
            self.agent_selection = f"P{to_move}"

    def legal_actions(self):
        """The action ids of the legal moves of the seat to move."""
        lib, err = library(), _Err()
        out = np.zeros(256, np.int32)
        n = err.check(lib.mr_game_legal_actions(self._handle, _ptr(out), len(out), err.buf, _ERRLEN))
        if n > len(out):
            out = np.zeros(n, np.int32)
            err.check(lib.mr_game_legal_actions(self._handle, _ptr(out), n, err.buf, _ERRLEN))
        return out[:n].copy()

    def observe(self, agent):
        seat = int(agent[1:])
        obs = np.zeros(self.observation_size, np.float32)
        err = _Err()
        err.check(library().mr_game_observation(self._handle, seat, _ptr(obs), len(obs), err.buf, _ERRLEN))
        mask = np.zeros(self.num_actions, np.uint8)
        if agent == self.agent_selection and not self.terminations[agent]:
            mask[self.legal_actions()] = 1
        return {"observation": obs, "action_mask": mask}

    def last(self):
        a = self.agent_selection
        return self.observe(a), self._cumulative_rewards[a], self.terminations[a], self.truncations[a], self.infos[a]

    def step(self, action):
        a = self.agent_selection
        if self.terminations[a] or self.truncations[a]:
            if action is not None:
                raise GameOver("game is over", "", f"{a} is terminated: step it with None")
            self.agents.remove(a)
            self.agent_selection = self.agents[0] if self.agents else None
            return
        err = _Err()
        err.check(library().mr_game_step(self._handle, int(action), err.buf, _ERRLEN))
        self._cumulative_rewards[a] = 0.0
        seats, _, over = self._info()
        for x in self.agents:
            self.rewards[x] = 0.0
        if over:
            r = np.zeros(seats, np.float32)
            err.check(library().mr_game_rewards(self._handle, _ptr(r), err.buf, _ERRLEN))
            for p, x in enumerate(self.possible_agents):
                self.rewards[x] = float(r[p])
                self._cumulative_rewards[x] += float(r[p])
                self.terminations[x] = True
        self._select()

    def _text(self, fn, *args):
        err = _Err()
        buf = ctypes.create_string_buffer(1 << 16)
        n = err.check(fn(self._handle, *args, buf, len(buf), err.buf, _ERRLEN))
        if n >= len(buf):
            buf = ctypes.create_string_buffer(n + 1)
            err.check(fn(self._handle, *args, buf, len(buf), err.buf, _ERRLEN))
        return buf.value.decode()

    def view_json(self, agent=None):
        """The position as agent's seat sees it (None: a spectator), as JSON."""
        seat = -1 if agent is None else int(agent[1:])
        return json.loads(self._text(library().mr_game_view_json, seat))

    def record(self):
        """The game so far as the SDK's record (moves in notation, hashes)."""
        return json.loads(self._text(library().mr_game_record_json))

    def close(self):
        if self._handle:
            library().mr_game_close(self._handle)
            self._handle = 0

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass
