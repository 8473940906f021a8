import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';

export function culvertsHandlers(_app: AppContext): Handlers {
  return {};
}
