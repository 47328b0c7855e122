import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's first recommended parameters (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checked when an account does not exist, so a wrong username costs the same time as a wrong
 * password and the answer's timing does not tell which accounts exist.
 */
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<false> {
  dummy ??= hashPassword('no-such-account-password');
  await verifyPassword(await dummy, password);
  return false;
}
