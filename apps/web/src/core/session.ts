export { configureApi } from './api/environment';
export { decodeToken, primeTokens, setToken } from './api/tokens';
export { beginSession, bootSession, loginState, logout, storeLoginToken } from './store/session';
