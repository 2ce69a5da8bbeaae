import type { ProjectionCollection, ProjectionStore } from '@pill/platform/projection/projection-store.port';

/** "This link was deleted": not tied to a stream the analysis folds, so written with `put`. */
export interface DeletedLink {
  deleted: true;
}

/** The markers of deleted links, by link id; every read of a link's analytics and analyses checks it. */
export function deletedLinks(store: ProjectionStore): ProjectionCollection<DeletedLink> {
  return store.collection<DeletedLink>({ name: 'deleted-links' });
}
