import { createContext, useContext, useEffect } from 'react';

/** Sets the heading the shell shows above the page; null goes back to the route's title. */
export const PageTitleContext = createContext<(title: string | null) => void>(() => {});

/**
 * A page whose heading names what it shows ('Clearcut Assigned Issues List') sets it here, so the page keeps
 * one heading: the shell's, with this text instead of the route's.
 */
export function usePageTitle(title: string | null): void {
  const set = useContext(PageTitleContext);
  useEffect(() => {
    set(title);
    return () => set(null);
  }, [title, set]);
}
