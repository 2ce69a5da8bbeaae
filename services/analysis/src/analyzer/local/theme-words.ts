import nlp from 'compromise';

/**
 * Words that say what a unit is about. Function words and words of judgement ("great", "always",
 * "really") say nothing about the topic, so they neither name a theme nor make a unit topical.
 */
// NLTK's English stop words, with contractions spelled without apostrophes, and everyday fillers.
const FUNCTION = `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its
itself they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do
does did doing a an the and but if or because as until while of at by for with about against between into through during before after above
below to from up down in out on off over under again further then once here there when where why how all any both each few more most other
some such no nor not only own same so than too very s t can will just don should now d ll m o re ve y ain aren couldn didn doesn hadn hasn
haven isn ma mightn mustn needn shan shouldn wasn weren won wouldn
arent couldnt didnt doesnt hadnt hasnt havent isnt mightnt mustnt neednt shouldnt wasnt werent wouldnt aint
im ive id youre youve youd youll hes shes theyre theyve weve wed dont cant
wont thats theres whats lets would could might must shall also even ever every still yet though although however since whether either neither
always never sometimes often usually maybe perhaps quite pretty rather enough almost actually basically literally probably definitely certainly
really sure kind sort etc honestly mostly mainly finally exactly generally normally apparently seriously obviously
totally completely absolutely especially something anything everything nothing someone anyone everyone nobody anybody everybody lot lots bit thing things
stuff way ways time times day days week weeks month months year years today yesterday tomorrow tonight yes yeah nah ok okay tbh imo lol
people person guy guys lads mate mates bloke folk folks one two three four five first last next another get gets getting got gotten go goes
going went gone come comes coming came make makes making made take takes taking took taken give gives giving gave given put puts keep keeps
kept let like just back around away much many less least well also else`;
const JUDGEMENT = `good great nice fine well better best bad worse worst awful terrible poor excellent amazing awesome brilliant fantastic
wonderful lovely love loved loves hate hated like liked likes really super top class solid decent fab perfect superb outstanding incredible
helpful unhelpful useful useless pointless thanks thank cheers appreciate appreciated keep kept continue start stop doing done job work
working worked please could would should need needs want wants wish hope feel feels felt think thought know knew say said says tell told
happy unhappy glad sad sorry fun boring hard easy difficult issue issues problem problems thing things n/a na none nope`;

const STOP = new Set(`${FUNCTION} ${JUDGEMENT}`.split(/\s+/));
const WORD = /[\p{L}][\p{L}'’-]*/gu;

/** A word as written, lower case and without a possessive or apostrophes. */
const plain = (word: string): string =>
  word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');

/** A plain word with a plural's last s dropped. */
function singular(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  return w;
}

/** A word's plain form with a plural's last s dropped. */
const stem = (word: string): string => singular(plain(word));

/**
 * The topic words of a text, each with its stem. A capitalised word inside a sentence is a name
 * (of a person, a place, a firm): it says who or where, not what about, and never names a theme.
 */
function topicTerms(text: string): Array<{ stem: string; word: string }> {
  const out: Array<{ stem: string; word: string }> = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const at = m.index ?? 0;
    const startsSentence = at === 0 || /[.!?]\s*$/.test(text.slice(0, at));
    if (!startsSentence && /^\p{Lu}/u.test(word)) continue;
    const lower = word.toLowerCase().replace(/['’]/g, '');
    if (lower.length <= 2 || STOP.has(lower)) continue;
    const written = plain(word);
    const s = singular(written);
    if (!STOP.has(s)) out.push({ stem: s, word: written });
  }
  return out;
}

/** The topic words of a text, as stems. */
export const topicWords = (text: string): string[] => topicTerms(text).map((t) => t.stem);

/** The form a group says a stem in most often: "pitches", "chaos", never the stem "pitche" or "chao". */
function mostSaid(forms: Map<string, number> | undefined, stemmed: string): string {
  let best = stemmed;
  let most = 0;
  for (const [word, n] of forms ?? []) if (n > most || (n === most && word < best)) [best, most] = [word, n];
  return best;
}

/** Texts of a group the tagger reads at most: a word's part of speech shows in a few of its uses. */
const TAGGED_TEXTS = 40;

/** The stems of the words a text uses as nouns (pronouns aside), as compromise's tagger reads them. */
function nounsOf(text: string): Set<string> {
  const terms = nlp(text).terms().json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>;
  const nouns = terms.flatMap((t) => t.terms).filter((w) => w.tags.includes('Noun') && !w.tags.includes('Pronoun'));
  return new Set(nouns.map((w) => stem(w.text)));
}

/**
 * The words that set each group apart, as BERTopic's class-based TF-IDF weighs them: a word's
 * frequency in the group times log(1 + average words per group / the word's frequency over all
 * groups). Each group gets its `top` words, best first. As BERTopic's part-of-speech
 * representation does, a group is named by the nouns among them ("Trolley and section", not
 * "Alright" or "Run, served and smoothly"); a group that says no noun twice keeps its other words.
 * Words are weighed by stem and shown as the group says them most. `byNouns` says which it was.
 */
export function distinctiveWords(groups: string[][], top = 3): Array<{ words: string[]; byNouns: boolean }> {
  const forms = groups.map(() => new Map<string, Map<string, number>>());
  const counts = groups.map((texts, g) => {
    const c = new Map<string, number>();
    for (const t of texts)
      for (const { stem: w, word } of topicTerms(t)) {
        c.set(w, (c.get(w) ?? 0) + 1);
        const said = forms[g].get(w) ?? new Map<string, number>();
        forms[g].set(w, said.set(word, (said.get(word) ?? 0) + 1));
      }
    return c;
  });
  const total = new Map<string, number>();
  let words = 0;
  for (const c of counts)
    for (const [w, n] of c) {
      total.set(w, (total.get(w) ?? 0) + n);
      words += n;
    }
  const average = words / Math.max(1, groups.length);
  return counts.map((c, g) => {
    const size = [...c.values()].reduce((a, b) => a + b, 0) || 1;
    // A word said once in a big group names nothing.
    const said = [...c].filter(([, n]) => n > 1 || size < 8);
    const nouns = new Set(groups[g].slice(0, TAGGED_TEXTS).flatMap((t) => [...nounsOf(t)]));
    const byNouns = said.some(([w]) => nouns.has(w));
    const named = byNouns ? said.filter(([w]) => nouns.has(w)) : said;
    const words = named
      .map(([w, n]) => ({ w, score: (n / size) * Math.log(1 + average / (total.get(w) ?? 1)) }))
      .sort((a, b) => b.score - a.score || a.w.localeCompare(b.w))
      .slice(0, top)
      .map((x) => mostSaid(forms[g].get(x.w), x.w));
    return { words, byNouns };
  });
}
