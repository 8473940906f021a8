import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MAP, type ManagementArea } from '@verge/domain';
import { useSession } from '../../base/session';
import { DetailDialog } from '../../components/dialogs/DetailDialog';
import { AreaMap, areaCountRows, useAreaIssues } from '../areas';

export interface AreaDetailsDialogProps {
  /** The area shown; closed while null. */
  area: ManagementArea | null;
  subAssetName: string;
  onClose: () => void;
}

/** Details of one management area of a sub-asset: name, id, sub-asset, issue counts and its polygon. */
export function AreaDetailsDialog({ area, subAssetName, onClose }: AreaDetailsDialogProps) {
  const session = useSession();
  const { issues, counts } = useAreaIssues(area?.id ?? null, null);
  if (!area) return null;
  const facts: [string, string | number][] = [
    ['Name', area.name],
    ['Id', area.id],
    ['Sub Asset', subAssetName],
    ...areaCountRows(session).map(([key, label]): [string, string | number] => [
      label,
      issues === undefined ? '…' : counts[key],
    ]),
  ];
  return (
    <DetailDialog open onClose={onClose} title={`Management Area: ${area.name}`}>
      <Box
        component="dl"
        data-testid="area-details"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.5, mt: 0, mb: 2 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <AreaMap area={area} issues={issues ?? []} zoom={MAP.areaZoom} height={260} />
    </DetailDialog>
  );
}
