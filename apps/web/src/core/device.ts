export { noteDevicePosition } from './commands/commandContext';
export type { DeviceStorage } from './store/deviceStorage';
export { useDeviceStorage } from './store/deviceStorage';
