import { z } from 'zod';
import { emailSchema, idListSchema, idSchema, requiredTextSchema, textSchema } from './common';
import { PASSWORD_MAX, PASSWORD_MIN, USER_NAME_MAX } from './constants';

export const USER_ROLE_IDS = { clientAdmin: 1, thirdPartyAdmin: 2, fieldUser: 3 } as const;
export const userRoleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type UserRoleId = z.infer<typeof userRoleIdSchema>;
export const USER_ROLES = ['Admin', 'Field User'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

export const userSchema = z.object({
  id: idSchema,
  user_name: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  userRoleId: userRoleIdSchema,
  is_active: z.boolean(),
  companyId: idSchema,
  assignedIssues: z.array(z.object({ id: idSchema })),
  assetIds: idListSchema,
});
export type User = z.infer<typeof userSchema>;

const newUserFields = {
  user_name: requiredTextSchema(USER_NAME_MAX),
  email: emailSchema,
  first_name: requiredTextSchema(100),
  last_name: requiredTextSchema(100),
  password: textSchema(PASSWORD_MAX).min(PASSWORD_MIN),
  user_role: userRoleSchema,
};
export const createUserRequestSchema = z.object(newUserFields);
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;
export const adminCreateUserRequestSchema = z.object({ company_id: idSchema, ...newUserFields });
export type AdminCreateUserRequest = z.infer<typeof adminCreateUserRequestSchema>;
export const createUserResponseSchema = z.object({ newUserId: idSchema });

export const userIdRequestSchema = z.object({ id: idSchema });
export const assignAssetsRequestSchema = z.object({ userId: idSchema, assetIds: idListSchema });
export const assignIssuesRequestSchema = z.object({ userId: idSchema, issueIds: idListSchema });

/** A user's role name as tables show it; deactivated users show 'Deactivated'. */
export function userRoleName(user: { userRoleId: number; is_active: boolean }): string {
  if (!user.is_active) return 'Deactivated';
  if (user.userRoleId === 1) return 'Admin';
  if (user.userRoleId === 2) return 'Third Party Admin';
  return 'Field User';
}

export function fullName(user: { first_name: string; last_name: string }): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
