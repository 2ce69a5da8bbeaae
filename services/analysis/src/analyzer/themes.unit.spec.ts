import { extractThemes } from './themes';

describe('extractThemes', () => {
  it.each([
    ['She never really listens and talks over people in reviews.', 'Listening'],
    ['Interrupts constantly when others are speaking.', 'Listening'],
    ['Explains the why behind each decision very clearly.', 'Communication'],
    ['Our stand-ups drag on for 45 minutes.', 'Meetings'],
    ['Deadlines slip every sprint and nobody says anything.', 'Time and deadlines'],
    ['He micromanages every pull request.', 'Delegation and ownership'],
    ['Gives credit to the team in public.', 'Recognition'],
    ['Keeps changing his mind on decisions after we start.', 'Decision making'],
    ['Priorities shift every week.', 'Planning and priorities'],
    ['My workload has doubled and I work most weekends.', 'Workload'],
    ['Deep technical expertise in distributed systems.', 'Technical skill'],
    ['The slides were a wall of text and the pace was too fast.', 'Presentation pace and slides'],
    ['Handled the Q&A really well.', 'Audience and questions'],
    ['He was rude and condescending to the new hire.', 'Respect and conduct'],
    ['Her feedback on my drafts is specific and kind.', 'Feedback'],
    ['We work in silos and rarely collaborate with other teams.', 'Collaboration'],
    ['Always approachable and a great mentor to juniors.', 'Support and mentoring'],
  ])('finds the topic in "%s"', (text, label) => {
    expect(extractThemes(text)).toContain(label);
  });

  it('returns several topics when an answer mentions several', () => {
    expect(extractThemes('Meetings start late and the agenda is never shared by email.')).toEqual(
      expect.arrayContaining(['Meetings', 'Time and deadlines', 'Communication']),
    );
  });

  it('finds nothing in small talk or empty answers', () => {
    expect(extractThemes('The drinks at the offsite were fun.')).toEqual([]);
    expect(extractThemes('')).toEqual([]);
  });

  it('does not read everyday senses of presentation, communication and health words as those themes', () => {
    expect(extractThemes('He can clear a jammed sorter quicker than the engineers.')).not.toContain('Communication');
    expect(extractThemes('The lads get put on the double-deck unloads every night.')).not.toContain('Presentation pace and slides');
    expect(extractThemes('He put him back on the pitch for the second half.')).not.toContain('Presentation pace and slides');
    expect(extractThemes('I was sick of the old paper system.')).not.toContain('Wellbeing');
    expect(extractThemes('Her sales pitch was sharp and the slides were clear.')).toEqual(expect.arrayContaining(['Presentation pace and slides', 'Communication']));
    expect(extractThemes('I have stopped sleeping properly.')).toContain('Wellbeing');
  });
});
