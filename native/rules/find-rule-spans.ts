// All rule recognizers over one text: spans sorted by start and non-overlapping among themselves.
import { GarimError } from '../errors';
import type { Span } from '../types';
import { findAccountNumbers } from './account';
import { findAddresses } from './address';
import { findApartmentUnits } from './apartment-unit';
import { findBusRoutes } from './bus-route';
import { findBusinessNumbers } from './business-number';
import { findCardNumbers } from './card';
import { findCorporateNumbers } from './corporate-number';
import { findCryptoWallets } from './crypto-wallet';
import { findDatesOfBirth } from './date-of-birth';
import { findDriverLicences } from './driver-licence';
import { findEmails } from './email';
import { findForeignNameShapes } from './foreign-name-shape';
import { findHanNames } from './han-names';
import { findHeaderParties } from './header';
import { findIpAddresses } from './ip-address';
import { findLatinNames } from './latin-names';
import { findNamePhrases } from './name-phrases';
import { isZeroMask } from './masks';
import { findOrganisationNames } from './organisation-context';
import { resolveOverlaps } from './overlaps';
import { findPassportNumbers } from './passport';
import { findPatronymicNames } from './patronymic-names';
import { findPhoneNumbers } from './phone';
import { findVehiclePlates } from './plate';
import { findRegistryNumbers } from './registry-number';
import { prepareRuleText, type RuleText } from './rule-text';
import { findRoleContextNames } from './role-context';
import { findSerialNumbers } from './serial-number';
import { findSlavicSurnames } from './slavic-surnames';
import { findTableColumns } from './table-columns';
import { findResidentNumbers } from './rrn';
import { findUrls } from './url';

export type Recognizer = (rt: RuleText) => Span[];

// A span that is a number (digits with separators, a passport's letter): names and addresses are never zero masks.
const NUMBER_LABELLED = /^[A-Z]?[\d\s\-.]+$/u;

/** Order breaks ties between equally certain, equally long readings: the more specific recognizer first. */
export const RECOGNIZERS: readonly Recognizer[] = [
  findResidentNumbers,
  findCorporateNumbers,
  findBusinessNumbers,
  findCardNumbers,
  findDriverLicences,
  findPassportNumbers,
  findPhoneNumbers,
  findAccountNumbers,
  findUrls,
  findCryptoWallets,
  findEmails,
  findIpAddresses,
  findVehiclePlates,
  findAddresses,
  findApartmentUnits,
  findRegistryNumbers,
  findSerialNumbers,
  findBusRoutes,
  findDatesOfBirth,
  findHeaderParties,
  findTableColumns,
  findRoleContextNames,
  findLatinNames,
  findHanNames,
  findNamePhrases,
  findForeignNameShapes,
  findPatronymicNames,
  findSlavicSurnames,
  findOrganisationNames,
];

export function findRuleSpans(text: string): Span[] {
  if (typeof text !== 'string') {
    throw new GarimError(
      'INVALID_INPUT',
      `규칙 검사에 넘긴 본문이 문자열이 아닙니다 (${typeof text}). 문서를 다시 읽어 주세요.`,
      `The text passed to the rule recognizers is not a string (${typeof text}). Read the document again.`,
    );
  }
  const rt = prepareRuleText(text);
  // A number the court masked with zeros is no identifier, whatever checksum it passes.
  return resolveOverlaps(RECOGNIZERS.flatMap((recognize) => recognize(rt)).filter((s) => !(NUMBER_LABELLED.test(s.text) && isZeroMask(s.text))));
}
