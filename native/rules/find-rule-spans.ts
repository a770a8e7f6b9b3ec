// All rule recognizers over one text: spans sorted by start and non-overlapping among themselves.
import type { Span } from '../types';
import { findAccountNumbers } from './account';
import { findAddresses } from './address';
import { findApartmentUnits } from './apartment-unit';
import { findBusinessNumbers } from './business-number';
import { findCardNumbers } from './card';
import { findCorporateNumbers } from './corporate-number';
import { findDriverLicences } from './driver-licence';
import { findEmails } from './email';
import { findIpAddresses } from './ip-address';
import { resolveOverlaps } from './overlaps';
import { findPassportNumbers } from './passport';
import { findPhoneNumbers } from './phone';
import { findVehiclePlates } from './plate';
import { prepareRuleText, type RuleText } from './rule-text';
import { findResidentNumbers } from './rrn';
import { findUrls } from './url';

export type Recognizer = (rt: RuleText) => Span[];

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
  findEmails,
  findIpAddresses,
  findVehiclePlates,
  findAddresses,
  findApartmentUnits,
];

export function findRuleSpans(text: string): Span[] {
  const rt = prepareRuleText(text);
  return resolveOverlaps(RECOGNIZERS.flatMap((recognize) => recognize(rt)));
}
