/**
 * A brand's design tokens from its two configured colours and its logo. A merchant may pick any
 * colour, so every colour that carries text is derived, not taken as is: a fill is darkened or
 * lightened until its text reaches WCAG AA (4.5:1), and a brand-coloured text is moved until it
 * reads on the theme's lightest (dark theme) or darkest (light theme) surface.
 */
export type BrandInput = { primary: string; accent: string; logoUrl?: string | null };
export type Rgb = readonly [number, number, number];

/** WCAG AA for body text. */
export const MIN_CONTRAST = 4.5;
const WHITE: Rgb = [255, 255, 255];
/** The dark theme's page colour: the dark ink on a light fill. */
const INK: Rgb = [12, 20, 24];
/**
 * The surfaces brand text sits on, as app.css defines them (brand-tokens.test.ts checks they
 * still match): the dark theme's lightest surface and the light theme's darkest one.
 */
export const THEME_SURFACES = { dark: '#1d2e38', light: '#e8efed' } as const;
/** The platform's own colours: a brand whose colour does not parse keeps these. */
export const DEFAULT_BRAND = { primary: '#0f8a6c', accent: '#f2b33d' } as const;

export function parseHex(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(from: Rgb, to: Rgb, share: number): Rgb {
  return from.map((c, i) => c + ((to[i] as number) - c) * share) as unknown as Rgb;
}

/** `colour` moved toward `toward` in small steps until it reaches the contrast with `against`. */
function untilReadable(colour: Rgb, against: Rgb, toward: Rgb): Rgb {
  for (let share = 0; share <= 1; share += 0.05) {
    // Rounded before it is judged: the colour used is the rounded one.
    const candidate = mix(colour, toward, share).map(Math.round) as unknown as Rgb;
    if (contrast(candidate, against) >= MIN_CONTRAST) return candidate;
  }
  return toward;
}

/** Below this a colour is too light for white text without darkening it out of the brand's hue. */
const WHITE_TEXT_FROM = 3;

/**
 * A fill for text and its ink: white while the colour is dark enough to need only a little
 * darkening (the platform's look: white on the brand), dark ink on light colours; the fill is
 * then moved until the pair reads.
 */
export function readableFill(colour: Rgb): { fill: Rgb; on: Rgb } {
  const on = contrast(colour, WHITE) >= WHITE_TEXT_FROM ? WHITE : INK;
  // White text needs a darker fill, dark text a lighter one.
  const fill = untilReadable(colour, on, on === WHITE ? [0, 0, 0] : WHITE);
  return { fill, on };
}

/** A brand colour as text on each theme's surfaces. */
export function readableText(colour: Rgb): { dark: Rgb; light: Rgb } {
  const dark = parseHex(THEME_SURFACES.dark) as Rgb;
  const light = parseHex(THEME_SURFACES.light) as Rgb;
  return { dark: untilReadable(colour, dark, WHITE), light: untilReadable(colour, light, [0, 0, 0]) };
}

/** Every brand-derived custom property, by name. app.css uses them in both themes. */
export function brandTokens(input: BrandInput): Record<string, string> {
  const primary = parseHex(input.primary) ?? (parseHex(DEFAULT_BRAND.primary) as Rgb);
  const accent = parseHex(input.accent) ?? (parseHex(DEFAULT_BRAND.accent) as Rgb);
  const primaryFill = readableFill(primary);
  const accentFill = readableFill(accent);
  const primaryText = readableText(primary);
  const accentText = readableText(accent);
  const tokens: Record<string, string> = {
    '--brand-primary': toHex(primary),
    '--brand-accent': toHex(accent),
    '--primary-fill': toHex(primaryFill.fill),
    '--on-primary': toHex(primaryFill.on),
    '--accent-fill': toHex(accentFill.fill),
    '--on-accent': toHex(accentFill.on),
    '--brand-link-dark': toHex(primaryText.dark),
    '--brand-link-light': toHex(primaryText.light),
    '--brand-accent-text-dark': toHex(accentText.dark),
    '--brand-accent-text-light': toHex(accentText.light),
  };
  // Only a same-site path or an https address: the value goes into url("…") unescaped otherwise.
  if (input.logoUrl && /^(https:\/\/|\/)[^\s"'()<>\\]*$/.test(input.logoUrl)) {
    tokens['--brand-logo'] = `url("${input.logoUrl}")`;
  }
  return tokens;
}
