import { OPERATOR_ROLES, staffCreateRequest } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { NewOperatorForm } from '../../shared/ui/NewOperatorForm.tsx';
import { useCreateStaff } from './api.ts';

/** A new operator: they scan their authenticator's QR code at their first sign-in. */
export function CreateStaffForm() {
  const { t } = useTranslation();
  return (
    <NewOperatorForm
      schema={staffCreateRequest}
      roles={OPERATOR_ROLES}
      defaultRole="support"
      create={useCreateStaff()}
      prefix="staff"
      created={() => t('staff.created')}
    />
  );
}
