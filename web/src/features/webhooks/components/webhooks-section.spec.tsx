import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../hooks/toast-store';
import { fakeServer, renderWithApp, type Answer } from '../../../testing/render';
import { WebhooksSection } from './webhooks-section';

const base = '/api/feedback-links/link1/webhooks';
const hook = { id: 'hook1', url: 'https://example.com/hooks/pill', createdAt: '2026-01-02T10:00:00.000Z' };
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function server(routes: Record<string, Answer | (() => Answer)> = {}) {
  let listed: unknown[] = [];
  return fakeServer({
    [`GET ${base}`]: () => ({ body: listed }),
    [`POST ${base}`]: () => {
      listed = [hook];
      return { status: 201, body: { id: hook.id, url: hook.url, secret } };
    },
    ...routes,
  });
}

describe('WebhooksSection', () => {
  beforeEach(() => resetToasts());

  it('says there are none yet, and explains a malformed address next to the field without sending it', async () => {
    const calls = server();
    renderWithApp(<WebhooksSection linkId="link1" />);
    expect(await screen.findByText(/No webhooks yet/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Webhook URL'), 'example dot com');
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(screen.getByText('Enter a full address, such as https://example.com/hooks/pill.')).toBeInTheDocument();
    expect(screen.getByLabelText('Webhook URL')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it('shows the signing secret once after adding, with a copy button, and lists the webhook', async () => {
    server();
    renderWithApp(<WebhooksSection linkId="link1" />);
    await userEvent.type(await screen.findByLabelText('Webhook URL'), hook.url);
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const secretBox = await screen.findByRole('region', { name: 'Signing secret' });
    expect(within(secretBox).getByText(secret)).toBeInTheDocument();
    expect(within(secretBox).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    expect(within(list).getByText(hook.url)).toBeInTheDocument();
    await userEvent.click(within(secretBox).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an address next to the field", async () => {
    const message = 'This address points to a private, loopback or link-local network. Use a public address your server can be reached at.';
    server({ [`POST ${base}`]: { status: 400, body: { message } } });
    renderWithApp(<WebhooksSection linkId="link1" />);
    await userEvent.type(await screen.findByLabelText('Webhook URL'), 'https://10.0.0.8/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('removes a webhook only after confirming', async () => {
    const calls = server({ [`GET ${base}`]: { body: [hook] }, [`DELETE ${base}/hook1`]: { status: 204 } });
    renderWithApp(<WebhooksSection linkId="link1" />);
    await userEvent.click(await screen.findByRole('button', { name: `Remove webhook ${hook.url}` }));
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove webhook' }));
    await waitFor(() => expect(calls.some((c) => c.key === `DELETE ${base}/hook1`)).toBe(true));
    expect(await screen.findByText('Webhook removed')).toBeInTheDocument();
  });

  it('opens the delivery log with how each delivery went', async () => {
    const delivery = {
      id: 'msg_1',
      submissionId: 'sub1',
      attempts: 2,
      status: 'pending',
      lastStatusCode: 500,
      lastError: 'the target answered 500',
      nextAttemptAt: '2026-01-02T10:01:00.000Z',
      updatedAt: '2026-01-02T10:00:30.000Z',
    };
    server({ [`GET ${base}`]: { body: [hook] }, [`GET ${base}/hook1/deliveries`]: { body: [delivery] } });
    renderWithApp(<WebhooksSection linkId="link1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show deliveries' }));
    const table = await screen.findByRole('table', { name: 'Latest deliveries' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('HTTP 500, the target answered 500')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
  });
});
