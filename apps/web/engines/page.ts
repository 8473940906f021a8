/**
 * The one page interface the spine is written against, whatever drives the browser: WebKit over classic W3C
 * WebDriver (webkit.ts), Firefox over WebDriver BiDi (firefox.ts). Elements are named as a person finds them
 * (a label, a button's or link's name) and resolved in the page by one function; the driver then clicks or types
 * into that element with its own real input events.
 */

/** An element: a form control by its label, a button or link by its name, or a CSS selector. */
export type Target =
  | { label: string }
  | { role: 'button' | 'link'; name: string; exact?: boolean }
  | { css: string };

export interface EnginePage {
  /** 'webkit' | 'firefox', and the browser's own name and version. */
  readonly engine: string;
  readonly version: string;
  /** Load a path of the app (relative to its address) and wait for the load event. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The page's current path. */
  path(): Promise<string>;
  /**
   * Run `fn` in the page with JSON arguments and return its JSON result; `fn` must be self-contained. Gives up
   * after `timeoutMs` (a page whose storage stops answering must fail the step, not hang it).
   */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, args: A, timeoutMs?: number): Promise<Awaited<R>>;
  /** Click the element (it must be visible), as a mouse does. */
  click(target: Target): Promise<void>;
  /** Focus the element, select what it holds and type `text` over it, key by key. */
  type(target: Target, text: string): Promise<void>;
  /** The console's errors and warnings and the page errors seen so far (evidence for a failure). */
  console(): Promise<string[]>;
  close(): Promise<void>;
}

/** What a driver supplies; Page turns it into an EnginePage. */
export interface Driver {
  readonly engine: string;
  readonly version: string;
  readonly baseUrl: string;
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Evaluate an expression whose value is a promise of JSON. */
  run(expression: string): Promise<unknown>;
  clickCss(selector: string): Promise<void>;
  /** Select the whole value of the focused-by-selector element and type over it. */
  typeCss(selector: string, text: string): Promise<void>;
  console(): Promise<string[]>;
  close(): Promise<void>;
}

/** The attribute a resolved target is marked with for the driver to find it by CSS. */
const MARK = 'data-engine-target';

/**
 * Resolve a target in the page and mark it: returns the mark, or null when nothing visible matches. Runs in the
 * page (self-contained).
 */
function markTarget(target: Target, mark: string, attribute: string): string | null {
  const norm = (text: string | null | undefined) =>
    (text ?? '')
      .replace(/[\s\u2009]*\*$/, '')
      .replace(/\s+/g, ' ')
      .trim();
  const visible = (el: Element) => el.getClientRects().length > 0;
  let found: Element | null | undefined = null;
  if ('css' in target) found = document.querySelector(target.css);
  else if ('label' in target) {
    for (const label of document.querySelectorAll('label')) {
      if (norm(label.textContent) !== target.label) continue;
      found = label.control ?? (label.htmlFor ? document.getElementById(label.htmlFor) : null);
      if (found) break;
    }
    found ??= [...document.querySelectorAll('[aria-label]')].find(
      (el) => el.getAttribute('aria-label') === target.label && visible(el),
    );
  } else {
    const selector = target.role === 'button' ? 'button, [role="button"]' : 'a[href], [role="link"]';
    found = [...document.querySelectorAll(selector)].find((el) => {
      const name = norm(el.getAttribute('aria-label') ?? el.textContent);
      const named = target.exact === false ? name.startsWith(target.name) : name === target.name;
      return named && visible(el);
    });
  }
  if (!found) return null;
  found.setAttribute(attribute, mark);
  return `[${attribute}="${mark}"]`;
}

const nameOf = (target: Target) =>
  'css' in target
    ? target.css
    : 'label' in target
      ? `the field labelled '${target.label}'`
      : `the ${target.role} '${target.name}'`;

let marks = 0;

export class Page implements EnginePage {
  readonly engine: string;
  readonly version: string;

  constructor(private readonly driver: Driver) {
    this.engine = driver.engine;
    this.version = driver.version;
  }

  goto(path: string): Promise<void> {
    return this.driver.navigate(new URL(path, this.driver.baseUrl).toString());
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  path(): Promise<string> {
    return this.evaluate(() => location.pathname, []);
  }

  async evaluate<A extends unknown[], R>(
    fn: (...args: A) => R,
    args: A,
    timeoutMs = 15_000,
  ): Promise<Awaited<R>> {
    // `__name`: what tsx's keep-names transform wraps named inner functions in; the page has no such helper.
    // The page gives up by itself (a WebDriver session runs one command at a time: a script left waiting would
    // hold up every later command); the timer here is for a page too busy to run even that.
    const expression = `(async () => {
      const __name = (f) => f;
      const late = new Promise((_, reject) =>
        setTimeout(() => reject(new Error('no answer within ${timeoutMs / 1000} s')), ${timeoutMs}));
      return Promise.race([(async () => (${fn.toString()})(...${JSON.stringify(args)}))(), late]);
    })()`;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The page did not answer within ${timeoutMs / 1000} s`)),
        timeoutMs + 5_000,
      );
    });
    try {
      return (await Promise.race([this.driver.run(expression), timeout])) as Awaited<R>;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The target's CSS selector once it is in the page (waits up to 10 s for it). */
  private async resolve(target: Target): Promise<string> {
    const mark = String(++marks);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const selector = await this.evaluate(markTarget, [target, mark, MARK]);
      if (selector) return selector;
      if (Date.now() > deadline) throw new Error(`${this.engine}: found no ${nameOf(target)}`);
      await sleep(200);
    }
  }

  async click(target: Target): Promise<void> {
    await this.driver.clickCss(await this.resolve(target));
  }

  async type(target: Target, text: string): Promise<void> {
    await this.driver.typeCss(await this.resolve(target), text);
  }

  console(): Promise<string[]> {
    return this.driver.console();
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

type Truthy<T> = Exclude<T, null | undefined | false | 0 | ''>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Poll `check` until it gives something truthy; returns that. A failure names what was awaited, the last
 * answer (or error) and the page's last console lines.
 */
export async function eventually<T>(
  page: EnginePage,
  what: string,
  check: (remainingMs: number) => Promise<T>,
  timeoutMs = 20_000,
): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check(Math.min(15_000, Math.max(1_000, deadline - Date.now())));
      if (value) return value as Truthy<T>;
      last = value;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline)
      throw new Error(await failure(page, `waited ${timeoutMs / 1000} s for ${what}`, last));
    await sleep(250);
  }
}

/** A failure's message with the evidence: the last answer, what the page shows, its console's last lines. */
async function failure(page: EnginePage, what: string, last: unknown): Promise<string> {
  const shown = await page
    .evaluate(
      // biome-ignore lint/performance/useDomNodeTextContent: what is on screen, not the text of hidden nodes
      () => `${location.pathname}: ${document.body.innerText.replace(/\s+/g, ' ').slice(0, 300)}`,
      [],
      5_000,
    )
    .catch((error) => `(the page did not answer: ${error instanceof Error ? error.message : error})`);
  // What says why a wait never ended: the app's messages (a snackbar sits at the end of the page, past the text
  // above) and who holds or waits for a Web Lock (a sync run waits for the lock before it shows).
  const state = await page
    .evaluate(
      async () => {
        const alerts = [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent?.trim());
        const locks = navigator.locks ? await navigator.locks.query() : null;
        return JSON.stringify({
          alerts,
          locks: locks && {
            held: locks.held?.map((l) => l.name),
            pending: locks.pending?.map((l) => l.name),
          },
        });
      },
      [],
      5_000,
    )
    .catch(() => '(unknown)');
  const console = (await page.console().catch(() => [])).slice(-15).join('\n    ');
  return (
    `${page.engine}: ${what}; last answer: ${JSON.stringify(last)}\n  page shows ${shown}\n  state ${state}` +
    (console ? `\n  console (last lines):\n    ${console}` : '')
  );
}

/** Poll `fn` in the page until it returns something truthy (see eventually). */
export function waitFor<A extends unknown[], R>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => R,
  args: A,
  timeoutMs = 20_000,
): Promise<Truthy<Awaited<R>>> {
  return eventually(page, what, (remaining) => page.evaluate(fn, args, remaining), timeoutMs);
}
