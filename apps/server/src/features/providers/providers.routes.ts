import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';

export function providersHandlers(_app: AppContext): Handlers {
  return {};
}
