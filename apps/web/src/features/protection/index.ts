/**
 * What other features use of player protection: the limit offer, the way to Verification, and the
 * notice on the sign-in after a break was taken.
 */

export { BreakNotice } from './components/BreakNotice.tsx';
export { LastLoginLine } from './components/LastLoginLine.tsx';
export { LimitOffer } from './components/LimitOffer.tsx';
export { KycNeeded, kycRefusalText } from './verification/KycNeeded.tsx';
