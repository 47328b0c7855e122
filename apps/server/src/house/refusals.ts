import type { ProviderAnswer } from '@mekong/contracts';
import { AppError } from '../platform/errors.ts';

/**
 * The player's error for a debit the platform refused, the same in every house game: no money,
 * a locked account, or a stake the brand's player-protection policy refuses (BET_REFUSED, the
 * portal's own `stake.refused`, so the player reads one text wherever they play).
 */
export function debitRefusal(debit: ProviderAnswer): AppError {
  switch (debit.status) {
    case 'INSUFFICIENT_FUNDS':
      return new AppError('house.balance.not.enough', 'Not enough money in the wallet', { balance: debit.balance });
    case 'PLAYER_DISABLED':
      return new AppError('house.player.disabled', 'The account is locked');
    case 'BET_REFUSED':
      return new AppError('stake.refused', 'This stake is not allowed now', { rule: null });
    default:
      return new AppError('house.session.invalid', `The platform refused the bet: ${debit.status}`);
  }
}
