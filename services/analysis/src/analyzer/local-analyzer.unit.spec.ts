import { AnalysisResult } from '@pill/proto/analytics';
import { answerInsight, forgetAnswer } from './answer-insight';
import { LocalAnalyzer, analyzeLocally } from './local-analyzer';
import { allQuotes, input } from './testing/answers';

const KEEP = 'What should I keep doing?';
const CHANGE = 'What should I start or stop doing?';
const LISTEN = 'How well do I listen when you bring me a problem or an idea?';
const ELSE = 'Is there anything else you would like me to know?';

const mixedTeam = input([
  [KEEP, 'You explain the reasoning behind decisions really clearly, which makes it easy to commit.', 'a'],
  [CHANGE, 'Stop interrupting people in meetings; let them finish.', 'a'],
  [KEEP, 'Always gives credit to the team in the all-hands.', 'b'],
  [LISTEN, 'Honestly, I would not say listening is a strength. You often cut people off.', 'b'],
  [CHANGE, 'Great, another meeting that could have been an email. We have far too many status meetings.', 'c'],
  [LISTEN, 'You are not a good listener when the idea is not yours.', 'c'],
  [KEEP, 'Your technical expertise in the payments code is a huge help in reviews.', 'd'],
  [ELSE, 'Thanks for the shout-out last sprint, it meant a lot.\n- Sam', 'd'],
], 'Quarterly team feedback');

describe('local analyzer', () => {
  it('produces a result the contract accepts, based on every answer', async () => {
    const out = await new LocalAnalyzer().analyze(mixedTeam);
    expect(out.analyzer).toBe('local');
    expect(AnalysisResult.parse(out.result)).toEqual(out.result);
    expect(out.result.summary.responseCount).toBe(8);
    expect(out.result.summary.overview).toContain('8 answers from 4 respondents');
  });

  it('finds the themes people talked about, with counts and real quotes', () => {
    const { summary } = analyzeLocally(mixedTeam);
    const byTheme = Object.fromEntries(summary.keyThemes.map((t) => [t.theme, t]));
    expect(byTheme.Listening.frequency).toBe(3);
    expect(byTheme.Meetings.frequency).toBe(2);
    expect(byTheme.Recognition.frequency).toBe(2);
    expect(byTheme.Listening.examples.length).toBeGreaterThan(0);
  });

  it('counts denied praise and sarcasm as growth areas, never as strengths', () => {
    const { insights } = analyzeLocally(mixedTeam);
    const strengths = insights.strengths.map((s) => s.area);
    const opportunities = insights.opportunities.map((o) => o.area);
    expect(strengths).toEqual(expect.arrayContaining(['Communication', 'Recognition', 'Technical skill']));
    expect(strengths).not.toContain('Listening');
    expect(strengths).not.toContain('Meetings');
    expect(opportunities).toEqual(expect.arrayContaining(['Listening', 'Meetings']));
    const listening = insights.opportunities.find((o) => o.area === 'Listening')!;
    expect(listening.evidence).toEqual(expect.arrayContaining(['Honestly, I would not say listening is a strength.']));
    expect(insights.strengths.flatMap((s) => s.evidence)).not.toContain('Great, another meeting that could have been an email.');
  });

  it('counts praise the next sentence takes back as a growth area, not a strength', () => {
    const { insights } = analyzeLocally(input([
      [LISTEN, 'She listens, she nods, she says leave it with me. Then nothing.', 'a'],
      [LISTEN, 'Oh, he listens. To the targets on the screen.', 'b'],
      [LISTEN, 'He listens to the area manager. With the rest of us it is a nod and carry on.', 'c'],
      [KEEP, 'Kind, when she has a minute, which is almost never.', 'd'],
    ], 'Shift lead feedback'));
    expect(insights.strengths.map((s) => s.area)).toEqual([]);
    expect(insights.opportunities.map((o) => o.area)).toContain('Listening');
  });

  it('still counts praise followed by an unrelated sentence', () => {
    const { insights } = analyzeLocally(input([[LISTEN, 'She really listens. Then she follows up a week later.', 'a']], 'Shift lead feedback'));
    expect(insights.strengths.map((s) => s.area)).toContain('Listening');
  });

  it('quotes only verbatim text and never a sign-off', () => {
    const result = analyzeLocally(mixedTeam);
    const texts = mixedTeam.answers.map((a) => a.response);
    for (const q of allQuotes(result)) expect(texts.some((t) => t.includes(q))).toBe(true);
    expect(allQuotes(result).join(' ')).not.toContain('Sam');
  });

  it('raises no concern for clean feedback with innocent concern words', () => {
    const result = analyzeLocally(input([
      [ELSE, 'The drinks at the offsite were fun and we killed it on the launch!'],
      [ELSE, 'Shoot me an email if you want the retro notes.'],
      [KEEP, 'He has never yelled at anyone, even in the worst incident.'],
      [KEEP, 'Thanks for the shout-out in the all-hands.'],
      [CHANGE, 'Maybe fewer status meetings.'],
    ]));
    expect(result.criticalConcerns).toEqual([]);
  });

  it('puts serious concerns first with severity, urgency and the words that raised them', () => {
    const result = analyzeLocally(input([
      [ELSE, 'He came back from lunch smelling of alcohol twice last month and slurred his words on a client call.'],
      [ELSE, 'He makes comments about my body in front of clients and it is humiliating.'],
      [CHANGE, 'Stop interrupting people.'],
      [ELSE, 'I am burned out, I have worked most weekends since March.'],
    ]));
    const [first, second] = result.criticalConcerns;
    expect(first.concernTitle).toMatch(/substance/i);
    expect(first.severityLevel).toBe('High');
    expect(first.urgency).toBeDefined();
    expect(first.evidence[0]).toContain('smelling of alcohol');
    expect(second.concernTitle).toMatch(/inappropriate/i);
    expect(result.criticalConcerns.find((c) => /burnout/i.test(c.concernTitle))?.severityLevel).toBe('Medium');
    expect(result.actionSteps[0].action).toMatch(/substance/i);
    expect(result.nextSteps).toMatch(/critical concerns/i);
  });

  it('raises an inappropriate-conduct concern for "She comments on our bodies." and its everyday variants', () => {
    const result = analyzeLocally(input([
      [ELSE, 'She comments on our bodies.'],
      [CHANGE, 'Stop remarking on how the new starters dress.'],
      [ELSE, 'He looks the new girls up and down when they start.'],
    ]));
    const conduct = result.criticalConcerns.find((c) => /inappropriate/i.test(c.concernTitle));
    expect(conduct?.severityLevel).toBe('High');
    expect(conduct?.evidence).toEqual(['She comments on our bodies.', 'Stop remarking on how the new starters dress.', 'He looks the new girls up and down when they start.']);
  });

  it('raises no concern at all for innocent uses of the same words', () => {
    const result = analyzeLocally(input([
      ['How was the pace and length?', 'She commented on our body language in the presentation.'],
      [KEEP, 'She comments on our drafts the same day.'],
      [CHANGE, 'The body of the report was far too long.'],
      [ELSE, 'He comments on how the dashboard looks.'],
      [ELSE, 'He called the new logo ugly.'],
    ]));
    expect(result.criticalConcerns).toEqual([]);
  });

  it('files the answers of the black-box audit where a careful reader would', () => {
    const result = analyzeLocally(input([
      [ELSE, 'This deadline is killing me.'],
      [ELSE, 'He called Maria a stupid bitch in the standup last week, everyone heard it.'],
      [CHANGE, 'He shouts at juniors in meetings and threatened to fire anyone who complains.'],
      [ELSE, 'He touched my shoulder repeatedly during the review and I asked him to stop.'],
      [KEEP, 'Your technical expertise in the payments code is a huge help in reviews.'],
    ]));
    expect(result.insights.strengths.map((s) => s.area)).toEqual(['Technical skill']);
    const concernQuotes = result.criticalConcerns.flatMap((c) => c.evidence);
    for (const quote of result.insights.strengths.flatMap((s) => s.evidence)) expect(concernQuotes).not.toContain(quote);
    const areas = result.insights.opportunities.map((o) => o.area);
    expect(areas).toEqual(expect.arrayContaining(['Respect and conduct', 'Time and deadlines']));
    expect(areas).not.toContain('Meetings');
    const respect = result.insights.opportunities.find((o) => o.area === 'Respect and conduct')!;
    expect(respect.evidence).toContain('He shouts at juniors in meetings and threatened to fire anyone who complains.');
    const touching = 'He touched my shoulder repeatedly during the review and I asked him to stop.';
    expect(result.criticalConcerns.find((c) => /inappropriate/i.test(c.concernTitle))?.evidence).toContain(touching);
    expect(result.criticalConcerns.find((c) => /intimidation/i.test(c.concernTitle))?.evidence).not.toContain(touching);
    expect(result.nextSteps).not.toMatch(/what works in (?:meetings|time|listening)/i);
  });

  it('keeps meetings as a strength when the answer asks to keep them as they are', () => {
    const kept = analyzeLocally(input([[KEEP, 'Keep the one-on-ones, they are the only time I get to raise things.']]));
    expect(kept.insights.strengths.map((s) => s.area)).toEqual(['Meetings']);
    expect(kept.nextSteps).toMatch(/keep doing what works in meetings/i);
    const changed = analyzeLocally(input([[KEEP, 'Keep the one-on-ones short, they drag on forever.']]));
    expect(changed.insights.strengths).toEqual([]);
    expect(changed.insights.opportunities.map((o) => o.area)).toEqual(['Meetings']);
  });

  it('counts every concern listed in the overview, and how many are High', () => {
    const result = analyzeLocally(input([
      [ELSE, 'He yelled at me in front of the whole team.'],
      [ELSE, 'The guard on the press has been taped over for weeks.'],
      [ELSE, 'He makes comments about my body in front of clients.'],
      [ELSE, 'I am burned out, I have worked most weekends since March.'],
      [ELSE, 'I am thinking about leaving.'],
    ]));
    const high = result.criticalConcerns.filter((c) => c.severityLevel === 'High').length;
    expect([result.criticalConcerns.length, high]).toEqual([5, 3]);
    expect(result.summary.overview).toContain('5 concerns, 3 of them High:');
    expect(result.summary.overview).toMatch(/also watch burnout and wellbeing risk and people considering leaving\.$/);
    expect(analyzeLocally(input([[ELSE, 'I am thinking about leaving.']])).summary.overview).toContain('One concern to watch, none High: people considering leaving.');
    expect(analyzeLocally(input([[ELSE, 'He yelled at me.']])).summary.overview).toContain('One concern, High, needs prompt attention: intimidation and hostility.');
  });

  it('gives 3 to 6 action steps that follow from what was said', () => {
    const few = analyzeLocally(input([[KEEP, 'Keep running the demos.']]));
    expect(few.actionSteps.length).toBeGreaterThanOrEqual(3);
    const many = analyzeLocally(mixedTeam);
    expect(many.actionSteps.length).toBeGreaterThanOrEqual(3);
    expect(many.actionSteps.length).toBeLessThanOrEqual(6);
    expect(many.actionSteps.map((s) => s.action).join(' ')).toMatch(/finish|interrupt/i);
    expect(many.actionSteps.map((s) => s.action).join(' ')).toMatch(/meeting/i);
  });

  it('handles a presentation: pace and slides criticised, Q&A praised', () => {
    const result = analyzeLocally(input([
      ['What was the most useful part of this session?', 'The live demo of the deployment pipeline.'],
      ['How was the pace and length?', 'The pace was too fast in the second half and the slides were a wall of text.'],
      ['How could the presenter make the next session better?', 'Fewer words on the slides and more real-world examples.'],
      ['What was the most useful part of this session?', 'The Q&A at the end was really useful, you answered every question.'],
    ]));
    expect(result.insights.opportunities.map((o) => o.area)).toContain('Presentation pace and slides');
    expect(result.insights.strengths.map((s) => s.area)).toContain('Audience and questions');
    expect(result.criticalConcerns).toEqual([]);
  });

  it('reads a themeless sentence as continuing its neighbour', () => {
    const result = analyzeLocally(input([
      ['How clear is my communication?', 'The on-call handover is a mess. Nobody knows who owns the open tickets on Monday morning.'],
    ]));
    const planning = result.insights.opportunities.find((o) => o.area === 'Planning and priorities');
    expect(planning?.evidence).toEqual(expect.arrayContaining(['Nobody knows who owns the open tickets on Monday morning.']));
  });

  it('ignores blank answers and says there is nothing yet when none remain', () => {
    const result = analyzeLocally(input([[KEEP, '   '], [CHANGE, '']]));
    expect(result.summary.responseCount).toBe(0);
    expect(result.summary.keyThemes).toEqual([]);
    expect(result.actionSteps.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the same analysis in the service as in one synchronous pass', async () => {
    const many = input(Array.from({ length: 450 }, (_, i) => [CHANGE, `Stop interrupting people in meetings (${i}).`] as [string, string]));
    expect((await new LocalAnalyzer().analyze(many)).result).toEqual(analyzeLocally(many));
  });

  it('forgets a deleted answer, so its quotes are not kept in memory', () => {
    const first = answerInsight(KEEP, 'The weekly demos are great.');
    expect(answerInsight(KEEP, 'The weekly demos are great.')).toBe(first);
    forgetAnswer(KEEP, 'The weekly demos are great.');
    expect(answerInsight(KEEP, 'The weekly demos are great.')).not.toBe(first);
  });

  it('stops when the caller gives up', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(new LocalAnalyzer().analyze(mixedTeam, controller.signal)).rejects.toThrow();
  });
});
