import { type OperatorRole, operatorRole } from '@mekong/contracts';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/** The operator's session, kept in sessionStorage: it dies with the tab, and is never shared. */
const sessionSchema = z.object({
  token: z.string(),
  merchant: z.string(),
  username: z.string(),
  role: operatorRole,
  idleMinutes: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;

const KEY = 'bo.session';
const ENDED_KEY = 'bo.ended';
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let current = read();
const emit = () => {
  for (const l of listeners) l();
};

export const getSession = () => current;

export function startSession(session: Session) {
  sessionStorage.setItem(KEY, JSON.stringify(session));
  sessionStorage.removeItem(ENDED_KEY);
  current = session;
  emit();
}

/** Why the last session ended, shown once on the sign-in page. */
export type EndReason = 'signedOut' | 'idle' | 'expired';

export function endSession(reason: EndReason) {
  sessionStorage.removeItem(KEY);
  sessionStorage.setItem(ENDED_KEY, reason);
  current = null;
  emit();
}

export const endReason = () => sessionStorage.getItem(ENDED_KEY) as EndReason | null;

export function useSession() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

/** The merchant of the host the console was served on (the server fills the meta tag). */
export const hostMerchant = () =>
  document.querySelector<HTMLMetaElement>('meta[name="mekong-merchant"]')?.content ?? '';

export const hasRole = (session: Session | null, roles: readonly OperatorRole[]) =>
  !!session && roles.includes(session.role);
