import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';

export function speciesHandlers(_app: AppContext): Handlers {
  return {};
}
