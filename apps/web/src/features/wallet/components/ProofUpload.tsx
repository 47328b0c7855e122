import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Uploads are png or jpg only, 5 MB each, at most 3. The server checks the bytes again. */
const MAX_BYTES = 5 * 1024 * 1024;
const MAX_FILES = 3;

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** "Not received": attach proof (a bank statement, a screenshot) and send it. */
export function ProofUpload({ onSend }: { onSend: (images: string[]) => Promise<void> }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<{ files: FileList | null }>({ defaultValues: { files: null } });
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    const files = [...(values.files ?? [])];
    const bad =
      files.length === 0 ||
      files.length > MAX_FILES ||
      files.some((f) => f.size > MAX_BYTES || !['image/png', 'image/jpeg'].includes(f.type));
    if (bad) return setError(t('wallet.withdraw.proofInvalid'));
    setError(null);
    await onSend(await Promise.all(files.map(toBase64)));
  });
  return (
    <form className="stack" onSubmit={submit} data-testid="proof-form">
      <div className="field">
        <label htmlFor={id}>{t('wallet.withdraw.proof')}</label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          {...form.register('files')}
          data-testid="proof-files"
        />
        <p className="hint">{t('wallet.withdraw.proofHelp')}</p>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" data-testid="proof-submit">
        {t('auth.confirm')}
      </button>
    </form>
  );
}
