/** What other features use of player protection: the limit offer and the way to Verification. */

export { LastLoginLine } from './components/LastLoginLine.tsx';
export { LimitOffer } from './components/LimitOffer.tsx';
export { KycNeeded, kycRefusalText } from './verification/KycNeeded.tsx';
