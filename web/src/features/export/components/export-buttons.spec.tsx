import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render';
import { ExportButtons } from './export-buttons';

describe('ExportButtons', () => {
  it('offers the answers as CSV and JSON downloads of this pill', () => {
    renderWithApp(<ExportButtons linkId="link 1" />);
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    const json = screen.getByRole('link', { name: 'Export JSON' });
    expect(csv).toHaveAttribute('href', '/api/feedback-links/link%201/export?format=csv');
    expect(json).toHaveAttribute('href', '/api/feedback-links/link%201/export?format=json');
    expect(csv).toHaveAttribute('download');
    expect(json).toHaveAttribute('download');
  });
});
