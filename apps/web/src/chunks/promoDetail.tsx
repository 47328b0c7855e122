import { PromoDetail } from '../features/promotions/components/PromoDetail.tsx';

/** Chunk `promoDetail`: one promotion in detail. */
export default function PromoDetailPage() {
  return <PromoDetail />;
}
