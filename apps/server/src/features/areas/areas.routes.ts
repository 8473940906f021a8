import type { AppContext } from '../../context';
import { type Handlers, RawJson } from '../../http/handlers';
import { assetAreas, changeArea, createArea, importAreas } from './areas.service';

/** The platform admin's area calls (auth 'super' in the contract): an asset's management areas. */
export function areasHandlers(app: AppContext): Handlers {
  return {
    adminAssetAreas: async ({ input }) => new RawJson(await assetAreas(app, input.assetId)),
    adminCreateArea: async ({ input }) => ({ success: true, id: await createArea(app, input) }),
    adminUpdateArea: async ({ input }) => {
      await changeArea(app, input);
      return { success: true };
    },
    adminImportAreas: async ({ input }) => ({ success: true, ids: await importAreas(app, input) }),
  };
}
