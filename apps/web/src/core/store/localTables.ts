import type { Table } from 'dexie';
import type { UndoTable } from './commandRow';
import { db } from './db';

/** The tables commands write, as rows keyed by their numeric id (for undo and pull bookkeeping). */
const TABLES: Record<UndoTable, Table<{ id: number }, number>> = {
  issues: db.issues as unknown as Table<{ id: number }, number>,
  culverts: db.culverts as unknown as Table<{ id: number }, number>,
  inspections: db.inspections as unknown as Table<{ id: number }, number>,
  subAssets: db.subAssets as unknown as Table<{ id: number }, number>,
  areas: db.areas as unknown as Table<{ id: number }, number>,
  assetSpecies: db.assetSpecies as unknown as Table<{ id: number }, number>,
  thirdPartyCompanies: db.thirdPartyCompanies as unknown as Table<{ id: number }, number>,
  assets: db.assets as unknown as Table<{ id: number }, number>,
};

export function localTable(name: UndoTable): Table<{ id: number }, number> {
  return TABLES[name];
}

export const LOCAL_TABLES = Object.values(TABLES);
