import { useEffect } from 'react';

export const PRODUCT_NAME = 'Pill';

/** "Your Pills · Pill": what the screen is first, so tabs stay apart when several are open. */
export function pageTitle(name?: string): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Names the browser tab; every route sets one, so a title never lingers from the screen before. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
