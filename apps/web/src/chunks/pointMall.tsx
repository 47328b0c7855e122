import { PointMallPage } from '../features/points/components/PointMallPage.tsx';

/** Chunk `pointMall`: the points mall. */
export default function PointMallChunk() {
  return <PointMallPage />;
}
