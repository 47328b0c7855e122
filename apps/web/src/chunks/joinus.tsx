import { KeyedEmptyPage } from '../shared/ui/EmptyPage.tsx';

/** Chunk `joinus`: join us, agent recruitment. */
export default function JoinusPage() {
  return <KeyedEmptyPage testId="page-join" pageKey="join" />;
}
