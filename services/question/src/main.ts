import { exitOnStartFailure, runClusterService } from '@pill/platform/nest/cluster-process';
import { QuestionServiceModule } from './question.module';

/** The question service alone in its process (cluster shape): needs KAFKA_BROKERS and MONGODB_URI. */
runClusterService('question', (ctx) => QuestionServiceModule.register(ctx)).catch(exitOnStartFailure('question'));
