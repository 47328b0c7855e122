import { createBrowserRouter } from 'react-router';
import { AuditPage } from '../features/audit/AuditPage.tsx';
import { LedgerPage } from '../features/audit/LedgerPage.tsx';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { PaymentsPage } from '../features/payments/PaymentsPage.tsx';
import { Player360Page } from '../features/players/Player360Page.tsx';
import { PlayersPage } from '../features/players/PlayersPage.tsx';
import { StaffPage } from '../features/staff/StaffPage.tsx';
import { Frame, Home } from './Frame.tsx';

export const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInPage /> },
    {
      element: <Frame />,
      children: [
        { index: true, element: <Home /> },
        { path: 'players', element: <PlayersPage /> },
        { path: 'players/:id', element: <Player360Page /> },
        { path: 'payments', element: <PaymentsPage /> },
        { path: 'audit', element: <AuditPage /> },
        { path: 'ledger', element: <LedgerPage /> },
        { path: 'staff', element: <StaffPage /> },
        { path: '*', element: <Home /> },
      ],
    },
  ],
  { basename: '/backoffice' },
);
