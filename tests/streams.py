"""Streams of distinct facts for the crash and concurrency tests.

Each fact is a sentence of random words from a wide vocabulary plus a unique token, so no two are near-duplicates
by meaning (remember would answer a near-copy with the existing memory) and each is found by its token.
"""

import random

_WORDS = """
alpine anchor apricot archive aurora avalanche badger bamboo banner basalt beacon bicycle biscuit blizzard
bonfire bramble breeze bronze buffalo cactus canyon caramel cathedral cedar chalk cherry chisel cinnamon
citadel clover cobalt comet compass copper coral cotton cricket crystal cypress dagger daisy delta desert
dolphin dragon drizzle dune eagle ember emerald engine falcon fern ferry fiddle fjord flamingo flint forest
fossil fountain galaxy garnet geyser ginger glacier granite harbor harvest hazel hedgehog helmet hermit
hickory horizon iceberg indigo island ivory jasmine jungle kayak kettle lagoon lantern lava lemon lichen
lighthouse lizard lobster lotus magnet mango maple marble meadow meteor mineral mirror monsoon mosaic
mountain mushroom nectar nebula nutmeg oasis obsidian ocean octopus olive orchard osprey otter oyster
paddle panther papyrus parrot pebble pelican pepper pigeon pine planet plum prairie prism pumpkin quartz
quiver rabbit raccoon radish rainbow raven reef river rocket saddle saffron salmon sapphire satellite
scarlet seashell sequoia shadow sherbet silver skylark sparrow spruce squid starfish storm sunflower
swamp tangerine teapot thistle thunder tiger timber topaz tornado tulip tundra turtle valley velvet
violet volcano walnut walrus waterfall whale willow windmill wolf yacht zebra zephyr
""".split()
_VERBS = "breaks blocks delays corrupts duplicates drops slows crashes locks floods".split()


def distinct_fact(n: int, tag: str = "") -> str:
    """A sentence unique to ``n`` (it carries the token ``fact<n>``) and far in meaning from the others."""
    rng = random.Random(n)
    words = rng.sample(_WORDS, 6)
    return (
        f"fact{n}{tag}: the {words[0]} {words[1]} {rng.choice(_VERBS)} the {words[2]} {words[3]} "
        f"whenever {words[4]} meets {words[5]}."
    )
