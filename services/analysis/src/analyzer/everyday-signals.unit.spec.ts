import { titles } from '../testing/concern-titles';


const ETHICS = 'Possible ethics or integrity breach';
const DISCRIMINATION = 'Possible discrimination';
const INTIMIDATION = 'Intimidation and hostility';
const LEAVING = 'People considering leaving';
const SUBSTANCE = 'Possible substance use at work';
const SAFETY = 'Physical safety risk';
const CONDUCT = 'Inappropriate comments or conduct';
const STRAIN = 'Burnout and wellbeing risk';

/** Each sentence raises the concern titled `title`. */
const reads = (what: string, title: string, sentences: string[]) =>
  it.each(sentences)(`${what}: "%s"`, (s) => expect(titles(s)).toContain(title));
/** No sentence raises the concern titled `title`. */
const clears = (what: string, title: string, sentences: string[]) =>
  it.each(sentences)(`${what}: "%s"`, (s) => expect(titles(s)).not.toContain(title));
/** Rows of [sentence, title it raises]. */
const readsEach = (rows: Array<[string, string]>) => it.each(rows)('reads "%s" as %s', (s, title) => expect(titles(s)).toContain(title));
/** Rows of [sentence, title it must not raise]. */
const clearsEach = (rows: Array<[string, string]>) => it.each(rows)('leaves "%s" alone (%s)', (s, title) => expect(titles(s)).not.toContain(title));

// Sentences written for these specs, in wordings unlike the labelled links.
describe('everyday families of concern', () => {
  reads('reads misleading outsiders, trimmed data and diverted money as an ethics concern', ETHICS, [
    'We are trained to assure tenants the boiler will be fixed this week, which we all know is a lie.',
    'Sales were told to promise buyers a fixed delivery date. That is simply not true.',
    'We dropped the three bad runs before the paper was submitted.',
    'He took the worst readings out so the trend looked cleaner for the client.',
    'The complaints were deleted before the report went to the regulator.',
    'The lottery money was meant for the minibus, and it is now paying for his car lease.',
    'The returns to the council still show forty places that closed in March.',
    'Our bursary funding was ring-fenced for students from care. This year it went towards the refurbishment.',
    'The call-outs he bills are nearly twice what he actually does.',
    'The mileage the reps claim is roughly double.',
  ]);

  clears('raises no ethics concern for honest talk of customers, data and funding', ETHICS, [
    'We are trained to tell customers about the new tariffs before they ask.',
    'We dropped the three bad runs and repeated them with fresh reagent.',
    'Leave out the intro slides before the deck goes to the board.',
    'The grant was for the community garden and it is thriving.',
    'That is not true of everyone, but the rota feels fair to me.',
    'The report to the board shows exactly where we are behind.',
    'The overtime we logged was double last year because of the floods.',
  ]);

  reads('reads a faith practice or a needed adjustment held against someone as discrimination', DISCRIMINATION, [
    'During Ramadan he complains about Yusuf leaving early to break his fast.',
    'She was written up for wearing her hijab on the shop floor.',
    'I asked for a standing desk for my back and was told to stop making a fuss.',
    'When she mentioned her hearing aids he said maybe teaching was not for her.',
    'The staff over sixty were the first to be let go when the contract ended.',
    'Polish drivers are always the ones blamed when a pallet goes missing.',
  ]);

  clears('raises no discrimination for faith and adjustments handled well', DISCRIMINATION, [
    'He swapped my shifts so I could go to the mosque on Fridays.',
    'I asked for an ergonomic chair for my back and it arrived within a week.',
    'The church hall booking was refused because of a wedding.',
    'This role is not for me long term, but I have learned a lot.',
    'The parents on the team were the first to be offered flexible hours.',
  ]);

  reads('reads threats that hang on speaking up, and fear seen from outside, as intimidation', INTIMIDATION, [
    'He said I would never drive the long routes again if I went to the union.',
    'If anyone complains to head office they can forget about their bonus.',
    'Juniors come out of her one-to-ones in tears.',
    'She keeps reminding me that my contract renewal is down to her.',
  ]);

  clears('raises no intimidation for reassurance and ordinary dependencies', INTIMIDATION, [
    'He promised we would never be blamed if we reported a mistake.',
    'If anyone raises a safety issue you will never get in trouble for it.',
    'I came out of the review shaking with relief, it went so well.',
    'She told me my funding depends on the grant committee, and helped me apply.',
  ]);

  reads('reads a job hunt as people considering leaving', LEAVING, [
    'Two of the senior engineers have applied to rival consultancies.',
    'Half the ward is interviewing elsewhere.',
    'People are printing their CVs on the office photocopier.',
    'I have been dusting off my LinkedIn profile.',
    'I am weighing up an offer from a competitor.',
  ]);

  clears('raises no leaving concern for internal moves and suppliers', LEAVING, [
    'You helped me polish my CV for the internal promotion.',
    'I applied for the team leader post and got it.',
    'We had offers from three suppliers and picked the cheapest.',
    'She applied to the innovation fund for the new scanner.',
  ]);

  reads('reads drinking before duty as substance use', SUBSTANCE, [
    'He was still buying rounds at the hotel bar until two and was driving the coach by eight.',
    'Every Thursday the whole crew goes for a "lunch" that lasts three hours.',
    'She was drinking wine in her room past midnight. She was flying the seven o’clock rotation.',
    'Their lunches at the pub most days end with them back on the tills at three.',
  ]);

  clears('raises no substance concern for drinks off duty', SUBSTANCE, [
    'We had drinks at the bar until midnight after the awards and took the next day off.',
    'At one point we were all ordering coffee at the bar and the briefing started at eight.',
    'Lunch at the pub for her birthday was a lovely touch.',
  ]);

  reads('reads skipped checks, broken protection and lone hazardous work as a safety risk', SAFETY, [
    'You told us to skip the harness checks on the last job of the day.',
    'The scaffold tower has not been inspected since February.',
    'The carbon monoxide alarm in the boiler room has not sounded in tests for months.',
    'Apprentices are left on their own at weekends with the bandsaw and the lathe.',
    'Just give the driver the all-clear without checking the load, he said.',
  ]);

  clears('raises no safety risk for skipped agenda items and ordinary breakdowns', SAFETY, [
    'We skipped the warm-up game and went straight to the demo.',
    'The lift has not worked since Monday so we take the stairs.',
    'I work on my own at night on the quarterly reports.',
    'Give the team the green light on the redesign.',
  ]);

  reads('reads unwanted closeness as inappropriate conduct', CONDUCT, [
    'At the Christmas meal he kept his hand on my thigh under the table.',
    'He drapes his arm across the back of her chair in every one-to-one.',
    'He leans right up against the trainees when he checks their screens.',
    'We make sure the new girls are never left alone with him.',
    'He always notices when I wear a dress.',
    'He gropes the new waitresses.',
    'He comments on it every time the receptionist wears her hair down.',
  ]);

  clears('raises no conduct concern for first aid, furniture and process', CONDUCT, [
    'In the first-aid refresher we practised putting a hand on the casualty’s chest.',
    'He put his hand on the table and said we had done well.',
    'The fridge is right up against the radiator.',
    'I am never alone with the accounts, there is always a second signatory.',
    'She notices when we wear the wrong uniform and reminds us kindly.',
    'She was groping for the light switch in the stockroom.',
  ]);

  reads('reads coping in hiding, tears and the body’s signs as strain', STRAIN, [
    'I hide in the stairwell to calm myself down before the afternoon huddle.',
    'Most days I cry on the bus home.',
    'My eczema has flared up again since the restructure.',
    'I sleep with my phone under the pillow and most nights I am replying to him at midnight.',
  ]);

  clears('raises no strain for hidden keys, happy tears and haircuts', STRAIN, [
    'We hid the spare keys in the supply cupboard.',
    'The film made us cry with laughter.',
    'My hair is coming out nicely after the cut.',
    'Don’t cry wolf about the deadline, it is fine.',
  ]);

  reads('reads people kept from the work or handed the worst of it by a trait as discrimination', DISCRIMINATION, [
    'Staff with a strong accent are kept off the front counter.',
    'The drivers who are Romanian get the longest routes every single week.',
    'Colleagues in wheelchairs are hidden away in the back office when clients visit.',
  ]);

  clears('raises no discrimination for rotas set by skill or season', DISCRIMINATION, [
    'Staff with a first-aid certificate are kept off the night rota so they can cover days.',
    'The drivers get the longest routes in winter because the roads are quieter.',
  ]);

  reads('reads records filled in after the fact, passed failures, invented documents and missing cash as ethics', ETHICS, [
    'The fridge temperature logs get filled in for the whole week on a Sunday.',
    'We sign the hoist checklists in advance so they look done.',
    'Cracked castings still get passed on the quality sheet when we are behind.',
    'The supplier quotes were made up so his brother-in-law would win.',
    'The tip jar never adds up when he has done the count.',
  ]);

  clears('raises no ethics concern for records kept properly and ordinary failures', ETHICS, [
    'We fill in the fridge logs at every check, and you look at them weekly.',
    'The quote was made up of labour and parts, all itemised.',
    'The failed print job was passed to IT to fix.',
    'The till balances every night.',
  ]);

  reads('reads violence at things, a chilling example and power held over people as intimidation', INTIMIDATION, [
    'He kicked the printer across the room when the proofs were late.',
    'Nobody will question the rota after what happened to Marcus.',
    'Shifts are his to hand out, and he reminds us of it whenever someone pushes back.',
  ]);

  clears('raises no intimidation for outages, idioms and fair rotas', INTIMIDATION, [
    'After what happened to the server, nobody will deploy on a Friday again.',
    'He kicked off the meeting with the results.',
    'The rota is his to decide, and he always asks us first.',
  ]);

  reads('reads leaving for pay, posts taken elsewhere and notices written as people leaving', LEAVING, [
    'Good porters leave for the private hospital because it pays two pounds more an hour.',
    'Our deputy has taken a job with the council and starts in May.',
    'Her resignation letter is already written.',
    'If the rota stays like this I am handing in my notice.',
    'At this rate the whole night team will have gone by spring.',
  ]);

  clears('raises no leaving concern for errands, tasks and closing up', LEAVING, [
    'I leave for the depot early because the pay run starts at six.',
    'He has taken a job off my list and done it himself.',
    'Wait until the whole team has gone home before you lock up.',
    'The notice on the board is already written up.',
    'I am handing in my timesheet on Friday.',
  ]);

  it('reads a panic attack someone was helped through as praise, not a crisis', () => {
    expect(titles('You talked a customer through a panic attack and everyone calmed down.')).not.toContain('Wellbeing crisis');
    expect(titles('I had a panic attack in the stockroom last week.')).toContain('Wellbeing crisis');
  });
});

// Round 11's misses, told again in other words: kit known to be faulty and kept in use, a
// two-person job done by one, back on after a knock to the head, records for work never done, notice handed in.
describe('what everyone can see coming', () => {
  reads('reads a danger left standing as a safety concern', SAFETY, [
    'The tail-lift on van 3 has been in the fault log for six weeks and still nobody has looked at it.',
    'Bus 14 has a dodgy steering column and she told us to drive it anyway.',
    'The scaffold tower has a cracked brace, and we\'ll fix it next week, apparently.',
    'We are meant to do two-person lifts for the bariatric residents but on nights it is always one of us, single-handed.',
    'I had to use the hoist by myself twice last week because we were short.',
    'Mia took a kick to the head in the first half and he sent her straight back on.',
    'After he banged his head on the scrum machine the coach made him carry on training.',
    'Someone is going to get crushed between those cages one of these days.',
    'It is only a matter of time before somebody gets hurt on that loading bay.',
  ]);

  clears('leaves alone what is fixed, taught or harmless', SAFETY, [
    'The tail-lift was in the fault log on Monday and was fixed by Tuesday.',
    'We practised two-person lifts on the course and were taught never to do one alone.',
    'The trainer explained what to do after a knock to the head and why you never put a player back on.',
    'If you stand under a suspended load, someone is going to get crushed, he told us at induction.',
    'Someone is going to get promoted this year and I hope it is Sam.',
    'He fixed the dodgy printer himself.',
  ]);

  reads('reads records written for work never done as an ethics concern', ETHICS, [
    'She signs the fridge temperature sheets for days that nobody checked anything.',
    'He completes the cleaning logs for shifts that never happened.',
    'The obs charts get filled in for rounds that didn\'t take place.',
  ]);

  it('leaves records filled in for work done alone', () => {
    expect(titles('I fill in the cleaning log at the end of every shift, as we are meant to.')).not.toContain(ETHICS);
  });

  reads('reads notice handed in and job hunts as people leaving', LEAVING, [
    'Two of the drivers have handed their notice in since Easter.',
    'Jo handed in her resignation last week and told me it was him.',
    'Honestly, I have started looking too.',
  ]);

  it('does not read looking at something as a job hunt', () => {
    expect(titles('I have started looking at the rota app more closely and it helps.')).not.toContain(LEAVING);
  });
});

// Round 12's misses, told again in other words.
describe('a register that never tallies, sheets redone, bumps, unwanted touch, a crew that has gone', () => {
  readsEach([
    ['The drugs book never matches the cupboard and it gets "adjusted" so the figures balance.', ETHICS],
    ['Before the inspection he had us rewrite the cleaning logs so nothing looks late.', ETHICS],
    ['He was doing bumps in the stock room before the late show.', SUBSTANCE],
    ['He gave Sam a neck rub at the bar even though she clearly did not want it.', CONDUCT],
    ['Five of the most experienced nurses on the ward have left in the past six months.', LEAVING],
    ['The coach went out all week with the brake warning light on.', SAFETY],
    ['The ladder has a cracked rung and I have written it in the book three times.', SAFETY],
    ['My hands shake by the end of the week and I am living on energy drinks.', STRAIN],
  ]);

  clearsEach([
    ['The satnav never matches the roadworks and the figures are corrected every spring.', ETHICS],
    ['We hit a few bumps in the road on the tour, but he kept us on track.', SUBSTANCE],
    ['The physio showed us how to massage a calf the client did not want touched.', CONDUCT],
    ['Two of the interns have left for their final year at university, as planned.', LEAVING],
    ['He checked why the oil light was on before it went out on the route.', SAFETY],
  ]);

  it('does not raise a crisis for the self-harm section of a mental health first aid course', () => {
    expect(titles('The overdose and self-harm section, especially what to do while you wait for the paramedics.')).not.toContain('Wellbeing crisis');
    expect(titles('Stop telling people to calm down in the middle of a panic attack.')).not.toContain('Wellbeing crisis');
    expect(titles('I had a panic attack in the van on the way to the venue.')).toContain('Wellbeing crisis');
  });
});

// Round 13's misses, told again in other words.
describe('alarms silenced, asleep at the wheel, a hand on the small of a back, talks with the firm across town', () => {
  readsEach([
    ['The smoke detector in the dryer room keeps going off, so they unplugged it.', SAFETY],
    ['Somebody covered the gas sensor with a glove because the beeping annoyed him.', SAFETY],
    ['One of us is going to go in there alone and not come back out.', SAFETY],
    ['I nodded off at the wheel on the way home after the double.', STRAIN],
    ['Honestly I do not think I can keep this up much longer.', STRAIN],
    ['He keeps putting his hand on the small of my back at the till.', CONDUCT],
    ['Two of the fitters have been talking to the garage down the road.', LEAVING],
    ['I am not the only one looking, put it that way.', LEAVING],
  ]);

  clearsEach([
    ['The engineer switched off the alarm while he tested it, then switched it back on.', SAFETY],
    ['We covered the fire alarm drill in the second week of training.', SAFETY],
    ['I nearly fell asleep in the budget meeting, it went on for ages.', STRAIN],
    ['I have been talking to the team across the floor about sharing the kit.', LEAVING],
  ]);
});
