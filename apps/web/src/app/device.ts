import { SUPPORTED_BROWSERS } from '@verge/domain';

export interface DeviceInfo {
  browser: string;
  mobile: boolean;
  supported: boolean;
}

interface NavigatorLike {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/**
 * Mobile: a smartphone, phablet or tablet, or iOS (a Mac with more than 2 touch points counts, being an
 * iPad). Supported browsers: Chrome, Firefox, Safari, Mobile Safari, Chrome Mobile iOS, Edge.
 */
export async function detectDevice(nav: NavigatorLike = navigator): Promise<DeviceInfo> {
  const { UAParser } = await import('ua-parser-js');
  const result = UAParser(nav.userAgent);
  const deviceType = result.device.type ?? '';
  const os = result.os.name ?? '';
  const ipadAsMac = nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 2;
  const mobile = deviceType === 'mobile' || deviceType === 'tablet' || os === 'iOS' || ipadAsMac;
  const browser = result.browser.name ?? '';
  return { browser, mobile, supported: SUPPORTED_BROWSERS.includes(browser) };
}

let cached: Promise<DeviceInfo> | null = null;
export function device(): Promise<DeviceInfo> {
  cached ??= detectDevice();
  return cached;
}
