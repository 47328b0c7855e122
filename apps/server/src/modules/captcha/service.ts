import type { SliderSolution } from '@mekong/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { createCounters } from '../../platform/auth/attempt-counters.ts';
import { newId } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { challenges } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { rnd } from './canvas.ts';
import { captchaAnswer, drawCaptcha, drawSlider, SLIDER } from './pictures.ts';
import { looksHuman, SLIDER_TOLERANCE } from './trace.ts';

type Kind = 'captcha' | 'slider';
const LIFETIME_MS: Record<Kind, number> = { captcha: 5 * 60_000, slider: 2 * 60_000 };

export function createChallengeService(db: Db) {
  const counters = createCounters(db);

  /**
   * At most one new challenge of a kind a second per client key and per IP, across every process
   * (a form that shows the captcha and then the slider is not held up by the first). Each is one
   * atomic counter, so N simultaneous requests count N and only the first is served.
   */
  async function throttle(merchantId: number, kind: Kind, clientKey: string, ip: string) {
    const scope = `${kind}_issue`;
    for (const subject of [`key:${clientKey}`, `ip:${ip}`]) {
      const { count } = await counters.hit({ merchantId, scope, subject }, 1000);
      if (count > 1) throw new AppError('too.much.request', 'One captcha a second');
    }
  }

  /** A new challenge supersedes the client's pending ones of the same kind. */
  async function store(merchantId: number, kind: Kind, clientKey: string, ip: string, answer: string) {
    await db
      .update(challenges)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(challenges.merchantId, merchantId),
          eq(challenges.kind, kind),
          eq(challenges.clientKey, clientKey),
          isNull(challenges.usedAt),
        ),
      );
    await db.insert(challenges).values({
      id: newId(),
      merchantId,
      kind,
      clientKey,
      answer,
      ip,
      expiresAt: new Date(Date.now() + LIFETIME_MS[kind]),
    });
  }

  async function newCaptcha(merchantId: number, clientKey: string, ip: string): Promise<string> {
    await throttle(merchantId, 'captcha', clientKey, ip);
    const answer = captchaAnswer();
    await store(merchantId, 'captcha', clientKey, ip, answer);
    return drawCaptcha(answer);
  }

  async function newSlider(merchantId: number, clientKey: string, ip: string) {
    await throttle(merchantId, 'slider', clientKey, ip);
    const gapX = rnd(80, SLIDER.width - SLIDER.piece - 6);
    const pieceY = rnd(6, SLIDER.height - SLIDER.piece - 6);
    await store(merchantId, 'slider', clientKey, ip, String(gapX));
    return {
      key: clientKey,
      ...drawSlider(gapX, pieceY),
      pieceY,
      width: SLIDER.width,
      height: SLIDER.height,
      pieceSize: SLIDER.piece,
    };
  }

  /** Takes the client's pending challenge off the table whatever the answer: one guess each. */
  async function consume(merchantId: number, kind: Kind, clientKey: string) {
    const [pending] = await db
      .select()
      .from(challenges)
      .where(
        and(
          eq(challenges.merchantId, merchantId),
          eq(challenges.kind, kind),
          eq(challenges.clientKey, clientKey),
          isNull(challenges.usedAt),
          gt(challenges.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(challenges.createdAt))
      .limit(1);
    if (!pending) return null;
    const taken = await db
      .update(challenges)
      .set({ usedAt: new Date() })
      .where(and(eq(challenges.id, pending.id), isNull(challenges.usedAt)))
      .returning({ answer: challenges.answer });
    return taken[0]?.answer ?? null;
  }

  async function verifyCaptcha(merchantId: number, clientKey: string | undefined, answer: string | undefined) {
    if (!clientKey || !answer) throw new AppError('captcha.required', 'Enter the captcha');
    const expected = await consume(merchantId, 'captcha', clientKey);
    if (expected === null || expected !== answer.trim().toUpperCase()) {
      throw new AppError('captcha.invalid', 'The captcha is wrong or has expired');
    }
  }

  async function verifySlider(merchantId: number, solution: SliderSolution | undefined) {
    if (!solution) throw new AppError('slider.required', 'Complete the slider');
    const expected = await consume(merchantId, 'slider', solution.key);
    const ok =
      expected !== null &&
      Math.abs(solution.x - Number(expected)) <= SLIDER_TOLERANCE &&
      looksHuman(solution.x, solution.trace);
    if (!ok) throw new AppError('slider.invalid', 'The slider was not completed');
  }

  /** The answer of the newest pending challenge; only for the demo and the tests. */
  async function peek(merchantId: number, kind: Kind, clientKey: string) {
    const [pending] = await db
      .select({ answer: challenges.answer })
      .from(challenges)
      .where(
        and(
          eq(challenges.merchantId, merchantId),
          eq(challenges.kind, kind),
          eq(challenges.clientKey, clientKey),
          isNull(challenges.usedAt),
          gt(challenges.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(challenges.createdAt))
      .limit(1);
    return pending?.answer ?? null;
  }

  return { newCaptcha, newSlider, verifyCaptcha, verifySlider, peek };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
