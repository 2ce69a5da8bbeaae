import { ApiError, serverMessage } from './api-client';

// Apart from the api client so the respondent's page, which never shows it, does not carry it.
/** Why a read failed, in words for the owner: the status and the server's reason, or a network hint. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const reason = serverMessage(error, '');
    return reason ? `${error.status}: ${reason}` : error.message;
  }
  // fetch rejects with a TypeError when the request never reached the server.
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  return error instanceof Error ? error.message : String(error);
}
