import { ElottHall } from '../features/lottery/pages/ElottHall.tsx';
import '../features/lottery/lottery.css';

/** Chunk `elott`: the lottery hall. */
export default function ElottPage() {
  return <ElottHall />;
}
