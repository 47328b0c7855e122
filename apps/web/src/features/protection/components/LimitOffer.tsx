import '../protection.css';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleSection } from '../../../shared/i18n/sections.ts';
import { useLimits } from '../api/limits.ts';
import { LimitForm } from './LimitForm.tsx';

/** A skip or a limit set ends the offer for the tab's session, wherever it was made. */
const DONE_KEY = 'limitOfferDone';
export const limitOfferDone = () => sessionStorage.getItem(DONE_KEY) === 'true';

type Props = { place: 'register' | 'deposit' };

/**
 * The offer of a deposit limit right after registration and before the first deposit: the
 * Responsible gaming page's form, with a plain Skip. Never in the way: the page around it works
 * as before, and a player who already has a deposit limit is not asked.
 */
export function LimitOffer(props: Props) {
  return (
    <Suspense fallback={null}>
      <Offer {...props} />
    </Suspense>
  );
}

function Offer({ place }: Props) {
  const { t } = useTranslation();
  // The form's texts are the member centre's, loaded with it; here they may come first.
  useLocaleSection(['centre']);
  const [done, setDone] = useState(limitOfferDone);
  const [saved, setSaved] = useState(false);
  const limits = useLimits();
  if (done || !limits.data) return null;
  if (!saved && limits.data.list.some((l) => l.kind === 'DEPOSIT')) return null;
  const remember = () => sessionStorage.setItem(DONE_KEY, 'true');
  const finish = () => {
    remember();
    setDone(true);
  };
  return (
    <section className="rg-offer stack" aria-labelledby={`rg-offer-${place}`} data-testid={`limit-offer-${place}`}>
      <h4 id={`rg-offer-${place}`}>{t('protection.offer.title')}</h4>
      <p className="rg-note">{t('protection.offer.body')}</p>
      <LimitForm
        coolingOffHours={limits.data.coolingOffHours}
        onSaved={() => {
          // Set once is enough for the session; the form stays to show what now holds.
          remember();
          setSaved(true);
        }}
      />
      <button type="button" className="btn" onClick={finish} data-testid="limit-offer-skip">
        {saved ? t('protection.offer.done') : t('protection.offer.skip')}
      </button>
    </section>
  );
}
