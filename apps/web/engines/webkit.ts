import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Driver, type EnginePage, Page, sleep } from './page';
import { freePort, keepLines, owned, stopGroup } from './processes';

/**
 * WebKit: Debian's `webkit2gtk-driver` (WebKitWebDriver, classic W3C WebDriver over HTTP) driving its MiniBrowser
 * in automation mode, on an Xvfb display of its own. The automation profile is ephemeral, as Safari's Private
 * Browsing is. The client below is the handful of WebDriver commands the spine needs.
 */

const DRIVER = 'WebKitWebDriver';
/** The W3C key of an element reference. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** WebDriver's Control key: in Send Keys a modifier stays down until it is sent again. */
const CONTROL = '\uE009';

/** MiniBrowser: WEBKIT_MINIBROWSER, else the one Debian's WebKitGTK package installs under /usr/lib/<triplet>/. */
export function miniBrowserPath(): string | null {
  if (process.env.WEBKIT_MINIBROWSER) return process.env.WEBKIT_MINIBROWSER;
  const lib = '/usr/lib';
  for (const triplet of existsSync(lib) ? readdirSync(lib) : []) {
    for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
      const candidate = join(lib, triplet, api, 'MiniBrowser');
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

export const webkitAvailable = (): boolean =>
  miniBrowserPath() !== null && existsSync(`/usr/bin/${DRIVER}`) && existsSync('/usr/bin/Xvfb');

/** An Xvfb server on the first free display (it prints the number it took on fd 3). */
async function startXvfb() {
  const xvfb = owned(
    spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      detached: true,
    }),
  );
  const errors: string[] = [];
  keepLines(xvfb.stderr, errors);
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors.join('\n')}`)));
  });
  return { xvfb, display };
}

class WebDriverError extends Error {}

/**
 * Classic WebDriver has no console log: every script run installs (once per page) a keeper of console errors and
 * warnings and page errors, read back on failure. What a page logs before the suite's first script on it is missed.
 */
const KEEP_CONSOLE = `if (!window.vergeEngineConsole) {
  const kept = (window.vergeEngineConsole = []);
  const text = (v) => {
    try { return v instanceof Error ? v.name + ': ' + v.message : typeof v === 'string' ? v : JSON.stringify(v); }
    catch { return String(v); }
  };
  for (const level of ['error', 'warn']) {
    const original = console[level].bind(console);
    console[level] = (...values) => { kept.push(level + ': ' + values.map(text).join(' ')); original(...values); };
  }
  addEventListener('error', (e) => kept.push('page error: ' + e.message));
  addEventListener('unhandledrejection', (e) => kept.push('unhandled rejection: ' + text(e.reason)));
}`;

/** One WebDriver session: commands are POST/GET/DELETE on the driver's /session/{id}/… */
class WebKitDriver implements Driver {
  readonly engine = 'webkit';
  version = '';
  private session = '';

  constructor(
    readonly baseUrl: string,
    private readonly endpoint: string,
    private readonly output: string[],
    private readonly stop: () => Promise<void>,
  ) {}

  async command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const url = `${this.endpoint}/session${this.session ? `/${this.session}` : ''}${path}`;
    const response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) {
      throw new WebDriverError(`WebDriver ${method} ${path}: ${answer.value.error}: ${answer.value.message}`);
    }
    return answer.value;
  }

  async open(browser: string): Promise<void> {
    const created = await this.command<{ sessionId: string; capabilities: { browserVersion: string } }>(
      'POST',
      '',
      {
        capabilities: {
          alwaysMatch: {
            'webkitgtk:browserOptions': { binary: browser, args: ['--automation'] },
          },
        },
      },
    );
    this.session = created.sessionId;
    this.version = `MiniBrowser (WebKitGTK ${created.capabilities.browserVersion})`;
    await this.command('POST', '/timeouts', { script: 60_000, pageLoad: 60_000, implicit: 0 });
    await this.command('POST', '/window/rect', { width: 1280, height: 800 });
  }

  async navigate(url: string): Promise<void> {
    await this.command('POST', '/url', { url });
  }

  async reload(): Promise<void> {
    await this.command('POST', '/refresh', {});
  }

  async run(expression: string): Promise<unknown> {
    const script = `const done = arguments[arguments.length - 1];
      ${KEEP_CONSOLE}
      (${expression}).then((value) => done({ value }), (error) => done({ error: error instanceof Error || error instanceof DOMException
        ? error.name + ': ' + error.message + (error.stack ? ' @ ' + error.stack : '') : String(error) }));`;
    const result = await this.command<{ value?: unknown; error?: string }>('POST', '/execute/async', {
      script,
      args: [],
    });
    if (result.error) throw new Error(`In the page: ${result.error}`);
    return result.value ?? null;
  }

  private async element(selector: string): Promise<string> {
    const found = await this.command<Record<string, string>>('POST', '/element', {
      using: 'css selector',
      value: selector,
    });
    return found[ELEMENT];
  }

  async clickCss(selector: string): Promise<void> {
    await this.command('POST', `/element/${await this.element(selector)}/click`, {});
  }

  async typeCss(selector: string, text: string): Promise<void> {
    const id = await this.element(selector);
    // Select all (Control+A) and type over it, as a person does; the keys' input events reach React. (Element
    // Clear empties the field without React seeing it: the old value came back under the new text.)
    await this.command('POST', `/element/${id}/value`, { text: `${CONTROL}a${CONTROL}${text}` });
  }

  async console(): Promise<string[]> {
    const page = (await this.run('Promise.resolve(window.vergeEngineConsole || [])').catch((error) => [
      `(the page's console could not be read: ${error}`,
    ])) as string[];
    return [...this.output, ...page];
  }

  async close(): Promise<void> {
    try {
      if (this.session) await this.command('DELETE', '', undefined);
    } catch {
      // the browser may be gone already; the process groups go below either way
    } finally {
      this.session = '';
      await this.stop();
    }
  }
}

/** Start Xvfb, WebKitWebDriver and a MiniBrowser session on the app at `baseUrl`. */
export async function launchWebKit(baseUrl: string): Promise<EnginePage> {
  const browser = miniBrowserPath();
  if (!browser)
    throw new Error('No MiniBrowser: install webkit2gtk-driver (Debian) or set WEBKIT_MINIBROWSER');
  const { xvfb, display } = await startXvfb();
  const port = await freePort();
  const output: string[] = [];
  const driverProcess = owned(
    spawn(DRIVER, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    }),
  );
  keepLines(driverProcess.stdout, output);
  keepLines(driverProcess.stderr, output);
  const stop = async () => {
    await stopGroup(driverProcess);
    await stopGroup(xvfb);
  };
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries++) {
      if (driverProcess.exitCode !== null) throw new Error(`${DRIVER} exited: ${output.join('\n')}`);
      const ready = await fetch(`${endpoint}/status`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (tries > 100) throw new Error(`${DRIVER} did not answer on ${endpoint}`);
      await sleep(100);
    }
    const driver = new WebKitDriver(baseUrl, endpoint, output, stop);
    await driver.open(browser);
    return new Page(driver);
  } catch (error) {
    await stop();
    throw error;
  }
}
