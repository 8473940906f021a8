import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCoordinate } from '@verge/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useParams } from 'react-router';
import { db } from '../../local/db';
import { useAreas } from '../../local/queries';

/** Add Sub Asset / Edit Sub Asset: the sub-asset and the management areas it can take. */
export default function SubAssetFormPage() {
  const { id } = useParams();
  const subAsset = useLiveQuery(
    () => (id ? db.subAssets.get(Number(id)).then((s) => s ?? null) : null),
    [id],
  );
  const areas = useAreas();
  const free = (areas ?? []).filter((a) => a.subAssetId === null || a.subAssetId === subAsset?.id);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Stack spacing={1.5}>
        {subAsset && (
          <>
            <Typography variant="h6">{subAsset.sub_asset_name}</Typography>
            <Typography color="text.secondary">
              {formatCoordinate(subAsset.latitude)}, {formatCoordinate(subAsset.longitude)}
            </Typography>
          </>
        )}
        <Typography variant="subtitle2">Management areas available</Typography>
        {free.map((area) => (
          <Typography key={area.id}>{area.name}</Typography>
        ))}
      </Stack>
    </Paper>
  );
}
