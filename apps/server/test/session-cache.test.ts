import { describe, expect, it } from 'vitest';
import { createSessionCache } from '../src/platform/auth/session-cache.ts';
import type { Member } from '../src/platform/auth/sessions.ts';

/** A change feed driven by the test: notices and the listening connection's state. */
function feed() {
  const listeners: ((payload: unknown) => void)[] = [];
  const gaps: (() => void)[] = [];
  const state = { live: true };
  return {
    state,
    subscribe: (_topic: string, f: (payload: unknown) => void) => (listeners.push(f), () => {}),
    live: () => state.live,
    onGap: (f: () => void) => (gaps.push(f), () => {}),
    notice: (payload: unknown) => {
      for (const f of listeners) f(payload);
    },
    gap: () => {
      for (const f of gaps) f();
    },
  };
}

const member = (id: number) => ({ id, status: 'ACTIVE' }) as Member;
const entry = (id: number) => ({
  member: member(id),
  merchantId: 1,
  expiresAt: new Date(),
  lastSeenAt: new Date(),
  signedInByCode: false,
  withdrawOnly: false,
});

describe('the checked-sessions cache', () => {
  it('keeps a check and forgets it on a notice naming its member, or naming all', () => {
    const f = feed();
    const cache = createSessionCache(f);
    cache.keep('a', entry(1), cache.generation());
    cache.keep('b', entry(2), cache.generation());
    f.notice({ members: [2] });
    expect(cache.get('a')?.member.id).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    f.notice({ all: true });
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a check that a change overtook while it was read', () => {
    const f = feed();
    const cache = createSessionCache(f);
    const readAt = cache.generation();
    f.notice({ members: [99] });
    cache.keep('a', entry(1), readAt);
    expect(cache.get('a')).toBeUndefined();
    cache.keep('a', entry(1), cache.generation());
    cache.forgetToken('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('serves and keeps nothing while deaf, and forgets all on each gap', () => {
    const f = feed();
    const cache = createSessionCache(f);
    cache.keep('a', entry(1), cache.generation());
    f.state.live = false;
    f.gap();
    expect(cache.get('a')).toBeUndefined();
    cache.keep('b', entry(2), cache.generation());
    f.state.live = true;
    expect(cache.get('b')).toBeUndefined();
    cache.keep('c', entry(3), cache.generation());
    expect(cache.get('c')?.member.id).toBe(3);
  });

  it('reads an unreadable notice as "forget all"', () => {
    const f = feed();
    const cache = createSessionCache(f);
    cache.keep('a', entry(1), cache.generation());
    f.notice('garbage');
    expect(cache.get('a')).toBeUndefined();
  });
});
