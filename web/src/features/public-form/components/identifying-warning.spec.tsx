import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderWithApp } from '../../../testing/render';
import { FeedbackForm } from './feedback-form';

const link = {
  title: 'Team Retro',
  creatorName: 'Ada',
  questions: [{ question: { id: 'q1', text: 'What should I keep doing?' } }, { question: { id: 'q2', text: 'What should I stop doing?' } }],
};
const submitPath = 'POST /api/public/feedback-links/abcd1234/responses';
const receipt = { code: 'AAAAAAAAAAAAAAAAAAAAAA', url: 'https://pill.example/r/AAAAAAAAAAAAAAAAAAAAAA' };
const accepted = { status: 201, body: { id: 's1', submittedAt: '2025-06-28T10:00:00Z', receipt } };
const identifying = 'As the only designer on the team, I never hear about changes.';

function renderForm() {
  const calls = fakeServer({ [submitPath]: accepted });
  const onSubmitted = jest.fn();
  renderWithApp(<FeedbackForm shortCode="abcd1234" link={link} idempotencyKey="key-12345678" onSubmitted={onSubmitted} />);
  const [keep, stop] = [screen.getByLabelText('Q1: What should I keep doing?'), screen.getByLabelText('Q2: What should I stop doing?')];
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
  const sent = () => calls.map((c) => JSON.parse(String(c.init!.body)));
  return { keep: keep!, stop: stop!, submit, sent, onSubmitted };
}

describe('FeedbackForm "This could identify you"', () => {
  it('holds the submit, focuses the warning and explains each flagged detail under its answer', async () => {
    const { keep, stop, submit, sent, onSubmitted } = renderForm();
    fireEvent.change(keep, { target: { value: 'Great demos' } });
    fireEvent.change(stop, { target: { value: identifying } });
    await submit();

    const warning = await screen.findByRole('region', { name: 'This could identify you' });
    expect(warning).toHaveFocus();
    expect(warning).toHaveTextContent('One of your answers mentions details that often show who wrote them');
    const note = document.getElementById(stop.getAttribute('aria-describedby')!)!;
    expect(within(note).getByText('As the only designer on the team', { selector: 'mark' })).toBeInTheDocument();
    expect(note).toHaveTextContent('A role only one person holds can show who wrote this.');
    expect(keep).not.toHaveAttribute('aria-describedby');
    expect(sent()).toEqual([]);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('lets the respondent edit the flagged answer, then sends what they changed', async () => {
    const { stop, submit, sent, onSubmitted } = renderForm();
    fireEvent.change(stop, { target: { value: identifying } });
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit answers' }));
    expect(stop).toHaveFocus();

    await userEvent.clear(stop);
    await userEvent.type(stop, 'Design changes reach me late.');
    expect(screen.queryByRole('region', { name: 'This could identify you' })).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sent()).toEqual([{ responses: [{ questionId: 'q2', response: 'Design changes reach me late.' }] }]);
  });

  it('sends the answers unchanged with "Send anyway"', async () => {
    const { stop, submit, sent, onSubmitted } = renderForm();
    fireEvent.change(stop, { target: { value: identifying } });
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sent()).toEqual([{ responses: [{ questionId: 'q2', response: identifying }] }]);
  });

  it("flags the respondent's own name in an answer, and sends ordinary feedback at once", async () => {
    const { keep, submit, sent, onSubmitted } = renderForm();
    fireEvent.change(screen.getByLabelText('Your Name (Completely Optional)'), { target: { value: 'Priya' } });
    fireEvent.change(keep, { target: { value: 'Priya here: our manager is great at Monday planning.' } });
    await submit();
    const warning = await screen.findByRole('region', { name: 'This could identify you' });
    expect(warning).toHaveFocus();
    expect(screen.getByText('Priya', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText(/A name can show who wrote this\./)).toBeInTheDocument();

    fireEvent.change(keep, { target: { value: 'Our manager is great at Monday planning.' } });
    await submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sent()).toEqual([
      { responses: [{ questionId: 'q1', response: 'Our manager is great at Monday planning.' }], respondentName: 'Priya' },
    ]);
  });
});
