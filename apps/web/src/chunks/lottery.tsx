import { KeyedEmptyPage } from '../shared/ui/EmptyPage.tsx';

/** Chunk `lottery`: a lottery game picked by the query gameCode, header only. */
export default function LotteryPage() {
  return <KeyedEmptyPage testId="page-lottery" pageKey="lottery" />;
}
