import type { AccountStore } from '../auth/account-store.port';
import { MongoAccountStore } from '../auth/mongo-account-store';
import { SqliteAccountStore } from '../auth/sqlite-account-store';
import { MongoNotificationStore } from './mongo-notification-store';
import type { NotificationStore } from './notification-store.port';
import { SqliteNotificationStore } from './sqlite-notification-store';

/** Notification records live in the account store's database: its file embedded, its connection in the cluster. */
export async function openNotificationStore(accounts: AccountStore): Promise<NotificationStore> {
  if (accounts instanceof SqliteAccountStore) return new SqliteNotificationStore(accounts.database);
  if (accounts instanceof MongoAccountStore) return MongoNotificationStore.open(accounts.database);
  throw new Error('Email notifications need the SQLite or MongoDB account store');
}
