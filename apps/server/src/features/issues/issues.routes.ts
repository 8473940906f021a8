import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';

export function issuesHandlers(_app: AppContext): Handlers {
  return {};
}
