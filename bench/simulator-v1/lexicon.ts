/**
 * The simulator's tiny vocabulary: words that carry no meaning for routing (stopwords, and the
 * words every transfer tool shares, like "handoff" or "agent"), and concept groups so that
 * "return my boots" can match a handoff described as "refunds". Stems, not words: see stem().
 */

/** English function words plus the boilerplate of tool and handoff descriptions. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could do does did for from had has have he her him his how i if in into is it its ' +
    'just me my mine no not of on or our ours she so some than that the their them then there these they this those to too ' +
    'up us was we were what when where which who whom why will with would you your yours yourself im ive id dont cant ' +
    'want wanted need needs like please hi hello hey thanks thank ok okay yes yeah sure also any anything something ' +
    'only very much more most all should shall may might must get got make let lets go going well really still about ' +
    // every transfer tool says these; they tell nothing about which one fits
    'handoff transfer agent handle request tool call use used user customer help assist assistant related etc'
  )
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Concept groups (stems, as stem() makes them). A word in a group matches any other word of the group at a lower
 * weight than an exact stem match. Kept small and general: customer-service and everyday intents.
 */
export const CONCEPTS: Readonly<Record<string, readonly string[]>> = {
  refund: ['refund', 'return', 'reimburs', 'exchang'],
  purchase: ['buy', 'purchas', 'order', 'price', 'cost', 'sale', 'sell', 'shop', 'product', 'deal', 'discount', 'quot'],
  repair: ['repair', 'fix', 'broken', 'broke', 'break', 'issu', 'problem', 'defect', 'damag', 'faulty', 'error', 'bug', 'troubl'],
  human: ['human', 'person', 'escalat', 'manag', 'representativ', 'supervisor', 'someon', 'operator'],
  cancel: ['cancel', 'stop', 'terminat', 'unsubscrib'],
  shipping: ['ship', 'deliver', 'delivery', 'track', 'packag', 'arriv', 'parcel', 'courier'],
  account: ['account', 'login', 'password', 'sign', 'profil', 'usernam'],
  billing: ['bill', 'invoic', 'charg', 'payment', 'pay', 'card', 'subscript'],
  search: ['search', 'find', 'look', 'lookup', 'query', 'seek', 'locat'],
  weather: ['weather', 'forecast', 'temperatur', 'rain', 'sunny', 'wind'],
  schedule: ['schedul', 'book', 'appoint', 'meet', 'calendar', 'reserv', 'slot'],
  write: ['writ', 'draft', 'compos', 'edit', 'essay', 'poem', 'story'],
  code: ['code', 'program', 'debug', 'script', 'softwar', 'python', 'javascript'],
  math: ['math', 'calculat', 'comput', 'sum', 'multipl', 'equat'],
};

/**
 * The concepts a stem belongs to: equal to a group's stem, or starting with one of at least four
 * letters ("reimbursement" is in refund through "reimburs").
 */
export function conceptsOf(stem: string): string[] {
  const out: string[] = [];
  for (const [concept, stems] of Object.entries(CONCEPTS)) {
    if (stems.some((s) => stem === s || (s.length >= 4 && stem.startsWith(s)))) out.push(concept);
  }
  return out;
}

/** Verbs of finding: a tool described with one of these can supply an id another tool needs. */
export const FINDING_STEMS: ReadonlySet<string> = new Set(CONCEPTS.search);

/** Words of a handoff meant for everything else ("a topic outside of your purview"). */
export const FALLBACK_STEMS: ReadonlySet<string> = new Set(['outsid', 'purview', 'unrelat', 'els', 'otherwis', 'scop']);

/** Words of a handoff that ends the task (AG2 "The task is completed."). Stems, as stem() makes them. */
export const DONE_STEMS: ReadonlySet<string> = new Set(['complet', 'don', 'finish', 'termin', 'terminat', 'resolv', 'solv']);
