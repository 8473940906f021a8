import { APP_VERSION } from '@verge/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';

export function healthHandlers(app: AppContext): Handlers {
  return {
    clientConfig: async () => ({
      mapTileUrl: app.config.mapTileUrl,
      mapTileAttribution: app.config.mapTileAttribution,
      lsdWmsUrl: app.config.lsdWmsUrl,
    }),
    health: async () => {
      await app.db.execute(sql`SELECT 1`);
      return { status: 'ok', version: APP_VERSION, database: app.handle.kind };
    },
  };
}
