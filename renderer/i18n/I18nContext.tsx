// The UI language for every view, from settings; components read t() with useT().
import { createContext, useContext } from 'react';
import { translator, type Language, type Translate } from './translate';

export interface I18n {
  language: Language;
  t: Translate;
}

export const I18nContext = createContext<I18n>({ language: 'ko', t: translator('ko') });

export function useI18n(): I18n {
  return useContext(I18nContext);
}
