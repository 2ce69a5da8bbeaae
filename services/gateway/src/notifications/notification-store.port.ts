import type { MailingMode } from './notification-rules';

/** A link whose owner wants mail about its new responses; a link with notifications off has none. */
export interface NotificationRecord {
  linkId: string;
  ownerId: string;
  /** Where to mail: the owner's address when they chose the mode. */
  email: string;
  mode: MailingMode;
  /** The link's response count at the last mail (or when mails were turned on). */
  lastCount: number;
  /** The slot at or after which the next check may mail. */
  dueAt: string;
}

/**
 * Notification records, in the gateway's account database. Several replicas check the same records:
 * a slot is claimed by moving `dueAt` only if it is still the one read (one conditional update).
 */
export interface NotificationStore {
  find(linkId: string): Promise<NotificationRecord | undefined>;
  /** Creates the link's record or replaces it whole. */
  save(record: NotificationRecord): Promise<void>;
  /** Records whose slot has come (`dueAt` at or before `now`), earliest first. */
  listDue(now: string, limit: number): Promise<NotificationRecord[]>;
  /** True for the one caller that moved `dueAt` from the value it read to the next slot. */
  claim(linkId: string, dueAt: string, nextDueAt: string): Promise<boolean>;
  /** After a mail went out (or answers were deleted): the count new responses are counted from. */
  setLastCount(linkId: string, lastCount: number): Promise<void>;
  delete(linkId: string): Promise<void>;
  deleteOf(ownerId: string): Promise<void>;
}
export const NOTIFICATION_STORE = Symbol('NotificationStore');
