import { BettingPage } from '../features/lottery/pages/BettingPage.tsx';
import '../features/lottery/lottery.css';
import '../features/lottery/lottery-board.css';
import '../features/lottery/lottery-panels.css';

/** Chunk `lottery`: a lottery game's betting page, picked by the query gameCode (and playType), header only. */
export default function LotteryPage() {
  return <BettingPage testId="page-lottery" titleKey="lottery" />;
}
