import { exitOnStartFailure, runClusterService } from '@pill/platform/nest/cluster-process';
import { LinkServiceModule } from './link.module';

/** The link service alone in its process (cluster shape): needs KAFKA_BROKERS and MONGODB_URI. */
runClusterService('link', (ctx) => LinkServiceModule.register(ctx)).catch(exitOnStartFailure('link'));
