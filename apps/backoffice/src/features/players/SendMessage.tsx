import { zodResolver } from '@hookform/resolvers/zod';
import { sendMessageRequest } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../shared/api/client.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Field } from '../../shared/ui/Field.tsx';

/** The shared schema's limits, with words of the console's for an empty field. */
const messageForm = z.object({
  title: z.string().trim().min(1, 'message.title.empty').max(200, 'message.title.long'),
  content: z.string().trim().min(1, 'message.content.empty').max(5_000, 'message.content.long'),
});

/** POST /wps/operator/messages to one player: it lands in their inbox on the player site. */
const useSendMessage = () =>
  useMutation({
    mutationFn: (body: z.input<typeof sendMessageRequest>) =>
      api<{ id: number }>('/wps/operator/messages', { method: 'POST', body: sendMessageRequest.parse(body) }),
  });

/** The 360's "Send message": a title and a text to the player's inbox (audited). */
export function SendMessage({ account, onDone }: { account: string; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const send = useSendMessage();
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)} data-testid="action-message">
        {t('messages.send')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(o) => {
          if (!o) send.reset();
          setOpen(o);
        }}
        title={t('messages.send')}
        description={t('messages.help', { account })}
        formId={formId}
        busy={send.isPending}
        confirmLabel={t('messages.submit')}
      >
        {open && (
          <MessageFields
            formId={formId}
            onSubmit={(body) =>
              send.mutateAsync({ ...body, account }).then(
                () => {
                  send.reset();
                  setOpen(false);
                  onDone(t('messages.sent', { account }));
                },
                () => undefined,
              )
            }
            error={send.error}
          />
        )}
      </ConfirmDialog>
    </>
  );
}

function MessageFields({
  formId,
  onSubmit,
  error,
}: {
  formId: string;
  onSubmit: (body: z.output<typeof messageForm>) => Promise<void>;
  error: unknown;
}) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(messageForm), defaultValues: { title: '', content: '' } });
  const errors = form.formState.errors;
  return (
    <form id={formId} onSubmit={form.handleSubmit(onSubmit)} noValidate data-testid="message-form">
      <Field label={t('messages.title')} error={errors.title}>
        {(a) => <input {...a} {...form.register('title')} autoComplete="off" data-testid="message-title" />}
      </Field>
      <Field label={t('messages.content')} error={errors.content} hint={t('messages.contentHint')}>
        {(a) => <textarea {...a} {...form.register('content')} rows={5} data-testid="message-content" />}
      </Field>
      <ErrorAlert error={error} />
    </form>
  );
}
