import { createContext, useContext, useEffect } from 'react';

/** Sets the heading the shell shows above the page (null: the route's title). */
export const SetPageTitle = createContext<(title: string | null) => void>(() => {});

/**
 * A page naming its record in the one page heading (the shell's h1), e.g. '{company} Assigned Issues List',
 * instead of a second heading under the route's title. Undefined (still loading) keeps the route's title.
 */
export function usePageTitle(title: string | undefined): void {
  const setTitle = useContext(SetPageTitle);
  useEffect(() => {
    if (title === undefined) return;
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
