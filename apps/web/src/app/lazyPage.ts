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

/** A route page as its own chunk. */
export function lazyPage<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadChunk(loader));
}
