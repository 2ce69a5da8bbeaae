/** Title markers that tell the dashboard a pill is a sample; each sample carries exactly one. */
export const SAMPLE_TITLE_MARKERS = ['[Sample]', '(Sample)', 'Sample Pill:'] as const;

export type SampleSubmission = {
  respondentName?: string;
  answers: Array<{ questionId: string; response: string }>;
  /** How long before seeding the answer arrived, so the timelines show a spread of days. */
  daysAgo: number;
};

export type SamplePill = {
  title: string;
  subtitle?: string;
  questionIds: string[];
  submissions: SampleSubmission[];
};

/** Three sample pills a new owner finds on the dashboard, with answers to explore. */
export const SAMPLE_PILLS: ReadonlyArray<SamplePill> = [
  {
    title: '[Sample] Team feedback for Q3',
    subtitle: 'This form is for giving me open and honest feedback on how I led the team this quarter.',
    questionIds: ['default-general-1', 'default-general-2', 'default-leadership-1', 'default-habits-2', 'default-style-1'],
    submissions: [
      {
        daysAgo: 0,
        answers: [
          {
            questionId: 'default-general-1',
            response:
              'Keep running the Monday planning the way you do now. It is short and everyone leaves knowing what matters this week.',
          },
          {
            questionId: 'default-general-2',
            response:
              'Stop raising your voice in meetings when things go wrong. ' +
              'Last Thursday you shouted at Sam in front of the whole team and nobody spoke for the rest of the call.',
          },
          {
            questionId: 'default-leadership-1',
            response: 'Honestly, not really. After the shouting I keep my concerns to myself, and I know at least two others do the same.',
          },
          {
            questionId: 'default-habits-2',
            response: 'You get heated fast. When someone disagrees you talk over them until they give up.',
          },
        ],
      },
      {
        respondentName: 'Priya',
        daysAgo: 1,
        answers: [
          { questionId: 'default-general-1', response: 'You always make time for 1:1s, even in crunch weeks. That matters a lot to me.' },
          {
            questionId: 'default-general-2',
            response: 'Start writing decisions down after meetings. We often leave with three different versions of what was agreed.',
          },
          {
            questionId: 'default-style-1',
            response: 'Your Slack messages are clear, but the long emails lose me. A short summary at the top would help.',
          },
        ],
      },
      {
        daysAgo: 1,
        answers: [
          { questionId: 'default-general-1', response: 'Shielding us from the constant priority changes coming from above.' },
          {
            questionId: 'default-leadership-1',
            response: 'Mostly yes in 1:1s. In group meetings less so, because the mood can turn quickly if you are stressed.',
          },
          {
            questionId: 'default-habits-2',
            response:
              'One to one you listen well. In meetings you can be dismissive, and you have yelled at people a couple of times this quarter.',
          },
          { questionId: 'default-style-1', response: 'Clear about the what, much less clear about the why.' },
        ],
      },
      {
        daysAgo: 2,
        answers: [
          { questionId: 'default-general-1', response: 'Celebrating small wins. The shout-outs in the team channel feel genuine.' },
          {
            questionId: 'default-general-2',
            response: 'Stop checking your phone during demos. It feels like you do not care about the work we show.',
          },
          {
            questionId: 'default-style-1',
            response: 'Mostly clear. Sometimes you assume we know the context from leadership meetings we were not in.',
          },
        ],
      },
      {
        respondentName: 'Marco',
        daysAgo: 3,
        answers: [
          {
            questionId: 'default-general-2',
            response: 'Start delegating the release coordination. You are the bottleneck on every launch and it burns you out.',
          },
          { questionId: 'default-leadership-1', response: 'Yes. You took my pushback on the estimate seriously and changed the plan.' },
          { questionId: 'default-habits-2', response: 'Fair and calm with me, though I have seen you snap at others when deadlines slip.' },
        ],
      },
      {
        daysAgo: 4,
        answers: [
          { questionId: 'default-general-1', response: 'Keep pairing with the juniors on hard bugs. It is the fastest way we learn.' },
          {
            questionId: 'default-general-2',
            response:
              'Please stop shouting when you are frustrated. It makes the whole room anxious and people stop sharing bad news early.',
          },
          {
            questionId: 'default-leadership-1',
            response: 'Not in retros. People are careful about what they say because of how you reacted in July.',
          },
        ],
      },
      {
        daysAgo: 5,
        answers: [
          { questionId: 'default-general-1', response: 'The way you explain the business context behind each project.' },
          {
            questionId: 'default-style-1',
            response: 'Very clear in writing. In person you speak quickly and skip steps, so I sometimes nod along without following.',
          },
        ],
      },
    ],
  },
  {
    title: '(Sample) Workshop: Intro to Product Discovery',
    subtitle: 'Tell us what worked and what did not, so the next workshop is better.',
    questionIds: ['default-session-1', 'default-session-2', 'default-session-3', 'default-session-4', 'default-session-5'],
    submissions: [
      {
        daysAgo: 0,
        answers: [
          {
            questionId: 'default-session-1',
            response: 'The customer interview role-play. Hearing how leading questions change the answers was eye-opening.',
          },
          {
            questionId: 'default-session-2',
            response: 'The part about opportunity solution trees went too fast. I could not follow how the branches were chosen.',
          },
          { questionId: 'default-session-3', response: 'A bit long. Three hours with one break is hard after lunch.' },
          { questionId: 'default-session-4', response: 'Run five customer interviews before we write the next spec.' },
        ],
      },
      {
        respondentName: 'Lena',
        daysAgo: 1,
        answers: [
          { questionId: 'default-session-1', response: 'The real examples from our own product. Much better than textbook cases.' },
          { questionId: 'default-session-3', response: 'Pace was good in the first half, rushed at the end.' },
          { questionId: 'default-session-5', response: 'Share the slides before the session and leave more time for questions.' },
        ],
      },
      {
        daysAgo: 2,
        answers: [
          { questionId: 'default-session-2', response: 'The history of lean startup could be cut. Most of us knew it already.' },
          {
            questionId: 'default-session-4',
            response: 'Honestly not much. The ideas were good but I do not see how they fit our quarterly planning.',
          },
          { questionId: 'default-session-5', response: 'Show how discovery fits into our roadmap process, otherwise it stays theory.' },
        ],
      },
      {
        daysAgo: 3,
        answers: [
          { questionId: 'default-session-1', response: 'Assumption mapping. We used it the next day on the onboarding project.' },
          { questionId: 'default-session-2', response: 'Nothing unclear, but the room was too warm and the audio at the back was poor.' },
          { questionId: 'default-session-3', response: 'Just right.' },
          { questionId: 'default-session-4', response: 'Write down our riskiest assumption before each sprint.' },
        ],
      },
      {
        respondentName: 'Tom',
        daysAgo: 4,
        answers: [
          { questionId: 'default-session-1', response: 'The group exercise. Working with people from sales gave me a different view.' },
          { questionId: 'default-session-5', response: 'The slides had too much text. Fewer words, more pictures.' },
        ],
      },
      {
        daysAgo: 5,
        answers: [
          { questionId: 'default-session-2', response: 'The difference between discovery and delivery tracks was never really explained.' },
          { questionId: 'default-session-3', response: 'Too slow in the first hour, too fast in the last.' },
          {
            questionId: 'default-session-5',
            response: 'Fewer topics, more depth. And a short follow-up session a month later would help us put it into practice.',
          },
        ],
      },
    ],
  },
  {
    title: 'Sample Pill: 360 review',
    subtitle: 'Part of my yearly review. Please be candid: what you write here helps me grow.',
    questionIds: ['default-general-1', 'default-general-2', 'default-awareness-1', 'default-impact-1', 'default-leadership-3'],
    submissions: [
      {
        daysAgo: 0,
        answers: [
          {
            questionId: 'default-general-1',
            response: 'Your calm in incidents. When production is down you make everyone feel it will be fine.',
          },
          {
            questionId: 'default-awareness-1',
            response: 'You come across as unapproachable when you have headphones on, even though you are happy to help once asked.',
          },
          { questionId: 'default-impact-1', response: 'Turning vague requests from sales into clear, small pieces of work.' },
        ],
      },
      {
        respondentName: 'Aisha',
        daysAgo: 1,
        answers: [
          {
            questionId: 'default-general-2',
            response: 'Start saying no more often. You take on every request and then the important work slips.',
          },
          {
            questionId: 'default-leadership-3',
            response:
              'You gave me the migration project, which stretched me. I would like more regular feedback on how I am doing, not only at review time.',
          },
        ],
      },
      {
        daysAgo: 2,
        answers: [
          { questionId: 'default-general-1', response: 'Thorough code reviews. I learn something from almost every one.' },
          {
            questionId: 'default-general-2',
            response: 'Stop rewriting other people’s code after review without telling them. It feels like our work is not trusted.',
          },
          {
            questionId: 'default-awareness-1',
            response: 'That your comments in reviews sometimes read as sarcastic, even if you do not mean them that way.',
          },
        ],
      },
      {
        daysAgo: 3,
        answers: [
          { questionId: 'default-impact-1', response: 'Architecture decisions. The event pipeline you designed saved us months.' },
          { questionId: 'default-leadership-3', response: 'Not much so far. We have not talked about my goals since I joined.' },
        ],
      },
      {
        daysAgo: 5,
        answers: [
          { questionId: 'default-general-1', response: 'Sharing what you learn at conferences with the whole team.' },
          {
            questionId: 'default-general-2',
            response: 'Start inviting quieter people into design discussions. The same three voices decide everything.',
          },
          {
            questionId: 'default-awareness-1',
            response: 'You think you are open to other ideas, but in practice the first proposal is usually yours and it usually wins.',
          },
        ],
      },
    ],
  },
];
