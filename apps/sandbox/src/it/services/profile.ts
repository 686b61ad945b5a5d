import { okAnswer } from '../messages';
import type { ItServiceHandler, ItServiceTable } from '../service-table';
import { accountRecords } from './account-records';
import { maskEmail, maskMobile } from './profile-data';

/** The profile pages: myPanDetailsService (the PAN's details and key persons) and userProfileService. */

const myPanDetailsService: ItServiceHandler = (deps, session, _body, reply) => {
  const { profile } = deps.portal.account(session.pan)!;
  const records = accountRecords(deps.portal, session.pan)!;
  const now = deps.clock.now();
  const { details } = records;
  return reply.send(
    okAnswer({
      pan: profile.pan,
      firstNm: profile.firstNm,
      midNm: profile.midNm,
      surname: profile.surname,
      orgName: profile.orgName,
      panStatus: 'ACTIVE',
      dob: details.dateOfBirth,
      gender: details.gender,
      residentialStatus: details.residentialStatus,
      aadhaarLinkStatus: details.aadhaarLinkStatus,
      priMobileNum: maskMobile(profile.mobile),
      priEmailId: maskEmail(profile.email),
      addrDetails: details.address,
      // The portal lists key persons of non-individuals (directors, partners, karta, trustees).
      keyPersonDetails: records.keyPersons
        .filter((k) => k.appointedOn <= now)
        .map((k) => ({
          name: k.name,
          designation: k.designation,
          pan: k.pan,
          din: k.din,
          dtOfAppointment: k.appointedOn,
          mobileNo: maskMobile(k.mobile),
          emailId: maskEmail(k.email),
        })),
    }),
  );
};

const userProfileService: ItServiceHandler = (deps, session, _body, reply) => {
  const { profile } = deps.portal.account(session.pan)!;
  const { details } = accountRecords(deps.portal, session.pan)!;
  return reply.send(
    okAnswer({
      userId: profile.pan,
      roleDesc: 'Taxpayer',
      userType: profile.userType,
      userName: profile.name.toUpperCase(),
      orgName: profile.orgName,
      dscFlag: details.dscExpiresOn === null ? 'N' : 'Y',
      dscExpDt: details.dscExpiresOn,
      priMobileNum: maskMobile(profile.mobile),
      priEmailId: maskEmail(profile.email),
    }),
  );
};

export const PROFILE_SERVICES: ItServiceTable = {
  endpoint: '/iec/servicesapi/auth/saveEntity',
  handlers: { myPanDetailsService, userProfileService },
};
