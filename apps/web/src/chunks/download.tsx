import { DownloadApps } from '../features/content/components/DownloadApps.tsx';

/** Chunk `download`: the iOS, Android and lite iOS apps with a QR code and install guide each. */
export default function DownloadPage() {
  return <DownloadApps />;
}
