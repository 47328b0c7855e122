/** What the Verification page accepts before sending: png, jpg or pdf, at most 5 MB (the server checks the bytes again). */
export const KYC_MAX_BYTES = 5 * 1024 * 1024;
const EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'];
const TYPES = ['image/png', 'image/jpeg', 'application/pdf'];
export const KYC_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

export type KycFileProblem = 'empty' | 'type' | 'large';

/**
 * The first problem of a chosen file, or null. Its name must end in an accepted extension and its
 * type, when the browser knows one, must be an accepted type: a renamed file fails one or the other.
 */
export function kycFileProblem(file: { name: string; type: string; size: number }): KycFileProblem | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!EXTENSIONS.includes(extension) || (file.type !== '' && !TYPES.includes(file.type))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > KYC_MAX_BYTES) return 'large';
  return null;
}

/** The file's bytes in base64, as the API takes them. */
export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}
