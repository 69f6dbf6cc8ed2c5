/**
 * The simulator's vocabulary, kept small and general: words that carry no meaning for routing
 * (stopwords, and the words every transfer tool shares, like "handoff" or "agent"), phrases that
 * are one idea ("money back"), concept groups for common service domains (travel, banking,
 * retail, IT, health, HR, insurance, education) and for everyday work (code, reports), and the
 * action groups that make a tool side-effecting. Groups are written as words and stemmed once,
 * so they compare with stem().
 */
import { sameWord, stem } from './stem.ts';

/** English function words plus the boilerplate of tool and handoff descriptions. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could do does did for from had has have he her him his how i if in into is it its ' +
    'just me my mine no not of on or our ours she so some than that the their them then there these they this those to too ' +
    'up us was we were what when where which who whom why will with would you your yours yourself im ive id dont cant ' +
    'want wanted wish wishes wished need needs like please hi hello hey thanks thank ok okay yes yeah sure also any anything something ' +
    'only very much more most all should shall may might must get got make let lets go going well really still about ' +
    'd m s ll re ve t am actually one own other another ' +
    // every transfer tool says these; they tell nothing about which one fits
    'handoff transfer agent handle request tool call use used user customer help assist assistant related etc ' +
    // and of parameter descriptions ("optional" is not about options)
    'optional optionally ' +
    // how much the person likes something says nothing about what it is ("something interesting
    // to do" is no point of interest; "good for kids" is about kids)
    'interesting fun cool nice great good awesome wonderful exciting amazing fantastic lovely'
  )
    .split(/\s+/)
    .filter(Boolean),
);

/** Multi-word ideas, joined into one token before stemming. */
export const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bmoney back\b/gi, 'refund'],
  [/\bhow much\b/gi, 'price'],
  // "order a laptop stand" is buying; "my order" is not
  [/\border(?= (?:a|an|some|one|two|three|four|five|six|\d+|more|another)\b)/gi, 'buy'],
  [/\b(?:make|submit|open|lodge|raise|report|start) an? (?:new )?claim\b/gi, 'file claim'],
  [/\bcharge ?back\b/gi, 'refund'],
  [/\btime off\b/gi, 'leave'],
  [/\bdays? off\b/gi, 'leave'],
  [/\bsign(?:ed)? (?:me |us |him |her )?up\b/gi, 'enrol'],
  [/\blocked out\b/gi, 'locked'],
  [/\blog ?in\b/gi, 'login'],
  [/\bsign in\b/gi, 'login'],
  [/\bpay ?slip\b/gi, 'payslip'],
  [/\bbroke into\b/gi, 'burglary'],
  // ("check in Bolinas" checks a place: the verb and "in", not a hotel's check-in)
  [/\b[Cc]heck[- ][Ii]n\b(?!\s+(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun))[A-Z])/g, 'checkin'],
  // the account, not the verb every look-up shares
  [/\bchecking(?= (?:account|balance)s?\b)/gi, 'checking chequing'],
  [/\bturn on\b/gi, 'broken'],
  // "a hotel which matches my request" is no sports match
  [/(?<!\b(?:a|an|the|that|this|any|some|one) )\bmatch(?:es|ed|ing)?(?= (?:my|your|our|their|the|what|all)\b)/gi, 'fits'],
  // "show me some other options" asks to be told, not for a show
  [/\bshow(?= (?:me|us)\b)/gi, 'let'],
  // "make a transfer", "transfer 210 bucks to Kagiso": moving money ("transfer" alone is every
  // handoff's word, so a transfer to someone, or of the person or the chat, stays one)
  [/\b[Tt]ransfer(?:s|red|ring)?\b(?! (?:[Tt]o|[Bb]ack|me|us|you|him|her|them|the (?:call|chat|conversation|request|person|user|customer))\b)/g, 'remit'],
];

/**
 * Concept groups: a word in a group matches any other word of the group at a lower weight than
 * the same word. Stems shorter than 4 letters only match whole stems.
 */
const CONCEPT_WORDS: Record<string, string> = {
  flight: 'flight fly flies plane airline airport airfare departure layover',
  hotel: 'hotel room stay accommodation lodging hostel checkin night',
  booking: 'book booking reserve reservation schedule appointment visit see',
  refund: 'refund return reimburse reimbursement exchange',
  purchase: 'buy purchase price cost sell sale shop stock available product deal discount quote',
  shipping: 'ship shipped deliver delivery track package parcel courier arrive eta',
  billing: 'bill billing invoice charge charged fee overcharge receipt payment',
  card: 'card debit credit visa mastercard',
  block: 'block freeze lost stolen steal deactivate',
  payment: 'send wire pay payment remit iban money',
  balance: 'balance statement savings chequing funds',
  access: 'password login locked lock unlock access credential username permission vpn account',
  hardware: 'laptop printer monitor screen device keyboard mouse hardware computer flicker jammed broken',
  repair: 'repair fix broken issue problem defect damage faulty error bug trouble',
  connectivity: 'internet wifi connection connectivity network router signal dropping outage offline modem slow',
  doctor: 'doctor physician specialist clinic dermatologist cardiologist pediatrician checkup heart skin children',
  prescription: 'prescription refill medication medicine pharmacy drug renew dose pill tablet',
  leave: 'leave vacation holiday absence pto sick',
  payroll: 'payroll payslip salary wage paid paycheck',
  claim: 'claim accident damage incident theft burglary crash',
  coverage: 'quote cover coverage premium insure insurance',
  enrolment: 'enrol enroll enrollment register registration course class module',
  records: 'grade transcript mark gpa exam',
  human: 'human person escalate manager representative supervisor someone operator',
  cancel: 'cancel terminate unsubscribe',
  search: 'search find look lookup query seek locate',
  weather: 'weather forecast temperature rain sunny wind',
  writing: 'write draft compose edit essay poem story',
  engineering: 'code program debug script software python javascript plot chart calculate calculation compute data',
  research: 'explain interpret interpretation reason reasoning report analysis analyse trend insight research',
  math: 'math calculate compute sum multiply equation',
  // everyday services: what people say against what a service calls itself
  dining: 'restaurant eat eating food dinner lunch breakfast brunch meal hungry dine dining cuisine table cafe',
  music: 'music song album artist band singer listen playlist track tune',
  film: 'movie film cinema theater theatre watch',
  // watching at home: "online" is what a service "on-demand" offers
  streaming: 'online stream streaming streamed demand download',
  event: 'event concert game match gig festival show sport sports baseball football basketball soccer hockey tennis rugby cricket',
  ride: 'ride taxi cab driver lift',
  rental: 'rent rental hire',
  home: 'apartment house home property flat bedroom landlord tenant',
  calendar: 'calendar meeting schedule agenda',
  alarm: 'alarm wake reminder',
  message: 'message text sms',
};

function stemGroup(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter(Boolean).map(stem))];
}

export const CONCEPTS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(CONCEPT_WORDS).map(([concept, list]) => [concept, stemGroup(list)]),
);

function inGroup(s: string, group: readonly string[]): boolean {
  return group.some((g) => sameWord(s, g));
}

const conceptCache = new Map<string, string[]>();

/** The concepts a stem belongs to (remembered: scoring asks for the same stems again and again). */
export function conceptsOf(s: string): string[] {
  const known = conceptCache.get(s);
  if (known) return known;
  const out: string[] = [];
  for (const [concept, stems] of Object.entries(CONCEPTS)) if (inGroup(s, stems)) out.push(concept);
  if (conceptCache.size > 20000) conceptCache.clear();
  conceptCache.set(s, out);
  return out;
}

/**
 * Actions with consequences, by what they do. A tool whose name says one of these (or whose
 * approval setting says so) runs only when the user asked for the action: one of the group's
 * words in the request.
 */
const ACTION_WORDS: Record<string, string> = {
  refund: 'refund return reimburse',
  buy: 'buy purchase order take',
  pay: 'pay payment send wire transfer remit',
  delete: 'delete remove erase',
  cancel: 'cancel terminate unsubscribe',
  block: 'block freeze lost stolen deactivate',
  book: 'book reserve schedule see visit',
  grant: 'grant give access permission',
  enrol: 'enrol enroll register join',
  drop: 'drop withdraw unenroll',
  file: 'file submit lodge',
  update: 'update change edit modify replace set',
  email: 'send email mail',
  rent: 'rent hire lease',
  play: 'play stream',
};

export const ACTIONS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(ACTION_WORDS).map(([action, list]) => [action, stemGroup(list)]),
);

/** The concept an action belongs to: place_order (buy) is about purchases, so "sell" finds it. */
export const ACTION_CONCEPT: Readonly<Record<string, string>> = {
  refund: 'refund',
  buy: 'purchase',
  pay: 'payment',
  cancel: 'cancel',
  block: 'block',
  book: 'booking',
  enrol: 'enrolment',
  file: 'claim',
};

/** Verbs that only read: track_order looks at an order, it does not place one. */
export const READ_STEMS: ReadonlySet<string> = new Set(stemGroup('get check track look lookup search find list show view read fetch status query describe count'));

/**
 * The words that ask for an action: its group's, or for a tool with consequences that no group
 * names (see candidates.ts), the verb of its own name, written "=verb".
 */
export function actionWords(action: string): readonly string[] {
  return ACTIONS[action] ?? (action.startsWith('=') ? [action.slice(1)] : []);
}

/** The action groups a tool name's stems fall in (execute_order -> buy; issue_refund -> refund). */
export function actionsOf(stems: readonly string[]): string[] {
  if (stems.some((s) => READ_STEMS.has(s))) return [];
  return Object.entries(ACTIONS)
    .filter(([, group]) => stems.some((s) => inGroup(s, group)))
    .map(([action]) => action);
}

/** Verbs of finding: a tool described with one of these can supply an id another tool needs. */
export const FINDING_STEMS: ReadonlySet<string> = new Set(CONCEPTS.search);

/** Words of a handoff meant for everything else ("a topic outside of your purview"). */
export const FALLBACK_STEMS: ReadonlySet<string> = new Set(['outsid', 'purview', 'unrelat', 'els', 'otherwis', 'scop', 'back']);

/** Words of a handoff that ends the task (AG2 "The task is completed."). */
export const DONE_STEMS: ReadonlySet<string> = new Set(['complet', 'don', 'finish', 'termin', 'terminat', 'resolv', 'solv']);

/** Words of a handoff taken when something went wrong ("Code execution failed."). */
export const FAILURE_STEMS: ReadonlySet<string> = new Set(['fail', 'error', 'crash', 'exception']);
