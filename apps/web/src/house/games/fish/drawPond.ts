import { drawCreature } from './drawFish.ts';
import { fishLength, placeFish } from './pondMath.ts';
import { lookOf } from './species.ts';
import type { PondFish } from './types.ts';

/** Something shown for a moment over the pond: a shot in flight, a net, a catch and its coins. */
export type Effect =
  | { kind: 'shot'; x: number; y: number; at: number }
  | { kind: 'net'; x: number; y: number; at: number }
  | { kind: 'catch'; fish: PondFish; x: number; y: number; text: string; at: number };

export const SHOT_MS = 220;
export const EFFECT_MS = 1_400;

/** Where the cannon sits: the middle of the bottom edge. */
export const CANNON = { x: 0.5, y: 1 } as const;

export type Scene = {
  width: number;
  height: number;
  /** Server clock: places the fish. */
  serverNow: number;
  /** Local clock (performance.now): runs the effects. */
  clock: number;
  fish: PondFish[];
  effects: Effect[];
  /** Where the cannon points, in pond coordinates. */
  aim: { x: number; y: number };
  reducedMotion: boolean;
};

function water(ctx: CanvasRenderingContext2D, s: Scene) {
  const g = ctx.createLinearGradient(0, 0, 0, s.height);
  g.addColorStop(0, '#0d5c7a');
  g.addColorStop(1, '#062a3a');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, s.width, s.height);
  // Light from the surface and a few bubbles: still when motion is reduced.
  const drift = s.reducedMotion ? 0 : s.clock / 1000;
  ctx.fillStyle = 'rgba(255,255,255,0.05)';
  for (let i = 0; i < 4; i++) {
    const x = ((i + 0.5) / 4) * s.width + Math.sin(drift / 3 + i) * 20;
    ctx.beginPath();
    ctx.moveTo(x - 30, 0);
    ctx.lineTo(x + 30, 0);
    ctx.lineTo(x + 90, s.height);
    ctx.lineTo(x - 10, s.height);
    ctx.fill();
  }
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  for (let i = 0; i < 12; i++) {
    const x = ((i * 0.137 + 0.05) % 1) * s.width;
    const y = s.height - ((drift * 40 + i * 97) % (s.height + 20));
    ctx.beginPath();
    ctx.arc(x, y, 2 + (i % 3), 0, Math.PI * 2);
    ctx.stroke();
  }
}

function creature(ctx: CanvasRenderingContext2D, s: Scene, f: PondFish) {
  const p = placeFish(f, s.serverNow);
  const look = lookOf(f.species);
  const len = fishLength(look, s.width);
  ctx.save();
  ctx.translate(p.x * s.width, p.y * s.height);
  if (p.leftward) ctx.scale(-1, 1);
  ctx.rotate(Math.atan2(p.rise * s.height, s.width));
  drawCreature(ctx, look, len, s.reducedMotion ? 0 : Math.sin(s.clock / 150 + f.id));
  ctx.restore();
  if (f.multiplier >= 20) {
    ctx.fillStyle = '#fff';
    ctx.font = `bold ${Math.max(11, len * 0.14)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.fillText(`×${f.multiplier}`, p.x * s.width, p.y * s.height - len * 0.32);
  }
}

function cannon(ctx: CanvasRenderingContext2D, s: Scene) {
  const x = CANNON.x * s.width;
  const y = CANNON.y * s.height;
  const size = Math.max(26, s.width * 0.035);
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(Math.atan2((s.aim.y - CANNON.y) * s.height, (s.aim.x - CANNON.x) * s.width) + Math.PI / 2);
  ctx.fillStyle = '#c7ced6';
  ctx.fillRect(-size * 0.22, -size * 1.6, size * 0.44, size * 1.4);
  ctx.fillStyle = '#f2b33d';
  ctx.fillRect(-size * 0.28, -size * 1.7, size * 0.56, size * 0.25);
  ctx.restore();
  ctx.fillStyle = '#8a95a3';
  ctx.beginPath();
  ctx.arc(x, y, size * 0.8, Math.PI, 0);
  ctx.fill();
}

function effect(ctx: CanvasRenderingContext2D, s: Scene, e: Effect) {
  const age = s.clock - e.at;
  const x = e.x * s.width;
  const y = e.y * s.height;
  if (e.kind === 'shot') {
    // The shell flies from the cannon to the fish; with reduced motion it is simply there.
    const t = s.reducedMotion ? 1 : Math.min(1, age / SHOT_MS);
    const cx = CANNON.x * s.width + (x - CANNON.x * s.width) * t;
    const cy = CANNON.y * s.height + (y - CANNON.y * s.height) * t;
    ctx.fillStyle = '#ffe08a';
    ctx.beginPath();
    ctx.arc(cx, cy, 5, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  const fade = Math.max(0, 1 - age / EFFECT_MS);
  if (e.kind === 'net') {
    ctx.strokeStyle = `rgba(255,255,255,${fade})`;
    const r = 14 + (s.reducedMotion ? 10 : (age / EFFECT_MS) * 24);
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.stroke();
    return;
  }
  const look = lookOf(e.fish.species);
  ctx.save();
  ctx.globalAlpha = fade;
  ctx.translate(x, y);
  if (!s.reducedMotion) ctx.rotate((age / EFFECT_MS) * Math.PI * 4);
  drawCreature(ctx, look, fishLength(look, s.width), 0);
  ctx.restore();
  // The coins won rise from the catch (stay put with reduced motion).
  const rise = s.reducedMotion ? 0 : (age / EFFECT_MS) * s.height * 0.12;
  ctx.globalAlpha = Math.min(1, fade * 1.5);
  ctx.fillStyle = '#ffd24a';
  ctx.strokeStyle = '#5a3a00';
  ctx.lineWidth = 3;
  ctx.font = `bold ${Math.max(16, s.width * 0.028)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.strokeText(e.text, x, y - 20 - rise);
  ctx.fillText(e.text, x, y - 20 - rise);
  ctx.globalAlpha = 1;
}

/** One frame of the pond. */
export function drawScene(ctx: CanvasRenderingContext2D, s: Scene) {
  water(ctx, s);
  for (const f of s.fish) if (placeFish(f, s.serverNow).progress >= 0) creature(ctx, s, f);
  for (const e of s.effects) effect(ctx, s, e);
  cannon(ctx, s);
}

export const effectAlive = (e: Effect, clock: number) => clock - e.at < (e.kind === 'shot' ? SHOT_MS : EFFECT_MS);
