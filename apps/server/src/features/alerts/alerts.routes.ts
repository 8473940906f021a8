import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';

export function alertsHandlers(_app: AppContext): Handlers {
  return {};
}
