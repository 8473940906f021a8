import './zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { whenIdle } from './app/idle';
import { StorageStalled } from './app/StorageStalled';
import { STORAGE_ANSWER_MS } from './app/storageStalledMessages';
import { onServerVersion } from './app/versionCheck';
import { dismissBootScreen } from './base/bootScreen';
import { unsyncedHint } from './core/bootHints';
import { bootSession, configureApi } from './core/session';

async function start(): Promise<void> {
  configureApi({ onVersion: (version) => void onServerVersion(version) });
  const root = createRoot(document.getElementById('root')!);
  // Never an endless splash: a local database that does not answer is said so, and the app starts if it answers later.
  const booted = bootSession();
  const stalled = setTimeout(() => {
    dismissBootScreen();
    root.render(<StorageStalled unsynced={unsyncedHint()} />);
  }, STORAGE_ANSWER_MS);
  await booted;
  clearTimeout(stalled);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The service worker (its own small chunk) registers once the page has loaded and the first render is done:
  // its precache download must not compete with the first screen.
  const registerWhenIdle = () =>
    whenIdle(
      () => void import('./serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker()),
    );
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}

void start();
