import { renderHook } from '@testing-library/react';
import { pageTitle, usePageTitle } from './use-page-title';

describe('usePageTitle', () => {
  it('names the tab after the screen, then the product', () => {
    expect(pageTitle('Your Pills')).toBe('Your Pills · Pill');
    expect(pageTitle('  Team Retro ')).toBe('Team Retro · Pill');
    expect(pageTitle('')).toBe('Pill');
    expect(pageTitle()).toBe('Pill');
  });

  it('sets the browser title and follows a name that arrives later', () => {
    const initialProps = { title: pageTitle('Feedback Insights') };
    const { rerender } = renderHook(({ title }) => usePageTitle(title), { initialProps });
    expect(document.title).toBe('Feedback Insights · Pill');
    rerender({ title: pageTitle('Team Retro') });
    expect(document.title).toBe('Team Retro · Pill');
  });
});
