import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../hooks/toast-store';
import { fakeServer, renderWithApp, type Answer } from '../../../testing/render';
import { NotificationSettings } from './notification-settings';

const path = '/api/feedback-links/link1/notifications';
const modeOf = (init?: RequestInit) => ({ mode: JSON.parse(String(init?.body)).mode as string });

describe('NotificationSettings', () => {
  beforeEach(() => resetToasts());

  it('shows the saved choice and saves a new one on change, with a toast', async () => {
    const calls = fakeServer({
      [`GET ${path}`]: { body: { mode: 'off', available: true } },
      [`PUT ${path}`]: (init?: RequestInit): Answer => ({ body: { ...modeOf(init), available: true } }),
    });
    renderWithApp(<NotificationSettings linkId="link1" />);
    const select = await screen.findByLabelText('Notify me');
    expect(select).toHaveValue('off');
    expect(select).toBeEnabled();
    await userEvent.selectOptions(select, 'In batches');
    expect(await screen.findByText('Notifications saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Notify me')).toHaveValue('batched');
    const put = calls.find((c) => c.key === `PUT ${path}`);
    expect(JSON.parse(String(put?.init?.body))).toEqual({ mode: 'batched' });
  });

  it('says email is not set up on this server, and keeps the choice disabled', async () => {
    fakeServer({ [`GET ${path}`]: { body: { mode: 'off', available: false } } });
    renderWithApp(<NotificationSettings linkId="link1" />);
    const select = await screen.findByLabelText('Notify me');
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription(/Email is not set up on this server/);
  });

  it("tells the server's reason when saving fails, and shows the saved choice again", async () => {
    const message = 'Your account has no email address, so there is nowhere to send notifications.';
    fakeServer({
      [`GET ${path}`]: { body: { mode: 'daily', available: true } },
      [`PUT ${path}`]: { status: 400, body: { message } },
    });
    renderWithApp(<NotificationSettings linkId="link1" />);
    await userEvent.selectOptions(await screen.findByLabelText('Notify me'), 'Off');
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Notify me')).toHaveValue('daily'));
  });

  it('offers a retry when the settings cannot be read', async () => {
    fakeServer({ [`GET ${path}`]: { status: 500, body: { message: 'Something went wrong' } } });
    renderWithApp(<NotificationSettings linkId="link1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the notification settings');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
