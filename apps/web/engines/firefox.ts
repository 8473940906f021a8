import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page as PuppeteerPage } from 'puppeteer-core';
import { type Driver, type EnginePage, Page } from './page';
import { owned } from './processes';

/**
 * Firefox: Debian's `firefox-esr`, headless, over WebDriver BiDi through puppeteer-core (no browser download:
 * the system binary). Each launch is a fresh temporary profile, removed on close.
 */

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export const firefoxAvailable = (): boolean => existsSync(FIREFOX_PATH);

export interface FirefoxOptions {
  /** A private-browsing profile (browser.privatebrowsing.autostart), as Firefox's Private Window has. */
  private?: boolean;
}

class FirefoxDriver implements Driver {
  readonly engine = 'firefox';
  private readonly output: string[] = [];

  constructor(
    readonly baseUrl: string,
    readonly version: string,
    private readonly browser: Browser,
    private readonly page: PuppeteerPage,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn')
        this.keep(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.keep(`page error: ${error}`));
  }

  private keep(line: string): void {
    this.output.push(line);
    if (this.output.length > 400) this.output.shift();
  }

  async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load', timeout: 60_000 });
  }

  run(expression: string): Promise<unknown> {
    return this.page.evaluate(expression);
  }

  async clickCss(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async typeCss(selector: string, text: string): Promise<void> {
    // Focused with its whole value selected, so that the keys typed replace it.
    await this.page.$eval(selector, (el) => {
      (el as HTMLInputElement).focus();
      (el as HTMLInputElement).select();
    });
    await this.page.keyboard.type(text);
  }

  async console(): Promise<string[]> {
    return [...this.output];
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

/** Launch Firefox on a fresh profile with one page on the app at `baseUrl`. */
export async function launchFirefox(baseUrl: string, options: FirefoxOptions = {}): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
    extraPrefsFirefox: options.private ? { 'browser.privatebrowsing.autostart': true } : {},
  });
  const child = browser.process();
  if (child) owned(child);
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    const version = `${await browser.version()}${options.private ? ' (private browsing)' : ''}`;
    return new Page(new FirefoxDriver(baseUrl, version, browser, page));
  } catch (error) {
    await browser.close();
    throw error;
  }
}
