/**
 * Scores an analyzer against our labelled links: recall of themes, concerns, strengths and
 * opportunities, false High alarms and the share of quotes found verbatim in an answer.
 * `npm run eval:analysis` uses the built-in analyzer; with OPENAI_API_KEY set and `-- --openai`
 * it scores the OpenAI path (OPENAI_BASE_URL and OPENAI_MODEL apply).
 */
import type { AnalysisResult } from '@pill/proto/analytics';
import type { AnalysisInput } from '../src/analyzer/analyzer.port';
import { createAnalyzer } from '../src/analyzer/create-analyzer';
import { extractThemes } from '../src/analyzer/themes';
import type { ConcernKind, EvalLink } from './eval-link';
import { agencyDirector } from './links/agency-director';
import { clinicLead } from './links/clinic-lead';
import { conferenceTalk } from './links/conference-talk';
import { designLead } from './links/design-lead';
import { engineeringManager } from './links/engineering-manager';
import { headChef } from './links/head-chef';
import { cocktailMasterclass } from './links/held-out-cocktail-masterclass';
import { accountDirector } from './links/held-out-account-director';
import { financeManager } from './links/held-out-finance-manager';
import { fireWardenTraining } from './links/held-out-fire-drill-review';
import { firstAidCourse } from './links/held-out-first-aid-course';
import { hotelManager } from './links/held-out-hotel-manager';
import { cabinPurser } from './links/held-out-r10-cabin-purser';
import { callCentreTeamLeader } from './links/held-out-r10-call-centre-lead';
import { charityDirector } from './links/held-out-r10-charity-director';
import { labPrincipalInvestigator } from './links/held-out-r10-lab-pi';
import { selfDefenceClass } from './links/held-out-r10-self-defence-class';
import { careHomeShiftLeader } from './links/held-out-r11-care-home-shift-leader';
import { depotNightShiftLead } from './links/held-out-r11-depot-night-shift-lead';
import { foodHygieneCourse } from './links/held-out-r11-food-hygiene-course';
import { footballAcademyCoach } from './links/held-out-r11-football-academy-coach';
import { restaurantAreaManager } from './links/held-out-r11-restaurant-area-manager';
import { heldOutR12BusDepot } from './links/held-out-r12-bus-depot';
import { heldOutR12MentalHealthFirstAid } from './links/held-out-r12-mental-health-first-aid';
import { heldOutR12Newsroom } from './links/held-out-r12-newsroom';
import { heldOutR12TouringTheatre } from './links/held-out-r12-touring-theatre';
import { heldOutR12VetPractice } from './links/held-out-r12-vet-practice';
import { heldOutR13Brewery } from './links/held-out-r13-brewery';
import { heldOutR13CouncilHousing } from './links/held-out-r13-council-housing';
import { heldOutR13DentalSurgery } from './links/held-out-r13-dental-surgery';
import { heldOutR13ForensicsForWriters } from './links/held-out-r13-forensics-for-writers';
import { heldOutR13ScaffoldingFirm } from './links/held-out-r13-scaffolding-firm';
import { heldOutR14AmbulanceControl } from './links/held-out-r14-ambulance-control-room';
import { heldOutR14Pharmacy } from './links/held-out-r14-community-pharmacy';
import { heldOutR14CrimeWritingWorkshop } from './links/held-out-r14-crime-writing-workshop';
import { heldOutR14LawFirm } from './links/held-out-r14-law-firm-litigation';
import { heldOutR14TreeSurgery } from './links/held-out-r14-tree-surgery-crew';
import { plantSupervisor } from './links/held-out-plant-supervisor';
import { salesDirector } from './links/held-out-sales-director';
import { schoolPrincipal } from './links/held-out-school-principal';
import { siteManager } from './links/held-out-site-manager';
import { supportLead } from './links/held-out-support-lead';
import { wardManager } from './links/held-out-ward-manager';
import { lecture } from './links/lecture';
import { logisticsLead } from './links/logistics-lead';
import { opsManager } from './links/ops-manager';
import { productDirector } from './links/product-director';
import { retailManager } from './links/retail-manager';
import { salesLead } from './links/sales-lead';
import { startupCto } from './links/startup-cto';
import { supportTeam } from './links/support-team';
import { warehouseSupervisor } from './links/warehouse-supervisor';
import { webinar } from './links/webinar';
import { workshop } from './links/workshop';

export const LINKS: EvalLink[] = [
  engineeringManager, conferenceTalk, salesLead, productDirector, supportTeam, warehouseSupervisor, designLead, opsManager, clinicLead,
  workshop, startupCto, retailManager, agencyDirector, webinar, logisticsLead, headChef, lecture,
];
/** Round 6: written after tuning; its answers were read while the indirect-concern signals were written (see README). */
export const HELD_OUT: EvalLink[] = [schoolPrincipal, financeManager];
/** Round 7: scored before the indirect-concern rules (first contact in the README), then tuned on. */
export const ROUND_7: EvalLink[] = [plantSupervisor, salesDirector, wardManager, supportLead, cocktailMasterclass];
/** Round 8: written after the first signals, scored once (README), then tuned on. */
export const ROUND_8: EvalLink[] = [siteManager, accountDirector, firstAidCourse];
/** Round 9: written after the first signals, scored once (README), then tuned on. */
export const ROUND_9: EvalLink[] = [hotelManager, fireWardenTraining];
/** Round 10: written without reading the analyzer, scored at first contact (32%, README), then read and tuned on: development material now. */
export const ROUND_10: EvalLink[] = [labPrincipalInvestigator, callCentreTeamLeader, charityDirector, cabinPurser, selfDefenceClass];
/** Round 11: written blind to the analyzer, scored once at first contact (README), then its false High fixed: development material now. */
export const ROUND_11: EvalLink[] = [careHomeShiftLeader, depotNightShiftLead, restaurantAreaManager, footballAcademyCoach, foodHygieneCourse];
/** Written blind (its author read neither the analyzer nor any other link); scored once, then tuned on. */
export const ROUND_12: EvalLink[] = [heldOutR12VetPractice, heldOutR12BusDepot, heldOutR12Newsroom, heldOutR12TouringTheatre, heldOutR12MentalHealthFirstAid];
/** Written blind like round 12; scored once, then tuned on. */
export const ROUND_13: EvalLink[] = [heldOutR13ScaffoldingFirm, heldOutR13DentalSurgery, heldOutR13CouncilHousing, heldOutR13Brewery, heldOutR13ForensicsForWriters];
/** Written blind like rounds 12 and 13; scored once, not tuned on. */
export const ROUND_14: EvalLink[] = [heldOutR14TreeSurgery, heldOutR14Pharmacy, heldOutR14AmbulanceControl, heldOutR14LawFirm, heldOutR14CrimeWritingWorkshop];
/** The sets the shipped meaning layer was trained and calibrated on (see src/analyzer/semantic). */
export const MEANING_SETS: Array<[string, EvalLink[]]> = [
  ['development', LINKS], ['round 6', HELD_OUT], ['round 7', ROUND_7], ['round 8', ROUND_8], ['round 9', ROUND_9], ['round 10', ROUND_10],
];

const KIND: Record<ConcernKind, RegExp> = {
  substance: /substance|alcohol|drink|drug/i,
  conduct: /inappropriate|harass|sexual/i,
  intimidation: /intimidat|hostil|threat|fear|bull|shout|yell/i,
  discrimination: /discriminat|bias|unequal|unfair treatment/i,
  safety: /safety|unsafe|injur/i,
  wellbeing: /burnout|burn-out|wellbeing|well-being|stress|exhaust|overwork/i,
  ethics: /ethic|integrity|fraud|falsif|dishonest/i,
  attrition: /leaving|attrition|retention|turnover|quit/i,
};

/** A label is found when an item names it, or its name falls under it in our taxonomy. */
const names = (found: string, label: string) => found.toLowerCase() === label.toLowerCase() || extractThemes(found).includes(label);
const kindsOf = (title: string) => (Object.keys(KIND) as ConcernKind[]).filter((k) => KIND[k].test(title));

export interface Score { hit: number; of: number }
export interface LinkScore {
  title: string; themes: Score; concerns: Score; strengths: Score; opportunities: Score;
  falseHigh: string[]; falseMedium: string[]; grounded: Score; flipped: string[]; missed: string[];
}

export function scoreLink(link: EvalLink, result: AnalysisResult): LinkScore {
  const missed: string[] = [];
  const recall = (expected: string[], found: string[], what: string): Score => {
    const hits = expected.filter((label) => found.some((f) => names(f, label)));
    for (const e of expected) if (!hits.includes(e)) missed.push(`${what}:${e}`);
    return { hit: hits.length, of: expected.length };
  };
  const concernKinds = result.criticalConcerns.flatMap((c) => kindsOf(c.concernTitle));
  const concernHits = link.expected.concerns.filter((k) => concernKinds.includes(k));
  for (const k of link.expected.concerns) if (!concernHits.includes(k)) missed.push(`concern:${k}`);
  const falseHigh = result.criticalConcerns
    .filter((c) => c.severityLevel === 'High' && !kindsOf(c.concernTitle).some((k) => link.expected.concerns.includes(k)))
    .map((c) => c.concernTitle);
  // Below High: shown to the owner but not as an alarm (e.g. what only the meaning layer found).
  const falseMedium = result.criticalConcerns
    .filter((c) => c.severityLevel !== 'High' && !kindsOf(c.concernTitle).some((k) => link.expected.concerns.includes(k)))
    .map((c) => c.concernTitle);
  const texts = link.answers.map(([, answer]) => answer);
  const quotes = [
    ...result.summary.keyThemes.flatMap((t) => t.examples), ...result.criticalConcerns.flatMap((c) => c.evidence),
    ...result.insights.strengths.flatMap((s) => s.evidence), ...result.insights.opportunities.flatMap((o) => o.evidence),
  ];
  const strengthAreas = result.insights.strengths.map((s) => s.area);
  // An opportunity only (not also a strength) that the analysis shows as a strength: tone misread.
  const flipped = link.expected.opportunities.filter((o) => !link.expected.strengths.includes(o) && strengthAreas.some((a) => names(a, o)));
  return {
    title: link.title,
    themes: recall(link.expected.themes, result.summary.keyThemes.map((t) => t.theme), 'theme'),
    concerns: { hit: concernHits.length, of: link.expected.concerns.length },
    strengths: recall(link.expected.strengths, strengthAreas, 'strength'),
    opportunities: recall(link.expected.opportunities, result.insights.opportunities.map((o) => o.area), 'opportunity'),
    falseHigh,
    falseMedium,
    grounded: { hit: quotes.filter((q) => texts.some((t) => t.includes(q))).length, of: quotes.length },
    flipped,
    missed,
  };
}

export const toInput = (link: EvalLink): AnalysisInput => ({
  linkTitle: link.title,
  answers: link.answers.map(([questionText, response, submission], i) => ({ responseId: `r${i}`, submissionId: submission, questionText, response })),
});

const pct = (s: Score) => (s.of === 0 ? 'n/a' : `${((100 * s.hit) / s.of).toFixed(0)}% (${s.hit}/${s.of})`);
const sum = (scores: Score[]): Score => scores.reduce((a, s) => ({ hit: a.hit + s.hit, of: a.of + s.of }), { hit: 0, of: 0 });

type Out = (line?: string) => void;

async function report(label: string, links: EvalLink[], analyzer: ReturnType<typeof createAnalyzer>, out: Out): Promise<void> {
  if (links.length === 0) return;
  const scores: LinkScore[] = [];
  out(`== ${label}`);
  for (const link of links) {
    const started = process.hrtime.bigint();
    const { result, analyzer: used, message } = await analyzer.analyze(toInput(link));
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const s = scoreLink(link, result);
    scores.push(s);
    out(`${link.title} [${used}${message ? `: ${message}` : ''}, ${link.answers.length} answers, ${ms.toFixed(0)} ms]`);
    out(`  themes ${pct(s.themes)}  concerns ${pct(s.concerns)}  strengths ${pct(s.strengths)}  opportunities ${pct(s.opportunities)}  grounded ${pct(s.grounded)}`);
    if (s.falseHigh.length) out(`  FALSE HIGH: ${s.falseHigh.join('; ')}`);
    if (s.falseMedium.length) out(`  not found by the reader (below High): ${s.falseMedium.join('; ')}`);
    if (s.flipped.length) out(`  opportunity shown as strength: ${s.flipped.join(', ')}`);
    if (s.missed.length) out(`  missed: ${s.missed.join(', ')}`);
  }
  out(`Overall over ${links.length} links, ${links.reduce((n, l) => n + l.answers.length, 0)} answers:`);
  out(`  theme recall        ${pct(sum(scores.map((s) => s.themes)))}`);
  out(`  concern recall      ${pct(sum(scores.map((s) => s.concerns)))}`);
  out(`  strength recall     ${pct(sum(scores.map((s) => s.strengths)))}`);
  out(`  opportunity recall  ${pct(sum(scores.map((s) => s.opportunities)))}`);
  out(`  false High alarms   ${scores.reduce((n, s) => n + s.falseHigh.length, 0)}`);
  out(`  other concerns the reader did not find ${scores.reduce((n, s) => n + s.falseMedium.length, 0)}`);
  out(`  opportunities shown as strengths ${scores.reduce((n, s) => n + s.flipped.length, 0)}`);
  out(`  grounded evidence   ${pct(sum(scores.map((s) => s.grounded)))}`);
  out();
}

/** `--exclude held-out-r10` (comma-separated, repeatable) leaves out the sets whose key starts with it. */
export function excludedKeys(argv: string[]): string[] {
  return argv.flatMap((a, i) => (a === '--exclude' ? (argv[i + 1] ?? '').split(',') : a.startsWith('--exclude=') ? a.slice(10).split(',') : [])).filter(Boolean);
}

async function main(): Promise<void> {
  const useOpenAI = process.argv.includes('--openai');
  const excluded = excludedKeys(process.argv);
  const analyzer = createAnalyzer(useOpenAI ? { openaiApiKey: process.env.OPENAI_API_KEY, openaiBaseUrl: process.env.OPENAI_BASE_URL, openaiModel: process.env.OPENAI_MODEL } : {});
  const out: Out = (line = '') => process.stdout.write(`${line}\n`);
  const sets: Array<[string, string, EvalLink[]]> = [
    ['dev', 'Development set (the analyzer was tuned on it)', LINKS],
    ['held-out-r6', 'Round 6 (first contact in the README; read while writing the signals)', HELD_OUT],
    ['held-out-r7', 'Round 7 (tuned on after first contact; first-contact figure in the README)', ROUND_7],
    ['held-out-r8', 'Round 8 (tuned on after first contact; first-contact figure in the README)', ROUND_8],
    ['held-out-r9', 'Round 9 (tuned on after first contact; first-contact figure in the README)', ROUND_9],
    ['held-out-r10', 'Round 10 (tuned on after first contact; first-contact figure in the README)', ROUND_10],
    ['held-out-r11', 'Round 11 (tuned on after first contact; first-contact figure in the README)', ROUND_11],
    ['held-out-r12', 'Round 12 (tuned on after first contact; first-contact figure in the README)', ROUND_12],
    ['held-out-r13', 'Round 13 (tuned on after first contact; first-contact figure in the README)', ROUND_13],
    ['held-out-r14', 'Round 14 (held out: first contact)', ROUND_14],
  ];
  for (const [key, label, links] of sets) {
    if (excluded.some((x) => key.startsWith(x))) out(`== ${label}: excluded (--exclude)\n`);
    else await report(label, links, analyzer, out);
  }
}

if (require.main === module) {
  main().catch((err: unknown) => { process.stderr.write(`${String(err)}\n`); process.exitCode = 1; });
}
