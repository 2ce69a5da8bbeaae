import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderWithApp } from '../../../testing/render';
import { SubmissionThread } from './submission-thread';

const at = { url: '/advanced-analytics/link1', pattern: '/advanced-analytics/:id' };
const threads = 'GET /api/feedback-links/link1/conversations';
const messages = '/api/submissions/sub1/messages';
const fromRespondent = { from: 'respondent', text: 'Could we get the notes earlier?', sentAt: '2026-01-02T11:00:00.000Z' };

describe('SubmissionThread', () => {
  it('marks new replies, shows the thread when opened and sends a reply', async () => {
    let unread = true;
    const calls = fakeServer({
      [threads]: () => ({
        body: [{ submissionId: 'sub1', messageCount: 1, unread, lastMessageAt: '2026-01-02T11:00:00.000Z' }],
      }),
      [`GET ${messages}`]: () => {
        unread = false;
        return { body: [fromRespondent] };
      },
      [`POST ${messages}`]: { status: 201, body: { from: 'owner', text: 'Yes, from next week.', sentAt: '2026-01-02T12:05:00.000Z' } },
    });
    renderWithApp(<SubmissionThread submissionId="sub1" />, at);

    const toggle = await screen.findByRole('button', { name: /Conversation \(1\)\s*New reply/ });
    await userEvent.click(toggle);
    expect(await screen.findByText('Could we get the notes earlier?')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('New reply')).not.toBeInTheDocument());

    await userEvent.type(screen.getByLabelText('Your reply (the respondent stays anonymous)'), 'Yes, from next week.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.some((c) => c.key === `POST ${messages}`)).toBe(true));
    const sent = calls.find((c) => c.key === `POST ${messages}`)!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({ text: 'Yes, from next week.' });
  });

  it('says what to change next to the box when moderation refuses the reply', async () => {
    fakeServer({
      [threads]: { body: [] },
      [`GET ${messages}`]: { body: [] },
      [`POST ${messages}`]: { status: 422, body: { message: 'Please remove the threat and send again.', kind: 'threat', field: 'text' } },
    });
    renderWithApp(<SubmissionThread submissionId="sub1" />, at);
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to this respondent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write a message before sending.');
    await userEvent.type(screen.getByLabelText('Your reply (the respondent stays anonymous)'), 'Something harsh');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please remove the threat and send again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply (the respondent stays anonymous)')).toHaveValue('Something harsh');
  });
});
