import type { BrandCreateRequest, BrandRow } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

const PATH = '/wps/operator/brands';

/** GET /wps/operator/brands: every brand on the server, oldest first (platform operators). */
export const useBrands = () => useQuery({ queryKey: ['brands'], queryFn: () => api<BrandRow[]>(PATH) });

/** POST /wps/operator/brands: a new brand with its first admin, who enrols an authenticator at first sign-in. */
export const useCreateBrand = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandCreateRequest) => api<BrandRow>(PATH, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['brands'] }),
  });
};
