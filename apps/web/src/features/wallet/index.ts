/** What other features may use of the wallet: amounts as shown, and the payment password's setup. */
export { Money } from './components/Money.tsx';
export { PaymentPasswordForm } from './components/SetupForms.tsx';
