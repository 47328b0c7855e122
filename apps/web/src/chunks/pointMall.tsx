import { KeyedEmptyPage } from '../shared/ui/EmptyPage.tsx';

/** Chunk `pointMall`: the points mall. */
export default function PointMallPage() {
  return <KeyedEmptyPage testId="page-pointMall" pageKey="pointMall" />;
}
