import { MESSAGES, sortOptions, type ThirdPartyCompany } from '@verge/domain';
import { useEffect, useState } from 'react';
import { MultiSelectDialog } from '../../components/dialogs/MultiSelectDialog';
import { listAllProviders } from '../../core/providers';

/**
 * 'Add Service Providers': a multi-select of the third-party companies the company has not taken on yet,
 * read from the server when the dialog opens (the device does not hold them), Close / Submit.
 */
export function AddProvidersDialog({
  open,
  onSubmit,
  onClose,
}: {
  open: boolean;
  onSubmit: (companies: ThirdPartyCompany[]) => void;
  onClose: () => void;
}) {
  const [candidates, setCandidates] = useState<ThirdPartyCompany[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setCandidates(null);
    setFailed(false);
    listAllProviders().then(
      (companies) => live && setCandidates(companies),
      (error: unknown) => {
        console.error('Reading the third-party companies failed', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [open]);

  return (
    <MultiSelectDialog
      open={open}
      title="Add Service Providers"
      problem={failed ? MESSAGES.providersLoadFailed : null}
      field={{
        label: 'Service Providers',
        options: sortOptions(candidates ?? [], (c) => c.company_name).map((c) => ({
          id: c.id,
          label: c.company_name,
        })),
        disabled: candidates === null,
        placeholder: candidates === null ? 'Loading…' : undefined,
        noOptionsText: 'Every third-party company is already one of your service providers',
      }}
      onSubmit={(ids) => onSubmit((candidates ?? []).filter((c) => ids.includes(c.id)))}
      onClose={onClose}
    />
  );
}
