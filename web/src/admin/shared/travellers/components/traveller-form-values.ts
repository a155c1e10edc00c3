import { countryCode } from '@umrah/domain/model/countries';
import type { Traveller } from '@umrah/domain/model/travellers';
import { travellerSchema, type TravellerInput } from '@umrah/domain/schemas/traveller';

/** Staff's traveller form: every field as text ('' is blank), the documents as switches. */
export interface TravellerFormValues {
  givenNames: string;
  surname: string;
  dateOfBirth: string;
  sex: string;
  nationality: string;
  passportNumber: string;
  passportIssuingCountry: string;
  passportIssueDate: string;
  passportExpiryDate: string;
  vaccinationDate: string;
  vaccineType: string;
  emergencyContact: { name: string; phone: string };
  notes: string;
  needs: string[];
  relation: { kind: string; to: string };
  visaStatus: string;
  visaNumber: string;
  documents: { passportScan: boolean; vaccinationCertificate: boolean; photo: boolean };
}

const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));

export function travellerToFormValues(t: Traveller): TravellerFormValues {
  return {
    givenNames: t.givenNames,
    surname: t.surname,
    dateOfBirth: text(t.dateOfBirth),
    sex: text(t.sex),
    // A country an older record holds as a name ("Canada") is offered as its code.
    nationality: countryCode(t.nationality) ?? t.nationality,
    passportNumber: t.passportNumber,
    passportIssuingCountry: countryCode(t.passportIssuingCountry) ?? t.passportIssuingCountry,
    passportIssueDate: text(t.passportIssueDate),
    passportExpiryDate: text(t.passportExpiryDate),
    vaccinationDate: text(t.vaccinationDate),
    vaccineType: text(t.vaccineType),
    emergencyContact: { ...t.emergencyContact },
    notes: t.notes,
    needs: [...t.needs],
    relation: { kind: text(t.relation?.kind), to: text(t.relation?.to) },
    visaStatus: t.visaStatus,
    visaNumber: t.visaNumber,
    documents: { ...t.documents },
  };
}

/** The request body: the shared schema casts blanks to null and the relation's number from text. */
export function toTravellerBody(values: TravellerFormValues): TravellerInput {
  return travellerSchema.cast(values);
}
