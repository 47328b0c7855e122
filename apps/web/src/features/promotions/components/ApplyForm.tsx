import { REMARK_MAX } from '@mekong/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApply } from '../api/actions.ts';
import { usePromoError, usePromoT } from '../i18n.ts';
import { Outcome } from './bits.tsx';

/** Uploads are png or jpg only, 5 MB each, at most 3. The server checks the bytes again. */
const MAX_BYTES = 5 * 1024 * 1024;
const MAX_FILES = 3;

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** Apply with a remark (at most 140 characters) and up to three images. */
export function ApplyForm({ promotionId }: { promotionId: number }) {
  const { t } = usePromoT();
  const errorText = usePromoError();
  const id = useId();
  const apply = useApply(promotionId);
  const form = useForm<{ remark: string; images: FileList | null }>({ defaultValues: { remark: '', images: null } });
  const remark = form.watch('remark');
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    const files = [...(values.images ?? [])];
    const bad =
      files.length > MAX_FILES ||
      files.some((f) => f.size > MAX_BYTES || !['image/png', 'image/jpeg'].includes(f.type));
    if (bad) return setError(t('apply.imagesInvalid'));
    setError(null);
    try {
      await apply.mutateAsync({ remark: values.remark, images: await Promise.all(files.map(toBase64)) });
    } catch (err) {
      setError(errorText(err));
    }
  });
  return (
    <form className="stack promo-form" onSubmit={submit} data-testid="promo-apply-form">
      <h2>{t('apply.title')}</h2>
      <div className="field">
        <label htmlFor={`${id}-remark`}>{t('apply.remark')}</label>
        <textarea
          id={`${id}-remark`}
          maxLength={REMARK_MAX}
          rows={3}
          aria-describedby={`${id}-count`}
          {...form.register('remark')}
          data-testid="promo-apply-remark"
        />
        <p className="hint" id={`${id}-count`}>
          {t('apply.count', { n: remark.length, max: REMARK_MAX })}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-images`}>{t('apply.images')}</label>
        <input
          id={`${id}-images`}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          aria-describedby={`${id}-help`}
          {...form.register('images')}
          data-testid="promo-apply-images"
        />
        <p className="hint" id={`${id}-help`}>
          {t('apply.imagesHelp')}
        </p>
      </div>
      <Outcome error={error} ok={apply.isSuccess ? t('apply.sent') : null} />
      <button type="submit" className="btn btn-primary" disabled={apply.isPending} data-testid="promo-apply-submit">
        {t('apply.submit')}
      </button>
    </form>
  );
}
