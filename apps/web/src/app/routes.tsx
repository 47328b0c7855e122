import { type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { lazyNamed } from '../shared/ui/lazy-part.tsx';
import { chunkPage } from './chunks.tsx';
import { LoginGuard } from './guard.tsx';
import { Shell } from './shell/Shell.tsx';

// One element per page, each from a named chunk of the spec (src/chunks/<name>.tsx -> assets/<name>-<hash>.js).
/** Each page chunk's import, by its name (page-chunks.ts names the chunk of each path for the page's head). */
export const PAGE_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  index: () => import('../chunks/index.tsx'),
  egame: () => import('../chunks/egame.tsx'),
  help: () => import('../chunks/help.tsx'),
  house: () => import('../chunks/house.tsx'),
  pointMall: () => import('../chunks/pointMall.tsx'),
  lottery: () => import('../chunks/lottery.tsx'),
  vnlottery: () => import('../chunks/vnlottery.tsx'),
  elott: () => import('../chunks/elott.tsx'),
  sports: () => import('../chunks/sports.tsx'),
  promo: () => import('../chunks/promo.tsx'),
  promoDetail: () => import('../chunks/promoDetail.tsx'),
  seamless: () => import('../chunks/seamless.tsx'),
  download: () => import('../chunks/download.tsx'),
  joinus: () => import('../chunks/joinus.tsx'),
};
const page = (name: string, exportName?: string) =>
  chunkPage(name, PAGE_LOADERS[name] as () => Promise<unknown>, exportName);

const Home = page('index', 'HomePage');
const Register = page('index', 'RegisterPage');
const Login = page('index', 'LoginPage');
const Games = page('egame', 'GamesPage');
const Game = page('egame', 'GamePage');
const Help = page('help', 'HelpPage');
const HousePlay = page('house', 'HousePlayPage');
const HouseVerify = page('house', 'HouseVerifyPage');
const HelpContent = page('help', 'HelpContentPage');
const PointMall = page('pointMall');
const Lottery = page('lottery');
const VnLottery = page('vnlottery');
const Elott = page('elott');
const Sports = page('sports');
const Promo = page('promo');
const PromoDetail = page('promoDetail');
const Seamless = page('seamless');
const Download = page('download');
const JoinUs = page('joinus');
const NotFound = page('index', 'NotFoundPage');
export const Maintenance = chunkPage('maintain', () => import('../chunks/maintain.tsx'));
export const RegionBlocked = chunkPage('regiona', () => import('../chunks/regiona.tsx'));

/**
 * Development builds only (`npm run dev:web`): the design system's page. A production build
 * folds `import.meta.env.DEV` to false and drops the page, its chunk and its route.
 */
const StyleGuide = import.meta.env.DEV
  ? lazyNamed(() => import('../features/style-guide/StyleGuidePage.tsx'), 'StyleGuidePage')
  : null;
const devRoutes: RouteObject[] = StyleGuide
  ? [
      {
        path: '/style-guide',
        element: (
          <Suspense fallback={null}>
            <StyleGuide />
          </Suspense>
        ),
      },
    ]
  : [];

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
          ...devRoutes,
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
