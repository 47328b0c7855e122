import { KeyedEmptyPage } from '../shared/ui/EmptyPage.tsx';

/** Chunk `seamless`: a seamless game, header only. */
export default function SeamlessPage() {
  return <KeyedEmptyPage testId="page-seamless" pageKey="seamless" />;
}
