import { z } from 'zod';
import { idSchema } from './common';
import type { CompanyType } from './company';

export const ALERT_TYPES = [
  'New Issue',
  'Issue Complete',
  'Issue Deleted Notification',
  'Assigned Issue',
  'Service Provider Summary',
] as const;
export const alertTypeSchema = z.enum(ALERT_TYPES);
export type AlertType = z.infer<typeof alertTypeSchema>;

export const alertSchema = z.object({ id: idSchema, alert_type: alertTypeSchema, userId: idSchema });
export type Alert = z.infer<typeof alertSchema>;
export const createAlertRequestSchema = z.object({ userId: idSchema, alert_type: alertTypeSchema });
export const getAlertsRequestSchema = z.object({ userId: idSchema });
export const removeAlertRequestSchema = z.object({ id: idSchema });

/** Third-party companies may add Assigned Issue, Issue Deleted Notification and Issue Complete; others the rest. */
export function alertTypesFor(companyType: CompanyType | null | undefined): AlertType[] {
  return companyType === 'client'
    ? ['Service Provider Summary', 'New Issue']
    : ['Assigned Issue', 'Issue Deleted Notification', 'Issue Complete'];
}

/** Types still offered to a user: allowed for the company and not already held. */
export function offerableAlertTypes(
  companyType: CompanyType | null | undefined,
  held: readonly AlertType[],
): AlertType[] {
  return alertTypesFor(companyType).filter((t) => !held.includes(t));
}
