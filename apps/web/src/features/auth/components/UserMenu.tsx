import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { isTrial, useMember } from '../../../shared/api/member.ts';
import { useOpenCentre, useUi } from '../../../shared/store/ui.ts';

/** Member centre, records, agent centre (agents only), password, sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const member = useMember();
  const openModal = useUi((s) => s.openModal);
  const go = useOpenCentre();
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="btn user-button" data-testid="user-menu">
        <img src={member?.avatar ?? '/avatars/1.svg'} alt="" width={24} height={24} className="avatar" />
        <span className="user-name">{member?.nickname ?? sessionStorage.getItem('account')}</span>
        <span className="visually-hidden"> {t('auth.menu.label')}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="menu" align="end" sideOffset={6}>
          <Menu.Item className="menu-item" data-testid="menu-member-centre" onSelect={() => go('member')}>
            {t('auth.menu.memberCentre')}
          </Menu.Item>
          <Menu.Item
            className="menu-item"
            data-testid="menu-transactions"
            onSelect={() => go('member', 'transactionHistory')}
          >
            {t('auth.menu.transactions')}
          </Menu.Item>
          <Menu.Item className="menu-item" data-testid="menu-bets" onSelect={() => go('member', 'personalHistoryCopy')}>
            {t('auth.menu.bets')}
          </Menu.Item>
          {member?.isAgent && (
            <Menu.Item className="menu-item" data-testid="menu-agent-centre" onSelect={() => go('agent')}>
              {t('auth.menu.agentCentre')}
            </Menu.Item>
          )}
          {!isTrial(member) && (
            <Menu.Item className="menu-item" data-testid="menu-change-password" onSelect={() => openModal('change')}>
              {t('auth.change.title')}
            </Menu.Item>
          )}
          <Menu.Separator className="menu-separator" />
          <Menu.Item className="menu-item" data-testid="menu-logout" onSelect={() => openModal('logout')}>
            {t('auth.menu.logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
