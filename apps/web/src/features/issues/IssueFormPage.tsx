import Typography from '@mui/material/Typography';
import {
  defaultActionTakenId,
  emptyIssueForm,
  issueFormFrom,
  issueFormPermissions,
  MESSAGES,
  type PrefillMode,
} from '@verge/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSelectedAssetId, useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { useAreas } from '../../core/areas';
import { useIssues } from '../../core/issues';
import { IssueForm, type IssueFormStart } from './form/IssueForm';

const LIST = '/vegetation-issues';

/** A positive whole number from a route or query parameter, else null. */
function idParam(text: string | null | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** The id of an issue to follow up or copy: an issue awaiting sync has a negative one. */
function localIdParam(text: string | null): number | null {
  if (!text || !/^-?\d+$/.test(text)) return null;
  const id = Number(text);
  return id !== 0 ? id : null;
}

/**
 * Add Issue (/vegetation-issues/add, optional areaId, followUpIssueId, duplicate) and Edit Vegetation Issue
 * (/vegetation-issues/edit/{id}, client admins, synced interactive issues): loads what the form starts from.
 */
export default function IssueFormPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession();
  const assetId = useSelectedAssetId();
  const areas = useAreas(assetId);
  const issues = useIssues(assetId);
  const relations = session.settings.relations;
  const editing = id !== undefined;
  const permissions = issueFormPermissions({
    isClient: session.isClient,
    userRoleId: session.user?.userRoleId ?? null,
  });

  const [start, setStart] = useState<IssueFormStart | 'refused' | null>(null);
  // The form starts once, from the first complete read of the local store.
  useEffect(() => {
    if (start !== null || !areas || !issues || !relations) return;
    if (editing) {
      const issue = issues.find((i) => i.id === idParam(id));
      if (!permissions.canEdit || !issue?.isInteractive) setStart('refused');
      else setStart({ values: issueFormFrom(issue), editing: issue, chosen: null, relations });
      return;
    }
    const queryArea = idParam(search.get('areaId'));
    const areaId =
      areas.length === 1 ? areas[0].id : areas.some((a) => a.id === queryArea) ? queryArea : null;
    const values = emptyIssueForm(new Date(), {
      areaId,
      actionTakenId: defaultActionTakenId(relations.takenActions),
    });
    const followUpId = localIdParam(search.get('followUpIssueId'));
    const copyId = localIdParam(search.get('duplicate'));
    const mode: PrefillMode | null = followUpId ? 'followUp' : copyId ? 'copy' : null;
    const chosen = issues.find((i) => i.id === (followUpId ?? copyId));
    setStart({
      values,
      editing: null,
      chosen: mode && chosen && (mode === 'copy' || chosen.isInteractive) ? { issue: chosen, mode } : null,
      relations,
    });
  }, [start, areas, issues, relations, editing, id, search, permissions.canEdit]);

  useEffect(() => {
    if (start !== 'refused') return;
    if (session.isClient) notify(MESSAGES.issueEditUnavailable, 'error');
    navigate(LIST, { replace: true });
  }, [start, session.isClient, navigate, notify]);

  if (start === null || start === 'refused') {
    return <Typography color="text.secondary">Loading Issue Form</Typography>;
  }
  return <IssueForm start={start} permissions={permissions} areas={areas ?? []} issues={issues ?? []} />;
}
