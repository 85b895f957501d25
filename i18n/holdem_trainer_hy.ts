<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hy_AM">
<context>
    <name>MainWindow</name>
    <message>
        <source>Hold&apos;em Dealer Trainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open hand...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save hand...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;up hand...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Auto play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats follow the &amp;strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlement &amp;panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Seconds per step: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Casino Hold&apos;em (AA Bonus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Texas Hold&apos;em &amp;Bonus Poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The translation for this language is missing; the app stays in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario files (*.json *.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario files (*.jsonl *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand could not be saved: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>royal flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair of aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer does not qualify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dealer wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat antes {ante}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} has only {amount} for the ante and is all-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heads-up: the button posts the small blind, acts first before the flop and last on every later street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} posts the small blind, {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} posts the big blind, {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the small blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} posts {amount} all-in, less than the big blind: the others still call the full {big_blind} and the minimum raise is to {min_to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} is all-in to {to}, less than a full raise to {min_to}: the betting is not reopened for seats that have already acted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} bets {to} all-in, less than the minimum bet of {min_to}: the betting is not reopened for seats that have already acted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The short all-ins since seat {seat} acted add up to a full raise: seat {seat} may raise again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} folds although it could check: the fold is legal and binding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncalled {amount} returned to seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every remaining player is all-in: the rest of the board is dealt with no more betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All remaining players but one are all-in: the rest of the board is dealt with no more betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pot}: {amount}, seat {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pot}: {amount}, seats {seats} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}: {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat} ({hand})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat}, every other player folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pot}: {amount} to seat {seat}, the only player in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pot}: {amount} split by seats {seats} and {last} ({hand}), {share} each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pot}: the odd chip goes to seat {last}, the first winner left of the button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pot}: {count} odd chips, one each to seats {seats} and {last}, clockwise from the button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight or lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A-A against the dealer&apos;s A-A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A-A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A-K suited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A-Q or A-J suited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A-K offsuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K-K, Q-Q or J-J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A-Q or A-J offsuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2-2 to T-T</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Set up a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards (empty places are dealt at random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>The file cannot be read: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a hand the table can show: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AA Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} decides: {choices}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bets are placed. Press Space to deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer gives each player two cards and takes two face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flop: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} folds and loses the ante.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} calls {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} plays {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} bets {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer shows {cards}. {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer shows {cards}: {hand}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} {net}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlement: {results}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CASINO HOLD&apos;EM · AA BONUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEXAS HOLD&apos;EM BONUS POKER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer qualifies with a pair of fours or better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante pays {table} · AA Bonus {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante pays on a straight or better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante pays on a flush or better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer wins ties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net {net}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer: {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
