import { z } from 'zod';
import { idListSchema, idSchema } from './common';
import { companyTypeSchema } from './company';

export const thirdPartyCompanySchema = z.object({
  id: idSchema,
  company_name: z.string(),
  company_tag: z.string(),
  company_type: companyTypeSchema,
  vegetationIssues: z.array(z.object({ id: idSchema })),
});
export type ThirdPartyCompany = z.infer<typeof thirdPartyCompanySchema>;

export const companyRelationSchema = z.object({
  companyId: idSchema,
  company: thirdPartyCompanySchema,
  userId: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  admin_email: z.string().nullable(),
});
export type CompanyRelation = z.infer<typeof companyRelationSchema>;

export const saveCompaniesRequestSchema = z.object({ third_party_company_ids: idListSchema.min(1) });
export const saveAssignedIssuesRequestSchema = z.object({
  original_issue_ids: idListSchema.min(1),
  company_id: idSchema,
});
export const tableSaveAssignedIssuesRequestSchema = z.object({
  original_issue_id: idSchema,
  company_ids: idListSchema,
});
export const deleteCompaniesRequestSchema = z.object({ third_party_company_ids: idListSchema.min(1) });
export const transferIssuesRequestSchema = z.object({
  transfer_issue_ids: idListSchema.min(1),
  transfer_to_company_ids: idListSchema.min(1),
  transfer_from_company_id: idSchema,
});
export const deleteAssignedIssueRequestSchema = z
  .object({
    delete_issue_ids: idListSchema.min(1),
    third_party_company_id: idSchema.optional(),
    client_field_user_id: idSchema.optional(),
  })
  .refine((r) => (r.third_party_company_id === undefined) !== (r.client_field_user_id === undefined), {
    message: 'Exactly one of third_party_company_id or client_field_user_id is required',
    path: ['third_party_company_id'],
  });
