/** Titles of the sample pills a new owner receives carry one of these markers. */
export const SAMPLE_MARKERS = ['[Sample]', '(Sample)', 'Sample Pill:'] as const;

export function isSampleTitle(title: string): boolean {
  return SAMPLE_MARKERS.some((marker) => title.includes(marker));
}

export function hasSampleLinks(links: ReadonlyArray<{ title: string }>): boolean {
  return links.some((link) => isSampleTitle(link.title));
}
