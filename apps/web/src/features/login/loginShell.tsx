import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { BOOT_SCREEN_SCRIPT, LOGIN_SHELL_ID } from '../../base/bootScreen';
import { theme } from '../../base/theme';
import LoginPage from './LoginPage';

/**
 * The login page as HTML, rendered at build time into index.html (the web build's `verge-login-shell` plugin):
 * the same component and theme as the app's. Its form is disabled until the app takes over, so nothing typed is
 * lost and nothing is sent by the browser on its own. Its styles go in one style element ahead of it: emotion
 * would put one beside each element, and a hundred style elements in the page's body cost a phone its first paint.
 */
export function renderLoginShell(): string {
  const cache = createCache({ key: 'css' });
  // Server side, compat keeps each rule in `cache.inserted` instead of rendering a style element with it.
  cache.compat = true;
  const page = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <StaticRouter location="/">
          <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <LoginPage />
          </fieldset>
        </StaticRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
  // In insertion order: the global rules first, then each component's, as the app's own cache inserts them.
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const css = rules.map(([, text]) => text).join('');
  // Named as emotion names server-rendered styles, the app's cache takes this element over when it starts (moves it
  // to the head and counts its class rules as inserted), so the app's login page inserts no rule a second time and
  // its styles outlive the shell. (Global rules are CssBaseline's own sheet's: not named here, inserted again.)
  const classIds = rules.filter(([, text]) => text.startsWith(`.${cache.key}-`)).map(([id]) => id);
  return `<div id="${LOGIN_SHELL_ID}"><style data-emotion="${cache.key} ${classIds.join(' ')}">${css}</style>${page}</div>`;
}

// The build's plugin takes the head script from this module too: one SSR load gives it both.
export { BOOT_SCREEN_SCRIPT };
