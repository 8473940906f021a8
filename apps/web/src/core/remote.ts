export { callApi } from './api/client';
