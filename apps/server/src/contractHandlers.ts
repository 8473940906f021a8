import { type CallName, contract } from '@verge/domain';
import type { AppContext } from '../context';
import type { Handlers } from '../http/handlers';
import { adminHandlers } from './admin/admin.routes';
import { alertsHandlers } from './alerts/alerts.routes';
import { authHandlers } from './auth/auth.routes';
import { culvertsHandlers } from './culverts/culverts.routes';
import { editNoticesHandlers } from './editNotices/editNotices.routes';
import { healthHandlers } from './health/health.routes';
import { issuesHandlers } from './issues/issues.routes';
import { photosHandlers } from './photos/photos.routes';
import { providersHandlers } from './providers/providers.routes';
import { speciesHandlers } from './species/species.routes';
import { subAssetsHandlers } from './subAssets/subAssets.routes';
import { syncHandlers } from './sync/sync.routes';
import { usersHandlers } from './users/users.routes';

const factories = [
  healthHandlers,
  authHandlers,
  adminHandlers,
  alertsHandlers,
  usersHandlers,
  issuesHandlers,
  photosHandlers,
  subAssetsHandlers,
  culvertsHandlers,
  editNoticesHandlers,
  providersHandlers,
  speciesHandlers,
  syncHandlers,
];

/** Every feature's handlers in one map; a call claimed twice is a programming error. */
export function allHandlers(app: AppContext): Handlers {
  const merged: Handlers = {};
  for (const factory of factories) {
    for (const [name, handler] of Object.entries(factory(app))) {
      if (name in merged) throw new Error(`Call ${name} has two handlers`);
      (merged as Record<string, unknown>)[name] = handler;
    }
  }
  return merged;
}

export function missingHandlers(app: AppContext): CallName[] {
  const handlers = allHandlers(app);
  return (Object.keys(contract) as CallName[]).filter((name) => !handlers[name]);
}

/** The server refuses to start with a call of the contract left unserved. */
export function assertContractComplete(app: AppContext): void {
  const missing = missingHandlers(app);
  if (missing.length > 0) throw new Error(`Contract calls without a handler: ${missing.join(', ')}`);
}
