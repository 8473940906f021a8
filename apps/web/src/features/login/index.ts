export { isLockedOut } from './loginErrorMessage';
