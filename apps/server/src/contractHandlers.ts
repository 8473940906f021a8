import { type CallName, contract } from '@verge/domain';
import type { AppContext } from './context';
import { adminHandlers } from './features/admin';
import { alertsHandlers } from './features/alerts';
import { areasHandlers } from './features/areas';
import { authHandlers } from './features/auth';
import { companySettingsHandlers } from './features/companySettings';
import { culvertsHandlers } from './features/culverts';
import { editNoticesHandlers } from './features/editNotices';
import { healthHandlers } from './features/health';
import { inspectionsHandlers } from './features/inspections';
import { issuesHandlers } from './features/issues';
import { photosHandlers } from './features/photos';
import { providersHandlers } from './features/providers';
import { speciesHandlers } from './features/species';
import { subAssetsHandlers } from './features/subAssets';
import { syncHandlers } from './features/sync';
import { usersHandlers } from './features/users';
import type { Handlers } from './http/handlers';

const factories = [
  healthHandlers,
  authHandlers,
  adminHandlers,
  areasHandlers,
  alertsHandlers,
  usersHandlers,
  companySettingsHandlers,
  issuesHandlers,
  photosHandlers,
  subAssetsHandlers,
  culvertsHandlers,
  inspectionsHandlers,
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
