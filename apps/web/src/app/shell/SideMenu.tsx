import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVendorLanes } from '../../features/catalogue/api/vendors.ts';
import { navCategories } from '../../shared/lib/nav-entries.ts';
import { useUi } from '../../shared/store/ui.ts';

/**
 * The phone's navigation: the same entries as the top navigation, in a drawer, and the language
 * and theme controls the phone's header has no room for (`prefs`, handed in by the shell so the
 * drawer's chunk does not carry them a second time).
 */
export function SideMenu({ prefs }: { prefs: ReactNode }) {
  const { t } = useTranslation();
  const open = useUi((s) => s.sideMenuOpen);
  const setOpen = useUi((s) => s.setSideMenuOpen);
  const lanes = useVendorLanes();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="side-overlay" />
        <Dialog.Content className="side-menu" data-testid="side-menu" aria-describedby={undefined}>
          <Dialog.Title>{t('shell.menu')}</Dialog.Title>
          <Dialog.Close className="btn">{t('shell.closeMenu')}</Dialog.Close>
          <nav aria-label={t('shell.navigation')}>
            <ul>
              <li>
                <Link to="/index" onClick={close}>
                  {t('shell.home')}
                </Link>
              </li>
              {navCategories(lanes.data).map((entry) => (
                <li key={entry.category}>
                  <Link to={entry.path} data-testid={`nav-${entry.category}`} onClick={close}>
                    {t(`category.${entry.category}`)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/promotions" onClick={close}>
                  {t('shell.promotions')}
                </Link>
              </li>
              <li>
                <Link to="/down" onClick={close}>
                  {t('shell.download')}
                </Link>
              </li>
            </ul>
          </nav>
          <div className="side-prefs">{prefs}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
