import { AGENT_TYPES, TRIAL_TYPE } from '@mekong/contracts';
import { describe, expect, it } from 'vitest';
import { AGENT_ACCOUNT_TYPES, isAgentAccount, TRIAL } from './account-types.ts';
import { isTrial } from './member.ts';

describe('the account types of the first load', () => {
  it("are the contracts' own", () => {
    expect(TRIAL).toBe(TRIAL_TYPE);
    expect([...AGENT_ACCOUNT_TYPES]).toEqual([...AGENT_TYPES]);
  });

  it('tell an agent and a trial account from a member', () => {
    const member = (type: number) => ({ type }) as Parameters<typeof isTrial>[0];
    expect(isTrial(member(TRIAL_TYPE))).toBe(true);
    expect(isTrial(member(0))).toBe(false);
    expect(isTrial(null)).toBe(false);
    expect(isAgentAccount(AGENT_TYPES[0])).toBe(true);
    expect(isAgentAccount(0)).toBe(false);
  });
});
