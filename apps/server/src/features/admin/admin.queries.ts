import type { CreateAssetRequest, CreateCompanyRequest } from '@verge/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow, rows } from '../../db/sql';
import { usersJsonArray } from '../users';
import { assetsJsonArray, companyJson } from './admin.read';

export async function insertCompany(db: Db, company: CreateCompanyRequest): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO companies (company_name, company_tag, company_type)
        VALUES (${company.company_name}, ${company.company_tag}, ${company.company_type}) RETURNING id`,
  );
  return row!.id;
}

export interface CompanyRow {
  id: number;
  company_name: string;
  company_tag: string;
  company_type: 'client' | 'thirdParty';
}

export const listCompanies = (db: Db) =>
  rows<CompanyRow>(
    db,
    sql`SELECT id, company_name, company_tag, company_type FROM companies WHERE NOT hidden
        ORDER BY lower(company_name), id`,
  );

export const findCompany = (db: Db, companyId: number) =>
  firstRow<CompanyRow>(
    db,
    sql`SELECT id, company_name, company_tag, company_type FROM companies
        WHERE id = ${companyId} AND NOT hidden`,
  );

/** The company with its users (user read shape) and live assets as JSON text; undefined when missing. */
export async function companyDetailsJson(db: Db, companyId: number): Promise<string | undefined> {
  const row = await firstRow<{ json: string }>(
    db,
    sql`SELECT json_build_object(
          'company', ${companyJson},
          'users', ${usersJsonArray(sql`u.company_id = co.id AND NOT u.hidden`)},
          'assets', ${assetsJsonArray(sql`va.company_id = co.id AND NOT va.hidden`)}
        )::text AS json
        FROM companies co WHERE co.id = ${companyId} AND NOT co.hidden`,
  );
  return row?.json;
}

export async function insertAsset(db: Db, asset: CreateAssetRequest): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO assets (company_id, asset_name, latitude, longitude)
        VALUES (${asset.company_id}, ${asset.asset_name}, ${asset.latitude}, ${asset.longitude}) RETURNING id`,
  );
  return row!.id;
}
