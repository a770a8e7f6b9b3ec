// Whether words in Latin letters are a person's name (`TRAN THI MAI`, `John Smith`) rather than a company's or an
// acronym (`LG Display`, `KT`, `Samsung Electronics Co., Ltd.`): shared by the readers of Latin names after roles, before
// records and in lists (latin-names.ts, role-context.ts), headers and name phrases.
export const LATIN_WORD = "[A-Z][A-Za-z'’-]*";

// A person's words are written alike (`TRAN THI MAI`, `John Smith`); an acronym beside a word is a company's (`LG Display`).
const ALIKE = /^(?:[A-Z'’-]+(?: [A-Z'’-]+)*|[A-Z][a-z'’-]+(?: [A-Z][a-z'’-]+)*)$/u;

// Words only companies, banks and places take.
const NOT_A_PERSON = /^(?:Co|Corp|Corporation|Company|Inc|Incorporated|Ltd|Limited|LLC|LLP|GmbH|AG|SA|PLC|Bank|Group|Holdings|Korea|Trading|Industries|Industry|Electronics|Motors|Global|International|Systems|Solutions|Partners|Fund|Capital|Hotel|Center|Centre|University|School|Church|Hospital|Clinic|Store|Shop|Mart|Cafe|Restaurant|Club|Studio|Service|Services|Lab|Labs|Tech|Technology|Technologies)$/iu;

/** The name's words, when they are a person's: two words or more, or one capitalised word of three letters or more. */
export function personShaped(name: string): boolean {
  const words = name.split(' ');
  if (words.some((w) => NOT_A_PERSON.test(w))) return false;
  if (words.length >= 2) return words.every((w) => w.length >= 2 || words.length >= 3);
  // A single all-capital word is an acronym (`KT`, `KOTRA`) more often than a name.
  return name.length >= 3 && /[a-z]/u.test(name);
}

/** A Latin name of two words or more a person's words could be: written alike, or no word an acronym (`LG Display`). */
export function latinPerson(name: string): boolean {
  return personShaped(name) && (ALIKE.test(name) || name.split(' ').every((w) => w.length >= 3));
}
