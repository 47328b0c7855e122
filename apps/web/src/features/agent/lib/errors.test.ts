import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { agentErrorText } from './errors.ts';

// A stand-in translator: the key and its options, so the test sees what would be filled in.
const t = ((key: string, o?: Record<string, unknown>) =>
  o ? `${key}${JSON.stringify(o)}` : key) as unknown as TFunction;

describe('agent error texts', () => {
  it('adds the ceiling of a refused rate as a percent', () => {
    const err = new ApiError('agent.contract.rate.exceeded', 400, 'too high', { kind: 'DAILY_SALARY', ceiling: 150 });
    expect(agentErrorText(t, err, '$')).toContain('agent.terms.ceiling{"rate":"1.5%"}');
  });

  it('says a top-level agent’s refused rate is over the brand’s ceiling, not an upline’s', () => {
    const err = new ApiError('agent.contract.rate.exceeded', 400, 'too high', {
      kind: 'DIVIDEND',
      ceiling: 5000,
      byBrand: true,
    });
    expect(agentErrorText(t, err, '$')).toBe('agent.terms.brandCeiling{"rate":"50%"}');
  });

  it('names the tier a refused rate is over the upline’s terms at', () => {
    const err = new ApiError('agent.contract.rate.exceeded', 400, 'too high', {
      kind: 'DAILY_SALARY',
      ceiling: 0,
      at: { validBet: '0', activeMembers: 0 },
    });
    expect(agentErrorText(t, err, '$')).toContain('agent.terms.ceilingAt{"validBet":"$0.00","members":0,"rate":"0%"}');
  });

  it('adds the transfer limits in the currency', () => {
    const err = new ApiError('agent.transfer.limit', 400, 'limits', { min: '100', max: '10000000' });
    expect(agentErrorText(t, err, '$')).toContain('{"min":"$1.00","max":"$100,000.00"}');
  });

  it('keeps the plain translated text otherwise', () => {
    const err = new ApiError('agent.member.not.found', 404, 'nope');
    expect(agentErrorText(t, err, '$')).toBe(err.message);
    expect(agentErrorText(t, new Error('x'), '$')).toBe('errors.unknown.system.err');
  });
});
