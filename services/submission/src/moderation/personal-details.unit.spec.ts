import { LocalModerator } from './local-moderator';
import { hasPersonalDetails } from './personal-details';
import { REFUSAL_MESSAGES } from './refusal-messages';

const moderator = new LocalModerator();
const personalDetails = { allowed: false, kind: 'personal_details', index: 0, message: REFUSAL_MESSAGES.personal_details };

describe('LocalModerator personal details layer', () => {
  it('refuses an address and phone number posted about a person, without repeating them', async () => {
    const verdict = await moderator.check(['Great sprint.', 'Sarah from accounts lives at 14 Acacia Avenue, her mobile is 07911 123456']);
    expect(verdict).toEqual({ ...personalDetails, index: 1 });
    expect(JSON.stringify(verdict)).not.toMatch(/Acacia|07911/);
  });

  it.each([
    'ring him on 07911 123456',
    'his number is +447911123456',
    'the landline is 0117 496 0123',
    'call her on 020 7946 0958',
    'his cell is +1 202 555 0143',
    'her French number is +33 6 12 34 56 78',
    'reach me at jo.bloggs@example.com',
    'email the manager at support@example.com or at dave.jones@example.com, he reads that one',
    'email jo (at) example (dot) com',
    'he lives at 27 Station Road',
    'she moved to 5 acacia avenue last year',
    'Flat 3, 12a Long Court',
    'his postcode is SW1A 1AA',
    'she lives in Springfield, IL 62704',
    'his car is AB12 CDE and he parks across two bays',
    'the reg of her van is a123 bcd',
    'his private number is 07700 900873, ring him at 3am',
    'text him on 555-0178, his personal cell',
    'call him on (415) 555-0132',
    'text her on 07911.123456, she never answers',
    'the office manager gave me her own number, 07911 123456',
    'his number is on the website now, 07911 123456',
    'his mobile is seven nine one one, one two three four five six',
    'her number is oh seven nine double one, treble four, five six seven',
    "I'm at 40 Mill Lane, Thornby and would like someone from the branch to visit me",
  ])('refuses: %s', async (text) => {
    await expect(moderator.check([text])).resolves.toEqual(personalDetails);
  });

  it.each([
    'call the office on extension 4021',
    'room 12 on level 3',
    'we finished 3-1',
    'the 2024 rota',
    '3 of 10 meetings started late',
    'on 12/03/2024 at 10:30 the server went down',
    'it cost £1,200.50',
    'version 1.2.3 broke the build',
    'order 123456 never arrived',
    'the Tesco on High Street is closer',
    'we had 2 long court cases and a hard drive failure',
    'we moved to the N1 2nd floor office',
    'AB12 CDE is the code on the form',
    "my manager's email reply took 3 days",
    'customers keep ringing the shop line, 0161 496 0321, about opening hours',
    'put the club office number (020 7946 0112) on the fixtures sheet',
    'reception has moved to 12 Station Road but the signs still point to Chapel Street',
    'ticket 4455 6677 was closed without a reply',
    '12 Station Road is where our new office is, parking is awful',
    'we sold nine hundred and fifty one tickets, two three four more than last year',
    'the freephone line 0800 028 0300 rings out every time',
    'the booking line is 0345 123 4567 and it costs a fortune to hold',
    'print the support@brightway.co.uk address on the receipts',
    'I emailed bookings@riverside-hall.org twice and heard nothing',
    'the number on the leaflet is wrong, the right one on your website is 0161 496 0999',
    'their public line 0113 496 0111 actually gets answered',
  ])('lets through: %s', async (text) => {
    await expect(moderator.check([text])).resolves.toEqual({ allowed: true });
  });

  it.each(["Dave's number is 07911 123456, it's public knowledge", "I'll put Dave's number on posters all over town: 07911 123456"])(
    'the rule layer alone finds a number made public about a person: %s',
    (text) => {
      expect(hasPersonalDetails(text)).toBe(true);
    },
  );

  it('asks first to remove the address a threat quotes, and refuses the threat once it is gone', async () => {
    await expect(moderator.check(['I know where you live, 14 Acacia Avenue. Sleep well.'])).resolves.toMatchObject({
      kind: 'personal_details',
    });
    await expect(moderator.check(['I will come to your house and hurt you.'])).resolves.toMatchObject({ kind: 'threat' });
  });
});
