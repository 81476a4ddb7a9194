import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { requestErrorLine, withoutRawErrors } from './render-errors';

// A query that failed as the database stopped answering, as Drizzle reports it: the SQL and its
// parameters in the message, the driver's error as the cause.
const failedQuery = () => {
  const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  return Object.assign(new DrizzleQueryError('select "id" from "orders" where "email" = $1', ['ada@example.com'], cause), {
    digest: '2841579093',
  });
};

describe('the log line of a request that failed while rendering', () => {
  it('names the path, the error page’s reference and the driver’s error, never the parameters, the query string or the message in full', () => {
    const line = requestErrorLine(failedQuery(), { path: '/ar/track-order?email=ada@example.com', method: 'GET' }, { routeType: 'render' });
    expect(line).toMatch(
      /^\[render\] GET \/ar\/track-order failed \(reference 2841579093\): Error ECONNREFUSED connect ECONNREFUSED 127\.0\.0\.1:5432\n\s+at /,
    );
    expect(line).not.toContain('ada@example.com');
    expect(line).not.toContain('select');
  });

  it('the production console leaves out Next’s own whole-error report of a rendering and writes any other error object as the summary', () => {
    const log = vi.fn();
    const error = withoutRawErrors(log);
    error(failedQuery());
    error(' ⨯', failedQuery());
    expect(log).not.toHaveBeenCalled();
    error(
      'Error in instrumentation.onRequestError:',
      new DrizzleQueryError('update "users" set "phone" = $1', ['+44 20 7946 0000'], new Error('timeout')),
    );
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe('Error in instrumentation.onRequestError:');
    expect(log.mock.calls[0]![1]).toMatch(/^Error timeout/);
    expect(JSON.stringify(log.mock.calls)).not.toContain('7946');
    error('[db] idle client error', 'terminated');
    expect(log).toHaveBeenLastCalledWith('[db] idle client error', 'terminated');
  });
});
