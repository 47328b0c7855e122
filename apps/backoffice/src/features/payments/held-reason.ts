import type { TFunction } from 'i18next';

/**
 * Why a gateway's payment waits for review instead of being credited: the player-protection rule
 * that held it (`limit.DEPOSIT.<PERIOD>` or `break.<KIND>`), in the protection screens' own words,
 * or a payment its order could not take (`order.closed`, `payment.repeated`, `amount.mismatch`).
 */
export function heldReasonText(t: TFunction, rule: string): string {
  const [area, kind, period] = rule.split('.');
  const name =
    area === 'limit'
      ? t(`protection.limitNames.${kind}.${period}`, { defaultValue: rule })
      : area === 'break'
        ? t(`protection.breakKinds.${kind}`, { defaultValue: rule })
        : t(`payments.heldReasons.${rule.replace('.', '_')}`, { defaultValue: rule });
  return t('payments.held', { rule: name });
}
