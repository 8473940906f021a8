export {
  HttpError,
  isNoResponse,
  loadErrorMessage,
  NoResponseError,
  RequestPreconditionError,
} from './api/errors';
