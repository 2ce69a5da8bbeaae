import { severityTone, urgentGuidance } from './urgent-guidance';

describe('urgentGuidance', () => {
  it('points substance concerns to HR, assistance programs and documentation', () => {
    const steps = urgentGuidance('Possible Substance Use at Work').join(' ');
    expect(steps).toMatch(/HR/);
    expect(steps).toMatch(/assistance programs|counselling/);
    expect(steps).toMatch(/Document incidents/);
  });

  it('points inappropriate behaviour to feedback or HR, conduct policies and training', () => {
    const steps = urgentGuidance('Inappropriate comments in meetings').join(' ');
    expect(steps).toMatch(/conduct policies/);
    expect(steps).toMatch(/sensitivity training/);
  });

  it('gives general guidance otherwise', () => {
    const steps = urgentGuidance('Missed deadlines').join(' ');
    expect(steps).toMatch(/direct, private conversation/);
    expect(steps).toMatch(/leadership or HR/);
    expect(steps).toMatch(/coaching/);
  });
});

describe('severityTone', () => {
  it('colours High, Medium and anything else', () => {
    expect(severityTone('High')).toBe('danger');
    expect(severityTone('Medium')).toBe('warning');
    expect(severityTone('Low')).toBe('muted');
  });
});
