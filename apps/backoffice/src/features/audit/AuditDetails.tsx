import { useTranslation } from 'react-i18next';

const json = (v: unknown) => JSON.stringify(v, null, 2);

/** An entry's details: before and after side by side when the action recorded both. */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { before, after, ...rest } = details;
  if (before === undefined && after === undefined) return <pre className="details">{json(details)}</pre>;
  return (
    <div className="before-after">
      <div>
        <strong>{t('audit.before')}</strong>
        <pre className="details">{json(before ?? null)}</pre>
      </div>
      <div>
        <strong>{t('audit.after')}</strong>
        <pre className="details">{json(after ?? null)}</pre>
      </div>
      {Object.keys(rest).length > 0 && <pre className="details">{json(rest)}</pre>}
    </div>
  );
}
