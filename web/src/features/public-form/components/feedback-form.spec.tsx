import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../hooks/toast-store';
import { fakeServer, renderWithApp } from '../../../testing/render';
import { FeedbackForm } from './feedback-form';

const link = {
  title: 'Team Retro',
  creatorName: 'Ada',
  questions: [
    { question: { id: 'q1', text: 'What should I keep doing?', subtext: 'Be specific' } },
    { question: { id: 'q2', text: 'What should I stop doing?' } },
  ],
};
const submitPath = 'POST /api/public/feedback-links/abcd1234/responses';

function renderForm(onSubmitted = jest.fn()) {
  renderWithApp(<FeedbackForm shortCode="abcd1234" link={link} idempotencyKey="key-12345678" onSubmitted={onSubmitted} />);
  return onSubmitted;
}

describe('FeedbackForm', () => {
  beforeEach(() => resetToasts());

  it('shows the default sentence, numbered questions, and counters only near the limit', async () => {
    fakeServer({});
    renderForm();
    expect(screen.getByText('This form is for providing Ada with your open and honest feedback.')).toBeInTheDocument();
    expect(await screen.findByText('Development Environment')).toBeInTheDocument();
    const first = screen.getByLabelText('Q1: What should I keep doing?');
    expect(first).toHaveAttribute('rows', '3');
    expect(first).toHaveAttribute('maxLength', '2000');
    await userEvent.type(first, 'Great demos');
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    fireEvent.change(first, { target: { value: 'x'.repeat(1600) } });
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    fireEvent.change(first, { target: { value: 'x'.repeat(1601) } });
    const count = screen.getByText('1601/2000 characters');
    expect(first.getAttribute('aria-describedby')?.split(' ')).toContain(count.id);
    const name = screen.getByLabelText('Your Name (Completely Optional)');
    await userEvent.type(name, 'Sam');
    expect(screen.queryByText('3/100 characters')).not.toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'n'.repeat(81) } });
    expect(screen.getByText('81/100 characters')).toBeInTheDocument();
  });

  it('says next to the first question, focused, that one answer is needed, and sends nothing', async () => {
    const calls = fakeServer({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    const message = await screen.findByText('Please provide feedback in at least one field before submitting.');
    const first = screen.getByLabelText('Q1: What should I keep doing?');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(first).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(first, 'Clear goals');
    expect(screen.queryByText('Please provide feedback in at least one field before submitting.')).not.toBeInTheDocument();
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('sends the non-empty answers with the idempotency key and reports success', async () => {
    const receipt = { code: 'AAAAAAAAAAAAAAAAAAAAAA', url: 'https://pill.example/r/AAAAAAAAAAAAAAAAAAAAAA' };
    const calls = fakeServer({ [submitPath]: { status: 201, body: { id: 's1', submittedAt: '2025-06-28T10:00:00Z', receipt } } });
    const onSubmitted = renderForm();
    fireEvent.change(screen.getByLabelText('Q2: What should I stop doing?'), { target: { value: ' Interrupting ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(receipt));
    const init = calls[0]!.init!;
    expect(calls[0]!.key).toBe(submitPath);
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'key-12345678', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ responses: [{ questionId: 'q2', response: 'Interrupting' }] });
  });

  it('shows a refusal that names no field (an older server) above the submit button', async () => {
    fakeServer({ [submitPath]: { status: 422, body: { message: 'Please keep feedback respectful.' } } });
    const onSubmitted = renderForm();
    fireEvent.change(screen.getByLabelText('Q1: What should I keep doing?'), { target: { value: 'something' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to Submit');
    expect(alert).toHaveTextContent('Please keep feedback respectful.');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('shows a refused answer under its question, focused, keeps what was typed and clears when that answer is edited', async () => {
    const message = 'Please remove the threat and say what should change.';
    fakeServer({ [submitPath]: { status: 422, body: { message, kind: 'threat', field: 'response', questionId: 'q2' } } });
    const onSubmitted = renderForm();
    const labels = ['Q1: What should I keep doing?', 'Q2: What should I stop doing?', 'Your Name (Completely Optional)'];
    const [keep, stop, name] = labels.map((label) => screen.getByLabelText(label));
    fireEvent.change(keep!, { target: { value: 'Great demos' } });
    fireEvent.change(stop!, { target: { value: 'Something harsh' } });
    fireEvent.change(name!, { target: { value: 'Sam' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    const shown = await screen.findByText(message);
    expect(stop).toHaveAttribute('aria-invalid', 'true');
    expect(stop!.getAttribute('aria-describedby')?.split(' ')).toContain(shown.id);
    expect(stop).toHaveFocus();
    expect(keep).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Unable to Submit')).not.toBeInTheDocument();
    expect([keep, stop, name].map((field) => (field as HTMLInputElement).value)).toEqual(['Great demos', 'Something harsh', 'Sam']);
    expect(onSubmitted).not.toHaveBeenCalled();

    await userEvent.type(keep!, '!');
    expect(screen.getByText(message)).toBeInTheDocument();
    await userEvent.type(stop!, '.');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(stop).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refused name under the name field', async () => {
    const message = 'Please leave out names and contact details.';
    fakeServer({ [submitPath]: { status: 422, body: { message, kind: 'personal_details', field: 'respondentName' } } });
    renderForm();
    fireEvent.change(screen.getByLabelText('Q1: What should I keep doing?'), { target: { value: 'Great demos' } });
    const name = screen.getByLabelText('Your Name (Completely Optional)');
    fireEvent.change(name, { target: { value: 'Sam 07911 123456' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    const shown = await screen.findByText(message);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toEqual([shown.id]);
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Sam 07911 123456');
    await userEvent.clear(name);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

describe('FeedbackForm with reCAPTCHA', () => {
  beforeEach(() => resetToasts());
  afterEach(() => {
    delete window.grecaptcha;
  });

  function renderWithCaptcha() {
    renderWithApp(
      <FeedbackForm shortCode="abcd1234" link={link} recaptchaSiteKey="site-key" idempotencyKey="key-12345678" onSubmitted={jest.fn()} />,
    );
  }

  it('sends nothing when the security check fails', async () => {
    window.grecaptcha = { ready: (cb) => cb(), execute: () => Promise.reject(new Error('blocked')) };
    const calls = fakeServer({});
    renderWithCaptcha();
    expect(screen.getByText('Security Protection')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Q1: What should I keep doing?'), { target: { value: 'Clear goals' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Security Check Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to complete security verification. Please try again.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('adds the token for the submit_feedback action', async () => {
    const execute = jest.fn(async () => 'token-123');
    window.grecaptcha = { ready: (cb) => cb(), execute };
    const receipt = { code: 'AAAAAAAAAAAAAAAAAAAAAA', url: 'https://pill.example/r/AAAAAAAAAAAAAAAAAAAAAA' };
    const calls = fakeServer({ [submitPath]: { status: 201, body: { id: 's1', submittedAt: '2025-06-28T10:00:00Z', receipt } } });
    renderWithCaptcha();
    fireEvent.change(screen.getByLabelText('Q1: What should I keep doing?'), { target: { value: 'Clear goals' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'submit_feedback' });
    expect(JSON.parse(String(calls[0]!.init!.body))).toMatchObject({ recaptchaToken: 'token-123' });
  });
});
