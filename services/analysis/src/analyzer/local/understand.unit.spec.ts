import { ANALYSIS_MODEL } from '@pill/platform/encoder/model-files';
import { WorkerEncoder } from '@pill/platform/encoder/worker-encoder';
import { AnalysisResult } from '@pill/proto/analytics';
import { allQuotes, input } from '../testing/answers';
import { inThisThread, WorkerEngine } from './local-analyzer';

const KEEP = 'What should I keep doing?';
const CHANGE = 'What should I start or stop doing?';
const LISTEN = 'How well do I listen when you bring me a problem or an idea?';
const ELSE = 'Is there anything else you would like me to know?';
const USEFUL = 'What was the most useful part of this session?';

const encoder = new WorkerEncoder(ANALYSIS_MODEL);
afterAll(() => encoder.close());
const analyse = async (rows: Parameters<typeof input>[1], title?: string) => inThisThread(await input(encoder, rows, title));

describe('the built-in analysis', () => {
  it('reads one answer that praises one thing and criticises another as a strength and a growth area', async () => {
    const result = await analyse([[KEEP, 'Clear priorities every week, but the planning meeting always runs long.', 'a']]);
    const strength = result.insights.strengths.find((s) => s.evidence.includes('Clear priorities every week'));
    const growth = result.insights.opportunities.find((o) => o.evidence.some((q) => q.startsWith('the planning meeting always runs long')));
    expect(strength?.area).toMatch(/priorit/i);
    expect(growth?.area).toMatch(/meeting/i);
    expect(result.insights.strengths.flatMap((s) => s.evidence).join(' ')).not.toMatch(/runs long/);
    expect(result.summary.keyThemes.every((t) => t.frequency === 1)).toBe(true);
    expect(result.summary.overview).toContain('One answer from one respondent');
    expect(strength?.impact).toMatch(/^One answer praises /);
    expect(growth?.suggestion).toMatch(/^One answer criticises .* or asks for a change\./);
  });

  it('shows praise of two different things in one theme as two strengths, each with all its answers', async () => {
    const WELL = 'What is going well?';
    const result = await analyse([
      [WELL, 'The new scanners are so much faster than the old ones.', 'a'],
      [WELL, 'Scanners actually hold a charge now, great upgrade.', 'b'],
      [WELL, 'The replacement pallet trucks are a big improvement.', 'c'],
      [WELL, 'Pallet trucks with working wheels at last, thank you.', 'd'],
      [WELL, 'Good team on nights, everyone helps out.', 'e'],
    ]);
    const quoting = (word: RegExp) => result.insights.strengths.filter((s) => s.evidence.some((q) => word.test(q)));
    const [scanners, trucks] = [quoting(/scanners/i), quoting(/pallet trucks/i)];
    expect(scanners).toHaveLength(1);
    expect(trucks).toHaveLength(1);
    expect(scanners[0]).not.toBe(trucks[0]);
    expect(scanners[0].evidence).toHaveLength(2);
    expect(trucks[0].evidence).toHaveLength(2);
    expect(scanners[0].impact).toBe('2 answers praise scanners.');
  });

  it('names no theme, strength or growth area after a word that names no thing', async () => {
    const PACE = 'How was the pace of the session?';
    const result = await analyse([
      [PACE, 'Just right.', 'a'],
      [USEFUL, 'The customer interview role-play was eye-opening.', 'a'],
      [PACE, 'Too slow in the first hour, too fast in the last.', 'b'],
      [USEFUL, 'Assumption mapping, we used it the next day.', 'b'],
    ]);
    const names = [
      ...result.summary.keyThemes.map((t) => t.theme),
      ...result.insights.strengths.map((s) => s.area),
      ...result.insights.opportunities.map((o) => o.area),
    ];
    expect(names).not.toContain('Right');
    expect(names.length).toBeGreaterThan(0);
  });

  it('never shows denied praise or sarcasm as a strength', async () => {
    const result = await analyse([
      [LISTEN, 'Honestly, I would not say listening is your strength.', 'a'],
      [CHANGE, 'Great, another meeting that could have been an email.', 'b'],
      [KEEP, 'You give credit to the team in every all-hands.', 'c'],
    ]);
    const praised = result.insights.strengths.flatMap((s) => s.evidence).join(' ');
    expect(praised).not.toMatch(/listening is your strength|another meeting/);
    expect(result.insights.opportunities.flatMap((o) => o.evidence).join(' ')).toMatch(/listening is your strength/);
  });

  it('reads criticism said with care as a growth area, not a strength (the sample 360 review)', async () => {
    const burnsOut = 'You are the bottleneck on every launch and it burns you out.';
    const result = await analyse([[CHANGE, `Start delegating the release coordination. ${burnsOut}`, 'a']]);
    expect(result.insights.strengths.flatMap((s) => s.evidence)).not.toContain(burnsOut);
    expect(result.insights.opportunities.flatMap((o) => o.evidence)).toContain(burnsOut);
  });

  it('raises serious matters told in everyday words, with their evidence', async () => {
    const result = await analyse([
      ['Anything else?', 'He comes back from the pub at lunch and goes straight back on the forklift.', 'a'],
      [KEEP, 'The Monday briefing is short and useful.', 'b'],
      ['Do you feel safe raising concerns?', 'Not since the last person who complained about the rota got moved to permanent nights.', 'c'],
    ]);
    const titles = result.criticalConcerns.map((c) => c.concernTitle).join(' | ');
    expect(titles).toMatch(/substance/i);
    expect(titles).toMatch(/intimidation/i);
    const substance = result.criticalConcerns.find((c) => /substance/i.test(c.concernTitle));
    expect(substance?.evidence[0]).toContain('forklift');
    expect(result.actionSteps[0].action).toMatch(/conversation|assistance/i);
  });

  it('raises nothing on a course full of alarming words', async () => {
    const result = await analyse([
      [USEFUL, 'The section on treating burns and deep cuts was the most useful.', 'a'],
      [USEFUL, 'Practising CPR on the dummies, and when to use the defibrillator.', 'b'],
      [USEFUL, 'How to spot an overdose and what to tell the ambulance crew.', 'c'],
      [KEEP, 'You killed it, the choking demo was brilliant.', 'd'],
    ]);
    expect(result.criticalConcerns).toEqual([]);
  });

  it('raises no concern on a clause that its own answer clears', async () => {
    const result = await analyse([
      ['What would you change?', "Pay us for the briefing. We're in at 7:45 for it but we're paid from 8:00.", 'a'],
    ]);
    expect(result.criticalConcerns).toEqual([]);
  });

  it('shows no strength from a complaint that names good things', async () => {
    const result = await analyse([['What should change?', 'Complain once and you lose the best shifts, the ones with the bonus.', 'a']]);
    expect(result.insights.strengths).toEqual([]);
  });

  it('counts answers, not mentions, and quotes only verbatim pieces of answers, never a signature', async () => {
    const answers: Array<[string, string, string]> = [
      [CHANGE, 'The handover runs late every night. The handover notes are a mess too.', 'a'],
      [CHANGE, 'Handover takes forever on nights.', 'b'],
      [ELSE, 'Thanks for sorting my leave so quickly.\n- Sam', 'c'],
    ];
    const result = await analyse(answers);
    expect(AnalysisResult.parse(result)).toEqual(result);
    for (const t of result.summary.keyThemes) expect(t.frequency).toBeLessThanOrEqual(answers.length);
    const texts = answers.map(([, a]) => a);
    for (const quote of allQuotes(result)) expect(texts.some((t) => t.includes(quote))).toBe(true);
    expect(allQuotes(result).join(' ')).not.toContain('Sam');
  });

  it('writes every action step about something respondents raised, in their own words', async () => {
    const result = await analyse([
      [CHANGE, 'Stop changing the rota on a Sunday night.', 'a'],
      [CHANGE, 'Please give us the rota two weeks ahead.', 'b'],
      [KEEP, 'The new coffee machine in the break room is great.', 'c'],
    ]);
    const quotes = allQuotes(result);
    const steps = result.actionSteps.filter((s) => !/share back|ask again/i.test(s.action));
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(quotes.some((q) => step.action.includes(q))).toBe(true);
  });

  it('gives the same analysis in the worker thread as in this one', async () => {
    const rows: Parameters<typeof input>[1] = [
      [KEEP, 'Great coaching on the drills.', 'a'],
      [CHANGE, 'The warm-up is too short.', 'b'],
    ];
    const engine = new WorkerEngine();
    try {
      expect(await engine.run(await input(encoder, rows))).toEqual(await inThisThread(await input(encoder, rows)));
    } finally {
      await engine.close();
    }
  });
});
