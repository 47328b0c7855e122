import { describe, expect, it } from 'vitest';
import { readPaging } from './server-table.ts';

const defaults = { sorts: ['createdAt', 'name'] as const, sort: 'createdAt' as const, order: 'desc' as const };

describe('the paging an address asks for', () => {
  it('keeps a valid page, sort column and direction', () => {
    expect(readPaging({ page: '3', sort: 'name', order: 'asc' }, defaults)).toEqual({
      page: 3,
      sort: 'name',
      order: 'asc',
    });
  });

  it('falls back to the first page and the defaults for what the server would refuse', () => {
    for (const page of ['0', '-2', 'x', '', undefined])
      expect(readPaging({ page }, defaults).page, String(page)).toBe(1);
    expect(readPaging({ page: '99999' }, defaults).page).toBe(10_000);
    expect(readPaging({ page: '2.7' }, defaults).page).toBe(2);
    expect(readPaging({ sort: 'password', order: 'sideways' }, defaults)).toMatchObject({
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('has no sort column for a list with one fixed order', () => {
    expect(readPaging({ sort: 'name' }, { sorts: [], sort: undefined, order: 'desc' }).sort).toBeUndefined();
  });
});
