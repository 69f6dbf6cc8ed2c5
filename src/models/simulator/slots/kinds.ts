/**
 * Kinds by meaning: a small taxonomy of general knowledge (film and music genres, cuisines) that
 * says which kind a word people use belongs to: "funny" and "comic" are comedy, "detective" a
 * mystery, "sushi" and "ramen" Japanese food, "rap" hip hop. A property that asks for a kind
 * (a free-text genre or cuisine, or an enum whose values are such kinds) is filled with the kind,
 * not the word the person happened to use. Each kind lists its own name and the words and dishes
 * that are commonly read as it; nothing here comes from a particular service.
 */

export type KindDomain = 'film' | 'music' | 'food' | 'sport';

interface Kind {
  label: string;
  domain: KindDomain;
  /** words and phrases (lower case) read as this kind; the label itself counts too */
  words: string[];
}

const FILM: Array<[string, string]> = [
  ['Action', 'action martial arts explosions shoot-em-up'],
  ['Adventure', 'adventure adventures quest treasure hunt'],
  ['Animation', 'animation animated cartoon cartoons anime pixar'],
  ['Comedy', 'comedy comedies comic comical funny humor humour humorous hilarious laugh laughs slapstick spoof parody sitcom'],
  ['Crime', 'crime gangster gangsters heist mafia mob'],
  ['Documentary', 'documentary documentaries docu non-fiction nonfiction'],
  ['Drama', 'drama dramas dramatic'],
  ['Family', 'family kids children'],
  ['Fantasy', 'fantasy magic wizards dragons fairy tale'],
  ['Horror', 'horror scary frightening spooky slasher zombie zombies ghost ghosts'],
  ['Mystery', 'mystery mysteries detective detectives whodunit sleuth'],
  ['Romance', 'romance romantic romcom rom-com love story'],
  ['Sci-fi', 'sci-fi scifi science fiction space aliens futuristic'],
  ['Thriller', 'thriller thrillers suspense suspenseful thrilling'],
  ['War', 'war wartime'],
  ['Western', 'western westerns cowboy cowboys'],
  ['Musical', 'musical musicals'],
  ['Biographical', 'biographical biography biopic biopics life story life history true story'],
];

const MUSIC: Array<[string, string]> = [
  ['Rock', 'rock rock and roll'],
  ['Pop', 'pop'],
  ['Jazz', 'jazz swing bebop'],
  ['Hip Hop', 'hip hop hip-hop hiphop rap rapper rappers'],
  ['Country', 'country bluegrass'],
  ['Classical', 'classical symphony symphonies orchestral opera'],
  ['Electronic', 'electronic edm techno house trance'],
  ['Blues', 'blues'],
  ['Metal', 'metal heavy metal'],
  ['Reggae', 'reggae'],
  ['R&B', 'r&b rnb rhythm and blues'],
  ['Folk', 'folk'],
  ['Soul', 'soul motown'],
  ['Punk', 'punk'],
  ['Funk', 'funk'],
];

const FOOD: Array<[string, string]> = [
  ['American', 'american burger burgers hamburger hamburgers hot dog hot dogs diner wings fried chicken southern food southern cooking soul food cajun creole'],
  ['Asian', 'asian pan-asian'],
  ['Barbecue', 'barbecue barbeque bbq smokehouse ribs brisket'],
  ['Breakfast', 'breakfast brunch pancakes waffles'],
  ['Chinese', 'chinese dim sum dumplings cantonese szechuan sichuan hunan peking duck chow mein'],
  ['French', 'french bistro crepes croissants'],
  ['Greek', 'greek gyro gyros souvlaki'],
  ['Indian', 'indian curry curries tandoori punjabi masala biryani naan'],
  ['Italian', 'italian pizza pizzas pizzeria pasta spaghetti lasagna risotto trattoria'],
  ['Japanese', 'japanese sushi sashimi ramen izakaya tempura teriyaki udon bento'],
  ['Korean', 'korean kimchi bibimbap'],
  ['Mediterranean', 'mediterranean falafel hummus'],
  ['Mexican', 'mexican taco tacos burrito burritos taqueria enchiladas quesadillas nachos tex-mex'],
  ['Middle Eastern', 'middle eastern kebab kebabs shawarma'],
  ['Seafood', 'seafood fish lobster lobsters crab crabs oyster oysters shrimp prawns clams'],
  ['Spanish', 'spanish tapas paella'],
  ['Steakhouse', 'steakhouse steak steaks'],
  ['Thai', 'thai pad thai'],
  ['Vegetarian', 'vegetarian vegan veggie'],
  ['Vietnamese', 'vietnamese pho banh mi'],
];

const SPORT: Array<[string, string]> = [
  ['Baseball', 'baseball mlb'],
  ['Basketball', 'basketball nba hoops'],
  ['American Football', 'american football nfl gridiron'],
  ['Soccer', 'soccer mls'],
  ['Hockey', 'hockey ice hockey nhl'],
  ['Tennis', 'tennis'],
  ['Golf', 'golf'],
  ['Boxing', 'boxing'],
  ['Cricket', 'cricket'],
  ['Rugby', 'rugby'],
];

/** Multi-word phrases of the lists above, so "life story" is one entry, not "life" and "story". */
const PHRASES = ['martial arts', 'treasure hunt', 'fairy tale', 'love story', 'science fiction', 'life story', 'life history', 'true story', 'rock and roll', 'hip hop', 'heavy metal', 'rhythm and blues', 'hot dog', 'hot dogs', 'fried chicken', 'southern food', 'southern cooking', 'soul food', 'dim sum', 'peking duck', 'chow mein', 'middle eastern', 'pad thai', 'banh mi', 'american football', 'ice hockey'];

function split(words: string): string[] {
  let rest = ` ${words} `;
  const out: string[] = [];
  for (const phrase of PHRASES) {
    if (rest.includes(` ${phrase} `)) {
      out.push(phrase);
      rest = rest.replace(` ${phrase} `, ' ');
    }
  }
  return [...out, ...rest.split(/\s+/).filter(Boolean)];
}

const KINDS: Kind[] = [
  ...FILM.map(([label, words]) => ({ label, domain: 'film' as const, words: split(words) })),
  ...MUSIC.map(([label, words]) => ({ label, domain: 'music' as const, words: split(words) })),
  ...FOOD.map(([label, words]) => ({ label, domain: 'food' as const, words: split(words) })),
  ...SPORT.map(([label, words]) => ({ label, domain: 'sport' as const, words: split(words) })),
];

/** Which kinds a property asks for, from its name and description ("genre of the movie", "cuisine"). */
export function kindDomains(name: string, description: string): KindDomain[] {
  const about = `${name.replace(/_/g, ' ')} ${description}`.toLowerCase();
  const out: KindDomain[] = [];
  if (/\b(movies?|films?|shows?|cinema|tv|series)\b/.test(about)) out.push('film');
  if (/\b(music|songs?|albums?|artists?|bands?|concerts?|tracks?)\b/.test(about)) out.push('music');
  if (/\b(cuisine|food|foods|restaurants?|dish|dishes|meals?|dining|eat)\b/.test(about)) out.push('food');
  if (/\b(sports?|games?|matche?s?)\b/.test(about)) out.push('sport');
  // a bare "genre" is about films or music
  if (out.length === 0 && /\bgenre\b/.test(about)) out.push('film', 'music');
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every word of a kind said in the text, with where it was said. */
function mentions(text: string, domains: readonly KindDomain[]): Array<{ kind: Kind; index: number; length: number }> {
  const lower = text.toLowerCase();
  const out: Array<{ kind: Kind; index: number; length: number }> = [];
  for (const kind of KINDS) {
    if (!domains.includes(kind.domain)) continue;
    for (const word of [kind.label.toLowerCase(), ...kind.words]) {
      const m = new RegExp(`(?<![\\p{L}-])${escape(word)}(?![\\p{L}-])`, 'u').exec(lower);
      if (m) out.push({ kind, index: m.index, length: word.length });
    }
  }
  return out;
}

/**
 * The kind the text names for these domains ("I like funny movies" -> Comedy): the first said,
 * the longest phrase at a place ("hip hop" over "hop"). Null when none.
 */
export function kindIn(text: string, domains: readonly KindDomain[]): string | null {
  const found = mentions(text, domains).sort((a, b) => a.index - b.index || b.length - a.length);
  return found[0]?.kind.label ?? null;
}

/** Words read as an enum value that is itself a kind ("Comedy" among the values: "funny" names it). */
export function wordsOfKind(value: string): string[] {
  const kind = KINDS.find((k) => k.label.toLowerCase() === value.toLowerCase());
  return kind ? kind.words : [];
}

/** A word that names a genre of film or music ("Pop", "Comedy"): a kind, never a place ("Search for Pop events"). */
export function isGenreName(word: string): boolean {
  const lower = word.toLowerCase();
  return KINDS.some((k) => (k.domain === 'film' || k.domain === 'music') && k.label.toLowerCase() === lower);
}
