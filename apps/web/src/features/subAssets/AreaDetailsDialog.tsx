import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { areaCounts, areaRisk, MAP, type ManagementArea, shapeCentre } from '@verge/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useSession } from '../../app/session';
import { DetailDialog } from '../../components/dialogs/DetailDialog';
import { LazyMap } from '../../components/map/LazyMap';
import { db } from '../../local/db';
import { areaCountRows } from '../overview/AreaDialog';

export interface AreaDetailsDialogProps {
  /** The area shown; closed while null. */
  area: ManagementArea | null;
  subAssetName: string;
  onClose: () => void;
}

/** Details of one management area of a sub-asset: name, id, sub-asset, issue counts and its polygon. */
export function AreaDetailsDialog({ area, subAssetName, onClose }: AreaDetailsDialogProps) {
  const session = useSession();
  const issues = useLiveQuery(
    () =>
      area
        ? db.issues
            .where('areaId')
            .equals(area.id)
            .filter((i) => !i.hidden)
            .toArray()
        : [],
    [area?.id],
  );
  const counts = useMemo(
    () =>
      areaCounts(issues ?? [], {
        userId: session.userId,
        companyId: session.company?.id ?? null,
        isAdmin: session.isAdmin,
      }),
    [issues, session.userId, session.company, session.isAdmin],
  );
  const fixedView = useMemo(() => {
    const centre = area ? shapeCentre(area.shape) : null;
    return centre ? { center: centre, zoom: MAP.areaZoom } : null;
  }, [area]);
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
      <LazyMap
        areas={[{ id: area.id, name: area.name, shape: area.shape, risk: areaRisk(issues ?? []) }]}
        fixedView={fixedView}
        shareView={false}
        controls={false}
        height={260}
      />
    </DetailDialog>
  );
}
