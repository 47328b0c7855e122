import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { Frame, Home } from './Frame.tsx';

/** Each section is a chunk of its own, loaded when first opened; sign-in and the frame come first. */
const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

export const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInPage /> },
    {
      element: <Frame />,
      children: [
        { index: true, element: <Home /> },
        {
          path: 'brands',
          ...page(
            () => import('../features/brands/BrandsPage.tsx'),
            (m) => m.BrandsPage,
          ),
        },
        {
          path: 'brands/:code',
          ...page(
            () => import('../features/brands/BrandPage.tsx'),
            (m) => m.BrandPage,
          ),
        },
        {
          path: 'brands/:code/settings',
          ...page(
            () => import('../features/settings/BrandSettingsPage.tsx'),
            (m) => m.BrandSettingsPage,
          ),
        },
        {
          path: 'players',
          ...page(
            () => import('../features/players/PlayersPage.tsx'),
            (m) => m.PlayersPage,
          ),
        },
        {
          path: 'players/:id',
          ...page(
            () => import('../features/players/Player360Page.tsx'),
            (m) => m.Player360Page,
          ),
        },
        {
          path: 'kyc',
          ...page(
            () => import('../features/kyc/KycPage.tsx'),
            (m) => m.KycPage,
          ),
        },
        {
          path: 'near-limits',
          ...page(
            () => import('../features/protection-watch/NearLimitsPage.tsx'),
            (m) => m.NearLimitsPage,
          ),
        },
        {
          path: 'payments',
          ...page(
            () => import('../features/payments/PaymentsPage.tsx'),
            (m) => m.PaymentsPage,
          ),
        },
        {
          path: 'payments/reports',
          ...page(
            () => import('../features/payments/reports/PayoutReportsPage.tsx'),
            (m) => m.PayoutReportsPage,
          ),
        },
        {
          path: 'payments/channels',
          ...page(
            () => import('../features/payments/channels/ChannelsPage.tsx'),
            (m) => m.ChannelsPage,
          ),
        },
        {
          path: 'content',
          ...page(
            () => import('../features/content/ContentPage.tsx'),
            (m) => m.ContentPage,
          ),
        },
        {
          path: 'adjustments',
          ...page(
            () => import('../features/adjustments/AdjustmentsPage.tsx'),
            (m) => m.AdjustmentsPage,
          ),
        },
        {
          path: 'reports',
          ...page(
            () => import('../features/reports/ReportsPage.tsx'),
            (m) => m.ReportsPage,
          ),
        },
        {
          path: 'audit',
          ...page(
            () => import('../features/audit/AuditPage.tsx'),
            (m) => m.AuditPage,
          ),
        },
        {
          path: 'ledger',
          ...page(
            () => import('../features/audit/LedgerPage.tsx'),
            (m) => m.LedgerPage,
          ),
        },
        {
          path: 'staff',
          ...page(
            () => import('../features/staff/StaffPage.tsx'),
            (m) => m.StaffPage,
          ),
        },
        {
          path: 'settings',
          ...page(
            () => import('../features/settings/SettingsPage.tsx'),
            (m) => m.SettingsPage,
          ),
        },
        { path: '*', element: <Home /> },
      ],
    },
  ],
  { basename: '/backoffice' },
);
