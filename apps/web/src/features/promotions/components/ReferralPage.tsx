import { useState } from 'react';
import { encode } from 'uqr';
import { useReferral } from '../api/centre.ts';
import { usePromoT } from '../i18n.ts';
import { Amount, dateOf, useAmountText } from './bits.tsx';

/** The link as a QR code drawn in SVG, so no image service is needed. */
function QrCode({ text, label }: { text: string; label: string }) {
  const { data } = encode(text, { border: 2 });
  const path = data
    .flatMap((row, y) => row.map((on, x) => (on ? `M${x} ${y}h1v1h-1z` : '')))
    .filter(Boolean)
    .join('');
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${data.length} ${data.length}`} shapeRendering="crispEdges">
      <rect width="100%" height="100%" style={{ fill: 'var(--qr-paper)' }} />
      <path d={path} style={{ fill: 'var(--qr-ink)' }} />
    </svg>
  );
}

/** referral: the member's invitation link and QR code, friends invited, and what they earned. */
export function ReferralPage() {
  const { t } = usePromoT();
  const amount = useAmountText();
  const info = useReferral();
  const [copied, setCopied] = useState(false);
  if (info.isPending) return <p className="loading">{t('loading')}</p>;
  if (!info.data)
    return (
      <p className="form-error" role="alert">
        {t('loadFailed')}
      </p>
    );
  const { code, friends, earned, perFriend } = info.data;
  const link = `${window.location.origin}/register?referralCode=${encodeURIComponent(code)}`;
  return (
    <div className="stack" data-testid="referral-page">
      <p>{perFriend ? t('referral.perFriend', { amount: amount(perFriend) }) : t('referral.intro')}</p>
      <div className="promo-invite">
        <div className="promo-qr">
          <QrCode text={link} label={t('referral.qr')} />
        </div>
        <div className="stack">
          <p>
            {t('referral.code')}: <strong data-testid="referral-code">{code}</strong>
          </p>
          <label className="field">
            <span>{t('referral.link')}</span>
            <input readOnly value={link} data-testid="referral-link" onFocus={(e) => e.target.select()} />
          </label>
          <button
            type="button"
            className="btn"
            onClick={() =>
              navigator.clipboard?.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t('referral.copied') : t('referral.copy')}
          </button>
        </div>
      </div>
      <dl className="promo-totals">
        <div>
          <dt>{t('referral.friends')}</dt>
          <dd data-testid="referral-friends">{friends.length}</dd>
        </div>
        <div>
          <dt>{t('referral.earned')}</dt>
          <dd>
            <Amount minor={earned} />
          </dd>
        </div>
      </dl>
      {friends.length === 0 ? (
        <p className="empty">{t('referral.noFriends')}</p>
      ) : (
        <table className="promo-table">
          <caption>{t('referral.friends')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('referral.account')}</th>
              <th scope="col">{t('referral.joined')}</th>
              <th scope="col">{t('referral.deposited')}</th>
            </tr>
          </thead>
          <tbody>
            {friends.map((f) => (
              <tr key={`${f.account}-${f.joinedAt}`}>
                <td>{f.account}</td>
                <td>{dateOf(f.joinedAt)}</td>
                <td>{f.deposited ? t('referral.yes') : t('referral.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
