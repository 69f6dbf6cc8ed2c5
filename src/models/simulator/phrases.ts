/**
 * The simulator's fixed phrases in a few languages, for agents told to speak one ("You only
 * speak Spanish"). Small on purpose: greetings, questions and closings; tool results keep their
 * own values.
 */
export type Language = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';

type Key = 'howCanIHelp' | 'canHelpWith' | 'whatDoYouNeed' | 'couldYouTellMe' | 'iCan' | 'shallI' | 'anythingElse' | 'done' | 'and' | 'found' | 'nothingFound' | 'passOn' | 'assume';

const TABLE: Record<Language, Record<Key, string>> = {
  en: {
    howCanIHelp: 'How can I help you today?',
    canHelpWith: 'I can help with {}.',
    whatDoYouNeed: 'What do you need?',
    couldYouTellMe: 'Could you tell me {}?',
    iCan: 'I can {} for you.',
    shallI: 'Shall I go ahead?',
    anythingElse: 'Anything else I can do?',
    done: 'Done.',
    and: 'and',
    found: 'I found {} options.',
    nothingFound: 'I found nothing that matches.',
    passOn: 'One moment.',
    assume: 'I would take {}.',
  },
  es: {
    howCanIHelp: '¿En qué puedo ayudarle hoy?',
    canHelpWith: 'Puedo ayudarle con {}.',
    whatDoYouNeed: '¿Qué necesita?',
    couldYouTellMe: '¿Podría indicarme {}?',
    iCan: 'Puedo {} por usted.',
    shallI: '¿Lo hago?',
    anythingElse: '¿Algo más en lo que pueda ayudarle?',
    done: 'Hecho.',
    and: 'y',
    found: 'He encontrado {} opciones.',
    nothingFound: 'No he encontrado nada.',
    passOn: 'Un momento.',
    assume: 'Tomaría {}.',
  },
  fr: {
    howCanIHelp: "Comment puis-je vous aider aujourd'hui ?",
    canHelpWith: 'Je peux vous aider pour {}.',
    whatDoYouNeed: 'De quoi avez-vous besoin ?',
    couldYouTellMe: 'Pourriez-vous me donner {} ?',
    iCan: 'Je peux {} pour vous.',
    shallI: 'Je le fais ?',
    anythingElse: 'Puis-je faire autre chose pour vous ?',
    done: "C'est fait.",
    and: 'et',
    found: "J'ai trouvé {} options.",
    nothingFound: "Je n'ai rien trouvé.",
    passOn: 'Un instant.',
    assume: 'Je prendrais {}.',
  },
  de: {
    howCanIHelp: 'Wie kann ich Ihnen heute helfen?',
    canHelpWith: 'Ich helfe Ihnen gern bei {}.',
    whatDoYouNeed: 'Was brauchen Sie?',
    couldYouTellMe: 'Können Sie mir {} nennen?',
    iCan: 'Ich kann {} für Sie erledigen.',
    shallI: 'Soll ich das tun?',
    anythingElse: 'Kann ich sonst noch etwas tun?',
    done: 'Erledigt.',
    and: 'und',
    found: 'Ich habe {} Möglichkeiten gefunden.',
    nothingFound: 'Ich habe nichts gefunden.',
    passOn: 'Einen Moment.',
    assume: 'Ich würde {} annehmen.',
  },
  it: {
    howCanIHelp: 'Come posso aiutarla oggi?',
    canHelpWith: 'Posso aiutarla con {}.',
    whatDoYouNeed: 'Di cosa ha bisogno?',
    couldYouTellMe: 'Può indicarmi {}?',
    iCan: 'Posso {} per lei.',
    shallI: 'Procedo?',
    anythingElse: "Posso fare altro per lei?",
    done: 'Fatto.',
    and: 'e',
    found: 'Ho trovato {} opzioni.',
    nothingFound: 'Non ho trovato nulla.',
    passOn: 'Un momento.',
    assume: 'Prenderei {}.',
  },
  pt: {
    howCanIHelp: 'Como posso ajudar hoje?',
    canHelpWith: 'Posso ajudar com {}.',
    whatDoYouNeed: 'Do que precisa?',
    couldYouTellMe: 'Pode indicar-me {}?',
    iCan: 'Posso {} por si.',
    shallI: 'Avanço?',
    anythingElse: 'Posso ajudar em mais alguma coisa?',
    done: 'Feito.',
    and: 'e',
    found: 'Encontrei {} opções.',
    nothingFound: 'Não encontrei nada.',
    passOn: 'Um momento.',
    assume: 'Tomaria {}.',
  },
};

export const LANGUAGE_NAMES: Record<Language, RegExp> = {
  en: /\benglish\b/i,
  es: /\b(spanish|español|castellano)\b/i,
  fr: /\b(french|français)\b/i,
  de: /\b(german|deutsch)\b/i,
  it: /\b(italian|italiano)\b/i,
  pt: /\b(portuguese|português)\b/i,
};

export function phrase(language: Language, key: Key, fill = ''): string {
  return TABLE[language][key].replace('{}', fill);
}

/** The phrase in every language (to recognise our own replies). */
phrase.all = (key: Key): string[] => Object.values(TABLE).map((row) => row[key]);
