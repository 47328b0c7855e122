import type { GameCategory, GameEntry } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { useGameList } from '../api/game-list.ts';
import type { LaunchMode } from '../api/launch-game.ts';
import { GameGrid } from './GameGrid.tsx';

type VassalagePopupProps = {
  lobby: GameEntry | null;
  onClose: () => void;
  onLaunch: (game: GameEntry, mode: LaunchMode) => void;
  pending: number | null;
};

/** A vendor lobby entry (VASSALAGE) opens this: the vendor's playable games of that category. */
export function VassalagePopup({ lobby, onClose, onLaunch, pending }: VassalagePopupProps) {
  const { t } = useTranslation();
  const list = useGameList(
    { gameType: lobby?.gameType as GameCategory | undefined, vassalage: lobby?.vassalage },
    lobby !== null,
  );
  const games = (list.data?.pages.flatMap((p) => p.games) ?? []).filter((g) => g.isGame);
  return (
    <Modal open={lobby !== null} onClose={onClose} title={lobby?.gameName ?? ''} testId="vassalage-popup">
      {list.isPending && <p className="loading">{t('shell.loading')}</p>}
      {list.isError && <p role="alert">{list.error.message}</p>}
      {list.isSuccess && games.length === 0 && <p className="empty">{t('games.none')}</p>}
      <GameGrid games={games} onLaunch={onLaunch} pending={pending} testId="vassalage-games" />
    </Modal>
  );
}
