import { CATEGORY_PATH, type GameCategory, type VendorCard } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { vendorHref } from '../../../shared/lib/nav-entries.ts';

type VendorCardsProps = { category: GameCategory; cards: VendorCard[]; selected?: string | null };

/** Vendor cards of one category, each opening the category page filtered to that vendor. */
export function VendorCards({ category, cards, selected }: VendorCardsProps) {
  const { t } = useTranslation();
  const path = CATEGORY_PATH[category];
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li key={`${card.vendorCode}-${card.accountTypeId}`}>
          {path ? (
            <Link className="card" to={vendorHref(path, card)} aria-current={selected === card.vassalage}>
              <strong>{card.name}</strong>
              {card.isHot && <span className="hot">{t('shell.hot')}</span>}
            </Link>
          ) : (
            <span className="card">
              <strong>{card.name}</strong>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
