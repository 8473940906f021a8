export type { Settings } from './store/db';
export { SETTING_DEFAULTS } from './store/db';
export { getSetting, readSetting, setSetting, setSettings, useSettings } from './store/settings';
