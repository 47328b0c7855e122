import type { Envelope, SystemStatus } from '@mekong/contracts';
import { api } from '../../../shared/api/client.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';

const fromServer = () => api<SystemStatus>('/wps/system/status');

/** The status call the page's boot script made before the app's modules arrived (build/boot-preload.ts). */
type BootCall = {
  language: string;
  token: string;
  answer: Promise<{ status: number; body: Envelope<SystemStatus> | null }>;
};

/**
 * GET /wps/system/status: brand, switches and the permission verdict, read once at boot. The
 * boot script's answer is taken once, when it was asked in this language and session and
 * succeeded; otherwise (or for a retry) the app asks the server itself, so a failure reads as any
 * other call's.
 */
export function fetchSystemStatus(): Promise<SystemStatus> {
  const holder = window as { __mekongStatus?: BootCall };
  const boot = holder.__mekongStatus;
  holder.__mekongStatus = undefined;
  if (!boot || boot.language !== currentLanguage() || boot.token !== (sessionStorage.getItem('token') ?? ''))
    return fromServer();
  return boot.answer.then(
    ({ status, body }) => (status === 200 && body?.success ? body.value : fromServer()),
    () => fromServer(),
  );
}
