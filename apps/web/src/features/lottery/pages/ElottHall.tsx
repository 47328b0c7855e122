import type { LotteryMenuGroup } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { useAfterFirstDraw } from '../../../shared/lib/use-after-first-draw.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useGameMenus } from '../api/game-menus.ts';
import { useRecentLottery } from '../api/recent-games.ts';
import { useVnGameMenu } from '../api/vn-game-menu.ts';
import { GameTile } from '../components/GameTile.tsx';
import { HallGroup } from '../components/HallGroup.tsx';
import { HotLotterySwiper } from '../components/HotLotterySwiper.tsx';
import { launchOf, useLotteryLaunch } from '../lib/use-lottery-launch.ts';

/**
 * /elott, the lottery hall: the swiper of HOT games, the member's recent games, every e-lottery
 * family and the three VN regions; each game starts through the lottery launch (login first).
 */
export function ElottHall() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const elott = useGameMenus('Elott');
  const vn = useVnGameMenu('Lott');
  const recent = useRecentLottery();
  const { launch, error, pending } = useLotteryLaunch();
  // Headings and placeholders first, the cards in the second pass.
  const drawn = useAfterFirstDraw();
  const waiting = !drawn || elott.isPending || vn.isPending;
  const play = (game: { code: string; family: string; prizeModes?: readonly string[] }) => launch(launchOf(game));
  return (
    <section className="page lott-hall" data-testid="page-elott">
      <h1>{t('pages.elott.title')}</h1>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <HotLotterySwiper />
      {token && recent.data && recent.data.length > 0 && (
        <section aria-labelledby="lott-recent" data-testid="hall-recent">
          <h2 id="lott-recent">{t('lottery.hall.recent')}</h2>
          <ul className="lott-tiles">
            {recent.data.map((game) => (
              <GameTile
                key={game.code}
                game={game}
                onPlay={play}
                pending={pending === game.code}
                testId={`hall-recent-${game.code}`}
              />
            ))}
          </ul>
        </section>
      )}
      {/* The e-lottery's heading at once, with one placeholder under it for the whole hall until
          both lists are in: they then appear together, instead of the first pushing the second
          down the screen, and the heading the page opens with never moves. */}
      <HallSection
        titleId="lott-elott"
        title={t('lottery.hall.elott')}
        query={elott}
        waiting={waiting}
        onPlay={play}
        pending={pending}
      />
      {!waiting && (
        <HallSection titleId="lott-vn" title={t('lottery.hall.vn')} query={vn} onPlay={play} pending={pending} />
      )}
    </section>
  );
}

type HallSectionProps = {
  titleId: string;
  title: string;
  query: { error: Error | null; data?: LotteryMenuGroup[] | undefined };
  /** Until the whole hall's lists are in, a placeholder stands under the heading. */
  waiting?: boolean;
  onPlay: (game: LotteryMenuGroup['gameMenus'][number]) => void;
  pending: string | null;
};

function HallSection({ titleId, title, query, waiting, onPlay, pending }: HallSectionProps) {
  const { t } = useTranslation();
  return (
    <section className="lott-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {waiting ? (
        <p className="loading hall-skeleton" data-testid="hall-skeleton">
          {t('shell.loading')}
        </p>
      ) : (
        <>
          {query.error && <p role="alert">{query.error.message}</p>}
          {query.data?.length === 0 && <p className="empty">{t('lottery.hall.none')}</p>}
          {query.data?.map((group) => (
            <HallGroup key={`${group.tag}-${group.gameGroupCode}`} group={group} onPlay={onPlay} pending={pending} />
          ))}
        </>
      )}
    </section>
  );
}
