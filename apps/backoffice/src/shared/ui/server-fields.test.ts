import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { serverFieldErrors, showServerFields } from './server-fields.ts';

const refusal = (fields: unknown, status = 400) =>
  new ApiError('request.param.err', 'Invalid request parameters', status, { fields });

describe("the server's field problems", () => {
  it('name each field with the shared schema key, and no library sentence', () => {
    const error = refusal({
      maxAmount: { key: 'field_invalid', message: 'channel.range.order' },
      name: { key: 'field_invalid', message: 'Too big: expected string to have <=64 characters' },
    });
    expect(serverFieldErrors(error)).toEqual([{ name: 'maxAmount', message: 'channel.range.order' }, { name: 'name' }]);
  });

  it('take the key a sentence stands for, where the form knows it', () => {
    const error = refusal({ imageUrl: { message: 'a banner needs an image' } });
    expect(serverFieldErrors(error, { 'a banner needs an image': 'content.banner.image' })).toEqual([
      { name: 'imageUrl', message: 'content.banner.image' },
    ]);
  });

  it('are none for other refusals', () => {
    expect(serverFieldErrors(new ApiError('operator.forbidden', 'no', 403))).toEqual([]);
    expect(serverFieldErrors(refusal({ a: { message: 'x.y' } }, 409))).toEqual([]);
    expect(serverFieldErrors(new Error('boom'))).toEqual([]);
    expect(serverFieldErrors(new ApiError('request.param.err', 'bad', 400, null))).toEqual([]);
  });

  it("land on the form's own fields only", () => {
    const set: [string, unknown][] = [];
    const shown = showServerFields(
      refusal({ feeBps: { message: 'channel.fee.range' }, elsewhere: { message: 'x.y' } }),
      (name, error) => set.push([name, error]),
      ['feeBps', 'name'],
    );
    expect(shown).toBe(true);
    expect(set).toEqual([['feeBps', { type: 'server', message: 'channel.fee.range' }]]);
    expect(showServerFields(refusal({ other: {} }), () => undefined, ['feeBps'])).toBe(false);
  });
});
