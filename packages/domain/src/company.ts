import { z } from 'zod';
import { idSchema, requiredTextSchema } from './common';

export const COMPANY_TYPES = ['client', 'thirdParty'] as const;
export const companyTypeSchema = z.enum(COMPANY_TYPES);
export type CompanyType = z.infer<typeof companyTypeSchema>;

export const companySchema = z.object({
  id: idSchema,
  company_name: z.string(),
  company_tag: z.string(),
  company_type: companyTypeSchema,
});
export type Company = z.infer<typeof companySchema>;

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
