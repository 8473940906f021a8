import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/environment';
import { App } from './app/App';
import { whenIdle } from './app/idle';
import { onServerVersion } from './app/versionCheck';
import { bootSession } from './local/session';

async function start(): Promise<void> {
  configureApi({ onVersion: (version) => void onServerVersion(version) });
  await bootSession();
  createRoot(document.getElementById('root')!).render(
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
