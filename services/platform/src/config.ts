import { z } from 'zod';

const optional = z.string().trim().min(1).optional().or(z.literal('').transform(() => undefined));

/** Every setting comes from the environment, validated at start; embedded defaults need none. */
export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    /** Behind a proxy or ingress: which forwarded addresses to trust (Fastify's trustProxy). */
    TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    PUBLIC_ORIGIN: z.string().url().optional(),
    AUTH_PROVIDER: z.enum(['local', 'clerk']).default('local'),
    AUTH_SECRET: optional,
    CLERK_PUBLISHABLE_KEY: optional,
    CLERK_SECRET_KEY: optional,
    CLERK_JWT_KEY: optional,
    CLERK_API_URL: z.string().url().optional(),
    KAFKA_BROKERS: optional,
    KAFKA_TOPIC_PARTITIONS: z.coerce.number().int().min(1).max(64).default(3),
    KAFKA_RETENTION_MS: z.coerce.number().int().min(60_000).default(7 * 24 * 3600 * 1000),
    MONGODB_URI: optional,
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: z.string().url().optional(),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    RECAPTCHA_SITE_KEY: optional,
    RECAPTCHA_SECRET_KEY: optional,
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
    SUPPORT_EMAIL: z.string().email().default('support@pill.example'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().min(0).default(20),
    RATE_LIMIT_PUBLIC_READS_PER_MINUTE: z.coerce.number().int().min(0).default(300),
    ANALYSIS_QUIET_PERIOD_MS: z.coerce.number().int().min(0).default(1500),
    SAMPLE_PILLS: z.enum(['on', 'off']).default('on'),
  })
  .superRefine((c, ctx) => {
    if (c.AUTH_PROVIDER === 'clerk' && !c.CLERK_PUBLISHABLE_KEY) ctx.addIssue({ code: 'custom', message: 'Missing Clerk Publishable Key', path: ['CLERK_PUBLISHABLE_KEY'] });
    if (c.AUTH_PROVIDER === 'clerk' && !c.CLERK_SECRET_KEY && !c.CLERK_JWT_KEY) ctx.addIssue({ code: 'custom', message: 'Missing Clerk Secret Key (CLERK_SECRET_KEY or CLERK_JWT_KEY)', path: ['CLERK_SECRET_KEY'] });
    if (c.RECAPTCHA_SECRET_KEY && !c.RECAPTCHA_SITE_KEY) ctx.addIssue({ code: 'custom', message: 'RECAPTCHA_SITE_KEY is required with RECAPTCHA_SECRET_KEY', path: ['RECAPTCHA_SITE_KEY'] });
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
