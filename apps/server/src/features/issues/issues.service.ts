import {
  applyIssueRules,
  type CreateIssueRequest,
  type FileResponse,
  type IssueFields,
  type IssueRuleLookups,
  MESSAGES,
  type UpdateIssueRequest,
  vegetationIssueSchema,
} from '@verge/domain';
import { requireClient, requireClientAdmin } from '../../access/roles';
import { interactiveIssue, visibleAsset, visibleIssue } from '../../access/visibility';
import { isClientAdmin, type Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, found, notFound } from '../../errors';
import { renderIssueReport } from '../../pdf/issueReport';
import { photoDecodes } from '../../photos/photoDecodes';
import { deliverIssueAlert } from '../alertDelivery';
import { resolveEdit } from '../editNotices';
import { photoOriginals } from '../photos';
import {
  type AreaRow,
  type ChainOriginalRow,
  chainAssignedToProvider,
  findVisibleArea,
  hideIssue,
  insertIssue,
  readCreateFacts,
  readIssueJson,
  readReportNames,
  readRuleLookups,
  saveIssueEdit,
} from './issues.queries';

/** The fields after the domain rules (spec 1 §4–5); 400 'Form invalid.' with field details when broken. */
function checkedFields<T extends IssueFields>(fields: T, lookups: IssueRuleLookups): T {
  const { issue, problems } = applyIssueRules(fields, lookups);
  if (problems.length > 0) throw badRequest(MESSAGES.formInvalid, problems);
  return issue;
}

/** The chain original a new follow-up links to: the given issue's original, or the issue itself. */
async function followedUpOriginal(
  app: AppContext,
  viewer: Viewer,
  issueId: number,
  chainOriginal: ChainOriginalRow | null,
): Promise<ChainOriginalRow> {
  await interactiveIssue(app.db, viewer, issueId, 'Only issues assigned to you can be followed up');
  return found(chainOriginal, 'Issue');
}

/**
 * Service providers to assign a new issue's chain to: only the asset owner's admins may (spec 1 §6, role 1), and
 * only the company's own providers.
 */
function providersToAssign(viewer: Viewer, area: AreaRow, requested: number[], related: number[]): number[] {
  const wanted = [...new Set(requested)];
  if (wanted.length === 0) return [];
  if (!area.owned || !isClientAdmin(viewer))
    throw forbidden('Only an admin of the asset owner can assign service providers');
  const strangers = wanted.filter((id) => !related.includes(id));
  if (strangers.length > 0) {
    throw badRequest(
      'Not a service provider of your company',
      strangers.map((id) => ({
        path: 'thirdPartyCompanyIds',
        message: `Company ${id} is not your service provider`,
      })),
    );
  }
  return wanted;
}

/**
 * What a user may record in a new issue. The asset owner's users (assets belong to client companies)
 * record anything. Anyone else (a service provider's users) only follows up an issue they may work on,
 * and cannot set the type or the risk (spec 1 §4): those are taken from the chain's original, then the
 * form rules apply as usual (a follow-up that resolves the issue still clears its type and risk).
 *
 * A follow-up always lies in its original's area (spec 1 §4: linked issues share the original's area),
 * whatever area an offline form held when it was filled.
 */
function recordedFields(
  input: CreateIssueRequest,
  area: AreaRow,
  original: ChainOriginalRow | null,
): IssueFields {
  if (original && area.asset_id !== original.asset_id) {
    throw badRequest('A follow-up belongs to the asset of its original issue', [
      { path: 'areaId', message: 'must be an area of the original issue’s asset' },
    ]);
  }
  const fields = { ...input, areaId: original?.area_id ?? area.id };
  if (area.owned) return fields;
  if (!original) throw forbidden('Service providers can only add follow-ups to assigned issues');
  // An original recorded without a problem has no type to keep: the follow-up then names it.
  return {
    ...fields,
    issueTypeId: original.issue_type_id ?? fields.issueTypeId,
    risk_score: original.risk_score,
  };
}

/** A retried create: the issue already stored under the uuid, if the caller may see it. */
async function storedIssue(app: AppContext, viewer: Viewer, stored: { id: number; visible: boolean }) {
  if (!stored.visible) throw conflict('An issue with this uuid already exists');
  return found(await readIssueJson(app.db, viewer, stored.id), 'Issue');
}

/**
 * Create an issue, idempotent by uuid: a repeated create answers the stored issue and changes nothing.
 * Returns the issue in the read shape as JSON text.
 */
export async function createIssue(
  app: AppContext,
  viewer: Viewer,
  input: CreateIssueRequest,
): Promise<string> {
  const facts = await readCreateFacts(app.db, viewer, input);
  if (facts.stored) return storedIssue(app, viewer, facts.stored);
  if (input.userId !== viewer.userId)
    throw forbidden('Issues are recorded in the name of the signed-in user');
  const area = found(facts.area, 'Area');
  const original =
    input.originalIssueId === null
      ? null
      : await followedUpOriginal(app, viewer, input.originalIssueId, facts.chainOriginal);
  const providers = providersToAssign(viewer, area, input.thirdPartyCompanyIds, facts.relatedProviders);
  const issue = checkedFields(recordedFields(input, area, original), facts.lookups);

  const created = await insertIssue(
    app.db,
    viewer,
    {
      ...issue,
      uuid: input.uuid,
      assetId: area.asset_id,
      userId: viewer.userId,
      originalIssueId: original?.id ?? null,
    },
    providers,
  );
  if (!created) {
    // A concurrent retry stored the uuid first: answer its issue.
    return storedIssue(app, viewer, found((await readCreateFacts(app.db, viewer, input)).stored, 'Issue'));
  }
  const chainId = original?.id ?? created.id;
  await deliverIssueAlert(app, { kind: 'New Issue', issueId: created.id }, facts.newIssueRecipients);
  await deliverIssueAlert(app, {
    kind: 'Assigned Issue',
    to: 'company',
    assignments: created.assigned.map((companyId) => ({ assigneeId: companyId, issueId: chainId })),
  });
  // Providers resolve assigned work by logging a follow-up that finds no problem.
  if (original && !issue.has_issue && (await chainAssignedToProvider(app.db, chainId))) {
    await deliverIssueAlert(app, { kind: 'Issue Complete', issueId: created.id });
  }
  return created.issue;
}

/**
 * Edit an issue: client admins, interactive issues. An edit made on stale data is merged with what
 * changed meanwhile (editNotices/staleEdits.ts). A follow-up keeps its original's area; moving an
 * original moves its follow-ups along (spec 1 §4).
 */
export async function updateIssue(app: AppContext, viewer: Viewer, input: UpdateIssueRequest): Promise<void> {
  requireClientAdmin(viewer);
  await interactiveIssue(app.db, viewer, input.id, MESSAGES.issueEditUnavailable);
  const { id, base, editedAt, ...incoming } = input;
  const { values: fields, stamp } = await resolveEdit(
    app,
    viewer,
    {
      target: 'vegetation-issue',
      id,
      incoming,
      base,
      editedAt,
      unordered: ['speciesIds', 'actionsRequiredIds'],
    },
    async () => JSON.parse(found(await readIssueJson(app.db, viewer, id), 'Issue')),
  );
  // Read again under the edit's lock: what this edit changes from.
  const current = await visibleIssue(app.db, viewer, id);
  const areaMoved = fields.areaId !== current.area_id;
  if (areaMoved) {
    if (current.original_issue_id !== null) {
      throw badRequest('A follow-up keeps the area of its original issue', [
        { path: 'areaId', message: 'cannot change on a follow-up' },
      ]);
    }
    const area = found(await findVisibleArea(app.db, viewer, fields.areaId), 'Area');
    if (area.asset_id !== current.asset_id) {
      throw badRequest('An issue stays on its asset', [
        { path: 'areaId', message: 'must be an area of the same asset' },
      ]);
    }
  }
  const issue = checkedFields(fields, await readRuleLookups(app.db, fields));
  await saveIssueEdit(app.db, id, issue, areaMoved, stamp);
  if (current.has_issue && !issue.has_issue && (await chainAssignedToProvider(app.db, current.chain_id))) {
    await deliverIssueAlert(app, { kind: 'Issue Complete', issueId: id });
  }
}

/**
 * Delete an issue (client users, interactive issues: a field user's only when assigned to them or recorded by
 * them, as for follow-ups and photos): a tombstone, its photos hidden too. Follow-up links are kept, so the
 * rest of a chain stays. Deleting an issue already deleted succeeds (an offline retry).
 */
export async function deleteIssue(app: AppContext, viewer: Viewer, issueId: number): Promise<void> {
  requireClient(viewer);
  const refusal = 'Only issues assigned to you or recorded by you can be deleted';
  const issue = await interactiveIssue(app.db, viewer, issueId, refusal, true);
  if (issue.hidden) return;
  await hideIssue(app.db, issueId);
  await deliverIssueAlert(app, { kind: 'Issue Deleted Notification', issueId });
}

/** The one-issue PDF report of a live issue on the given asset. */
export async function issuePdf(
  app: AppContext,
  viewer: Viewer,
  request: { assetId: number; issueId: number },
): Promise<FileResponse> {
  await visibleAsset(app.db, viewer, request.assetId);
  const visible = await visibleIssue(app.db, viewer, request.issueId);
  if (visible.asset_id !== request.assetId) throw notFound('Issue');
  const issue = vegetationIssueSchema.parse(
    JSON.parse(found(await readIssueJson(app.db, viewer, visible.id), 'Issue')),
  );
  const names = found(await readReportNames(app.db, visible.id), 'Issue');
  const pdf = await renderIssueReport(
    {
      issue,
      assetName: names.asset_name,
      assignees: names.assignees,
      photos: await photoOriginals(app, issue.photos),
    },
    photoDecodes(app.config),
  );
  return { file: pdf.toString('base64'), contentType: 'application/pdf' };
}
