import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';

export function adminHandlers(_app: AppContext): Handlers {
  return {};
}
