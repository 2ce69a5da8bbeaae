import type { Question } from '@pill/proto/question';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render';
import { QuestionPicker } from './question-picker';

const question = (id: string, isDefault: boolean): Question => ({
  id,
  text: `Question ${id}`,
  category: 'general',
  isDefault,
  createdAt: '2025-06-01T00:00:00.000Z',
});

function renderPicker(questions: Question[]) {
  renderWithApp(<QuestionPicker questions={questions} categories={['general']} selected={[]} onToggle={jest.fn()} />);
  return (id: string) => screen.getByLabelText(`Question ${id}`).closest('li') as HTMLElement;
}

describe('QuestionPicker', () => {
  it('shows no Default badge when every question is a default one', () => {
    const row = renderPicker([question('d1', true), question('d2', true)]);
    expect(row('d1')).toBeInTheDocument();
    expect(screen.queryByText('Default')).not.toBeInTheDocument();
  });

  it('marks the defaults once the owner has questions of their own', () => {
    const row = renderPicker([question('d1', true), question('mine', false)]);
    expect(within(row('d1')).getByText('Default')).toBeInTheDocument();
    expect(within(row('mine')).queryByText('Default')).not.toBeInTheDocument();
    expect(screen.getAllByText('Default')).toHaveLength(1);
  });
});
