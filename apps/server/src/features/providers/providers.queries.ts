import type { CompanyRelation, ThirdPartyCompany } from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow, intArray, rows } from '../../db/sql';
import { providersJsonArray, relatedProviderIds, relationsJsonArray } from './providers.read';

/** SQL subquery: the given chain originals. */
export const chainScope = (chainIds: readonly number[]): SQL => sql`SELECT unnest(${intArray(chainIds)})`;

/** SQL subquery: every issue on the client company's assets. */
export const clientIssuesScope = (clientCompanyId: number): SQL =>
  sql`SELECT ci.id FROM vegetation_issues ci JOIN assets ca ON ca.id = ci.asset_id WHERE ca.company_id = ${clientCompanyId}`;

export async function readRelations(db: Db, clientCompanyId: number): Promise<CompanyRelation[]> {
  const row = await firstRow<{ list: CompanyRelation[] }>(
    db,
    sql`SELECT ${relationsJsonArray(clientCompanyId)} AS list`,
  );
  return row!.list;
}

/** Live third-party companies the client has not taken on as providers yet. */
export async function readUnrelatedProviders(db: Db, clientCompanyId: number): Promise<ThirdPartyCompany[]> {
  const where = sql`pc.company_type = 'thirdParty' AND pc.id NOT IN (${relatedProviderIds(clientCompanyId)})`;
  const row = await firstRow<{ list: ThirdPartyCompany[] }>(
    db,
    sql`SELECT ${providersJsonArray(clientCompanyId, where)} AS list`,
  );
  return row!.list;
}

/** Those of `ids` that are live third-party companies. */
export async function thirdPartyIdsAmong(db: Db, ids: readonly number[]): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM companies WHERE id = ANY(${intArray(ids)}) AND company_type = 'thirdParty' AND NOT hidden`,
  );
  return found.map((r) => r.id);
}

/** Those of `ids` that are the client company's providers. */
export async function relatedIdsAmong(
  db: Db,
  clientCompanyId: number,
  ids: readonly number[],
): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM companies WHERE id = ANY(${intArray(ids)}) AND id IN (${relatedProviderIds(clientCompanyId)})`,
  );
  return found.map((r) => r.id);
}

export async function relate(db: Db, clientCompanyId: number, providerIds: readonly number[]): Promise<void> {
  await db.execute(
    sql`INSERT INTO company_relations (client_company_id, provider_company_id)
        SELECT ${clientCompanyId}, unnest(${intArray(providerIds)})
        ON CONFLICT DO NOTHING`,
  );
}

export async function unrelate(
  db: Db,
  clientCompanyId: number,
  providerIds: readonly number[],
): Promise<void> {
  await db.execute(
    sql`DELETE FROM company_relations
        WHERE client_company_id = ${clientCompanyId} AND provider_company_id = ANY(${intArray(providerIds)})`,
  );
}

export async function assignedCompanyIds(db: Db, chainId: number): Promise<number[]> {
  const found = await rows<{ company_id: number }>(
    db,
    sql`SELECT company_id FROM issue_company_assignments WHERE issue_id = ${chainId} ORDER BY company_id`,
  );
  return found.map((r) => r.company_id);
}

/** Assign every chain to every company; answers the pairs that were not assigned before. */
export async function assignCompanies(
  db: Db,
  chainIds: readonly number[],
  companyIds: readonly number[],
): Promise<{ issue_id: number; company_id: number }[]> {
  return rows<{ issue_id: number; company_id: number }>(
    db,
    sql`INSERT INTO issue_company_assignments (issue_id, company_id)
        SELECT chain.id, company.id FROM unnest(${intArray(chainIds)}) AS chain(id)
        CROSS JOIN unnest(${intArray(companyIds)}) AS company(id)
        ON CONFLICT DO NOTHING
        RETURNING issue_id, company_id`,
  );
}

/**
 * Lock, in id order like every other write to chains' assignments, the chains in `issueScope` that the companies or
 * their users hold: what unassignCompanies changes next, in one statement.
 */
export async function lockChainsHeldBy(
  db: Db,
  issueScope: SQL,
  companyIds: readonly number[],
): Promise<void> {
  await db.execute(
    sql`SELECT id FROM vegetation_issues WHERE id IN (
          SELECT issue_id FROM issue_company_assignments
          WHERE company_id = ANY(${intArray(companyIds)}) AND issue_id IN (${issueScope})
          UNION
          SELECT iua.issue_id FROM issue_user_assignments iua JOIN users u ON u.id = iua.user_id
          WHERE u.company_id = ANY(${intArray(companyIds)}) AND iua.issue_id IN (${issueScope}))
        ORDER BY id FOR UPDATE`,
  );
}

/**
 * Remove the companies' assignments on the chains in `issueScope`, and those of the companies' users
 * (a provider's crew works only on what the provider holds).
 */
export async function unassignCompanies(
  db: Db,
  issueScope: SQL,
  companyIds: readonly number[],
): Promise<void> {
  await db.execute(
    sql`WITH removed_companies AS (
          DELETE FROM issue_company_assignments
          WHERE company_id = ANY(${intArray(companyIds)}) AND issue_id IN (${issueScope}))
        DELETE FROM issue_user_assignments iua USING users u
        WHERE u.id = iua.user_id AND u.company_id = ANY(${intArray(companyIds)}) AND iua.issue_id IN (${issueScope})`,
  );
}

/** Remove the user's assignments on the chains. */
export async function unassignUser(db: Db, chainIds: readonly number[], userId: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM issue_user_assignments WHERE user_id = ${userId} AND issue_id = ANY(${intArray(chainIds)})`,
  );
}

/** The user's company, if the user exists. */
export async function userCompanyId(db: Db, userId: number): Promise<number | undefined> {
  const row = await firstRow<{ company_id: number | null }>(
    db,
    sql`SELECT company_id FROM users WHERE id = ${userId} AND NOT hidden`,
  );
  return row?.company_id ?? undefined;
}
