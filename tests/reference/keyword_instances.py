"""Which keyword an ability counts as, written from the Comprehensive Rules apart from `verifier`: a table of
(the printed ability, the word asked, whether an object with that ability has it, the rule).  A variant written
with a parameter is an ability of its keyword: "hexproof from [quality]" is a hexproof ability (702.11d),
"protection from [quality]" a protection ability (702.16a), "[type]walk" a landwalk ability (702.14a), "ward
[cost]" a ward ability (702.21a), "toxic N" toxic (702.164a); an instance asked with its parameter is that
instance only, and "[keyword] from A and from B" stands for one ability from each (702.11f, 702.16g), "protection
from each color" for one from each of the five colours (702.16h)."""

TABLE = (
    ("hexproof", "hexproof", True, "702.11a"),
    ("hexproof from monocolored", "hexproof", True, "702.11d"),
    ("hexproof from monocolored", "hexproof from monocolored", True, "702.11d"),
    ("hexproof", "hexproof from monocolored", False, "702.11d: hexproof is no hexproof from a quality"),
    ("hexproof from blue", "hexproof from black", False, "702.11d"),
    ("hexproof from black and from blue", "hexproof from blue", True, "702.11f"),
    ("hexproof from black and from blue", "hexproof", True, "702.11d, 702.11f"),
    ("shroud", "hexproof", False, "702.18a: shroud is another ability"),
    ("protection from red", "protection", True, "702.16a"),
    ("protection from red", "protection from blue", False, "702.16a"),
    ("protection from everything", "protection", True, "702.16j"),
    ("protection from red and from blue", "protection from blue", True, "702.16g"),
    ("protection from each color", "protection from red", True, "702.16h: one protection from each colour"),
    ("protection from all colors", "protection from green", True, "702.16h (Oracle's older wording)"),
    ("protection from each color", "protection from artifacts", False, "702.16h: colours only"),
    ("protection from each color", "protection", True, "702.16a, 702.16h"),
    ("swampwalk", "landwalk", True, "702.14a"),
    ("nonbasic landwalk", "landwalk", True, "702.14a, 702.14c"),
    ("snow swampwalk", "landwalk", True, "702.14a, 702.14c"),
    ("swampwalk", "islandwalk", False, "702.14c"),
    ("swampwalk", "swampwalk", True, "702.14a"),
    ("ward {2}", "ward", True, "702.21a"),
    ("ward {2}", "ward {3}", False, "702.21a"),
    ("toxic 2", "toxic", True, "702.164a"),
    ("flying", "hexproof", False, "702.9a"),
)
