import { countWords, feedbackRequest } from '@mekong/contracts';
import { useId, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { useSchemaForm } from '../../../shared/forms/schema-form.ts';
import { useSendFeedback } from '../api/feedback.ts';
import { useContentT } from '../i18n.ts';

const MAX_IMAGES = 3;
const MAX_BYTES = 5 * 1024 * 1024;
type Picked = { name: string; url: string; base64: string };

const readBase64 = (file: File) =>
  new Promise<Picked>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ name: file.name, url, base64: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Content within the merchant's word limits and up to 3 png/jpg images of 5 MB (the server checks bytes). */
export function FeedbackForm({ minWords, maxWords }: { minWords: number; maxWords: number }) {
  const { t } = useContentT();
  const ids = { text: useId(), words: useId(), files: useId() };
  const form = useSchemaForm(feedbackRequest, { defaultValues: { content: '', images: [] } });
  const content = form.watch('content');
  const [images, setImages] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSendFeedback();
  const words = countWords(content);
  const wordsOk = words >= minWords && words <= maxWords;

  async function pick(files: FileList | null) {
    setProblem(null);
    const chosen = [...(files ?? [])];
    if (images.length + chosen.length > MAX_IMAGES) return setProblem(t('feedback.tooMany'));
    for (const f of chosen) {
      if (!['image/png', 'image/jpeg'].includes(f.type)) return setProblem(t('feedback.badType', { name: f.name }));
      if (f.size > MAX_BYTES) return setProblem(t('feedback.tooBig', { name: f.name }));
    }
    const read = await Promise.all(chosen.map(readBase64));
    setImages((now) => [...now, ...read]);
  }

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    setSent(false);
    send.mutate(
      { content: values.content, images: images.map((i) => i.base64) },
      {
        onSuccess: () => {
          form.reset();
          setImages([]);
          setSent(true);
        },
        onError: (err) =>
          setProblem(
            err instanceof ApiError
              ? t(`errors.${err.code}`, { defaultValue: err.message, min: minWords, max: maxWords })
              : err.message,
          ),
      },
    );
  });

  return (
    <form className="stack feedback-form" onSubmit={submit} data-testid="feedback-form" noValidate>
      <label htmlFor={ids.text}>{t('feedback.content')}</label>
      <textarea
        id={ids.text}
        rows={5}
        {...form.register('content')}
        aria-describedby={ids.words}
        aria-invalid={content !== '' && !wordsOk}
        data-testid="feedback-content"
      />
      <p id={ids.words} className={content && !wordsOk ? 'form-error' : 'muted'} data-testid="feedback-words">
        {t('feedback.words', { count: words, min: minWords, max: maxWords })}
      </p>
      <label htmlFor={ids.files}>{t('feedback.images')}</label>
      <input
        id={ids.files}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={images.length >= MAX_IMAGES}
        onChange={(e) => {
          void pick(e.target.files);
          e.target.value = '';
        }}
        data-testid="feedback-files"
      />
      {images.length > 0 && (
        <ul className="feedback-images">
          {images.map((img, i) => (
            <li key={img.url}>
              <img src={img.url} alt={img.name} width={72} height={72} />
              <button
                type="button"
                className="btn btn-icon"
                aria-label={t('feedback.remove', { n: i + 1 })}
                onClick={() => setImages(images.filter((x) => x !== img))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="form-error" role="alert" data-testid="feedback-error">
          {problem}
        </p>
      )}
      {sent && (
        <p role="status" data-testid="feedback-sent">
          {t('feedback.sent')}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!wordsOk || send.isPending}
        data-testid="feedback-send"
      >
        {t('feedback.send')}
      </button>
    </form>
  );
}
