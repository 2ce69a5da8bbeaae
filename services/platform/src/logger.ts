import pino, { Logger } from 'pino';

export type { Logger };
export const LOGGER = Symbol('Logger');

/** Structured logs. Respondent text, names and addresses are never logged. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.response', '*.respondentName'], remove: true },
  });
}
