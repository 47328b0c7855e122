import type { ReactNode } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { chunkPage } from './chunks.tsx';
import { LoginGuard } from './guard.tsx';
import { Shell } from './shell/Shell.tsx';

// One element per page, each from a named chunk of the spec (src/chunks/<name>.tsx -> assets/<name>-<hash>.js).
const index = () => import('../chunks/index.tsx');
const egame = () => import('../chunks/egame.tsx');
const help = () => import('../chunks/help.tsx');

const Home = chunkPage('index', index, 'HomePage');
const Register = chunkPage('index', index, 'RegisterPage');
const Login = chunkPage('index', index, 'LoginPage');
const Games = chunkPage('egame', egame, 'GamesPage');
const Game = chunkPage('egame', egame, 'GamePage');
const Help = chunkPage('help', help, 'HelpPage');
const house = () => import('../chunks/house.tsx');
const HousePlay = chunkPage('house', house, 'HousePlayPage');
const HouseVerify = chunkPage('house', house, 'HouseVerifyPage');
const HelpContent = chunkPage('help', help, 'HelpContentPage');
const PointMall = chunkPage('pointMall', () => import('../chunks/pointMall.tsx'));
const Lottery = chunkPage('lottery', () => import('../chunks/lottery.tsx'));
const VnLottery = chunkPage('vnlottery', () => import('../chunks/vnlottery.tsx'));
const Elott = chunkPage('elott', () => import('../chunks/elott.tsx'));
const Sports = chunkPage('sports', () => import('../chunks/sports.tsx'));
const Promo = chunkPage('promo', () => import('../chunks/promo.tsx'));
const PromoDetail = chunkPage('promoDetail', () => import('../chunks/promoDetail.tsx'));
const Seamless = chunkPage('seamless', () => import('../chunks/seamless.tsx'));
const Download = chunkPage('download', () => import('../chunks/download.tsx'));
const JoinUs = chunkPage('joinus', () => import('../chunks/joinus.tsx'));
const NotFound = chunkPage('index', index, 'NotFoundPage');
export const Maintenance = chunkPage('maintain', () => import('../chunks/maintain.tsx'));
export const RegionBlocked = chunkPage('regiona', () => import('../chunks/regiona.tsx'));

function KeepQuery({ to }: { to: string }) {
  return <Navigate to={{ pathname: to, search: useLocation().search }} replace />;
}

/** The route table of the original site's paths, registered once the permission check has answered. */
export const routes: RouteObject[] = [
  {
    element: <LoginGuard />,
    children: [
      { path: '/', element: <Navigate to="/index" replace /> },
      { path: '/download', element: <KeepQuery to="/down" /> },
      {
        element: <Shell header footer />,
        children: [
          { path: '/index', element: Home },
          { path: '/register', element: Register },
          { path: '/register.html', element: Register },
          { path: '/login', element: Login },
          { path: '/pointMall', element: PointMall },
          { path: '/elott', element: Elott },
          ...['/rng', '/pvp', '/fish', '/live', '/games'].map((path) => ({ path, element: Games })),
          { path: '/sports', element: Sports },
          { path: '/promotions', element: Promo },
          { path: '/promoDetail', element: PromoDetail },
          { path: '/help', element: Help },
          { path: '/down', element: Download },
          { path: '/join', element: JoinUs },
          { path: '*', element: NotFound },
        ],
      },
      {
        element: <Shell header />,
        children: [
          { path: '/lottery', element: Lottery },
          { path: '/vnlottery', element: VnLottery },
          { path: '/seamless', element: Seamless },
          { path: '/game', element: Game },
        ],
      },
      { element: <Shell />, children: [{ path: '/helpmc', element: HelpContent }] },
      // The house vendor's own pages: the game window inside the portal's frame, and verification.
      { path: '/house/play', element: HousePlay },
      { path: '/house/verify', element: HouseVerify },
    ],
  },
];

/** In maintenance or from a blocked region, this one page answers every path. */
export const blockedRoutes = (element: ReactNode): RouteObject[] => [{ path: '*', element }];
