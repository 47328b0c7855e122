/** The notices icon, drawn rather than an emoji so it looks the same on every system font. */
export function MegaphoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className="icon">
      <path
        d="M3 10v4a1 1 0 0 0 1 1h2l1 5h3l-1-5h1l8 4V5l-8 4H4a1 1 0 0 0-1 1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
