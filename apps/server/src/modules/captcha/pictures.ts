import { Canvas, randomColor, rnd } from './canvas.ts';
import { ALPHABET, glyph } from './font.ts';

export const CAPTCHA_SIZE = { width: 120, height: 40 };

export function captchaAnswer(length = 4): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[rnd(0, ALPHABET.length - 1)];
  return s;
}

/**
 * Draws the answer with a scale, slant and offset of its own per glyph over noise, so the text
 * is easy for a person and costs a machine more than a template match.
 */
export function drawCaptcha(answer: string): string {
  const c = new Canvas(CAPTCHA_SIZE.width, CAPTCHA_SIZE.height);
  const [r0, g0, b0] = randomColor(215, 250);
  c.fill((x, y) => [r0 - ((x + y) % 9), g0 - (y % 7), b0 - (x % 5)]);
  for (let i = 0; i < 4; i++) c.line(rnd(0, 119), rnd(0, 39), rnd(0, 119), rnd(0, 39), randomColor(110, 190), 160);
  [...answer].forEach((ch, i) => {
    const color = randomColor(20, 110);
    const scale = rnd(3, 4);
    const slant = rnd(-3, 3) / 10;
    const ox = 8 + i * 27 + rnd(-2, 3);
    const oy = rnd(3, 40 - 7 * scale - 2);
    for (const [gx, gy] of glyph(ch)) {
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const y = oy + gy * scale + dy;
          c.set(ox + gx * scale + dx + (y - 20) * slant, y, color);
        }
      }
    }
  });
  for (let i = 0; i < 120; i++) c.set(rnd(0, 119), rnd(0, 39), randomColor(60, 200), 200);
  for (let i = 0; i < 2; i++) c.line(rnd(0, 20), rnd(5, 35), rnd(100, 119), rnd(5, 35), randomColor(40, 120), 200);
  return c.toBase64();
}

export const SLIDER = { width: 280, height: 160, piece: 44 } as const;

/** The piece's outline: a rounded square with a tab on its right edge, like a jigsaw piece. */
function inPiece(x: number, y: number): boolean {
  const s = SLIDER.piece - 8;
  const inSquare = x >= 0 && y >= 0 && x < s && y < s;
  const tab = (x - s) ** 2 + (y - s / 2) ** 2 <= 36;
  return inSquare || tab;
}

/** A landscape-like background with a dark gap at (gapX, gapY), and the piece cut from it. */
export function drawSlider(gapX: number, gapY: number): { background: string; piece: string } {
  const bg = new Canvas(SLIDER.width, SLIDER.height);
  const top = randomColor(60, 160);
  const bottom = randomColor(120, 230);
  bg.fill((x, y) => {
    const t = y / SLIDER.height;
    const wave = Math.sin(x / 17 + top[0]) * 6;
    return [
      Math.round(top[0] * (1 - t) + bottom[0] * t + wave),
      Math.round(top[1] * (1 - t) + bottom[1] * t - wave),
      Math.round(top[2] * (1 - t) + bottom[2] * t),
    ];
  });
  for (let i = 0; i < 14; i++) bg.disc(rnd(0, 279), rnd(0, 159), rnd(6, 22), randomColor(40, 250), 110);
  for (let i = 0; i < 6; i++) bg.line(rnd(0, 279), rnd(0, 159), rnd(0, 279), rnd(0, 159), randomColor(30, 250), 140);

  const piece = new Canvas(SLIDER.piece, SLIDER.piece);
  piece.png.data.fill(0);
  for (let y = 0; y < SLIDER.piece; y++) {
    for (let x = 0; x < SLIDER.piece; x++) {
      if (!inPiece(x, y)) continue;
      const edge = !inPiece(x - 1, y) || !inPiece(x + 1, y) || !inPiece(x, y - 1) || !inPiece(x, y + 1);
      piece.set(x, y, edge ? [255, 255, 255] : bg.get(gapX + x, gapY + y));
    }
  }
  for (let y = 0; y < SLIDER.piece; y++) {
    for (let x = 0; x < SLIDER.piece; x++) if (inPiece(x, y)) bg.set(gapX + x, gapY + y, [0, 0, 0], 150);
  }
  return { background: bg.toBase64(), piece: piece.toBase64() };
}
