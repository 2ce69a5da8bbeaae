import { concernRulesIn, pairedConcerns } from './concerns';

/** Titles of the concerns one sentence raises. */
const titles = (s: string) => concernRulesIn(s).map((r) => r.title);

describe('concerns told indirectly', () => {
  it.each([
    'Two of us questioned the new targets in March and both were moved to the night rota within a month.',
    'When Lena pushed back on the launch date you froze her out of the planning group.',
    'Ever since I complained about the overtime, I have been left off the client meetings.',
    'Sam reported the broken scaffold and was let go before the end of the project.',
    'After I raised the billing mistake I was moved to another team with no reason given.',
    'Nobody dares question the forecast any more.',
  ])('reads a consequence after speaking up as intimidation: "%s"', (s) => expect(titles(s)).toContain('Intimidation and hostility'));

  it.each([
    'We moved the training session to next month.',
    'She raised a great point and the deadline was moved to next quarter.',
    'I mentioned I wanted more design work and I was given the onboarding project, which I love.',
    'He questioned the design and we changed it together.',
  ])('raises no intimidation when nobody loses anything for speaking: "%s"', (s) => expect(titles(s)).not.toContain('Intimidation and hostility'));

  it.each([
    'He wants us to pull sales from January into this quarter so the board sees growth.',
    'We were asked to log the invoices even though the work had not been delivered.',
    'Keep the write-off out of the report so the auditors do not notice.',
    'We close cases as resolved before the customer has confirmed anything.',
    'Just make the numbers work, she said, and nobody asked how.',
    'We told the inspectors it was fixed.',
  ])('reads pressure to misreport as an ethics concern: "%s"', (s) => expect(titles(s)).toContain('Possible ethics or integrity breach'));

  it.each([
    'We shifted the revenue dashboard to the new reporting tool.',
    'We moved the sales meeting to next month because of the holidays.',
    'Please book the room for the quarterly review.',
    'We marked the epic as done once QA signed it off.',
    'We showed the auditors the new process and they were impressed.',
  ])('raises no ethics concern for everyday numbers talk: "%s"', (s) => expect(titles(s)).not.toContain('Possible ethics or integrity breach'));

  it.each([
    'The women on the team always get the note-taking and the coffee orders.',
    'Since she came back from maternity leave she has been passed over for every lead role.',
    'He makes jokes about the older staff not understanding the software.',
    'Her accent gets mimicked in the weekly call.',
    'Muslim colleagues are never invited to the client dinners.',
  ])('reads exclusion or ridicule by group as discrimination: "%s"', (s) => expect(titles(s)).toContain('Possible discrimination'));

  it.each([
    'The parents on the team always get first pick of the school holidays, which is fair.',
    'We are moving off the older version of the app.',
    'The women’s football team always gets a great turnout.',
    'After my parental leave I came back to a promotion.',
  ])('raises no discrimination for innocent mentions of a group: "%s"', (s) => expect(titles(s)).not.toContain('Possible discrimination'));

  it.each([
    'The interlock on the mixer has been taped over for weeks so the line runs faster.',
    'They bypassed the light curtain on the press to save time.',
    'The temperature checks are signed off without anyone taking a reading.',
    'Fix the railing on the mezzanine before somebody falls.',
    'The emergency exits at the back are always blocked with cages.',
  ])('reads protections removed or checks faked as a safety risk: "%s"', (s) => expect(titles(s)).toContain('Physical safety risk'));

  it.each([
    'The security guard on the door has been off sick this week.',
    'The checks are signed off by the shift lead every morning.',
    'We disabled the old alerts in the dashboard because they were noisy.',
  ])('raises no safety risk for everyday guards and checks: "%s"', (s) => expect(titles(s)).not.toContain('Physical safety risk'));

  it.each([
    'Fridays he takes a liquid lunch and the afternoon is a write-off.',
    'You can smell drink on him in the morning meetings.',
    'She comes back from the pub at lunch unsteady on her feet.',
    'He chews mints to cover it but everyone knows.',
  ])('reads everyday signs of drinking as substance use: "%s"', (s) => expect(titles(s).some((t) => /substance/i.test(t))).toBe(true));

  it.each([
    'The team lunch at the pub was a nice change.',
    'I can smell the coffee from my desk.',
    'We came back from lunch louder and happier after the win.',
  ])('raises no substance concern for lunch and smells: "%s"', (s) => expect(titles(s).some((t) => /substance/i.test(t))).toBe(false));

  it.each([
    'He rests his hand on my knee under the table in meetings.',
    'She messages the interns at midnight about their dating life.',
    'He always comments on my figure when I wear a dress.',
    'He calls the new analyst gorgeous in front of everyone.',
    'He stands way too close at the coffee machine.',
  ])('reads touching, remarks on looks and personal messages as inappropriate: "%s"', (s) => expect(titles(s)).toContain('Inappropriate comments or conduct'));

  it.each([
    'She messages us at midnight about the release, which I wish she would not.',
    'He put his hand on the whiteboard and drew the architecture.',
    'She comments on my pull requests within the hour.',
  ])('raises no inappropriate-conduct concern for ordinary messages and comments: "%s"', (s) => expect(titles(s)).not.toContain('Inappropriate comments or conduct'));

  it.each([
    'She comments on our bodies.',
    'He comments on my body in front of the customers.',
    'He keeps commenting on her weight.',
    'She made a comment about my figure at the Christmas lunch.',
    'He remarked on my legs when I wore a skirt.',
    'There are constant remarks about looks and weight on the shop floor.',
    "He makes jokes about the girls' bodies.",
    'She passes comments on what we wear every single day.',
    'He always has something to say about my clothes.',
    'He comments on how I look in my jeans.',
    'He commented on what I was wearing and I felt uncomfortable.',
    'He keeps commenting on how the new analysts dress.',
    "He jokes about Priya's chest.",
    'Remarks about our appearance happen almost daily.',
    'The manager goes on about our bums.',
    'He stares at my chest when he talks to me.',
    'He looks the new girls up and down when they start.',
    'They rate the new starters out of ten on the group chat.',
    'He asked me if I had put on weight over the holidays.',
    'He told me to smile more.',
    'He called Maria a stupid bitch in the standup last week, everyone heard it.',
    'He calls me fat in front of the team.',
    'She comments on our bodies, it’s humiliating.',
  ])('reads remarks on someone’s body, looks or clothes as inappropriate: "%s"', (s) => {
    const conduct = concernRulesIn(s).find((r) => r.kind === 'conduct');
    expect(conduct?.title).toMatch(/inappropriate/i);
    expect(conduct?.severity).toBe('High');
  });

  it.each([
    'She commented on our body language in the presentation.',
    'He comments on our drafts within a day.',
    'The body of the report was too long.',
    'She made helpful comments about the body of the email.',
    'He comments on how the dashboard looks.',
    'He made jokes about the way the slides look.',
    'He commented on how it looks on mobile.',
    'She gave great comments on what users look for in a dashboard.',
    'The comments on our weight limits for the van were useful.',
    'His comments about the weight of evidence were spot on.',
    'He always comments on our figures at the Monday review.',
    'He looked at our figures and signed off the budget.',
    'Everyone commented on how good the new office looks.',
    'She remarked on how calm the team was.',
    'She commented on our appearance before the inspection, since the uniform standard is strict.',
    'She comments on what we wear to client meetings because of the dress code.',
    'The chef comments on our hair if it is not tied back.',
    'The trainer commented on our hand position on the dummy’s chest.',
    'The instructor commented on our body position during the throws.',
    'We talked about our weight loss goals in the wellbeing session.',
    'The training covered body language and tone.',
    'He called the new logo ugly.',
    'Nobody comments on your looks here, which is refreshing.',
    'He never comments on our bodies or our clothes.',
  ])('raises no inappropriate-conduct concern for drafts, documents, things and denials: "%s"', (s) => expect(titles(s)).not.toContain('Inappropriate comments or conduct'));

  it.each([
    'Most Sundays I feel sick thinking about the week.',
    'I have not taken a day off since March.',
    'My heart is fine but the job is ruining my sleep and taking a toll on my family.',
    'Some mornings I cannot face going in.',
    'I dread opening my inbox after a weekend.',
    'I was in tears after the review.',
  ])('reads everyday signs of strain as a wellbeing risk: "%s"', (s) => expect(titles(s)).toContain('Burnout and wellbeing risk'));

  it.each([
    'The talk had me in tears of laughter.',
    'I have never dreaded a Monday on this team.',
    'I took a day off last week and nobody chased me.',
  ])('raises no wellbeing risk for innocent uses: "%s"', (s) => expect(titles(s)).not.toContain('Burnout and wellbeing risk'));

  it('never raises a High concern from indirect signals when the sentence denies them', () => {
    expect(concernRulesIn('Nobody who raised concerns was ever let go.').filter((r) => r.severity === 'High')).toEqual([]);
  });

  it.each([
    ['Intimidation and hostility', 'Joe told him the launch plan was unsafe and he has not been invited to a design review since.'],
    ['Intimidation and hostility', 'She will remember who did not back her at bonus time.'],
    ['Possible ethics or integrity breach', 'We were told to adjust the temperatures in the fridge logs before the inspection.'],
    ['Possible ethics or integrity breach', 'He rewrote the timeline so it looked like the fix was delivered in March.'],
    ['Possible discrimination', 'The Filipino nurses never get the day rota.'],
    ['Possible discrimination', 'He tells the cleaners to speak English or go back to their own country.'],
    ['Physical safety risk', 'We keep the conveyor running while we clean the rollers.'],
    ['Physical safety risk', 'The ladder is cracked and people are still using it.'],
    ['Possible substance use at work', 'His office reeks of whisky by four.'],
    ['Inappropriate comments or conduct', 'He asked the new graduate if she was single during her induction.'],
    ['Inappropriate comments or conduct', 'He keeps commenting on how the new analysts dress.'],
    ['Burnout and wellbeing risk', 'My GP signed me off for a month in the spring.'],
    ['Burnout and wellbeing risk', 'I started taking sleeping pills after the reorganisation.'],
  ])('widens the vocabulary for %s: "%s"', (title, s) => expect(titles(s)).toContain(title));

  it.each([
    ['Intimidation and hostility', 'I asked why we changed vendors and got a clear answer.'],
    ['Possible ethics or integrity breach', 'Please change the dates in the calendar, the venue moved.'],
    ['Physical safety risk', 'Leave the coffee machine on when you go, the next shift wants it.'],
    ['Possible substance use at work', 'The kitchen smells of fresh bread every morning.'],
    ['Inappropriate comments or conduct', 'She asked me whether I had a plan for the quarter.'],
    ['Burnout and wellbeing risk', 'The release was signed off on Friday.'],
  ])('keeps the wider vocabulary off innocent sentences for %s: "%s"', (title, s) => expect(titles(s)).not.toContain(title));

  it('reads a consequence in the sentence after someone spoke up', () => {
    const sentences = ['Priya questioned the bonus criteria at the all-hands.', 'Since then she has been left off the leadership offsite.'];
    expect(pairedConcerns(sentences).map((p) => p.rule.title)).toContain('Intimidation and hostility');
    expect(pairedConcerns(['Priya presented the bonus criteria at the all-hands.', 'Since then she has been left off the leadership offsite.']).map((p) => p.rule.title)).not.toContain('Intimidation and hostility');
  });
});
