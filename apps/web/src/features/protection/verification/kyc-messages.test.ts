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

  it('tells a file that is not a png, jpg or pdf from one too large or empty, each in its own words', () => {
    const type = new ApiError('kyc.file.type', 415, 'The file is not a png, jpg or pdf', { accepted: ['png'] });
    const large = new ApiError('kyc.file.large', 413, 'The file is over 5 MB', { maxBytes: 5242880 });
    const empty = new ApiError('kyc.file.empty', 400, 'The file is empty');
    expect(kycErrorText(t, type)).toBe('errors.kyc.file.type');
    expect(kycErrorText(t, large)).toBe('errors.kyc.file.large');
    expect(kycErrorText(t, empty)).toBe('errors.kyc.file.empty');
    // A body past the route's limit never reached the check: too large all the same.
    expect(kycErrorText(t, new ApiError('request.body.too.large', 413, 'Request body too large'))).toBe(
      'errors.kyc.file.large',
    );
  });

  it('shows the English texts for the two refusals, and they differ', async () => {
    const { errors } = (await import('../../../shared/i18n/locales/en.json')).default;
    const texts = errors as unknown as Record<string, string>;
    const real = ((key: string) => texts[key.replace(/^errors\./, '')] ?? key) as unknown as TFunction;
    const type = kycErrorText(real, new ApiError('kyc.file.type', 415, 'x'));
    const large = kycErrorText(real, new ApiError('kyc.file.large', 413, 'x'));
    expect(type).toBe('This file is not a png, jpg or pdf: its contents decide, not its name.');
    expect(large).toBe('This file is larger than 5 MB.');
  });

  it('reads another refusal of the request as the file rule, and other codes as themselves', () => {
    expect(kycErrorText(t, new ApiError('request.param.err', 400, 'Invalid request parameters'))).toBe(
      'centre.kyc.server.refused',
    );
    const other = new ApiError('in_need_true_account', 403, 'trial');
    expect(kycErrorText(t, other)).toBe(other.message);
    expect(kycErrorText(t, new Error('x'))).toBe('errors.unknown.system.err');
  });
});
