import { SPLASH_FADE_MS } from '@verge/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/client';
import { App } from './app/App';
import { onServerVersion } from './app/versionCheck';
import { bootSession } from './local/session';
import { registerServiceWorker } from './serviceWorker';

function hideSplash(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  splash.classList.add('hidden');
  setTimeout(() => splash.remove(), SPLASH_FADE_MS);
}

async function start(): Promise<void> {
  configureApi({ onVersion: (version) => void onServerVersion(version) });
  await bootSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  hideSplash();
  registerServiceWorker();
}

void start();
