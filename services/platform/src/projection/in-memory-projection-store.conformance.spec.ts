import { InMemoryProjectionStore } from './in-memory-projection-store';
import { projectionStoreConformance } from './projection-store.conformance';

projectionStoreConformance('in memory', async () => new InMemoryProjectionStore());
