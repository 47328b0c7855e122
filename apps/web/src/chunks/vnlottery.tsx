import { BettingPage } from '../features/lottery/pages/BettingPage.tsx';
import '../features/lottery/lottery.css';
import '../features/lottery/lottery-board.css';
import '../features/lottery/lottery-panels.css';

/** Chunk `vnlottery`: a Vietnamese lottery game's betting page, picked by the query gameCode, header only. */
export default function VnlotteryPage() {
  return <BettingPage testId="page-vnlottery" titleKey="vnlottery" />;
}
