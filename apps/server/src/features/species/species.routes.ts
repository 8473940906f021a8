import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';
import { addSpecies, listAssetSpecies, removeSpecies } from './species.service';

export function speciesHandlers(app: AppContext): Handlers {
  return {
    speciesLists: async ({ viewer }) => listAssetSpecies(app, viewer),
    speciesAdd: async ({ input, viewer }) => ({
      id: input.asset_id,
      vegetationSpecies: await addSpecies(app, viewer, input),
    }),
    speciesDelete: async ({ input, viewer }) => {
      await removeSpecies(app, viewer, input);
      return { success: true };
    },
  };
}
