"""Emit eval/datasets/capture-histories.jsonl: whole user-assistant histories to send through capture, then questions.

Run: python eval/sources/capture_chats.py

Capture is judged end to end, as an agent runtime uses it: each history goes turn by turn to ``POST /v1/capture``
(the user's message and the assistant's reply, as the OpenClaw plugin's ``agent_end`` sends them), and each question
then goes to ``POST /v1/prompt-context``; a question is answered when a turn that holds its evidence (or a memory
captured from it) is in the injected block. ``eval/capture.py`` runs it.

The histories have the shape of the held-out benchmark the issue describes: per user about 50 sessions and 240 user
turns, the user's personal facts said in passing inside other requests (from the templates of
``assistant_chats.py``: a dog's name, a move to another city, a trip's dates), changes of a fact sessions later,
turns that reopen a topic without the fact, chatter ("Thanks!", "looks good", "run it again"), and assistant replies
of generic advice ("Exercise has many benefits ...") that must not be kept as facts about the user.

Users are split before anything is measured: the first ``DEV_USERS`` are the dev split, on which capture and the
prompt path are tuned; the rest are the held-out split, reported and never looked at turn by turn. Everything comes
from the templates with a fixed seed: the same file every run.

Records (JSON lines):

* ``{"kind": "session", "group", "split", "session", "date", "turns": [{"id", "role", "content"}]}``, in time order;
* ``{"kind": "question", "id", "group", "split", "category", "question", "evidence": [turn ids], "stale": [turn
  ids]}``: ``evidence`` are the user turns that answer it (for ``multi`` all of them are needed), ``stale`` the turns
  that state an older value (``update``).
"""

import json
import random
import sys
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

import assistant_chats as chats  # noqa: E402  (the fact and task templates)

OUT = HERE.parent / "datasets" / "capture-histories.jsonl"
SEED = 20261125
SESSIONS = 50
USERS = [f"capture-user-{name}" for name in ("ada", "bo", "cyd", "dara", "eli", "fen", "gus", "hal", "ivy", "jo")]
DEV_USERS = 7  # the first seven users are the dev split; the last three are held out
START = date(2026, 3, 2)

CHATTER = [
    "Thanks!",
    "Thank you, that's helpful.",
    "ok",
    "Looks good.",
    "Perfect, thanks a lot.",
    "Great, run it again with the shorter version.",
    "Hmm, not quite. Try again?",
    "Yes please.",
    "Can you make it shorter?",
    "Sounds good to me.",
    "lol ok",
    "Continue.",
]

# Generic advice, as an assistant answers: sentences that are true in general and say nothing about the user.
ADVICE = [
    "Exercise has many benefits beyond just physical appearance.",
    "A good rule of thumb is to start small and build the habit over a few weeks.",
    "It is usually best to keep the tone friendly but clear.",
    "Many people find it helps to write things down the evening before.",
    "Consistency matters more than intensity when you are starting out.",
    "Sleep, water and regular meals make a bigger difference than most supplements.",
    "Here is a structure you can adapt to your own situation.",
    "You could also ask a friend to check it before you send it.",
    "Prices vary a lot by region, so compare a few options first.",
    "Keep a short list of what worked and what did not, and adjust from there.",
]
OPENERS = ["Sure!", "Good question.", "Here's a suggestion.", "Happy to help.", "Of course."]


def reply(rng: random.Random) -> str:
    """A generic assistant answer: an opener, two or three advice sentences and a short list."""
    lines = [rng.choice(OPENERS), " ".join(rng.sample(ADVICE, rng.randint(2, 3)))]
    steps = ["plan it", "try it for a week", "review it", "write it down"]
    lines += [f"- Step {n}: {rng.choice(steps)}." for n in (1, 2)]
    return "\n".join(lines)


def build(rng: random.Random, group: str, split: str, first_turn: int, first_question: int) -> list[dict]:
    """One user's sessions and questions."""
    sessions, questions = chats.build_user(rng)
    # build_user makes 44 sessions; a few more sessions of tasks alone bring the history to SESSIONS.
    for _ in range(SESSIONS - len(sessions)):
        at = rng.randrange(len(sessions) + 1)
        sessions.insert(at, [chats.Turn(text) for text in rng.choice(chats.TASKS)])
    records: list[dict] = []
    answers: dict[str, list[str]] = {}
    stale: dict[str, list[str]] = {}
    number = first_turn
    for index, turns in enumerate(sessions):
        texts = list(turns)
        for _ in range(rng.randint(1, 2)):  # chatter after some answer
            texts.insert(rng.randrange(1, len(texts) + 1), chats.Turn(rng.choice(CHATTER)))
        history = []
        for turn in texts:
            tid = f"t{number:06d}"
            number += 1
            history.append({"id": tid, "role": "user", "content": turn.text})
            history.append({"id": f"{tid}r", "role": "assistant", "content": reply(rng)})
            for key in turn.answers:
                answers.setdefault(key, []).append(tid)
            for key in turn.decoy_for:
                stale.setdefault(key, []).append(tid)
        day = START + timedelta(days=index * 3 + rng.randrange(3))
        records.append(
            {
                "kind": "session",
                "group": group,
                "split": split,
                "session": index,
                "date": day.isoformat(),
                "turns": history,
            }
        )
    for offset, question in enumerate(questions):
        records.append(
            {
                "kind": "question",
                "id": f"cq{first_question + offset:04d}",
                "group": group,
                "split": split,
                "category": question["category"],
                "question": question["query"],
                "evidence": answers[question["key"]],
                "stale": stale.get(question["key"], []),
            }
        )
    return records


def main() -> None:
    rng = random.Random(SEED)
    records: list[dict] = []
    turns = questions = 1
    for position, group in enumerate(USERS):
        split = "dev" if position < DEV_USERS else "held-out"
        made = build(rng, group, split, turns, questions)
        turns += sum(len(r["turns"]) // 2 for r in made if r["kind"] == "session")
        questions += sum(1 for r in made if r["kind"] == "question")
        records += made
    with OUT.open("w", encoding="utf-8") as fh:
        for record in records:
            fh.write(json.dumps(record, ensure_ascii=False) + "\n")
    user_turns = turns - 1
    print(f"wrote {OUT.name}: {len(USERS)} users, {user_turns} user turns, {questions - 1} questions")


if __name__ == "__main__":
    main()
