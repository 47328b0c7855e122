import { describe, expect, it } from 'vitest';
import { KYC_MAX_BYTES, kycFileProblem, toBase64 } from './kyc-file.ts';

describe('the Verification page file check', () => {
  it('takes png, jpg and pdf up to 5 MB', () => {
    expect(kycFileProblem({ name: 'id.PNG', type: 'image/png', size: 10 })).toBeNull();
    expect(kycFileProblem({ name: 'id.jpeg', type: 'image/jpeg', size: KYC_MAX_BYTES })).toBeNull();
    expect(kycFileProblem({ name: 'bill.pdf', type: 'application/pdf', size: 1 })).toBeNull();
    // Some systems give no type: the extension decides.
    expect(kycFileProblem({ name: 'bill.pdf', type: '', size: 1 })).toBeNull();
  });

  it('refuses other types, a renamed file, an empty file and one over 5 MB', () => {
    expect(kycFileProblem({ name: 'id.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(kycFileProblem({ name: 'id.png', type: 'text/plain', size: 10 })).toBe('type');
    expect(kycFileProblem({ name: 'noextension', type: 'image/png', size: 10 })).toBe('type');
    expect(kycFileProblem({ name: 'id.png', type: 'image/png', size: 0 })).toBe('empty');
    expect(kycFileProblem({ name: 'id.png', type: 'image/png', size: KYC_MAX_BYTES + 1 })).toBe('large');
  });

  it('sends the bytes in base64', async () => {
    expect(await toBase64(new Blob([new Uint8Array([37, 80, 68, 70, 45])]))).toBe('JVBERi0=');
  });
});
