import type {
  BrandCreateRequest,
  BrandListQuery,
  BrandRow,
  brandStaffCreateRequest,
  OperatorRole,
  StaffMember,
} from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';

const PATH = '/wps/operator/brands';
const KEY = ['brands'];
const brandPath = (code: string) => `${PATH}/${encodeURIComponent(code)}`;

/** GET /wps/operator/brands: a page of the brands on the server, found by code or name, on or off (platform operators). */
export const useBrands = (query: Partial<BrandListQuery>) =>
  useQuery({
    queryKey: [...KEY, query],
    queryFn: () => api<{ total: number; list: BrandRow[] }>(PATH, { query }),
    placeholderData: (previous) => previous,
  });

/** POST /wps/operator/brands: a new brand with its first admin, who enrols an authenticator at first sign-in. */
export const useCreateBrand = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandCreateRequest) => api<BrandRow>(PATH, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
};

/** GET /wps/operator/brands/:code: one brand, with whether it is switched on. */
export const useBrand = (code: string) =>
  useQuery({ queryKey: [...KEY, 'one', code], queryFn: () => api<BrandRow>(brandPath(code)) });

/** POST /wps/operator/brands/:code/switch: off closes the brand's site and ends every session there. */
export const useSwitchBrand = (code: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { enabled: boolean; reason: string }) =>
      api<BrandRow>(`${brandPath(code)}/switch`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
};

const staffKey = (code: string) => [...KEY, 'staff', code];

/** GET /wps/operator/brands/:code/staff: the brand's operators. */
export const useBrandStaff = (code: string) =>
  useQuery({ queryKey: staffKey(code), queryFn: () => api<StaffMember[]>(`${brandPath(code)}/staff`) });

function useStaffMutation<Input>(code: string, call: (input: Input) => Promise<StaffMember>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: staffKey(code) }) });
}

/** POST /wps/operator/brands/:code/staff: an operator in one of the brand's roles. */
export const useCreateBrandStaff = (code: string) =>
  useStaffMutation(code, (body: z.output<typeof brandStaffCreateRequest>) =>
    api<StaffMember>(`${brandPath(code)}/staff`, { method: 'POST', body }),
  );

/** PATCH /wps/operator/brands/:code/staff/:id: a lock (DISABLED), an unlock or a role. */
export const useUpdateBrandStaff = (code: string) =>
  useStaffMutation(code, ({ id, ...body }: { id: number; role?: OperatorRole; status?: 'ACTIVE' | 'DISABLED' }) =>
    api<StaffMember>(`${brandPath(code)}/staff/${id}`, { method: 'PATCH', body }),
  );

/** POST /wps/operator/brands/:code/staff/:id/totp-reset: they enrol a new authenticator at next sign-in. */
export const useResetBrandStaffTotp = (code: string) =>
  useStaffMutation(code, (id: number) =>
    api<StaffMember>(`${brandPath(code)}/staff/${id}/totp-reset`, { method: 'POST', body: {} }),
  );
