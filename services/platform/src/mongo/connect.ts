import mongoose, { type Connection } from 'mongoose';

/** One database of the deployment's MongoDB, as every Pill store opens it: filters sanitised, indexes made on purpose. */
export function connectMongo(uri: string, database: string): Promise<Connection> {
  return mongoose
    .createConnection(uri, {
      dbName: database,
      sanitizeFilter: true,
      autoIndex: false,
      autoCreate: true,
      serverSelectionTimeoutMS: 15_000,
    })
    .asPromise();
}

/** A filter built here from trusted values (operators included), exempt from `sanitizeFilter`. */
export const trusted = <T>(filter: T): T => mongoose.trusted(filter) as T;
