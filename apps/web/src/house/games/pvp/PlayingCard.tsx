const SUITS: Record<string, { symbol: string; red: boolean; name: string }> = {
  S: { symbol: '♠', red: false, name: 'spades' },
  H: { symbol: '♥', red: true, name: 'hearts' },
  D: { symbol: '♦', red: true, name: 'diamonds' },
  C: { symbol: '♣', red: false, name: 'clubs' },
};

/** One card from its label ('10H', 'KS'); without a label, its back. */
export function PlayingCard({ label, hiddenName }: { label: string | null; hiddenName: string }) {
  if (!label) return <span className="pvp-card pvp-card-back" role="img" aria-label={hiddenName} />;
  const rank = label.slice(0, -1);
  const suit = SUITS[label.slice(-1)] ?? { symbol: '?', red: false, name: '' };
  return (
    <span className="pvp-card" data-red={suit.red} role="img" aria-label={`${rank} ${suit.name}`}>
      <span aria-hidden="true">{rank}</span>
      <span aria-hidden="true">{suit.symbol}</span>
    </span>
  );
}

/** A row of five cards: face up when known, face down while they are someone else's secret. */
export function CardRow({ cards, hiddenName }: { cards: string[] | null; hiddenName: string }) {
  const shown = cards ?? [null, null, null, null, null];
  return (
    <span className="pvp-cards">
      {shown.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed places in a hand
        <PlayingCard key={i} label={c} hiddenName={hiddenName} />
      ))}
    </span>
  );
}
