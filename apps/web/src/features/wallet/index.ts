/**
 * What other features may use of the wallet: amounts as shown, the payment password's setup, and
 * the withdrawal form (the withdraw-only view during a break).
 */
export { Money } from './components/Money.tsx';
export { PaymentPasswordForm } from './components/SetupForms.tsx';
export { WithdrawPage } from './components/WithdrawPage.tsx';
