import { zodResolver } from '@hookform/resolvers/zod';
import { type OperatorPaymentChannel, type PaymentChannelInput, paymentChannelInput } from '@mekong/contracts';
import { useId } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../shared/session/me.ts';
import { ErrorAlert } from '../../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { toMajorInput, toMinor } from '../../../shared/ui/money-input.ts';
import { bpsToPercent, percentToBps } from '../../../shared/ui/percent.ts';
import { showServerFields } from '../../../shared/ui/server-fields.ts';
import { useSaveChannel } from './api.ts';

/** The form as typed: amounts in major units, the fee in percent, every other field as text. */
type ChannelForm = {
  kind: 'BANK' | 'GATEWAY';
  name: string;
  minAmount: string;
  maxAmount: string;
  feeBps: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  gateway: string;
  enabled: boolean;
  sort: string;
};
const FIELDS = [
  'kind',
  'name',
  'minAmount',
  'maxAmount',
  'feeBps',
  'bankName',
  'accountNumber',
  'accountName',
  'gateway',
  'enabled',
  'sort',
] as const;

const EMPTY: ChannelForm = {
  kind: 'BANK',
  name: '',
  minAmount: '',
  maxAmount: '',
  feeBps: '0',
  bankName: '',
  accountNumber: '',
  accountName: '',
  gateway: '',
  enabled: true,
  sort: '0',
};

const formOf = (c: OperatorPaymentChannel): ChannelForm => ({
  kind: c.kind,
  name: c.name,
  minAmount: toMajorInput(c.minAmount),
  maxAmount: toMajorInput(c.maxAmount),
  feeBps: bpsToPercent(c.feeBps),
  bankName: c.bankName ?? '',
  accountNumber: c.accountNumber ?? '',
  accountName: c.accountName ?? '',
  gateway: c.gateway ?? '',
  enabled: c.enabled,
  sort: String(c.sort),
});

/**
 * What the form sends, in the API's units: typed amounts become minor units and the percentage
 * basis points, by moving digits. Text that is not an amount goes on as typed (and a fee or an
 * order that is not a number as -1) for the shared schema to refuse with its own key. The other
 * kind's fields go empty, as the server stores them.
 */
function inputOf(v: ChannelForm) {
  const bank = v.kind === 'BANK';
  return {
    kind: v.kind,
    name: v.name,
    minAmount: toMinor(v.minAmount) ?? v.minAmount.trim(),
    maxAmount: toMinor(v.maxAmount) ?? v.maxAmount.trim(),
    feeBps: percentToBps(v.feeBps) ?? -1,
    bankName: bank ? v.bankName : '',
    accountNumber: bank ? v.accountNumber : '',
    accountName: bank ? v.accountName : '',
    gateway: bank ? '' : v.gateway.trim(),
    enabled: v.enabled,
    sort: /^\d{1,5}$/.test(v.sort.trim()) ? Number(v.sort) : -1,
  };
}

const shared = zodResolver(paymentChannelInput);
type Result = Awaited<ReturnType<Resolver<ChannelForm, unknown, PaymentChannelInput>>>;
const AMOUNTS = ['minAmount', 'maxAmount'] as const;

/**
 * The shared schema on the converted values. Its range check reads both amounts as integers and
 * throws on other text, so an amount that is not one stands in as 1 while it runs and keeps its
 * own problem; the bare range check on the order gets words of its own.
 */
const resolver: Resolver<ChannelForm, unknown, PaymentChannelInput> = async (values, context, options) => {
  const input = inputOf(values);
  const unreadable = AMOUNTS.filter((k) => !/^\d{1,15}$/.test(input[k]));
  for (const k of unreadable) input[k] = '1';
  const result = (await shared(input as never, context, options as never)) as Result;
  const errors = { ...result.errors } as FieldErrors<ChannelForm>;
  for (const k of unreadable) errors[k] = { type: 'custom', message: 'channel.amount.format' };
  if (errors.sort) errors.sort = { ...errors.sort, message: 'channel.sort.range' };
  return Object.keys(errors).length ? ({ values: {}, errors } as Result) : result;
};

type Props = {
  /** null: closed; 'new': a channel to add; else the channel to change. */
  editing: OperatorPaymentChannel | 'new' | null;
  onClose: () => void;
  onSaved: (channel: OperatorPaymentChannel) => void;
};

/** Adds a bank account or gateway, or changes one: the whole channel, checked by the shared schema. */
export function ChannelDialog({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const save = useSaveChannel();
  const isNew = editing === 'new';
  return (
    <ConfirmDialog
      open={editing !== null}
      onOpenChange={(o) => {
        if (!o) {
          save.reset();
          onClose();
        }
      }}
      title={t(isNew ? 'channels.add' : 'channels.edit')}
      description={t('channels.formHelp')}
      formId={formId}
      busy={save.isPending}
      confirmLabel={t('common.save')}
    >
      {/* Mounted anew at each opening (the dialog's content leaves the page when it closes). */}
      {editing !== null && (
        <ChannelFields
          formId={formId}
          channel={isNew ? null : editing}
          save={save}
          onSaved={(c) => {
            save.reset();
            onSaved(c);
          }}
        />
      )}
    </ConfirmDialog>
  );
}

function ChannelFields({
  formId,
  channel,
  save,
  onSaved,
}: {
  formId: string;
  channel: OperatorPaymentChannel | null;
  save: ReturnType<typeof useSaveChannel>;
  onSaved: Props['onSaved'];
}) {
  const { t } = useTranslation();
  const currency = useMe().data?.merchant.currency ?? '';
  const form = useForm<ChannelForm, unknown, PaymentChannelInput>({
    resolver,
    defaultValues: channel ? formOf(channel) : EMPTY,
  });
  const submit = form.handleSubmit(async (body) => {
    await save.mutateAsync(channel ? { id: channel.id, body } : { body }).then(onSaved, (error: unknown) => {
      showServerFields(error, form.setError, FIELDS);
    });
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const text = (name: 'name' | 'bankName' | 'accountNumber' | 'accountName' | 'gateway', hint?: string) => (
    <Field label={t(`channels.${name}`)} error={errors[name]} {...(hint ? { hint } : {})}>
      {(a) => <input {...a} {...form.register(name)} autoComplete="off" data-testid={`channel-${name}`} />}
    </Field>
  );
  const amount = (name: 'minAmount' | 'maxAmount') => (
    <Field label={t(`channels.${name}`, { currency })} error={errors[name]} hint={t('channels.amountHint')}>
      {(a) => (
        <input {...a} {...form.register(name)} inputMode="decimal" autoComplete="off" data-testid={`channel-${name}`} />
      )}
    </Field>
  );
  return (
    <form id={formId} onSubmit={submit} noValidate data-testid="channel-form">
      <fieldset className="channel-kind">
        <legend>{t('channels.kind')}</legend>
        {(['BANK', 'GATEWAY'] as const).map((k) => (
          <label key={k}>
            <input type="radio" value={k} {...form.register('kind')} data-testid={`channel-kind-${k}`} />
            {t(`channels.kinds.${k}`)}
          </label>
        ))}
      </fieldset>
      {text('name', t('channels.nameHint'))}
      <div className="channel-pair">
        {amount('minAmount')}
        {amount('maxAmount')}
      </div>
      <div className="channel-pair">
        <Field label={t('channels.fee')} error={errors.feeBps} hint={t('channels.feeHint')}>
          {(a) => (
            <input
              {...a}
              {...form.register('feeBps')}
              inputMode="decimal"
              autoComplete="off"
              data-testid="channel-feeBps"
            />
          )}
        </Field>
        <Field label={t('channels.sort')} error={errors.sort} hint={t('channels.sortHint')}>
          {(a) => (
            <input
              {...a}
              {...form.register('sort')}
              inputMode="numeric"
              autoComplete="off"
              data-testid="channel-sort"
            />
          )}
        </Field>
      </div>
      {kind === 'BANK' ? (
        <>
          {text('bankName')}
          {text('accountNumber', t('channels.accountNumberHint'))}
          {text('accountName')}
        </>
      ) : (
        text('gateway', t('channels.gatewayHint'))
      )}
      <label className="channel-check">
        <input type="checkbox" {...form.register('enabled')} data-testid="channel-enabled" />
        {t('channels.enabledLabel')}
      </label>
      <ErrorAlert error={save.error} />
    </form>
  );
}
