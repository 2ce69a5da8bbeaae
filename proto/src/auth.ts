import { z } from 'zod';
import { cleanDisplayName, requiredShownText, typedText, visibleLength } from './text';

export const MIN_PASSWORD_LENGTH = 10;

export const Email = z.string().trim().toLowerCase().max(254).email('Please enter a valid email address.');

/** The rules for a password an owner chooses, at sign-up and when resetting it. */
export const NewPassword = typedText('password')
  .refine((v) => visibleLength(v) >= MIN_PASSWORD_LENGTH, {
    message: `Use at least ${MIN_PASSWORD_LENGTH} characters for your password, not counting spaces.`,
    abort: true,
  })
  .max(200, 'Password is too long.');

export const SignUpBody = z.object({
  name: requiredShownText('name', 'Please enter your name.').max(100, 'Please keep your name under 100 characters.'),
  email: Email,
  password: NewPassword,
  /** reCAPTCHA v3 token (action sign_up), required when the server has a captcha. */
  recaptchaToken: z.string().max(4096).nullish(),
});
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SignInBody = z.object({
  email: Email,
  password: typedText('password').min(1, 'Please enter your password.').max(200),
  /** reCAPTCHA v3 token (action sign_in): asked for after repeated failures for the email. */
  recaptchaToken: z.string().max(4096).nullish(),
});
export type SignInBody = z.infer<typeof SignInBody>;

/** POST /api/auth/password-reset: always 202, whether or not the email has an account. */
export const PasswordResetRequestBody = z.object({ email: Email });
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBody>;

/** POST /api/auth/password-reset/confirm: the token from the mailed link and the new password. */
export const PasswordResetConfirmBody = z.object({
  token: z.string({ error: 'This reset link is incomplete. Please open the link from the email again.' }).min(1).max(200),
  password: NewPassword,
});
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBody>;

/** DELETE /api/auth/user: a local account confirms with its password. */
const PASSWORD_TO_DELETE = 'Please enter your password to delete your account.';
export const DeleteAccountBody = z.object({
  password: typedText('password', { error: PASSWORD_TO_DELETE }).min(1, PASSWORD_TO_DELETE).max(200),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** POST /api/clerk/webhooks: the one Clerk event acted on; others are acknowledged and ignored. */
export const ClerkWebhookEvent = z.object({
  type: z.string(),
  data: z.object({ id: z.string().min(1).max(200).optional() }).passthrough(),
});
export type ClerkWebhookEvent = z.infer<typeof ClerkWebhookEvent>;

/** GET /api/auth/user. */
export const User = z.object({
  id: z.string(),
  firstName: z.string().transform(cleanDisplayName).optional(),
  email: z.string().optional(),
});
export type User = z.infer<typeof User>;

/** GET /api/config: what the web app needs at start. */
export const ClientConfig = z.object({
  authProvider: z.enum(['local', 'clerk']),
  clerkPublishableKey: z.string().optional(),
  captchaProvider: z.enum(['none', 'recaptcha']),
  recaptchaSiteKey: z.string().optional(),
  supportEmail: z.string(),
  /** Local accounts with SMTP_URL set: "Forgot password?" mails a reset link. */
  passwordReset: z.boolean().optional(),
  environment: z.enum(['development', 'production', 'test']),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
