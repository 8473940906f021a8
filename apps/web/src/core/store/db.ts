import type {
  Asset,
  Company,
  HistoryEntry,
  ManagementArea,
  Relations,
  Species,
  SubAsset,
  ThirdPartyCompany,
  User,
} from '@verge/domain';
import Dexie, { type EntityTable, type Transaction } from 'dexie';
import type { AnyCommandRow } from './commandRow';
import { DATABASE_NAME } from './databaseName';
import type { IssueMarkerChunk } from './issueMapFacts';
import { buildIssueMarkerIndex, issueMarkerIndexMiddleware, MARKER_INDEX } from './issueMarkerIndex';
import { openTransactionsMiddleware } from './openTransactions';
import { migrateOutboxToCommands } from './outboxMigration';
import type { LocalCulvert, LocalInspection, LocalIssue } from './records';
import { migrateQueuedPhotosToBytes } from './storedPhoto';
import { writtenKeysMiddleware } from './writtenKeys';
import { writtenRowsMiddleware } from './writtenRows';

export type { LocalCulvert, LocalInspection, LocalIssue } from './records';

export interface MapPosition {
  longitude: number;
  latitude: number;
  zoom: number;
}

/**
 * Whose data the store holds: the signed-in user and an epoch drawn afresh at each login. A writer of user data
 * checks it inside its own transaction, so a write begun before a logout or another login never lands after it.
 */
export interface SessionOwner {
  userId: number;
  epoch: string;
}

/** The local-only state of both specs, one row per key. */
export interface Settings {
  token: string | null;
  session: SessionOwner | null;
  adminToken: string | null;
  user: User | null;
  company: Company | null;
  relations: Relations | null;
  selectedAssetId: number | null;
  loggedIntoVegeLogic: boolean;
  loggedIntoCulvertLogic: boolean;
  showLsdGrid: boolean;
  /** Map View (true) or List View (false) on the screens that offer both. */
  mapView: boolean;
  mapPosition: MapPosition | null;
  /** When the browser-suggestion dialog was last shown (ms since epoch). */
  browserNoticeAt: number | null;
  /** Whether Safari's notice (data deleted after 7 days away unless installed) has been shown on this device. */
  installNoticeShown: boolean;
}
export type SettingKey = keyof Settings;

export const SETTING_DEFAULTS: Settings = {
  token: null,
  session: null,
  adminToken: null,
  user: null,
  company: null,
  relations: null,
  selectedAssetId: null,
  loggedIntoVegeLogic: true,
  loggedIntoCulvertLogic: false,
  showLsdGrid: false,
  mapView: false,
  mapPosition: null,
  browserNoticeAt: null,
  installNoticeShown: false,
};

export interface SettingRow<K extends SettingKey = SettingKey> {
  key: K;
  value: Settings[K];
}

/** Rows of a full asset pull stored so far, of the total the first page announced (null until then). */
export interface AssetLoad {
  loaded: number;
  total: number | null;
}

/**
 * Sync cursor per key: 'app', 'relations' or an asset id — where the next pull of that data starts. since null
 * means the next pull is a full snapshot; an asset's full pull under way also keeps the cursor of its next page
 * and how far it got, so it resumes there.
 */
export interface SyncCursor {
  key: string;
  since: string | null;
  cursor?: string | null;
  load?: AssetLoad;
}

/** A saved filter set: field name → selected values (arrays) or text/date values. */
export type FilterValue = string | number | boolean | null | Array<string | number>;
export interface FilterSetRow {
  name: string;
  values: Record<string, FilterValue>;
}

/** Records created on the device carry a temporary negative id until the server's id is known. */
export type TempIdKind = 'culvert' | 'issue' | 'inspection' | 'subAsset';

/** Temporary id → server id, written when a queued create uploads, used to resolve later references. */
export interface IdMapRow {
  kind: TempIdKind;
  localId: number;
  serverId: number;
  uuid: string;
}

/** The first local schema; later versions change it, and migration tests start from it. */
export const V1_STORES = {
  settings: 'key',
  markers: 'key',
  users: 'id',
  assets: 'id',
  thirdPartyCompanies: 'id',
  areas: 'id, assetId',
  issues: 'id, assetId, uuid, areaId, original_issue_id',
  subAssets: 'id, assetId',
  assetSpecies: 'id',
  culverts: 'id, assetId, uuid',
  inspections: 'id, culvertId, uuid',
  filterSets: 'name',
  outbox: '++seq, kind, uuid',
};

export class VergeDatabase extends Dexie {
  settings!: EntityTable<SettingRow, 'key'>;
  syncCursors!: EntityTable<SyncCursor, 'key'>;
  users!: EntityTable<User, 'id'>;
  assets!: EntityTable<Asset, 'id'>;
  thirdPartyCompanies!: EntityTable<ThirdPartyCompany, 'id'>;
  areas!: EntityTable<ManagementArea, 'id'>;
  issues!: EntityTable<LocalIssue, 'id'>;
  subAssets!: EntityTable<SubAsset, 'id'>;
  assetSpecies!: EntityTable<Species, 'id'>;
  culverts!: EntityTable<LocalCulvert, 'id'>;
  inspections!: EntityTable<LocalInspection, 'id'>;
  filterSets!: EntityTable<FilterSetRow, 'name'>;
  outbox!: EntityTable<AnyCommandRow, 'seq'>;
  idMap!: Dexie.Table<IdMapRow, [TempIdKind, number]>;
  issueMarkers!: EntityTable<IssueMarkerChunk, 'chunk'>;
  history!: EntityTable<HistoryEntry, 'id'>;

  constructor(name: string = DATABASE_NAME) {
    // No result cache for live queries: its default deep-clones every result for each reader (50,000 issues:
    // ~0.5 s and twice the memory on the map's first paint); each live query reads the store itself instead.
    super(name, { cache: 'disabled' });
    this.use(openTransactionsMiddleware);
    this.use(writtenKeysMiddleware);
    this.use(writtenRowsMiddleware);
    this.use(issueMarkerIndexMiddleware);
    this.version(1).stores(V1_STORES);
    // v2: temporary-id map for queued references; saved filter fields become arrays; an issue with no
    // problem found never requires action.
    this.version(2)
      .stores({ idMap: '[kind+localId], uuid' })
      .upgrade((tx) => migrateToV2(tx));
    // v3: the outbox holds commands ({ call, input, uuid, dependsOn, … }) instead of four kinds of create.
    this.version(3)
      .stores({ outbox: '++seq, uuid, call' })
      .upgrade((tx) => migrateOutboxToCommands(tx));
    // v4: assets carry their species lists; held assets start with an empty one, and the next app pull is whole.
    this.version(4).upgrade((tx) => migrateToV4(tx));
    // v5: the issue marker index, kept by its middleware from here on.
    this.version(5)
      .stores({ [MARKER_INDEX]: 'chunk' })
      .upgrade((tx) => buildIssueMarkerIndex(tx.table('issues'), tx.table(MARKER_INDEX)));
    // v6: queued photos hold their bytes, not a Blob (StoredPhoto).
    this.version(6).upgrade((tx) => migrateQueuedPhotosToBytes(tx));
    // v7-v8: the sync cursors' table is named for what it holds ('markers' also meant the map's); the rows move
    // to it in v7, and the old table goes in v8, as Dexie can only read a table in an upgrade before deleting it.
    this.version(7)
      .stores({ syncCursors: 'key' })
      .upgrade(async (tx) => tx.table('syncCursors').bulkPut(await tx.table('markers').toArray()));
    this.version(8).stores({ markers: null });
    // v9: the history of the selected asset's records, pulled with them.
    this.version(9).stores({ history: 'id, [targetType+recordId]' });
  }
}

export async function migrateToV4(tx: Transaction): Promise<void> {
  await tx
    .table<Asset, number>('assets')
    .filter((asset) => !Array.isArray(asset.vegetationSpecies))
    .modify({ vegetationSpecies: [] });
  await tx.table<SyncCursor, string>('markers').put({ key: 'app', since: null });
}

/** Text filter fields stay scalar; every other saved field becomes an array (default empty). */
const SCALAR_FILTER_FIELDS = /(search|text|from|to|start|end)$/i;

export async function migrateToV2(tx: Transaction): Promise<void> {
  await tx
    .table<FilterSetRow, string>('filterSets')
    .toCollection()
    .modify((row) => {
      for (const [field, value] of Object.entries(row.values)) {
        if (SCALAR_FILTER_FIELDS.test(field) || Array.isArray(value)) continue;
        row.values[field] = value === null || value === undefined || value === '' ? [] : [value as string];
      }
    });
  await tx
    .table<LocalIssue, number>('issues')
    .filter((issue) => issue.has_issue === false && issue.action_required !== false)
    .modify({ action_required: false });
}

export const db = new VergeDatabase();
