import { BRAND_STAFF_ROLES, brandStaffCreateRequest } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { NewOperatorForm } from '../../shared/ui/NewOperatorForm.tsx';
import { useCreateBrandStaff } from './api.ts';

/** A new operator of the brand, in one of its roles (never a platform operator): they enrol at first sign-in. */
export function BrandStaffForm({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <NewOperatorForm
      schema={brandStaffCreateRequest}
      roles={BRAND_STAFF_ROLES}
      defaultRole="admin"
      create={useCreateBrandStaff(code)}
      prefix="brand-staff"
      created={(answer) => t('brands.staffCreated', { username: answer.username, code })}
    />
  );
}
