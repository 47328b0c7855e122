import type { Capability } from '../shared/session/roles.ts';

/** The frame's sections, each shown to the roles of its capability. */
export const NAV: { to: string; label: string; capability: Capability }[] = [
  { to: '/brands', label: 'nav.brands', capability: 'brands' },
  { to: '/players', label: 'nav.players', capability: 'players' },
  { to: '/kyc', label: 'nav.kyc', capability: 'kyc' },
  { to: '/near-limits', label: 'nav.nearLimits', capability: 'protection' },
  { to: '/payments', label: 'nav.payments', capability: 'payments' },
  { to: '/adjustments', label: 'nav.adjustments', capability: 'adjustments' },
  { to: '/content', label: 'nav.content', capability: 'content' },
  { to: '/reports', label: 'nav.reports', capability: 'reports' },
  { to: '/audit', label: 'nav.audit', capability: 'audit' },
  { to: '/ledger', label: 'nav.ledger', capability: 'ledger' },
  { to: '/staff', label: 'nav.staff', capability: 'staff' },
  { to: '/settings', label: 'nav.settings', capability: 'settings' },
];
