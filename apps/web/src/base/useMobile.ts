import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { device } from './device';

/** Whether this device counts as mobile (spec 1: smartphone, phablet, tablet or iOS); false until detected. */
export function useIsMobileDevice(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    let live = true;
    void device().then((info) => live && setMobile(info.mobile));
    return () => {
      live = false;
    };
  }, []);
  return mobile;
}

/**
 * What the spec hides "on mobile" (bulk delete, downloads, the weekly chart) is hidden on a mobile device, and
 * also in a phone-width window, where it would not fit.
 */
export function useMobileLayout(): boolean {
  const mobileDevice = useIsMobileDevice();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return mobileDevice || narrow;
}
