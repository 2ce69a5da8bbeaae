import type { OwnerLink } from '@pill/proto/link';
import { screen } from '@testing-library/react';
import { createOwnerLink } from '../../../testing/data-generators';
import { renderWithApp } from '../../../testing/render';
import { LinkCard } from './link-card';

const link = (overrides: Partial<OwnerLink> = {}): OwnerLink =>
  createOwnerLink({ id: 'link-1', title: 'Team Retro', shortCode: 'abcd1234', isActive: true, ...overrides });

describe('LinkCard', () => {
  it('shows one status, Closed, for a closed pill', () => {
    renderWithApp(<LinkCard link={link({ isClosed: true, maxResponses: 5 })} />);
    expect(screen.getByText('Closed')).toBeVisible();
    expect(screen.queryByText('Active', { ignore: '.sr-only' })).not.toBeInTheDocument();
  });

  it('shows Active for an open pill and offers its QR code page', () => {
    renderWithApp(<LinkCard link={link({ isClosed: false })} />);
    expect(screen.queryByText('Closed')).not.toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'QR code for Team Retro' })).toHaveAttribute('href', '/print/qr/link-1');
  });

  it('tells how many responses came and how long ago the latest, and links to the analytics', () => {
    const hourAgo = new Date(Date.now() - 3 * 3_600_000).toISOString();
    renderWithApp(<LinkCard link={link({ responseCount: 12, lastResponseAt: hourAgo })} />);
    expect(screen.getByTestId('link-activity')).toHaveTextContent('12 responses · latest about 3 hours ago');
    expect(screen.getByRole('link', { name: 'Analytics for Team Retro' })).toHaveAttribute('href', '/analytics/link-1');
  });

  it('says when no response came yet, and shows no count it was not given', () => {
    const { unmount } = renderWithApp(<LinkCard link={link({ responseCount: 0 })} />);
    expect(screen.getByText('No responses yet')).toBeVisible();
    unmount();
    renderWithApp(<LinkCard link={link({ responseCount: 1 })} />);
    expect(screen.getByTestId('link-activity')).toHaveTextContent(/^1 response$/);
  });
});
