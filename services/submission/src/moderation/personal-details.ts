import { findNumbers, findPhoneNumbersInText, type CountryCode, type NumberType, type PhoneNumber } from 'libphonenumber-js/max';
import ROLE_MAILBOXES from 'role-based-email-addresses';
import { withSpokenDigits } from './spoken-digits';

/**
 * Contact details and addresses that would identify or expose someone: phone numbers, email
 * addresses, house addresses, postcodes, ZIP codes given with a state, and number plates said to
 * be someone's car. Counts, dates, times, prices, versions, rooms and short order numbers are not,
 * and neither is the public line or address of a place (a shop, an office, a school's reception)
 * unless the sentence says it is someone's own, nor a service line (freephone, shared cost,
 * premium rate), nor a role mailbox (`support@`, `bookings@`).
 */
export function hasPersonalDetails(text: string): boolean {
  const email = [...text.matchAll(EMAILS)].some((m) => !ROLES.has(m[1].toLowerCase())) || SPELLED_EMAIL.test(text);
  return email || text.split(SENTENCE_END).some(exposesSomeone) || hasNumberPlate(text);
}

/** Mailboxes of a position or a team, not of a person (the `role-based-email-addresses` list). */
const ROLES = new Set<string>(ROLE_MAILBOXES);
/** Lines an organisation pays to be reached on, never a person's own. */
const SERVICE_LINES = new Set<NumberType>(['TOLL_FREE', 'SHARED_COST', 'PREMIUM_RATE', 'UAN']);
const personalLine = (found: { number: PhoneNumber }) => !SERVICE_LINES.has(found.number.getType());

function exposesSomeone(written: string): boolean {
  const sentence = withSpokenDigits(written);
  const found = [...phoneNumbers(sentence), ...addresses(sentence)];
  if (found.length === 0) return false;
  // Whose it is shows in the words around it: "the shop line, 0161 ...", not "head office" a
  // clause away from the respondent's own address.
  return PERSONAL.test(sentence) || found.some((span) => !PLACE.test(around(sentence, span)));
}

interface Span {
  startsAt: number;
  endsAt: number;
}

/** The span with up to six words before it and five after. */
function around(sentence: string, { startsAt, endsAt }: Span): string {
  const words = (text: string) => text.split(/\s+/).filter(Boolean);
  const before = words(sentence.slice(0, startsAt)).slice(-6).join(' ');
  const after = words(sentence.slice(endsAt)).slice(0, 5).join(' ');
  return `${before} ${sentence.slice(startsAt, endsAt)} ${after}`;
}

function phoneNumbers(sentence: string): Span[] {
  if (!SEVEN_DIGITS.test(sentence)) return [];
  // A valid number counts anywhere: the full metadata knows each country's ranges. A number only
  // shaped like one (a range kept for fiction, a local number without its area code) counts where
  // the sentence speaks of calling. Without a country code it is read as British, then American.
  for (const defaultCountry of COUNTRIES) {
    const valid = findPhoneNumbersInText(sentence, { defaultCountry });
    if (valid.length > 0) return valid.filter(personalLine);
  }
  if (!CALLING.test(sentence)) return [];
  for (const defaultCountry of COUNTRIES) {
    // `leniency` is an option the typings leave out.
    const options = { defaultCountry, v2: true as const, leniency: 'POSSIBLE' };
    const possible = findNumbers(sentence, options);
    if (possible.length > 0) return possible;
  }
  return [];
}

const COUNTRIES: CountryCode[] = ['GB', 'US'];

function addresses(sentence: string): Span[] {
  const patterns = [HOUSE_NUMBER_AND_STREET, PLAIN_STREET, UK_POSTCODE, ZIP_WITH_STATE];
  return patterns.flatMap((pattern) => {
    const match = pattern.exec(sentence);
    return match ? [{ startsAt: match.index, endsAt: match.index + match[0].length }] : [];
  });
}

const CALLING = /\b(?:phone|number|mobile|cell|landline|call|calls|ring|text|whatsapp|tel)\b/i;
// Whose the number or address is: a person's own, or a place's public one.
const PERSONAL = new RegExp(
  [
    String.raw`\b(?:his|her|my|their|your)\s+(?:own\s+|personal\s+|private\s+|home\s+)?` +
      String.raw`(?:number|mobile|cell|phone|landline|address|house|flat|home|postcode)\b`,
    String.raw`\b(?:personal|private|home)\s+(?:number|mobile|cell|phone|address)\b`,
    String.raw`\b(?:lives?|living|moved house)\b`,
  ].join('|'),
  'i',
);
const PLACE = new RegExp(
  String.raw`\b(?:office|shop|store|branch|reception|switchboard|helpline|hotline|main line|front desk|` +
    String.raw`box office|venue|school|club|clinic|surgery|ward|depot|warehouse|site|hq|headquarters|` +
    String.raw`customers|bookings?|enquiries|department|premises|council|library|help ?desk|` +
    // A line printed for anyone to read is a place's: "the one on your website", "their public line".
    String.raw`public (?:line|number|phone)|on (?:the|your|their|our|its) (?:website|web ?page|leaflet|noticeboard))\b`,
  'i',
);

function hasNumberPlate(text: string): boolean {
  return text.split(SENTENCE_END).some((sentence) => UK_PLATE.test(sentence) && VEHICLE.test(sentence));
}

// Fewer than seven digits is never a phone number; most answers skip the parser here.
const SEVEN_DIGITS = /(?:\d[^\p{L}\d]{0,3}){6}\d/u;
const EMAILS = /([\p{L}\p{N}._%+-]+)@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// "jo (at) example (dot) com", "jo at example dot com".
const SPELLED_EMAIL = /[\p{L}\p{N}._%+-]+\s*(?:[([]at[)\]]|\sat\s)\s*[\p{L}\p{N}-]+(?:\s*(?:[([]dot[)\]]|\sdot\s)\s*[\p{L}\p{N}-]+)+/iu;

// Street words are matched as typed: "Road", "road" or "ROAD".
const streetWords = (words: string) => {
  const spellings = words.split('|').flatMap((w) => [w, w[0].toUpperCase() + w.slice(1), w.toUpperCase()]);
  return `(?:${spellings.join('|')})\\b\\.?`;
};
// Street words that are also everyday words ("a hard drive", "long court cases") count only after
// capitalised names, as in "12 Long Court"; the unambiguous ones after names in any case.
const STREET = [
  'street|st|road|rd|avenue|ave|lane|ln|close|drive|dr|way|court|ct|crescent|cres|place|pl|terrace|tce',
  'grove|gardens|gdns|square|sq|mews|parade|boulevard|blvd|walk|row|rise|hill|view',
].join('|');
const PLAIN_STREET_WORDS = 'street|road|avenue|lane|crescent|terrace|grove|gardens|mews|boulevard';
const HOUSE_NUMBER = '(?<![\\p{L}\\p{N}.,:/-])\\d{1,4}[a-zA-Z]?,?\\s+';
const CAPITALISED_NAMES = "(?:\\p{Lu}[\\p{L}'-]*\\s+){1,3}";
const NAMES = "(?:\\p{L}[\\p{L}'-]*\\s+){1,3}";
const HOUSE_NUMBER_AND_STREET = new RegExp(`${HOUSE_NUMBER}${CAPITALISED_NAMES}${streetWords(STREET)}`, 'u');
const PLAIN_STREET = new RegExp(`${HOUSE_NUMBER}${NAMES}(?:${PLAIN_STREET_WORDS})\\b`, 'iu');
// Royal Mail's postcode format; "N1 2nd floor" is an ordinal, not a postcode.
const UK_POSTCODE =
  /\b[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y])\s?\d(?!(?:st|nd|rd|th)\b)[ABD-HJLNP-UW-Z]{2}\b/i;
const ZIP_WITH_STATE =
  /\b(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY]),?\s+\d{5}(?:-\d{4})?\b/;
// Current plates ("AB12 CDE"), and the older prefix ("A123 BCD") and suffix ("ABC 123D") ones.
const UK_PLATE = /\b(?:[A-Z]{2}\d{2}\s?[A-Z]{3}|[A-Z]\d{1,3}\s?[A-Z]{3}|[A-Z]{3}\s?\d{1,3}[A-Z])\b/i;
const VEHICLE = /\b(?:car|cars|van|vehicle|reg|registration|plates?|motorbike|motorcycle|drives|parks|parked)\b/i;
// A stop ends a sentence only before a space or the end: "07911.123456" and "212.555.0199" stay whole.
const SENTENCE_END = /[.!?]+(?=\s|$)|\n+/;
