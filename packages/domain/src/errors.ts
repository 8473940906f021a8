import { z } from 'zod';

/** Error codes and their HTTP statuses (DESIGN §4). */
export const ERROR_STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  /** The photo store is out of room (disk full, quota). */
  insufficient_storage: 507,
  /** A store the server depends on refuses writes or cannot be reached (read-only disk, S3 down). */
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    details: z.array(fieldIssueSchema).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Flatten zod issues into field details for a 400 answer. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
