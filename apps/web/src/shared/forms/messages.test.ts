import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { formatDateTime } from '../lib/dates.ts';
import { msgText } from './messages.ts';

// A stand-in translator: the key and its options, so the test sees what would be filled in.
const t = ((key: string, o?: Record<string, unknown>) =>
  o ? `${key}${JSON.stringify(o)}` : key) as unknown as TFunction;

describe('a refused call’s message', () => {
  it('fills its placeholders from the refusal: a time in the language’s format, a missing end as permanent', () => {
    const until = '2026-11-28T10:00:00.000Z';
    const timeOut = new ApiError('login.break.active', 403, 'on a break', { kind: 'TIMEOUT', until });
    expect(msgText(t, { api: timeOut })).toBe(
      `errors.login.break.active${JSON.stringify({ kind: 'TIMEOUT', until: formatDateTime(until), defaultValue: 'on a break' })}`,
    );
    const forever = new ApiError('login.break.active', 403, 'on a break', { kind: 'EXCLUSION', until: null });
    expect(msgText(t, { api: forever })).toContain('"until":"errors.untilForever"');
    const plain = new ApiError('login.cred.err', 401, 'wrong', null);
    expect(msgText(t, { api: plain })).toBe(`errors.login.cred.err${JSON.stringify({ defaultValue: 'wrong' })}`);
  });
});
