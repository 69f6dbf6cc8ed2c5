/**
 * How the simulator names a parameter when it asks for it: in plain words made from its meaning
 * ("the time of the reservation"), never its schema text: format hints ("HH:MM 24-hour",
 * "YYYY-MM-DD"), examples ("e.g. 4B"), "true if …" and parentheticals are dropped, and a
 * description that is only such text gives way to the name in words.
 */
const HINTS: RegExp[] = [
  /\([^)]*\)/g,
  /\b(?:in|as|using|formatted as|format:?)\s+(?:the\s+)?(?:format\s+)?(?:HH:MM|YYYY[-/]MM[-/]DD|YYYY-MM|ISO[ -]?8601|\d{2}:\d{2})[^,.;]*/gi,
  /\b(?:HH:MM|YYYY[-/]MM[-/]DD|YYYY-MM)\b[^,.;]*/g,
  /\b24[- ]hour(?: clock| format)?\b/gi,
  /[,;.]?\s*\b(?:e\.g\.|eg\.|for example|such as|like)\s+[^,.;]*/gi,
  /[,;.]?\s*\b(?:true|false) (?:if|when)\b.*$/i,
  /[,;.]?\s*\b(?:defaults? to|one of|must be|should be)\b.*$/i,
];

const words = (name: string) => name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim();

export function plainLabel(name: string, description: string): string {
  let text = description.trim();
  for (const hint of HINTS) text = text.replace(hint, ' ');
  // "Boolean flag whether ride is shared": the question is what follows "whether"
  text = text.replace(/^(?:a\s+)?(?:boolean|bool|binary)(?:\s+(?:flag|value|field|indicating|indicator))?\s*(?:for|of|that says|indicating)?\s*/i, '');
  text = text.replace(/^(?:the\s+)?(?:whether|if)\b\s*/i, '').replace(/\s+/g, ' ').replace(/[\s,;:.]+$/, '').trim();
  // a description that says how a value looks, or is only a word or two of filler, names nothing
  if (!text || /^(?:for example|e\.g\.|in [A-Z]{3}$|a string|string|value|text|the value)$/i.test(text) || text.split(' ').length > 14) text = words(name);
  return text.charAt(0).toLowerCase() + text.slice(1);
}
