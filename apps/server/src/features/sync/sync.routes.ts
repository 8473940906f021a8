import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';
import { readRelations } from './relations.queries';

export function syncHandlers(app: AppContext): Handlers {
  return {
    syncRelations: async () => readRelations(app.db),
  };
}
