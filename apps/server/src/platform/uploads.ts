import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from './errors.ts';

/** The product's upload rule: png or jpg only, 5 MB each, at most 3. */
export const UPLOAD_RULES = { maxBytes: 5 * 1024 * 1024, maxFiles: 3 } as const;

export type UploadKind = 'png' | 'jpg' | 'pdf';

/** The file's own bytes decide its type, never its name or a header the client sent. */
export function kindOf(bytes: Buffer): UploadKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

/** Checks base64 images against the rules and stores them under dataDir/uploads/<folder>; answers their names. */
export async function storeImages(
  dataDir: string,
  folder: string,
  images: string[],
  kinds: readonly UploadKind[] = ['png', 'jpg'],
): Promise<string[]> {
  if (images.length === 0 || images.length > UPLOAD_RULES.maxFiles) {
    throw new AppError('request.param.err', `Attach 1 to ${UPLOAD_RULES.maxFiles} images`);
  }
  const files = images.map((b64, i) => {
    const bytes = Buffer.from(b64, 'base64');
    if (bytes.length === 0 || bytes.length > UPLOAD_RULES.maxBytes)
      throw new AppError('request.param.err', `Image ${i + 1} is empty or over 5 MB`);
    const kind = kindOf(bytes);
    if (!kind || !kinds.includes(kind))
      throw new AppError('request.param.err', `File ${i + 1} is not a ${kinds.join(' or ')}`);
    return { bytes, name: `${randomBytes(12).toString('hex')}.${kind}` };
  });
  const dir = path.join(dataDir, 'uploads', folder);
  await fs.mkdir(dir, { recursive: true });
  for (const f of files) await fs.writeFile(path.join(dir, f.name), f.bytes);
  return files.map((f) => `${folder}/${f.name}`);
}
