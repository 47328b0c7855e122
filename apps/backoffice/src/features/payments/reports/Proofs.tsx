import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/Alert.tsx';
import { useProof } from './api.ts';

/** A payout report's proof images as thumbnails; each opens larger in a dialog. */
export function Proofs({ id, proofs }: { id: number; proofs: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (proofs.length === 0) return <span className="hint">{t('common.none')}</span>;
  const shown = open === null ? undefined : proofs[open];
  return (
    <>
      <ul className="proofs" aria-label={t('payoutReports.proofsOf', { id })}>
        {proofs.map((p, i) => (
          <li key={p}>
            <Thumb proof={p} label={t('payoutReports.proofAlt', { n: i + 1, id })} onOpen={() => setOpen(i)} />
          </li>
        ))}
      </ul>
      <Dialog.Root open={shown !== undefined} onOpenChange={(o) => !o && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog proof-large" data-testid="proof-dialog">
            <Dialog.Title>{t('payoutReports.proofAlt', { n: (open ?? 0) + 1, id })}</Dialog.Title>
            <Dialog.Description className="hint">{t('payoutReports.proofHelp')}</Dialog.Description>
            {shown && <Large proof={shown} alt={t('payoutReports.proofAlt', { n: (open ?? 0) + 1, id })} />}
            <div className="dialog-actions">
              <Dialog.Close asChild>
                <button type="button" className="btn" data-testid="proof-close">
                  {t('common.close')}
                </button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

function Thumb({ proof, label, onOpen }: { proof: string; label: string; onOpen: () => void }) {
  const image = useProof(proof);
  return (
    <button type="button" className="proof-thumb" onClick={onOpen} data-testid="proof-thumb">
      {image.data ? <img src={image.data} alt={label} /> : <span className="sr-only">{label}</span>}
    </button>
  );
}

function Large({ proof, alt }: { proof: string; alt: string }) {
  const { t } = useTranslation();
  const image = useProof(proof);
  if (image.error) return <ErrorAlert error={image.error} />;
  if (!image.data) return <p role="status">{t('common.loading')}</p>;
  return <img src={image.data} alt={alt} data-testid="proof-large" />;
}
