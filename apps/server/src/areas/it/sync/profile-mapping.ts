import { portalDate, text } from './records-mapping';
import type { PortalKeyPerson, PortalPanDetails } from './profile-api';

/**
 * The profile's fields as the PAN account keeps them. Contacts stay masked as the portal sends
 * them: TaxDesk never learns more than the portal shows.
 */
export function mapProfile(
  details: PortalPanDetails,
  user: Record<string, unknown>,
): Record<string, unknown> {
  const addr = (details.addrDetails ?? {}) as Record<string, unknown>;
  const address = [
    addr.flatDoorBlockNo,
    addr.roadStreetPostoffice,
    addr.areaLocality,
    addr.townCityDistrict,
    addr.stateName,
    addr.pinCode,
  ]
    .map(text)
    .filter(Boolean)
    .join(', ');
  return {
    firstNm: text(details.firstNm),
    midNm: text(details.midNm),
    surname: text(details.surname),
    orgName: text(details.orgName ?? user.orgName),
    panStatus: text(details.panStatus),
    dateOfBirth: portalDate(details.dob),
    residentialStatus: text(details.residentialStatus),
    aadhaarLinkStatus: text(details.aadhaarLinkStatus),
    priMobileNum: text(details.priMobileNum ?? user.priMobileNum),
    priEmailId: text(details.priEmailId ?? user.priEmailId),
    address: address || null,
    dscFlag: text(user.dscFlag),
    dscExpDt: portalDate(user.dscExpDt),
  };
}

export function mapKeyPerson(
  p: PortalKeyPerson,
  pan: string,
  entityName: string | null,
): Record<string, unknown> {
  return {
    pan,
    keyPersonPan: String(p.pan ?? '').toUpperCase(),
    entityName,
    name: text(p.name),
    designation: text(p.designation),
    din: text(p.din),
    dateOfAppointment: portalDate(p.dtOfAppointment),
    mobileNo: text(p.mobileNo),
    emailId: text(p.emailId),
  };
}
