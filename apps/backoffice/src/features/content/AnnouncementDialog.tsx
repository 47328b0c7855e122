import { zodResolver } from '@hookform/resolvers/zod';
import {
  ANNOUNCEMENT_TYPES,
  type AnnouncementType,
  CONTENT_LANGUAGES,
  newAnnouncementRequest,
} from '@mekong/contracts';
import { useId } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { showServerFields } from '../../shared/ui/server-fields.ts';
import { type AnnouncementBody, type OperatorAnnouncement, useSaveAnnouncement } from './api.ts';
import { fromLocalInput, localZone, toLocalInput } from './schedule.ts';

type Form = {
  type: AnnouncementType;
  language: (typeof CONTENT_LANGUAGES)[number];
  title: string;
  content: string;
  imageUrl: string;
  linkUrl: string;
  startsAt: string;
  endsAt: string;
  sort: string;
};
const FIELDS = ['type', 'language', 'title', 'content', 'imageUrl', 'linkUrl', 'startsAt', 'endsAt', 'sort'] as const;

/** The key for a problem the shared schema leaves unnamed (a time that is not one), by field. */
const BY_FIELD: Partial<Record<keyof Form, string>> = {
  title: 'content.title.length',
  startsAt: 'content.startsAt.empty',
  sort: 'content.sort.range',
};

/** The typed form as the API takes it: local times as instants, empty links as none. */
const bodyOf = (v: Form) => ({
  type: v.type,
  language: v.language,
  title: v.title,
  content: v.content,
  imageUrl: v.imageUrl.trim() || null,
  linkUrl: v.linkUrl.trim() || null,
  startsAt: fromLocalInput(v.startsAt) ?? '',
  endsAt: v.endsAt ? (fromLocalInput(v.endsAt) ?? 'not a time') : null,
  sort: /^\d{1,5}$/.test(v.sort.trim()) ? Number(v.sort) : -1,
});

const shared = zodResolver(newAnnouncementRequest);
/** The shared schema on the converted values, each problem with a key the console translates. */
const resolver: Resolver<Form, unknown, AnnouncementBody> = async (values, context, options) => {
  const body = bodyOf(values);
  const result = await shared(body as never, context, options as never);
  const errors = result.errors as FieldErrors<Form>;
  for (const name of FIELDS) {
    const e = errors[name];
    if (!e) continue;
    const key = e.message?.startsWith('content.') ? e.message : BY_FIELD[name];
    if (key) errors[name] = { ...e, message: key };
  }
  // What is sent is the converted body (dates as ISO text), not the schema's parsed Date objects.
  return (Object.keys(errors).length ? result : { values: body, errors: {} }) as Awaited<
    ReturnType<Resolver<Form, unknown, AnnouncementBody>>
  >;
};

const formOf = (a: OperatorAnnouncement | null, type: AnnouncementType): Form => ({
  type: a?.type ?? type,
  language: (a?.language as Form['language']) ?? 'EN',
  title: a?.title ?? '',
  content: a?.content ?? '',
  imageUrl: a?.imageUrl ?? '',
  linkUrl: a?.linkUrl ?? '',
  startsAt: toLocalInput(a?.startsAt ?? new Date()),
  endsAt: a?.endsAt ? toLocalInput(a.endsAt) : '',
  sort: String(a?.sort ?? 0),
});

type Props = {
  /** null: closed; 'new': one to add (of the type listed); else the one to change. */
  editing: OperatorAnnouncement | 'new' | null;
  type: AnnouncementType;
  onClose: () => void;
  onSaved: (a: OperatorAnnouncement) => void;
};

/** Writes a banner, popup or notice: its language, words, image and link, and when players see it. */
export function AnnouncementDialog({ editing, type, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const save = useSaveAnnouncement();
  return (
    <ConfirmDialog
      open={editing !== null}
      onOpenChange={(o) => {
        if (!o) {
          save.reset();
          onClose();
        }
      }}
      title={t(editing === 'new' ? 'content.add' : 'content.edit')}
      description={t('content.formHelp')}
      formId={formId}
      busy={save.isPending}
      confirmLabel={t('common.save')}
    >
      {editing !== null && (
        <AnnouncementFields
          formId={formId}
          announcement={editing === 'new' ? null : editing}
          type={type}
          save={save}
          onSaved={(a) => {
            save.reset();
            onSaved(a);
          }}
        />
      )}
    </ConfirmDialog>
  );
}

function AnnouncementFields({
  formId,
  announcement,
  type,
  save,
  onSaved,
}: {
  formId: string;
  announcement: OperatorAnnouncement | null;
  type: AnnouncementType;
  save: ReturnType<typeof useSaveAnnouncement>;
  onSaved: Props['onSaved'];
}) {
  const { t } = useTranslation();
  const form = useForm<Form, unknown, AnnouncementBody>({ resolver, defaultValues: formOf(announcement, type) });
  const submit = form.handleSubmit(async (body) => {
    const call = announcement ? { id: announcement.id, body } : { body };
    await save.mutateAsync(call).then(onSaved, (error: unknown) => {
      showServerFields(error, form.setError, FIELDS);
    });
  });
  const errors = form.formState.errors;
  const banner = form.watch('type') === 'B';
  const zone = localZone();
  return (
    <form id={formId} onSubmit={submit} noValidate data-testid="announcement-form">
      <div className="content-pair">
        <Field label={t('common.type')} error={errors.type}>
          {(a) => (
            <select {...a} {...form.register('type')} data-testid="announcement-type">
              {ANNOUNCEMENT_TYPES.map((k) => (
                <option key={k} value={k}>
                  {t(`content.types.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('content.language')} error={errors.language} hint={t('content.languageHint')}>
          {(a) => (
            <select {...a} {...form.register('language')} data-testid="announcement-language">
              {CONTENT_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`content.languages.${l}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t('content.titleField')} error={errors.title}>
        {(a) => <input {...a} {...form.register('title')} autoComplete="off" data-testid="announcement-title" />}
      </Field>
      <Field label={t('content.content')} error={errors.content} hint={t('content.contentHint')}>
        {(a) => <textarea {...a} {...form.register('content')} rows={4} data-testid="announcement-content" />}
      </Field>
      <Field
        label={t(banner ? 'content.imageRequired' : 'content.image')}
        error={errors.imageUrl}
        hint={t('content.urlHint')}
      >
        {(a) => <input {...a} {...form.register('imageUrl')} autoComplete="off" data-testid="announcement-image" />}
      </Field>
      <Field label={t('content.link')} error={errors.linkUrl} hint={t('content.linkHint')}>
        {(a) => <input {...a} {...form.register('linkUrl')} autoComplete="off" data-testid="announcement-link" />}
      </Field>
      <div className="content-pair">
        <Field label={t('content.startsAt')} error={errors.startsAt} hint={t('content.zoneHint', { zone })}>
          {(a) => (
            <input {...a} {...form.register('startsAt')} type="datetime-local" data-testid="announcement-starts" />
          )}
        </Field>
        <Field label={t('content.endsAt')} error={errors.endsAt} hint={t('content.endsAtHint')}>
          {(a) => <input {...a} {...form.register('endsAt')} type="datetime-local" data-testid="announcement-ends" />}
        </Field>
      </div>
      <Field label={t('content.sort')} error={errors.sort} hint={t('content.sortHint')}>
        {(a) => <input {...a} {...form.register('sort')} inputMode="numeric" data-testid="announcement-sort" />}
      </Field>
      <ErrorAlert error={save.error} />
    </form>
  );
}
