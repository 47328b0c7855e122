import { useState } from 'react';
import { useClaim } from '../api/actions.ts';
import { usePromoError, usePromoT } from '../i18n.ts';
import { useAmountText } from './bits.tsx';

/** A claim button's action: pays the reward or mission and says what was paid, or why not. */
export function useClaimAction(kind: 'rewards' | 'missions') {
  const { t } = usePromoT();
  const errorText = usePromoError();
  const amount = useAmountText();
  const claim = useClaim(kind);
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onClaim = async (id: number) => {
    setOk(null);
    setError(null);
    try {
      setOk(t('action.paid', { amount: amount((await claim.mutateAsync(id)).amount) }));
    } catch (err) {
      setError(errorText(err));
    }
  };
  return { ok, error, onClaim, pending: claim.isPending };
}
