/**
 * Places: capitalised names after "from" (an origin), "to" (a destination) or "in", "at",
 * "near" (a city to stay in, a location), joined when they run over several words (New York,
 * Rio de Janeiro). Weekdays, months and sentence openers are not places.
 */
export type PlaceRole = 'origin' | 'destination' | 'any';

const NOT_PLACES = new Set([
  'I', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  'Mr', 'Mrs', 'Ms', 'Dr', 'EUR', 'USD', 'GBP',
]);
const NAME = "[A-Z][\\p{L}'’.-]*[\\p{L}]";
const PLACE = `(${NAME}(?:\\s(?:(?:de|da|do|del|la|le|upon|am|on|sur)\\s)?${NAME})*)`;

const AFTER: Record<PlaceRole, string> = {
  origin: '(?:[Ff]rom|[Ll]eaving|[Dd]eparting|[Oo]ut of)',
  destination: '(?:[Tt]o|[Ii]nto|[Ff]or|[Dd]estination:?)',
  any: '(?:[Ii]n|[Aa]t|[Nn]ear|[Aa]round|[Tt]o|[Ff]or)',
};

export function findPlace(text: string, role: PlaceRole): string | null {
  const re = new RegExp(`\\b${AFTER[role]}\\s+(?:the\\s+)?${PLACE}`, 'gu');
  for (const m of text.matchAll(re)) {
    const words = m[1].split(/\s+/);
    // drop trailing non-place words ("Lisbon On" cannot happen, "Paris Friday" can)
    while (words.length > 0 && NOT_PLACES.has(words[words.length - 1])) words.pop();
    if (words.length > 0 && !NOT_PLACES.has(words[0])) return words.join(' ');
  }
  return null;
}
