import { isModuleOn, type SystemStatus, type WhitelabelNode } from '@mekong/contracts';
import { createContext, useContext } from 'react';

/** The boot answer of GET /wps/system/status, available to every screen. */
export const StatusContext = createContext<SystemStatus | null>(null);

export function useSystemStatus(): SystemStatus {
  const status = useContext(StatusContext);
  if (!status) throw new Error('useSystemStatus outside the boot gate');
  return status;
}

export function useModule(modId: string): boolean {
  // The schema types children loosely (a recursive zod type); the server sends full nodes.
  return isModuleOn(useSystemStatus().info.whitelabel as WhitelabelNode[], modId);
}
