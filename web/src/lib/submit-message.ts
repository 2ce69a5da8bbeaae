const FALLBACK = 'Failed to submit feedback. Please try again.';

/**
 * Turns a failed submit into words for the respondent: drops a leading "Error:", a leading
 * three-digit status prefix and a JSON {"message": ...} wrapper, in that order.
 */
export function cleanSubmitMessage(raw: string | undefined | null): string {
  let text = (raw ?? '').trim();
  text = text.replace(/^Error:\s*/i, '');
  text = text.replace(/^\d{3}:\s*/, '');
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      const message = parsed && typeof parsed === 'object' ? (parsed as { message?: unknown }).message : undefined;
      text = typeof message === 'string' ? message.trim() : '';
    } catch {
      // keep the text as it is
    }
  }
  return text || FALLBACK;
}
