import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';

export function usersHandlers(_app: AppContext): Handlers {
  return {};
}
