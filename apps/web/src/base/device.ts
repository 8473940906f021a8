import { SUPPORTED_BROWSERS } from '@verge/domain';

export interface DeviceInfo {
  browser: string;
  mobile: boolean;
  supported: boolean;
  /** Opened as an installed app (from the home screen or dock), not in a browser tab. */
  installed: boolean;
}

interface NavigatorLike {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
  /** iOS Safari's own flag for a web app opened from the home screen. */
  standalone?: boolean;
}

const standaloneDisplay = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;

/**
 * Mobile: a smartphone, phablet or tablet, or iOS (a Mac with more than 2 touch points counts, being an
 * iPad). Supported browsers: Chrome, Firefox, Safari, Mobile Safari, Chrome Mobile iOS, Edge.
 */
export async function detectDevice(
  nav: NavigatorLike = navigator,
  standalone = standaloneDisplay(),
): Promise<DeviceInfo> {
  const { UAParser } = await import('ua-parser-js');
  const result = UAParser(nav.userAgent);
  const deviceType = result.device.type ?? '';
  const os = result.os.name ?? '';
  const ipadAsMac = nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 2;
  const mobile = deviceType === 'mobile' || deviceType === 'tablet' || os === 'iOS' || ipadAsMac;
  const browser = result.browser.name ?? '';
  return {
    browser,
    mobile,
    supported: SUPPORTED_BROWSERS.includes(browser),
    installed: standalone || nav.standalone === true,
  };
}

let cached: Promise<DeviceInfo> | null = null;
export function device(): Promise<DeviceInfo> {
  cached ??= detectDevice();
  return cached;
}
