/**
 * What other features use of player protection: the limit offer, the way to Verification, and the
 * notice on the sign-in after a break was taken, and whether this session is withdraw-only.
 */

export { BreakNotice } from './components/BreakNotice.tsx';
export { LastLoginLine } from './components/LastLoginLine.tsx';
export { LimitOffer } from './components/LimitOffer.tsx';
export { KycNeeded, kycRefusalText } from './verification/KycNeeded.tsx';
export { useWithdrawOnly, type WithdrawOnly } from './withdraw-only.ts';
