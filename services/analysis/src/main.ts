import { exitOnStartFailure, runClusterService } from '@pill/platform/nest/cluster-process';
import { AnalysisServiceModule } from './analysis.module';

/** The analysis service alone in its process (cluster shape): needs KAFKA_BROKERS and MONGODB_URI. */
runClusterService('analysis', (ctx) => AnalysisServiceModule.register(ctx)).catch(exitOnStartFailure('analysis'));
