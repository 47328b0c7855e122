import { describe, expect, it } from 'vitest';
import { noticeDate, noticeNumber } from './format.ts';
import { pageItems } from './pages.ts';

describe('notice pagination (range 3, margin 1)', () => {
  it('keeps one page at each end and three around the current one', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });
  it('shows every page when there are few', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('notice numbers and dates', () => {
  it('numbers from 01 across pages of 7', () => {
    expect(noticeNumber(0, 1, 7)).toBe('01');
    expect(noticeNumber(6, 1, 7)).toBe('07');
    expect(noticeNumber(0, 2, 7)).toBe('08');
  });
  it('formats yyyy-MM-dd hh:mm:ss in the merchant’s zone', () => {
    const ms = Date.UTC(2025, 0, 2, 15, 4, 5);
    expect(noticeDate(ms, 'UTC')).toBe('2025-01-02 15:04:05');
    expect(noticeDate(ms, 'Asia/Phnom_Penh')).toBe('2025-01-02 22:04:05');
  });
});
