import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';

export function photosHandlers(_app: AppContext): Handlers {
  return {};
}
