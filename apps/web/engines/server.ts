import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, waitForHealth } from '../e2e/globalSetup';
import { startTileServer } from '../e2e/tileServer';
import { owned, stopGroup } from './processes';

/**
 * The suite's one server (the compiled server on a fresh embedded database with demo data, as the Playwright
 * suite runs it). "Offline" in these engines is this server stopped: killed, then started again on the same
 * port and data folder, so the browser finds nothing listening, as with no network.
 */
const webDist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export class EngineServer {
  private constructor(
    readonly port: number,
    private current: Awaited<ReturnType<typeof startServer>> & object,
    private readonly webCopy: string,
  ) {}

  get url(): string {
    return this.current.url;
  }

  /**
   * A fresh server on a free port of 40000–49999 (the range the Playwright config draws from), serving a copy of
   * the built web app: a build made meanwhile (another run's) would leave the server routing files that are gone.
   */
  static async start(): Promise<EngineServer> {
    const webCopy = mkdtempSync(join(tmpdir(), 'verge-engines-web-'));
    cpSync(webDist, webCopy, { recursive: true });
    process.env.WEB_DIST = webCopy;
    const fixed = Number(process.env.VERGE_ENGINES_PORT) || 0;
    let lastError: unknown = new Error('No free port for the engine suite’s server');
    for (let attempt = 0; attempt < (fixed ? 1 : 5); attempt++) {
      const port = fixed || 40_000 + Math.floor(Math.random() * 10_000);
      const started = await startServer(port);
      // Something answers there already: not ours to stop and start, so another port.
      if (!started) {
        lastError = new Error(`A server already answers on port ${port}`);
        continue;
      }
      owned(started.server);
      try {
        await waitForHealth(started.url, started.server, 240_000);
        return new EngineServer(port, started, webCopy);
      } catch (error) {
        lastError = error;
        await stopGroup(started.server);
        rmSync(started.dataDir, { recursive: true, force: true });
      }
    }
    rmSync(webCopy, { recursive: true, force: true });
    throw lastError;
  }

  get running(): boolean {
    return this.current.server.exitCode === null && this.current.server.signalCode === null;
  }

  /** Kill the server (SIGKILL: as a dropped connection, no goodbye). */
  async stop(): Promise<void> {
    await stopGroup(this.current.server, 0);
  }

  /** Start it again on the same port and database. */
  async restart(): Promise<void> {
    if (this.running) await this.stop();
    const started = await startServer(this.port, 'test', this.current.dataDir);
    if (!started) throw new Error(`Port ${this.port} was taken while the server was stopped`);
    owned(started.server);
    this.current = started;
    await waitForHealth(started.url, started.server, 120_000);
  }

  /** Stop it for good and remove its data folder. */
  async dispose(): Promise<void> {
    await stopGroup(this.current.server);
    rmSync(this.current.dataDir, { recursive: true, force: true });
    rmSync(this.webCopy, { recursive: true, force: true });
  }
}

/** The local tile server (e2e/tileServer.ts) on a free port of 40000–49999; resolves the port. */
export async function startTileServerOnFreePort(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = 40_000 + Math.floor(Math.random() * 10_000);
    try {
      await startTileServer(port);
      return port;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}
