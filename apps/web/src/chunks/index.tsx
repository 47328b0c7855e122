import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HomeSectionsSkeleton } from '../features/catalogue/components/home/HomeSectionsSkeleton.tsx';
import { HomeContent } from '../features/content/components/HomeContent.tsx';
import { HotLotterySwiper } from '../features/lottery/components/HotLotterySwiper.tsx';
import { useSeen } from '../shared/lib/use-seen.ts';
import { useSession } from '../shared/session/session.ts';
import { useSystemStatus } from '../shared/system/status-context.ts';
import '../features/lottery/lottery.css';
import { lazyNamed } from '../shared/ui/lazy-part.tsx';

/** The home under its first screen comes in a second pass, with its own code and styles. */
const HomeSections = lazyNamed(() => import('../features/catalogue/components/HomeSections.tsx'), 'HomeSections');
/** The register form is a page of its own: it loads there, not with the home page. */
const RegisterForm = lazyNamed(() => import('../features/auth/components/RegisterForm.tsx'), 'RegisterForm');
/** So is the login form: the home page on a phone, which signs in through a popup, never needs it. */
const LoginForm = lazyNamed(() => import('../features/auth/components/LoginForm.tsx'), 'LoginForm');

/** Chunk `index`: home, plus the register and login screens that open over it. */
export function HomePage() {
  const { t } = useTranslation();
  const brand = useSystemStatus().info.brand.name;
  // The first screen (banner, notices, lottery swiper) draws first. The sections below it, their
  // code, styles and data, are wanted when their place comes near the screen (at once on a tall
  // screen, on a phone when the visitor scrolls), and then drawn in an interruptible pass, so
  // neither the banner nor a visit that never scrolls waits for what is under the fold.
  const [belowRef, near] = useSeen<HTMLDivElement>();
  const below = useDeferredValue(near);
  return (
    <section className="page" data-testid="page-index">
      <h1>{t('home.title', { brand })}</h1>
      <HomeContent />
      <HotLotterySwiper />
      {/* Their place is held by skeletons of their size until their code and data come. */}
      {below ? (
        <Suspense fallback={<HomeSectionsSkeleton />}>
          <HomeSections />
        </Suspense>
      ) : (
        <div ref={belowRef}>
          <HomeSectionsSkeleton />
        </div>
      )}
    </section>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <section className="page narrow" data-testid="page-register">
      <h1>{t('pages.register.title')}</h1>
      <p>{t('pages.register.body')}</p>
      <Suspense fallback={<p className="loading">{t('shell.loading')}</p>}>
        <RegisterForm />
      </Suspense>
    </section>
  );
}

/** /login: the same form as the header; `?demo=1` starts a free-play trial at once. */
export function LoginPage() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const demo = new URLSearchParams(useLocation().search).get('demo') === '1';
  return (
    <section className="page narrow" data-testid="page-login">
      <h1>{t('pages.login.title')}</h1>
      {token ? (
        <p>
          {t('pages.login.signedIn')} <Link to="/index">{t('status.backHome')}</Link>
        </p>
      ) : (
        <>
          <p>{t('pages.login.body')}</p>
          <Suspense fallback={<p className="loading">{t('shell.loading')}</p>}>
            <LoginForm autoDemo={demo} />
          </Suspense>
        </>
      )}
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page" data-testid="not-found">
      <h1>{t('status.notFoundTitle')}</h1>
      <p>{t('status.notFoundBody')}</p>
      <Link className="btn btn-primary" to="/index">
        {t('status.backHome')}
      </Link>
    </section>
  );
}
