import { PromotionsHall } from '../features/promotions/components/PromotionsHall.tsx';

/** Chunk `promo`: the promotions hall. */
export default function PromoPage() {
  return <PromotionsHall />;
}
