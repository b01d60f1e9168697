"""Streams of distinct facts for the crash and concurrency tests, and the service they run against.

Each fact is a sentence of random words from a wide vocabulary plus a unique token, so no two are near-duplicates
by meaning (remember would answer a near-copy with the existing memory) and each is found by its token.
"""

import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from openbrain.core.config import Settings
from openbrain.engine.service import BrainService
from openbrain.stores.db.engine import Database
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.embedding.base import Embedder
from openbrain.stores.vectors.edge import EdgeIndex

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


@contextmanager
def edge_service(database: Database, embedder: Embedder, folder: Path) -> Iterator[BrainService]:
    """The real service on ``database``, with Qdrant Edge in ``folder`` and ``embedder``; closed afterwards."""
    index = EdgeIndex(folder / "vectors")
    service = BrainService(MemoryRepository(database), index, embedder, Settings(data_dir=folder))
    service.index.ensure_collection(service.profile)
    try:
        yield service
    finally:
        service.close()
        index.close()
