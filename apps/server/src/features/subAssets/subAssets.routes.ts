import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';

export function subAssetsHandlers(_app: AppContext): Handlers {
  return {};
}
