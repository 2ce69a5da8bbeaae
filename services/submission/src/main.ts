import { exitOnStartFailure, runClusterService } from '@pill/platform/nest/cluster-process';
import { SubmissionServiceModule } from './submission.module';

/** The submission service alone in its process (cluster shape): needs KAFKA_BROKERS and MONGODB_URI. */
runClusterService('submission', (ctx) => SubmissionServiceModule.register(ctx)).catch(exitOnStartFailure('submission'));
