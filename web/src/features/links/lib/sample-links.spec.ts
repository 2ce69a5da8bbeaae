import { hasSampleLinks } from './sample-links';

describe('hasSampleLinks', () => {
  it.each(['[Sample] Team Retro', 'Manager check-in (Sample)', 'Sample Pill: Talk feedback'])('spots %s', (title) => {
    expect(hasSampleLinks([{ title: 'Mine' }, { title }])).toBe(true);
  });

  it('ignores ordinary titles, even ones that say sample', () => {
    expect(hasSampleLinks([{ title: 'Sample size discussion' }, { title: 'Speak Freely' }])).toBe(false);
    expect(hasSampleLinks([])).toBe(false);
  });
});
