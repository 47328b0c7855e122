import { KeyedEmptyPage } from '../shared/ui/EmptyPage.tsx';

/** Chunk `vnlottery`: a Vietnamese lottery game picked by the query gameCode, header only. */
export default function VnlotteryPage() {
  return <KeyedEmptyPage testId="page-vnlottery" pageKey="vnlottery" />;
}
