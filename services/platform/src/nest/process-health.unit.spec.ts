import { probeAnswer, withPhase, type HealthReport } from './process-health';

const healthy: HealthReport = { ready: true, alive: true, problems: [] };
const cutOff: HealthReport = { ready: false, alive: true, problems: ['MongoDB does not answer'] };

describe("a process's health and what its probes answer", () => {
  it('is its own health while running, and not ready while starting up or shutting down', () => {
    expect(withPhase(healthy, 'running')).toBe(healthy);
    expect(withPhase(healthy, 'starting')).toEqual({ ready: false, alive: true, problems: ['starting up'] });
    expect(withPhase(cutOff, 'stopping')).toEqual({ ready: false, alive: true, problems: ['shutting down', 'MongoDB does not answer'] });
    expect(withPhase({ ready: false, alive: false, problems: ['x'] }, 'starting').alive).toBe(false);
  });

  it('answers 200 when up, 503 with the problems when not, and keeps them out of a public answer', () => {
    expect(probeAnswer('alive', cutOff)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(probeAnswer('ready', healthy)).toEqual({ status: 200, body: { status: 'ready' } });
    expect(probeAnswer('ready', cutOff)).toEqual({ status: 503, body: { message: 'Not ready.', problems: ['MongoDB does not answer'] } });
    expect(probeAnswer('alive', { ready: false, alive: false, problems: ['crashed'] })).toEqual({
      status: 503,
      body: { message: 'Not alive.', problems: ['crashed'] },
    });
    expect(probeAnswer('ready', cutOff, { public: true, message: 'Cut off.' })).toEqual({ status: 503, body: { message: 'Cut off.' } });
  });
});
