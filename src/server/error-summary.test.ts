import { describe, expect, it } from 'vitest';
import { errorSummary } from './error-summary';

describe('the log line of a failed database call', () => {
  it('names the error and PostgreSQL’s code and message, without the query’s parameters', () => {
    const pg = Object.assign(new Error('value "2394710505" is out of range for type integer'), { code: '22003' });
    const drizzle = Object.assign(
      new Error('Failed query: insert into "orders" ... \nparams: AX-100004,ada@example.com,+44 20 7946 0000,12 St James Square'),
      { name: 'DrizzleQueryError', cause: pg },
    );
    const line = errorSummary(drizzle);
    expect(line).toContain('22003');
    expect(line).toContain('out of range');
    expect(line).not.toMatch(/ada@example\.com|7946|James/);
  });

  it('keeps only the first line of any other error', () => {
    expect(errorSummary(new Error('Failed query: select 1\nparams: secret@example.com'))).toBe('Error Failed query: select 1');
  });
});
