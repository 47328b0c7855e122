import { KeyedEmptyPage } from '../shared/ui/EmptyPage.tsx';

/** Chunk `sports`: sports betting. */
export default function SportsPage() {
  return <KeyedEmptyPage testId="page-sports" pageKey="sports" />;
}
