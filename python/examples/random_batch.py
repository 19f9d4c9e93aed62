"""Steps a batch of games with the random policy and prints steps a second.

    /usr/bin/python3 python/examples/random_batch.py [game] [num_envs] [steps]

It trains nothing: it is the loop a trainer's rollout runs, with a policy
that draws a legal action of every game (a model would read obs and the
mask instead).
"""

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import mafiarules  # noqa: E402


def main():
    game = sys.argv[1] if len(sys.argv) > 1 else "tonytino"
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 1024
    steps = int(sys.argv[3]) if len(sys.argv) > 3 else 500
    env = mafiarules.VectorEnv(game, n, seed=1)
    obs, infos = env.reset()
    games = 0
    start = time.perf_counter()
    for k in range(steps):
        actions = env.random_actions(k)
        obs, rewards, terminations, truncations, infos = env.step(actions)
        games += int(terminations.sum())
    elapsed = time.perf_counter() - start
    print(f"{game}: {n} games x {steps} steps in {elapsed:.2f} s: "
          f"{n * steps / elapsed:,.0f} steps/s, {games} games finished "
          f"({env.observation_size} numbers observed, {env.num_actions} actions masked a step)")
    env.close()


if __name__ == "__main__":
    main()
