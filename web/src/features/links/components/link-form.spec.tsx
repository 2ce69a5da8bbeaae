import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../hooks/toast-store';
import { fakeServer, renderWithApp } from '../../../testing/render';
import { LinkForm } from './link-form';

const question = (id: string, category: string) => ({
  id,
  text: `Question ${id}`,
  category,
  isDefault: true,
  createdAt: '2025-06-01T00:00:00.000Z',
});
const library = [question('s1', 'style'), question('g1', 'general'), question('g2', 'general'), question('g3', 'general')];

function renderCreate(onSubmit = jest.fn(), questions = library) {
  fakeServer({
    'GET /api/questions/user': { body: questions },
    'GET /api/questions/categories': { body: [...new Set(questions.map((q) => q.category))] },
  });
  renderWithApp(
    <LinkForm
      initial={{ title: 'Speak Freely', subtitle: '', questionIds: [], minResponses: 3, closing: { maxResponses: '', closesAt: '' } }}
      preselect
      submitLabel="Create Pill"
      pendingLabel="Creating..."
      pending={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const selectedList = () => screen.getByRole('list', { name: 'Selected questions' });

describe('LinkForm', () => {
  beforeEach(() => resetToasts());

  it('preselects the first two general questions and sends the reordered list', async () => {
    const onSubmit = renderCreate();
    await waitFor(() => expect(within(selectedList()).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Move up: Question g1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Question g2' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move down: Question g1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Pill' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Speak Freely',
      subtitle: '',
      questionIds: ['g2', 'g1'],
      minResponses: 3,
      maxResponses: null,
      closesAt: null,
    });
  });

  it('proposes the threshold it was given, explains it, and says next to the field when it is out of range', async () => {
    const onSubmit = renderCreate();
    await waitFor(() => expect(within(selectedList()).getAllByRole('listitem')).toHaveLength(2));
    const field = screen.getByRole('spinbutton', { name: 'Minimum responses before answers show' });
    expect(field).toHaveValue(3);
    expect(field).toHaveAccessibleDescription(/no one can be singled out/);
    await userEvent.clear(field);
    await userEvent.type(field, '51');
    await userEvent.click(screen.getByRole('button', { name: 'Create Pill' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The minimum number of responses must be a whole number from 1 to 50.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create Pill' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ minResponses: 5 }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a title and for a question', async () => {
    const onSubmit = renderCreate();
    await waitFor(() => expect(within(selectedList()).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.clear(screen.getByLabelText('Pill Title'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Pill' }));
    expect(await screen.findByText('Please enter a title for your feedback link.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Pill Title'), 'Retro');
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Question g1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Question g2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Pill' }));
    expect(await screen.findByText('Please select at least one question.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stops at ten questions with the Limit Reached toast', async () => {
    const many = Array.from({ length: 11 }, (_, i) => question(`g${i + 1}`, 'general'));
    renderCreate(jest.fn(), many);
    await waitFor(() => expect(within(selectedList()).getAllByRole('listitem')).toHaveLength(2));
    for (let i = 3; i <= 11; i += 1) await userEvent.click(screen.getByLabelText(`Question g${i}`));
    expect(await screen.findByText('Limit Reached')).toBeInTheDocument();
    expect(screen.getByText('You can select up to 10 questions per feedback form.')).toBeInTheDocument();
    expect(within(selectedList()).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByLabelText('Question g11')).not.toBeChecked();
  });

  it('says next to the field when the closing time has passed or the limit is not a whole number, and sends valid rules', async () => {
    const onSubmit = renderCreate();
    await waitFor(() => expect(within(selectedList()).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.type(screen.getByLabelText('Response limit'), '0');
    await userEvent.type(screen.getByLabelText('Closes at'), '2020-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Create Pill' }));
    expect(screen.getByLabelText('Closes at')).toHaveAccessibleDescription(/Please choose a closing time in the future\./);
    expect(screen.getByLabelText('Response limit')).toHaveAccessibleDescription(
      /The response limit must be a whole number of at least 1\./,
    );
    expect(screen.getByLabelText('Closes at')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Response limit'));
    await userEvent.type(screen.getByLabelText('Response limit'), '25');
    await userEvent.clear(screen.getByLabelText('Closes at'));
    await userEvent.type(screen.getByLabelText('Closes at'), '2099-03-01T09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Create Pill' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ maxResponses: 25, closesAt: new Date('2099-03-01T09:30').toISOString() }),
    );
    expect(screen.queryByText('Please choose a closing time in the future.')).not.toBeInTheDocument();
  });
});
