import type { AppContext } from '../../context';
import { type Handlers, RawJson } from '../../http/handlers';
import { readRelations } from './relations.queries';
import { pullApp, pullAsset } from './sync.service';

export function syncHandlers(app: AppContext): Handlers {
  return {
    // Sync payloads are built as JSON text inside PostgreSQL; Node passes them through untouched.
    syncApp: async ({ input, viewer }) => new RawJson(await pullApp(app, viewer, input)),
    syncAsset: async ({ input, viewer }) => new RawJson(await pullAsset(app, viewer, input)),
    syncRelations: async () => readRelations(app.readDb),
  };
}
