/** A company's users: their calls, the user read shape, and creating a user or setting their assets. */
export { findCompanyUser } from './users.queries';
export { usersJsonArray } from './users.read';
export { usersHandlers } from './users.routes';
export { createUser, setUserAssets } from './users.service';
