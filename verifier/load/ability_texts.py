"""An object's ability texts as a model file names them: compared with self-references
written either way (201.5), and listed in an error that names one the object lacks."""
import re
from typing import Iterable, Optional

# "this creature ...", "~": words for the object itself, as its name is (201.5)
SELF_WORDS = ("this creature", "this permanent", "this artifact", "this enchantment", "this land", "this Aura",
              "this Equipment", "~")
SHOWN, LONGEST = 6, 70  # an error lists at most 6 texts, each shortened to about 70 characters


def self_normalised(text: str, names: Iterable[str]) -> str:
    """text with each self-reference, its name (201.5), short name (the part before a comma)
    or a word for itself, written "~", and no trailing period."""
    words = {w for n in names if n for w in (n, n.split(",")[0].strip())} | set(SELF_WORDS)
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.sub(rf"(?<!\w)(?:{alternatives})(?!\w)", "~", text.strip(), flags=re.I).rstrip(".")


def matching(text: str, texts: Iterable[str], names: Iterable[str]) -> Optional[str]:
    """The one of `texts` that `text` names: itself, else one with its self-references written
    another way (201.5)."""
    texts, names = set(texts), tuple(names)
    if text in texts:
        return text
    wanted = self_normalised(text, names)
    return next((t for t in sorted(texts) if self_normalised(t, names) == wanted), None)


def listed(texts: Iterable[str]) -> str:
    """The ability texts an error shows: at most SHOWN, each shortened, then how many more."""
    texts = sorted(set(texts))
    if not texts:
        return "it has no ability texts"
    shown = [t if len(t) <= LONGEST else t[:LONGEST - 3].rstrip() + "..." for t in texts[:SHOWN]]
    more = f" and {len(texts) - SHOWN} more" if len(texts) > SHOWN else ""
    return "its ability texts: " + ", ".join(repr(t) for t in shown) + more
