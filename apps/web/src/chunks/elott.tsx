import { KeyedEmptyPage } from '../shared/ui/EmptyPage.tsx';

/** Chunk `elott`: the e-lottery hall. */
export default function ElottPage() {
  return <KeyedEmptyPage testId="page-elott" pageKey="elott" />;
}
