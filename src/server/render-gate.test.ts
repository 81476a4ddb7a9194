import { describe, expect, it } from 'vitest';
import { RENDERS_AT_ONCE, renderGate, rendersAtOnce, skipsGate } from './render-gate';

describe('the render gate', () => {
  it('lets `max` renderings run at once and the next in line start as soon as one ends, in order', async () => {
    const gate = renderGate(2);
    const started: number[] = [];
    const leaves: (() => void)[] = [];
    const arrivals = [1, 2, 3, 4].map((n) => gate.enter().then((leave) => (started.push(n), leaves.push(leave))));
    await Promise.resolve();
    await Promise.all(arrivals.slice(0, 2));
    expect(started).toEqual([1, 2]);
    expect(gate.load).toEqual({ inside: 2, waiting: 2 });
    leaves[0]!();
    leaves[0]!(); // leaving twice frees one place only
    await arrivals[2];
    expect(started).toEqual([1, 2, 3]);
    expect(gate.load).toEqual({ inside: 2, waiting: 1 });
    // A newcomer while one waits queues behind it.
    const late = gate.enter().then((leave) => (started.push(5), leave));
    leaves[1]!();
    await arrivals[3];
    leaves[2]!();
    (await late)();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    leaves[3]!();
    expect(gate.load).toEqual({ inside: 0, waiting: 0 });
  });

  it('static files, images, the catalogue upload and the health checks skip it; pages and APIs do not', () => {
    expect(skipsGate('/_next/static/chunks/a.js')).toBe(true);
    expect(skipsGate('/media/products/a.webp')).toBe(true);
    expect(skipsGate('/_next/image?url=%2Fmedia%2Fa.webp&w=640&q=75')).toBe(true);
    expect(skipsGate('/api/admin/import?kind=products')).toBe(true);
    expect(skipsGate('/catalog/products')).toBe(false);
    expect(skipsGate('/api/products')).toBe(false);
    // The load balancer's checks answer however many pages wait.
    expect(skipsGate('/api/health')).toBe(true);
    expect(skipsGate('/api/ready?probe=lb')).toBe(true);
    expect(skipsGate('/api/healthy')).toBe(false);
  });

  it('AXLE_RENDERS_AT_ONCE is a whole number from 1 to 64, else the default', () => {
    expect(rendersAtOnce('8')).toBe(8);
    for (const bad of [undefined, '', '0', '-1', '2.5', '65', 'many']) expect(rendersAtOnce(bad), String(bad)).toBe(RENDERS_AT_ONCE);
  });
});
