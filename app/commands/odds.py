"""``python -m app odds``: a casino game's odds under a house's rules, as the odds window
shows them.

The side bet is counted exactly over every deal, always; the main game is simulated
by a stated strategy over ``--hands`` hands from ``--seed`` (the same seed and hands
give the same figures; ``--hands 0`` leaves it out), with a 95% interval; each figure
with GAMES.md §4's where GAMES.md has one for these rules. ``--profile`` reads the
house rules from a house profile's file (the settings window exports them); without
it the GAMES.md defaults are used. Ctrl+C during the simulation prints the figures
of the hands played so far. ``--json`` prints one JSON object.
"""

from __future__ import annotations

import json
import sys
from typing import Any, Optional

from app.core.errors import CoreError
from app.core.games.registry import GameSpec, find_game
from app.core.odds import (
    HOUSE_EDGE,
    RETURN,
    Estimate,
    ExactOdds,
    GameOdds,
    Simulation,
    odds_for,
    references,
)
from app.core.profiles import read_profile_file

MAX_HANDS = 100_000_000
MAX_SEED = 2**31 - 1
DEFAULT_HANDS = 1_000_000


def _refuse(message: str) -> int:
    print(f"odds: {message}", file=sys.stderr)
    return 2


def _rule_values(spec: GameSpec, profile: Optional[str]) -> dict[str, str]:
    """The house rules: the profile file's for this game, or GAMES.md's defaults; CoreError
    or OSError saying why not."""
    if profile is None:
        return spec.rule_values(spec.make_rules())
    house = read_profile_file(profile)
    return spec.rule_values(house.rules(spec.id))


def _refs(game: str, figure: str, values: dict[str, str]) -> list[dict[str, str]]:
    return [{"percent" if "." in r.value else "count": r.value, "strategy": r.strategy}
            for r in references(game, figure, values)]


def _exact(game: GameOdds, odds: ExactOdds, bet: str, values: dict[str, str]) -> dict[str, Any]:
    lines = []
    for line in odds.lines:
        found = references(game.game, f"{bet}:{line.line}", values)
        lines.append({"line": line.line, "combinations": line.combinations,
                      "probability": float(line.probability), "pays": line.pays,
                      "return": float(line.returns),
                      "reference": int(found[0].value) if found else None})
    edge = odds.house_edge
    return {"bet": bet, "paytable": odds.table, "deals": odds.total, "lines": lines,
            "house_edge_percent": float(edge * 100),
            "house_edge": f"{edge.numerator}/{edge.denominator}",
            "references": _refs(game.game, bet, values)}


def _interval(e: Estimate) -> dict[str, float]:
    """An estimate in percent, with its 95% interval."""
    return {"estimate": e.mean * 100, "low": e.low * 100, "high": e.high * 100}


def _simulated(game: GameOdds, sim: Simulation, values: dict[str, str],
               stopped: bool) -> dict[str, Any]:
    figures = {f.id: _interval(sim.estimate(f.id)) for f in game.main.figures}
    return {"strategy": sim.strategy, "hands": sim.played, "seed": sim.seed, "stopped": stopped,
            "house_edge_percent": _interval(sim.estimate(RETURN).negated()),
            "figures_percent": figures,
            "references": {f: _refs(game.game, f, values)
                           for f in (HOUSE_EDGE, *figures) if references(game.game, f, values)}}


def _run(sim: Simulation) -> bool:
    """Play the simulation; True when Ctrl+C stopped it (the parts played so far count)."""
    try:
        sim.run()
    except KeyboardInterrupt:
        return True
    return False


def _text(result: dict[str, Any]) -> str:
    """The figures as lines a person reads."""
    out = [f"{result['game']}: " + ", ".join(f"{k} {v}" for k, v in result["rules"].items())]
    for bet in result["exact"]:
        out.append(f"{bet['bet']} {bet['paytable']}, exact over {bet['deals']:,} deals:")
        for line in bet["lines"]:
            ref = f"  (published {line['reference']:,})" if line["reference"] is not None else ""
            out.append(f"  {line['line']:<18}{line['combinations']:>11,}  "
                       f"{line['probability'] * 100:>10.6f}%  pays {line['pays']:>5}{ref}")
        refs = "".join(f"  (published {r['percent']}%)" for r in bet["references"])
        out.append(f"  house edge {bet['house_edge_percent']:.4f}%{refs}")
    sim = result.get("simulation")
    if sim is not None:
        out.append(f"main game, strategy {sim['strategy']}, {sim['hands']:,} hands, seed "
                   f"{sim['seed']}" + (" (stopped)" if sim["stopped"] else "") + ":")
        rows = [(HOUSE_EDGE, sim["house_edge_percent"]), *sim["figures_percent"].items()]
        for figure, e in rows:
            refs = "".join(f"  (published {r['percent']}%"
                           + (f", {r['strategy']} strategy" if r["strategy"] else "") + ")"
                           for r in sim["references"].get(figure, []))
            out.append(f"  {figure:<12}{e['estimate']:8.3f}%  95% interval {e['low']:.3f}% to "
                       f"{e['high']:.3f}%{refs}")
    return "\n".join(out)


def cmd_odds(game_id: str, profile: Optional[str], hands: int, seed: int, strategy: Optional[str],
             as_json: bool) -> int:
    """Print the odds of ``game_id``; 2 with one line on standard error for bad input."""
    try:
        game = odds_for(game_id)
        spec = find_game(game.game)
        values = _rule_values(spec, profile)
        rules = spec.make_rules(values)
        chosen = game.main.strategy(strategy or game.main.strategies[0].id).id
    except CoreError as e:
        return _refuse(str(e))
    except OSError as e:
        return _refuse(f"cannot read {profile}: {e.strerror or e}")
    if not 0 <= hands <= MAX_HANDS:
        return _refuse(f"--hands must be from 0 to {MAX_HANDS:,}, not {hands}")
    if not 0 <= seed <= MAX_SEED:
        return _refuse(f"--seed must be from 0 to {MAX_SEED}, not {seed}")
    result: dict[str, Any] = {"game": game.game, "rules": values, "exact": [
        _exact(game, bet.odds(rules), bet.bet.id, values) for bet in game.exact]}
    if hands:
        sim = Simulation(game.main, rules, chosen, seed, hands)
        stopped = _run(sim)
        if sim.played:
            result["simulation"] = _simulated(game, sim, values, stopped)
    print(json.dumps(result) if as_json else _text(result))
    return 0
