"""TOML written from plain data (keys and inline values), for the files the verifier writes: cards
generated from Oracle text (`verifier.cards.table`) and counterexamples to re-run (`verifier.reproduce`)."""
from __future__ import annotations

import json
import re
from typing import Any

_BARE = re.compile(r"[A-Za-z0-9_-]+")


def key(k: str) -> str:
    """A TOML key: bare if it can be ("charge"), else quoted ("+1/+1")."""
    return k if _BARE.fullmatch(k) else string(k)


def string(s: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's; DEL escaped too)."""
    return json.dumps(s, ensure_ascii=False).replace("\x7f", "\\u007f")


def value(v: Any) -> str:
    """An inline TOML value of a bool, int, str, list or dict; TypeError for anything else."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return string(v)
    if isinstance(v, list):
        return "[" + ", ".join(value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{key(k)} = {value(x)}" for k, x in v.items()) + " }" if v else "{}"
    raise TypeError(f"no TOML for {type(v).__name__}")
