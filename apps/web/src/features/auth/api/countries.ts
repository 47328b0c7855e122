import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export type Country = { countryCode: string; countryDialingCode: string; flag: string };

/** GET /wps/system/country: the dialing codes a phone number may have. */
export const useCountries = () =>
  useQuery({
    queryKey: ['countries'],
    queryFn: async () => (await api<{ countries: Country[] }>('/wps/system/country')).countries,
    staleTime: Number.POSITIVE_INFINITY,
  });
