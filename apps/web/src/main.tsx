import { SPLASH_FADE_MS } from '@verge/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/environment';
import { App } from './app/App';
import { onServerVersion } from './app/versionCheck';
import { bootSession } from './local/session';

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
  // The service worker registers after the first render, in its own small chunk.
  void import('./serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker());
  // Its own chunk, so the login route does not carry the request layer.
  void import('./app/refreshMapSources').then(({ refreshMapSources }) => refreshMapSources());
}

void start();
