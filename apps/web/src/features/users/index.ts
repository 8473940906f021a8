export { USER_FIELD_LABELS } from './CreateUserDialog';
export { companyUsers } from './companyUsers';
