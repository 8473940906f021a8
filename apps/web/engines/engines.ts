import { firefoxAvailable, launchFirefox } from './firefox';
import type { EnginePage } from './page';
import { launchWebKit, webkitAvailable } from './webkit';

/** A browser engine the spine runs in; each launch is a fresh profile (a new install). */
export interface Engine {
  readonly name: 'webkit' | 'firefox';
  /** The Debian packages it needs (named when they are missing). */
  readonly packages: string;
  available(): boolean;
  /**
   * A fresh profile on the app at `baseUrl`. `private`: a private-browsing profile; WebKit's automation profile
   * always is one (ephemeral, as Safari's Private Browsing).
   */
  launch(baseUrl: string, options?: { private?: boolean }): Promise<EnginePage>;
}

const ALL: Engine[] = [
  {
    name: 'webkit',
    packages: 'webkit2gtk-driver xvfb',
    available: webkitAvailable,
    launch: (baseUrl) => launchWebKit(baseUrl),
  },
  {
    name: 'firefox',
    packages: 'firefox-esr',
    available: firefoxAvailable,
    launch: (baseUrl, options) => launchFirefox(baseUrl, options),
  },
];

/** The engines of this run: VERGE_ENGINES (e.g. `webkit`), else both. */
export function selectedEngines(): Engine[] {
  const wanted = process.env.VERGE_ENGINES?.split(',').map((name) => name.trim());
  return wanted ? ALL.filter((engine) => wanted.includes(engine.name)) : ALL;
}

/** Launch the engine, or fail saying which packages are missing. */
export async function launch(engine: Engine, baseUrl: string, options?: { private?: boolean }) {
  if (!engine.available()) {
    throw new Error(`${engine.name} is not installed: apt-get install ${engine.packages} (.ci/run does)`);
  }
  return engine.launch(baseUrl, options);
}
