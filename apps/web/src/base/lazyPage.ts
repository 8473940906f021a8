import { CHUNK_LOAD_TIMEOUT_MS } from '@verge/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Load a code-split module, failing with a ChunkLoadError when it has not arrived after 120 s. */
export function loadChunk<T>(loader: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a script chunk took longer than ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    loader().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/** A code-split page or component that can be asked for before it is drawn. */
export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk (once); drawing the page later takes the same load. */
  preload(): void;
};

/** A route page (or a heavy component) as its own chunk. */
export function lazyPage<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let chunk: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    chunk ??= loadChunk(loader);
    return chunk;
  };
  return Object.assign(
    lazy(load),
    // A failed preload is not reported here: drawing the page meets the same failure and shows it.
    { preload: () => void load().catch(() => {}) },
  );
}
