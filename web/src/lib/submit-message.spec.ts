import { cleanSubmitMessage } from './submit-message';

describe('cleanSubmitMessage', () => {
  it('unwraps the status prefix and JSON message of a refused submit', () => {
    expect(cleanSubmitMessage('422: {"message":"Your feedback contains content that is not allowed."}')).toBe(
      'Your feedback contains content that is not allowed.',
    );
  });

  it('strips a leading "Error:"', () => {
    expect(cleanSubmitMessage('Error: Too many submissions, please wait.')).toBe('Too many submissions, please wait.');
  });

  it('strips a bare three-digit status prefix', () => {
    expect(cleanSubmitMessage('429: Slow down')).toBe('Slow down');
  });

  it('keeps numbers that are part of the message', () => {
    expect(cleanSubmitMessage('2000 characters is the limit')).toBe('2000 characters is the limit');
  });

  it('falls back when nothing useful is left', () => {
    const fallback = 'Failed to submit feedback. Please try again.';
    expect(cleanSubmitMessage('')).toBe(fallback);
    expect(cleanSubmitMessage(undefined)).toBe(fallback);
    expect(cleanSubmitMessage('500: {"error":"x"}')).toBe(fallback);
    expect(cleanSubmitMessage('Error: ')).toBe(fallback);
  });
});
