import { JoinUs } from '../features/content/components/JoinUs.tsx';

/** Chunk `joinus`: join us, agent recruitment. */
export default function JoinusPage() {
  return <JoinUs />;
}
