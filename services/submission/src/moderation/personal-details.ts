import { findPhoneNumbersInText } from 'libphonenumber-js/max';

/**
 * Contact details and addresses that would identify or expose someone: phone numbers, email
 * addresses, house addresses, postcodes, ZIP codes given with a state, and number plates said to
 * be someone's car. Counts, dates, times, prices, versions, rooms and short order numbers are not.
 */
export function hasPersonalDetails(text: string): boolean {
  const email = EMAIL.test(text) || SPELLED_EMAIL.test(text);
  return email || hasPhoneNumber(text) || hasAddress(text) || hasNumberPlate(text);
}

function hasPhoneNumber(text: string): boolean {
  // Only a valid number counts: the full metadata knows each country's number ranges. A number
  // without a country code is read as British; "+1 ..." or "+33 ..." as American or French.
  return SEVEN_DIGITS.test(text) && findPhoneNumbersInText(text, { defaultCountry: 'GB' }).length > 0;
}

function hasAddress(text: string): boolean {
  const street = HOUSE_NUMBER_AND_STREET.test(text) || PLAIN_STREET.test(text);
  return street || UK_POSTCODE.test(text) || ZIP_WITH_STATE.test(text);
}

function hasNumberPlate(text: string): boolean {
  return text.split(SENTENCE_END).some((sentence) => UK_PLATE.test(sentence) && VEHICLE.test(sentence));
}

// Fewer than seven digits is never a phone number; most answers skip the parser here.
const SEVEN_DIGITS = /(?:\d[^\p{L}\d]{0,3}){6}\d/u;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
// "jo (at) example (dot) com", "jo at example dot com".
const SPELLED_EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:[([]at[)\]]|\sat\s)\s*[\p{L}\p{N}-]+(?:\s*(?:[([]dot[)\]]|\sdot\s)\s*[\p{L}\p{N}-]+)+/iu;

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
const SENTENCE_END = /[.!?\n]+/;
