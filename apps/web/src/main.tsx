import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startFirstScreen } from './app/first-screen.ts';
import { startTabHandover } from './features/auth/lib/tab-handover.ts';
import { fetchSystemStatus } from './features/system/api/status.ts';
import { markAppStarted } from './shared/api/boot-answers.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import './shared/theme/app.css';

// From here on the app makes its own calls: a boot script that runs only now leaves them to it.
markAppStarted();
// The server's status does not depend on the session or the loaded language: it is asked for at once.
const firstStatus = fetchSystemStatus();
// Its failure is shown by App once it renders, not reported as unhandled meanwhile.
firstStatus.catch(() => undefined);
const firstScreen = startFirstScreen();
// A new tab takes the session of an open tab of this browser while the language loads.
await Promise.all([initI18n(), startTabHandover()]);

const container = document.getElementById('root') as HTMLElement;
// The page's outline (index.html) stays drawn while the app waits for the server's status.
const outline = container.innerHTML;
const root = createRoot(container);
// Rendered as a transition, React draws the app in short slices that leave the page responsive
// while it starts, instead of in one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <Suspense fallback={null}>
        <App firstStatus={firstStatus} firstScreen={firstScreen} outline={outline} />
      </Suspense>
    </StrictMode>,
  ),
);
