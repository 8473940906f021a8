import Typography from '@mui/material/Typography';
import { emptyInspectionForm, inspectionFormFrom, MESSAGES, type Position } from '@verge/domain';
import { useEffect, useState } from 'react';
import { useMatch, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSelectedAssetId, useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { useSelectedAsset } from '../../core/assets';
import { useCulverts } from '../../core/culverts';
import { useInspections } from '../../core/inspections';
import { INSPECTIONS_LIST, InspectionForm, type InspectionFormStart } from './form/InspectionForm';

/** A synced record's id from the route: a positive whole number, else null. */
function syncedIdParam(text: string | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

const sameSiteId = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Add Culvert Inspection (/culvert-inspections/add, optional ?siteCulvertId= preselecting the culvert,
 * case-insensitive) and Edit Culvert Inspection (/culvert-inspections/edit/{id}, synced inspections only):
 * loads what the form starts from. The route gate keeps out who may not be here.
 */
export default function InspectionFormPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession();
  const editing = useMatch('/culvert-inspections/edit/*') !== null;
  const assetId = useSelectedAssetId();
  const culverts = useCulverts(assetId);
  const inspections = useInspections(assetId);
  const { asset } = useSelectedAsset(assetId);
  const relations = session.settings.relations;

  const [start, setStart] = useState<InspectionFormStart | 'missing' | null>(null);
  // The form starts once, from the first complete read of the local store.
  useEffect(() => {
    if (start !== null || !culverts || !inspections || !relations) return;
    if (editing) {
      const inspection = inspections.find((i) => i.id === syncedIdParam(id));
      setStart(inspection ? { values: inspectionFormFrom(inspection), editing: inspection } : 'missing');
      return;
    }
    const siteId = search.get('siteCulvertId');
    const culvert = siteId ? culverts.find((c) => sameSiteId(c.site_culvert_id, siteId)) : undefined;
    setStart({ values: emptyInspectionForm(new Date(), culvert?.id ?? null), editing: null });
  }, [start, culverts, inspections, relations, editing, id, search]);

  useEffect(() => {
    if (start !== 'missing') return;
    notify(MESSAGES.inspectionNotFound, 'error');
    navigate(INSPECTIONS_LIST, { replace: true });
  }, [start, navigate, notify]);

  if (start === null || start === 'missing' || !relations) {
    return <Typography color="text.secondary">Loading Inspection Form</Typography>;
  }
  const home: Position | null = asset ? [asset.longitude, asset.latitude] : null;
  return (
    <InspectionForm
      start={start}
      culverts={culverts ?? []}
      inspections={inspections ?? []}
      relations={relations}
      home={home}
    />
  );
}
