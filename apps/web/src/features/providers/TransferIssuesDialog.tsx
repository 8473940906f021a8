import { sortOptions, type ThirdPartyCompany } from '@verge/domain';
import { MultiSelectDialog } from '../../components/dialogs/MultiSelectDialog';

/** 'Transfer Issues': 'Select Service Providers' among the other companies, Close / Submit (spec 2 §2). */
export function TransferIssuesDialog({
  open,
  companies,
  onSubmit,
  onClose,
}: {
  open: boolean;
  /** The service providers the issues may go to (the current one left out). */
  companies: readonly ThirdPartyCompany[];
  onSubmit: (companyIds: number[]) => void;
  onClose: () => void;
}) {
  return (
    <MultiSelectDialog
      open={open}
      title="Select Service Providers"
      field={{
        label: 'Service Providers',
        options: sortOptions(companies, (c) => c.company_name).map((c) => ({
          id: c.id,
          label: c.company_name,
        })),
      }}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
