import type { PlayerKyc } from '@mekong/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendKycDocumentMutation } from '../api/kyc.ts';
import { fileProblemText, kycErrorText } from './kyc-errors.ts';
import { KYC_ACCEPT, kycFileProblem, toBase64 } from './kyc-file.ts';

type Kind = PlayerKyc['documents'][number]['kind'];

/** One kind of document (ID front, ID back, selfie, proof of address): choose a file and send it. */
export function KycUploadCard({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const send = useSendKycDocumentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [ok, setOk] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setOk(false);
    setProblem(null);
    const file = input.current?.files?.[0];
    if (!file) return setProblem(t('centre.kyc.problems.none'));
    const found = kycFileProblem(file);
    if (found) return setProblem(fileProblemText(t, found));
    try {
      await send.mutateAsync({ kind, file: await toBase64(file) });
      setOk(true);
      if (input.current) input.current.value = '';
    } catch (err) {
      setProblem(kycErrorText(t, err));
    }
  };
  const problemId = `${id}-problem`;
  return (
    <form className="kyc-card stack" onSubmit={submit} noValidate data-testid={`kyc-form-${kind}`}>
      <div className="field">
        <label htmlFor={id}>{t(`centre.kyc.kinds.${kind}`)}</label>
        <input
          id={id}
          ref={input}
          type="file"
          accept={KYC_ACCEPT}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : `${id}-hint`}
          data-testid={`kyc-file-${kind}`}
        />
        <p id={`${id}-hint`} className="hint">
          {t('centre.kyc.hint')}
        </p>
      </div>
      {problem && (
        <p id={problemId} className="form-error" role="alert" data-testid={`kyc-problem-${kind}`}>
          {problem}
        </p>
      )}
      {ok && (
        <p className="form-ok" role="status" data-testid={`kyc-sent-${kind}`}>
          {t('centre.kyc.sent')}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={send.isPending} data-testid={`kyc-send-${kind}`}>
        {t('centre.kyc.send')}
      </button>
    </form>
  );
}
