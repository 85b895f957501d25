"""Find the table scene's items by role ("board card 3", "seat 2 spot ante"), not by place.

The roles are the scene's own tags (app.ui.table_items.ROLE); a test that finds
"dealer card 1" keeps working when the layout moves the dealer's cards.
"""

from __future__ import annotations

import re

from app.ui.table_items import role


def roles(scene) -> dict[str, object]:
    """Every tagged item of ``scene`` by its role."""
    found: dict[str, object] = {}
    for item in scene.items():
        name = role(item)
        if name:
            assert name not in found, f"two items share the role {name!r}"
            found[name] = item
    return found


def by_role(scene, name: str):
    """The one item whose role is ``name``; a readable failure if there is none."""
    found = roles(scene)
    assert name in found, f"no item {name!r}; the scene has {sorted(found)}"
    return found[name]


def matching(scene, pattern: str) -> dict[str, object]:
    """The items whose role matches the regular expression ``pattern`` in full, by role."""
    return {k: v for k, v in sorted(roles(scene).items()) if re.fullmatch(pattern, k)}


def shown_cards(scene, owner: str) -> list:
    """The face-up card texts of ``owner`` ("board", "dealer", "seat 2"), in order; None for
    a card face down; empty slots left out."""
    items = matching(scene, rf"{owner} card \d")
    return [i.card for _, i in sorted(items.items(), key=lambda kv: int(kv[0].split()[-1]))
            if not i.slot]
