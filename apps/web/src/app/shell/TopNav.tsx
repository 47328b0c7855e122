import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useVendorLanes } from '../../features/catalogue/api/vendors.ts';
import { type NavCategory, navCategories, vendorHref } from '../../shared/lib/nav-entries.ts';
import { lazyNamed } from '../../shared/ui/lazy-part.tsx';

/** The lottery menu loads the first time it is opened. */
const LotteryMenu = lazyNamed(() => import('../../features/lottery/components/LotteryMenu.tsx'), 'LotteryMenu');

/** The spec's dropdown close delay, so the pointer can travel from the entry to its menu. */
const CLOSE_DELAY_MS = 200;

/** These entries open the lottery menu (HOT games and categories) instead of their vendors. */
const LOTTERY_ENTRIES: readonly string[] = ['LOTT', 'ELOTT'];

export function TopNav() {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  return (
    <nav className="top-nav" data-testid="top-nav" aria-label={t('shell.navigation')}>
      <ul>
        <li className="nav-item">
          <NavLink to="/index">{t('shell.home')}</NavLink>
        </li>
        {navCategories(lanes.data).map((entry) => (
          <CategoryEntry key={entry.category} entry={entry} />
        ))}
        <li className="nav-item">
          <NavLink to="/promotions">{t('shell.promotions')}</NavLink>
        </li>
        <li className="nav-item">
          <NavLink to="/down">{t('shell.download')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

function CategoryEntry({ entry }: { entry: NavCategory }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const menuId = useId();
  const label = t(`category.${entry.category}`);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideLater = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  return (
    <li
      className="nav-item"
      onMouseEnter={show}
      onMouseLeave={hideLater}
      onFocus={show}
      onBlur={hideLater}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <NavLink
        to={entry.path}
        data-testid={`nav-${entry.category}`}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
      >
        {label}
      </NavLink>
      {open && LOTTERY_ENTRIES.includes(entry.category) && (
        <Suspense fallback={null}>
          <LotteryMenu
            id={menuId}
            label={t('lottery.menu.label', { category: label })}
            onNavigate={() => setOpen(false)}
          />
        </Suspense>
      )}
      {open && !LOTTERY_ENTRIES.includes(entry.category) && (
        <ul className="vendor-menu" id={menuId} aria-label={t('shell.vendorsOf', { category: label })}>
          {entry.vendors.map((vendor) => (
            <li key={`${vendor.vendorCode}-${vendor.accountTypeId}`}>
              <Link to={vendorHref(entry.path, vendor)} onClick={() => setOpen(false)}>
                {vendor.name}
                {vendor.isHot && ' '}
                {vendor.isHot && <span className="hot">{t('shell.hot')}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
