import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startTabHandover } from './features/auth/lib/tab-handover.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import './shared/theme/app.css';

// A new tab takes the session of an open tab of this browser while the language loads.
await Promise.all([initI18n(), startTabHandover()]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Suspense fallback={null}>
      <App />
    </Suspense>
  </StrictMode>,
);
