"""Emit eval/datasets/conversations-dev.jsonl: long conversations between named people, one utterance per memory.

Run: python eval/sources/conversations.py

A development set shaped unlike openbrain-dev.jsonl (short engineering notes, where words and meaning agree):
here each group is one long chat between two friends over many sessions. Every memory is one utterance prefixed
with its speaker's name ("Maya: ..."), most of them small talk ("Haha, same here!", "How was your week?"), and
the facts come up in passing, in the first person, inside chatter ("we finally got a puppy, a beagle we named
Biscuit"). Questions are asked later, in the third person, as someone who read the chats would ask them:

* ``single``: one fact said once ("What did Maya name her dog?");
* ``multi``: a fact spread over sessions, every utterance needed ("Which instruments does Priya play?");
* ``temporal``: when something happened ("When did Tom run his first half marathon?"), answered by the utterance
  that tells of it.

Replies and small talk reuse the facts' words on purpose ("Aww, beagles are the best!"), so that word overlap
alone does not find the answer. Real chats repeat short turns exactly ("Thanks!"); so does this one, and the
evaluation stores such a repeat once. Everything is generated from the templates below with a fixed seed: the
same file every run, nothing copied from any real conversation or benchmark.
"""

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE.parent / "datasets" / "conversations-dev.jsonl"
SEED = 20261123
SESSIONS = 14

PAIRS = [
    ("chat-maya-tom", "Maya", "Tom"),
    ("chat-priya-daniel", "Priya", "Daniel"),
    ("chat-lena-marcus", "Lena", "Marcus"),
    ("chat-sofia-kenji", "Sofia", "Kenji"),
    ("chat-amara-felix", "Amara", "Felix"),
    ("chat-nora-elias", "Nora", "Elias"),
    ("chat-zoe-rafael", "Zoe", "Rafael"),
    ("chat-hana-oliver", "Hana", "Oliver"),
]

# Small talk: openers, reactions, questions back, and filler about everyday things. {other} is the listener.
OPENERS = [
    "Hey {other}! How have you been?",
    "Hi {other}, long time no talk!",
    "Morning! How was your weekend?",
    "Hey! Sorry I went quiet, this week has been a lot.",
    "Hi! Got a minute to catch up?",
    "Hey you! What's new?",
    "Good to hear from you, {other}!",
]
REACTIONS = [
    "Thanks!",
    "Haha, same here!",
    "That's amazing!",
    "Oh wow, really?",
    "No way!",
    "That sounds lovely.",
    "I totally get that.",
    "Ha, classic.",
    "Love that for you!",
    "Ugh, I know the feeling.",
    "That's so exciting!",
    "Aww, that's sweet.",
    "Fair enough!",
    "Good for you!",
]
QUESTIONS_BACK = [
    "How about you, anything new?",
    "What have you been up to lately?",
    "How's work treating you?",
    "How was the rest of your week?",
    "Any plans for the weekend?",
    "How are you feeling about everything?",
    "Did you end up doing anything fun?",
]
FILLER = [
    "Work has been busy, lots of meetings and not much getting done.",
    "I've mostly been at home, trying to catch up on sleep.",
    "The weather has been so grey, I can't wait for some sun.",
    "I binge-watched a whole series this weekend, no regrets.",
    "I keep meaning to call my parents more often.",
    "My neighbour's renovation has been going on for weeks, the noise is unreal.",
    "I finally cleaned out the garage, it took the whole Saturday.",
    "I've been trying to cook more instead of ordering in.",
    "Traffic this morning was a nightmare, I was late again.",
    "I signed up for a newsletter about gardening, not sure why.",
    "We had friends over for dinner and stayed up way too late.",
    "I need a holiday, even a short one.",
    "I spent the evening reading on the balcony, very relaxing.",
    "The coffee place near my office closed, I'm devastated.",
    "I've been walking more, trying to get my steps in.",
    "My phone screen cracked, so that was a fun afternoon.",
    "I went to a friend's birthday party, it was loud but fun.",
    "We watched a documentary about the ocean last night.",
    "I've been going to bed earlier and it actually helps.",
    "Nothing much, just the usual routine.",
]
CLOSERS = [
    "Talk soon!",
    "Take care, {other}!",
    "Gotta run, catch you later!",
    "Let's catch up again soon.",
    "Have a good night!",
    "Bye for now!",
]


@dataclass
class Fact:
    """One kind of personal fact: how its speaker tells it, how a listener reacts, how it is asked about later.

    ``tell``: first-person utterances carrying the fact ({v} the value, {when} a relative time); ``reply``: the
    listener's reaction, sharing the topic's words but not the fact; ``chatter``: the same topic again, without
    the fact, in another session; ``ask``: third-person questions ({name} the speaker); ``category``.
    """

    key: str
    values: list[str]
    tell: list[str]
    reply: list[str]
    chatter: list[str]
    ask: list[str]
    category: str = "single"


FACTS = [
    Fact(
        "pet",
        ["Biscuit", "Pepper", "Mochi", "Waffles", "Juniper", "Ziggy", "Nugget"],
        [
            "Big news, we finally adopted a puppy! A little beagle, we named him {v}.",
            "So we brought home a rescue pup last week. {v} has already chewed two pairs of shoes, haha.",
            "Meet the newest family member: a scruffy terrier mix called {v}.",
        ],
        [
            "Aww, I love dogs! Send pictures!",
            "A puppy! Beagles are the best, so much energy.",
            "Puppies are so much work, good luck!",
        ],
        ["The dog park was packed today, so many dogs.", "I walked past a pet shop and almost went in, haha."],
        ["What did {name} name the dog?", "What is the name of {name}'s dog?", "What is {name}'s puppy called?"],
    ),
    Fact(
        "job",
        [
            "a nurse at the children's hospital",
            "a data analyst at an insurance firm",
            "a sous-chef at a bistro",
            "a high school chemistry teacher",
            "an architect at a small studio",
            "a physiotherapist",
            "a bus driver",
        ],
        [
            "Guess what, I accepted the offer! Starting next month as {v}.",
            "I switched careers, I'm now working as {v} and I actually like Mondays again.",
            "After all those interviews I finally landed it: {v}.",
        ],
        [
            "Congrats on the new job!",
            "Job hunting is exhausting, I'm glad it's over for you.",
            "A new job, how exciting!",
        ],
        ["My job has been stressful, the deadlines keep moving.", "Work has been so slow this week, I'm bored."],
        [
            "What job did {name} start?",
            "What does {name} do for a living now?",
            "Where does {name} work after changing careers?",
        ],
    ),
    Fact(
        "marathon",
        ["half marathon", "10K trail race", "full marathon", "sprint triathlon", "charity 5K"],
        [
            "I did it, I ran my first {v} {when}! My legs are jelly.",
            "Crossed the finish line of the {v} {when}, I almost cried.",
        ],
        [
            "Running that far sounds impossible to me, well done!",
            "Your legs must hurt, rest up!",
            "A race! How did you even train for that?",
        ],
        [
            "I went for a run but gave up after ten minutes, haha.",
            "My running shoes are falling apart, I need new ones.",
        ],
        ["When did {name} run the {v}?", "When did {name} finish the {v}?"],
        "temporal",
    ),
    Fact(
        "trip",
        ["Lisbon", "Kyoto", "Reykjavik", "Marrakesh", "Vancouver", "Cape Town", "Hanoi"],
        [
            "We just got back from {v} {when}, the food alone was worth the flight.",
            "I spent a week in {v} {when}. I'm still dreaming about the views.",
        ],
        [
            "I've always wanted to travel more!",
            "Trips like that are the best, how was the flight?",
            "Jealous! I need a vacation so badly.",
        ],
        [
            "I was looking at flights but everything is so expensive.",
            "Travel plans keep falling through for me this year.",
        ],
        ["When did {name} travel to {v}?", "When was {name}'s trip to {v}?"],
        "temporal",
    ),
    Fact(
        "sibling",
        ["Rosa", "Theo", "Ingrid", "Omar", "Clara", "Jonas"],
        [
            "My little sister {v} is getting married in the spring, I'm the maid of honour!",
            "My brother {v} just moved in with me for a few months, it's chaos.",
        ],
        ["Family stuff is always complicated, haha.", "That's so nice, are you close?", "A wedding! I love weddings."],
        ["My family group chat is out of control today.", "I had a long call with my mom about holidays."],
        ["What is the name of {name}'s sibling?", "Who is {name}'s sibling?"],
    ),
    Fact(
        "book",
        [
            "a novel about a lighthouse keeper",
            "a biography of Marie Curie",
            "a history of the silk road",
            "a sci-fi book about generation ships",
            "a memoir by a mountain guide",
        ],
        [
            "I couldn't put it down, I've been reading {v} every night.",
            "My book club picked {v} and for once I actually finished it.",
        ],
        [
            "I need a good book, I keep starting and stopping.",
            "Reading before bed is the best habit.",
            "Ooh, I'll add it to my list!",
        ],
        ["I haven't read anything in ages, my attention span is gone.", "I bought three books and read none of them."],
        ["What book has {name} been reading?", "What did {name}'s book club read?"],
    ),
    Fact(
        "food",
        ["ramen", "mushroom risotto", "shakshuka", "pad thai", "lemon tart", "pierogi"],
        [
            "I tried making {v} from scratch and honestly it's now my favourite thing to cook.",
            "Nothing beats {v}, I could eat it every single day.",
        ],
        ["Now I'm hungry, thanks a lot.", "You should cook for me sometime!", "Cooking at home is so satisfying."],
        ["I ordered takeaway again, I'm so lazy with cooking.", "We tried a new restaurant, it was just okay."],
        ["What is {name}'s favourite dish?", "What does {name} love to cook?"],
    ),
    Fact(
        "move",
        ["Glasgow", "Austin", "Melbourne", "Munich", "Porto", "Montreal"],
        [
            "Update: we signed the lease! We're moving to {v} at the end of the month.",
            "It's official, I'm relocating to {v} for good. Boxes everywhere.",
        ],
        [
            "Moving is the worst, I hope it goes smoothly.",
            "A new city, how exciting! Do you know anyone there?",
            "Packing is so stressful.",
        ],
        ["Our landlord is raising the rent again, ugh.", "I keep looking at apartments online for fun."],
        ["Which city did {name} move to?", "Where is {name} relocating to?"],
    ),
    Fact(
        "car",
        ["an old red Volvo", "a second-hand electric hatchback", "a vintage VW camper van", "a tiny blue Fiat"],
        [
            "I finally bought a car: {v}! Road trip soon?",
            "So the old bike got stolen and I ended up getting {v}.",
        ],
        ["Cars are so expensive now.", "Road trip, yes please!", "Does it drive well?"],
        ["Parking in my street is impossible.", "I got stuck behind a tractor for twenty minutes, haha."],
        ["What car did {name} buy?", "What vehicle does {name} drive now?"],
    ),
    Fact(
        "allergy",
        ["peanuts", "shellfish", "cats", "pollen", "penicillin"],
        [
            "Turns out I'm allergic to {v}, the doctor confirmed it yesterday. That explains a lot.",
            "Quick warning for the party: I can't be anywhere near {v}, bad allergy.",
        ],
        ["Oh no, allergies are no joke.", "Good to know, I'll remember that.", "That must be annoying to deal with."],
        ["My hay fever is acting up, I sneezed all day.", "I went to the doctor for a check-up, all fine."],
        ["What is {name} allergic to?", "What allergy does {name} have?"],
    ),
]

# Facts told in two parts in two sessions: a question about them needs both utterances.
MULTI = [
    Fact(
        "instruments",
        ["cello|ukulele", "piano|drums", "violin|harmonica", "guitar|saxophone", "flute|banjo"],
        [
            "I started taking {v0} lessons, my teacher is very patient with me.",
            "I dug out my old {v1} and have been playing it every evening.",
        ],
        [
            "Music is such a good hobby.",
            "I always wanted to learn an instrument!",
            "Your neighbours must love you, haha.",
        ],
        ["I went to a concert in the park, the band was great.", "I made a playlist for the car, it's all old songs."],
        ["Which instruments does {name} play?", "What musical instruments is {name} learning?"],
        "multi",
    ),
    Fact(
        "volunteer",
        [
            "the food bank|the animal shelter",
            "a literacy program|a beach clean-up",
            "a community garden|a soup kitchen",
            "the hospice|a youth football club",
        ],
        [
            "I've started volunteering at {v0} on Saturdays, it feels good to help.",
            "This month I also signed up to help at {v1}, it was tiring but worth it.",
        ],
        ["That's really kind of you.", "I should volunteer more, honestly.", "How do you find the time?"],
        ["I donated a bag of old clothes, that's my good deed for the year.", "Weekends go by so fast, don't they?"],
        ["Where does {name} volunteer?", "What volunteering does {name} do?"],
        "multi",
    ),
    Fact(
        "classes",
        ["pottery|salsa", "Spanish|photography", "rock climbing|watercolour", "yoga|Italian cooking"],
        [
            "I signed up for a {v0} class on Tuesdays, I'm terrible but having fun.",
            "Also I joined a {v1} course at the community centre, new hobby unlocked.",
        ],
        ["Classes are a great way to meet people.", "You're so productive!", "I need a hobby that isn't my phone."],
        ["I keep saying I'll take a class and never do.", "The community centre near me is closing for repairs."],
        ["What classes has {name} signed up for?", "Which hobbies has {name} taken classes in?"],
        "multi",
    ),
]


@dataclass
class Utterance:
    speaker: str
    text: str
    answers: list[str] = field(default_factory=list)  # question keys this utterance answers


def relative(rng: random.Random) -> str:
    return rng.choice(["yesterday", "last weekend", "last Saturday", "on Sunday", "earlier this week", "two days ago"])


def build_group(rng: random.Random, group: str, a: str, b: str) -> tuple[list[Utterance], list[dict]]:
    """One conversation between ``a`` and ``b`` and the questions about it."""
    people = (a, b)
    # Each person gets a few single facts and one multi-part fact; facts are spread over the sessions.
    plans: list[tuple[int, str, str, Fact, dict[str, str]]] = []  # (session, speaker, question key, fact, values)
    questions: list[dict] = []
    for person in people:
        for fact in rng.sample(FACTS, 9):
            value = rng.choice(fact.values)
            session = rng.randrange(SESSIONS)
            qkey = f"{person}-{fact.key}"
            plans.append((session, person, qkey, fact, {"v": value}))
            questions.append(
                {"key": qkey, "category": fact.category, "query": rng.choice(fact.ask).format(name=person, v=value)}
            )
        fact = rng.choice(MULTI)
        first, second = rng.choice(fact.values).split("|")
        s1, s2 = sorted(rng.sample(range(SESSIONS), 2))
        qkey = f"{person}-{fact.key}"
        plans.append((s1, person, qkey, Fact(**{**fact.__dict__, "tell": [fact.tell[0]]}), {"v0": first}))
        plans.append((s2, person, qkey, Fact(**{**fact.__dict__, "tell": [fact.tell[1]]}), {"v1": second}))
        questions.append({"key": qkey, "category": "multi", "query": rng.choice(fact.ask).format(name=person)})

    utterances: list[Utterance] = []
    for session in range(SESSIONS):
        starter = people[session % 2]
        other = people[1 - session % 2]
        turn: list[Utterance] = [
            Utterance(starter, rng.choice(OPENERS).format(other=other)),
            Utterance(other, rng.choice(REACTIONS + QUESTIONS_BACK)),
        ]
        todays = [p for p in plans if p[0] == session]
        rng.shuffle(todays)
        for _, speaker, qkey, fact, values in todays:
            listener = people[1 - people.index(speaker)]
            for _ in range(rng.randint(1, 3)):  # chatter before the fact comes up
                who = rng.choice(people)
                turn.append(Utterance(who, rng.choice(FILLER + QUESTIONS_BACK + REACTIONS)))
            text = rng.choice(fact.tell).format(when=relative(rng), **values)
            turn.append(Utterance(speaker, text, [qkey]))
            turn.append(Utterance(listener, rng.choice(fact.reply)))
            if rng.random() < 0.5:
                turn.append(Utterance(speaker, rng.choice(REACTIONS)))
        # The same topics come back without the fact, in other sessions (distractors).
        for fact in rng.sample(FACTS + MULTI, 3):
            turn.append(Utterance(rng.choice(people), rng.choice(fact.chatter)))
            turn.append(Utterance(rng.choice(people), rng.choice(REACTIONS + QUESTIONS_BACK)))
        for _ in range(rng.randint(4, 8)):
            turn.append(Utterance(rng.choice(people), rng.choice(FILLER + REACTIONS)))
        turn.append(Utterance(other, rng.choice(CLOSERS).format(other=starter)))
        turn.append(Utterance(starter, rng.choice(CLOSERS).format(other=other)))
        utterances.extend(turn)
    return utterances, questions


def main() -> None:
    rng = random.Random(SEED)
    memories: list[dict] = []
    queries: list[dict] = []
    for group, a, b in PAIRS:
        utterances, questions = build_group(rng, group, a, b)
        answers: dict[str, list[str]] = {}
        for u in utterances:
            mid = f"c{len(memories) + 1:05d}"
            memories.append(
                {
                    "kind": "memory",
                    "id": mid,
                    "group": group,
                    "text": f"{u.speaker}: {u.text}",
                    "type": "observation",
                    "project": None,
                    "tags": [],
                    "confidence": 0.8,
                }
            )
            for key in u.answers:
                answers.setdefault(key, []).append(mid)
        for question in questions:
            expected = answers[question["key"]]
            if question["category"] == "multi" and len(expected) != 2:
                raise SystemExit(f"build error: {question['key']} has {len(expected)} answers")
            queries.append(
                {
                    "kind": "query",
                    "id": f"cq{len(queries) + 1:04d}",
                    "group": group,
                    "category": question["category"],
                    "query": question["query"],
                    "expected": expected,
                }
            )
    with OUT.open("w", encoding="utf-8") as fh:
        for record in memories + queries:
            fh.write(json.dumps(record, ensure_ascii=False) + "\n")
    print(f"wrote {OUT.name}: {len(memories)} memories, {len(queries)} queries, {len(PAIRS)} groups")


if __name__ == "__main__":
    main()
