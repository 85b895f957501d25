"""Under "dealer wins ties" a tie is shown and told as a tie, and the trainee applies the rule
(TRAINER.md, issue 27 item 9).

- ``hand.winner`` at level 3 (Hold'em Bonus draws its tie rule there): a tied question shows
  two hands of equal rank, the felt says the dealer wins ties, and the key is the dealer's.
- ``thb.words``: a tie is told "The two hands tie." and the key follows the table's rule: at
  level 3 (the net) every main bet is lost where the dealer wins ties and pushes where ties
  push.

The hands are ranked here by the test's own small evaluator (every five of the seven cards,
scored as a tuple), not by the rules core, and the keys worked out from the stakes the story
tells.
"""

from collections import Counter
from itertools import combinations

from app.core.cards import card_text
from app.core.games.holdem_bonus import felt_rules
from app.core.trainer.drills import generate

RANKS = "23456789TJQKA"


def _five(cards: tuple[str, ...]) -> tuple:
    """A five-card hand's score: its category (8 straight flush .. 0 high card), then ranks."""
    ranks = sorted((RANKS.index(c[0]) for c in cards), reverse=True)
    flush = len({c[1] for c in cards}) == 1
    distinct = sorted(set(ranks), reverse=True)
    top = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            top = distinct[0]
        elif distinct == [12, 3, 2, 1, 0]:  # the wheel, five high
            top = 3
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = [n for _r, n in groups]
    by_group = [r for r, _n in groups]
    if top is not None and flush:
        return (8, top)
    if shape == [4, 1]:
        return (7, *by_group)
    if shape == [3, 2]:
        return (6, *by_group)
    if flush:
        return (5, *ranks)
    if top is not None:
        return (4, top)
    if shape == [3, 1, 1]:
        return (3, *by_group)
    if shape == [2, 2, 1]:
        return (2, *by_group)
    if shape == [2, 1, 1, 1]:
        return (1, *by_group)
    return (0, *ranks)


def _best(cards) -> tuple:
    texts = tuple(card_text(c) for c in cards)
    return max(_five(five) for five in combinations(texts, 5))


def _tied(player, dealer, board) -> bool:
    return _best((*player, *board)) == _best((*dealer, *board))


def test_the_evaluator_here_ranks_hands():
    assert _five(("As", "Ks", "Qs", "Js", "Ts")) > _five(("9h", "9d", "9c", "9s", "2d"))
    assert _five(("5d", "4c", "3h", "2s", "Ad")) < _five(("6d", "5c", "4h", "3s", "2d"))
    assert _five(("Kd", "Kc", "7h", "7s", "2d")) > _five(("Kh", "Ks", "6h", "6s", "Ad"))
    assert _five(("Ad", "Jd", "8d", "5d", "2d")) > _five(("Kc", "Qc", "Jc", "9c", "8c"))


def _story(q) -> list[str]:
    return [line.render() for line in q.story]


def test_a_tie_at_hand_winner_level_3_is_the_dealers_where_the_dealer_wins_ties():
    seen = Counter()
    for seed in range(400):
        q = generate("hand.winner", 3, seed, focus="tie")
        player, board = q.seats[0].cards, q.board
        assert len(board) == 5 and len(q.dealer) == 2
        assert _tied(player, q.dealer, board), (seed, q.expected)  # equal hands, shown
        if q.game != "holdem_bonus":
            assert q.expected["answer"] == "tie"  # Casino Hold'em ties always push
            continue
        felt = [line.render() for line in felt_rules(q.rules)]
        rule = "dealer_wins" if "Dealer wins ties" in felt else "push"
        assert ("Ties push" in felt) == (rule == "push")
        assert q.expected["answer"] == ("dealer" if rule == "dealer_wins" else "tie"), seed
        seen[rule] += 1
        if min(seen["dealer_wins"], seen["push"]) >= 5:
            break
    assert seen["dealer_wins"] >= 5 and seen["push"] >= 5, seen


def _bonus_loses(player) -> bool:
    """The bonus pays on a pair or an ace with a king, queen or jack in the two cards."""
    a, b = sorted((card_text(c)[0] for c in player), key=RANKS.index, reverse=True)
    return a != b and not (a == "A" and b in "KQJ")


def test_a_tie_in_hold_em_bonus_words_is_told_as_a_tie_and_settled_by_the_rule():
    seen = Counter()
    for seed in range(400):
        q = generate("thb.words", 3, seed, focus="tie")
        seat = q.deal.seats[0]
        player, dealer, board = seat.cards, q.deal.dealer, q.deal.board
        assert _tied(player, dealer, board), seed
        story = _story(q)
        assert "The two hands tie." in story, story
        assert "The dealer's hand wins." not in story and "The player's hand wins." not in story
        dealer_wins = "On a tie the dealer wins." in story
        assert dealer_wins != ("On a tie every bet pushes." in story), story
        if not _bonus_loses(player):
            continue
        # The main bets the story tells: the ante, the play before the flop (twice the ante),
        # a bet of the ante on the flop and on the turn where it says so.
        ante, bonus = seat.ante, seat.bonus
        told = 3 * ante + sum(ante for street in ("flop", "turn")
                              if f"On the {street} the player bets {ante}." in story)
        assert f"Before the flop the player plays for {2 * ante}." in story
        main = -told if dealer_wins else 0
        assert q.expected["answer"] == main - bonus, (seed, story, q.expected)
        seen[dealer_wins] += 1
        if min(seen[True], seen[False]) >= 5:
            break
    assert seen[True] >= 5 and seen[False] >= 5, seen
