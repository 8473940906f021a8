import { db, type TempIdKind } from './db';

/**
 * A record's id now: a temporary (negative) id whose create has uploaded gives the server's id; any other id is
 * itself (a temporary one still awaiting its upload stays negative).
 */
export async function settledId(kind: TempIdKind, id: number): Promise<number> {
  if (id > 0) return id;
  return (await db.idMap.get([kind, id]))?.serverId ?? id;
}
