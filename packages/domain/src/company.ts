import { z } from 'zod';
import { idSchema, requiredTextSchema } from './common';
import { DUPLICATE_DISTANCE_MAX_M } from './constants';

export const COMPANY_TYPES = ['client', 'thirdParty'] as const;
export const companyTypeSchema = z.enum(COMPANY_TYPES);
export type CompanyType = z.infer<typeof companyTypeSchema>;

/** Whole metres, 0 (off) to DUPLICATE_DISTANCE_MAX_M, as the database's check allows. */
const duplicateDistanceSchema = z.number().int().min(0).max(DUPLICATE_DISTANCE_MAX_M);

export const companySchema = z.object({
  id: idSchema,
  company_name: z.string(),
  company_tag: z.string(),
  company_type: companyTypeSchema,
  /**
   * How near (m) an open issue of the same type must be for a new one to be warned about (issue 39); 0 turns the
   * warning off. Absent from an older server or a company stored before it: the default (duplicateDistance).
   */
  duplicateDistanceM: duplicateDistanceSchema.optional(),
});
export type Company = z.infer<typeof companySchema>;

/** A client admin sets the company's duplicate warning distance (online only). */
export const setDuplicateDistanceRequestSchema = z.object({ duplicateDistanceM: duplicateDistanceSchema });

export const createCompanyRequestSchema = z.object({
  company_name: requiredTextSchema(200),
  company_tag: requiredTextSchema(50),
  company_type: companyTypeSchema,
});
export type CreateCompanyRequest = z.infer<typeof createCompanyRequestSchema>;

export const companyListItemSchema = companySchema.pick({
  id: true,
  company_name: true,
  company_tag: true,
  company_type: true,
});
