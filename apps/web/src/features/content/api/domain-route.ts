import type { DomainRoute } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const fetchDomainRoute = () => api<DomainRoute>('/wps/system/domainRoute');

/** GET /wps/system/domainRoute: customer-service paths, domains and the app resources. */
export const useDomainRoute = () =>
  useQuery({ queryKey: ['domainRoute'], queryFn: fetchDomainRoute, staleTime: 300_000 });
