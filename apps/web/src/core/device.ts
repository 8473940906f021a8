export type { DeviceStorage } from './store/deviceStorage';
export { useDeviceStorage } from './store/deviceStorage';
