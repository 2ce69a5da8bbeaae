import { Catch } from '@nestjs/common';
import { BaseRpcExceptionFilter } from '@nestjs/microservices';
import { throwError, type Observable } from 'rxjs';

/**
 * Nest's default RPC filter turns a handler's error into `{ status, message }` and logs it whole.
 * This one answers the same shape but keeps the error as a non-enumerable `cause`: the Kafka
 * server can then tell a MongoDB failover (retry) from a malformed event (skip), while replies
 * serialise exactly as before. It does not log: the server logs failures with ids only, since an
 * error message may quote an event's data.
 */
@Catch()
export class KeepCauseRpcFilter extends BaseRpcExceptionFilter {
  override handleUnknownError(exception: unknown, status: string): Observable<never> {
    const error = { status, message: 'Internal server error' };
    Object.defineProperty(error, 'cause', { value: exception, enumerable: false });
    return throwError(() => error);
  }
}
