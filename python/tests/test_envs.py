"""Tests of the Python package: run from the repository's root with

    /usr/bin/python3 -m unittest discover -s python/tests

They build the C library into a temporary directory (go on the PATH, a C
compiler for cgo) unless MAFIARULES_LIB names one already built.
"""

import hashlib
import json
import os
import subprocess
import sys
import tempfile
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))

import mafiarules  # noqa: E402

GAMES = ["mafia", "nostracity", "speakeasy", "tonytino"]
_tmp = None


def setUpModule():
    global _tmp
    if os.environ.get("MAFIARULES_LIB"):
        return
    _tmp = tempfile.TemporaryDirectory()
    lib = os.path.join(_tmp.name, "libmafiarules.so")
    subprocess.run(["go", "build", "-buildmode=c-shared", "-o", lib, "./capi"], cwd=ROOT, check=True)
    os.environ["MAFIARULES_LIB"] = lib


def tearDownModule():
    if _tmp is not None:
        _tmp.cleanup()


class VectorEnvTest(unittest.TestCase):
    def test_random_games_of_every_game_play_to_their_ends(self):
        for game in GAMES:
            with self.subTest(game=game):
                env = mafiarules.VectorEnv(game, 4, seed=1)
                obs, infos = env.reset()
                self.assertEqual(obs.shape, (4, env.observation_size))
                self.assertEqual(infos["action_mask"].shape, (4, env.num_actions))
                ended = np.zeros(4, bool)
                terminations = np.zeros(4, bool)
                for k in range(20000):
                    actions = env.random_actions(k)
                    mask = infos["action_mask"]
                    for i, a in enumerate(actions):
                        if not terminations[i]:  # a game just ended starts again, whatever its action
                            self.assertEqual(mask[i, a], 1, f"step {k} game {i}: a random action outside the mask")
                    obs, rewards, terminations, truncations, infos = env.step(actions)
                    self.assertEqual(rewards.shape, (4, env.num_seats))
                    for i in np.flatnonzero(terminations):
                        self.assertAlmostEqual(float(rewards[i].sum()), 1.0, places=5, msg=f"game {i}'s win shares")
                    ended |= terminations
                    if ended.all():
                        break
                self.assertTrue(ended.all(), f"{game}: games not over after 20000 steps")
                env.close()

    def test_steps_write_the_same_arrays_without_a_copy(self):
        env = mafiarules.VectorEnv("tonytino", 8, seed=2)
        obs, infos = env.reset()
        obs2, rewards, terminations, _, infos2 = env.step(env.random_actions(0))
        self.assertIs(obs, obs2)
        self.assertIs(infos["action_mask"], infos2["action_mask"])
        env.close()

    def test_the_same_seed_gives_the_go_batchs_trajectories(self):
        with open(os.path.join(HERE, "testdata", "batch_digests.json")) as f:
            want = json.load(f)
        for game in GAMES:
            with self.subTest(game=game):
                env = mafiarules.VectorEnv(game, 4, seed=3)
                h = hashlib.sha256()
                for k in range(40):
                    obs, rewards, done, _, infos = env.step(env.random_actions(k))
                    h.update(obs.astype("<f4").tobytes())
                    h.update(infos["action_mask"].tobytes())
                    h.update(rewards.astype("<f4").tobytes())
                    h.update(np.stack([done.astype(np.uint8), infos["to_move"].view(np.uint8)], axis=1).tobytes())
                self.assertEqual(h.hexdigest(), want[game], "the Python batch is not the Go batch")
                env.close()

    def test_each_game_is_the_game_played_alone(self):
        for game in GAMES:
            with self.subTest(game=game):
                env = mafiarules.VectorEnv(game, 3, seed=9)
                obs, infos = env.reset()
                alone = [mafiarules.AECEnv(game, seed=mafiarules.episode_seed(9, i, 0)) for i in range(3)]
                for k in range(30):
                    for i, g in enumerate(alone):
                        o = g.observe(g.agent_selection)
                        np.testing.assert_array_equal(obs[i], o["observation"])
                        np.testing.assert_array_equal(infos["action_mask"][i], o["action_mask"])
                        self.assertEqual(f"P{infos['to_move'][i]}", g.agent_selection)
                    actions = env.random_actions(k).copy()
                    obs, _, done, _, infos = env.step(actions)
                    for i, g in enumerate(alone):
                        g.step(int(actions[i]))
                    if done.any():
                        break
                env.close()

    def test_an_illegal_action_raises_naming_its_game_and_moves_no_game(self):
        env = mafiarules.VectorEnv("tonytino", 4, seed=4)
        obs, infos = env.reset()
        before = obs.copy()
        actions = env.random_actions(0).copy()
        actions[2] = int(np.flatnonzero(infos["action_mask"][2] == 0)[0])
        with self.assertRaises(mafiarules.IllegalMove) as e:
            env.step(actions)
        self.assertIn("game 2", e.exception.words)
        self.assertEqual(e.exception.kind, "illegal move")
        np.testing.assert_array_equal(obs, before)
        with self.assertRaises(mafiarules.BadConfig):
            mafiarules.VectorEnv("tonytino", 4, config={"players": 3})
        with self.assertRaises(mafiarules.BadConfig):
            mafiarules.VectorEnv("chess", 4)
        env.close()


class AECEnvTest(unittest.TestCase):
    def test_random_games_of_every_game_play_to_their_ends(self):
        rng = np.random.default_rng(5)
        for game in GAMES:
            with self.subTest(game=game):
                env = mafiarules.AECEnv(game, seed=6)
                moves = 0
                while env.agents:
                    obs, reward, termination, truncation, info = env.last()
                    if termination:
                        env.step(None)
                        continue
                    legal = env.legal_actions()
                    np.testing.assert_array_equal(np.flatnonzero(obs["action_mask"]), np.sort(legal))
                    env.step(int(rng.choice(legal)))
                    moves += 1
                    self.assertLess(moves, 20000)
                self.assertAlmostEqual(sum(env._cumulative_rewards.values()), 1.0, places=5)
                rec = env.record()
                self.assertEqual(rec["game"], game)
                self.assertTrue(rec["over"])
                self.assertEqual(len(rec["moves"]), moves)
                self.assertEqual(env.view_json("P0")["view"], "P0")
                env.close()

    def test_an_illegal_action_raises_with_the_rules_words(self):
        env = mafiarules.AECEnv("tonytino", seed=1)
        legal = set(env.legal_actions())
        bad = next(a for a in range(env.num_actions) if a not in legal)
        with self.assertRaises(mafiarules.IllegalMove) as e:
            env.step(bad)
        self.assertEqual(e.exception.kind, "illegal move")
        self.assertTrue(e.exception.words)
        with self.assertRaises(mafiarules.BadConfig):
            mafiarules.AECEnv("mafia", config='{"players": 9}')
        env.close()


if __name__ == "__main__":
    unittest.main()
