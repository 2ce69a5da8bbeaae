import { isIP } from 'node:net';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined));
/** An optional URL: unset and empty (compose's `${X:-}`) both mean "not configured". */
const optionalUrl = z
  .literal('')
  .transform(() => undefined)
  .or(z.string().trim().url().optional());

/** proxy-addr's named ranges; `uniquelocal` covers the private ranges pod networks use. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrCidr = (entry: string): boolean => {
  if (PROXY_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY: which peers may set X-Forwarded-For/-Proto/-Host (Fastify's trustProxy). `false`
 * (default), `true` (any peer: a client can then pick its own address and rate-limit key), or a
 * comma-separated list of addresses, CIDRs and proxy-addr's `loopback`, `linklocal`,
 * `uniquelocal`. Fastify 5 ignores hop counts (they cannot validate the peer), so they are refused.
 */
const TrustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((v, ctx): boolean | string[] => {
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (/^\d+$/.test(v))
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY: hop counts are not supported (Fastify cannot check the peer with them); name the proxies instead, e.g. uniquelocal or 10.0.0.0/8',
      });
    else if (bad.length > 0)
      ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: true, false, or addresses/CIDRs separated by commas (not ${bad.join(', ')})` });
    return entries;
  });

/** Several installs (and test runs) can share one Kafka and one MongoDB under their own names. */
const Namespace = z
  .string()
  .trim()
  .default('pill')
  .transform((v) => v || 'pill')
  .pipe(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,30}$/, 'letters, digits, _ and - only, starting with a letter, at most 31'));

type KafkaSecurityKeys = 'KAFKA_TLS' | 'KAFKA_TLS_CA_FILE' | 'KAFKA_TLS_CERT_FILE' | 'KAFKA_TLS_KEY_FILE';
type KafkaSaslKeys = 'KAFKA_SASL_MECHANISM' | 'KAFKA_SASL_USERNAME' | 'KAFKA_SASL_PASSWORD';

function kafkaSecurityIssues(c: Partial<Record<KafkaSecurityKeys | KafkaSaslKeys, string>>) {
  const issues: Array<{ message: string; path: string[] }> = [];
  const tlsFiles = ['KAFKA_TLS_CA_FILE', 'KAFKA_TLS_CERT_FILE', 'KAFKA_TLS_KEY_FILE'] as const;
  for (const key of tlsFiles) if (c[key] && c.KAFKA_TLS !== 'true') issues.push({ message: `${key} needs KAFKA_TLS=true`, path: [key] });
  if (!c.KAFKA_TLS_CERT_FILE !== !c.KAFKA_TLS_KEY_FILE)
    issues.push({ message: 'KAFKA_TLS_CERT_FILE and KAFKA_TLS_KEY_FILE go together', path: ['KAFKA_TLS_KEY_FILE'] });
  if (c.KAFKA_SASL_MECHANISM && !(c.KAFKA_SASL_USERNAME && c.KAFKA_SASL_PASSWORD))
    issues.push({ message: 'KAFKA_SASL_MECHANISM needs KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD', path: ['KAFKA_SASL_USERNAME'] });
  return issues;
}

/** Every setting comes from the environment, validated at start; embedded defaults need none. */
export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Prometheus `GET /metrics` on its own listener, never on PORT; 0 turns it off. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    DATA_DIR: z.string().default('./data'),
    TRUST_PROXY: TrustProxy,
    /** Compared with `Origin` as the browser sends it: scheme, host and port, no path. */
    PUBLIC_ORIGIN: optionalUrl.transform((v) => (v ? new URL(v).origin : undefined)),
    AUTH_PROVIDER: z.enum(['local', 'clerk']).default('local'),
    CLERK_PUBLISHABLE_KEY: optional,
    CLERK_SECRET_KEY: optional,
    CLERK_JWT_KEY: optional,
    CLERK_API_URL: optionalUrl,
    /** Verifies Clerk's webhooks (Svix, i.e. Standard Webhooks): `whsec_` and base64. Unset, the route answers 404. */
    CLERK_WEBHOOK_SIGNING_SECRET: optional,
    PILL_NAMESPACE: Namespace,
    KAFKA_BROKERS: optional,
    KAFKA_TOPIC_PARTITIONS: z.coerce.number().int().min(1).max(64).default(3),
    KAFKA_RETENTION_MS: z.coerce
      .number()
      .int()
      .min(60_000)
      .default(7 * 24 * 3600 * 1000),
    /** TLS to the brokers; the files are PEM: a private CA, and a client certificate when the brokers ask for one. */
    KAFKA_TLS: z.enum(['true', 'false']).default('false'),
    KAFKA_TLS_CA_FILE: optional,
    KAFKA_TLS_CERT_FILE: optional,
    KAFKA_TLS_KEY_FILE: optional,
    KAFKA_SASL_MECHANISM: z.enum(['plain', 'scram-sha-256', 'scram-sha-512']).optional(),
    KAFKA_SASL_USERNAME: optional,
    KAFKA_SASL_PASSWORD: optional,
    MONGODB_URI: optional,
    /** Read by the OpenTelemetry exporter itself; checked here so a typo stops the start with its name. */
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
    OTEL_SERVICE_NAME: optional,
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    RECAPTCHA_SITE_KEY: optional,
    RECAPTCHA_SECRET_KEY: optional,
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
    SUPPORT_EMAIL: z.string().email().default('support@pill.example'),
    /** smtp:// or smtps:// with optional user:password@; unset, nothing is mailed and password reset is off. */
    SMTP_URL: optionalUrl.refine((v) => !v || /^smtps?:$/.test(new URL(v).protocol), 'use an smtp:// or smtps:// URL'),
    /** The sender of Pill's mails. */
    MAIL_FROM: z.string().default('Pill <no-reply@pill.example>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().min(0).default(20),
    RATE_LIMIT_PUBLIC_READS_PER_MINUTE: z.coerce.number().int().min(0).default(300),
    RATE_LIMIT_CONVERSATIONS_PER_MINUTE: z.coerce.number().int().min(0).default(30),
    RATE_LIMIT_SIGN_UPS_PER_HOUR: z.coerce.number().int().min(0).default(10),
    /** Per gateway process: submissions waiting on the submission service before more are shed with 429; 0 turns it off. Unset: see the gateway module. */
    SUBMISSIONS_IN_FLIGHT: z.coerce.number().int().min(0).optional(),
    /** Per link and UTC day, wherever submissions are accepted; 0 turns a cap off. */
    DAILY_SUBMISSIONS_PER_LINK: z.coerce.number().int().min(0).default(1000),
    DAILY_BYTES_PER_LINK: z.coerce.number().int().min(0).default(10_000_000),
    /** Webhooks may target loopback, private and link-local addresses, and http:// (development and tests only). */
    WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(['true', 'false']).default('false'),
    /** The first retry's delay; later ones keep the schedule's proportions (5 s, 30 s, 2 min, 10 min, 1 h). Tests shorten it. */
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(5000),
    /** Gateway: how often it checks whether a notification mail is due. */
    NOTIFY_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /** Notification slots: `utc` (daily 08:00, batches 00/06/12/18) or `every-check` (tests only, refused in production). */
    NOTIFY_SLOTS: z.enum(['utc', 'every-check']).default('utc'),
    ANALYSIS_QUIET_PERIOD_MS: z.coerce.number().int().min(0).default(1500),
    SAMPLE_PILLS: z.enum(['on', 'off']).default('on'),
    /** Republish every stored event at this start, so a read model added in another service fills in; consumers skip what they hold. */
    REPUBLISH_EVENTS: z.enum(['on', 'off']).default('off'),
    /** Gateway: after SIGTERM, answer /readyz 503 but keep serving this long, so load balancers stop sending first. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** A process that has not finished shutting down after this long exits anyway (keep under the pod's grace period). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(30_000),
  })
  .superRefine((c, ctx) => {
    if (c.AUTH_PROVIDER === 'clerk' && !c.CLERK_PUBLISHABLE_KEY)
      ctx.addIssue({ code: 'custom', message: 'Missing Clerk Publishable Key', path: ['CLERK_PUBLISHABLE_KEY'] });
    if (c.AUTH_PROVIDER === 'clerk' && !c.CLERK_SECRET_KEY && !c.CLERK_JWT_KEY)
      ctx.addIssue({ code: 'custom', message: 'Missing Clerk Secret Key (CLERK_SECRET_KEY or CLERK_JWT_KEY)', path: ['CLERK_SECRET_KEY'] });
    if (c.RECAPTCHA_SECRET_KEY && !c.RECAPTCHA_SITE_KEY)
      ctx.addIssue({ code: 'custom', message: 'RECAPTCHA_SITE_KEY is required with RECAPTCHA_SECRET_KEY', path: ['RECAPTCHA_SITE_KEY'] });
    for (const issue of kafkaSecurityIssues(c)) ctx.addIssue({ code: 'custom', ...issue });
    if (c.METRICS_PORT !== 0 && c.METRICS_PORT === c.PORT)
      ctx.addIssue({
        code: 'custom',
        message: 'METRICS_PORT must differ from PORT (metrics are never on the public port)',
        path: ['METRICS_PORT'],
      });
    if (c.NOTIFY_SLOTS !== 'utc' && c.NODE_ENV === 'production')
      ctx.addIssue({ code: 'custom', message: 'NOTIFY_SLOTS=every-check would mail right after one response', path: ['NOTIFY_SLOTS'] });
    if (c.SHUTDOWN_DRAIN_MS >= c.SHUTDOWN_TIMEOUT_MS)
      ctx.addIssue({ code: 'custom', message: 'SHUTDOWN_DRAIN_MS must be shorter than SHUTDOWN_TIMEOUT_MS', path: ['SHUTDOWN_DRAIN_MS'] });
  });

export type Config = z.infer<typeof ConfigSchema>;
export const CONFIG = Symbol('Config');

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the process with a message naming the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => (i.code === 'custom' ? i.message : `${i.path.join('.')}: ${i.message}`));
  throw new ConfigError(lines.join('\n'));
}
