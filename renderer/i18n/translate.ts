// t(key, vars) over the two dictionaries; {name} placeholders are filled from vars.
import { en } from './messages-en';
import { ko, type MessageKey } from './messages-ko';

export type Language = 'ko' | 'en';
export type { MessageKey };

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const dict: Record<MessageKey, string> = language === 'en' ? en : ko;
  return (key, vars) => {
    const s = dict[key] ?? ko[key] ?? key;
    return vars ? s.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : s;
  };
}
