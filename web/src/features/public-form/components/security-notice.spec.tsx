import { render, screen } from '@testing-library/react';
import { isDevelopmentHost, SecurityNotice } from './security-notice';

describe('SecurityNotice', () => {
  it('shows reCAPTCHA protection whenever the captcha runs', () => {
    render(<SecurityNotice captcha host="feedback.example.com" />);
    expect(screen.getByText('Security Protection')).toBeInTheDocument();
    expect(screen.queryByText('Development Environment')).not.toBeInTheDocument();
  });

  it('shows the Development Environment note on localhost without a captcha', () => {
    render(<SecurityNotice captcha={false} host="localhost" />);
    expect(screen.getByText('Development Environment')).toBeInTheDocument();
    expect(screen.getByText('Security verification is disabled here. Content moderation and validation are still active.')).toBeVisible();
  });

  it('never says "development" on a production host without keys', () => {
    const { container } = render(<SecurityNotice captcha={false} host="feedback.example.com" />);
    expect(container.textContent).not.toMatch(/development|disabled|reCAPTCHA/i);
    render(<SecurityNotice captcha={false} host="localhost" />);
    expect(screen.getByText('Development Environment')).toBeInTheDocument();
  });

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['app.localhost', true],
    ['my-pill.replit.dev', true],
    ['my-pill.user.repl.co', true],
    ['feedback.example.com', false],
    ['localhost.example.com', false],
    ['replit.dev.example.com', false],
  ])('%s is a development host: %s', (host, expected) => {
    expect(isDevelopmentHost(host)).toBe(expected);
  });
});
