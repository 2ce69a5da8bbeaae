import type { Question } from '@pill/proto/question';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { moveQuestion } from '../lib/link-form';
import { SelectedQuestions } from './selected-questions';

const question = (id: string): Question => ({
  id,
  text: `Question ${id}`,
  category: 'general',
  isDefault: true,
  createdAt: '2025-06-01T00:00:00.000Z',
});
const byId = new Map(['a', 'b', 'c'].map((id) => [id, question(id)]));

function Harness({ initial }: { initial: string[] }) {
  const [selected, setSelected] = useState(initial);
  return (
    <SelectedQuestions
      selected={selected}
      byId={byId}
      onMove={(index, direction) => setSelected((s) => moveQuestion(s, index, direction))}
      onRemove={(id) => setSelected((s) => s.filter((x) => x !== id))}
    />
  );
}

const order = () => screen.getAllByRole('listitem').map((row) => row.textContent?.match(/Question \w/)?.[0]);
const button = (name: string) => screen.getByRole('button', { name });

describe('SelectedQuestions keeps focus', () => {
  it('on the moved question: its same arrow, or the other one once it reaches an end', async () => {
    render(<Harness initial={['a', 'b', 'c']} />);
    await userEvent.click(button('Move down: Question a'));
    expect(order()).toEqual(['Question b', 'Question a', 'Question c']);
    expect(button('Move down: Question a')).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(order()).toEqual(['Question b', 'Question c', 'Question a']);
    expect(button('Move down: Question a')).toBeDisabled();
    expect(button('Move up: Question a')).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(order()).toEqual(['Question b', 'Question a', 'Question c']);
    expect(button('Move up: Question a')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(order()).toEqual(['Question a', 'Question b', 'Question c']);
    expect(button('Move down: Question a')).toHaveFocus();
  });

  it('after a removal: the next remove button, the previous one at the end, then the heading', async () => {
    render(<Harness initial={['a', 'b', 'c']} />);
    await userEvent.click(button('Remove: Question b'));
    expect(order()).toEqual(['Question a', 'Question c']);
    expect(button('Remove: Question c')).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(order()).toEqual(['Question a']);
    expect(button('Remove: Question a')).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('No questions selected yet. Choose some on the right.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Selected Questions (0/10)' })).toHaveFocus();
  });
});
