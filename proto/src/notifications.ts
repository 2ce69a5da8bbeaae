import { z } from 'zod';

/** How a link's owner hears of new responses: never, once a day, or in batches four times a day. */
export const NotificationMode = z.enum(['off', 'daily', 'batched'], {
  error: 'Choose how to be notified: "off", "daily" or "batched".',
});
export type NotificationMode = z.infer<typeof NotificationMode>;

/** PUT /api/feedback-links/:id/notifications. */
export const NotificationSettingsBody = z.object({ mode: NotificationMode });
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBody>;

/** A link's notification mode, and whether this server can send mail at all. */
export const NotificationSettings = z.object({ mode: NotificationMode, available: z.boolean() });
export type NotificationSettings = z.infer<typeof NotificationSettings>;
