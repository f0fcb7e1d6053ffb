/**
 * Work a request starts but does not wait for, such as the mail of a password recovery: the
 * answer goes out first, so its timing does not depend on that work. Jobs run one at a time, in
 * the order they were given (a second recovery request replaces the first one's code, so it must
 * come after it); a failing job is logged and the next one runs.
 */
import type { Logger } from '../logger';

export type AfterAnswer = {
  /** Queues `job`; `failure` prefixes the log line if it throws. */
  run(job: () => Promise<void>, failure: string): void;
  /** Settles when every job queued so far has run. */
  idle(): Promise<void>;
};

export function afterAnswer(logger: Logger): AfterAnswer {
  let last: Promise<void> = Promise.resolve();
  return {
    run(job, failure) {
      last = last.then(job).catch((error: unknown) => logger.error(failure, error));
    },
    idle: () => last,
  };
}
