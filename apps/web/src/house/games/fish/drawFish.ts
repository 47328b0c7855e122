import type { Look } from './species.ts';

/**
 * Each species drawn with canvas shapes, facing right, centred on the origin, `len` pixels long.
 * `wiggle` (−1..1) bends tails and legs; it stays 0 when the player prefers reduced motion.
 */
export function drawCreature(ctx: CanvasRenderingContext2D, look: Look, len: number, wiggle: number) {
  ctx.fillStyle = look.body;
  ctx.strokeStyle = look.fin;
  ctx.lineWidth = Math.max(1, len / 40);
  DRAW[look.shape](ctx, look, len, wiggle);
}

const eye = (ctx: CanvasRenderingContext2D, x: number, y: number, r: number) => {
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(x + r * 0.25, y, r * 0.55, 0, Math.PI * 2);
  ctx.fill();
};

const ellipse = (ctx: CanvasRenderingContext2D, x: number, y: number, rx: number, ry: number) => {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
};

function fish(ctx: CanvasRenderingContext2D, look: Look, len: number, wiggle: number) {
  const h = len * 0.2;
  ctx.fillStyle = look.fin;
  ctx.beginPath();
  ctx.moveTo(-len * 0.38, 0);
  ctx.lineTo(-len * 0.5, -h + wiggle * h * 0.4);
  ctx.lineTo(-len * 0.5, h + wiggle * h * 0.4);
  ctx.closePath();
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-len * 0.1, -h * 0.8);
  ctx.quadraticCurveTo(len * 0.02, -h * 1.7, len * 0.14, -h * 0.8);
  ctx.fill();
  ctx.fillStyle = look.body;
  ellipse(ctx, 0, 0, len * 0.4, h);
  eye(ctx, len * 0.26, -h * 0.25, Math.max(2, h * 0.22));
}

function puffer(ctx: CanvasRenderingContext2D, look: Look, len: number, wiggle: number) {
  const r = len * 0.38;
  ctx.strokeStyle = look.fin;
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a) * r, Math.sin(a) * r);
    ctx.lineTo(Math.cos(a) * r * 1.3, Math.sin(a) * r * 1.3);
    ctx.stroke();
  }
  ctx.fillStyle = look.fin;
  ctx.beginPath();
  ctx.moveTo(-r * 0.9, 0);
  ctx.lineTo(-len * 0.5, -r * 0.4 + wiggle * 3);
  ctx.lineTo(-len * 0.5, r * 0.4 + wiggle * 3);
  ctx.fill();
  ctx.fillStyle = look.body;
  ellipse(ctx, 0, 0, r, r);
  eye(ctx, r * 0.45, -r * 0.3, Math.max(2, r * 0.18));
}

function turtle(ctx: CanvasRenderingContext2D, look: Look, len: number, wiggle: number) {
  ctx.fillStyle = look.fin;
  for (const [x, y] of [
    [0.2, -0.3],
    [0.2, 0.3],
    [-0.22, -0.26],
    [-0.22, 0.26],
  ] as const)
    ellipse(ctx, len * x + wiggle * len * 0.03 * Math.sign(x), len * y, len * 0.12, len * 0.06);
  ellipse(ctx, len * 0.42, 0, len * 0.1, len * 0.08);
  ctx.fillStyle = look.body;
  ellipse(ctx, 0, 0, len * 0.32, len * 0.26);
  ctx.strokeStyle = look.fin;
  ctx.beginPath();
  ctx.ellipse(0, 0, len * 0.18, len * 0.14, 0, 0, Math.PI * 2);
  ctx.stroke();
  eye(ctx, len * 0.46, -len * 0.03, Math.max(2, len * 0.025));
}

function crab(ctx: CanvasRenderingContext2D, look: Look, len: number, wiggle: number) {
  ctx.strokeStyle = look.fin;
  for (const side of [-1, 1])
    for (let i = 0; i < 3; i++) {
      ctx.beginPath();
      ctx.moveTo(len * (-0.15 + i * 0.12), side * len * 0.15);
      ctx.lineTo(len * (-0.25 + i * 0.12) + wiggle * 3, side * len * 0.38);
      ctx.stroke();
    }
  ctx.fillStyle = look.fin;
  ellipse(ctx, len * 0.38, -len * 0.2, len * 0.1, len * 0.07);
  ellipse(ctx, len * 0.38, len * 0.2, len * 0.1, len * 0.07);
  ctx.fillStyle = look.body;
  ellipse(ctx, 0, 0, len * 0.3, len * 0.22);
  eye(ctx, len * 0.26, -len * 0.06, Math.max(2, len * 0.03));
  eye(ctx, len * 0.26, len * 0.06, Math.max(2, len * 0.03));
}

function ray(ctx: CanvasRenderingContext2D, look: Look, len: number, wiggle: number) {
  ctx.strokeStyle = look.fin;
  ctx.beginPath();
  ctx.moveTo(-len * 0.2, 0);
  ctx.quadraticCurveTo(-len * 0.4, wiggle * len * 0.08, -len * 0.6, 0);
  ctx.stroke();
  ctx.fillStyle = look.body;
  ctx.beginPath();
  ctx.moveTo(len * 0.35, 0);
  ctx.quadraticCurveTo(len * 0.05, -len * (0.45 + wiggle * 0.04), -len * 0.25, 0);
  ctx.quadraticCurveTo(len * 0.05, len * (0.45 + wiggle * 0.04), len * 0.35, 0);
  ctx.fill();
  eye(ctx, len * 0.2, -len * 0.06, Math.max(2, len * 0.025));
}

function croc(ctx: CanvasRenderingContext2D, look: Look, len: number, wiggle: number) {
  ctx.fillStyle = look.fin;
  for (const x of [0.15, -0.12])
    for (const side of [-1, 1]) ellipse(ctx, len * x, side * len * 0.09, len * 0.04, len * 0.05);
  ctx.fillStyle = look.body;
  ctx.beginPath();
  ctx.moveTo(len * 0.5, 0);
  ctx.lineTo(len * 0.25, -len * 0.05);
  ctx.quadraticCurveTo(0, -len * 0.09, -len * 0.25, -len * 0.04);
  ctx.lineTo(-len * 0.5, wiggle * len * 0.06);
  ctx.lineTo(-len * 0.25, len * 0.04);
  ctx.quadraticCurveTo(0, len * 0.09, len * 0.25, len * 0.05);
  ctx.closePath();
  ctx.fill();
  eye(ctx, len * 0.24, -len * 0.035, Math.max(2, len * 0.018));
}

function naga(ctx: CanvasRenderingContext2D, look: Look, len: number, wiggle: number) {
  // A golden serpent: scales along a wave, a crested head, a glow that marks the boss.
  ctx.shadowColor = look.body;
  ctx.shadowBlur = len * 0.12;
  for (let i = 10; i >= 0; i--) {
    const t = i / 10;
    const x = len * (0.3 - t * 0.75);
    const y = Math.sin(t * Math.PI * 2 + wiggle) * len * 0.07;
    ctx.fillStyle = i % 2 ? look.body : look.fin;
    ellipse(ctx, x, y, len * 0.07 * (1 - t * 0.5), len * 0.07 * (1 - t * 0.5));
  }
  ctx.shadowBlur = 0;
  ctx.fillStyle = look.fin;
  for (const dy of [-1, 0, 1]) {
    ctx.beginPath();
    ctx.moveTo(len * 0.3, dy * len * 0.04);
    ctx.lineTo(len * 0.28, dy * len * 0.04 - len * 0.12);
    ctx.lineTo(len * 0.36, dy * len * 0.03);
    ctx.fill();
  }
  ctx.fillStyle = look.body;
  ellipse(ctx, len * 0.4, 0, len * 0.11, len * 0.08);
  eye(ctx, len * 0.44, -len * 0.03, Math.max(2, len * 0.02));
}

const DRAW: Record<Look['shape'], typeof fish> = { fish, puffer, turtle, crab, ray, croc, naga };
