import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../shared/api/client.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { downloadDocument, isImage, type KycRow, useDocumentImage } from './api.ts';

/** A document as the queue shows it: an image as a thumbnail that opens larger, a pdf as a download. */
export function KycDocument({ row }: { row: KycRow }) {
  const { t } = useTranslation();
  const label = t('kyc.documentOf', { kind: t(`kyc.kinds.${row.kind}`), account: row.account });
  return isImage(row.file) ? (
    <ImageDocument file={row.file} label={label} />
  ) : (
    <PdfDocument file={row.file} label={label} />
  );
}

function ImageDocument({ file, label }: { file: string; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const image = useDocumentImage(file);
  return (
    <>
      <button type="button" className="kyc-thumb" onClick={() => setOpen(true)} data-testid="kyc-document-open">
        {image.data ? <img src={image.data} alt={label} /> : <span className="sr-only">{label}</span>}
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog kyc-large" data-testid="kyc-document-dialog">
            <Dialog.Title>{label}</Dialog.Title>
            <Dialog.Description className="hint">{t('kyc.documentHelp')}</Dialog.Description>
            <ErrorAlert error={image.error} />
            {image.data ? (
              <img src={image.data} alt={label} data-testid="kyc-document-large" />
            ) : (
              !image.error && <p role="status">{t('common.loading')}</p>
            )}
            <div className="dialog-actions">
              <Dialog.Close asChild>
                <button type="button" className="btn" data-testid="kyc-document-close">
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

/** The server sends a pdf as an attachment (never rendered inside the console): the reviewer opens it from the download. */
function PdfDocument({ file, label }: { file: string; label: string }) {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: () => downloadDocument(file).then(saveFile) });
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-label={t('kyc.downloadPdfOf', { document: label })}
        data-testid="kyc-document-download"
      >
        {t('kyc.downloadPdf')}
      </button>
      <ErrorAlert error={download.error} />
    </>
  );
}
