import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { kycRefusalText } from './KycNeeded.tsx';
import { kycErrorText } from './kyc-errors.ts';

// A stand-in translator: the key and its options, so the test sees what would be filled in.
const t = ((key: string, o?: Record<string, unknown>) =>
  o ? `${key}${JSON.stringify(o)}` : key) as unknown as TFunction;

describe('a refusal for identity checks', () => {
  it('names the level the brand asks for in the player’s words', () => {
    const refused = new ApiError('kyc.level.required', 403, 'no', { level: 'BASIC' });
    expect(kycRefusalText(t, refused)).toBe('errors.kyc.level.required{"level":"centre.kyc.levels.BASIC"}');
    // A level this app does not know yet reads as the highest.
    const odd = new ApiError('kyc.level.required', 403, 'no', { level: 'PLATINUM' });
    expect(kycRefusalText(t, odd)).toBe('errors.kyc.level.required{"level":"centre.kyc.levels.VERIFIED"}');
  });

  it('leaves every other failure to its own text', () => {
    expect(kycRefusalText(t, new ApiError('deposit.refused', 403, 'no', { level: 'BASIC' }))).toBeNull();
    expect(kycRefusalText(t, new Error('x'))).toBeNull();
  });
});

describe('a refused document', () => {
  it('reads the shared schema’s key from the field errors', () => {
    const large = new ApiError('request.param.err', 400, 'bad', {
      fields: { file: { key: 'field_invalid', min: 0, max: 0, message: 'kyc.file.large' } },
    });
    expect(kycErrorText(t, large)).toBe('centre.kyc.server.kyc_file_large');
  });

  it('reads the server’s own check of the bytes as the file rule, and other codes as themselves', () => {
    expect(kycErrorText(t, new ApiError('request.param.err', 400, 'File 1 is not a png or jpg or pdf'))).toBe(
      'centre.kyc.server.refused',
    );
    const other = new ApiError('in_need_true_account', 403, 'trial');
    expect(kycErrorText(t, other)).toBe(other.message);
    expect(kycErrorText(t, new Error('x'))).toBe('errors.unknown.system.err');
  });
});
