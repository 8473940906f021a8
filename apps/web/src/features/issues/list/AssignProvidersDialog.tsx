import Typography from '@mui/material/Typography';
import { MESSAGES, sortOptions, toolIssueId } from '@verge/domain';
import { useEffect, useMemo, useState } from 'react';
import { callApi } from '../../../api/client';
import { useNotify } from '../../../app/snackbar';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { CheckboxList } from '../../../components/form/CheckboxList';
import { db, type LocalIssue } from '../../../local/db';
import { useThirdPartyCompanies } from '../../../local/queries';
import { requestSync } from '../../../sync/engine';

/** The providers of a chain, as the server now holds them, written to the chain's local rows. */
async function saveLocalAssignment(chainId: number, companyIds: number[]): Promise<void> {
  await db.issues
    .filter((i) => i.id === chainId || i.original_issue_id === chainId)
    .modify({ thirdPartyCompanyIds: companyIds });
}

/**
 * 'Assign To Service Providers' for one issue: the company's service providers as checkboxes, preset from
 * the issue; saving sets exactly those providers on the issue's chain (online only; 'Error saving data.'
 * and nothing changed when the call fails).
 */
export function AssignProvidersDialog({ issue, onClose }: { issue: LocalIssue | null; onClose: () => void }) {
  const notify = useNotify();
  const companies = useThirdPartyCompanies();
  const options = useMemo(
    () =>
      sortOptions(companies ?? [], (c) => c.company_name).map((c) => ({ id: c.id, label: c.company_name })),
    [companies],
  );
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => setChosen(issue?.thirdPartyCompanyIds ?? []), [issue]);
  if (!issue) return null;

  const save = async () => {
    const chainId = toolIssueId(issue);
    try {
      await callApi('providersTableSaveAssigned', { original_issue_id: chainId, company_ids: chosen });
    } catch (error) {
      console.error('Assigning service providers failed', error);
      notify(MESSAGES.saveError, 'error');
      return false;
    }
    await saveLocalAssignment(chainId, chosen);
    void requestSync({ reason: 'save', push: false, pull: 'incremental' });
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
