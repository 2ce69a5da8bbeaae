import { titles } from '../testing/concern-titles';
import { buildConcerns, concernRulesIn } from './concerns';


describe('concernRulesIn', () => {
  it.each([
    'He came back from lunch smelling of alcohol twice last month.',
    'She has shown up hungover to the Monday stand-up more than once.',
    'Several of us think he is drinking during work, there is a flask in his desk.',
    'He seemed high during the client call and was slurring his words.',
    'I am worried about a possible drinking problem.',
    'You drink wine from the service bar through the whole evening shift.',
    'He has a beer at his desk before client calls.',
  ])('flags substance use: "%s"', (s) => expect(titles(s).some((t) => /substance/i.test(t))).toBe(true));

  it.each([
    'He makes comments about my body in front of clients.',
    'She made an inappropriate joke about a new hire at the offsite.',
    'There were unwanted advances at the team dinner.',
    'He keeps hitting on interns and it is making people uncomfortable.',
    'He calls me sweetheart in meetings and it is demeaning.',
    'Some of his messages to juniors are sexual in nature.',
  ])('flags inappropriate conduct: "%s"', (s) => expect(titles(s).some((t) => /inappropriate/i.test(t))).toBe(true));

  it.each([
    'He yelled at Marta in front of the whole team.',
    'She threatened to ruin my career if I went to HR.',
    'People are afraid to speak up in planning because of the reaction.',
    'I do not feel safe disagreeing with him.',
    'He slammed the laptop shut and stormed out when we raised the risk.',
    'It feels like walking on eggshells every day.',
    'When I mentioned the staffing you said I could always find another job.',
    'When I said I was too tired to drive safely you told me to toughen up or find another job.',
    'The last person who questioned a deadline was taken off the big account.',
    'You get cold and sarcastic, and people stop bringing you bad news.',
  ])('flags intimidation: "%s"', (s) => expect(titles(s)).toContain('Intimidation and hostility'));

  it.each([
    'He only listens to the men in the room; the women get talked over.',
    'She was passed over because she is pregnant, everyone knows it.',
    'He makes jokes about my accent in stand-up.',
    'Some of the comments about religion were plainly racist.',
    'Men in the studio get the campaigns, women get the social posts.',
  ])('flags discrimination: "%s"', (s) => expect(titles(s)).toContain('Possible discrimination'));

  it.each([
    'We skip the safety checks on the forklift to hit targets.',
    'Someone is going to get hurt on the loading dock.',
    'The fire exits are blocked by pallets most days.',
    'You pressure drivers to skip their rest breaks to make the late drops. That is how crashes happen.',
    'We are giving medication late because of it. It is not safe for patients.',
    'We had two near misses with the reach truck this week.',
    'There was another near miss on the slicer yesterday and nobody wrote it up.',
  ])('flags safety: "%s"', (s) => expect(titles(s)).toContain('Physical safety risk'));

  it.each([
    'I am completely burned out and working most weekends.',
    'I cannot keep this up, I have been losing sleep for weeks.',
    'The team is exhausted after three back-to-back launches.',
  ])('flags burnout: "%s"', (s) => expect(titles(s)).toContain('Burnout and wellbeing risk'));

  it.each([
    'We were asked to backdate the contracts before the audit.',
    'He told us to fudge the numbers in the quarterly report.',
    'She lied to the client about the delivery date to close the deal.',
    'The account team billed the client for hours nobody worked on the rebrand.',
  ])('flags ethics: "%s"', (s) => expect(titles(s)).toContain('Possible ethics or integrity breach'));

  it.each([
    'You snap at the junior nurses and then act like nothing happened.',
    'He belittles people in code review.',
    'She talks down to the support team.',
    'You told a junior designer her work looked like it was made by a child, in front of the client.',
  ])('flags belittling as a Medium concern: "%s"', (s) => {
    const rules = concernRulesIn(s);
    expect(rules.map((r) => r.title)).toContain('Hostile or belittling behaviour');
    expect(rules.every((r) => r.severity !== 'High')).toBe(true);
  });

  it.each([
    'I do not feel safe to speak up about the roadmap.',
  ])('treats fear of speaking up as intimidation, not physical safety: "%s"', (s) => {
    expect(titles(s)).toEqual(['Intimidation and hostility']);
  });

  it.each([
    'The drinks at the offsite were fun.',
    'You absolutely killed it at the board demo.',
    'This job is a pressure cooker some weeks but you make it bearable.',
    'I could find another way to phrase the update.',
    'We billed the client for the hours we worked.',
    'The drinks after the shift on Friday were a nice way to end the week.',
    'There is always coffee during the shift, which helps.',
    'Team drinks at the office party were fun.',
    'Suck it up and ship it, the demo is tomorrow.',
    'We rushed the release and the app crashed.',
    'The deadline pressure led to a crash of the staging server and a fatal error in billing.',
    'Skipping code review is dangerous, we found bugs by accident.',
    'Women and men get the same projects here.',
    'We killed it on the launch!',
    'Shoot me an email if you need anything.',
    'Thanks for the shout-out in the all-hands.',
    'He has never yelled at anyone, even under pressure.',
    'I have never felt afraid to speak up with her.',
    'She takes safety seriously and the safety checks are followed.',
    'The launch party had a great open bar.',
    'That demo was a killer feature.',
    'Nobody is afraid to disagree in our retros.',
    'Great energy in the session, the jokes landed well.',
    'Report every near miss in the log, even the small ones.',
    'People had stories about burns and near misses in their own kitchens, which made it real.',
    'We talked about near misses from other sites and what they taught us.',
    'The case studies of near misses were the most useful part.',
    'The deadlines this quarter are ridiculous.',
  ])('raises nothing for the innocent "%s"', (s) => expect(titles(s)).toEqual([]));
});

describe('buildConcerns', () => {
  it('groups quotes per concern, puts High first and escalates burnout raised by many', () => {
    const hit = (s: string, answerIndex: number) => concernRulesIn(s).map((rule) => ({ rule, sentence: s, answerIndex }));
    const found = buildConcerns([
      ...hit('I am burned out.', 0), ...hit('Everyone is exhausted.', 1), ...hit('I am burned out.', 2),
      ...hit('He yelled at me.', 3),
    ]);
    expect(found.map((f) => [f.concern.concernTitle, f.concern.severityLevel])).toEqual([
      ['Intimidation and hostility', 'High'],
      ['Burnout and wellbeing risk', 'Medium'],
    ]);
    expect(found[1].concern.evidence).toEqual(['I am burned out.', 'Everyone is exhausted.']);
    const many = buildConcerns([0, 1, 2, 3].flatMap((i) => hit(`I am burned out (${i}).`, i)));
    expect(many[0].concern.severityLevel).toBe('High');
  });
});
