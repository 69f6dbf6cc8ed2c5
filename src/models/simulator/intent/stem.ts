/**
 * A small, predictable cousin of Porter's stemmer (plural, -ing, -ed, -ly, final e, doubled
 * consonant): enough for "flights"/"flight", "refunded"/"refund", "booking"/"book".
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|z|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('ly') && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  // "stopp(ed)", "shipp(ing)": undo the doubled consonant
  if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Endings that keep a word's meaning: "reimburs"/"reimbursement", "reserv"/"reservation". */
const DERIVATIONS = ['ation', 'ition', 'ment', 'ement', 'ion', 'al', 'ance', 'ence', 'ity', 'ist', 'ic', 'ical', 'y', 'ing', 'or', 'ory'];

/** Whether two stems are the same word: equal, or one is the other plus a derivational ending. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  // "movies" and "movie" stem to "movy" and "movi" ("-ies" is "-y" in "cities", "-ie" in "movies")
  if (a.length >= 4 && a.length === b.length && a.slice(0, -1) === b.slice(0, -1) && /^[iy]$/.test(a.at(-1)!) && /^[iy]$/.test(b.at(-1)!)) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.startsWith(short) && DERIVATIONS.includes(long.slice(short.length));
}
