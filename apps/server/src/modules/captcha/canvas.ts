import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

export type Rgb = [number, number, number];

/** A tiny RGBA canvas over pngjs: just what the captcha pictures need. */
export class Canvas {
  readonly png: PNG;
  readonly width: number;
  readonly height: number;
  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.png = new PNG({ width, height });
  }

  set(x: number, y: number, [r, g, b]: Rgb, alpha = 255) {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= this.width || yi >= this.height) return;
    const i = (yi * this.width + xi) * 4;
    const d = this.png.data;
    const a = alpha / 255;
    d[i] = Math.round((d[i] ?? 0) * (1 - a) + r * a);
    d[i + 1] = Math.round((d[i + 1] ?? 0) * (1 - a) + g * a);
    d[i + 2] = Math.round((d[i + 2] ?? 0) * (1 - a) + b * a);
    d[i + 3] = 255;
  }

  get(x: number, y: number): Rgb {
    const i = (y * this.width + x) * 4;
    const d = this.png.data;
    return [d[i] ?? 0, d[i + 1] ?? 0, d[i + 2] ?? 0];
  }

  fill(color: (x: number, y: number) => Rgb) {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) this.set(x, y, color(x, y));
  }

  line(x0: number, y0: number, x1: number, y1: number, color: Rgb, alpha = 255) {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i++) this.set(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, color, alpha);
  }

  disc(cx: number, cy: number, r: number, color: Rgb, alpha = 255) {
    for (let y = -r; y <= r; y++)
      for (let x = -r; x <= r; x++) if (x * x + y * y <= r * r) this.set(cx + x, cy + y, color, alpha);
  }

  toBase64(): string {
    return PNG.sync.write(this.png).toString('base64');
  }
}

export const rnd = (min: number, max: number) => randomInt(min, max + 1);
export const randomColor = (min: number, max: number): Rgb => [rnd(min, max), rnd(min, max), rnd(min, max)];
