import { encode } from 'uqr';

/** A QR code drawn as SVG from the absolute link, so no image service is needed. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data } = encode(text, { border: 1 });
  const size = data.length;
  const path = data
    .flatMap((row, y) => row.map((on, x) => (on ? `M${x} ${y}h1v1h-1z` : '')))
    .filter(Boolean)
    .join('');
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="qr">
      <rect width={size} height={size} style={{ fill: 'var(--qr-paper)' }} />
      <path d={path} style={{ fill: 'var(--qr-ink)' }} />
    </svg>
  );
}
