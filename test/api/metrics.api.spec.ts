import { createLink, submit } from './support/builders';
import { startTarget, type Target } from './support/app';
import { Client, eventually, signUpOwner } from './support/http';
import { metricSum, scrapeMetrics } from './support/metrics';

/**
 * Prometheus metrics are for the operator's scraper on METRICS_PORT, never for the Internet: the
 * public port has no /metrics. In the cluster each process has its own, so the counters of the
 * submission service are read from its port, summed over every process the harness names.
 */
describe('metrics', () => {
  let target: Target;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startTarget();
  });
  afterAll(() => target.close());

  it('are not on the public port', async () => {
    const reply = await new Client(base).get('/metrics');
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain('process_cpu_seconds_total');
  });

  it('show request durations by route with buckets up to 30 s, and count a submission', async () => {
    const owner = await signUpOwner(base);
    const link = await createLink(owner);
    const before = metricSum(await scrapeMetrics(target), 'pill_submissions_total');
    const accepted = await submit(new Client(base), link.shortCode, [{ questionId: 'default-general-1', response: 'Clear goals.' }]);
    expect(accepted.status).toBe(201);
    const backlog = /^pill_outbox_backlog\{service="submission",component="\w+"\} 0$/m;
    const text = await eventually(
      () => scrapeMetrics(target),
      (t) => metricSum(t, 'pill_submissions_total') >= before + 1 && backlog.test(t),
    );
    expect(metricSum(text, 'pill_submissions_total')).toBeGreaterThanOrEqual(before + 1);
    const route = 'http_route="/api/public/feedback-links/:shortCode/responses"';
    expect(text).toMatch(new RegExp(`^http_server_request_duration_seconds_bucket\\{le="30",[^}]*${route.replace(/[/]/g, '\\/')}`, 'm'));
    expect(text).not.toContain(link.shortCode);
    expect(text).toMatch(/^process_cpu_seconds_total\{component="\w+"\} /m);
    // Once published, the submission's event is no longer held back in the outbox.
    expect(text).toMatch(backlog);
  });
});
