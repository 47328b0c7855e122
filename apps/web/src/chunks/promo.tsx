import { KeyedEmptyPage } from '../shared/ui/EmptyPage.tsx';

/** Chunk `promo`: the promotions hall. */
export default function PromoPage() {
  return <KeyedEmptyPage testId="page-promotions" pageKey="promotions" />;
}
