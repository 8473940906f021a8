export { OfflineMapPrompt } from './OfflineMapPrompt';
