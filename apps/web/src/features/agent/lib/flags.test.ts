import { describe, expect, it } from 'vitest';
import { flaggedTabs, hasContracts, kindOfTab, pendingKinds, sessionFlags } from './flags.ts';

const none = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 } as const;

describe('flagged agent entries', () => {
  it('shows nothing before the state is known or when no contract exists', () => {
    expect(flaggedTabs(undefined)).toEqual([]);
    expect(flaggedTabs(none)).toEqual([]);
    expect(hasContracts(none)).toBe(false);
  });

  it('shows an entry for a kind in force or offered, in the spec order', () => {
    expect(flaggedTabs({ ...none, dailysalreqtype: 1 })).toEqual(['dailyWages']);
    expect(flaggedTabs({ ...none, contracthoursalreq: 2, divtypereq: 2 })).toEqual(['dividendRecord', 'hourlySalary']);
    // Real-time salary has no entry of its own.
    expect(flaggedTabs({ ...none, realtimesalreqtype: 2 })).toEqual([]);
    expect(hasContracts({ ...none, realtimesalreqtype: 2 })).toBe(true);
  });

  it('maps an entry to its contract kind', () => {
    expect(kindOfTab('dividendRecord')).toBe('DIVIDEND');
    expect(kindOfTab('dailyWages')).toBe('DAILY_SALARY');
    expect(kindOfTab('hourlySalary')).toBe('HOURLY_SALARY');
    expect(kindOfTab('myIncome')).toBeNull();
  });

  it('lists the offers waiting for an answer', () => {
    expect(pendingKinds({ ...none, dailysalreqtype: 1, divtypereq: 2, realtimesalreqtype: 1 })).toEqual([
      'DAILY_SALARY',
      'REALTIME_SALARY',
    ]);
  });

  it('derives the session flags', () => {
    expect(sessionFlags({ ...none, divtypereq: 1 })).toEqual({ enableSalary: false, enableContract: true });
    expect(sessionFlags({ ...none, contracthoursalreq: 2 })).toEqual({ enableSalary: true, enableContract: false });
  });
});
