import { useEffect, useState } from 'react';

/** The time (ms since epoch), ticking once a second while `ticking`, so countdowns and ages stay true. */
export function useNow(ticking = true): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
