import { KeyedEmptyPage } from '../shared/ui/EmptyPage.tsx';

/** Chunk `promoDetail`: one promotion in detail. */
export default function PromoDetailPage() {
  return <KeyedEmptyPage testId="page-promoDetail" pageKey="promoDetail" />;
}
