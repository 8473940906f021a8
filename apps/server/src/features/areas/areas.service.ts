import type { AreaShape, CreateAreaRequest, ImportAreasRequest, UpdateAreaRequest } from '@verge/domain';
import type { AppContext } from '../../context';
import { badRequest, found } from '../../errors';
import { readAreaFile } from './areaFile';
import {
  assetAreasJson,
  findArea,
  findLiveAsset,
  insertAreas,
  shapeProblems,
  subAssetBelongs,
  updateArea,
} from './areas.queries';

/** Refuses shapes PostGIS finds invalid (self-intersecting rings…), naming the first problem. */
async function checkShapes(app: AppContext, areas: { name: string; shape: AreaShape }[]): Promise<void> {
  const problems = await shapeProblems(
    app.db,
    areas.map((a) => a.shape),
  );
  const index = problems.findIndex((p) => p !== null);
  if (index >= 0) throw badRequest(`Area '${areas[index].name}' has an invalid shape: ${problems[index]}`);
}

export async function assetAreas(app: AppContext, assetId: number): Promise<string> {
  found(await findLiveAsset(app.db, assetId), 'Asset');
  return assetAreasJson(app.db, assetId);
}

export async function createArea(app: AppContext, input: CreateAreaRequest): Promise<number> {
  found(await findLiveAsset(app.db, input.assetId), 'Asset');
  if (input.subAssetId && !(await subAssetBelongs(app.db, input.subAssetId, input.assetId))) {
    throw badRequest('The sub-asset does not belong to this asset');
  }
  await checkShapes(app, [input]);
  const [id] = await insertAreas(app.db, [
    {
      assetId: input.assetId,
      name: input.name,
      shape: input.shape,
      subAssetId: input.subAssetId,
      imageLabel: input.image_label,
    },
  ]);
  return id;
}

export async function changeArea(app: AppContext, input: UpdateAreaRequest): Promise<void> {
  const area = found(await findArea(app.db, input.id), 'Management area');
  if (input.shape) await checkShapes(app, [{ name: input.name ?? `#${area.id}`, shape: input.shape }]);
  await updateArea(app.db, area.id, input);
}

/** Creates one area per polygon feature of the file, all in one transaction, or refuses the file. */
export async function importAreas(app: AppContext, input: ImportAreasRequest): Promise<number[]> {
  found(await findLiveAsset(app.db, input.assetId), 'Asset');
  const areas = readAreaFile(input.format, input.content);
  await checkShapes(app, areas);
  return insertAreas(
    app.db,
    areas.map((a) => ({ assetId: input.assetId, name: a.name, shape: a.shape })),
  );
}
