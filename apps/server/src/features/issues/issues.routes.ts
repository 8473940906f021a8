import type { AppContext } from '../../context';
import { type Handlers, RawJson } from '../../http/handlers';
import { photoFile } from '../photos';
import { createIssue, deleteIssue, issuePdf, updateIssue } from './issues.service';

export function issuesHandlers(app: AppContext): Handlers {
  return {
    issuesCreate: async ({ input, viewer }) => new RawJson(await createIssue(app, viewer, input)),
    issuesUpdate: async ({ input, viewer }) => {
      await updateIssue(app, viewer, input);
      return { success: true };
    },
    issuesDelete: async ({ input, viewer }) => {
      await deleteIssue(app, viewer, input.id);
      return { success: true };
    },
    issuesPdf: async ({ input, viewer }) => issuePdf(app, viewer, input),
    issuesImage: async ({ input, viewer }) => photoFile(app, viewer, input.key),
  };
}
