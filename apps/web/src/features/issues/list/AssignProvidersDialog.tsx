import Typography from '@mui/material/Typography';
import { MESSAGES, sortOptions, toolIssueId } from '@verge/domain';
import { useMemo, useState } from 'react';
import { useNotify } from '../../../base/snackbar';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { CheckboxList } from '../../../components/form/CheckboxList';
import { assignChainToProviders } from '../../../core/assignments';
import { type LocalIssue, useIssue } from '../../../core/issues';
import { useThirdPartyCompanies } from '../../../core/providers';

/**
 * 'Assign To Service Providers' for one issue: the company's service providers as checkboxes, preset from
 * the issue; saving sets exactly those providers on the issue's chain, queued like every change (offline too).
 *
 * Preset from the issue as the local store holds it, not from a row a list drew: a paced list may not have
 * redrawn a saved change yet, and the dialog would offer the old providers to save again.
 */
export function AssignProvidersDialog({ issueId, onClose }: { issueId: number | null; onClose: () => void }) {
  const issue = useIssue(issueId);
  if (!issue) return null;
  // Preset once, when the stored row is read: what the user ticks is not reset by a later write of the row.
  return <ProvidersForm key={issue.id} issue={issue} onClose={onClose} />;
}

function ProvidersForm({ issue, onClose }: { issue: LocalIssue; onClose: () => void }) {
  const notify = useNotify();
  const companies = useThirdPartyCompanies();
  const options = useMemo(
    () =>
      sortOptions(companies ?? [], (c) => c.company_name).map((c) => ({ id: c.id, label: c.company_name })),
    [companies],
  );
  const [chosen, setChosen] = useState<number[]>(issue.thirdPartyCompanyIds);

  const save = async () => {
    try {
      await assignChainToProviders({ originalId: toolIssueId(issue), assetId: issue.assetId }, chosen);
    } catch (error) {
      console.error('Assigning service providers failed', error);
      notify(MESSAGES.saveError, 'error');
      return false;
    }
    return true;
  };
  return (
    <FormDialog open title="Assign To Service Providers" submitLabel="Save" onSubmit={save} onClose={onClose}>
      {options.length === 0 ? (
        <Typography color="text.secondary">No service providers have been added yet.</Typography>
      ) : (
        <CheckboxList options={options} value={chosen} onChange={setChosen} />
      )}
    </FormDialog>
  );
}
