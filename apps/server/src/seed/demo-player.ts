import type { VendorPlayer } from '../modules/provider/index.ts';

/** A demo member as a vendor's session names them, for the rounds the seeds play for them. */
export const demoPlayer = (
  merchant: { id: number; currency: string; walletMode: 'single' | 'transfer' },
  memberId: number,
  gameCode: string,
): VendorPlayer => ({
  merchant: { id: merchant.id, currency: merchant.currency, walletMode: merchant.walletMode, maintenance: false },
  member: { id: memberId, account: '', nickname: '', status: 'ACTIVE' },
  gameCode,
  mode: 'REAL',
});
