/** Draw scheduling in the merchant's time zone, across day boundaries and a DST change. */
import { describe, expect, it } from 'vitest';
import { elottSlot, vnDraw } from '../src/modules/lottery/schedule/draws.ts';
import { localParts, zonedTime } from '../src/modules/lottery/schedule/zoned.ts';

const PP = 'Asia/Phnom_Penh'; // UTC+7 all year
const iso = (d: Date) => d.toISOString();

describe('zoned time', () => {
  it('reads and builds wall-clock times in a zone', () => {
    expect(iso(zonedTime(PP, 2026, 11, 23, 0, 0))).toBe('2026-11-22T17:00:00.000Z');
    expect(localParts(new Date('2026-11-22T17:00:00Z'), PP)).toMatchObject({
      year: 2026,
      month: 11,
      day: 23,
      hour: 0,
      weekday: 1,
    });
    // New York springs forward on 2026-03-08: 03:00 local is 07:00Z, 01:00 local is 06:00Z.
    expect(iso(zonedTime('America/New_York', 2026, 3, 8, 3, 0))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(zonedTime('America/New_York', 2026, 3, 8, 1, 0))).toBe('2026-03-08T06:00:00.000Z');
  });
});

describe('e-lottery slots', () => {
  it('numbers the day from local midnight and closes before the draw', () => {
    // 00:04:10 local: the fifth 1-minute draw of the day.
    const s = elottSlot(new Date('2026-11-22T17:04:10Z'), PP, 1, 10);
    expect(s).toEqual({
      issueNo: '202611230005',
      opensAt: new Date('2026-11-22T17:04:00Z'),
      closesAt: new Date('2026-11-22T17:04:50Z'),
      drawAt: new Date('2026-11-22T17:05:00Z'),
    });
    // In the closing seconds the slip goes to the next issue.
    expect(elottSlot(new Date('2026-11-22T17:04:55Z'), PP, 1, 10).issueNo).toBe('202611230006');
  });

  it('rolls over to the next local day after the last draw', () => {
    // 23:58:30 local on the 23rd, 3-minute draws: slot 480 (23:57-00:00) is closing.
    const last = elottSlot(new Date('2026-11-23T16:58:30Z'), PP, 3, 30);
    expect(last.issueNo).toBe('202611230480');
    expect(iso(last.drawAt)).toBe('2026-11-23T17:00:00.000Z');
    const next = elottSlot(new Date('2026-11-23T16:59:45Z'), PP, 3, 30);
    expect(next.issueNo).toBe('202611240001');
    expect(iso(next.opensAt)).toBe('2026-11-23T17:00:00.000Z');
  });

  it('counts a 23-hour local day right', () => {
    // 2026-03-08 in New York has 23 hours: 276 five-minute draws, the last at local midnight.
    const late = elottSlot(new Date('2026-03-09T03:57:00Z'), 'America/New_York', 5, 0); // 23:57 EDT
    expect(late.issueNo).toBe('202603080276');
    expect(iso(late.drawAt)).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('Vietnamese daily draws', () => {
  it('draws the south at 16:15 local and closes 15 minutes before', () => {
    const d = vnDraw(new Date('2026-11-23T08:00:00Z'), PP, 'SOUTH', 15); // 15:00 local
    expect(d.issueNo).toBe('20261123');
    expect(iso(d.drawAt)).toBe('2026-11-23T09:15:00.000Z');
    expect(iso(d.closesAt)).toBe('2026-11-23T09:00:00.000Z');
  });

  it('moves to the next day once closed, and at local midnight', () => {
    expect(vnDraw(new Date('2026-11-23T10:59:59Z'), PP, 'NORTH', 15).issueNo).toBe('20261123'); // 17:59:59
    expect(vnDraw(new Date('2026-11-23T11:00:00Z'), PP, 'NORTH', 15).issueNo).toBe('20261124'); // 18:00, closed
    expect(vnDraw(new Date('2026-11-23T17:00:00Z'), PP, 'NORTH', 15).issueNo).toBe('20261124'); // 00:00 on the 24th
  });
});
