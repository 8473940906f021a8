import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@verge/domain';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../base/pageTitle';
import { useSelectedAssetId } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import type { TableSelection } from '../../components/table/DataTable';
import { assignIssuesToProvider, removeAssignedIssues, transferIssues } from '../../core/assignments';
import type { LocalIssue } from '../../core/issues';
import { useIssues } from '../../core/issues';
import { useThirdPartyCompanies, useThirdPartyCompany } from '../../core/providers';
import { AssignmentTable, chainIds } from '../assignment';
import { TransferIssuesDialog } from './TransferIssuesDialog';

/** A provider's assigned issues (/service-provider-issue-list) or the issues it can still take (/service-provider-assign-issues). */
export default function ProviderIssueListPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const assigning = pathname.startsWith('/service-provider-assign-issues');
  const companyId = Number(id);
  // null once read and not found: the company is not (or no longer) one of the providers.
  const company = useThirdPartyCompany(companyId);
  const assetId = useSelectedAssetId();
  const issues = useIssues(assetId);
  const notify = useNotify();
  const providers = useThirdPartyCompanies();
  const [transferring, setTransferring] = useState<TableSelection<LocalIssue> | null>(null);
  const askTransfer = (selection: TableSelection<LocalIssue>) => {
    if (selection.rows.length === 0) notify(MESSAGES.noIssuesForTransfer, 'warning');
    else setTransferring(selection);
  };
  const transfer = async (selection: TableSelection<LocalIssue>, companyIds: number[]) => {
    try {
      await transferIssues(assetId, {
        transfer_issue_ids: chainIds(selection.rows),
        transfer_to_company_ids: companyIds,
        transfer_from_company_id: companyId,
      });
      selection.clear();
    } catch (error) {
      console.error('Transferring issues failed', error);
      notify(MESSAGES.saveError, 'error');
    }
  };
  const isAssigned = useCallback((i: LocalIssue) => i.thirdPartyCompanyIds.includes(companyId), [companyId]);
  const name = company?.company_name ?? '';
  usePageTitle(company ? (assigning ? `Assign Issues To ${name}` : `${name} Assigned Issues List`) : null);
  return (
    <>
      <Link component={RouterLink} to="/service-providers" sx={{ display: 'inline-block', mb: 1 }}>
        {'< Back to Service Providers'}
      </Link>
      {company === null && (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          This company is not one of your service providers.
        </Typography>
      )}
      {company && (
        <AssignmentTable
          issues={issues}
          isAssigned={isAssigned}
          mode={assigning ? 'assign' : 'list'}
          assignee={name}
          removeQuestion="Are you sure you want to remove this assigned issue?"
          cancelTo="/service-providers"
          moreActions={(selection) => (
            <Button variant="outlined" onClick={() => askTransfer(selection)}>
              Transfer Issues
            </Button>
          )}
          onConfirm={(ids) =>
            assigning
              ? assignIssuesToProvider(assetId, { original_issue_ids: ids, company_id: companyId })
              : removeAssignedIssues(assetId, { delete_issue_ids: ids, third_party_company_id: companyId })
          }
        />
      )}
      <TransferIssuesDialog
        open={transferring !== null}
        companies={(providers ?? []).filter((c) => c.id !== companyId)}
        onSubmit={(companyIds) => {
          if (transferring) void transfer(transferring, companyIds);
        }}
        onClose={() => setTransferring(null)}
      />
    </>
  );
}
