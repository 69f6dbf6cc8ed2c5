/**
 * Places: capitalised names after "from" (an origin), "to" (a destination) or "in", "at",
 * "near" (a city to stay in, a location), joined when they run over several words (New York,
 * Rio de Janeiro). Weekdays, months, sentence openers and kinds of things to do ("Music events")
 * are not places.
 */
import { isGenreName } from './kinds.ts';

/** 'pickup': the city something is picked up in, said with "from" as often as with "in" */
export type PlaceRole = 'origin' | 'destination' | 'pickup' | 'any';

const NOT_PLACES = new Set([
  'I', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  'Mr', 'Mrs', 'Ms', 'Dr', 'EUR', 'USD', 'GBP',
]);
/** What people look for, said capitalised ("Search for Music events", "Sports in Seattle"): never a place. */
const KINDS_OF_THING = /^(?:music|sports?|games?|concerts?|events?|shows?|movies?|films?|theat(?:er|re)s?|plays?|matches)$/i;

const NAME = "[A-Z][\\p{L}'’.-]*[\\p{L}]";
const PLACE = `(${NAME}(?:\\s(?:(?:de|da|do|del|la|le|upon|am|on|sur)\\s)?${NAME})*)`;

const AFTER: Record<PlaceRole, string> = {
  origin: '(?:[Ff]rom|[Ll]eaving|[Dd]eparting|[Oo]ut of)',
  destination: '(?:[Tt]o|[Ii]nto|[Ff]or|[Dd]estination:?|[Vv]isiting)',
  pickup: '(?:[Ff]rom|[Ii]n|[Aa]t|[Nn]ear|[Aa]round)',
  any: '(?:[Ii]n|[Aa]t|[Nn]ear|[Aa]round|[Tt]o|[Ff]or)',
};

/**
 * Short forms people write for big cities ("SF", "NYC", "in LA"): common knowledge, the way a
 * person at a front desk would read them. Airport codes of the same cities count too.
 */
const SHORT_FORMS: Record<string, string> = {
  SF: 'San Francisco', SFO: 'San Francisco', 'San Fran': 'San Francisco', Frisco: 'San Francisco',
  NY: 'New York', NYC: 'New York', JFK: 'New York', 'New York City': 'New York',
  LA: 'Los Angeles', LAX: 'Los Angeles', SD: 'San Diego', SAN: 'San Diego',
  DC: 'Washington D.C.', 'Washington DC': 'Washington D.C.', 'Washington D.C': 'Washington D.C.', 'District of Columbia': 'Washington D.C.',
  ATL: 'Atlanta', CHI: 'Chicago', ORD: 'Chicago', Chi: 'Chicago', 'Chi-town': 'Chicago', 'Chi-Town': 'Chicago', Chitown: 'Chicago', 'CHI-TOWN': 'Chicago', CHITOWN: 'Chicago', SEA: 'Seattle', PDX: 'Portland',
  Philly: 'Philadelphia', PHL: 'Philadelphia', Vegas: 'Las Vegas', LV: 'Las Vegas', LAS: 'Las Vegas',
  NOLA: 'New Orleans', KC: 'Kansas City', SLC: 'Salt Lake City', SJ: 'San Jose', SJC: 'San Jose',
  PHX: 'Phoenix', BOS: 'Boston', DEN: 'Denver', SAC: 'Sacramento', OAK: 'Oakland', MIA: 'Miami',
  HOU: 'Houston', DFW: 'Dallas', ABQ: 'Albuquerque', MSP: 'Minneapolis', STL: 'St. Louis',
  KL: 'Kuala Lumpur', HK: 'Hong Kong', LDN: 'London', LHR: 'London', CDG: 'Paris', BCN: 'Barcelona',
  TO: 'Toronto', YYZ: 'Toronto', YVR: 'Vancouver', SYD: 'Sydney', MEL: 'Melbourne', CDMX: 'Mexico City',
};

/** "SF" is San Francisco; "Portland, OR" is Portland; anything else as said. */
export function expandPlace(place: string): string {
  // "Portland, OR", "paris, france": the city, as a person names it, capitalised
  let bare = place.trim().replace(/\.$/, '').replace(/,\s*[\p{L} .]+$/u, '');
  if (/^[a-z][a-z' -]*$/.test(bare)) bare = bare.replace(/(^|[\s-])([a-z])/g, (_m, s: string, c: string) => s + c.toUpperCase());
  return SHORT_FORMS[bare] ?? SHORT_FORMS[bare.toUpperCase()] ?? bare;
}

/** Words that join a place's name but never end it ("Stratford upon Avon", not "SF on"). */
const JOINERS = new Set(['de', 'da', 'do', 'del', 'la', 'le', 'upon', 'am', 'on', 'sur']);

export function findPlace(said: string, role: PlaceRole): string | null {
  // "around District of Columbia": the name runs over "of", which joins no other place's name
  const text = said.replace(/\b[Dd]istrict of Columbia\b/g, 'DC');
  // "in" / "at" / "near" say where more surely than "to" / "for" ("look for Captain Marvel in Morgan Hill")
  // ("one nearby Hayward?" ends the clause with the place; "nearby Sports events" is no place)
  if (role === 'any') return findAfter(text, '(?:[Ii]n|[Aa]t|[Nn]ear|[Aa]round)') ?? findAfter(text, '(?:[Tt]o|[Ff]or)') ?? nearbyAtEnd(text);
  // "Pick up is Phoenix", "preferred pickup is San Diego", "Vancouver, BC will be the pick up city"
  if (role === 'pickup') return findAfter(text, PICKUP_IS) ?? pickupBefore(text) ?? findAfter(text, AFTER[role]);
  return findAfter(text, AFTER[role]);
}

const PICKUP = '[Pp]ick(?:ing)?[- ]?up(?:\\s+(?:city|location|place|point|spot))?';
const PICKUP_IS = `${PICKUP}\\s+(?:is|will be|would be|should be)(?:\\s+(?:in|at|from))?`;

function pickupBefore(text: string): string | null {
  const m = text.match(new RegExp(`${PLACE}(?:,\\s*[A-Z]{2})?\\s+(?:is|will be|would be|should be)\\s+(?:the|my|our)\\s+${PICKUP}`, 'u'));
  return m && !NOT_PLACES.has(m[1]!.split(/\s+/)[0]!) ? expandPlace(m[1]!) : null;
}

function nearbyAtEnd(text: string): string | null {
  const m = new RegExp(`\\b[Nn]earby\\s+${PLACE}(?=\\s*(?:[.,!?;]|$))`, 'u').exec(text);
  return m && !NOT_PLACES.has(m[1]!.split(/\s+/)[0]!) ? expandPlace(m[1]!) : null;
}

function findAfter(text: string, after: string): string | null {
  // ("leaving the great city of Philly": a word of praise before "city of")
  const re = new RegExp(`\\b${after}\\s+(?:the\\s+)?(?:(?:(?:great|beautiful|lovely|big|fair|old)\\s+)?(?:city|town) (?:of\\s+)?)?${PLACE}`, 'gu');
  for (const m of text.matchAll(re)) {
    const words = m[1].split(/\s+/);
    // drop trailing non-place words ("Lisbon On" cannot happen, "Paris Friday" can)
    while (words.length > 0 && (NOT_PLACES.has(words[words.length - 1]) || JOINERS.has(words[words.length - 1]))) words.pop();
    if (words.length === 1 && (KINDS_OF_THING.test(words[0]!) || isGenreName(words[0]!))) continue;
    if (words.length > 0 && !NOT_PLACES.has(words[0])) return expandPlace(words.join(' '));
  }
  return null;
}

/** Lower-case words that follow "in" / "to" / "from" without being a place. */
const NOT_LOWER_PLACES = new Set(
  'a an the my your our their his her this that these those it them me us you here there home town city area mind general particular advance person time total fact case order addition public private stock mind line touch front back bed need use place range cash full stock person business advance store future past detail details stores shops theaters theatres theater theatre downtown center centre uptown midtown'.split(' '),
);

/**
 * A place written in lower case at the end of a clause ("an adventure movie showing in concord?",
 * "pick it up in concord on the 13th"),
 * for a property that takes a place: the one or two words after the preposition, title-cased.
 */
export function findLowerPlace(text: string, role: PlaceRole, isPlainWord: (word: string) => boolean): string | null {
  // the clause ends, or a date, time or other detail follows ("pick it up in concord on the 13th")
  const re = new RegExp(`\\b${AFTER[role]}\\s+([a-z][a-z'-]+(?:\\s[a-z][a-z'-]+)?)\\s*(?=[.,!?;]|$|\\s+(?:on|at|by|this|next|tomorrow|today|tonight|around|from|with|please)\\b)`, 'g');
  for (const m of text.matchAll(re)) {
    const words = m[1]!.split(/\s+/);
    if (words.some((w) => NOT_LOWER_PLACES.has(w) || NOT_PLACES.has(w.charAt(0).toUpperCase() + w.slice(1)) || /^(today|tomorrow|tonight|morning|afternoon|evening|night|week|weekend|month|year|please|now|later|soon|it|all|one|two|three|four|five|six|seven|eight|nine|ten|people|person|tickets?|seats?)$/.test(w) || isPlainWord(w))) continue;
    return expandPlace(words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '));
  }
  return null;
}
