"""Emit eval/datasets/assistant-dev.jsonl: long chats of a user with an assistant, the user's turns as memories.

Run: python eval/sources/assistant_chats.py

The third development set, shaped unlike the other two (short engineering notes; chats between two friends): each
group is one user's history with an assistant over 44 sessions. Only the user's turns are stored, as an agent
would store them: long requests about everyday tasks (a cover letter, a recipe, a budget, a workout), no speaker
prefix, and the user's personal facts said in passing inside a request ("I just adopted a greyhound called Pixel,
so I need dinners that take 20 minutes. Any ideas?"). Questions come later, from the same user, in the second
person ("What is my dog's name?"):

* ``single``: a fact stated once, in passing;
* ``update``: a fact that changes in a later session ("we finally moved from Leeds to Bristol"); the question asks
  for the newest value, the newest turn is expected and the first statement is its ``decoy`` (it must not rank
  above the update);
* ``multi``: a question that needs two sessions, every turn expected ("Which two countries did I visit?");
* ``temporal``: when something happened or will happen, answered by the turn that says it.

Requests about the same topics without the fact come back in other sessions ("Can you suggest toys for a dog that
chews everything?"), so that the topic's words alone do not find the answer. Everything is generated from the
templates below with a fixed seed: the same file every run, nothing copied from any real chat or benchmark.
"""

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE.parent / "datasets" / "assistant-dev.jsonl"
SEED = 20261124
SESSIONS = 44
USERS = ["chat-user-ana", "chat-user-ben", "chat-user-chloe", "chat-user-dev", "chat-user-emil", "chat-user-farah"]

# Everyday tasks a user brings to an assistant: each is one session's thread of requests, first to last.
TASKS = [
    [
        "Can you help me write a cover letter for a project coordinator role at a logistics company?",
        "Make it a bit more formal and mention that I'm good at keeping several deadlines on track.",
        "Thanks. Could you shorten the second paragraph so the whole letter fits on one page?",
    ],
    [
        "I want to start running three times a week. Can you make me a beginner plan for the next eight weeks?",
        "What should I eat before an early morning run so I don't feel heavy?",
        "How do I know if I'm pushing too hard and should take a rest day?",
    ],
    [
        "Could you suggest a weekly meal prep plan that's cheap and mostly vegetarian?",
        "Can you turn that into a shopping list grouped by supermarket aisle?",
        "How long will the cooked lentils keep in the fridge?",
    ],
    [
        "I need to write an email to my landlord about a leaking kitchen tap that still isn't fixed.",
        "Can you make the tone firmer but still polite?",
        "Should I mention the date I first reported it?",
    ],
    [
        "Help me set up a simple monthly budget spreadsheet with categories for rent, food, transport and savings.",
        "What formula do I use to show how much is left in each category?",
        "Can you suggest a rule of thumb for how much to put into savings?",
    ],
    [
        "Can you explain the difference between a Roth IRA and a traditional IRA in plain words?",
        "Which one makes more sense if I expect my income to go up over the next years?",
    ],
    [
        "My Python script throws a KeyError when a column is missing from the CSV. How do I handle that nicely?",
        "Can you show me how to log the missing column names instead of crashing?",
        "Thanks, and how would I write a small test for that function?",
    ],
    [
        "I'd like some book recommendations for long train journeys, something gripping but not too heavy.",
        "Anything similar but non-fiction?",
    ],
    [
        "What are some good houseplants for a room that gets very little light?",
        "How often should I water a snake plant in winter?",
        "The leaves on one of them are turning yellow at the tips. What does that usually mean?",
    ],
    [
        "Can you help me plan a birthday dinner for eight people on a budget?",
        "Suggest a dessert that can be made the day before.",
        "What's a good non-alcoholic drink to serve with that?",
    ],
    [
        "I keep waking up at 4 am and can't fall asleep again. Any practical tips?",
        "Is it a bad idea to look at my phone when that happens?",
    ],
    [
        "Can you give me a 20-minute bodyweight workout I can do in a small flat?",
        "Make a version without jumping, the neighbours downstairs complain.",
    ],
    [
        "I want to learn basic Spanish before a trip. How should I structure 15 minutes of practice a day?",
        "Which apps or podcasts are good for listening practice at a beginner level?",
        "Can you give me ten phrases for ordering food in a restaurant?",
    ],
    [
        "Write a short, friendly message to my team saying I'll be out of office next week.",
        "Add who they should contact for urgent things, and keep it under 80 words.",
    ],
    [
        "What's a good way to organise photos from my phone so I can actually find them later?",
        "Should I pay for cloud storage or keep an external hard drive?",
    ],
    [
        "Can you explain how compound interest works with a simple example?",
        "If I put away 200 a month for ten years at 5 percent, roughly how much would that be?",
    ],
    [
        "I have to give a ten-minute talk at work and I get very nervous. How do I prepare?",
        "Can you help me write a strong opening line about improving our onboarding process?",
        "What do I do if my mind goes blank in the middle?",
    ],
    [
        "Can you suggest some board games for four adults who don't play a lot of games?",
        "Which of those works with only two players?",
    ],
    [
        "How do I remove a red wine stain from a light carpet?",
        "And if it's already dried?",
    ],
    [
        "I want to cut down on coffee. How do I do that without headaches?",
        "What are some warm drinks I could have in the afternoon instead?",
    ],
    [
        "Can you write a thank-you note to a colleague who helped me with a difficult report?",
        "Make it a little warmer and less like a template.",
    ],
    [
        "Help me plan a weekend of hiking with a moderate difficulty, about five hours of walking a day.",
        "What should I pack for a day hike if the weather is unpredictable?",
        "How do I avoid blisters on a long walk?",
    ],
    [
        "Give me a few ideas for a small vegetable patch on a sunny balcony.",
        "Which of those can grow in pots that are only 30 cm deep?",
    ],
    [
        "I'm trying to read more. How do I build a daily reading habit that sticks?",
        "Is it cheating to count audiobooks?",
    ],
    [
        "Can you help me compare two phone contracts? One is cheaper but has less data.",
        "How much mobile data does streaming music for an hour use, roughly?",
    ],
    [
        "What's a simple way to start meditating if I've never done it before?",
        "How long until I'd notice any difference?",
    ],
    [
        "Help me write a polite message declining a wedding invitation from a distant cousin.",
        "Should I send a gift anyway?",
    ],
    [
        "Can you explain what a SQL join is, with a tiny example of customers and orders?",
        "What's the difference between a left join and an inner join in that example?",
    ],
    [
        "What are some ways to make a small bedroom feel bigger without spending much?",
        "Which paint colours work best for that?",
    ],
    [
        "I need gift ideas for a friend who loves cooking and has everything already.",
        "Anything under 30 euros?",
    ],
]

# Turns that reopen a topic without the fact (so the topic's words alone do not answer a question about it).
TOPIC_CHATTER = {
    "pet": [
        "Can you suggest some toys for a dog that chews everything?",
        "How often should a dog's nails be trimmed?",
        "What human foods are dangerous for dogs?",
    ],
    "job": [
        "How do I ask my manager for more flexible hours?",
        "What are good questions to ask at the end of a job interview?",
    ],
    "home": [
        "What should I check before signing a lease on a flat?",
        "How do I make a rented flat feel more like home?",
    ],
    "car": ["How often should a car be serviced?", "What's the best way to keep a car cool in summer?"],
    "food": ["What's an easy dessert for a dinner party?", "How do I stop pasta from sticking together?"],
    "family": [
        "How do I plan a surprise party without the person finding out?",
        "What's a good gift for a sibling's birthday?",
    ],
    "health": ["How much water should I drink in a day?", "Is it normal to feel tired after a flu shot?"],
    "travel": [
        "How early should I book flights to get a good price?",
        "What should I always pack in my carry-on?",
    ],
    "sport": ["How do I stretch properly after exercise?", "What's a good way to stay motivated to train?"],
    "music": ["How do I practise an instrument without annoying the neighbours?", "What's a good metronome app?"],
}


@dataclass
class Fact:
    """One kind of personal fact: how the user mentions it, and how the user asks about it later.

    ``tell``: first-person clauses carrying the fact ({v} the value, {when} a time), said before or after a task
    request in the same turn; ``ask``: second-person questions; ``update``: clauses that change the value ({v0}
    the old one, {v} the new one); ``topic``: the chatter that reopens the topic.
    """

    key: str
    topic: str
    values: list[str]
    tell: list[str]
    ask: list[str]
    update: list[str] = field(default_factory=list)


SINGLE = [
    Fact(
        "dog",
        "pet",
        ["Pixel", "Bramble", "Otis", "Luna", "Pickle", "Ruffles", "Maple"],
        [
            "I just adopted a greyhound called {v}, so my evenings are mostly walks now.",
            "My new rescue dog {v} follows me around the flat all day.",
        ],
        ["What is my dog's name?", "What did I call the dog I adopted?"],
    ),
    Fact(
        "sister",
        "family",
        ["Ines", "Greta", "Yusra", "Maren", "Talia", "Noor"],
        [
            "My older sister {v} is visiting next month and she's very picky about food.",
            "My sister {v} keeps telling me to get organised, so here I am.",
        ],
        ["What is my sister's name?", "Who is my sister?"],
    ),
    Fact(
        "allergy",
        "health",
        ["sesame", "shellfish", "hazelnuts", "kiwi", "mustard", "celery"],
        [
            "Keep in mind I'm allergic to {v}, so nothing with that in it.",
            "I found out last year I have a {v} allergy, which makes eating out tricky.",
        ],
        ["What am I allergic to?", "Which food allergy do I have?"],
    ),
    Fact(
        "instrument",
        "music",
        ["the cello", "the trumpet", "the bass guitar", "the clarinet", "the accordion", "the mandolin"],
        [
            "I play {v} in a community orchestra on Thursday nights, so that evening is always taken.",
            "I've been teaching myself {v} for a couple of years now.",
        ],
        ["Which instrument do I play?", "What instrument have I been learning?"],
    ),
    Fact(
        "commute",
        "travel",
        ["by ferry", "on an e-scooter", "by tram", "on a folding bike", "by regional train"],
        [
            "I commute {v} every day, about forty minutes each way.",
            "Since I get to the office {v}, I have some time to read or listen to things.",
        ],
        ["How do I get to work?", "How do I commute?"],
    ),
    Fact(
        "university",
        "job",
        ["in Utrecht", "in Glasgow", "in Leuven", "in Porto", "in Uppsala", "in Bologna"],
        [
            "I studied geography at university {v}, a long time ago now.",
            "Back when I was a student {v} I lived on instant noodles.",
        ],
        ["Where did I go to university?", "In which city did I study?"],
    ),
    Fact(
        "cuisine",
        "food",
        ["Georgian", "Ethiopian", "Sichuan", "Peruvian", "Lebanese", "Oaxacan"],
        [
            "{v} food is my absolute favourite, I'd eat it every week if I could.",
            "My favourite restaurant is a tiny {v} place around the corner.",
        ],
        ["What is my favourite cuisine?", "Which kind of food do I like most?"],
    ),
    Fact(
        "partner",
        "family",
        ["Jonas", "Priyanka", "Mateo", "Aiko", "Callum", "Leila"],
        [
            "My partner {v} does most of the cooking, but it's my turn this week.",
            "{v}, my partner, thinks I overthink everything.",
        ],
        ["What is my partner's name?", "Who is my partner?"],
    ),
    Fact(
        "plant",
        "home",
        ["a fiddle-leaf fig", "a monstera", "a bonsai juniper", "an olive tree", "a string of pearls"],
        [
            "I was given {v} for my birthday and I'm scared I'll kill it.",
            "The pride of my flat is {v} by the window.",
        ],
        ["Which plant did I get for my birthday?", "What is the plant I'm proud of at home?"],
    ),
    Fact(
        "blood",
        "health",
        ["O negative", "AB positive", "B negative", "A positive"],
        [
            "I'm {v}, so the blood bank calls me every few months.",
            "I give blood regularly, my type is {v}.",
        ],
        ["What is my blood type?", "Which blood group am I?"],
    ),
    Fact(
        "team",
        "sport",
        ["a five-a-side football team", "a rowing club", "a volleyball league", "a climbing club", "an ultimate team"],
        [
            "I'm in {v} on Sunday mornings, it's the highlight of my week.",
            "I joined {v} to meet people after moving.",
        ],
        ["Which team or club do I play in?", "What sports club did I join?"],
    ),
    Fact(
        "grandmother",
        "family",
        ["Sicily", "Kerala", "Galway", "Crete", "Silesia", "Andalusia"],
        [
            "My grandmother grew up in {v} and still cooks like she's there.",
            "I'm trying to recreate my grandmother's recipes from {v}.",
        ],
        ["Where did my grandmother grow up?", "Where is my grandmother from?"],
    ),
    Fact(
        "phone",
        "travel",
        ["a Pixel 7", "an iPhone 12 mini", "a Fairphone 4", "a Galaxy S21"],
        [
            "I'm still on {v} and the battery barely lasts a day.",
            "My phone is {v}, if that matters for the app.",
        ],
        ["What phone do I have?", "Which phone model do I use?"],
    ),
    Fact(
        "degree",
        "job",
        ["marine biology", "art history", "mechanical engineering", "economics", "linguistics"],
        [
            "My degree is in {v}, which has nothing to do with my job, funnily enough.",
            "I did a masters in {v} before I switched fields.",
        ],
        ["What did I study?", "What is my degree in?"],
    ),
]

UPDATES = [
    Fact(
        "city",
        "home",
        ["Leeds", "Bristol", "Rotterdam", "Lyon", "Gothenburg", "Bilbao", "Krakow"],
        [
            "I live in {v} and the winters here are long and dark.",
            "Here in {v} everything closes early on Sundays.",
        ],
        ["Which city do I live in now?", "Where do I live at the moment?"],
        [
            "We finally moved from {v0} to {v}, the boxes are still everywhere.",
            "Since the move to {v} last month, {v0} feels like another life.",
        ],
    ),
    Fact(
        "job",
        "job",
        ["a junior accountant", "a team lead", "a product designer", "a lab technician", "a paralegal", "an editor"],
        [
            "I work as {v} at a mid-sized company, mostly desk work.",
            "In my job as {v} I spend half the day in meetings.",
        ],
        ["What is my current job?", "What do I do for work now?"],
        [
            "Big change: I'm not {v0} anymore, I started as {v} this week.",
            "I got the promotion, so I'm {v} now instead of {v0}.",
        ],
    ),
    Fact(
        "car",
        "car",
        ["a grey Skoda estate", "an old Honda Jazz", "a white Tesla Model 3", "a green Mini", "a Toyota Yaris"],
        [
            "I drive {v}, nothing fancy but it gets me around.",
            "My car is {v}, so boot space is limited.",
        ],
        ["What car do I drive now?", "Which car do I have at the moment?"],
        [
            "I finally sold {v0} and bought {v}.",
            "We traded in {v0}, so now I'm driving {v}.",
        ],
    ),
    Fact(
        "gym",
        "sport",
        ["the climbing gym on Canal Street", "a 24-hour gym near work", "the council leisure centre", "a CrossFit box"],
        [
            "I train at {v} three evenings a week.",
            "My membership is at {v}, it's cheap but always crowded.",
        ],
        ["Where do I train now?", "Which gym do I go to these days?"],
        [
            "I cancelled my membership at {v0} and switched to {v}.",
            "I stopped going to {v0}; these days I'm at {v}.",
        ],
    ),
    Fact(
        "5k",
        "sport",
        ["31 minutes", "28 minutes", "26 minutes", "24 minutes", "33 minutes"],
        [
            "My best 5K time is {v}, I'd love to get under that.",
            "At parkrun I usually finish the 5K in about {v}.",
        ],
        ["What is my best 5K time now?", "How fast can I run 5K these days?"],
        [
            "New personal best! I ran the 5K in {v}, down from {v0}.",
            "I finally beat {v0}: my 5K time is now {v}.",
        ],
    ),
    Fact(
        "diet",
        "food",
        ["vegetarian", "pescatarian", "vegan", "flexitarian"],
        [
            "I've been {v} for a few years, so keep recipes in that direction.",
            "Since I'm {v}, a lot of the usual recipes don't work for me.",
        ],
        ["What diet do I follow now?", "What do I eat these days, diet-wise?"],
        [
            "I'm not {v0} anymore, I've gone {v} since the spring.",
            "Small update: after years of being {v0}, I'm {v} now.",
        ],
    ),
    Fact(
        "rent",
        "home",
        ["850 a month", "1,100 a month", "720 a month", "950 a month", "1,300 a month"],
        [
            "My rent is {v}, which is almost half of what I earn.",
            "I pay {v} in rent, bills not included.",
        ],
        ["How much rent do I pay now?", "What is my rent these days?"],
        [
            "The landlord put the rent up from {v0} to {v}.",
            "My rent went from {v0} to {v} with the new lease.",
        ],
    ),
    Fact(
        "language",
        "travel",
        ["Portuguese", "Japanese", "Dutch", "Korean", "Greek", "Polish"],
        [
            "I'm learning {v} with an app every morning.",
            "My evening class is {v}, level one.",
        ],
        ["Which language am I learning now?", "What language am I studying at the moment?"],
        [
            "I gave up on {v0} and started {v} instead.",
            "I switched my evening class from {v0} to {v}.",
        ],
    ),
]

# Facts told in two sessions; the question needs both turns.
MULTI = [
    Fact(
        "countries",
        "travel",
        ["Norway|Morocco", "Vietnam|Chile", "Iceland|Greece", "Japan|Mexico", "Canada|Portugal"],
        [
            "I just got back from two weeks in {v0} and I'm still jet-lagged.",
            "I booked a trip to {v1} for the autumn, my first time there.",
        ],
        ["Which two countries did I visit or plan to visit this year?", "What trips did I mention this year?"],
    ),
    Fact(
        "courses",
        "job",
        ["pottery|first aid", "welding|sign language", "bookkeeping|watercolour", "Python|woodworking"],
        [
            "I signed up for an evening course in {v0}, it starts on Monday.",
            "I also enrolled in a weekend {v1} course, so my calendar is full.",
        ],
        ["Which courses did I sign up for?", "What classes am I taking?"],
    ),
    Fact(
        "plants",
        "home",
        ["tomato|pepper", "basil|strawberry", "chilli|lettuce", "mint|courgette"],
        [
            "I planted six {v0} seedlings on the balcony this weekend.",
            "I added four {v1} plants next to the others.",
        ],
        ["How many plants have I planted on the balcony in total?", "Which plants did I put on my balcony?"],
    ),
    Fact(
        "injuries",
        "health",
        ["a sprained ankle|a pulled hamstring", "a sore knee|a stiff shoulder", "a bruised rib|tennis elbow"],
        [
            "I'm dealing with {v0} at the moment, so nothing high-impact please.",
            "On top of everything I now have {v1} as well.",
        ],
        ["Which injuries have I mentioned?", "What have I hurt recently?"],
    ),
    Fact(
        "concerts",
        "music",
        ["a jazz trio|an opera", "a folk festival|a string quartet", "a techno night|a choir concert"],
        [
            "I went to {v0} on Friday, first live music in ages.",
            "I got tickets for {v1} next month.",
        ],
        ["Which live music events have I been to or booked?", "What concerts did I mention?"],
    ),
    Fact(
        "books",
        "family",
        ["a book on Roman history|a cookbook from Lagos", "a novel about whaling|a guide to mushrooms"],
        [
            "For my book club this month we're reading {v0}.",
            "Next on my list is {v1}, a friend lent it to me.",
        ],
        ["Which books am I reading or planning to read?", "What books did I mention for my reading?"],
    ),
    Fact(
        "appliances",
        "home",
        ["the washing machine|the oven", "the fridge|the dishwasher", "the boiler|the toaster"],
        [
            "Our {v0} broke down this week, so everything is a bit chaotic.",
            "And now {v1} has stopped working too, great timing.",
        ],
        ["Which appliances broke at home?", "What stopped working at my place?"],
    ),
]

TEMPORAL = [
    Fact(
        "wedding",
        "family",
        ["on the 14th of June", "on the 2nd of September", "on the 21st of May", "on the 9th of August"],
        [
            "My brother's wedding is {v} and I'm giving a speech.",
            "I need to be in good shape by my brother's wedding {v}.",
        ],
        ["When is my brother's wedding?", "What date is my brother getting married?"],
    ),
    Fact(
        "dentist",
        "health",
        ["on Tuesday the 3rd", "next Thursday at 9", "on the 18th at 4 pm", "this Friday morning"],
        [
            "I have a dentist appointment {v}, so that day is half gone.",
            "Remind me that the dentist is {v}, I always forget.",
        ],
        ["When is my dentist appointment?", "What time did I say the dentist was?"],
    ),
    Fact(
        "service",
        "car",
        ["last Friday", "two weeks ago", "at the start of the month", "yesterday"],
        [
            "I had the car serviced {v} and it still makes a rattling noise.",
            "The garage did the car's yearly service {v}.",
        ],
        ["When did I get my car serviced?", "When was my car last serviced?"],
    ),
    Fact(
        "started_job",
        "job",
        ["in March", "three weeks ago", "at the beginning of January", "last autumn"],
        [
            "I started at my current company {v}, so I'm still the new person.",
            "Since I joined this company {v}, I've barely had a free evening.",
        ],
        ["When did I start at my current company?", "How long ago did I join my company?"],
    ),
    Fact(
        "half_marathon",
        "sport",
        ["in October", "on the 12th of April", "next spring", "in six weeks"],
        [
            "I signed up for a half marathon {v} and I'm panicking a bit.",
            "The half marathon I entered is {v}, so training starts now.",
        ],
        ["When is my half marathon?", "When did I say the half marathon was?"],
    ),
    Fact(
        "moved_in",
        "home",
        ["two years ago", "last summer", "in 2019", "just before the pandemic"],
        [
            "We moved into this flat {v} and still haven't hung any pictures.",
            "I've lived in this building since {v}.",
        ],
        ["When did I move into my flat?", "How long have I lived in my current flat?"],
    ),
    Fact(
        "vaccination",
        "health",
        ["last week", "in early November", "on Monday", "a month ago"],
        [
            "I had my flu jab {v} and my arm was sore for days.",
            "I got the flu vaccination {v} at the pharmacy.",
        ],
        ["When did I get my flu jab?", "When was my flu vaccination?"],
    ),
    Fact(
        "concert_date",
        "music",
        ["on the 30th", "next Saturday", "on New Year's Eve", "in two weeks"],
        [
            "Our orchestra's concert is {v} and I haven't practised enough.",
            "I'm performing in a small concert {v}, very nervous.",
        ],
        ["When is my concert?", "When am I performing?"],
    ),
    Fact(
        "passport",
        "travel",
        ["in February", "next month", "in three weeks", "at the end of the year"],
        [
            "My passport expires {v}, so I should sort that out before booking anything.",
            "Reminder to self: passport runs out {v}.",
        ],
        ["When does my passport expire?", "When does my passport run out?"],
    ),
]

FOLLOW_UPS = [
    "Does that change anything in what you suggested?",
    "Can you keep that in mind for the rest of the plan?",
    "Not sure if that matters for your answer.",
    "Could you adjust your suggestions with that in mind?",
]

PER_USER = {"single": 10, "update": 6, "multi": 5, "temporal": 7}


@dataclass
class Turn:
    text: str
    answers: list[str] = field(default_factory=list)  # question keys this turn answers
    decoy_for: list[str] = field(default_factory=list)  # question keys whose older value this turn states


def with_task(rng: random.Random, clause: str, request: str) -> str:
    """A fact said in passing: before or after a task request, in one turn."""
    if rng.random() < 0.5:
        return f"{clause} {request}"
    return f"{request} For context: {clause}"


def build_user(rng: random.Random) -> tuple[list[list[Turn]], list[dict]]:
    """One user's 44 sessions of turns and the questions about them."""
    sessions: list[list[Turn]] = [[] for _ in range(SESSIONS)]
    facts: list[tuple[int, Turn]] = []  # (session, turn) to weave into that session's task
    questions: list[dict] = []

    def plan(fact: Fact, session: int, text: str, key: str, *, answers: bool = True) -> None:
        turn = Turn(text, [key] if answers else [], [] if answers else [key])
        facts.append((session, turn))

    for fact in rng.sample(SINGLE, PER_USER["single"]):
        key = f"single-{fact.key}"
        value = rng.choice(fact.values)
        plan(fact, rng.randrange(SESSIONS), rng.choice(fact.tell).format(v=value), key)
        questions.append({"key": key, "category": "single", "query": rng.choice(fact.ask)})
    for fact in rng.sample(UPDATES, PER_USER["update"]):
        key = f"update-{fact.key}"
        old, new = rng.sample(fact.values, 2)
        first = rng.randrange(SESSIONS - 10)
        later = rng.randrange(first + 5, SESSIONS)  # the change comes at least five sessions later
        plan(fact, first, rng.choice(fact.tell).format(v=old), key, answers=False)
        plan(fact, later, rng.choice(fact.update).format(v0=old, v=new), key)
        questions.append({"key": key, "category": "update", "query": rng.choice(fact.ask)})
    for fact in rng.sample(MULTI, PER_USER["multi"]):
        key = f"multi-{fact.key}"
        v0, v1 = rng.choice(fact.values).split("|")
        first, later = sorted(rng.sample(range(SESSIONS), 2))  # two sessions
        plan(fact, first, fact.tell[0].format(v0=v0), key)
        plan(fact, later, fact.tell[1].format(v1=v1), key)
        questions.append({"key": key, "category": "multi", "query": rng.choice(fact.ask)})
    for fact in rng.sample(TEMPORAL, PER_USER["temporal"]):
        key = f"temporal-{fact.key}"
        plan(fact, rng.randrange(SESSIONS), rng.choice(fact.tell).format(v=rng.choice(fact.values)), key)
        questions.append({"key": key, "category": "temporal", "query": rng.choice(fact.ask)})

    for number in range(SESSIONS):
        task = TASKS[rng.randrange(len(TASKS))]
        turns = [Turn(text) for text in task]
        for session, turn in facts:
            if session != number:
                continue
            free = [at for at, t in enumerate(turns) if not t.answers and not t.decoy_for]
            if free:  # woven into one of the task's requests, in passing
                at = rng.choice(free)
                turns[at] = Turn(with_task(rng, turn.text, turns[at].text), turn.answers, turn.decoy_for)
            else:  # every request already carries a fact: a follow-up turn of its own
                turns.append(Turn(f"{turn.text} {rng.choice(FOLLOW_UPS)}", turn.answers, turn.decoy_for))
        # A topic of the user's facts comes back without the fact (not in the fact's own session).
        topic = rng.choice(sorted(TOPIC_CHATTER))
        turns.insert(rng.randrange(len(turns) + 1), Turn(rng.choice(TOPIC_CHATTER[topic])))
        sessions[number] = turns
    return sessions, questions


def main() -> None:
    rng = random.Random(SEED)
    memories: list[dict] = []
    queries: list[dict] = []
    for group in USERS:
        sessions, questions = build_user(rng)
        answers: dict[str, list[str]] = {}
        decoys: dict[str, list[str]] = {}
        for turns in sessions:
            for turn in turns:
                mid = f"a{len(memories) + 1:05d}"
                memories.append(
                    {
                        "kind": "memory",
                        "id": mid,
                        "group": group,
                        "text": turn.text,
                        "type": "observation",
                        "project": None,
                        "tags": [],
                        "confidence": 0.8,
                    }
                )
                for key in turn.answers:
                    answers.setdefault(key, []).append(mid)
                for key in turn.decoy_for:
                    decoys.setdefault(key, []).append(mid)
        for question in questions:
            expected = answers[question["key"]]
            wanted = 2 if question["category"] == "multi" else 1
            if len(expected) != wanted:
                raise SystemExit(f"build error: {group} {question['key']} has {len(expected)} answers")
            record = {
                "kind": "query",
                "id": f"aq{len(queries) + 1:04d}",
                "group": group,
                "category": question["category"],
                "query": question["query"],
                "expected": expected,
            }
            if question["key"] in decoys:
                record["decoys"] = decoys[question["key"]]
            queries.append(record)
    with OUT.open("w", encoding="utf-8") as fh:
        for record in memories + queries:
            fh.write(json.dumps(record, ensure_ascii=False) + "\n")
    print(f"wrote {OUT.name}: {len(memories)} memories, {len(queries)} queries, {len(USERS)} groups")


if __name__ == "__main__":
    main()
