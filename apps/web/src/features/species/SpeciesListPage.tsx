import Link from '@mui/material/Link';
import type { Species } from '@verge/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { useSession } from '../../app/session';
import { DataTable } from '../../components/table/DataTable';
import { useAssetSpecies } from '../../local/queries';

/** The species list of the selected asset (the local store holds the selected asset's list). */
export default function SpeciesListPage() {
  const { id } = useParams();
  const session = useSession();
  const species = useAssetSpecies();
  const issueTypes = session.settings.relations?.issueTypes ?? [];
  const rows = Number(id) === session.settings.selectedAssetId ? (species ?? []) : [];
  return (
    <>
      <Link component={RouterLink} to="/species-customization" sx={{ display: 'inline-block', mb: 2 }}>
        {'< Back to Species Customization'}
      </Link>
      <DataTable<Species>
        ariaLabel="Species"
        rows={rows}
        selectable
        loading={species === undefined}
        columns={[
          { field: 'species', headerName: 'Species Name', flex: 1, mobile: true },
          {
            field: 'vegeTypeId',
            headerName: 'Vegetation Type',
            flex: 1,
            mobile: true,
            valueGetter: (value: number) => issueTypes.find((t) => t.id === value)?.issue_type ?? '',
          },
        ]}
        initialSort={{ field: 'species', sort: 'asc' }}
      />
    </>
  );
}
