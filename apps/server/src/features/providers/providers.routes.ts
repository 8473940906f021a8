import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';
import {
  addProviders,
  assignIssuesToProvider,
  listAddableProviders,
  listRelations,
  removeProviders,
  setIssueProviders,
  transferIssues,
  unassignIssues,
} from './providers.service';

const done = { success: true };

export function providersHandlers(app: AppContext): Handlers {
  return {
    providersRelations: ({ viewer }) => listRelations(app, viewer),
    providersAll: ({ viewer }) => listAddableProviders(app, viewer),
    providersSave: async ({ input, viewer }) => {
      await addProviders(app, viewer, input.third_party_company_ids);
      return done;
    },
    providersDelete: async ({ input, viewer }) => {
      await removeProviders(app, viewer, input.third_party_company_ids);
      return done;
    },
    providersSaveAssigned: async ({ input, viewer }) => {
      await assignIssuesToProvider(app, viewer, input);
      return done;
    },
    providersTableSaveAssigned: async ({ input, viewer }) => {
      await setIssueProviders(app, viewer, input);
      return done;
    },
    providersTransfer: async ({ input, viewer }) => {
      await transferIssues(app, viewer, input);
      return done;
    },
    providersDeleteAssigned: async ({ input, viewer }) => {
      await unassignIssues(app, viewer, input);
      return done;
    },
  };
}
