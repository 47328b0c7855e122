import type { SystemStatus } from '@mekong/contracts';
import { api } from '../../../shared/api/client.ts';

/** GET /wps/system/status: brand, switches and the permission verdict, read once at boot. */
export const fetchSystemStatus = () => api<SystemStatus>('/wps/system/status');
