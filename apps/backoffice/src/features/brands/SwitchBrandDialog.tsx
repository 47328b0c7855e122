import { zodResolver } from '@hookform/resolvers/zod';
import { type BrandRow, brandSwitchRequest } from '@mekong/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { useSwitchBrand } from './api.ts';

const FORM_ID = 'brand-switch-form';
const reasonOnly = brandSwitchRequest.pick({ reason: true });

/**
 * Switching a brand off or on again, with the reason the audit log keeps. Off closes the brand's
 * site and ends every session there, its own operators' included: the dialog says so first.
 */
export function SwitchBrandDialog({
  brand,
  open,
  onClose,
  onDone,
}: {
  brand: BrandRow;
  open: boolean;
  onClose: () => void;
  onDone: (after: BrandRow) => void;
}) {
  const { t } = useTranslation();
  const change = useSwitchBrand(brand.code);
  const form = useForm({ resolver: zodResolver(reasonOnly), defaultValues: { reason: '' } });
  const turningOff = brand.enabled;
  useEffect(() => {
    if (open) {
      form.reset({ reason: '' });
      change.reset();
    }
  }, [open, form, change.reset]);
  const submit = form.handleSubmit((v) =>
    change.mutate({ enabled: !turningOff, reason: v.reason }, { onSuccess: (after) => onDone(after) }),
  );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t(turningOff ? 'brands.switchOffTitle' : 'brands.switchOnTitle', { name: brand.name })}
      description={t(turningOff ? 'brands.switchOffWarning' : 'brands.switchOnHelp', { code: brand.code })}
      formId={FORM_ID}
      busy={change.isPending}
      danger={turningOff}
      confirmLabel={t(turningOff ? 'brands.switchOff' : 'brands.switchOn')}
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Field label={t('brands.switchReason')} error={form.formState.errors.reason}>
          {(a) => <textarea {...a} {...form.register('reason')} rows={3} data-testid="brand-switch-reason" />}
        </Field>
      </form>
      <ErrorAlert error={change.error} />
    </ConfirmDialog>
  );
}
