"""Maximum hand size read from the Comprehensive Rules alone: seven (402.2), then each effect
changing it applied one after another in timestamp order (613.11, 613.7), a number set, a
number added or taken away, or no maximum; a negative result is zero (107.1b).  Written apart
from `verifier.rules.hand_size`, by stepping through the effects rather than a closed form."""
from __future__ import annotations

from typing import Iterable, Optional, Tuple

NO_MAXIMUM = "no maximum"


def maximum(effects: Iterable[Tuple[str, Optional[int]]]) -> Optional[int]:
    """The maximum hand size after `effects`, earliest timestamp first, each ("set", n),
    ("add", n) or (NO_MAXIMUM, None); None where there is no maximum."""
    size: Optional[int] = 7
    for kind, n in effects:
        if kind == NO_MAXIMUM:
            size = None
        elif kind == "set":
            size = n
        elif size is not None:  # (nothing added to no maximum makes one)
            size += n
    return None if size is None else max(size, 0)
