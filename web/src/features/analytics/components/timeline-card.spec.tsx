import { render, screen, within } from '@testing-library/react';
import { TimelineCard } from './timeline-card';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

function renderTimeline(counts: Array<{ date: string; count: number }>) {
  render(<TimelineCard title="Response Timeline" counts={counts} empty="No responses recorded yet" unit="responses" />);
  return within(screen.getByRole('list', { name: 'Response Timeline, last 7 days' })).getAllByRole('listitem');
}

describe('TimelineCard', () => {
  it('draws a bar only for days with responses; an empty day is a hairline', () => {
    const days = renderTimeline([
      { date: daysAgo(0), count: 4 },
      { date: daysAgo(2), count: 1 },
    ]);
    expect(days).toHaveLength(7);
    const [twoDaysAgo, yesterday, today] = days.slice(4);
    expect(today).toHaveAccessibleName(/: 4 responses$/);
    expect(today!.querySelector('[data-bar="filled"]')).toHaveStyle({ height: '100%' });
    expect(twoDaysAgo!.querySelector('[data-bar="filled"]')).toHaveStyle({ height: '25%' });
    expect(yesterday).toHaveAccessibleName(/: 0 responses$/);
    expect(yesterday!.querySelector('[data-bar="filled"]')).toBeNull();
    expect(yesterday!.querySelector('[data-bar="empty"]')).not.toBeNull();
    expect(days.filter((day) => day.querySelector('[data-bar="filled"]'))).toHaveLength(2);
  });

  it('says nothing was recorded when all seven days are empty', () => {
    render(<TimelineCard title="Visit Timeline" counts={[]} empty="No visits recorded yet" unit="visits" />);
    expect(screen.getByText('No visits recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
