import { answerConcerns } from '../answer-concerns';
import { analyzeLocally } from '../local-analyzer';
import { judgesAnswersTo, semanticConcernsIn } from './semantic-concerns';

const kinds = (sentence: string) => semanticConcernsIn(sentence).map((h) => h.kind);

// Sentences written for these specs, in wording neither the rules nor the training corpus hold.
describe('semanticConcernsIn', () => {
  it.each([
    ['substance', 'He is pretty unsteady when he gets back from the pub at lunchtime and then drives the delivery van.'],
    ['substance', 'She smokes weed in her car at break and comes back spaced out.'],
    ['conduct', 'He keeps putting his arm round the young waitresses and telling them they look lovely.'],
    ['conduct', 'He messages the trainee on Instagram late at night asking for photos.'],
    ['intimidation', 'Since I queried the rota with head office I have been given every Sunday.'],
    ['intimidation', 'He shouts at whoever is nearest and the juniors are scared of him.'],
    ['safety', 'The brakes on the delivery bike have gone and I was told to use it anyway.'],
    ['safety', 'The forklift has no working horn and drives through the pedestrian area.'],
    ['wellbeing', 'I am exhausted all the time and I have started having panic in the mornings.'],
    ['wellbeing', 'The stress has got so bad that my doctor wants me to take time off.'],
    ['ethics', 'He asked me to record the faulty units as sold so the figures look better.'],
    ['discrimination', 'He keeps saying the women in the warehouse cannot lift properly and gives the men all the overtime.'],
    ['discrimination', 'She said she would rather not take on anyone with young children.'],
    ['attrition', 'Three of the best engineers are interviewing elsewhere right now.'],
  ])('reads a %s concern by meaning: "%s"', (kind, sentence) => expect(kinds(sentence)).toContain(kind));

  it.each([
    ['substance', 'The wine pairing evening for the new menu was the best part of the launch.'],
    ['conduct', 'He has never once made me feel uncomfortable.'],
    ['intimidation', 'When I questioned the rota you explained it and changed my Sundays.'],
    ['discrimination', 'The new starters from abroad were welcomed really warmly.'],
    ['safety', 'You always make sure the guards are on before anyone touches the saw.'],
    ['safety', 'We rehearsed what to do if a guest collapses in the restaurant.'],
    ['wellbeing', 'I feel rested and the workload is fair.'],
    ['ethics', 'The quarterly numbers went to finance on time again.'],
    ['attrition', 'I am staying; this is the best team I have worked in.'],
    ['anything', 'You make sure everyone gets a fair go at the overtime.'],
  ])('raises nothing for innocent words near %s: "%s"', (_kind, sentence) => expect(kinds(sentence)).toEqual([]));

  // The layer scores this 0.86, under the 0.92 leaving needs since round 10 joined the calibration;
  // the analyzer still finds it, by its rules.
  it.each([
    ['People considering leaving', 'I have had two interviews at another company and I think I will accept their offer.'],
  ])('finds, through the rules, what the layer scores below its threshold: %s in "%s"', (title, sentence) => {
    expect(answerConcerns('Is there anything else you would like me to know?', [sentence]).map((c) => c.rule.title)).toContain(title);
  });

  it.each(['Not really.', 'Delegate the stock count.'])('does not judge a sentence that says too little to read: "%s"', (sentence) => expect(kinds(sentence)).toEqual([]));
  it('judges a short sentence once it has four content words', () => expect(kinds('He falsified the delivery records twice.')).toContain('ethics'));
});

describe('judgesAnswersTo', () => {
  it('leaves answers about a session or course to the rules, and judges answers about a person', () => {
    expect(judgesAnswersTo('What was unclear or could have been left out?')).toBe(false);
    expect(judgesAnswersTo('How could the presenter make the next session better?')).toBe(false);
    expect(judgesAnswersTo('Is there anything else you would like me to know?')).toBe(true);
  });
});

describe('the meaning layer in the analysis', () => {
  const answer = (response: string, questionText = 'Is there anything else you would like me to know?') => ({ responseId: 'r1', submissionId: 's1', questionText, response });

  it('shows a concern only it found at Medium, quoting the sentence verbatim and saying how it was found', () => {
    const text = 'Good planner. Since I queried the rota with head office I have been given every Sunday.';
    const [concern] = analyzeLocally({ answers: [answer(text)] }).criticalConcerns;
    expect(concern.concernTitle).toBe('Intimidation and hostility');
    expect(concern.severityLevel).toBe('Medium');
    expect(concern.evidence).toEqual(['Since I queried the rota with head office I have been given every Sunday.']);
    expect(text).toContain(concern.evidence[0]);
    expect(concern.explanation).toMatch(/meaning/);
  });

  it('keeps the rule severity when a rule also finds the kind', () => {
    const result = analyzeLocally({ answers: [answer('He yelled at Marta in front of the whole team.'), answer('He shouts at whoever is nearest and the juniors are scared of him.')] });
    const concern = result.criticalConcerns.find((c) => c.concernTitle === 'Intimidation and hostility');
    expect(concern?.severityLevel).toBe('High');
    expect(concern?.evidence[0]).toBe('He yelled at Marta in front of the whole team.');
  });

  it('holds the rules\' innocent settings: drinks at a send-off are not drinking at work', () => {
    expect(analyzeLocally({ answers: [answer('The leaving drinks for Sam were a lovely send-off.')] }).criticalConcerns).toEqual([]);
  });

  it('raises nothing from the content of a course', () => {
    const result = analyzeLocally({ answers: [answer('The brakes on the delivery bike have gone and I was told to use it anyway.', 'What was the most useful part of this session?')] });
    expect(result.criticalConcerns).toEqual([]);
  });
});
